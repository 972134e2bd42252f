"""A ruling as the station shows it: the table's log rebuilt from the room's copy (room/mirror.py)
and read exactly as the table's own Floor panel reads it (ui/ruling_context.py): the proposed
ruling, its rules, who reported it and when, and the hand replayed to that moment. No Qt.

The engine folds the whole log once (in :class:`~.hand_replay.HandReplay`, to the hand's start);
the ruling itself comes from the room feed, which read it from the same log. A long log takes
seconds (docs/performance.md), so the page runs this off the screen's thread."""

from __future__ import annotations

import tempfile
from pathlib import Path

import psycopg

from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Ruling
from dealer_assist.room.floor_feed import OpenRuling
from dealer_assist.room.mirror import mirror
from dealer_assist.storage import EventStore
from dealer_assist.ui.ruling_context import RulingContext, ruling_context


def review(conn: psycopg.Connection[tuple[object, ...]], log_id: int,
           ruling: OpenRuling) -> RulingContext:
    """The context of ``ruling`` as the room holds its table's log."""
    with tempfile.TemporaryDirectory(prefix="dealer-assist-ruling-") as folder:
        path = Path(folder, "table.db")
        with conn.transaction():  # the mirror reads with a server-side cursor
            mirror(conn, log_id, path)
        with EventStore.open(path) as store:
            proposed = Ruling(ruling.hand, ruling.irregularity, ruling.rule_ids, ruling.detail,
                              reported_by=ruling.reported_by)
            # the log's own table_configured sets the rules as the replay folds it
            return ruling_context(store, ruling.table, ruling.number, proposed, TableSession())
