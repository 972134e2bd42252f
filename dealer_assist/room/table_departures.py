"""A table asks the room when a player last quit this game and limit anywhere (LC-91).

The table's own buy-in check knows only its own log; a player who quit another table of the
same game and limit within the house's time must still come back with at least what he left
with. The table's login may call one room function for it (``room.last_departure``,
room/table_reads_schema.py), which answers the one departure and nothing else. A room that cannot
be reached raises :class:`RoomUnreachable`: the table's check then refers the buy-in to the floor
instead of passing it (ui/buy_in_checks.py).
"""

from __future__ import annotations

import psycopg
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from dealer_assist.diagnostics import logger
from dealer_assist.room import client
from dealer_assist.room.keys import Login
from dealer_assist.room_ops.buy_ins import Quit

_LOG = logger("room")
_ASK = "SELECT table_name, chips, left_at FROM room.last_departure(%s, %s, %s)"


class RoomUnreachable(Exception):
    """The room did not answer; ``str()`` is the database driver's why (the technician's log
    has it; the screen says the room is out of reach in its own words)."""


def last_departure(conn: psycopg.Connection[tuple[object, ...]], player: str, game: str,
                   limit: str) -> tuple[str, Quit] | None:
    """The table and departure of ``player``'s last quit of ``game`` at ``limit`` in the room
    (None: no table recorded one)."""
    row = conn.execute(_ASK, (player, game, limit)).fetchone()
    if row is None:
        return None
    table, chips, at_ms = row
    return str(table), Quit(int(str(at_ms)), int(str(chips)))


class RoomDepartures:
    """The table's question to the room, on a short-lived connection with its own login (a
    buy-in is rare; a room that does not answer within ``timeout_s`` is unreachable)."""

    def __init__(self, dsn: str, login: Login, timeout_s: int = 2) -> None:
        params = conninfo_to_dict(client.table_dsn(dsn, login))
        params["connect_timeout"] = timeout_s
        self.dsn = make_conninfo(**{k: str(v) for k, v in params.items() if v is not None})

    def __call__(self, player: str, game: str, limit: str) -> Quit | None:
        try:
            with psycopg.connect(self.dsn, autocommit=True) as conn:
                found = last_departure(conn, player, game, limit)
        except psycopg.Error as exc:
            why = str(exc).strip() or type(exc).__name__
            _LOG.warning("LC-91: the room could not be asked about %s: %s", player, why)
            raise RoomUnreachable(why) from None
        return None if found is None else found[1]
