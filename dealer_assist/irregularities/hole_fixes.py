"""Hole-card corrections: exposed card replaced and burned, top card owed, extra card recorded
and burned, cards out of the hand (LC-107, LC-108, LC-109, LC-113, LC-115, PGP-IRR-01/02/08)."""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.events import event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.irregularities.events import fresh
from dealer_assist.irregularities.state import state
from dealer_assist.messages import msg


@event
class HoleCardExposed(TableRule):
    """A hole card seen during the deal. ``replace``: it is swapped for the top card after the
    deal and becomes the burn (LC-115, PGP-IRR-08); otherwise it stays (PGP-IRR-10, misdeal)."""

    type = "hole_card_exposed"
    seat: int
    card: Card | None = None
    replace: bool = True

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if self.seat not in hand.hole or (self.card is not None
                                          and self.card not in hand.hole[self.seat]):
            raise Refusal(msg("irregularities.hole_fixes.refusal.seat_was_dealt",
                              "seat {seat} was not dealt {card}",
                              seat=self.seat, card=self.card))

    def apply_on(self, table: TableView) -> None:
        st = state(table)
        st.exposures += 1
        if self.replace:
            st.exposed[self.seat] = self.card


@event
class HoleCardReplaced(TableRule):
    """The top card after the deal goes to a seat owed one: in place of its exposed card, which
    becomes the next burn (LC-115), or as its missing card (LC-108a, PGP-IRR-01)."""

    type = "hole_card_replaced"
    seat: int
    card: Card | None = None

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        st = state(table)
        if self.seat not in st.exposed and self.seat not in st.owed:
            raise Refusal(msg("irregularities.hole_fixes.refusal.seat_owed_no_card",
                              "seat {seat} is owed no card",
                              seat=self.seat))
        if hand.phase not in ("dealing", "betting", "board"):
            raise Refusal(msg(
                              "irregularities.hole_fixes.refusal.replacement_card_comes_before_showdown",
                              "a replacement card comes before the showdown"))
        fresh(table, hand, self.card)

    def apply_on(self, table: TableView) -> None:
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
class TopCardOwed(TableRule):
    """A seat one card short gets the top card once the deal is complete (LC-108a, PGP-IRR-01)."""

    type = "top_card_owed"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if self.seat not in hand.in_hand:
            raise Refusal(msg("irregularities.hole_fixes.refusal.seat_has_no_live_hand",
                              "seat {seat} has no live hand",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        state(table).owed.append(self.seat)


@event
class ExtraCardRecorded(TableRule):
    """A card that reached a seat already holding all its cards (LC-107, PGP-IRR-02)."""

    type = "extra_card_recorded"
    seat: int
    card: Card | None = None

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if self.seat not in hand.hole:
            raise Refusal(msg("irregularities.hole_fixes.refusal.seat_hand",
                              "seat {seat} is not in the hand",
                              seat=self.seat))
        fresh(table, hand, self.card)

    def apply_on(self, table: TableView) -> None:
        state(table).extra[self.seat] = self.card


def flop_to_come(hand: HandState) -> bool:
    """The flop and its burn are still to come: the deal or the preflop betting, or the
    preflop round closed with nothing burned yet (the floor may arrive after the round)."""
    if hand.street == 0:
        return hand.phase in ("dealing", "betting")
    return hand.phase == "board" and hand.street == 1 and not hand.board and not hand.burns


@event
class ExtraCardBurned(TableRule):
    """LC-107a / PGP-IRR-02: the card the floor picked at random from the seat's cards is shown
    and becomes the flop burn; the player keeps the others."""

    type = "extra_card_burned"
    seat: int
    card: Card | None = None

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if not flop_to_come(hand):
            raise Refusal(msg("irregularities.hole_fixes.refusal.extra_card_becomes_flop_burn",
                              "the extra card becomes the flop burn: only before the flop "
                              "(LC-107a)"))
        extra = state(table).extra.get(self.seat)
        cards = [*hand.hole.get(self.seat, []), extra]
        if self.card is not None and self.card not in cards:
            raise Refusal(msg("irregularities.hole_fixes.refusal.one_seat_s_cards",
                              "{card} is not one of seat {seat}'s cards",
                              card=self.card, seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        extra = state(table).extra.pop(self.seat, None)
        hole = hand.hole[self.seat]
        if self.card is not None and self.card in hole:
            hole[hole.index(self.card)] = extra  # he keeps the extra card instead
        if extra is not None:
            hand.seen.add(extra)
        hand.burns.append(self.card if self.card is not None else extra)


@event
class CardDiscarded(TableRule):
    """A card out of this hand: boxed (LC-109), dealt to an empty seat or to a player not
    entitled to a hand (LC-113, LC-119 reading)."""

    type = "card_discarded"
    card: Card | None = None
    rule_id: str = "LC-109"

    def verify_on(self, table: TableView) -> None:
        fresh(table, live_hand(table), self.card)

    def apply_on(self, table: TableView) -> None:
        st = state(table)
        st.dead_cards.append(self.card)
        if self.rule_id == "LC-109":
            st.boxed += 1
