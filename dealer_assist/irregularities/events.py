"""Correction events: RuleEvents that carry their own fold logic (engine ``RuleEvent``).

Each one checks the table in ``verify_on`` (a :class:`Refusal` with a reason and rule ID) and
changes the hand or this package's state (:mod:`.state`) in ``apply_on``. They are logged and
replayed like every other event, so a corrected hand replays to the same state. Board fixes are
in :mod:`.board_fixes`, hole-card fixes in :mod:`.hole_fixes`, dead hands in :mod:`.dead_hands`.
"""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.events import event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.irregularities.state import Plan, state
from dealer_assist.messages import msg
from dealer_assist.rules.irregularities.entry import CORRECTIONS


def fresh(table: TableView, hand: HandState, card: Card | None) -> None:
    """A card new to this hand: not dealt, not set aside, not dead (else fouled deck, LC-105)."""
    if card is not None and (card in hand.seen or card in state(table).out_of_play()):
        raise Refusal(msg("irregularities.events.refusal.already_out_hand_fouled_deck",
                          "{card} is already out this hand: fouled deck (LC-105)",
                          card=card))


@event
class CorrectionPlanned(TableRule):
    """The correction a proposed ruling will carry out once the floor confirms it."""

    type = "correction_planned"
    ruling: int
    action: str
    seat: int | None = None
    card: Card | None = None
    rule_ids: tuple[str, ...] = ()

    def verify_on(self, table: TableView) -> None:
        ruling = table.rulings.get(self.ruling)
        if ruling is None or ruling.status != "proposed":
            raise Refusal(msg("irregularities.events.refusal.ruling_waiting_floor",
                              "ruling {ruling} is not waiting for the floor",
                              ruling=self.ruling))
        if self.action not in CORRECTIONS:
            raise Refusal(msg("irregularities.events.refusal.unknown_correction",
                              "unknown correction {action!r}",
                              action=self.action))

    def apply_on(self, table: TableView) -> None:
        state(table).planned[self.ruling] = Plan(self.action, self.seat, self.card, self.rule_ids)
