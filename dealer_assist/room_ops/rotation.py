"""The house dealers' rotation: who deals at which table and for how long, who is on break, and
who goes where next, from the tables' sign-ins and sign-outs and the house's rotation period.

A sign-in at a table relieves whoever dealt there (he goes on break from that moment) and takes
the dealer off any other table or break; a sign-out sends the dealer on break. A table is due
for a fresh dealer when its dealer has dealt one rotation period; the next pushes pair the
tables in the order they fall due (a table with no dealer first) with the dealers on break in
the order they went on break (the longest rested first). Pure: the times come in with the
sign-ins (milliseconds), the clock's now is an argument.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_assist.messages import msg
from dealer_assist.room_ops.refusal import MINUTE_MS, RoomRefusal


@dataclass(frozen=True)
class Shift:
    """One ``dealer_signed_in`` (``name`` given) or ``dealer_signed_out`` of a table."""

    at_ms: int
    table: str
    badge: str
    name: str = ""
    signed_in: bool = True


@dataclass(frozen=True)
class OnTable:
    """A table's dealer now (``badge`` empty: nobody deals there)."""

    table: str
    badge: str
    name: str
    since_ms: int
    due_at_ms: int

    def dealt_minutes(self, now_ms: int) -> int:
        return max(0, now_ms - self.since_ms) // MINUTE_MS


@dataclass(frozen=True)
class OnBreak:
    badge: str
    name: str
    since_ms: int


@dataclass(frozen=True)
class Push:
    """The next move: ``dealer`` (None: nobody is free) goes to ``table`` at ``at_ms``,
    relieving ``relieves`` (None: the table has no dealer), who goes on break."""

    table: str
    at_ms: int
    dealer: OnBreak | None
    relieves: str | None


@dataclass(frozen=True)
class Rotation:
    tables: tuple[OnTable, ...]
    on_break: tuple[OnBreak, ...]
    pushes: tuple[Push, ...]


def rotation(shifts: Sequence[Shift], period_minutes: int, now_ms: int,
             tables: Sequence[str] = ()) -> Rotation:
    """The rotation at ``now_ms`` by a period of ``period_minutes`` (a room setting).
    ``tables``: the room's tables, so one nobody has signed in at yet shows as needing a
    dealer."""
    if isinstance(period_minutes, bool) or period_minutes <= 0:
        raise RoomRefusal(msg("room.rotation.dealer_rotation_period_number",
                              "the dealer rotation period is a number of minutes over 0, not "
                              "{period_minutes}",
                              period_minutes=repr(period_minutes)))
    period = period_minutes * MINUTE_MS
    on: dict[str, OnTable] = {}
    resting: dict[str, OnBreak] = {}
    for shift in sorted(shifts, key=lambda s: s.at_ms):
        if shift.signed_in:
            _sign_in(on, resting, shift, period)
        else:
            _sign_out(on, resting, shift)
    for table in tables:
        on.setdefault(table, OnTable(table, "", "", now_ms, now_ms))
    ordered = sorted(on.values(), key=lambda t: (bool(t.badge), t.due_at_ms, t.table))
    rested = sorted(resting.values(), key=lambda b: (b.since_ms, b.badge))
    free = iter(rested)
    pushes = tuple(Push(t.table, max(t.due_at_ms, now_ms) if t.badge else now_ms,
                        next(free, None), t.name or None) for t in ordered)
    return Rotation(tuple(sorted(on.values(), key=lambda t: t.table)), tuple(rested), pushes)


def _sign_in(on: dict[str, OnTable], resting: dict[str, OnBreak], shift: Shift,
             period: int) -> None:
    if not shift.badge.strip():
        raise RoomRefusal(msg("room.rotation.dealer_sign_names_no", "a dealer sign-in at "
                              "{table} names no badge",
                              table=shift.table))
    resting.pop(shift.badge, None)
    for table, there in list(on.items()):  # he leaves any other table he was on
        if there.badge == shift.badge and table != shift.table:
            on[table] = OnTable(table, "", "", shift.at_ms, shift.at_ms)
    relieved = on.get(shift.table)
    if relieved is not None and relieved.badge and relieved.badge != shift.badge:
        resting[relieved.badge] = OnBreak(relieved.badge, relieved.name, shift.at_ms)
    if relieved is not None and relieved.badge == shift.badge:
        return  # signed in again where he already deals: his time runs on
    on[shift.table] = OnTable(shift.table, shift.badge, shift.name or shift.badge, shift.at_ms,
                              shift.at_ms + period)


def _sign_out(on: dict[str, OnTable], resting: dict[str, OnBreak], shift: Shift) -> None:
    there = on.get(shift.table)
    if there is None or there.badge != shift.badge:
        return  # already relieved by a later dealer's sign-in: nothing changes
    on[shift.table] = OnTable(shift.table, "", "", shift.at_ms, shift.at_ms)
    resting[shift.badge] = OnBreak(shift.badge, there.name, shift.at_ms)
