"""Banked-game state -> plain display records (the banked twin of :mod:`.presenter`).

A read model: nothing here decides a rule or branches on a game (its title comes from
:mod:`.game_names`). The wagers, the action order, every ledger line's coverage, result and
chips, the banker's stake left, the steps, the charges due, the face-up cards, the decision
amounts and who may bet the backline are the engine's answers
(:class:`~dealer_assist.engine.games.banked.BankedRound`), copied as it states them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TR_NOOP

from dealer_assist.cards import Card
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import BankedSession
from dealer_assist.engine.games.banked.game import MatchOffer
from dealer_assist.engine.games.banked.procedure import procedure
from dealer_assist.engine.games.banked.state import Need
from dealer_assist.engine.steps import Step
from dealer_assist.ui.game_names import GAME_TITLES
from dealer_assist.ui.i18n import tr

STATUS_TEXT = {"covered": QT_TR_NOOP("covered"), "partly_covered": QT_TR_NOOP("partly covered"),
               "returned": QT_TR_NOOP("returned"), "dead": QT_TR_NOOP("dead"),
               "paid": QT_TR_NOOP("paid"), "pending": QT_TR_NOOP("pending")}
"""A ledger line's coverage: English sources (the ledger colours by them), shown through
``tr()``."""
RESULT_TEXT = {"win": QT_TR_NOOP("win"), "lose": QT_TR_NOOP("lose"), "push": QT_TR_NOOP("push"),
               "no_action": QT_TR_NOOP("no action"), "house": QT_TR_NOOP("to the house")}
"""A ledger line's result: English sources, shown through ``tr()``."""
WAGER_WORDS = {"ante": QT_TR_NOOP("ante"), "play": QT_TR_NOOP("play"),
               "bonus": QT_TR_NOOP("bonus"), "base": QT_TR_NOOP("base"),
               "call": QT_TR_NOOP("call"), "pair_plus": QT_TR_NOOP("pair plus"),
               "blind": QT_TR_NOOP("blind"), "trips": QT_TR_NOOP("trips"),
               "wager": QT_TR_NOOP("wager"), "buster": QT_TR_NOOP("buster"),
               "collection": QT_TR_NOOP("collection")}
"""The wagers the houses' banked games take (their room files name them), as a dealer says them
(where the felt prints the English name, "ante", "play", "pair plus", the translation keeps
it: resources/i18n/README.md)."""
PHASE_WORDS = {"wagers": QT_TR_NOOP("wagers"), "play": QT_TR_NOOP("in play"),
               "settling": QT_TR_NOOP("settling"), "settled": QT_TR_NOOP("settled"),
               "ended": QT_TR_NOOP("ended")}
"""A round's phase as its title line says it (the phase itself stays the engine's key)."""
SHOWN_PHASES = ("settling", "settled", "ended")  # cards turned up for the comparison


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
    paid: tuple[LedgerRow, ...] = ()  # the collections paid this round, below the wagers

    @property
    def ledger(self) -> tuple[LedgerRow, ...]:
        """The coverage ledger's lines: the wagers (the next to settle stays near the top),
        then the collections paid."""
        return self.rows + self.paid


def present_banked(session: BankedSession, players: dict[int, str], table: str = "",
                   now: int | None = None) -> BankedShow:
    """What the banked dealer screen shows; ``players``: the names seated (between rounds);
    ``now`` (seconds, the controller's clock): the engine's CA-PDR countdown between rounds."""
    t = session.table
    cfg = t.config
    game = GAME_TITLES.get(cfg.game, cfg.game) if cfg else tr("banked game")
    title = " · ".join(p for p in (table, game, cfg.house if cfg else "") if p)  # cut at the end
    steps = tuple(procedure(t, now).steps)
    rnd = t.round
    tppp = t.rotation.tppp if t.rotation is not None else set()
    if rnd is None or cfg is None:
        empty = tuple(BankedSeatShow(n, name, tppp=name in tppp)
                      for n, name in sorted(players.items()))
        return BankedShow(title, tr("Between rounds"), empty, steps, None, (), "",
                          "between rounds")  # i18n: the phase key the screen branches on
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
    owed = rnd.charges_due()  # CG's collection (CG-3CP-02) or HTP's rake (HTP-3CP-16)
    seats: list[BankedSeatShow] = []
    for number in rnd.seats:
        hands = rnd.hands_on(number)
        wagers = " · ".join(tr("{wager} ${amount}").format(wager=_capital(wager_words(w)),
                                                           amount=a)
                            for h in hands for w, a in h.wagers.items())
        cards = rnd.cards.get(number, [])
        if number in rnd.settings:  # Pai Gow: the front two, then the back five (CG-PAI-06)
            cards = [*rnd.settings[number][0], *rnd.settings[number][1]]
        up = rnd.face_up_cards(number)
        shown = rnd.phase in SHOWN_PHASES
        charge = owed.get(number)
        seats.append(BankedSeatShow(
            number, rnd.players.get(number, ""), wagers,
            tuple(c if shown or c in up else None for c in cards),
            banker=number == rnd.banker_seat, action=number == action,
            focused=number == focus, folded=any(h.folded for h in hands), charge=charge,
            tppp=rnd.players.get(number, "") in tppp))
    if lines:
        done = len(rnd.settled)
        rows = tuple(LedgerRow(
            ln.wager.seat, ln.wager.bettor, wager_words(ln.wager.name), ln.wager.amount,
            STATUS_TEXT.get(str(ln.status), str(ln.status)),
            RESULT_TEXT.get(str(ln.result), str(ln.result)), ln.paid, ln.collected, ln.returned,
            ln.stake_left, i < done) for i, ln in enumerate(lines))
    else:
        rows = tuple(LedgerRow(h.seat, h.bettor, wager_words(w), a)
                     for h in rnd.hands.values() for w, a in h.wagers.items())
    stake = tr("Banker: {name} (seat {seat}) · stake ${stake} · left ${left}").format(
        name=rnd.started.banker, seat=rnd.banker_seat, stake=rnd.stake, left=rnd.stake_left)
    phase = tr(PHASE_WORDS[rnd.phase]) if rnd.phase in PHASE_WORDS else rnd.phase
    if rnd.dice:
        round_title = tr("Round {number} · {phase} · dice {dice}, pile {pile}").format(
            number=rnd.number, phase=phase, dice="-".join(map(str, rnd.dice)), pile=rnd.pile)
    else:
        round_title = tr("Round {number} · {phase}").format(number=rnd.number, phase=phase)
    return BankedShow(title, round_title, tuple(seats), steps, need, rows, stake, rnd.phase,
                      tuple(rnd.board), collection_rows(rnd.collections, rnd.players))


def _capital(word: str) -> str:
    """A wager's name leading a seat's line ("Ante $10"); a no-op in a script without capitals."""
    return word[:1].upper() + word[1:]


def wager_words(name: str) -> str:
    """A wager's name in the screen's language (a name no room file used yet: in words)."""
    return tr(WAGER_WORDS[name]) if name in WAGER_WORDS else name.replace("_", " ")


def collection_rows(paid: dict[int, int], players: dict[int, str]) -> tuple[LedgerRow, ...]:
    """The collections paid this round (CG-3CP-02, HTP-3CP-16), last in the ledger: the
    house's money, never covered by the bank (no stake left) and done once paid (a tick)."""
    return tuple(LedgerRow(seat, players.get(seat, ""), wager_words("collection"), amount,
                           STATUS_TEXT["paid"], RESULT_TEXT["house"], settled=True)
                 for seat, amount in sorted(paid.items()))


def next_need(session: BankedSession) -> Need | None:
    """What the round waits for next; before the first card, what the first card starts."""
    rnd = session.table.round
    return rnd.next_need() if rnd is not None else None


def cards_wanted(need: Need) -> int:
    """How many cards answer ``need`` in one event; 0 in the need means one at a time (the
    Hot Action P/D's up card, his hole card later, CG-HAB-17)."""
    return need.count or 1


def decision_amounts(session: BankedSession, need: Need, option: str) -> tuple[int, ...]:
    """The money a decision may add, as the engine states it (the engine checks it)."""
    rnd = session.table.round
    return rnd.decision_amounts(need, option) if rnd is not None else (0,)


def hand_count(session: BankedSession, seat: int) -> int:
    """How many hands ``seat`` plays this round (a blackjack split makes two)."""
    rnd = session.table.round
    return rnd.hand_count(seat) if rnd is not None else 1


def call_keeps(session: BankedSession) -> int:
    """Cards a Call keeps of the seat's cards (HTP-2CP-07); 0: no choice to make."""
    rnd = session.table.round
    return rnd.game.call_keeps if rnd is not None else 0


def decision_amount(session: BankedSession, need: Need, option: str) -> int:
    """The first (usual) amount of :func:`decision_amounts`."""
    return decision_amounts(session, need, option)[0]


def deck_jokers(session: BankedSession) -> int:
    """Jokers in the game's deck, for the card picker's joker key (the engine's answer)."""
    return session.table.jokers_in_deck()


def match_offers(session: BankedSession) -> list[MatchOffer]:
    """Who may still match a double or split just made, as the engine states it."""
    rnd = session.table.round
    return rnd.match_offers() if rnd is not None else []


def backline_bettors(session: BankedSession, players: dict[int, str], seat: int) -> list[str]:
    """Who may put a backline bet on ``seat`` now, as the engine states it (CG-3CP-10,
    CG-HAB-09, CG-HAB-11, CG-HAB-21)."""
    rnd = session.table.round
    return rnd.backline_bettors(players, seat) if rnd is not None else []

