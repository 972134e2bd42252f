"""Badge + PIN at the floor station, against the staff the tables shipped into the room. No Qt.

The same checks as the table's sign-in (ui/staff_sign_in.py): the PIN hash must be one this
program wrote, the role must be a floor role, a PIN shorter than the role needs is refused (it
is changed at a table, whose log owns the staff record). Every attempt is recorded in the room
(room/sign_ins.py), which counts the wrong PINs across every station and restart and locks the
badge as the table does: a person trying PINs at three stations is locked out at all three.
Without the room nobody signs in (the staff records and the count both live there).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

import psycopg

from dealer_assist.room.sign_ins import Recorded
from dealer_assist.storage import StaffMember
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.room_reach import detail_of
from dealer_assist.ui.staff_sign_in import (
    FLOOR_ROLES,
    SignInRefused,
    pin_problem,
    stored_hash_problem,
    verify_pin,
)

StaffLookup = Callable[[str], StaffMember | None]


class AttemptRecord(Protocol):
    """Where the station's attempts go (the room's ``RoomSignIns``)."""

    def locked_until(self, badge: str) -> datetime | None: ...

    def record(self, badge: str, outcome: str, detail: str = "") -> Recorded: ...


class StationRefused(SignInRefused):
    """A refusal at the station that says itself again in the current language (``say``);
    ``detail``: the database driver's own words when the room was out of reach (a tool tip)."""

    def __init__(self, say: Callable[[], str], detail: str = "") -> None:
        super().__init__(say())
        self.say = say
        self.detail = detail


def unlock_text(until: datetime) -> str:
    """When a locked badge may sign in again, on the station's clock ("03:12")."""
    return until.astimezone().strftime("%H:%M")


def locked_message(until: datetime) -> str:
    return tr("too many wrong PINs: this badge is locked until {time} (counted at every floor "
              "station)").format(time=unlock_text(until))


@dataclass
class StationSignIn:
    """Checks badge + PIN with ``lookup`` (the room's staff records) and records each attempt
    in ``attempts`` (the room), which locks a badge after the table's number of wrong PINs."""

    lookup: StaffLookup
    attempts: AttemptRecord

    def locked_until(self, badge: str) -> datetime | None:
        """When ``badge`` unlocks (None: it may try); asked before the PIN pad opens."""
        try:
            return self.attempts.locked_until(badge)
        except psycopg.Error as exc:
            raise StationRefused(_unreachable, detail_of(exc)) from None

    def attempt(self, badge: str, pin: str,
                roles: tuple[str, ...] = FLOOR_ROLES) -> StaffMember:
        try:
            return self._attempt(badge, pin, roles)
        except psycopg.Error as exc:
            raise StationRefused(_unreachable, detail_of(exc)) from None

    def _attempt(self, badge: str, pin: str, roles: tuple[str, ...]) -> StaffMember:
        until = self.attempts.locked_until(badge)
        if until is not None:
            # i18n: the room's record of sign-in attempts (stays English)
            self._record(badge, "refused", "tried while locked")
            raise StationRefused(lambda: locked_message(until))
        member = self.lookup(badge)
        if member is not None and member.pin_hash and stored_hash_problem(member.pin_hash):
            # i18n: the room's record of sign-in attempts (stays English)
            self._record(badge, "refused", "the stored PIN hash is not valid")
            raise StationRefused(lambda: tr("this badge's PIN record is not valid: an admin "
                                            "must reset the PIN at a table"))
        if member is None or not member.active or not verify_pin(pin, member.pin_hash):
            # i18n: the room's record of sign-in attempts (stays English)
            self._record(badge, "wrong_pin", "unknown badge" if member is None else
                         "inactive badge" if not member.active else "wrong PIN")
            raise StationRefused(lambda: tr("badge or PIN not recognised"))
        if member.role not in roles:
            # i18n: the room's record of sign-in attempts (stays English)
            self._record(badge, "refused", f"{member.role}: not a floor role")
            raise StationRefused(lambda: tr("{name} is {role}: a floorperson must decide").format(
                name=member.name, role=member.role))
        if pin_problem(pin, member.role):
            # i18n: the room's record of sign-in attempts (stays English)
            self._record(badge, "refused", "PIN too short for the role")
            raise StationRefused(lambda: tr("{name}'s PIN is too short for {role}: choose a new "
                                            "one at a table first").format(
                name=member.name, role=member.role))
        self._record(badge, "signed_in", f"{member.name} ({member.role})")
        return member

    def _record(self, badge: str, outcome: str, detail: str) -> None:
        """Record one attempt; a lock the room answers (this try, or another station's at the
        same moment) refuses it, naming when the badge unlocks."""
        answer = self.attempts.record(badge, outcome, detail)
        if answer.locked_until is None:
            return
        until = answer.locked_until
        if answer.outcome == "wrong_pin":
            raise StationRefused(lambda: tr("badge or PIN not recognised: {failures} wrong PINs "
                                            "in a row, this badge is locked until {time}").format(
                failures=answer.failures, time=unlock_text(until)))
        raise StationRefused(lambda: locked_message(until))


def _unreachable() -> str:
    return tr("the room store is out of reach, and signing in needs it: try again in a "
              "moment; if it lasts, call the technician")
