"""Detection from the card stream: each card as the shoe delivers it, beside the session.

:meth:`Detector.card_read` decides what a card is (hole card, burn, board card, replacement) or
which irregularity it reveals, and returns the events: at once a ``RulingProposed`` with the
correction that can happen now; a correction that needs the floor (void, dead hand, random burn)
waits in a ``CorrectionPlanned`` until :func:`~.floor.confirm`. Events are checked on a copy of
the table; commit them after storing, like every session command.

Reading conventions (a shoe cannot see where a card lands): the first card taken while a street's
betting is open is its burn; a card after the deal before anyone acts is an extra hole card for
the first seat of the deal; a fourth card straight after the flop, before any flop action, is a
flop of too many cards (LC-114). A reader that knows the seat or face passes ``seat``,
``face_up`` or ``boxed``. Seven Card Stud hands follow :mod:`.stud_detect`.
"""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.events import BoardCard, CardBurned, CardDealt, Event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import BOARD_SIZES, HandState
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.stud import StudHandState
from dealer_assist.engine.table_view import TableView
from dealer_assist.irregularities import house as rules
from dealer_assist.irregularities.board_fixes import (
    PREMATURE_RULE,
    CardSetAside,
    EarlyBurn,
    FlopRecalled,
    StubReshuffled,
)
from dealer_assist.irregularities.floor import house_ruling, proposal, reported_as
from dealer_assist.irregularities.hole_fixes import (
    CardDiscarded,
    ExtraCardRecorded,
    HoleCardReplaced,
)
from dealer_assist.irregularities.house import HouseIrregularities
from dealer_assist.irregularities.misdeals import miscounted
from dealer_assist.irregularities.reports import exposure, wrong_count_misdeal
from dealer_assist.irregularities.state import (
    IrregularityState,
    has_acted,
    peek,
    street_actions,
    substantial_action,
)
from dealer_assist.irregularities.stud_detect import stud_card
from dealer_assist.messages import msg
from dealer_assist.rules import IrregularityRules
from dealer_assist.rules.irregularities.catalogue import get

_PREMATURE = {0: "premature_flop", 1: "premature_turn", 2: "premature_river"}


class Detector:
    """Watches one table's card stream and raises rulings the moment a card shows a problem."""

    def __init__(self, session: TableSession,
                 house: HouseIrregularities | IrregularityRules | None = None) -> None:
        """``house``: the K15-K17 settings; None reads them from the shipped profile of the
        table's house code (unset for an unknown code: the floor decides, LC-P1)."""
        self.session = session
        self._house = house if isinstance(house, HouseIrregularities) or house is None else \
            HouseIrregularities.from_rules(house)

    @property
    def house(self) -> HouseIrregularities:
        if self._house is not None:
            return self._house
        t = self.table
        return HouseIrregularities.for_table(t.house, t.game, t.limit)

    @property
    def table(self) -> TableView:
        return self.session.table

    # ----------------------------------------------------------------- entry points

    def card_read(self, card: Card | None, *, face_up: bool = False, seat: int | None = None,
                  boxed: bool = False) -> list[Event]:
        """The events one card from the shoe produces (checked, not yet committed)."""
        table = self.table
        hand = live_hand(table)
        st = peek(table)
        self._refuse_while_waiting(st)
        returning = self._returning(hand, st)
        if boxed:
            return self.session.check(reported_as(self._boxed(hand, st, card), "shoe"))
        again = isinstance(hand, StudHandState) and card is not None and hand.mixed_back(card)
        if card is not None and (card.is_joker or (card in hand.seen and not again) or
                                 (card in st.out_of_play() and card not in returning)):
            return self.session.check(reported_as(self._fouled(card, hand), "shoe"))
        if isinstance(hand, StudHandState):  # stud reading conventions: see stud_detect
            events = stud_card(self.session, card, face_up, seat)
            return self.session.check(reported_as(events, "shoe"))
        if hand.phase in ("posting", "dealing"):
            events = self._deal(hand, st, card, face_up, seat)
        elif hand.phase == "betting":
            events = self._early(hand, st, card, seat)
        elif hand.phase == "board":
            events = self._board(hand, st, card)
        else:
            raise Refusal(msg("irregularities.detector.refusal.no_card_due_now_set",
                              "no card is due now ({phase_text}): set it aside and call the "
                              "floor",
                              phase_text=hand.phase_text()))
        return self.session.check(reported_as(events, "shoe"))

    def deal_finished(self) -> list[Event]:
        """The dealer says the deal is over (e.g. taps the first action): short seats are found
        (one card: LC-108, PGP-IRR-01; two or more seats: LC-104c; a seat with none: LC-104h),
        reported by the app."""
        return self.session.check(reported_as(self._short_seats(), "app"))

    def _short_seats(self) -> list[Event]:
        hand = live_hand(self.table)
        if isinstance(hand, StudHandState):
            return []  # stud: the engine deals each street seat by seat (LC-116 is reported)
        open_ids = {r.irregularity for r in self.table.rulings.values()
                    if r.hand == hand.number and r.status == "proposed"}
        if hand.phase != "dealing" or open_ids & {"misdeal_c", "misdeal_h", "missing_hole_card"}:
            return []  # nothing short, or already waiting for the floor
        n = hand.config.hole_cards
        short = [s for s in hand.deal_order() if len(hand.hole[s]) < n]
        wrong = miscounted(self.table, hand, short)  # LC-104c: two or more seats
        if wrong:
            return wrong_count_misdeal(self.table, wrong)
        if not short:
            return []
        seat = short[0]
        if not hand.hole[seat]:  # an entitled seat got no card at all
            return proposal(self.table, "misdeal_h", detail=f"seat {seat} was dealt out",
                            plan="void")
        if len(hand.hole[seat]) < n - 1:
            return proposal(
                self.table, "missing_hole_card", ("LC-108a", "LC-P1"),
                f"seat {seat} is {n - len(hand.hole[seat])} cards short: the floor decides")
        decision = rules.missing_card(self.house, has_acted(hand, seat), False)
        # The engine still deals: its next card goes to the short seat by itself.
        return house_ruling(self.table, "missing_hole_card", decision, seat,
                            f"seat {seat} is one card short", owe=False)

    # ----------------------------------------------------------------- routing

    def _refuse_while_waiting(self, st: IrregularityState) -> None:
        for number, plan in st.planned.items():
            ruling = self.table.rulings.get(number)
            if plan.action != "none" and ruling is not None and ruling.status == "proposed":
                raise Refusal(msg("irregularities.detector.refusal.wait_floor_s_decision_ruling",
                                  "wait for the floor's decision on ruling {number} ({title}) "
                                  "before the next card",
                                  number=number, title=get(ruling.irregularity).title))

    @staticmethod
    def _returning(hand: HandState, st: IrregularityState) -> set[Card]:
        """Set-aside cards back in the stub before this street (LC-110 to LC-112)."""
        if hand.phase != "board" or len(hand.board) != BOARD_SIZES[hand.street - 1]:
            return set()
        return {a.card for a in st.aside if a.back_on <= hand.street and a.card is not None}

    def _deal(self, hand: HandState, st: IrregularityState, card: Card | None, face_up: bool,
              seat: int | None) -> list[Event]:
        table = self.table
        order = hand.deal_order()
        n = hand.config.hole_cards
        events: list[Event] = []
        if seat is not None:
            if seat not in table.seats:
                return [*proposal(table, "card_to_empty_seat", detail=f"{card} to empty seat "
                                  f"{seat}"), CardDiscarded(card, "LC-119")]
            if seat not in hand.seats:
                return [*proposal(table, "not_entitled_dealt", detail=f"seat {seat} is not "
                                  "dealt in this hand"), CardDiscarded(card, "LC-113")]
            if len(hand.hole[seat]) >= n:
                return self._extra(hand, seat, card)
            if not any(hand.hole.values()) and seat != order[0]:
                events += proposal(table, "misdeal_b", detail=f"first card to seat {seat}, not "
                                   f"seat {order[0]}", plan="void")
            target = seat
        else:
            dealt = [len(hand.hole[s]) for s in order]
            target = order[dealt.index(min(dealt))]
        index = sum(len(h) for h in hand.hole.values())
        events.insert(0, CardDealt(target, card, face_up))
        if face_up:
            events += exposure(table, self.house, target, card, index, st.exposures)
        return events

    def _early(self, hand: HandState, st: IrregularityState, card: Card | None,
               seat: int | None) -> list[Event]:
        """A card while betting is open: a replacement owed, an extra hole card, a flop of too
        many cards, an early burn or a premature board card."""
        owed = self._owed(st)
        if owed is not None:
            return [HoleCardReplaced(owed, card)]
        street = hand.street
        early = st.early.get(street, [])
        fresh = street_actions(hand) == 0 and not early
        if street == 0 and fresh:
            return self._extra(hand, seat if seat is not None else hand.deal_order()[0], card)
        if street == 1 and fresh and len(hand.board) == 3:
            return [*proposal(self.table, "flop_too_many", detail=f"{card} after the flop"),
                    FlopRecalled(card)]
        if street > 2:
            raise Refusal(msg("irregularities.detector.refusal.board_complete_no_card_due",
                              "the board is complete: no card is due; set it aside and call the "
                              "floor"))
        if len(hand.burns) == street:
            return [EarlyBurn(card)]
        events: list[Event] = []
        if not any(a.set_on == street for a in st.aside):
            events += proposal(self.table, _PREMATURE[street], detail=f"{card} shown before "
                               "the betting ended")
        return [*events, CardSetAside(card, PREMATURE_RULE[street])]

    @staticmethod
    def _owed(st: IrregularityState) -> int | None:
        if st.exposed:
            return next(iter(st.exposed))
        return st.owed[0] if st.owed else None

    def _board(self, hand: HandState, st: IrregularityState, card: Card | None) -> list[Event]:
        owed = self._owed(st)
        if owed is not None:
            return [HoleCardReplaced(owed, card)]
        events: list[Event] = []
        at_start = len(hand.board) == BOARD_SIZES[hand.street - 1]
        due = tuple(a.card for a in st.aside if a.back_on <= hand.street)
        if at_start and due:
            events.append(StubReshuffled(due))
        needed = st.burns_needed.get(hand.street, hand.street)
        if at_start and len(hand.burns) < needed:
            return [*events, CardBurned(card)]
        return [*events, BoardCard(card)]

    # ----------------------------------------------------------------- irregularities

    def _extra(self, hand: HandState, seat: int, card: Card | None) -> list[Event]:
        wrong = miscounted(self.table, hand, [seat])  # LC-104c: a second seat: misdeal
        if wrong:
            return [ExtraCardRecorded(seat, card), *wrong_count_misdeal(self.table, wrong)]
        decision = rules.extra_card(self.house, has_acted(hand, seat), hand.street > 0,
                                    substantial_action(hand))
        detail = f"{card} is seat {seat}'s extra card"
        return [ExtraCardRecorded(seat, card),
                *house_ruling(self.table, "extra_hole_card", decision, seat, detail)]

    def _fouled(self, card: Card, hand: HandState) -> list[Event]:
        what = "a joker in a 52-card game" if card.is_joker else f"a second {card}"
        return proposal(self.table, "fouled_deck", detail=f"{what} (hand {hand.number})",
                        plan="void")

    def _boxed(self, hand: HandState, st: IrregularityState, card: Card | None) -> list[Event]:
        events: list[Event] = [CardDiscarded(card, "LC-109")]
        count = st.boxed + 1
        if count < 5:
            return [*proposal(self.table, "boxed_card", detail=f"boxed card {count}: {card}"),
                    *events]
        done = len(hand.board) == 5 or hand.phase in ("showdown", "settling", "settled")
        if done:
            return [*proposal(self.table, "boxed_five", ("LC-106",), f"{count} boxed cards found "
                              "in the stub after the last needed card: play goes on"), *events]
        return [*proposal(self.table, "boxed_five", detail=f"{count} boxed cards during the hand",
                          plan="void"), *events]
