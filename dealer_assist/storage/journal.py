"""The staff and audit tables: who works the tables, and what happened outside the events.

Both are written as chained records (:mod:`dealer_assist.storage.ledger`) and read here. PINs are
the UI's concern: the store keeps whatever hash it is given and never sees a PIN.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from dealer_assist.storage import ledger
from dealer_assist.storage.records import AuditEntry, StaffMember


def add_audit(
    conn: sqlite3.Connection, at: int, action: str, detail: str = "",
    table: str | None = None, staff: str | None = None,
) -> int:
    """A chained audit note (``table``: the table's name, kept only if the log knows it)."""
    return ledger.write(conn, at, "audit_noted",
                        {"table": table, "staff": staff, "action": action, "detail": detail})


def audit_entries(
    conn: sqlite3.Connection, since: int | None = None, action: str | None = None,
    staff: Sequence[str] = (),
) -> list[AuditEntry]:
    """Notes from ``since`` on, of one ``action``; with ``staff``, only those signed by one of
    these badges (a person's current and replaced badges)."""
    signed = f" AND a.staff IN ({', '.join('?' * len(staff))})" if staff else ""
    rows = conn.execute(
        "SELECT a.id, a.at, t.name, a.staff, a.action, a.detail FROM audit a"
        " LEFT JOIN tables t ON t.id = a.table_id"
        f" WHERE (? IS NULL OR a.at >= ?) AND (? IS NULL OR a.action = ?){signed} ORDER BY a.id",
        (since, since, action, action, *staff),
    )
    return [AuditEntry(i, at, table, staff, act, detail or "")
            for i, at, table, staff, act, detail in rows]


def latest_for_badge(
    conn: sqlite3.Connection, badge: str, actions: Sequence[str], count: int,
) -> list[AuditEntry]:
    """The ``count`` newest notes of these ``actions`` naming ``badge``, newest first: what
    every sign-in panel reads to count wrong PINs, so the count is the log's, not a panel's."""
    rows = conn.execute(
        "SELECT a.id, a.at, t.name, a.staff, a.action, a.detail FROM audit a"
        " LEFT JOIN tables t ON t.id = a.table_id"
        f" WHERE a.staff = ? AND a.action IN ({', '.join('?' * len(actions))})"
        " ORDER BY a.id DESC LIMIT ?",
        (badge, *actions, count),
    )
    return [AuditEntry(i, at, table, staff, act, detail or "")
            for i, at, table, staff, act, detail in rows]


def upsert_staff(
    conn: sqlite3.Connection, at: int, badge: str, name: str, role: str,
    pin_hash: str | None, active: bool, language: str | None = None,
) -> int:
    """Add or change a staff member by badge, as a chained record; returns the staff row id.
    ``language`` None keeps the member's language (and the record as it was before issue 20)."""
    data: dict[str, object] = {"badge": badge, "name": name, "role": role,
                               "pin_hash": pin_hash, "active": bool(active)}
    if language is not None:
        data["language"] = language
    return ledger.write(conn, at, "staff_set", data)


def all_staff(conn: sqlite3.Connection) -> list[StaffMember]:
    rows = conn.execute(
        "SELECT id, badge, name, role, pin_hash, active, coalesce(language, '') FROM staff"
        " ORDER BY name, badge")
    return [StaffMember(i, badge, name, role, pin_hash, bool(active), language)
            for i, badge, name, role, pin_hash, active, language in rows]


def find_staff(conn: sqlite3.Connection, badge: str) -> StaffMember | None:
    return _one_staff(conn, "badge", badge)


def find_staff_id(conn: sqlite3.Connection, staff_id: int) -> StaffMember | None:
    return _one_staff(conn, "id", staff_id)


def _one_staff(conn: sqlite3.Connection, column: str, value: str | int) -> StaffMember | None:
    row = conn.execute(
        "SELECT id, badge, name, role, pin_hash, active, coalesce(language, '') FROM staff"
        f" WHERE {column} = ?", (value,)
    ).fetchone()
    if row is None:
        return None
    staff_id, badge_, name, role, pin_hash, active, language = row
    return StaffMember(staff_id, badge_, name, role, pin_hash, bool(active), language)
