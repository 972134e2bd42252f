"""Badge + PIN at the floor station, against the staff the tables shipped into the room. No
widgets (its refusals are said through the catalogue, ``tr``).

The same checks as the table's sign-in (ui/staff_sign_in.py): the PIN hash must be one this
program wrote, the role must be a floor role, a PIN shorter than the role needs is refused (it
is changed at a table, whose log owns the staff record). The station cannot write to the room's
copy of a table's log, so wrong PINs are counted here, per badge, for this station's run.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from dealer_assist.storage import StaffMember
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.staff_sign_in import (
    FLOOR_ROLES,
    LOCKOUT_S,
    MAX_FAILURES,
    SignInRefused,
    pin_problem,
    stored_hash_problem,
    verify_pin,
    wait_text,
)

StaffLookup = Callable[[str], StaffMember | None]


class StationRefused(SignInRefused):
    """A refusal at the station that says itself again in the current language (``say``)."""

    def __init__(self, say: Callable[[], str]) -> None:
        super().__init__(say())
        self.say = say


@dataclass
class StationSignIn:
    """Checks badge + PIN with ``lookup`` (the room's staff records); five wrong PINs lock the
    badge at this station for five minutes."""

    lookup: StaffLookup
    clock: Callable[[], float] = time.monotonic
    failures: dict[str, int] = field(default_factory=dict)
    locked_until: dict[str, float] = field(default_factory=dict)

    def locked_for(self, badge: str) -> float:
        return max(0.0, self.locked_until.get(badge, 0.0) - self.clock())

    def attempt(self, badge: str, pin: str,
                roles: tuple[str, ...] = FLOOR_ROLES) -> StaffMember:
        left = self.locked_for(badge)
        if left > 0:
            raise StationRefused(lambda: tr("too many wrong PINs: this badge is locked for "
                                            "{wait} more").format(wait=wait_text(left)))
        member = self.lookup(badge)
        if member is not None and member.pin_hash and stored_hash_problem(member.pin_hash):
            raise StationRefused(lambda: tr("this badge's PIN record is not valid: an admin "
                                            "must reset the PIN at a table"))
        if member is None or not member.active or not verify_pin(pin, member.pin_hash):
            self._failed(badge)
        assert member is not None
        self.failures.pop(badge, None)
        if member.role not in roles:
            raise StationRefused(lambda: tr("{name} is {role}: a floorperson must decide").format(
                name=member.name, role=member.role))
        if pin_problem(pin, member.role):
            raise StationRefused(lambda: tr("{name}'s PIN is too short for {role}: choose a new "
                                            "one at a table first").format(
                name=member.name, role=member.role))
        return member

    def _failed(self, badge: str) -> None:
        count = self.failures.get(badge, 0) + 1
        self.failures[badge] = count
        if count >= MAX_FAILURES:
            self.failures.pop(badge)
            self.locked_until[badge] = self.clock() + LOCKOUT_S
            raise StationRefused(lambda: tr("badge or PIN not recognised: {count} wrong PINs, "
                                            "this badge is locked for {wait}").format(
                count=MAX_FAILURES, wait=wait_text(LOCKOUT_S)))
        raise StationRefused(lambda: tr("badge or PIN not recognised"))
