"""A player away from his seat: the hold button (LC-GL-33) and a player called away to another
table.

A hold button marks a new player who is not dealt in yet, a player not entitled to a hand now
(sitting out after a seat change), or a player away who has not missed a blind. It is not a
missed-blind button: it never counts toward the three-button rule (LC-97), and once the big
blind passes an away player his missed-blind button replaces it (the table's own count,
``SeatInfo.missed_buttons``). The holds are read from the log, so a replay and an
older log (which has none) agree with the table.

A player called to a seat at another table (from its list) leaves with his whole stack: the
call is logged with the table and the chips, followed by an ordinary ``PlayerLeft`` so every
reader of the log sees the seat freed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.engine.events import (
    Event,
    HandStarted,
    PlayerBack,
    PlayerLeft,
    SeatChanged,
    event,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.log_reading import caught_up
from dealer_assist.engine.seating import SeatInfo, SeatingView
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg

HOLD_RULES = ("LC-GL-33", "LC-97")


def holds_a_hold(info: SeatInfo) -> bool:
    """Whether a seat in this state may carry a hold button (LC-GL-33): away without having
    missed a blind, new and not dealt in yet, or not entitled to a hand now (sitting out the
    hands a seat change costs, LC-88a, or a deal-off, LC-88b)."""
    missed = info.missed_buttons > 0 or info.missed_big or info.missed_small
    not_entitled = info.wait_hands > 0 or info.dues.deal_off
    return not missed and (info.away or not info.played or not_entitled)


@event
class HoldButtonGiven(TableRule):
    """LC-GL-33: the dealer puts a hold button on ``seat``."""

    type = "hold_button_given"
    seat: int

    def verify_on(self, table: TableView) -> None:
        info = table.seats.get(self.seat)
        if info is None:
            raise Refusal(msg("stepping_away.refusal.seat_empty",
                              "seat {seat} is empty",
                              seat=self.seat))
        if self.seat in hold_buttons(table):
            raise Refusal(msg("stepping_away.refusal.seat_already_has_hold_button",
                              "seat {seat} already has a hold button",
                              seat=self.seat))
        if info.missed_buttons > 0 or info.missed_big or info.missed_small:
            raise Refusal(msg("stepping_away.refusal.seat_has_missed_blind_seat",
                              "seat {seat} has missed a blind: his seat carries a missed-blind "
                              "button, not a hold button (LC-GL-33, LC-97)",
                              seat=self.seat))
        if not holds_a_hold(info):
            raise Refusal(msg("stepping_away.refusal.seat_playing_hold_button_marks",
                              "seat {seat} is playing: a hold button marks a new player, one "
                              "not entitled to a hand, or one away who has not missed a blind "
                              "(LC-GL-33)",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        """Read back from the log (:func:`hold_buttons`)."""


@dataclass(slots=True)
class Holds:
    """Seats given a hold button, until the player comes back, moves, leaves or is dealt in."""

    seats: set[int] = field(default_factory=set)

    def read(self, ev: Event) -> None:
        if isinstance(ev, HoldButtonGiven):
            self.seats.add(ev.seat)
        elif isinstance(ev, PlayerBack | PlayerLeft):
            self.seats.discard(ev.seat)
        elif isinstance(ev, SeatChanged):
            self.seats.discard(ev.from_seat)
        elif isinstance(ev, HandStarted):
            self.seats.difference_update(ev.dealt_in)


def hold_buttons(table: SeatingView) -> set[int]:
    """Seats that show a hold button now: given one, and still new or away without a missed
    blind (a missed-blind button replaces it, LC-GL-33)."""
    given = caught_up(table, "hold_buttons", Holds).seats
    return {s for s in given if s in table.seats and holds_a_hold(table.seats[s])}


@event
class PlayerCalledAway(TableRule):
    """The player of ``seat`` is called to a seat at ``to_table`` and takes ``stack``, all his
    chips, with him. Followed in the log by ``PlayerLeft`` for the seat."""

    type = "player_called_away"
    seat: int
    player: str
    to_table: str
    stack: int

    def verify_on(self, table: TableView) -> None:
        info = table.seats.get(self.seat)
        if info is None:
            raise Refusal(msg("stepping_away.refusal.seat_empty",
                              "seat {seat} is empty",
                              seat=self.seat))
        if info.player != self.player:
            raise Refusal(msg("stepping_away.refusal.seat",
                              "seat {seat} is {player}, not {player2}",
                              seat=self.seat, player=info.player, player2=self.player))
        hand = table.hand
        if table.in_hand and hand is not None and self.seat in hand.seats:
            raise Refusal(msg("stepping_away.refusal.seat_hand_he_goes_new",
                              "seat {seat} is in the hand: he goes to his new table when the "
                              "hand is over",
                              seat=self.seat))
        if not self.to_table.strip() or self.to_table == table.name:
            raise Refusal(msg("stepping_away.refusal.name_other_table_player_called",
                              "name the other table the player is called to"))
        if self.stack != info.stack:
            raise Refusal(msg("stepping_away.refusal.takes_all_chips",
                              "{player} takes all his chips, ${stack}, not ${stack2}",
                              player=self.player, stack=info.stack, stack2=self.stack))

    def apply_on(self, table: TableView) -> None:
        """The seat is freed by the ``PlayerLeft`` that follows."""
