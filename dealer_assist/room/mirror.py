"""One table's log rebuilt from the room's copy as a temporary SQLite hand log, row for row
(same seq, time, body and hash), indexed as the table's own store indexes it.

This is how the room exports reuse the per-table exporters unchanged: same formats, same
columns. It streams: rows come from a server-side cursor a few thousand at a time and go to
disk, so memory does not grow with the log. A copy can be brought up to date later with only
the rows added since (``after``): :class:`~.mirror_cache.KeptMirrors` keeps copies that way
for the supervisor's charts and exports.
"""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import psycopg

from dealer_assist.messages import msg
from dealer_assist.room.reader import RoomLog, RoomReader
from dealer_assist.storage import ledger
from dealer_assist.storage.anchor import ANCHOR_TYPES
from dealer_assist.storage.codec import KindCache, join_event
from dealer_assist.storage.connection import connect
from dealer_assist.storage.errors import ExportCancelled, export_cancelled
from dealer_assist.storage.export_filters import FilterError
from dealer_assist.storage.indexer import HAND_ENDS, HAND_STARTS, hand_for, index_event
from dealer_assist.storage.schema import migrate
from dealer_assist.storage.transaction import write_transaction

if TYPE_CHECKING:
    from dealer_assist.room.mirror_cache import KeptMirrors

# the masked view: a floor or supervisor login may not read PIN hashes (the log's own staff
# records, which carry them, are skipped below anyway)
_ROWS = ("SELECT seq, table_name, at, type, v, fields, body, hash FROM room.event_bodies"
         " WHERE log_id = %s AND seq > %s ORDER BY seq")


def mirror(room: psycopg.Connection[tuple[object, ...]], log_id: int, path: Path,
           after: int = 0) -> int:
    """Write the room's copy of log ``log_id`` to a new hand log at ``path``, or (``after``)
    add to the copy there the rows after seq ``after``; returns the last seq read (``after``
    when nothing was new)."""
    conn = connect(path)
    try:
        conn.execute("PRAGMA synchronous = OFF")  # a scratch file: rebuilt if anything fails
        migrate(conn, path)
        kinds = KindCache()
        kinds.load(conn)
        tables = {str(n): int(i) for n, i in conn.execute("SELECT name, id FROM tables")}
        current = {t: _open_hand(conn, t) for t in tables.values()}
        last = after
        with write_transaction(conn, path), room.cursor(name=f"mirror_{log_id}") as cursor:
            cursor.itersize = 5000
            cursor.execute(_ROWS, (log_id, after))
            for seq, name, at, kind_type, v, fields, body, digest in cursor:
                last = int(str(seq))
                if name == ledger.LOG_TABLE:
                    continue  # the log's own records (staff, audit): no table's play to export
                table_id = tables.get(str(name))
                if table_id is None:
                    table_id = tables[str(name)] = int(conn.execute(
                        "INSERT INTO tables (name, first_seen) VALUES (?, ?)", (name, at)
                    ).lastrowid or 0)
                kind_id = kinds.id_for(conn, str(kind_type), int(str(v)), str(fields))
                kinds.remember(kind_id, str(kind_type), int(str(v)), str(fields))
                event = join_event(kinds.kind(conn, kind_id), str(body))
                open_hand = current.get(table_id)
                hand_id = None if kind_type in ANCHOR_TYPES else hand_for(
                    conn, table_id, event, int(str(seq)), int(str(at)), open_hand)
                conn.execute(
                    "INSERT INTO events (seq, table_id, hand_id, at, kind, body, hash)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (seq, table_id, hand_id, at, kind_id, body, bytes(digest)
                     if isinstance(digest, bytes | memoryview) else b""))
                if kind_type not in ANCHOR_TYPES:
                    index_event(conn, table_id, event, int(str(seq)), int(str(at)), hand_id)
                if kind_type in HAND_STARTS:
                    current[table_id] = hand_id
                elif kind_type in HAND_ENDS:
                    current[table_id] = None
                if current.get(table_id) is not None:
                    conn.execute("UPDATE hands SET last_seq = ? WHERE id = ? AND ended_at IS NULL",
                                 (seq, current[table_id]))
    finally:
        conn.close()
    return last


def _open_hand(conn: sqlite3.Connection, table_id: int) -> int | None:
    """The table's hand in progress in a copy (its newest hand, unless that one ended)."""
    row = conn.execute("SELECT id, ended_at FROM hands WHERE table_id = ? ORDER BY id DESC"
                       " LIMIT 1", (table_id,)).fetchone()
    return None if row is None or row[1] is not None else int(row[0])


def chosen_logs(room: RoomReader, tables: list[str] | None) -> list[RoomLog]:
    """The room's logs of the named tables (all when none are named); an unknown name is
    refused, naming the tables the room has."""
    logs = room.logs()
    names = sorted({log.table for log in logs})
    unknown = [t for t in tables or [] if t not in names]
    if unknown:
        raise FilterError(f"unknown table {unknown[0]!r}; the room has: {', '.join(names)}")
    return [log for log in logs if not tables or log.table in tables]


def each_mirrored(room: RoomReader, logs: list[RoomLog], cancel: Callable[[], bool] | None = None,
                  what: str = "export", kept: KeptMirrors | None = None,
                  ) -> Iterator[tuple[RoomLog, Path]]:
    """Each log rebuilt in turn as a scratch hand log, removed once the caller moves on (or,
    with ``kept``, brought up to date and kept); one pooled connection throughout; ``cancel()``
    is asked before each log."""
    with room.connection() as conn, \
            tempfile.TemporaryDirectory(prefix="dealer-assist-room-") as scratch:
        for log in logs:
            if cancel is not None and cancel():
                raise export_cancelled() if what == "export" else ExportCancelled(
                    msg("charts.cancelled", "charts cancelled"))
            if kept is not None:
                with kept.current(conn, log.log_id) as db:
                    yield log, db
                continue
            db = Path(scratch, f"{log.log_id}.db")
            mirror(conn, log.log_id, db)
            yield log, db
            for path in Path(scratch).iterdir():
                path.unlink()
