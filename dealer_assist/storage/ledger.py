"""Chained records: everything that matters outside a table's own events goes into the chain.

Staff (badges, roles, PIN hashes), replaced badges, audit notes and the runs of the program at
each table are written as rows of ``events`` under the reserved table :data:`LOG_TABLE`, with
the same hash chain as the dealer's events. The ``staff``, ``retired_badges``, ``audit`` and
``table_sessions`` tables are then only what :func:`apply` derives from those rows, in the same
transaction; ``verify`` derives them again from the chain and compares row by row, so an edit
of any of them shows (see docs/storage.md, "What the chain covers").
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping
from typing import Any, Final

from dealer_assist.storage.chain import GENESIS, row_hash
from dealer_assist.storage.codec import kind_id

#: The reserved ``tables.name`` of the log's own records (no table can be called that).
LOG_TABLE: Final = "(log)"
RECORD_VERSION: Final = 1
#: Tables a log written before the chain covered them may hold: adopted as they were found.
ADOPTABLE: Final = ("staff", "retired_badges", "audit", "table_sessions")

_compact = json.JSONEncoder(separators=(",", ":")).encode


def chain_tail(conn: sqlite3.Connection) -> tuple[int, bytes]:
    """(seq, hash) of the last row of the chain; (0, GENESIS) for an empty log."""
    last = conn.execute("SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1").fetchone()
    return (int(last[0]), bytes(last[1])) if last else (0, GENESIS)


def table_for(conn: sqlite3.Connection, name: str, at: int) -> int:
    """The table's row id, creating the row when the name is first seen."""
    row = conn.execute("SELECT id FROM tables WHERE name = ?", (name,)).fetchone()
    if row is not None:
        return int(row[0])
    cursor = conn.execute("INSERT INTO tables (name, first_seen) VALUES (?, ?)", (name, at))
    return int(cursor.lastrowid or 0)


def write(conn: sqlite3.Connection, at: int, kind_type: str, data: Mapping[str, Any]) -> int:
    """Append one record to the chain and derive its table rows; returns the row it made or
    changed (staff id, audit id, session id). Call inside the caller's write transaction."""
    fields, body = _compact(list(data)), _compact(list(data.values()))
    table_id = table_for(conn, LOG_TABLE, at)
    seq, previous = chain_tail(conn)
    seq += 1
    digest = row_hash(previous, seq, LOG_TABLE, None, at, kind_type, RECORD_VERSION, fields, body)
    conn.execute(
        "INSERT INTO events (seq, table_id, hand_id, at, kind, body, hash)"
        " VALUES (?, ?, NULL, ?, ?, ?, ?)",
        (seq, table_id, at, kind_id(conn, kind_type, RECORD_VERSION, fields), body, digest),
    )
    return apply(conn, kind_type, dict(data), at)


def apply(conn: sqlite3.Connection, kind_type: str, data: dict[str, Any], at: int) -> int:
    """Derive the table rows of one record (the store when writing, verify when rebuilding)."""
    handler = _APPLY.get(kind_type)
    if handler is None:
        raise ValueError(f"unknown record type {kind_type!r}")
    return handler(conn, data, at)


def _log_opened(conn: sqlite3.Connection, data: dict[str, Any], at: int) -> int:
    return 0  # read back by purpose(); derives no row


def _staff_set(conn: sqlite3.Connection, data: dict[str, Any], at: int) -> int:
    conn.execute(  # a record without "language" (before issue 20) keeps the member's
        "INSERT INTO staff (badge, name, role, pin_hash, added_at, active, language)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (badge) DO UPDATE SET name = excluded.name,"
        " role = excluded.role, pin_hash = excluded.pin_hash, active = excluded.active,"
        " language = coalesce(excluded.language, staff.language)",
        (data["badge"], data["name"], data["role"], data["pin_hash"], at, int(data["active"]),
         data.get("language")),
    )
    row = conn.execute("SELECT id FROM staff WHERE badge = ?", (data["badge"],)).fetchone()
    return int(row[0])


def _badge_replaced(conn: sqlite3.Connection, data: dict[str, Any], at: int) -> int:
    staff_id = int(data["staff_id"])
    conn.execute("UPDATE staff SET badge = ? WHERE id = ?", (data["new"], staff_id))
    conn.execute(
        "INSERT INTO retired_badges (badge, staff_id, retired_at, replaced_by) VALUES (?, ?, ?, ?)",
        (data["old"], staff_id, at, data["new"]))
    return staff_id


def _audit_noted(conn: sqlite3.Connection, data: dict[str, Any], at: int) -> int:
    table = data["table"]
    found = None if table is None else conn.execute(
        "SELECT id FROM tables WHERE name = ?", (table,)).fetchone()
    cursor = conn.execute(
        "INSERT INTO audit (at, table_id, staff, action, detail) VALUES (?, ?, ?, ?, ?)",
        (at, None if found is None else found[0], data["staff"], data["action"], data["detail"]),
    )
    return int(cursor.lastrowid or 0)


def _session_started(conn: sqlite3.Connection, data: dict[str, Any], at: int) -> int:
    table_id = table_for(conn, data["table"], at)
    cursor = conn.execute(
        "INSERT INTO table_sessions (table_id, started_at) VALUES (?, ?)", (table_id, at))
    return int(cursor.lastrowid or 0)


def _session_ended(conn: sqlite3.Connection, data: dict[str, Any], at: int) -> int:
    conn.execute("UPDATE table_sessions SET ended_at = ?, end_reason = ? WHERE id = ?",
                 (data["ended_at"], data["reason"], data["session"]))
    return int(data["session"])


def _row_adopted(conn: sqlite3.Connection, data: dict[str, Any], at: int) -> int:
    table, row = data["table"], data["row"]
    if table not in ADOPTABLE or not isinstance(row, dict):
        raise ValueError(f"a row of table {table!r} cannot be adopted")
    columns = {r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')}
    unknown = sorted(set(row) - columns)
    if unknown:  # never let a name from the file into the SQL text
        raise ValueError(f"table {table} has no column {unknown[0]!r}")
    names = ", ".join(f'"{name}"' for name in row)
    conn.execute(f'INSERT INTO "{table}" ({names}) VALUES ({", ".join("?" * len(row))})',
                 list(row.values()))
    return int(row.get("id") or 0)


_APPLY: Final[dict[str, Callable[[sqlite3.Connection, dict[str, Any], int], int]]] = {
    "log_opened": _log_opened,
    "staff_set": _staff_set,
    "badge_replaced": _badge_replaced,
    "audit_noted": _audit_noted,
    "session_started": _session_started,
    "session_ended": _session_ended,
    "row_adopted": _row_adopted,
}


def adopt_existing_rows(conn: sqlite3.Connection, at: int) -> int:
    """Chain the rows a log holds from before its records were chained (schema migration 3):
    each row becomes a ``row_adopted`` record, so from now on an edit of it shows. Rows are
    read first and re-inserted by :func:`apply`, exactly as verify will rebuild them."""
    adopted = 0
    for table in ADOPTABLE:
        cursor = conn.execute(f'SELECT * FROM "{table}" ORDER BY rowid')
        names = [d[0] for d in cursor.description]
        rows = [dict(zip(names, values, strict=True)) for values in cursor.fetchall()]
        conn.execute(f'DELETE FROM "{table}"')
        for row in rows:
            write(conn, at, "row_adopted", {"table": table, "row": row})
            adopted += 1
    return adopted


def purpose(conn: sqlite3.Connection) -> str:
    """What the log is for, from its ``log_opened`` record: ``table`` (a table's live log, also
    every log from before the record existed) or ``import`` (written by ``replay --db``)."""
    row = conn.execute(
        "SELECT e.body FROM events e JOIN event_kinds k ON k.id = e.kind"
        " JOIN tables t ON t.id = e.table_id"
        " WHERE k.type = 'log_opened' AND t.name = ? ORDER BY e.seq LIMIT 1", (LOG_TABLE,),
    ).fetchone()
    return "table" if row is None else str(json.loads(row[0])[0])
