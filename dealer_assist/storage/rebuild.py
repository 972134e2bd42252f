"""The derived tables as the chain says they are, for ``verify``.

Every row of the chain is applied again, in order, to a fresh private database with the same
tables, by the very functions the store used when it wrote them (:func:`index_batch` for a
table's events, :func:`ledger.apply` for the log's records). The result is then compared row by
row with the file: a ``staff``, ``rulings``, ``hands``, ``tables``, ``table_sessions``,
``retired_badges`` or ``audit`` row edited, added or removed outside the program shows, named
by table and row.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from itertools import zip_longest
from typing import Any, Final

import sqlite_utils

from dealer_assist.engine.events import Event
from dealer_assist.messages import Message, joined, msg
from dealer_assist.storage import ledger
from dealer_assist.storage.indexer import extend_session, index_batch

#: A row the rebuild disagrees with: (seq, what is wrong).
Mismatch = tuple[int, str]

#: Every table derived from the chain, in the order they are compared.
DERIVED: Final = ("tables", "table_sessions", "hands", "rulings", "staff", "retired_badges",
                  "audit")


class Rebuild:
    """A private database (SQLite spills it to a temporary file) filled from the chain."""

    def __init__(self) -> None:
        from dealer_assist.storage.schema import MIGRATIONS  # schema builds on this package

        self.conn = sqlite3.connect("", isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = OFF")
        self.conn.execute("PRAGMA synchronous = OFF")
        db = sqlite_utils.Database(self.conn)
        for migration in MIGRATIONS:
            migration(db)
        self.conn.execute("BEGIN")
        self._sessions: dict[int, int] = {}  # table id -> its open session (as the store has)
        # rows of one append (one table, one time stamp) are indexed together, as the store did
        self._batch: list[tuple[int, Event, int | None]] = []  # seq, event, hand id in the file
        self._batch_key: tuple[str, int] = ("", 0)

    def close(self) -> None:
        self.conn.close()

    def record(self, at: int, kind_type: str, fields: str, body: str) -> Mismatch | None:
        """One of the log's own records (staff, badge, audit note, session)."""
        found = self.flush()
        data: dict[str, Any] = dict(zip(json.loads(fields), json.loads(body), strict=True))
        ledger.table_for(self.conn, ledger.LOG_TABLE, at)
        made = ledger.apply(self.conn, kind_type, data, at)
        if kind_type == "session_started":
            self._sessions[ledger.table_for(self.conn, data["table"], at)] = made
        elif kind_type == "session_ended":
            self._sessions = {t: s for t, s in self._sessions.items() if s != made}
        return found

    def event(self, seq: int, table: str, at: int, event: Event,
              hand_id: int | None) -> Mismatch | None:
        """One event row of a table, with the hand id the file gives it (checked on flush)."""
        found = self.flush() if self._batch and self._batch_key != (table, at) else None
        self._batch_key = (table, at)
        self._batch.append((seq, event, hand_id))
        return found

    def flush(self) -> Mismatch | None:
        """Index the queued rows; the first whose hand id is not the one the chain gives it."""
        if not self._batch:
            return None
        (table, at), batch = self._batch_key, self._batch
        self._batch = []
        table_id = ledger.table_for(self.conn, table, at)
        derived = index_batch(self.conn, table_id, [e for _s, e, _h in batch], batch[0][0], at)
        session = self._sessions.get(table_id)
        if session is not None:
            extend_session(self.conn, session, batch[0][0], batch[-1][0])
        for (seq, _event, hand_id), expected in zip(batch, derived, strict=True):
            if hand_id != expected:
                return seq, msg("verify.hand_id", "the row names hand id {hand_id} but the "
                                "chain before it puts it in {expected}",
                                hand_id=hand_id, expected=expected)
        return None

    def compare(self, log: sqlite3.Connection) -> str | None:
        """The first derived row that differs from what the chain says, or None."""
        for table in DERIVED:  # (call flush() first)
            found = _first_difference(table, _rows(log, table), _rows(self.conn, table))
            if found is not None:
                return found
        return None


def _rows(conn: sqlite3.Connection, table: str) -> Iterator[dict[str, Any]]:
    cursor = conn.execute(f'SELECT * FROM "{table}" ORDER BY rowid')
    names = [d[0] for d in cursor.description]
    for values in cursor:
        yield dict(zip(names, values, strict=True))


def _first_difference(
    table: str, in_file: Iterator[dict[str, Any]], chained: Iterator[dict[str, Any]],
) -> str | None:
    for found, expected in zip_longest(in_file, chained):
        if found == expected:
            continue
        if expected is None:
            return msg("verify.row_added", "table {table}, {row}: the row is not in the chain "
                       "(added outside the program)", table=table, row=_name(found))
        if found is None:
            return msg("verify.row_removed", "table {table}, {row}: the row the chain records "
                       "is missing (removed outside the program)",
                       table=table, row=_name(expected))
        if _name(found) != _name(expected):
            return msg("verify.row_moved", "table {table}, {row}: the row the chain records "
                       "is missing or out of place ({found} stands there)",
                       table=table, row=_name(expected), found=_name(found))
        changed = [k for k in expected if found.get(k) != expected[k]]
        what = joined((msg("verify.field_changed",
                           "{field} is {found} in the file but {expected} in the chain",
                           field=k, found=repr(found.get(k)), expected=repr(expected[k]))
                       for k in changed), "; ")
        return msg("verify.row_changed", "table {table}, {row}: {changes}",
                   table=table, row=_name(expected), changes=what)
    return None


def _name(row: dict[str, Any]) -> Message:
    """How a row is named in a report: its id, plus the badge or name a person would look for."""
    if "id" not in row:
        return msg("verify.badge", "badge {badge}", badge=repr(row.get("badge")))
    for label in ("badge", "name", "number", "ruling", "action"):
        if label in row:
            return msg("verify.row_labelled", "row id {id} ({label} {value})",
                       id=row["id"], label=label, value=repr(row[label]))
    return msg("verify.row_id", "row id {id}", id=row["id"])
