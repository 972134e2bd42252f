"""A ruling as the station shows it: the table's log rebuilt from the room's copy (room/mirror.py)
and read exactly as the table's own Floor panel reads it (ui/ruling_context.py): the proposed
ruling, its rules, who reported it and when, and the hand replayed to that moment. No Qt.

:func:`review_kept` is what the station uses: the log as read so far is kept per table
(room/table_history.py) and only what the room added since is read and folded, so a second
ruling at a table opens at once; the first still reads the whole log (docs/performance.md), so
the page runs it off the screen's thread. :func:`review` rebuilds everything each time (a
scratch SQLite copy, the whole fold): the benchmark's anchor and the tests' reference."""

from __future__ import annotations

import tempfile
from pathlib import Path

import psycopg

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Ruling
from dealer_assist.room.floor_feed import OpenRuling
from dealer_assist.room.mirror import mirror
from dealer_assist.room.table_history import TableHistory
from dealer_assist.storage import EventStore
from dealer_assist.ui.hand_replay import HandReplay
from dealer_assist.ui.ruling_context import RulingContext, ruling_context


def review(conn: psycopg.Connection[tuple[object, ...]], log_id: int,
           ruling: OpenRuling) -> RulingContext:
    """The context of ``ruling`` as the room holds its table's log."""
    with tempfile.TemporaryDirectory(prefix="dealer-assist-ruling-") as folder:
        path = Path(folder, "table.db")
        with conn.transaction():  # the mirror reads with a server-side cursor
            mirror(conn, log_id, path)
        with EventStore.open(path) as store:
            # the log's own table_configured sets the rules as the replay folds it
            return ruling_context(store, ruling.table, ruling.number, _proposed(ruling),
                                  TableSession())


def review_kept(conn: psycopg.Connection[tuple[object, ...]], history: TableHistory,
                ruling: OpenRuling) -> RulingContext:
    """The context of ``ruling`` from ``history``, brought up to date with the room first."""
    history.extend(conn)

    def replay(table: str, hand: int, config: GameConfig) -> HandReplay:
        events = [s.event for s in history.hand_events(table, hand)]
        return HandReplay.from_base(hand, history.before_hand(table, hand, config), events,
                                    config)

    return ruling_context(history, ruling.table, ruling.number, _proposed(ruling),
                          TableSession(), replay)


def _proposed(ruling: OpenRuling) -> Ruling:
    return Ruling(ruling.hand, ruling.irregularity, ruling.rule_ids, ruling.detail,
                  reported_by=ruling.reported_by)
