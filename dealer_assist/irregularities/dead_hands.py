"""Dead, retrieved and re-opened hands (LC-80 to LC-85, LC-107b/c, LC-108b, PGP-IRR-03, LC-75).

A killed hand is folded out of turn: its chips stay in the pot (forfeited), and the betting
moves on exactly as if it had folded in turn.
"""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.events import PotAwarded, event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg


def fold_out_of_turn(hand: HandState, seat: int) -> None:
    """The engine folds a dead hand out of turn (``HandState.kill``)."""
    hand.kill(seat)


@event
class HandKilled(TableRule):
    """A dead hand: folded by ruling, its money forfeited to the pot."""

    type = "hand_killed"
    seat: int
    rule_ids: tuple[str, ...] = ()

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if self.seat not in hand.in_hand:
            raise Refusal(msg("irregularities.dead_hands.refusal.seat_has_no_live_hand",
                              "seat {seat} has no live hand to kill",
                              seat=self.seat))
        if hand.phase not in ("dealing", "betting", "board", "showdown"):
            raise Refusal(msg("irregularities.dead_hands.refusal.pot_already_being_pushed",
                              "the pot is already being pushed"))

    def apply_on(self, table: TableView) -> None:
        fold_out_of_turn(live_hand(table), self.seat)


@event
class HandRetrieved(TableRule):
    """LC-80: a thrown hand that has not touched the muck, and whose throw made nobody act,
    is live again and back on turn."""

    type = "hand_retrieved"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        rnd = hand.round
        if hand.phase != "betting" or rnd is None or not rnd.actions or \
                rnd.actions[-1] != (self.seat, "fold"):
            raise Refusal(msg("irregularities.dead_hands.refusal.seat_s_hand_can_retrieved",
                              "seat {seat}'s hand can be retrieved only if nobody acted after "
                              "it was thrown (LC-80)",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        rnd = hand.round
        assert rnd is not None
        rnd.actions.pop()
        hand.folded.discard(self.seat)
        rnd.needs_action.add(self.seat)
        if all(s != self.seat for s, _a in rnd.actions):
            rnd.acted_since_reopen.discard(self.seat)
        hand.to_act = self.seat


@event
class HandMadeLive(TableRule):
    """LC-75 / AMB-30: the winner asked to see a losing hand, so it plays against his."""

    type = "hand_made_live"
    seat: int
    cards: tuple[Card, ...] = ()

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if hand.phase != "settling" or any(isinstance(e, PotAwarded) for e in hand.log):
            raise Refusal(msg("irregularities.dead_hands.refusal.losing_hand_compared_only_before",
                              "a losing hand is compared only before the pot is pushed (LC-75)"))
        if self.seat not in hand.mucked:
            raise Refusal(msg("irregularities.dead_hands.refusal.seat_has_no_called_hand",
                              "seat {seat} has no called hand in the muck",
                              seat=self.seat))
        if len(self.cards) != hand.config.hole_cards:
            raise Refusal(msg("irregularities.dead_hands.refusal.hand_has_cards",
                              "a {game} hand has {hole_cards} cards",
                              game=hand.config.game, hole_cards=hand.config.hole_cards))

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        hand.mucked.discard(self.seat)
        hand.shown[self.seat] = self.cards
        hand.hole[self.seat] = list(self.cards)
        hand.seen.update(self.cards)
        hand.begin_settling()
