"""LC-91 across tables from the room's copy of the tables' own logs.

Each table's ``player_left`` records who quit, his whole stack and when (engine/departures.py,
checked by the table's engine and by ``verify``); the room holds every table's log. A floor
login reads them here (``room.event_bodies``), each log through the engine's own reader, and
the board (room_ops/board_seats.py) judges a buy-in at any table of the same game and limit
against the player's last departure, from a table's log or the floor's ``left_table``.

A departure a table's log does not record in full (an older log) carries no stack or time:
the room cannot judge by it and leaves it out; the table itself refuses such a return to the
floor (ui/buy_in_checks.py).
"""

from __future__ import annotations

import json
from typing import Any, Final

import psycopg

from dealer_assist.engine.departures import DepartureLog
from dealer_assist.engine.events import EventError, event_from_dict
from dealer_assist.room_ops.board_state import Departure
from dealer_assist.room_ops.must_move import GameKey
from dealer_assist.rules.player_names import player_key

KINDS: Final = ("table_configured", "player_seated", "player_left", "seat_changed",
                "seats_swapped", "player_called_away", "chips_picked_up")
"""What the engine's departure reader reads of a log."""
class LoggedDepartures:
    """The tables' recorded departures, read incrementally: each call reads only the events
    the room received since the last (a log's events arrive in order and are never changed)."""

    def __init__(self) -> None:
        self.logs: dict[int, tuple[str, DepartureLog]] = {}
        self.read_to: dict[int, int] = {}  # log id -> last seq read

    def poll(self, conn: psycopg.Connection[Any]) -> dict[str, tuple[Departure, ...]]:
        """Every recorded departure in the room's copy of the tables' logs so far, by the
        player's name as compared (:func:`player_key`), oldest first."""
        for log_id, seq, table, kind, version, fields, body in conn.execute(
                _NEW, (list(self.read_to), list(self.read_to.values()), list(KINDS))):
            key = int(log_id)
            self.read_to[key] = int(seq)
            _, reader = self.logs.setdefault(key, (str(table), DepartureLog()))
            data = dict(zip(json.loads(str(fields)), json.loads(str(body)), strict=False))
            try:
                reader.read(event_from_dict({"type": kind, "v": version, **data}))
            except EventError:
                continue  # the room accepted it from a newer program: not ours to read
        return self._by_player()

    def _by_player(self) -> dict[str, tuple[Departure, ...]]:
        out: dict[str, list[Departure]] = {}
        for table, reader in self.logs.values():
            for left in reader.history:
                if left.chips is None or left.at_ms is None:
                    continue
                out.setdefault(player_key(left.player), []).append(Departure(
                    left.player, table, GameKey(left.game, left.limit), left.chips,
                    left.at_ms))
        return {k: tuple(sorted(v, key=lambda d: d.at_ms)) for k, v in out.items()}


_NEW = ("SELECT x.log_id, x.seq, x.table_name, x.type, x.v, x.fields, x.body"
        " FROM room.event_bodies x"
        " LEFT JOIN unnest(%s::int[], %s::bigint[]) AS c(log_id, after) ON c.log_id = x.log_id"
        " WHERE x.type = ANY(%s) AND x.table_name <> '(log)' AND x.seq > coalesce(c.after, 0)"
        " ORDER BY x.log_id, x.seq")


def logged_departures(conn: psycopg.Connection[Any]) -> dict[str, tuple[Departure, ...]]:
    """Every recorded departure in the room's copy of the tables' logs (read afresh)."""
    return LoggedDepartures().poll(conn)
