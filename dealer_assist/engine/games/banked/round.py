"""One banked round as a fold over its events, with the verify / can / apply trio.

Phases: ``wagers`` (collection and wagers) -> ``play`` (dice, deal, decisions, board, settings:
whatever the game's :meth:`BankedGame.needs` lists, in order) -> ``settling`` (the ledger's
lines, applied in the order :meth:`BankedRound.settlement` gives) -> ``settled`` -> ``ended``.
Game rules live in one module per game; this module only routes events and keeps the ledger.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event
from dealer_assist.engine.fold import Fold, Refusal
from dealer_assist.engine.games.banked import collection
from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.engine.games.banked.events import (
    BankedBoardDealt,
    BankedCardsDealt,
    BankedCollectionPaid,
    BankedDecision,
    BankedDiceShaken,
    BankedHandSet,
    BankedNoBackline,
    BankedRoundEnded,
    BankedRoundStarted,
    BankedWagerPlaced,
    BankedWagerSettled,
)
from dealer_assist.engine.games.banked.game import BankedGame, MatchOffer
from dealer_assist.engine.games.banked.ledger import (
    LedgerLine,
    LedgerWager,
    Result,
    Status,
    cover,
)
from dealer_assist.engine.games.banked.plans import RoundVoid, with_replacements
from dealer_assist.engine.games.banked.registry import game_for
from dealer_assist.engine.games.banked.state import Hand, Need
from dealer_assist.messages import msg


class BankedRound(Fold):
    """Every fact about one round; change it only through :meth:`apply`."""

    def __init__(self, config: BankedConfig, started: BankedRoundStarted) -> None:
        if started.banker_seat not in started.seats:
            raise Refusal(msg("banked.round.refusal.banker_s_seat_table",
                              "the banker's seat {banker_seat} is not at this table",
                              banker_seat=started.banker_seat))
        if len(started.seats) != len(started.players) or len(set(started.seats)) != len(
            started.seats
        ):
            raise Refusal(msg("banked.round.refusal.list_every_seat_once_name",
                              "list every seat once, with the name seated there (or empty)"))
        if started.stake <= 0:
            raise Refusal(msg("banked.round.refusal.banker_must_put_up_stake",
                              "the banker must put up a stake before the deal (section 5)"))
        if config.coverage is None:
            raise Refusal(
                msg("banked.round.refusal.room_has_set_how_banker",
                    "the room has not set how the banker's stake covers wagers (Gaps: no "
                    "coverage order stated for this game)")
            )
        self.config = config
        self.started = started
        self.game: BankedGame = game_for(config)  # chosen once; it keeps its own records
        self.number = started.round
        self.banker_seat = started.banker_seat
        self.stake = started.stake
        self.side_stake = started.side_stake
        self.seats = started.seats
        self.players = dict(zip(started.seats, started.players, strict=True))
        self.button = started.button
        self.collections: dict[int, int] = {}
        self.hands: dict[tuple[int, str], Hand] = {}
        self.cards: dict[int, list[Card]] = {}
        self.face_up: dict[int, list[Card]] = {}
        self.board: list[Card] = []
        self.dice: tuple[int, ...] = ()
        self.pile = 0
        self.settings: dict[int, tuple[tuple[Card, ...], tuple[Card, ...]]] = {}
        self.no_backline: set[int] = set()
        self.dealing_started = False
        self.out_of_play: list[Card] = []  # set aside by a ruling (corrections.py)
        self.owed: list[int] = []  # seats owed a replacement card (PGP-IRR-08)
        self.void: RoundVoid | None = None  # voided by a ruling (LC-105)
        self.settled: list[BankedWagerSettled] = []
        self.ended = False

    # ----------------------------------------------------------------- views

    def copy(self) -> BankedRound:
        return copy.deepcopy(self)

    @property
    def phase(self) -> str:
        if self.ended:
            return "ended"
        if not self.dealing_started:
            return "wagers"
        if self.game_needs():
            return "play"
        try:
            lines = self.settlement_lines()
        except Refusal:
            return "settling"  # a value the room must set first; the procedure says which
        return "settled" if len(self.settled) == len(lines) else "settling"

    def needs(self) -> list[Need]:
        return self.game_needs() if self.dealing_started and not self.ended else []

    def game_needs(self) -> list[Need]:
        """The game's needs, with a ruling's replacement cards; none once the round is void."""
        if self.void is not None:
            return []
        needs = self.game.needs(self)
        return with_replacements(self.owed, self.cards, needs) if self.owed else needs

    # ----------------------------------------------------------------- answers for the screen

    def decision_amounts(self, need: Need, option: str) -> tuple[int, ...]:
        """The money ``option`` may add to the hand ``need`` names, the usual amount first
        (the engine still checks the amount when the decision comes)."""
        return self.game.decision_amounts(self, need, option)

    def face_up_cards(self, seat: int) -> list[Card]:
        """The seat's cards everyone may see during play."""
        return self.game.face_up_cards(self, seat)

    def hand_count(self, seat: int) -> int:
        """How many hands the seat plays (a blackjack split makes two)."""
        return self.game.hand_count(self, seat)

    def match_offers(self) -> list[MatchOffer]:
        """Who may still match a double or split just made (CG-HAB-D1, CG-HAB-S1)."""
        return self.game.match_offers(self)

    def takes_backline(self) -> bool:
        """Whether a seat may carry other players' wagers: CG's House Way Three Card Poker
        (CG-3CP-10) and a spot several bettors share (Hot Action, CG-HAB-09)."""
        return self.config.house_way or self.config.max_bettors_per_spot is not None

    def backline_bettors(self, seated: Mapping[int, str], seat: int) -> list[str]:
        """Who may put a backline wager on ``seat`` now: the other players seated (``seated``:
        seat -> name) but the banker (CG-HAB-21); nobody before the seat's player refused
        backline bets this round (CG-HAB-11), once the cards are out, or where the game has
        no backline. The per-spot cap is checked when the wager comes (CG-HAB-09)."""
        if not self.takes_backline() or seat in self.no_backline or self.dealing_started:
            return []
        return [name for s, name in sorted(seated.items())
                if name and s != seat and name != self.started.banker]

    def charges_due(self) -> dict[int, int | None]:
        """Before the deal: the collection (CG-3CP-02) or rake (HTP-3CP-16) each seated player
        still owes, by seat (``None``: the room has not set the amount). The banker pays the
        rake only in the modes that charge him (HTP-3CP-16: every player, or the DP only)."""
        if self.phase != "wagers":
            return {}
        players = [s for s in self.seats if s != self.banker_seat]
        owed = {c.seat: c.amount for c in collection.charges(self.config, players,
                                                             self.banker_seat)}
        return {s: owed[s] for s in self.seats
                if s in owed and self.players.get(s) and s not in self.collections}

    def next_need(self) -> Need | None:
        """What the round waits for next; before the first card, what the first card starts
        (none when nobody is dealt in or the round is over)."""
        if self.ended:
            return None
        needs = self.needs()
        if needs:
            return needs[0]
        if self.phase == "wagers" and self.dealt_in():
            first = self.first_needs()
            return first[0] if first else None
        return None

    # ----------------------------------------------------------------- views of the wagers

    def hands_on(self, seat: int) -> list[Hand]:
        return [h for h in self.hands.values() if h.seat == seat]

    def dealt_in(self) -> list[int]:
        """Seats with every required wager (and the collection where the house needs it)."""
        seats = []
        for seat in self.seats:
            if seat == self.banker_seat:
                continue
            hands = [h for h in self.hands_on(seat) if self._ready(h)]
            if hands:
                seats.append(seat)
        return seats

    def live_hands(self) -> list[Hand]:
        return [h for h in self.hands.values() if h.seat in self.dealt_in() and self._ready(h)]

    def _ready(self, hand: Hand) -> bool:
        if not all(w in hand.wagers for w in self.game.required):
            return False
        paid = hand.bettor != self.players.get(hand.seat) or hand.seat in self.collections
        return paid or not self.config.collection_required  # CG-3CP-02

    def settlement_lines(self) -> list[LedgerLine]:
        """The ledger of every wager with action order, coverage and result (AMB-11)."""
        if self.void is not None:
            return _returned(self)
        if not self.dealing_started or self.game_needs():
            return []
        lines: list[LedgerLine] = []
        for stake, wagers in self.game.ledgers(self):
            lines.extend(cover(stake, wagers, partial=self.config.partial_coverage))
        return lines

    def settlement(self) -> list[BankedWagerSettled]:
        """The settlement events still to apply, in action order."""
        events = [_settled_event(line) for line in self.settlement_lines()]
        return events[len(self.settled) :]

    @property
    def stake_left(self) -> int:
        return self.settled[-1].stake_left if self.settled else self.stake

    # ----------------------------------------------------------------- trio

    def verify(self, ev: Event) -> None:
        """Raise :class:`Refusal` with a dealer-readable reason if ``ev`` is not allowed now."""
        if self.ended:
            raise Refusal(msg("banked.round.refusal.round_over_start_next_round",
                              "round {number} is over: start the next round",
                              number=self.number))
        if isinstance(ev, BankedCollectionPaid | BankedWagerPlaced | BankedNoBackline):
            if self.dealing_started:
                raise Refusal(msg("banked.round.refusal.wagers_are_closed_once_first",
                                  "wagers are closed once the first card is out (CG-3CP-B01)"))
            if isinstance(ev, BankedCollectionPaid):
                self._verify_collection(ev)
            elif isinstance(ev, BankedNoBackline):
                if self.players.get(ev.seat) != ev.player or not ev.player:
                    raise Refusal(msg("banked.round.refusal.only_player_seated_may_refuse",
                                      "only the player seated on {seat} may refuse backline "
                                      "bets (CG-HAB-11)",
                                      seat=ev.seat))
            else:
                self._verify_wager(ev)
            return
        if isinstance(ev, BankedWagerSettled):
            due = self.settlement()
            if not due:
                raise Refusal(msg("banked.round.refusal.nothing_due_settle_now_finish",
                                  "nothing is due to settle now: finish the play first"))
            if ev != due[0]:
                raise Refusal(
                    msg("banked.round.refusal.settle_action_order_next_seat",
                        "settle in action order: next is seat {seat} {wager} (AMB-11)",
                        seat=due[0].seat, wager=due[0].wager)
                )
            return
        if isinstance(ev, BankedRoundEnded):
            if self.phase not in ("settled",) and self.dealing_started:
                raise Refusal(msg("banked.round.refusal.settle_every_wager_before_ending",
                                  "settle every wager before ending the round (CG-3CP-07)"))
            return
        self._verify_play(ev)

    def apply(self, ev: Event) -> None:
        self.verify(ev)
        if isinstance(ev, BankedCollectionPaid):
            self.collections[ev.seat] = self.collections.get(ev.seat, 0) + ev.amount
        elif isinstance(ev, BankedWagerPlaced):
            self._place(ev)
        elif isinstance(ev, BankedNoBackline):
            self.no_backline.add(ev.seat)
        elif isinstance(ev, BankedWagerSettled):
            self.settled.append(ev)
        elif isinstance(ev, BankedRoundEnded):
            self.ended = True
        else:
            self.dealing_started = True
            self._apply_play(ev)

    # ----------------------------------------------------------------- wagers

    def _verify_collection(self, ev: BankedCollectionPaid) -> None:
        if ev.seat not in self.seats:
            raise Refusal(msg("banked.round.refusal.seat_table",
                              "seat {seat} is not at this table",
                              seat=ev.seat))
        due = self.config.collection_amount if self.config.collection_required else None
        if ev.amount <= 0 or (due is not None and ev.amount != due):
            raise Refusal(msg("banked.round.refusal.collection_here_cg_3cp_02",
                              "the collection here is ${due} (CG-3CP-02, K04)",
                              due=due) if due else
                          msg("banked.round.refusal.collection_positive_amount_k04",
                              "a collection is a positive amount (K04)"))

    def _verify_wager(self, ev: BankedWagerPlaced) -> None:
        if ev.seat not in self.seats or ev.seat == self.banker_seat:
            raise Refusal(msg("banked.round.refusal.seat_cannot_take_wager_against",
                              "seat {seat} cannot take a wager against its own bank (section 5)",
                              seat=ev.seat))
        if ev.wager not in self.config.wagers:
            raise Refusal(
                msg("banked.round.refusal.wager_game",
                    "{wager!r} is not a wager of this game ({items})",
                    wager=ev.wager, items=', '.join(self.config.wagers))
            )
        if ev.amount <= 0:
            raise Refusal(msg("banked.round.refusal.wager_positive_amount",
                              "a wager is a positive amount"))
        if ev.bettor == self.started.banker:
            raise Refusal(msg("banked.round.refusal.banker_may_bet_any_other",
                              "the banker may not bet on any other position (CG-HAB-21)"))
        if ev.seat in self.no_backline and ev.bettor != self.players.get(ev.seat):
            raise Refusal(msg("banked.round.refusal.seat_s_player_refuses_backline",
                              "seat {seat}'s player refuses backline bets (CG-HAB-11)",
                              seat=ev.seat))
        hand = self.hands.get((ev.seat, ev.bettor)) or Hand(ev.seat, ev.bettor)
        self.game.verify_wager(self, hand, ev.wager, ev.amount)

    def _place(self, ev: BankedWagerPlaced) -> None:
        key = (ev.seat, ev.bettor)
        hand = self.hands.get(key)
        if hand is None:
            hand = self.hands[key] = Hand(ev.seat, ev.bettor)
            hand.house_way = self._is_house_way(hand)
        hand.placed += 1
        limit = (
            self.config.side_max.get(ev.wager)
            if ev.wager not in self.game.required
            else (self.config.table_max)
        )
        amount = hand.wagers.get(ev.wager, 0) + ev.amount
        if limit is not None and amount > limit:  # CG-HAB-08, CG-BBJ-07: excess has no action
            hand.over_limit[ev.wager] = hand.over_limit.get(ev.wager, 0) + amount - limit
            amount = limit
        hand.wagers[ev.wager] = amount

    def _is_house_way(self, hand: Hand) -> bool:
        """CG-3CP-10/11: a backline bettor, or a player's second and later hands."""
        if not self.config.house_way:
            return False
        return self.players.get(hand.seat) != hand.bettor

    # ----------------------------------------------------------------- play

    def _verify_play(self, ev: Event) -> None:
        if not self.dealing_started and not self.dealt_in():
            raise Refusal(msg("banked.round.refusal.no_seat_has_wagers_needed",
                              "no seat has the wagers needed to be dealt in (CG-3CP-02, "
                              "HTP-3CP-03)"))
        needs = self.game_needs() if self.dealing_started else self.first_needs()
        if not needs:
            raise Refusal(msg("banked.round.refusal.play_over_settle_wagers",
                              "play is over: settle the wagers"))
        need = needs[0]
        kind = _KIND.get(type(ev))
        if kind is None:
            raise Refusal(msg("banked.round.refusal.banked_round_event",
                              "{type} is not a banked-round event",
                              type=ev.type))
        if isinstance(ev, BankedDecision):
            if ev.decision != "match" and (need.kind != "decide" or ev.seat != need.seat):
                raise Refusal(msg("banked.round.refusal.seat_s_turn",
                                  "not seat {seat}'s turn: {text}",
                                  seat=ev.seat, text=need.text))
            self.game.verify_decision(self, ev, need)
            return
        if kind != need.kind and not (kind == "deal" and need.kind == "draw"):
            raise Refusal(msg("banked.round.refusal.now", "not now: {text}", text=need.text))
        if isinstance(ev, BankedCardsDealt):
            self._verify_cards(ev, need)
        elif isinstance(ev, BankedBoardDealt) and len(ev.cards) != need.count:
            raise Refusal(msg("banked.round.refusal.deal_board_cards_now",
                              "deal {count} board cards now ({text})",
                              count=need.count, text=need.text))
        elif isinstance(ev, BankedDiceShaken):
            if len(ev.dice) != 3 or not all(1 <= d <= 6 for d in ev.dice):
                raise Refusal(msg("banked.round.refusal.three_dice_each_1_6",
                                  "three dice, each 1 to 6 (CG-PAI-05)"))
            if not 1 <= ev.pile <= 7:
                raise Refusal(msg("banked.round.refusal.action_pile_one_seven_piles",
                                  "the action pile is one of the seven piles (CG-PAI-04)"))
        elif isinstance(ev, BankedHandSet):
            self.game.verify_decision(self, _as_decision(ev), need)
        self._verify_unique(ev)

    def cards_due(self) -> int:
        """How many cards the round takes next in one event (0: none now), for a demo deck
        or a shoe standing in for the dealer's hands."""
        need = self.next_need()
        return need.cards_due if need is not None else 0

    def first_needs(self) -> list[Need]:
        """What the first card would start, worked out on a copy (wagers may still change):
        the dealer's screen shows it before the deal."""
        trial = self.copy()
        trial.dealing_started = True
        return trial.game.needs(trial)

    def _verify_cards(self, ev: BankedCardsDealt, need: Need) -> None:
        if ev.seat != need.seat:
            raise Refusal(msg("banked.round.refusal.next_cards_go_seat",
                              "the next cards go to seat {seat} ({text})",
                              seat=need.seat, text=need.text))
        if need.count and len(ev.cards) != need.count:
            raise Refusal(msg("banked.round.refusal.seat_gets_card_s_now",
                              "seat {seat} gets {count} card(s) now ({text})",
                              seat=need.seat, count=need.count, text=need.text))
        if ev.hand != need.hand:
            raise Refusal(msg("banked.round.refusal.card_goes_hand_seat",
                              "this card goes to hand {value} of seat {seat}",
                              value=need.hand + 1, seat=need.seat))
        if not set(ev.face_up) <= set(ev.cards):
            raise Refusal(msg("banked.round.refusal.face_up_card_must_one",
                              "a face-up card must be one of the cards dealt"))
        if self._replacing(ev) and ev.face_up:
            raise Refusal(msg("banked.round.refusal.replacement_card_dealt_face_down",
                              "a replacement card is dealt face down (PGP-IRR-08)"))
        if not self._replacing(ev):
            self.game.verify_cards(self, ev)

    def _verify_unique(self, ev: Event) -> None:
        """One 52-card deck (CG-3CP-01, HTP-3CP-01); Pai Gow adds one joker (CG-PAI-01);
        Hot Action's shoe holds several decks (CG-HAB-PUB2, Gaps)."""
        if not self.game.single_deck:
            return
        new = list(getattr(ev, "cards", ()))
        if any(c.is_joker and c.code not in self.game.jokers for c in new):
            raise Refusal(msg("banked.round.refusal.no_joker_deck_cg_3cp",
                              "no joker in this deck (CG-3CP-01, CG-PAI-01): call the floor"))
        seen = {c for cards in self.cards.values() for c in cards} | set(self.board)
        seen |= set(self.out_of_play)
        if any(c in seen for c in new) or len(set(new)) != len(new):
            raise Refusal(msg("banked.round.refusal.card_already_out_one_deck",
                              "that card is already out: one deck, no card twice (CG-3CP-01, "
                              "HTP-3CP-01); call the floor"))

    def _apply_play(self, ev: Event) -> None:
        if isinstance(ev, BankedCardsDealt) and self._replacing(ev):
            self.owed.remove(ev.seat)
            self.cards[ev.seat].extend(ev.cards)
        elif isinstance(ev, BankedCardsDealt):
            self.cards.setdefault(ev.seat, []).extend(ev.cards)
            self.face_up.setdefault(ev.seat, []).extend(ev.face_up)
            self.game.on_cards(self, ev)
        elif isinstance(ev, BankedBoardDealt):
            self.board.extend(ev.cards)
        elif isinstance(ev, BankedDiceShaken):
            self.dice, self.pile = ev.dice, ev.pile
        elif isinstance(ev, BankedHandSet):
            self.settings[ev.seat] = (ev.front, ev.back)
        elif isinstance(ev, BankedDecision):
            self.game.apply_decision(self, ev)

    def _replacing(self, ev: BankedCardsDealt) -> bool:
        """A card to a seat owed one by a ruling, once it has its first cards (PGP-IRR-08)."""
        return ev.seat in self.owed and ev.seat in self.cards


_KIND: dict[type, str] = {
    BankedCardsDealt: "deal",
    BankedBoardDealt: "board",
    BankedDiceShaken: "dice",
    BankedDecision: "decide",
    BankedHandSet: "set",
}


def _returned(rnd: BankedRound) -> list[LedgerLine]:
    """A void round's ledger: every wager back with no action, by seat (LC-105)."""
    rules = rnd.void.rule_ids if rnd.void is not None else ()
    return [
        LedgerLine(LedgerWager(h.seat, h.bettor, name, amount, Result.NO_ACTION, rule_ids=rules),
                   Status.RETURNED, 0, amount, 0, 0, rnd.stake)
        for h in sorted(rnd.hands.values(), key=lambda h: (h.seat, h.bettor))
        for name, amount in [*h.wagers.items(), *_over_limit(h.over_limit)]
    ]


def _over_limit(amounts: dict[str, int]) -> list[tuple[str, int]]:
    return [(f"{n}_over_limit", a) for n, a in amounts.items()]  # i18n: wager keys


def _as_decision(ev: BankedHandSet) -> BankedDecision:
    return BankedDecision(ev.seat, "", "set", cards=ev.front + ev.back)


def _settled_event(line: LedgerLine) -> BankedWagerSettled:
    w = line.wager
    return BankedWagerSettled(
        seat=w.seat,
        bettor=w.bettor,
        wager=w.name,
        amount=w.amount,
        status=str(line.status),
        result=str(line.result),
        covered=line.covered,
        returned=line.returned,
        paid=line.paid,
        collected=line.collected,
        stake_left=line.stake_left,
        rule_ids=w.rule_ids,
        hand=w.hand,
    )


def replay_round(config: BankedConfig, events: Iterable[Event]) -> BankedRound:
    """Fold one round's events, the first being its :class:`BankedRoundStarted`."""
    it = iter(events)
    first = next(it)
    if not isinstance(first, BankedRoundStarted):
        raise Refusal(msg("banked.round.refusal.round_starts_banked_round_started",
                          "a round starts with banked_round_started"))
    rnd = BankedRound(config, first)
    for ev in it:
        rnd.apply(ev)
    return rnd
