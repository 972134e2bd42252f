"""Board corrections: early burn, premature flop, turn and river set aside, the stub reshuffled,
a flop of too many cards taken back (LC-110 to LC-112, LC-114, PGP-IRR-04 to 07)."""

from __future__ import annotations

from typing import Final

from dealer_assist.cards import Card
from dealer_assist.engine.config import STREETS
from dealer_assist.engine.events import event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.irregularities.events import fresh
from dealer_assist.irregularities.state import Aside, state
from dealer_assist.messages import msg

PREMATURE_RULE: Final = {0: "LC-110", 1: "LC-111", 2: "LC-112"}
"""The premature-card rule by the street whose betting was still open."""


def _betting_street(hand: HandState) -> int:
    if hand.phase != "betting" or hand.street > 2:
        raise Refusal(msg("irregularities.board_fixes.refusal.early_card_possible_only_while",
                          "an early card is possible only while preflop, flop or turn betting "
                          "is open"))
    return hand.street


@event
class EarlyBurn(TableRule):
    """The first card off the deck while a street's betting is open: kept as that street's
    burn (LC-110: the original burn stays)."""

    type = "early_burn"
    card: Card | None = None

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        street = _betting_street(hand)
        if len(hand.burns) != street:
            raise Refusal(msg("irregularities.board_fixes.refusal.next_street_s_burn_already",
                              "the next street's burn is already out"))
        fresh(table, hand, self.card)

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        hand.burns.append(self.card)
        if self.card is not None:
            hand.seen.add(self.card)
        state(table).early.setdefault(hand.street, []).append(self.card)


@event
class CardSetAside(TableRule):
    """A board card shown before the betting ended: out of play until the stub is reshuffled
    (LC-110 flop, LC-111 turn, LC-112 river; PGP-IRR-05 to 07)."""

    type = "card_set_aside"
    card: Card | None = None
    rule_id: str = ""

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        street = _betting_street(hand)
        if self.rule_id != PREMATURE_RULE[street]:
            raise Refusal(msg("irregularities.board_fixes.refusal.card_shown_during_betting_falls",
                              "a card shown during {STREETS} betting falls under "
                              "{PREMATURE_RULE}, not {rule_id}",
                              STREETS=STREETS[street], PREMATURE_RULE=PREMATURE_RULE[street],
                              rule_id=self.rule_id))
        fresh(table, hand, self.card)

    def apply_on(self, table: TableView) -> None:
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
class StubReshuffled(TableRule):
    """Set-aside cards go back into the stub, which is shuffled (burns and discards stay out)."""

    type = "stub_reshuffled"
    cards: tuple[Card | None, ...] = ()

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        due = [a.card for a in state(table).aside if a.back_on <= hand.street]
        if hand.phase != "board" or not due:
            raise Refusal(msg("irregularities.board_fixes.refusal.no_set_aside_card_due",
                              "no set-aside card is due back in the stub now"))
        if sorted(map(str, due)) != sorted(map(str, self.cards)):
            raise Refusal(msg("irregularities.board_fixes.refusal.stub_reshuffled",
                              "the stub is reshuffled with {items}",
                              items=', '.join(map(str, due))))

    def apply_on(self, table: TableView) -> None:
        st = state(table)
        street = live_hand(table).street
        st.aside = [a for a in st.aside if a.back_on > street]


@event
class FlopRecalled(TableRule):
    """LC-114 / PGP-IRR-04: a flop of too many cards goes back into the stub (not the burn) and a
    new flop is dealt without a burn."""

    type = "flop_recalled"
    extra: Card | None = None

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if hand.phase != "betting" or hand.street != 1 or hand.round is None or hand.round.actions:
            raise Refusal(msg("irregularities.board_fixes.refusal.flop_can_taken_back_only",
                              "a flop can be taken back only before anyone acts on it (LC-114)"))
        fresh(table, hand, self.extra)

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        for card in hand.board:
            if card is not None:
                hand.seen.discard(card)
        hand.board.clear()
        hand.phase, hand.round, hand.to_act = "board", None, None
        state(table).no_burn[1] = "LC-114"
