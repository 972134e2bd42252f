"""LC-140 across the room: each player moved from a must-move game, and what he may still do
in the main game, counted from the button passes in the room's copy of that table's log.

The table logs each hand's button and where a player sat; the count of times the button went
by his seat is the rules' (``room_ops.must_move.button_passes``), and so is what that count
allows (``main_game_entry``). No Qt."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final

import psycopg

from dealer_assist.room_ops.board_state import RoomState
from dealer_assist.room_ops.must_move import MainGameEntry, button_passes, main_game_entry

_KINDS: Final = ["table_configured", "player_seated", "seat_changed", "hand_started"]
_SINCE = ("SELECT e.at, e.type, e.fields, e.body FROM room.event_bodies e"
          " WHERE e.table_name = %s AND e.type = ANY(%s) AND e.at >= %s ORDER BY e.at, e.seq")
_BEFORE = ("SELECT e.type, e.fields, e.body FROM room.event_bodies e WHERE e.table_name = %s"
           " AND e.type = %s AND e.at < %s ORDER BY e.at DESC, e.seq DESC LIMIT 1")
SEATS: Final = 10  # a log without its table_configured: the engine's default


@dataclass(frozen=True)
class Arrival:
    """A player moved from a must-move game into ``table``: his seat there as the table's log
    says (None: not seated in the log yet), the button's passes since, what he may do."""

    player: str
    table: str
    seat: int | None
    passes: int
    entries: tuple[MainGameEntry, ...]


def _values(fields: object, body: object) -> dict[str, Any]:
    return dict(zip(json.loads(str(fields)), json.loads(str(body)), strict=False))


def arrivals(conn: psycopg.Connection[tuple[object, ...]], board: RoomState) -> list[Arrival]:
    """Every player the board moved from a must-move game and still has at the main table."""
    out = []
    for player, (table, since) in sorted(board.from_must_move.items()):
        if board.seated_at.get(player) == table:
            out.append(_arrival(conn, player, table, since))
    return out


def _arrival(conn: psycopg.Connection[tuple[object, ...]], player: str, table: str,
             since: int) -> Arrival:
    seats, seat, buttons = SEATS, None, []
    for kind in ("table_configured", "hand_started"):  # as the table stood when he came
        row = conn.execute(_BEFORE, (table, kind, since)).fetchone()
        if row is not None:
            v = _values(row[1], row[2])
            if kind == "table_configured":
                seats = int(v.get("seats", SEATS))
            else:
                buttons = [int(v["button"])]
    for _, event, fields, body in conn.execute(_SINCE, (table, _KINDS, since)).fetchall():
        v, kind = _values(fields, body), str(event)
        if kind == "table_configured":
            seats = int(v.get("seats", SEATS))
        elif kind == "player_seated" and v.get("player") == player and seat is None:
            seat, buttons = int(v["seat"]), buttons[-1:]  # passes count from here
        elif kind == "seat_changed" and seat is not None and int(v["from_seat"]) == seat:
            seat = int(v["to_seat"])
        elif kind == "hand_started":
            buttons = [*buttons, int(v["button"])] if seat is not None else [int(v["button"])]
    passes = 0 if seat is None else button_passes(seat, buttons, seats)
    return Arrival(player, table, seat, passes, tuple(main_game_entry(passes)))
