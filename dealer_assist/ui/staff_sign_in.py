"""Staff sign-in for floor decisions: badge + PIN, PINs kept only as salted scrypt hashes,
lockout after repeated failures, every attempt in the audit log. No Qt here.

It lives in ``ui`` until a staff package exists (issue 9 item 6); the storage side (staff rows,
audit) is the hand log's own.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from dealer_assist.storage import EventStore, StaffMember

N, R, P = 2**14, 8, 1  # scrypt cost: about 30 ms on a table PC, 16 MiB of memory
SALT_BYTES: Final = 16
MAX_FAILURES: Final = 5
LOCKOUT_S: Final = 300.0
FLOOR_ROLES: Final = ("floor", "supervisor", "admin")
MIN_PIN_DIGITS, MAX_PIN_DIGITS = 4, 8
SUPERVISOR_PIN_DIGITS: Final = 6  # a supervisor's or admin's PIN opens more: at least 6 digits


class SignInRefused(Exception):
    """Why a sign-in failed, in words for the screen (never which half was wrong)."""


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    """``scrypt$N$r$p$salt$hash`` (hex): what the staff table stores instead of the PIN."""
    salt = secrets.token_bytes(SALT_BYTES) if salt is None else salt
    digest = hashlib.scrypt(pin.encode(), salt=salt, n=N, r=R, p=P)
    return f"scrypt${N}${R}${P}${salt.hex()}${digest.hex()}"


def pin_problem(pin: str, role: str = "") -> str:
    """Why ``pin`` cannot be a PIN ("" when it can): 4 to 8 digits, at least 6 for the
    first-run supervisor (``role="supervisor"`` or ``"admin"``)."""
    least = SUPERVISOR_PIN_DIGITS if role in ("supervisor", "admin") else MIN_PIN_DIGITS
    if not pin.isdigit() or not least <= len(pin) <= MAX_PIN_DIGITS:
        return f"a {role + ' ' if role else ''}PIN is {least} to {MAX_PIN_DIGITS} digits"
    return ""


def verify_pin(pin: str, stored: str | None) -> bool:
    try:
        scheme, n, r, p, salt, digest = (stored or "").split("$")
        if scheme != "scrypt":
            return False
        got = hashlib.scrypt(pin.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r),
                             p=int(p))
    except ValueError:
        return False
    return hmac.compare_digest(got.hex(), digest)


@dataclass
class SignIn:
    """Checks badge + PIN against the staff table; locks a badge out after ``MAX_FAILURES``."""

    store: EventStore
    table: str
    clock: Callable[[], float] = time.monotonic
    failures: dict[str, int] = field(default_factory=dict)
    locked_until: dict[str, float] = field(default_factory=dict)

    def attempt(self, badge: str, pin: str, roles: tuple[str, ...] = FLOOR_ROLES,
                purpose: str = "to decide rulings") -> StaffMember:
        """The member, once badge + PIN match and the role is one of ``roles``; ``purpose``
        says in the audit log's sign-in row what the sign-in was for."""
        now = self.clock()
        if self.locked_until.get(badge, 0.0) > now:
            self.store.audit("login_refused", f"badge {badge} is locked out", table=self.table)
            raise SignInRefused("too many wrong PINs: this badge is locked for a few minutes")
        member = self.store.staff(badge)
        if member is None and self.store.retired_badge(badge) is not None:
            # noted without a staff badge: whoever holds a lost badge is not its owner
            self.store.audit("login_refused", f"badge {badge} was replaced: it no longer "
                             "signs in", table=self.table)
            raise SignInRefused("this badge was replaced and no longer signs in: use the new "
                                "badge")
        if member is None or not member.active or not verify_pin(pin, member.pin_hash):
            count = self.failures[badge] = self.failures.get(badge, 0) + 1
            detail = f"badge {badge}: wrong badge or PIN ({count} of {MAX_FAILURES})"
            if count >= MAX_FAILURES:
                self.locked_until[badge] = now + LOCKOUT_S
                self.failures[badge] = 0
                detail += "; locked out"
            self.store.audit("login_failed", detail, table=self.table)
            raise SignInRefused("badge or PIN not recognised")
        self.failures.pop(badge, None)
        if member.role not in roles:
            needed = ("a floorperson must decide" if roles == FLOOR_ROLES
                      else f"only {' or '.join(roles)} may sign in here")
            self.store.audit("login_refused", f"{member.name} ({member.role}): {needed}",
                             table=self.table, staff=member.badge)
            raise SignInRefused(f"{member.name} is {member.role}: {needed}")
        self.store.audit("login", f"{member.name} ({member.role}) {purpose}",
                         table=self.table, staff=member.badge)
        return member
