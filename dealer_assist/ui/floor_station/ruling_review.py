"""A ruling as the station shows it: the table's log rebuilt from the room's copy (room/mirror.py)
and read exactly as the table's own Floor panel reads it (ui/ruling_context.py): the proposed
ruling, its rules, who reported it and when, and the hand replayed to that moment. No Qt."""

from __future__ import annotations

import tempfile
from pathlib import Path

import psycopg

from dealer_assist.engine.session import TableSession
from dealer_assist.room.mirror import mirror
from dealer_assist.storage import EventStore
from dealer_assist.ui.ruling_context import RulingContext, ruling_context


def review(conn: psycopg.Connection[tuple[object, ...]], log_id: int, table: str,
           number: int) -> RulingContext:
    """The context of ruling ``number`` of ``table`` as the room holds its log. Raises
    LookupError when the room's copy has no such ruling."""
    with tempfile.TemporaryDirectory(prefix="dealer-assist-ruling-") as folder:
        path = Path(folder, "table.db")
        with conn.transaction():  # the mirror reads with a server-side cursor
            mirror(conn, log_id, path)
        with EventStore.open(path) as store:
            session = TableSession()
            session.run(list(store.table_events(table)))
            ruling = session.table.rulings.get(number)
            if ruling is None:
                raise LookupError(f"the room's copy of table {table} has no ruling {number}")
            return ruling_context(store, table, number, ruling, session)
