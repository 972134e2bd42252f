"""One hand at a time for exports: the hand's row, its events, and who sat where at its start.

Events come from one ordered join (hands by id, their events by seq range), so memory holds one
hand and one seat map per table, however long the log. Seating comes from a second cursor over
the small between-hands index, merged in by seq.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from dealer_assist.engine.events import (
    Event,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
    TableConfigured,
)
from dealer_assist.engine.house_dealers import DealerSignedIn
from dealer_assist.engine.seat_dues import SeatsSwapped
from dealer_assist.storage.codec import Kind, KindCache, join_event
from dealer_assist.storage.errors import export_cancelled
from dealer_assist.storage.export_filters import ExportFilter, hand_where

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]

_SEATING = (PlayerSeated.type, PlayerLeft.type, SeatChanged.type, SeatsSwapped.type,
            TableConfigured.type, DealerSignedIn.type)


@dataclass(slots=True)
class HandRecord:
    """A hand as exports see it: its index row, its events, and players by seat at its start."""

    table: str
    hand: int
    house: str | None
    game: str | None
    limit: str | None
    status: str
    voided: bool
    started_at: int
    ended_at: int | None
    seat_count: int
    players: dict[int, str] = field(default_factory=dict)
    rows: list[tuple[Kind, str]] = field(default_factory=list)
    rules: str = ""  # the engine's rules the table recorded for this hand (GameConfig JSON)
    dealer: str = ""  # the house dealer: the table's latest sign-in before the hand started

    def config(self) -> TableConfigured:
        """The table's configuration as it was for this hand (from the hand's index row and
        the rules its last set-up recorded)."""
        return TableConfigured(self.table, self.house or "", self.game or "", self.limit or "",
                               self.seat_count, self.rules)

    def events(self) -> list[Event]:
        """The hand's events as objects (PHH needs cards and types)."""
        return [join_event(kind, body) for kind, body in self.rows]


_HANDS_SQL = (
    "SELECT h.id, h.table_id, t.name, h.number, h.house, h.game, h.game_limit, h.status,"
    " h.voided, h.started_at, h.ended_at, coalesce(t.seats, 10), h.first_seq, e.kind, e.body"
    # CROSS JOIN fixes the loop order: hands in id order, each hand's rows by seq range, so
    # rows arrive already sorted and SQLite never builds a temporary sort of the whole log.
    " FROM hands h NOT INDEXED CROSS JOIN tables t ON t.id = h.table_id"
    " CROSS JOIN events e ON e.seq BETWEEN h.first_seq AND h.last_seq AND e.hand_id = h.id"
    " WHERE {where} {kinds} ORDER BY h.id, e.seq"
)


def count_hands(conn: sqlite3.Connection, flt: ExportFilter) -> int:
    where, params = hand_where(flt)
    sql = f"SELECT count(*) FROM hands h JOIN tables t ON t.id = h.table_id WHERE {where}"
    return int(conn.execute(sql, params).fetchone()[0])


def hand_records(
    conn: sqlite3.Connection, kinds: KindCache, flt: ExportFilter, *,
    only_types: frozenset[str] | None = None, progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> Iterator[HandRecord]:
    """Selected hands in log order; ``only_types`` keeps just the events a format needs."""
    total = count_hands(conn, flt) if progress is not None else 0
    where, params = hand_where(flt, scan=True)
    kind_clause = ""
    if only_types is not None:
        wanted = [k.id for k in kinds.all() if k.type in only_types] or [-1]
        kind_clause = f"AND e.kind IN ({','.join(map(str, wanted))})"
    seats = _SeatMaps(conn, kinds, flt.table)
    record: HandRecord | None = None
    done, current = 0, -1
    rows = conn.execute(_HANDS_SQL.format(where=where, kinds=kind_clause), params)
    for (hand_id, table_id, table, number, house, game, limit, status, voided, started, ended,
         seat_count, first_seq, kind, body) in rows:
        if hand_id != current:
            if record is not None:
                yield record
                done += 1
                if done % 1000 == 0:
                    if cancel is not None and cancel():
                        raise export_cancelled()
                    if progress is not None:
                        progress(done, total)
            current = hand_id
            record = HandRecord(table, number, house, game, limit, status, bool(voided), started,
                                ended, seat_count, seats.at(table_id, first_seq),
                                rules=seats.rules(table_id), dealer=seats.dealer(table_id))
        assert record is not None
        record.rows.append((kinds.kind(conn, kind), body))
    if record is not None:
        yield record
        done += 1
    if progress is not None:
        progress(done, total)


class _SeatMaps:
    """Who sits in which seat, and the rules last set up, per table, advanced through the log
    as hands are read."""

    def __init__(self, conn: sqlite3.Connection, kinds: KindCache, table: str | None) -> None:
        wanted = [k.id for k in kinds.all() if k.type in _SEATING] or [-1]
        # The partial index holds only between-hands rows: a few, however long the log.
        sql = (f"SELECT e.seq, e.table_id, e.kind, e.body FROM events e INDEXED BY"
               f" events_between_hands WHERE e.hand_id IS NULL"
               f" AND e.kind IN ({','.join(map(str, wanted))})")
        params: list[object] = []
        if table is not None:
            sql += " AND e.table_id = (SELECT id FROM tables WHERE name = ?)"
            params.append(table)
        self._rows = conn.execute(sql + " ORDER BY e.seq", params)
        self._conn, self._kinds = conn, kinds
        self._next = self._rows.fetchone()
        self._maps: dict[int, dict[int, str]] = {}
        self._rules: dict[int, str] = {}
        self._dealers: dict[int, str] = {}

    def at(self, table_id: int, seq: int) -> dict[int, str]:
        """The table's seat map just before row ``seq`` (a copy: the hand keeps it)."""
        while self._next is not None and self._next[0] < seq:
            _, row_table, kind, body = self._next
            event = join_event(self._kinds.kind(self._conn, kind), body)
            if isinstance(event, TableConfigured):
                self._rules[row_table] = event.rules
            elif isinstance(event, DealerSignedIn):
                self._dealers[row_table] = f"{event.name} ({event.badge})"
            else:
                self._apply(self._maps.setdefault(row_table, {}), event)
            self._next = self._rows.fetchone()
        return dict(self._maps.get(table_id, {}))

    def rules(self, table_id: int) -> str:
        """The rules the table's last set-up before the current point recorded ("" if none)."""
        return self._rules.get(table_id, "")

    def dealer(self, table_id: int) -> str:
        """The table's latest house dealer signed in before the current point ("" if none):
        the contract the room's supervisor reads too (engine/house_dealers.py)."""
        return self._dealers.get(table_id, "")

    @staticmethod
    def _apply(seats: dict[int, str], event: Event) -> None:
        if isinstance(event, PlayerSeated):
            seats[event.seat] = event.player
        elif isinstance(event, PlayerLeft):
            seats.pop(event.seat, None)
        elif isinstance(event, SeatChanged) and event.from_seat in seats:
            seats[event.to_seat] = seats.pop(event.from_seat)
        elif isinstance(event, SeatsSwapped) and {event.seat_a, event.seat_b} <= set(seats):
            a, b = event.seat_a, event.seat_b
            seats[a], seats[b] = seats[b], seats[a]
