"""One write transaction: BEGIN IMMEDIATE ... COMMIT, rolled back on any error.

IMMEDIATE takes the write lock up front, so a busy database fails at BEGIN (after the busy
timeout) instead of half-way through, and the COMMIT is where durability is decided.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from dealer_assist.storage.connection import translated


@contextmanager
def write_transaction(conn: sqlite3.Connection, path: Path) -> Iterator[None]:
    with translated(path):
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
