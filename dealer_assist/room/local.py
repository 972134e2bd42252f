"""Reading a table's own hand log for the room: its chain rows in order, as the hash covers them.

A read-only connection of its own (WAL: the table keeps writing meanwhile), so it only ever sees
committed rows.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import NamedTuple

from dealer_assist.storage.connection import connect


class ChainRow(NamedTuple):
    """One event row as the chain hashes it (docs/storage.md)."""

    seq: int
    table: str
    hand_id: int | None
    at: int
    type: str
    v: int
    fields: str
    body: str
    hash: bytes


_ROWS = (
    "SELECT e.seq, t.name, e.hand_id, e.at, k.type, k.v, k.fields, e.body, e.hash FROM events e"
    " JOIN tables t ON t.id = e.table_id JOIN event_kinds k ON k.id = e.kind"
)


class LocalLog:
    """The table's log, opened for reading."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.conn: sqlite3.Connection = connect(path, reader=True)

    def head_seq(self) -> int:
        row = self.conn.execute("SELECT coalesce(max(seq), 0) FROM events").fetchone()
        return int(row[0])

    def rows_after(self, seq: int, limit: int) -> list[ChainRow]:
        rows = self.conn.execute(f"{_ROWS} WHERE e.seq > ? ORDER BY e.seq LIMIT ?",
                                 (seq, limit)).fetchall()
        return [ChainRow(s, t, h, a, k, v, f, b, bytes(x)) for s, t, h, a, k, v, f, b, x in rows]

    def row(self, seq: int) -> ChainRow | None:
        rows = self.rows_after(seq - 1, 1)
        return rows[0] if rows and rows[0].seq == seq else None

    def rows_of_types(self, types: list[str], after: int = 0) -> list[ChainRow]:
        """Every row of these event types after ``after``, in order (signed heads, hand ends)."""
        marks = ", ".join("?" * len(types))
        rows = self.conn.execute(f"{_ROWS} WHERE k.type IN ({marks}) AND e.seq > ?"
                                 " ORDER BY e.seq", (*types, after)).fetchall()
        return [ChainRow(s, t, h, a, k, v, f, b, bytes(x)) for s, t, h, a, k, v, f, b, x in rows]

    def close(self) -> None:
        self.conn.close()
