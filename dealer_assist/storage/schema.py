"""The hand log's tables, created and upgraded by numbered migrations (``PRAGMA user_version``).

Migrations only ever add: an older file is upgraded in place inside one transaction, and a file
from a newer program is refused rather than guessed at. See ``docs/storage.md`` for the tables.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import sqlite_utils

from dealer_assist.messages import Message, msg
from dealer_assist.storage import ledger
from dealer_assist.storage.connection import APPLICATION_ID, translated
from dealer_assist.storage.errors import NotADatabase, SchemaTooNew
from dealer_assist.storage.times import SQL_ISO, wall_clock_ms
from dealer_assist.storage.transaction import write_transaction

__all__ = ["APPLICATION_ID", "MIGRATIONS", "check_version", "migrate"]


def _v1_tables(db: sqlite_utils.Database) -> None:
    db.table("tables").create(
        {"id": int, "name": str, "house": str, "game": str, "game_limit": str, "seats": int,
         "first_seen": int, "configured_at": int},
        pk="id", not_null={"name", "first_seen"},
    )
    db.table("tables").create_index(["name"], unique=True)
    db.table("table_sessions").create(
        {"id": int, "table_id": int, "started_at": int, "ended_at": int, "end_reason": str,
         "first_seq": int, "last_seq": int},
        pk="id", not_null={"table_id", "started_at"},
        foreign_keys=[("table_id", "tables", "id")],
    )
    db.table("table_sessions").create_index(["table_id"])
    db.table("event_kinds").create(
        {"id": int, "type": str, "v": int, "fields": str},
        pk="id", not_null={"type", "v", "fields"},
    )
    db.table("event_kinds").create_index(["type", "v", "fields"], unique=True)
    db.table("hands").create(
        {"id": int, "table_id": int, "number": int, "house": str, "game": str, "game_limit": str,
         "button": int, "small_bet": int, "big_bet": int, "status": str, "voided": int,
         "started_at": int,
         "ended_at": int, "first_seq": int, "last_seq": int},
        pk="id", not_null={"table_id", "number", "status", "started_at", "first_seq", "last_seq"},
        defaults={"voided": 0},
        foreign_keys=[("table_id", "tables", "id")],
    )
    db.table("hands").create_index(["table_id"])
    db.table("hands").create_index(["table_id", "number"])
    db.table("hands").create_index(["started_at"])
    db.table("events").create(
        {"seq": int, "table_id": int, "hand_id": int, "at": int, "kind": int, "body": str,
         "hash": bytes},
        pk="seq", not_null={"table_id", "at", "kind", "body", "hash"},
        foreign_keys=[("table_id", "tables", "id"), ("hand_id", "hands", "id"),
                      ("kind", "event_kinds", "id")],
    )
    # Only events outside a hand (set-up, seating) are indexed by table: recovery and exports
    # find a hand's own events through hands.first_seq/last_seq, which keeps rows small.
    db.execute(
        "CREATE INDEX events_between_hands ON events(table_id, seq) WHERE hand_id IS NULL"
    )
    db.table("rulings").create(
        {"id": int, "table_id": int, "ruling": int, "hand_id": int, "irregularity": str,
         "rule_ids": str, "detail": str, "status": str, "proposed_at": int, "proposed_seq": int,
         "decided_at": int, "decided_seq": int, "decided_by": str, "reason": str},
        pk="id", not_null={"table_id", "ruling", "status"},
        foreign_keys=[("table_id", "tables", "id"), ("hand_id", "hands", "id")],
    )
    db.table("rulings").create_index(["table_id", "ruling"], unique=True)
    db.table("rulings").create_index(["table_id", "proposed_at"])
    db.table("staff").create(
        {"id": int, "badge": str, "name": str, "role": str, "pin_hash": str, "added_at": int,
         "active": int},
        pk="id", not_null={"badge", "name", "role", "added_at"}, defaults={"active": 1},
    )
    db.table("staff").create_index(["badge"], unique=True)
    db.table("audit").create(
        {"id": int, "at": int, "table_id": int, "staff": str, "action": str, "detail": str},
        pk="id", not_null={"at", "action"},
        foreign_keys=[("table_id", "tables", "id")],
    )
    db.table("audit").create_index(["at"])
    _v1_views(db)


def _v1_views(db: sqlite_utils.Database) -> None:
    """Read-only views for people using Datasette or the sqlite-utils command line."""
    _event_log_view(db)
    db.create_view("hand_log", f"""
SELECT h.id, t.name AS "table", h.number AS hand, h.house, h.game, h.game_limit, h.button,
       h.status, h.voided, {SQL_ISO.format(col='h.started_at')} AS started_utc,
       {SQL_ISO.format(col='h.ended_at')} AS ended_utc, h.first_seq, h.last_seq
FROM hands h JOIN tables t ON t.id = h.table_id""")
    db.create_view("ruling_log", f"""
SELECT r.id, t.name AS "table", h.number AS hand, r.ruling, r.irregularity, r.rule_ids,
       r.detail, r.status, {SQL_ISO.format(col='r.proposed_at')} AS proposed_utc,
       {SQL_ISO.format(col='r.decided_at')} AS decided_utc, r.decided_by, r.reason
FROM rulings r JOIN tables t ON t.id = r.table_id LEFT JOIN hands h ON h.id = r.hand_id""")


def _v2_retired_badges(db: sqlite_utils.Database) -> None:
    """Badges taken out of service (lost or broken, replaced by an admin): each still names the
    staff row it belonged to, so audit notes and rulings signed with it stay that person's, and
    the badge is never given to anyone else (see :mod:`dealer_assist.storage.badges`)."""
    db.table("retired_badges").create(
        {"badge": str, "staff_id": int, "retired_at": int, "replaced_by": str},
        pk="badge", not_null={"staff_id", "retired_at", "replaced_by"},
        foreign_keys=[("staff_id", "staff", "id")],
    )
    db.table("retired_badges").create_index(["staff_id"])


def _v3_chain_everything(db: sqlite_utils.Database) -> None:
    """From version 3 on, staff, badges, audit notes and table sessions are chained records
    (:mod:`dealer_assist.storage.ledger`). A log from before is upgraded by chaining the rows it
    holds as they are (``row_adopted`` records): what was edited before the upgrade cannot be
    told any more, every edit after it shows. No table changes."""
    ledger.adopt_existing_rows(db.conn, wall_clock_ms())


# One body value as JSON text, in SQL that SQLite 3.31 (Ubuntu 20.04) runs: the ``->`` operator
# needs 3.38, and a view an older library cannot parse makes the whole file unreadable to it.
_JSON_VALUE = """CASE b.type WHEN 'true' THEN 'true' WHEN 'false' THEN 'false'
  WHEN 'null' THEN 'null' WHEN 'object' THEN b.value WHEN 'array' THEN b.value
  ELSE json_quote(b.value) END"""


def _event_log_view(db: sqlite_utils.Database) -> None:
    """Every event as the JSON object it was written from, with its table, hand and time."""
    db.create_view("event_log", f"""
SELECT e.seq, t.name AS "table", h.number AS hand, {SQL_ISO.format(col='e.at')} AS at_utc,
       k.type, '{{"type":' || json_quote(k.type) || ',"v":' || k.v || coalesce(
         (SELECT group_concat(pair, '') FROM (
            SELECT ',' || json_quote(f.value) || ':' || {_JSON_VALUE} AS pair
            FROM json_each(k.fields) AS f JOIN json_each(e.body) AS b ON b.key = f.key
            ORDER BY f.key)),
         '') || '}}' AS event
FROM events e JOIN event_kinds k ON k.id = e.kind JOIN tables t ON t.id = e.table_id
LEFT JOIN hands h ON h.id = e.hand_id""", replace=True)


def _v4_portable_views(db: sqlite_utils.Database) -> None:
    """The event_log view rewritten without ``->``, so an older SQLite opens the file."""
    _event_log_view(db)


def _v5_staff_language(db: sqlite_utils.Database) -> None:
    """Each staff member's own screen language (issue 20); NULL on older rows: the table's."""
    if "language" not in db.table("staff").columns_dict:  # a file re-marked older has it
        db.execute("ALTER TABLE staff ADD COLUMN language TEXT")


MIGRATIONS: tuple[Callable[[sqlite_utils.Database], None], ...] = (
    _v1_tables, _v2_retired_badges, _v3_chain_everything, _v4_portable_views,
    _v5_staff_language,
)


def check_version(conn: sqlite3.Connection, path: Path) -> None:
    """For readers (verify, export): the file must be a hand log this program understands."""
    with translated(path):
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    if app_id != APPLICATION_ID or version == 0:
        raise NotADatabase(not_our_log(path))
    if version > len(MIGRATIONS):
        raise SchemaTooNew(too_new(path, version))
    with translated(path):
        found = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    missing = sorted(_REQUIRED - found)
    if missing:
        raise NotADatabase(msg(
            "storage.tables_missing", "{path} is marked as a hand log but has no {tables} "
            "table: it is not one this program can read", path=str(path),
            tables=", ".join(missing)))


def not_our_log(path: Path) -> Message:
    return msg("storage.not_our_log", "{path} is an SQLite database but not a Dealer Assist "
               "hand log", path=str(path))


def too_new(path: Path, version: int) -> Message:
    return msg("storage.too_new", "{path} was written by a newer Dealer Assist (log version "
               "{version}); update this program to read it", path=str(path), version=version)


_REQUIRED = frozenset({"events", "event_kinds", "tables", "hands"})


def migrate(conn: sqlite3.Connection, path: Path) -> int:
    """Bring the file to the newest schema; returns the version it was at before (0: new)."""
    with write_transaction(conn, path):
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > len(MIGRATIONS):
            raise SchemaTooNew(too_new(path, version))
        if version == 0 and _has_foreign_tables(conn):
            raise NotADatabase(not_our_log(path))
        db = sqlite_utils.Database(conn)
        for number in range(version, len(MIGRATIONS)):
            MIGRATIONS[number](db)
        if version < len(MIGRATIONS):
            conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    return version


def _has_foreign_tables(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetchone()
    return bool(row[0])
