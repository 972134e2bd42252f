"""Staff and roles, for a signed-in admin: add a member, correct a name, replace a lost badge,
change a role, reset a PIN, deactivate or reactivate. No Qt here (the screen is
:mod:`dealer_assist.ui.views.admin_panel`).

Why a module of its own: these are the only writes to the staff table besides ``gui
--add-staff``, and each must say who made it. Every change is checked against the acting admin
as the staff table holds them *now* (an admin who lost the role a minute ago can do nothing
more), is refused in words for the screen, and is written together with its audit note in one
transaction (``EventStore.change_staff``). PINs only ever reach the store as salted scrypt hashes
(``staff_sign_in.hash_pin``); no audit note names one. Refusals are
:class:`~dealer_assist.messages.Message` texts (the screen renders them in its language); audit
notes stay English.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dealer_assist.messages import Message, joined, msg
from dealer_assist.storage import EventStore, StaffMember
from dealer_assist.ui.staff_sign_in import hash_pin, pin_problem, role_word

ROLES: Final = ("dealer", "floor", "supervisor", "admin")
ADMIN_ROLES: Final = ("admin",)


class AdminRefused(Exception):
    """Why a staff change was not made, in words for the screen."""


@dataclass
class StaffAdmin:
    """The staff changes ``admin`` may make at ``table`` (the table named in the audit log)."""

    store: EventStore
    table: str
    admin: StaffMember

    def members(self) -> list[StaffMember]:
        return self.store.all_staff()

    # ----------------------------------------------------------------- changes

    def add(self, badge: str, name: str, role: str, pin: str) -> StaffMember:
        self._acting()
        badge, name = badge.strip(), " ".join(name.split())
        if not badge:
            raise AdminRefused(msg("staff.admin.badge_first",
                                   "present the new member's badge to the reader first"))
        self._free(badge, msg("staff.admin.change_instead", "change that member instead"))
        if not name:
            raise AdminRefused(msg("staff.admin.name_first", "type the new member's name first"))
        self._role(role)
        self._pin(pin, role)
        self._write(badge, name, role, hash_pin(pin), True, "staff_added",
                    f"{name} added as {role}, badge {badge}")  # i18n: audit log
        return self._member(badge)

    def set_role(self, badge: str, role: str) -> StaffMember:
        member = self._target(badge)
        self._role(role)
        if role == member.role:
            raise AdminRefused(msg("staff.admin.already_role", "{name} is already {role}",
                                   name=member.name, role=role_word(role)))
        if member.role == "admin":
            self._not_last_admin(member, msg("staff.admin.make_role", "make {name} {role}",
                                             name=member.name, role=role_word(role)))
        self._write(badge, member.name, role, member.pin_hash, member.active, "staff_role",
                    f"{member.name}: {member.role} to {role}")  # i18n: audit log
        return self._member(badge)

    def reset_pin(self, badge: str, pin: str) -> StaffMember:
        member = self._target(badge)
        self._pin(pin, member.role)
        self._write(badge, member.name, member.role, hash_pin(pin), member.active,
                    "staff_pin_reset", f"{member.name}'s PIN reset")  # i18n: audit log
        return self._member(badge)

    def set_active(self, badge: str, active: bool) -> StaffMember:
        member = self._target(badge)
        if member.active == active:
            raise AdminRefused(
                msg("staff.admin.already_active", "{name} is already active", name=member.name)
                if active else
                msg("staff.admin.already_inactive", "{name} is already inactive",
                    name=member.name))
        if not active and member.role == "admin":
            self._not_last_admin(member, msg("staff.admin.deactivate", "deactivate {name}",
                                             name=member.name))
        action = "staff_reactivated" if active else "staff_deactivated"
        self._write(badge, member.name, member.role, member.pin_hash, active, action,
                    f"{member.name} ({member.role}) {action.removeprefix('staff_')}")
        return self._member(badge)

    def rename(self, badge: str, name: str) -> StaffMember:
        """Correct the name on record; badge, role, PIN and history stay as they are."""
        member = self._target(badge)
        name = " ".join(name.split())
        if not name:
            raise AdminRefused(msg("staff.admin.corrected_name_first",
                                   "type {name}'s corrected name first", name=member.name))
        if name == member.name:
            raise AdminRefused(msg("staff.admin.same_name", "the name on record is already "
                                   "{name}", name=name))
        self._write(badge, name, member.role, member.pin_hash, member.active, "staff_renamed",
                    f"{member.name} renamed {name}, badge {badge}")  # i18n: audit log
        return self._member(badge)

    def replace_badge(self, badge: str, new_badge: str) -> StaffMember:
        """A lost or broken badge: ``new_badge`` (from the reader) signs in from now on, the
        old one nowhere, and never for anyone else; what the old one signed stays this
        person's (``EventStore.staff_history``)."""
        member = self._target(badge)
        new_badge = new_badge.strip()
        if not new_badge:
            raise AdminRefused(msg("staff.admin.new_badge_first", "present {name}'s new badge "
                                   "to the reader first", name=member.name))
        if new_badge == badge:
            raise AdminRefused(msg("staff.admin.same_badge", "badge {badge} is the one {name} "
                                   "has now: present the new badge", badge=badge,
                                   name=member.name))
        self._free(new_badge, msg("staff.admin.free_badge", "present a badge nobody holds"))
        self.store.replace_badge(
            badge, new_badge, action="staff_badge_replaced",
            # i18n: the audit log stays English
            detail=f"{member.name}: badge {badge} replaced by {new_badge} "
                   f"(by {self.admin.name})", by=self.admin.badge, table=self.table)
        if member.id == self.admin.id:  # an admin replacing their own badge stays signed in
            self.admin = self._member(new_badge)
        return self._member(new_badge)

    # ----------------------------------------------------------------- checks

    def _free(self, badge: str, instead: Message) -> None:
        """Refuse a badge someone holds, or one that was replaced (never reissued)."""
        taken = self.store.staff(badge)
        if taken is not None:
            raise AdminRefused(msg("staff.admin.badge_taken", "badge {badge} already belongs "
                                   "to {name}: {instead}", badge=badge, name=taken.name,
                                   instead=instead))
        old = self.store.retired_badge(badge)
        if old is not None:
            raise AdminRefused(msg("staff.admin.badge_retired", "badge {badge} was {name}'s "
                                   "until it was replaced, and a replaced badge is never given "
                                   "out again: {instead}", badge=badge, name=old.name,
                                   instead=instead))

    def _acting(self) -> StaffMember:
        """The acting admin as the staff table has them now."""
        now = self.store.staff(self.admin.badge)
        if now is None or not now.active or now.role not in ADMIN_ROLES:
            raise AdminRefused(msg("staff.admin.not_admin", "{name} is no longer an active "
                                   "admin: only an admin changes staff and roles",
                                   name=self.admin.name))
        return now

    def _target(self, badge: str) -> StaffMember:
        self._acting()
        member = self.store.staff(badge)
        if member is None:
            raise AdminRefused(msg("staff.admin.no_such_badge", "no staff member has badge "
                                   "{badge}", badge=badge))
        return member

    @staticmethod
    def _role(role: str) -> None:
        if role not in ROLES:
            raise AdminRefused(msg("staff.admin.not_a_role", "{role} is not a role: {roles}",
                                   role=repr(role), roles=joined(role_word(r) for r in ROLES)))

    @staticmethod
    def _pin(pin: str, role: str) -> None:
        problem = pin_problem(pin, role)
        if problem:
            raise AdminRefused(problem)

    def _not_last_admin(self, member: StaffMember, doing: Message) -> None:
        others = [m for m in self.store.all_staff()
                  if m.active and m.role == "admin" and m.badge != member.badge]
        if not others:
            raise AdminRefused(msg("staff.admin.last_admin", "cannot {doing}: {name} is the "
                                   "last active admin, and nobody could change staff "
                                   "afterwards. Make another admin first", doing=doing,
                                   name=member.name))

    def _write(self, badge: str, name: str, role: str, pin_hash: str | None, active: bool,
               action: str, detail: str) -> None:
        self.store.change_staff(badge, name, role, pin_hash=pin_hash, active=active,
                                # i18n: the audit log stays English
                                action=action, detail=f"{detail} (by {self.admin.name})",
                                by=self.admin.badge, table=self.table)

    def _member(self, badge: str) -> StaffMember:
        member = self.store.staff(badge)
        assert member is not None  # just written
        return member
