"""How many players a table's own log has seated now, read from the room's copy of it: the
floor's LC-92 cut is for a short game, and the table may have seated players the room's
operations never named. No Qt."""

from __future__ import annotations

import json
from typing import Final

import psycopg

_KINDS: Final = ["player_seated", "player_left", "seat_changed"]
_EVENTS = ("SELECT e.type, e.fields, e.body FROM room.event_bodies e"
           " JOIN room.logs l ON l.id = e.log_id"
           " WHERE l.table_name = %s AND l.retired_at IS NULL AND e.table_name = %s"
           " AND e.type = ANY(%s) ORDER BY e.seq")


def seated_in_log(conn: psycopg.Connection[tuple[object, ...]], table: str) -> int | None:
    """The seats taken in ``table``'s log now (None: the room has no log of that table)."""
    found = conn.execute("SELECT 1 FROM room.logs WHERE table_name = %s"
                         " AND retired_at IS NULL", (table,)).fetchone()
    if found is None:
        return None
    seats: set[int] = set()
    for kind, fields, body in conn.execute(_EVENTS, (table, table, _KINDS)).fetchall():
        v = dict(zip(json.loads(str(fields)), json.loads(str(body)), strict=False))
        if kind == "player_seated":
            seats.add(int(v["seat"]))
        elif kind == "player_left":
            seats.discard(int(v["seat"]))
        else:
            seats.discard(int(v["from_seat"]))
            seats.add(int(v["to_seat"]))
    return len(seats)
