"""Correction events: RuleEvents that carry their own fold logic (engine ``RuleEvent``).

Each one checks the table in ``verify_on`` (a :class:`Refusal` with a reason and rule ID) and
changes the hand or this package's state (:mod:`.state`) in ``apply_on``. They are logged and
replayed like every other event, so a corrected hand replays to the same state.
"""

from __future__ import annotations

from typing import Final

from dealer_assist.cards import Card
from dealer_assist.engine.config import STREETS
from dealer_assist.engine.events import RuleEvent, event
from dealer_assist.engine.hand import HandState, Refusal
from dealer_assist.engine.table import Table
from dealer_assist.irregularities.state import Aside, Plan, live_hand, state

PLAN_ACTIONS: Final = ("void", "kill", "kill_burn", "burn_extra", "retrieve", "none")
PREMATURE_RULE: Final = {0: "LC-110", 1: "LC-111", 2: "LC-112"}
"""The premature-card rule by the street whose betting was still open."""


def _fresh(table: Table, hand: HandState, card: Card | None) -> None:
    """A card new to this hand: not dealt, not set aside, not dead (else fouled deck, LC-105)."""
    if card is not None and (card in hand.seen or card in state(table).out_of_play()):
        raise Refusal(f"{card} is already out this hand: fouled deck (LC-105)")


def _betting_street(hand: HandState) -> int:
    if hand.phase != "betting" or hand.street > 2:
        raise Refusal("an early card is possible only while preflop, flop or turn betting is open")
    return hand.street


@event
class CorrectionPlanned(RuleEvent):
    """The correction a proposed ruling will carry out once the floor confirms it."""

    type = "correction_planned"
    ruling: int
    action: str
    seat: int | None = None
    card: Card | None = None
    rule_ids: tuple[str, ...] = ()

    def verify_on(self, table: Table) -> None:
        ruling = table.rulings.get(self.ruling)
        if ruling is None or ruling.status != "proposed":
            raise Refusal(f"ruling {self.ruling} is not waiting for the floor")
        if self.action not in PLAN_ACTIONS:
            raise Refusal(f"unknown correction {self.action!r}")

    def apply_on(self, table: Table) -> None:
        state(table).planned[self.ruling] = Plan(self.action, self.seat, self.card, self.rule_ids)


@event
class EarlyBurn(RuleEvent):
    """The first card off the deck while a street's betting is open: kept as that street's
    burn (LC-110: the original burn stays)."""

    type = "early_burn"
    card: Card | None = None

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        street = _betting_street(hand)
        if len(hand.burns) != street:
            raise Refusal("the next street's burn is already out")
        _fresh(table, hand, self.card)

    def apply_on(self, table: Table) -> None:
        hand = live_hand(table)
        hand.burns.append(self.card)
        if self.card is not None:
            hand.seen.add(self.card)
        state(table).early.setdefault(hand.street, []).append(self.card)


@event
class CardSetAside(RuleEvent):
    """A board card shown before the betting ended: out of play until the stub is reshuffled
    (LC-110 flop, LC-111 turn, LC-112 river; PGP-IRR-05 to 07)."""

    type = "card_set_aside"
    card: Card | None = None
    rule_id: str = ""

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        street = _betting_street(hand)
        if self.rule_id != PREMATURE_RULE[street]:
            raise Refusal(f"a card shown during {STREETS[street]} betting falls under "
                          f"{PREMATURE_RULE[street]}, not {self.rule_id}")
        _fresh(table, hand, self.card)

    def apply_on(self, table: Table) -> None:
        hand = live_hand(table)
        st = state(table)
        street = hand.street
        st.early.setdefault(street, []).append(self.card)
        if street == 1:  # LC-111: one more burn before the turn; the river comes after a reshuffle
            st.burns_needed[2] = len(hand.burns) + 1
            st.aside.append(Aside(self.card, 3, self.rule_id, street))
            st.no_burn[3] = self.rule_id
        else:  # LC-110: new flop, LC-112: river; both after a reshuffle and without a burn
            st.aside.append(Aside(self.card, street + 1, self.rule_id, street))
            st.no_burn[street + 1] = self.rule_id


@event
class StubReshuffled(RuleEvent):
    """Set-aside cards go back into the stub, which is shuffled (burns and discards stay out)."""

    type = "stub_reshuffled"
    cards: tuple[Card | None, ...] = ()

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        due = [a.card for a in state(table).aside if a.back_on <= hand.street]
        if hand.phase != "board" or not due:
            raise Refusal("no set-aside card is due back in the stub now")
        if sorted(map(str, due)) != sorted(map(str, self.cards)):
            raise Refusal(f"the stub is reshuffled with {', '.join(map(str, due))}")

    def apply_on(self, table: Table) -> None:
        st = state(table)
        street = live_hand(table).street
        st.aside = [a for a in st.aside if a.back_on > street]


@event
class FlopRecalled(RuleEvent):
    """LC-114 / PGP-IRR-04: a flop of too many cards goes back into the stub (not the burn) and a
    new flop is dealt without a burn."""

    type = "flop_recalled"
    extra: Card | None = None

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        if hand.phase != "betting" or hand.street != 1 or hand.round is None or hand.round.actions:
            raise Refusal("a flop can be taken back only before anyone acts on it (LC-114)")
        _fresh(table, hand, self.extra)

    def apply_on(self, table: Table) -> None:
        hand = live_hand(table)
        for card in hand.board:
            if card is not None:
                hand.seen.discard(card)
        hand.board.clear()
        hand.phase, hand.round, hand.to_act = "board", None, None
        state(table).no_burn[1] = "LC-114"


@event
class HoleCardExposed(RuleEvent):
    """A hole card seen during the deal. ``replace``: it is swapped for the top card after the
    deal and becomes the burn (LC-115, PGP-IRR-08); otherwise it stays (PGP-IRR-10, misdeal)."""

    type = "hole_card_exposed"
    seat: int
    card: Card | None = None
    replace: bool = True

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        if self.seat not in hand.hole or (self.card is not None
                                          and self.card not in hand.hole[self.seat]):
            raise Refusal(f"seat {self.seat} was not dealt {self.card}")

    def apply_on(self, table: Table) -> None:
        st = state(table)
        st.exposures += 1
        if self.replace:
            st.exposed[self.seat] = self.card


@event
class HoleCardReplaced(RuleEvent):
    """The top card after the deal goes to a seat owed one: in place of its exposed card, which
    becomes the next burn (LC-115), or as its missing card (LC-108a, PGP-IRR-01)."""

    type = "hole_card_replaced"
    seat: int
    card: Card | None = None

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        st = state(table)
        if self.seat not in st.exposed and self.seat not in st.owed:
            raise Refusal(f"seat {self.seat} is owed no card")
        if hand.phase not in ("dealing", "betting", "board"):
            raise Refusal("a replacement card comes before the showdown")
        _fresh(table, hand, self.card)

    def apply_on(self, table: Table) -> None:
        hand = live_hand(table)
        st = state(table)
        hole = hand.hole[self.seat]
        if self.seat in st.exposed:
            old = st.exposed.pop(self.seat)
            at = hole.index(old) if old in hole else len(hole) - 1
            hole[at] = self.card
            hand.burns.append(old)  # face up on the deck, burned before the next street
        else:
            st.owed.remove(self.seat)
            if len(hole) < hand.config.hole_cards:
                hole.append(self.card)
            else:  # the hand held fewer cards than recorded: the last one never reached it
                hole[-1] = self.card
        if self.card is not None:
            hand.seen.add(self.card)


@event
class TopCardOwed(RuleEvent):
    """A seat one card short gets the top card once the deal is complete (LC-108a, PGP-IRR-01)."""

    type = "top_card_owed"
    seat: int

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        if self.seat not in hand.in_hand:
            raise Refusal(f"seat {self.seat} has no live hand")

    def apply_on(self, table: Table) -> None:
        state(table).owed.append(self.seat)


@event
class ExtraCardRecorded(RuleEvent):
    """A card that reached a seat already holding all its cards (LC-107, PGP-IRR-02)."""

    type = "extra_card_recorded"
    seat: int
    card: Card | None = None

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        if self.seat not in hand.hole:
            raise Refusal(f"seat {self.seat} is not in the hand")
        _fresh(table, hand, self.card)

    def apply_on(self, table: Table) -> None:
        state(table).extra[self.seat] = self.card


@event
class ExtraCardBurned(RuleEvent):
    """LC-107a / PGP-IRR-02: the card the floor picked at random from the seat's cards is shown
    and becomes the flop burn; the player keeps the others."""

    type = "extra_card_burned"
    seat: int
    card: Card | None = None

    def verify_on(self, table: Table) -> None:
        hand = live_hand(table)
        if hand.street != 0 or hand.phase not in ("dealing", "betting"):
            raise Refusal("the extra card becomes the flop burn: only before the flop (LC-107a)")
        extra = state(table).extra.get(self.seat)
        cards = [*hand.hole.get(self.seat, []), extra]
        if self.card is not None and self.card not in cards:
            raise Refusal(f"{self.card} is not one of seat {self.seat}'s cards")

    def apply_on(self, table: Table) -> None:
        hand = live_hand(table)
        extra = state(table).extra.pop(self.seat, None)
        hole = hand.hole[self.seat]
        if self.card is not None and self.card in hole:
            hole[hole.index(self.card)] = extra  # he keeps the extra card instead
        if extra is not None:
            hand.seen.add(extra)
        hand.burns.append(self.card if self.card is not None else extra)


@event
class CardDiscarded(RuleEvent):
    """A card out of this hand: boxed (LC-109), dealt to an empty seat or to a player not
    entitled to a hand (LC-113, LC-119 reading)."""

    type = "card_discarded"
    card: Card | None = None
    rule_id: str = "LC-109"

    def verify_on(self, table: Table) -> None:
        _fresh(table, live_hand(table), self.card)

    def apply_on(self, table: Table) -> None:
        st = state(table)
        st.dead_cards.append(self.card)
        if self.rule_id == "LC-109":
            st.boxed += 1
