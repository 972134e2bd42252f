"""Badges over time: a staff member keeps one ``staff`` row for life while badges come and go.

Why a module: the audit table names staff by badge (``audit.staff``), and so do the rulings'
deciders ("Name (BADGE)" in ``rulings.decided_by``, copied from hash-chained ``ruling_decided``
events that must never be rewritten). So replacing a lost or broken badge edits no history: the
person's ``staff`` row takes the new badge, and the old one goes to ``retired_badges`` still
pointing at that row. The person's history is read through every badge they have held; a retired
badge signs in nowhere and is never handed to anyone else, so what it signed stays theirs.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from dealer_assist.storage import journal, ledger, queries
from dealer_assist.storage.errors import StorageError
from dealer_assist.storage.records import AuditEntry, Ruling, StaffMember


class BadgeUnavailable(StorageError):
    """The badge offered belongs to another member, or is a retired badge: nothing was changed."""


@dataclass(frozen=True, slots=True)
class RetiredBadge:
    badge: str
    staff_id: int
    name: str  # the holder's name now
    retired_at: int  # UTC ms
    replaced_by: str  # the badge that replaced it


@dataclass(frozen=True, slots=True)
class StaffHistory:
    """One person across all their badges: the audit notes they signed, the rulings they
    decided, and the badges they held before (oldest first)."""

    member: StaffMember
    retired: tuple[RetiredBadge, ...]
    audit: tuple[AuditEntry, ...]
    rulings: tuple[Ruling, ...]

    @property
    def badges(self) -> tuple[str, ...]:
        return (*(r.badge for r in self.retired), self.member.badge)


_RETIRED = ("SELECT r.badge, r.staff_id, s.name, r.retired_at, r.replaced_by FROM retired_badges r"
            " JOIN staff s ON s.id = r.staff_id")


def retired(conn: sqlite3.Connection, badge: str) -> RetiredBadge | None:
    row = conn.execute(f"{_RETIRED} WHERE r.badge = ?", (badge,)).fetchone()
    return None if row is None else RetiredBadge(*row)


def retired_of(conn: sqlite3.Connection, staff_id: int) -> tuple[RetiredBadge, ...]:
    rows = conn.execute(f"{_RETIRED} WHERE r.staff_id = ? ORDER BY r.retired_at, r.rowid",
                        (staff_id,))
    return tuple(RetiredBadge(*row) for row in rows)


def refuse_retired(conn: sqlite3.Connection, badge: str) -> None:
    """Raise :class:`BadgeUnavailable` if ``badge`` was replaced (it is nobody's to take)."""
    old = retired(conn, badge)
    if old is not None:
        raise BadgeUnavailable(
            f"badge {badge} was {old.name}'s and was replaced: a replaced badge is never given "
            "out again, so what it signed stays with its holder")


def check_new(conn: sqlite3.Connection, badge: str) -> None:
    """Raise :class:`BadgeUnavailable` unless ``badge`` is in nobody's hands, now or before."""
    holder = journal.find_staff(conn, badge)
    if holder is not None:
        raise BadgeUnavailable(f"badge {badge} already belongs to {holder.name}")
    refuse_retired(conn, badge)


def replace(conn: sqlite3.Connection, at: int, old: str, new: str) -> int:
    """Give the holder of ``old`` the badge ``new`` and retire ``old``; returns the staff row id.

    Call inside a write transaction. Raises :class:`BadgeUnavailable` (nothing written) when
    ``old`` is nobody's or ``new`` is taken or retired.
    """
    member = journal.find_staff(conn, old)
    if member is None:
        raise BadgeUnavailable(f"no staff member has badge {old}")
    check_new(conn, new)
    return ledger.write(conn, at, "badge_replaced",
                        {"staff_id": member.id, "old": old, "new": new})


def history(conn: sqlite3.Connection, member: StaffMember) -> StaffHistory:
    old = retired_of(conn, member.id)
    badges = [*(r.badge for r in old), member.badge]
    return StaffHistory(member, old, tuple(journal.audit_entries(conn, staff=badges)),
                        tuple(queries.rulings(conn, decided_with=badges)))
