"""Staff sign-in for floor decisions: badge + PIN, PINs kept only as salted scrypt hashes,
lockout after repeated failures, every attempt in the audit log. No Qt here.

Why each guard (issue 16):

- The scrypt cost is this program's, never the stored row's: a row written with a cheaper cost
  (``scrypt$2$1$1$...``, made by someone editing a copied log) is refused and audited, so
  editing the staff table cannot plant a PIN that is quick to forge or to search.
- Floor, supervisor and admin PINs have at least :data:`FLOOR_MIN_DIGITS` digits (a million
  PINs instead of ten thousand against an offline search of a copied log); an older, shorter
  PIN still signs in once, and the sign-in then asks for a new one before anything else.
- Wrong PINs are counted per badge in the hand log itself (audit notes naming the badge), so
  every panel at the table shares the count and a restart does not clear it; every lockout is
  an audit note, and the panel says how long the lockout has left.

It lives in ``ui`` until a staff package exists (issue 9 item 6); the storage side (staff rows,
audit) is the hand log's own. Its refusals are :class:`~dealer_assist.messages.Message` texts:
English in the audit log, the reader's language on the screen (``i18n.render_error``).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Final

from dealer_assist.messages import Message, joined, msg
from dealer_assist.storage import EventStore, StaffMember

N, R, P = 2**14, 8, 1  # scrypt cost: about 30 ms on a table PC, 16 MiB of memory
SALT_BYTES: Final = 16
DIGEST_BYTES: Final = 64
MAX_FAILURES: Final = 5
LOCKOUT_S: Final = 300.0
FLOOR_ROLES: Final = ("floor", "supervisor", "admin")
MIN_PIN_DIGITS, MAX_PIN_DIGITS = 4, 8
FLOOR_MIN_DIGITS: Final = 6
SIGN_IN_NOTES: Final = ("login", "login_failed", "login_locked")
RULINGS: Final = "to decide rulings"  # i18n: a sign-in's purpose, for the audit log only
ROLE_WORDS: Final = {"dealer": msg("staff.role.dealer", "dealer"),
                     "floor": msg("staff.role.floor", "floor"),
                     "supervisor": msg("staff.role.supervisor", "supervisor"),
                     "admin": msg("staff.role.admin", "admin")}
"""Each role in words for the screen (the staff records keep the role's own English name)."""


def role_word(role: str) -> str:
    return ROLE_WORDS.get(role, role)


def either(roles: tuple[str, ...]) -> str:
    """"floor or supervisor": the roles that may do something, in words."""
    words = [role_word(r) for r in roles]
    if len(words) < 2:
        return words[0] if words else ""
    return msg("staff.roles.either", "{roles} or {last}", roles=joined(words[:-1]),
               last=words[-1])


class SignInRefused(Exception):
    """Why a sign-in failed, in words for the screen (never which half was wrong)."""


class NewPinNeeded(SignInRefused):
    """Badge and PIN are right, but the PIN is shorter than the role now needs: the member
    chooses a new one (:meth:`SignIn.change_pin`) before signing in."""

    def __init__(self, member: StaffMember) -> None:
        super().__init__(msg("staff.pin.too_short_for_role", "{name}'s PIN is too short for "
                             "{role}: choose a new PIN of {least} to {most} digits",
                             name=member.name, role=role_word(member.role),
                             least=FLOOR_MIN_DIGITS, most=MAX_PIN_DIGITS))
        self.member = member


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    """``scrypt$N$r$p$salt$hash`` (hex): what the staff table stores instead of the PIN."""
    salt = secrets.token_bytes(SALT_BYTES) if salt is None else salt
    digest = hashlib.scrypt(pin.encode(), salt=salt, n=N, r=R, p=P)
    return f"scrypt${N}${R}${P}${salt.hex()}${digest.hex()}"


def pin_digits(role: str) -> Message:
    """How long a PIN of ``role`` is, in words for the PIN pad: "6 to 8 digits"."""
    least = FLOOR_MIN_DIGITS if role in FLOOR_ROLES else MIN_PIN_DIGITS
    return msg("staff.pin.digits", "{least} to {most} digits", least=least, most=MAX_PIN_DIGITS)


def pin_problem(pin: str, role: str = "dealer") -> str:
    """Why ``pin`` cannot be the PIN of someone with ``role`` ("" when it can)."""
    least = FLOOR_MIN_DIGITS if role in FLOOR_ROLES else MIN_PIN_DIGITS
    if not (pin.isascii() and pin.isdigit()) or not least <= len(pin) <= MAX_PIN_DIGITS:
        if role in FLOOR_ROLES:
            return msg("staff.pin.role_length", "a {role}'s PIN is {least} to {most} digits",
                       role=role_word(role), least=least, most=MAX_PIN_DIGITS)
        return msg("staff.pin.length", "a PIN is {least} to {most} digits", least=least,
                   most=MAX_PIN_DIGITS)
    return ""


def stored_hash_problem(stored: str | None) -> str:
    """Why a stored PIN hash is not one this program wrote ("" when it is): another scheme,
    another scrypt cost, or a salt or digest of the wrong size. For the audit log (the
    technician reads it), never shown: English."""
    parts = (stored or "").split("$")
    if len(parts) != 6 or parts[0] != "scrypt":
        return "no PIN is set, or it is not a salted scrypt hash"  # i18n: audit log only
    if parts[1:4] != [str(N), str(R), str(P)]:
        # i18n: audit log only
        return (f"its scrypt cost is n={parts[1]} r={parts[2]} p={parts[3]}, not this "
                f"program's n={N} r={R} p={P}")
    try:
        salt, digest = bytes.fromhex(parts[4]), bytes.fromhex(parts[5])
    except ValueError:
        return "its salt or digest is not hexadecimal"  # i18n: audit log only
    if len(salt) != SALT_BYTES or len(digest) != DIGEST_BYTES:
        return "its salt or digest has the wrong length"  # i18n: audit log only
    return ""


def verify_pin(pin: str, stored: str | None) -> bool:
    """True when ``pin`` matches ``stored``, hashed at this program's fixed cost."""
    if stored_hash_problem(stored):
        return False
    salt, digest = (stored or "").split("$")[4:]
    got = hashlib.scrypt(pin.encode(), salt=bytes.fromhex(salt), n=N, r=R, p=P)
    return hmac.compare_digest(got.hex(), digest)


def wait_text(seconds: float) -> str:
    whole = max(1, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


@dataclass
class SignIn:
    """Checks badge + PIN against the staff table; locks a badge out after ``MAX_FAILURES``
    wrong PINs, counted in the log (every panel, every restart)."""

    store: EventStore
    table: str

    def locked_for(self, badge: str) -> float:
        """Seconds the badge stays locked out (0 when it may sign in)."""
        notes = self.store.badge_notes(badge, ("login_locked",), 1)
        if not notes:
            return 0.0
        return max(0.0, (notes[0].at + LOCKOUT_S * 1000 - self.store.now()) / 1000)

    def failures(self, badge: str) -> int:
        """Wrong PINs since this badge last signed in or was locked out."""
        count = 0
        for note in self.store.badge_notes(badge, SIGN_IN_NOTES, MAX_FAILURES):
            if note.action != "login_failed":
                break
            count += 1
        return count

    def attempt(self, badge: str, pin: str, roles: tuple[str, ...] = FLOOR_ROLES,
                purpose: str = RULINGS) -> StaffMember:
        """The member, once badge + PIN match and the role is one of ``roles``; ``purpose``
        says in the audit log's sign-in row what the sign-in was for. Raises
        :class:`NewPinNeeded` when the PIN is right but too short for the role."""
        member = self._checked(badge, pin)
        self._role(member, roles)
        if pin_problem(pin, member.role):
            # i18n: the audit log stays English
            self.store.audit("login_refused", f"{member.name} ({member.role}): PIN shorter "
                             f"than {FLOOR_MIN_DIGITS} digits, a new one is asked for",
                             table=self.table, staff=member.badge)
            raise NewPinNeeded(member)
        self.store.audit("login", f"{member.name} ({member.role}) {purpose}",
                         table=self.table, staff=member.badge)
        return member

    def change_pin(self, badge: str, pin: str, new_pin: str,
                   roles: tuple[str, ...] = FLOOR_ROLES,
                   purpose: str = RULINGS) -> StaffMember:
        """The member's own PIN change at sign-in (the old PIN proves who they are); signs
        them in with the new PIN. The store gets only the new salted hash."""
        member = self._checked(badge, pin)
        self._role(member, roles)
        problem = pin_problem(new_pin, member.role)
        if problem:
            raise SignInRefused(msg("staff.pin.not_changed", "PIN not changed: {problem}",
                                    problem=problem))
        if new_pin == pin:
            raise SignInRefused(msg("staff.pin.same_as_old",
                                    "PIN not changed: choose a PIN other than the old one"))
        self.store.change_staff(member.badge, member.name, member.role,
                                pin_hash=hash_pin(new_pin), active=member.active,
                                action="staff_pin_changed",
                                # i18n: the audit log stays English
                                detail=f"{member.name} chose a new PIN at sign-in",
                                by=member.badge, table=self.table)
        return self.attempt(badge, new_pin, roles, purpose)

    # ----------------------------------------------------------------- checks

    def _checked(self, badge: str, pin: str) -> StaffMember:
        """The active member whose badge and PIN these are, or an audited refusal."""
        left = self.locked_for(badge)
        if left > 0:
            # i18n: the audit log stays English
            self.store.audit("login_refused", f"badge {badge} is locked out "
                             f"({wait_text(left)} left)", table=self.table)
            raise SignInRefused(msg("staff.sign_in.locked", "too many wrong PINs: this badge "
                                    "is locked for {wait} more", wait=wait_text(left)))
        member = self.store.staff(badge)
        if member is None and self.store.retired_badge(badge) is not None:
            # noted without a staff badge: whoever holds a lost badge is not its owner
            # i18n: the audit log stays English
            self.store.audit("login_refused", f"badge {badge} was replaced: it no longer "
                             "signs in", table=self.table)
            raise SignInRefused(msg("staff.sign_in.replaced", "this badge was replaced and no "
                                    "longer signs in: use the new badge"))
        forged = stored_hash_problem(member.pin_hash) if member is not None else ""
        if member is not None and member.pin_hash and forged:
            # i18n: the audit log stays English
            self.store.audit("login_refused", f"badge {badge}: the stored PIN hash was not "
                             f"written by this program ({forged}); refused until an admin "
                             "resets the PIN", table=self.table, staff=badge)
            raise SignInRefused(msg("staff.sign_in.invalid_record", "this badge's PIN record "
                                    "is not valid: an admin must reset the PIN"))
        if member is None or not member.active or not verify_pin(pin, member.pin_hash):
            self._failed(badge)
        assert member is not None
        return member

    def _failed(self, badge: str) -> None:
        count = self.failures(badge) + 1
        # i18n: the audit log stays English
        self.store.audit("login_failed", f"badge {badge}: wrong badge or PIN "
                         f"({count} of {MAX_FAILURES})", table=self.table, staff=badge)
        if count >= MAX_FAILURES:
            # i18n: the audit log stays English
            self.store.audit("login_locked", f"badge {badge}: {MAX_FAILURES} wrong PINs, "
                             f"locked for {wait_text(LOCKOUT_S)}", table=self.table,
                             staff=badge)
            raise SignInRefused(msg("staff.sign_in.now_locked", "badge or PIN not recognised: "
                                    "{failures} wrong PINs, this badge is locked for {wait}",
                                    failures=MAX_FAILURES, wait=wait_text(LOCKOUT_S)))
        raise SignInRefused(msg("staff.sign_in.not_recognised", "badge or PIN not recognised"))

    def _role(self, member: StaffMember, roles: tuple[str, ...]) -> None:
        if member.role in roles:
            return
        needed = (msg("staff.sign_in.floor_decides", "a floorperson must decide")
                  if roles == FLOOR_ROLES else
                  msg("staff.sign_in.only_roles", "only {roles} may sign in here",
                      roles=either(roles)))
        self.store.audit("login_refused", f"{member.name} ({member.role}): {needed}",
                         table=self.table, staff=member.badge)
        raise SignInRefused(msg("staff.sign_in.wrong_role", "{name} is {role}: {needed}",
                                name=member.name, role=role_word(member.role), needed=needed))
