"""After a power cut: find what was left open and hand the engine the events to resume it.

The store does not decide what the hand's state is (the engine does, by replaying events); it
only returns the events in order and writes what happened to the audit table.
"""

from __future__ import annotations

import sqlite3

from dealer_assist.storage import ledger
from dealer_assist.storage.codec import KindCache
from dealer_assist.storage.journal import add_audit
from dealer_assist.storage.queries import stored_events, table_row
from dealer_assist.storage.records import HandInProgress, Interruption


def hand_in_progress(
    conn: sqlite3.Connection, kinds: KindCache, table: str,
) -> HandInProgress | None:
    """The table's unfinished hand, with the set-up events and hand events to replay, or None."""
    table_id = table_row(conn, table)
    if table_id is None:
        return None
    row = conn.execute(
        "SELECT number, first_seq, status FROM hands WHERE table_id = ? ORDER BY id DESC LIMIT 1",
        (table_id,),
    ).fetchone()
    if row is None or row[2] != "in_progress":
        return None
    number, first_seq = int(row[0]), int(row[1])
    setup = stored_events(
        conn, kinds, "e.table_id = ? AND e.hand_id IS NULL AND e.seq < ?", (table_id, first_seq)
    )
    hand = stored_events(conn, kinds, "e.seq >= ? AND e.table_id = ?", (first_seq, table_id))
    return HandInProgress(number, [s.event for s in setup] + [s.event for s in hand])


def close_interrupted_sessions(conn: sqlite3.Connection, now: int) -> list[Interruption]:
    """Sessions never closed cleanly: close them and note each in the audit table.

    Runs inside the caller's write transaction when the store opens.
    """
    found = []
    rows = conn.execute(
        "SELECT s.id, s.table_id, t.name, s.last_seq FROM table_sessions s"
        " JOIN tables t ON t.id = s.table_id WHERE s.ended_at IS NULL ORDER BY s.id"
    ).fetchall()
    for session_id, table_id, name, last_seq in rows:
        hand = conn.execute(
            "SELECT number FROM hands WHERE table_id = ? AND status = 'in_progress'"
            " ORDER BY id DESC LIMIT 1", (table_id,),
        ).fetchone()
        last_at = conn.execute("SELECT at FROM events WHERE seq = ?", (last_seq,)).fetchone()
        ledger.write(conn, now, "session_ended", {
            "session": session_id, "ended_at": last_at[0] if last_at else now,
            "reason": "interrupted"})
        where = f"during hand {hand[0]}" if hand else "between hands"
        add_audit(conn, now, "interrupted",
                  f"table {name}: program stopped without closing (power lost?) {where}", name)
        found.append(Interruption(name, last_seq, int(hand[0]) if hand else None))
    return found
