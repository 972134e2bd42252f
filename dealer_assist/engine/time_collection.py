"""Time collection: the house's fee charged per player per period instead of on the button
(LC-144 to LC-147, K24).

A short-handed button game may switch to time (LC-144). When the floor calls time, every
seated player owes it. With no waiting list a player may play up to his big blind and leave
without paying; one who stays pays before his next hand (LC-146). Players may agree to play a
"time pot": the winner of the next pot pays for all of them, and anyone may still pay his own
(LC-147). The table refuses to deal a hand to a player who owes time.
"""

from __future__ import annotations

from dealer_assist.engine.events import event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.seating import SeatingView
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg


@event
class CollectionModeChanged(TableRule):
    """LC-144: a button-collection game below five players switches to time (or back)."""

    type = "collection_mode_changed"
    mode: str

    def verify_on(self, table: TableView) -> None:
        t = table
        if self.mode not in ("button", "time"):
            raise Refusal(msg("time_collection.refusal.collection_taken_button_time",
                              "collection is taken on the button or as time"))
        if t.in_hand:
            raise Refusal(msg("time_collection.refusal.collection_changes_only_between_hands",
                              "the collection changes only between hands"))
        if self.mode == "time" and not t.config.time_collection:
            raise Refusal(msg("time_collection.refusal.table_has_no_time_rate",
                              "this table has no time rate set: the room must set it (K24)"))

    def apply_on(self, table: TableView) -> None:
        state = table.time
        state.mode = self.mode
        if self.mode == "button":
            state.owed.clear()
            state.time_pot.clear()


@event
class TimeCalled(TableRule):
    """The floor calls time: every seated player owes it (LC-146)."""

    type = "time_called"
    waiting_list: bool = False

    def verify_on(self, table: TableView) -> None:
        t = table
        if t.time.mode != "time":
            raise Refusal(msg("time_collection.refusal.table_collects_button_time_lc",
                              "this table collects on the button, not by time (LC-144)"))
        if t.in_hand:
            raise Refusal(msg("time_collection.refusal.time_collected_between_hands",
                              "time is collected between hands"))

    def apply_on(self, table: TableView) -> None:
        t = table
        t.time.owed = set(t.seats)
        t.time.waiting_list = self.waiting_list
        # LC-146: with nobody waiting, each may play on until his big blind, then pay or go.
        t.time.to_big_blind = set() if self.waiting_list else set(t.seats)


@event
class TimePaid(TableRule):
    """A player pays time: for himself, or the time-pot winner for everyone in it (LC-147)."""

    type = "time_paid"
    seat: int
    amount: int
    covers: tuple[int, ...] = ()

    def verify_on(self, table: TableView) -> None:
        t = table
        rate = t.config.time_collection
        covers = set(self.covers or (self.seat,))
        if self.seat not in t.seats:
            raise Refusal(msg("time_collection.refusal.seat_empty",
                              "seat {seat} is empty",
                              seat=self.seat))
        if t.in_hand and self.seat in (t.hand.seats if t.hand else ()):
            raise Refusal(msg("time_collection.refusal.time_paid_between_hands",
                              "time is paid between hands"))
        if not covers <= t.time.owed:
            raise Refusal(msg("time_collection.refusal.seat_s_owe_no_time",
                              "seat(s) {sorted} owe no time",
                              sorted=sorted(covers - t.time.owed)))
        if self.amount != rate * len(covers):
            raise Refusal(msg("time_collection.refusal.time_player",
                              "time is ${rate} a player: ${value} for {count}",
                              rate=rate, value=rate * len(covers), count=len(covers)))
        if self.amount > t.seats[self.seat].stack:
            raise Refusal(msg("time_collection.refusal.seat_has_only",
                              "seat {seat} has only ${stack}",
                              seat=self.seat, stack=t.seats[self.seat].stack))

    def apply_on(self, table: TableView) -> None:
        t = table
        t.seats[self.seat].stack -= self.amount
        covers = set(self.covers or (self.seat,))
        t.time.owed -= covers
        t.time.time_pot -= covers
        t.time.to_big_blind -= covers


@event
class TimePotAgreed(TableRule):
    """LC-147: these players play a time pot: its winner pays time for all of them."""

    type = "time_pot_agreed"
    seats: tuple[int, ...]

    def verify_on(self, table: TableView) -> None:
        t = table
        if not set(self.seats) <= t.time.owed:
            raise Refusal(msg("time_collection.refusal.only_players_who_owe_time",
                              "only players who owe time can play a time pot"))
        if len(self.seats) < 2:
            raise Refusal(msg("time_collection.refusal.time_pot_needs_least_two",
                              "a time pot needs at least two players"))

    def apply_on(self, table: TableView) -> None:
        table.time.time_pot = set(self.seats)


def owes_time(table: SeatingView, seat: int) -> bool:
    """A player who owes time pays it before he is dealt another hand (LC-146), unless he is
    in an agreed time pot (LC-147)."""
    time = table.time
    return seat in time.owed and seat not in time.time_pot and seat not in time.to_big_blind


def big_blind_played(table: SeatingView, seats: set[int]) -> None:
    """LC-146: these seats have played their big blind since time was called: from the next
    hand on they pay before they are dealt in."""
    table.time.to_big_blind -= seats


def may_leave_without_paying(table: SeatingView) -> bool:
    """LC-146: with no waiting list a player may play to his big blind and go without paying."""
    return not table.time.waiting_list
