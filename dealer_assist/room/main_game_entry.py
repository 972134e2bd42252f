"""LC-140 across the room: each player moved from a must-move game, and what he may still do
in the main game, counted from the button passes in the room's copy of that table's log.

The table logs each hand's button and where a player sat; the count of times the button went
by his seat is the rules' (``room_ops.must_move.button_passes``), and so is what that count
allows (``main_game_entry``). :class:`EntryReader` keeps each arrival's place in the table's
log between refreshes and reads only what is new (a primary-key range per log), so a station
page pays for the whole stretch since the move once. No Qt."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final

import psycopg

from dealer_assist.room_ops.board_state import RoomState
from dealer_assist.room_ops.must_move import MainGameEntry, button_passes, main_game_entry

Conn = psycopg.Connection[tuple[object, ...]]
_KINDS: Final = ["table_configured", "player_seated", "seat_changed", "hand_started"]
_LOGS = "SELECT id FROM room.logs WHERE table_name = %s ORDER BY id"
_START = ("SELECT e.seq FROM room.events e WHERE e.log_id = %s AND e.at < %s"
          " ORDER BY e.at DESC, e.seq DESC LIMIT 1")
_LAST = ("SELECT e.fields, e.body FROM room.event_bodies e WHERE e.log_id = %s AND e.type = %s"
         " AND e.seq <= %s ORDER BY e.seq DESC LIMIT 1")
_NEW = ("SELECT e.seq, e.type, e.fields, e.body FROM room.event_bodies e WHERE e.log_id = %s"
        " AND e.seq > %s AND e.table_name = %s AND e.type = ANY(%s) ORDER BY e.seq")
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


@dataclass
class _Reading:
    """One arrival's place in his table's logs and what they said so far."""

    player: str
    table: str
    since: int
    cursors: dict[int, int] = field(default_factory=dict)  # log id -> last seq read
    seats: int = SEATS
    seat: int | None = None
    button: int | None = None  # the last hand's button read
    passes: int = 0

    def take(self, kind: str, v: dict[str, Any]) -> None:
        if kind == "table_configured":
            self.seats = int(v.get("seats", SEATS))
        elif kind == "player_seated" and v.get("player") == self.player and self.seat is None:
            self.seat = int(v["seat"])
        elif kind == "seat_changed" and self.seat is not None and int(v["from_seat"]) == self.seat:
            self.seat = int(v["to_seat"])
        elif kind == "hand_started":
            button = int(v["button"])
            if self.seat is not None and self.button is not None:
                self.passes += button_passes(self.seat, [self.button, button], self.seats)
            self.button = button

    def arrival(self) -> Arrival:
        passes = self.passes if self.seat is not None else 0
        return Arrival(self.player, self.table, self.seat, passes,
                       tuple(main_game_entry(passes)))


def _values(fields: object, body: object) -> dict[str, Any]:
    return dict(zip(json.loads(str(fields)), json.loads(str(body)), strict=False))


class EntryReader:
    """The arrivals of a board, brought up to date with each call."""

    def __init__(self) -> None:
        self.readings: dict[tuple[str, str, int], _Reading] = {}

    def arrivals(self, conn: Conn, board: RoomState) -> list[Arrival]:
        """Every player the board moved from a must-move game and still has at the main
        table (his seat, the passes, what he may do), reading only what is new."""
        wanted = {(player, table, since) for player, (table, since)
                  in board.from_must_move.items() if board.seated_at.get(player) == table}
        self.readings = {k: r for k, r in self.readings.items() if k in wanted}
        out = []
        for key in sorted(wanted):
            reading = self.readings.get(key)
            if reading is None:
                reading = self.readings[key] = _Reading(*key)
            self._advance(conn, reading)
            out.append(reading.arrival())
        return out

    @staticmethod
    def _advance(conn: Conn, r: _Reading) -> None:
        for (log_id,) in conn.execute(_LOGS, (r.table,)).fetchall():
            log = int(str(log_id))
            if log not in r.cursors:  # where the log stood when he came: its seats, button
                row = conn.execute(_START, (log, r.since)).fetchone()
                r.cursors[log] = int(str(row[0])) if row else 0
                for kind in ("table_configured", "hand_started"):
                    last = conn.execute(_LAST, (log, kind, r.cursors[log])).fetchone()
                    if last is not None:
                        r.take(kind, _values(*last))
            rows = conn.execute(_NEW, (log, r.cursors[log], r.table, _KINDS)).fetchall()
            for seq, event, fields, body in rows:
                r.take(str(event), _values(fields, body))
                r.cursors[log] = int(str(seq))


def arrivals(conn: Conn, board: RoomState) -> list[Arrival]:
    """The arrivals read afresh (a page keeps an :class:`EntryReader` instead)."""
    return EntryReader().arrivals(conn, board)
