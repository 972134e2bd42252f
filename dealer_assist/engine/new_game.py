"""A new game (LC-86, LC-87, LC-48): the players seated when it starts draw for the button and
are all dealt in; the waiting and posting choices of a newcomer (LC-39, LC-127) are for a
game in progress, from the hand after the first.

Other houses say nothing about starting a game; the engine reads them as LC does (a game
starts with the players seated at it), and the draw is simply not recorded there.
"""

from __future__ import annotations

from dealer_assist.engine.events import event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.table_view import TableRule, TableView


@event
class ButtonDrawn(TableRule):
    """LC-86: the players of a new game drew for the button and ``seat`` drew the best card
    (LC-28 breaks ties by suit); the first hand's button is there, and moves on from there."""

    type = "button_drawn"
    seat: int

    def verify_on(self, table: TableView) -> None:
        if table.config.is_stud:
            raise Refusal("stud has no button: the deal starts at seat 1 (CG-STD-02)")
        if table.hand_number or table.in_hand:
            raise Refusal("the button is drawn for only when a new game starts (LC-86); "
                          "after that it moves forward (LC-44)")
        if self.seat not in table.seats:
            raise Refusal(f"seat {self.seat} is empty: the seated players draw for the button "
                          "(LC-86)")

    def apply_on(self, table: TableView) -> None:
        table.drawn_button = self.seat
