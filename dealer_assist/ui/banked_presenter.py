"""Banked-game state -> plain display records (the banked twin of :mod:`.presenter`).

Nothing here decides a rule: the wagers, the action order, every ledger line's coverage, result
and chips, the banker's stake left and the steps are copied from the engine's round, ledger and
procedure as it states them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from dealer_assist.cards import Card
from dealer_assist.engine.games.banked import BankedSession, collection
from dealer_assist.engine.games.banked.blackjack_spots import Spot
from dealer_assist.engine.games.banked.florida_holdem import play_amounts
from dealer_assist.engine.games.banked.procedure import procedure
from dealer_assist.engine.games.banked.state import Need
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.procedure import Step

STATUS_TEXT = {"covered": "covered", "partly_covered": "partly covered",
               "returned": "returned", "dead": "dead"}
RESULT_TEXT = {"win": "win", "lose": "lose", "push": "push", "no_action": "no action"}
GAME_NAMES = {"three_card_poker": "Three Card Poker", "two_card_poker": "Two Card Poker",
              "florida_holdem": "Florida Hold'em", "pai_gow": "Pai Gow Poker",
              "hot_action_blackjack": "Hot Action Blackjack"}
SHOWN_PHASES = ("settling", "settled", "ended")  # cards turned up for the comparison
CARD_NEEDS = ("deal", "draw", "board")  # needs answered with cards (deck, shoe or picker)


@dataclass(frozen=True, slots=True)
class BankedSeatShow:
    number: int
    name: str = ""
    wagers: str = ""
    cards: tuple[Card | None, ...] = ()
    banker: bool = False
    action: bool = False  # the action button: comparison and coverage start here
    focused: bool = False
    folded: bool = False
    charge: int | None = None  # the collection this seat still owes before the deal
    tppp: bool = False  # declared a third-party proposition player (CA-PDR)


@dataclass(frozen=True, slots=True)
class LedgerRow:
    seat: int
    bettor: str
    wager: str
    amount: int
    status: str = "pending"
    result: str = ""
    paid: int = 0
    collected: int = 0
    returned: int = 0
    stake_left: int | None = None
    settled: bool = False


@dataclass(frozen=True, slots=True)
class BankedShow:
    title: str
    round_title: str
    seats: tuple[BankedSeatShow, ...]
    steps: tuple[Step, ...]
    need: Need | None
    rows: tuple[LedgerRow, ...]
    stake: str
    phase: str
    board: tuple[Card, ...] = ()  # Florida Hold'em's community cards (HTP-FLH-01)


def present_banked(session: BankedSession, players: dict[int, str], table: str = "",
                   now: int | None = None) -> BankedShow:
    """What the banked dealer screen shows; ``players``: the names seated (between rounds);
    ``now`` (seconds, the controller's clock): the engine's CA-PDR countdown between rounds."""
    t = session.table
    cfg = t.config
    game = GAME_NAMES.get(cfg.game, cfg.game) if cfg else "banked game"
    title = " · ".join(p for p in (table, cfg.house if cfg else "", game) if p)
    steps = tuple(procedure(t, now).steps)
    rnd = t.round
    tppp = t.rotation.tppp if t.rotation is not None else set()
    if rnd is None or cfg is None:
        empty = tuple(BankedSeatShow(n, name, tppp=name in tppp)
                      for n, name in sorted(players.items()))
        return BankedShow(title, "Between rounds", empty, steps, None, (), "", "between rounds")
    try:
        lines = rnd.settlement_lines()
    except Refusal:
        lines = []
    action = lines[0].wager.seat if lines else None
    needs = rnd.needs()
    need = needs[0] if needs else None
    focus = need.seat if need is not None else None
    if rnd.phase == "settling" and len(rnd.settled) < len(lines):
        focus = lines[len(rnd.settled)].wager.seat
    payers = [s for s in rnd.seats if s != rnd.banker_seat or not cfg.collection_required]
    owed = {c.seat: c.amount for c in collection.charges(cfg, payers, rnd.banker_seat)}
    seats: list[BankedSeatShow] = []
    for number in rnd.seats:
        hands = rnd.hands_on(number)
        wagers = " · ".join(f"{w.replace('_', ' ').capitalize()} ${a}"
                            for h in hands for w, a in h.wagers.items())
        cards = rnd.cards.get(number, [])
        if number in rnd.settings:  # Pai Gow: the front two, then the back five (CG-PAI-06)
            cards = [*rnd.settings[number][0], *rnd.settings[number][1]]
        up = list(rnd.face_up.get(number, []))
        if cfg.game == "hot_action_blackjack":  # the dealer handles every card (CG-HAB-22):
            up += cards[:1] if number == rnd.banker_seat else cards  # all but the P/D's hole
        shown = rnd.phase in SHOWN_PHASES
        charge = None
        if rnd.phase == "wagers" and rnd.players.get(number) and number not in rnd.collections:
            charge = owed.get(number)  # CG's collection (CG-3CP-02) or HTP's rake (HTP-3CP-16)
        seats.append(BankedSeatShow(
            number, rnd.players.get(number, ""), wagers,
            tuple(c if shown or c in up else None for c in cards),
            banker=number == rnd.banker_seat, action=number == action,
            focused=number == focus, folded=any(h.folded for h in hands), charge=charge,
            tppp=rnd.players.get(number, "") in tppp))
    if lines:
        done = len(rnd.settled)
        rows = tuple(LedgerRow(
            ln.wager.seat, ln.wager.bettor, ln.wager.name.replace("_", " "), ln.wager.amount,
            STATUS_TEXT.get(str(ln.status), str(ln.status)),
            RESULT_TEXT.get(str(ln.result), str(ln.result)), ln.paid, ln.collected, ln.returned,
            ln.stake_left, i < done) for i, ln in enumerate(lines))
    else:
        rows = tuple(LedgerRow(h.seat, h.bettor, w.replace("_", " "), a)
                     for h in rnd.hands.values() for w, a in h.wagers.items())
    banker = f"Banker: {rnd.started.banker} (seat {rnd.banker_seat})"
    stake = f"{banker} · stake ${rnd.stake} · left ${rnd.stake_left}"
    dice = f" · dice {'-'.join(map(str, rnd.dice))}, pile {rnd.pile}" if rnd.dice else ""
    return BankedShow(title, f"Round {rnd.number} · {rnd.phase}{dice}", tuple(seats), steps, need,
                      rows, stake, rnd.phase, tuple(rnd.board))


def next_need(session: BankedSession) -> Need | None:
    """What the round waits for next; before the first card, what the first card starts (the
    round's own ``_first_needs``: the engine has no public name for it yet)."""
    rnd = session.table.round
    if rnd is None or rnd.ended:
        return None
    needs = rnd.needs()
    if needs:
        return needs[0]
    if rnd.phase == "wagers" and rnd.dealt_in():
        first = rnd._first_needs()
        return first[0] if first else None
    return None


def cards_wanted(need: Need) -> int:
    """How many cards answer ``need`` in one event; 0 in the need means one at a time (the
    Hot Action P/D's up card, his hole card later, CG-HAB-17)."""
    return need.count or 1


def decision_amounts(session: BankedSession, need: Need, option: str) -> tuple[int, ...]:
    """The money a decision may add, as the engine states it (the engine checks it): a Play or
    Call equals the first required wager (CG-3CP-04b, HTP-3CP-06, HTP-2CP-07); Florida's Play
    is a multiple of the Ante that depends on the street (HTP-FLH-05..07); a blackjack double or
    split puts up the controlling bet again (CG-HAB-D1, CG-HAB-S1). Other options add none."""
    rnd = session.table.round
    if rnd is None or need.seat is None:
        return (0,)
    if option in ("double", "split"):
        spot = blackjack_spots(session).get(need.seat)
        hands = spot.hands if spot is not None else []
        own = hands[need.hand].bets.get(need.bettor, 0) if need.hand < len(hands) else 0
        return (own,)
    hand = rnd.hands.get((need.seat, need.bettor))
    if hand is None or option not in ("play", "call"):
        return (0,)
    if rnd.config.game == "florida_holdem":
        return play_amounts(hand)
    required = rnd.game.required
    return (hand.wagers.get(required[0], 0),) if required else (0,)


def blackjack_spots(session: BankedSession) -> dict[int, Spot]:
    """Hot Action's spots as the engine keeps them (empty for the other games), read only."""
    rnd = session.table.round
    found = rnd.extra.get("spots") if rnd is not None else None
    return cast(dict[int, Spot], found) if isinstance(found, dict) else {}


def decision_amount(session: BankedSession, need: Need, option: str) -> int:
    """The first (usual) amount of :func:`decision_amounts`."""
    return decision_amounts(session, need, option)[0]


def deck_jokers(session: BankedSession) -> int:
    """Jokers in the game's deck, for the card picker's joker key: Pai Gow's 53-card deck has
    one (CG-PAI-01); the engine refuses a joker in every other banked game's deck."""
    cfg = session.table.config
    return 1 if cfg is not None and cfg.game == "pai_gow" else 0


@dataclass(frozen=True, slots=True)
class MatchOffer:
    """A bettor on a Hot Action spot who may match the double or split just made (CG-HAB-D1,
    CG-HAB-S1): up to his own bet on that hand (a split: exactly his bet)."""

    seat: int
    bettor: str
    hand: int
    move: str  # double | split
    own: int


def match_offers(session: BankedSession) -> list[MatchOffer]:
    """Who may still match, as the engine's spots state it (its check decides)."""
    offers = []
    for seat, spot in sorted(blackjack_spots(session).items()):
        if spot.match_open is None or spot.match_open[0] >= len(spot.hands):
            continue
        hand, move = spot.match_open
        offers += [MatchOffer(seat, bettor, hand, move, own)
                   for bettor, own in spot.hands[hand].bets.items()
                   if bettor != spot.controller and bettor not in spot.matched and own > 0]
    return offers


def backline_bettors(session: BankedSession, players: dict[int, str], seat: int) -> list[str]:
    """Who may put a backline bet on ``seat`` (CG-3CP-10, CG-HAB-09): the other players at the
    table but the banker (CG-HAB-21); none where the game has no backline or the seated player
    refused them this round (CG-HAB-11)."""
    rnd = session.table.round
    cfg = session.table.config
    if rnd is None or cfg is None or not backline_game(session) or seat in rnd.no_backline:
        return []
    return [name for s, name in sorted(players.items())
            if name and s != seat and name != rnd.started.banker]


def backline_game(session: BankedSession) -> bool:
    """Backline bets exist at CG's House Way Three Card Poker (CG-3CP-10) and where a spot takes
    several bettors (Hot Action, CG-HAB-09)."""
    cfg = session.table.config
    return cfg is not None and (cfg.house_way or cfg.max_bettors_per_spot is not None)
