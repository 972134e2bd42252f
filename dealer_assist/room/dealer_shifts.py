"""The house dealers' sign-ins and sign-outs of every table, read from the room for the
station's dealer rotation (``room_ops.rotation``). Read through the masked event bodies, the
floor's view of the room; a table's log names its own table in each row."""

from __future__ import annotations

import json
from typing import Any, Final

import psycopg

from dealer_assist.room_ops.rotation import Shift

KINDS: Final = ("dealer_signed_in", "dealer_signed_out")
_SHIFTS = (
    "SELECT e.table_name, e.at, e.type, e.fields, e.body FROM room.event_bodies e"
    " WHERE e.type = ANY(%s) AND e.table_name <> '(log)' ORDER BY e.at, e.log_id, e.seq"
)
_TABLES = "SELECT DISTINCT table_name FROM room.logs WHERE retired_at IS NULL ORDER BY 1"


def dealer_shifts(conn: psycopg.Connection[Any]) -> tuple[list[Shift], list[str]]:
    """Every dealer sign-in and sign-out in the room, oldest first, and the room's tables."""
    shifts = []
    for table, at, kind, fields, body in conn.execute(_SHIFTS, (list(KINDS),)):
        values = dict(zip(json.loads(fields), json.loads(body), strict=False))
        shifts.append(Shift(int(at), str(table), str(values.get("badge", "")),
                            str(values.get("name", "")), kind == KINDS[0]))
    tables = [str(name) for (name,) in conn.execute(_TABLES)]
    return shifts, tables
