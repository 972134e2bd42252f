"""Reading the room: one small pool of connections shared by whoever reads it (``room status``,
``room export``, the supervisor's room-wide charts, the floor station).

A reader logs in as the floor or a supervisor: it sees event bodies only through
``room.event_bodies``, where every PIN hash is masked (docs/room.md). The pool checks a connection
before lending it, so a room restarted meanwhile costs a reconnect, not an error; when the room
cannot be reached at all the error names why (the pool alone would only say it timed out).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Final

import psycopg
from psycopg_pool import ConnectionPool, PoolTimeout

from dealer_assist.room.link_log import quiet_pool
from dealer_assist.room.status import Alarm, TableStatus

Connection = psycopg.Connection[tuple[Any, ...]]
WAIT_S: Final = 5.0  # how long a read waits for a connection before it says why there is none


@dataclass(frozen=True, slots=True)
class RoomLog:
    """One enrolment's copy of a table's log in the room."""

    log_id: int
    table: str
    head: int
    retired: bool


@dataclass(frozen=True, slots=True)
class RoomEvent:
    """One event as the room holds it; ``masked``: its body passed through the PIN-hash mask."""

    log_id: int
    seq: int
    table: str
    hand_id: int | None
    at: int  # ms UTC, the table's clock
    type: str
    v: int
    fields: tuple[str, ...]
    body: str
    masked: bool
    hash: bytes

    def data(self) -> dict[str, Any]:
        """The event's fields by name."""
        return dict(zip(self.fields, json.loads(self.body), strict=False))


@dataclass(frozen=True, slots=True)
class OpenRuling:
    """A ruling a table proposed that no floorperson has decided yet (as the room has it)."""

    table: str
    log_id: int
    seq: int
    at: int
    hand_id: int | None
    ruling: int
    irregularity: str
    rule_ids: tuple[str, ...]
    detail: str


_EVENTS = ("SELECT log_id, seq, table_name, hand_id, at, type, v, fields, body, masked, hash"
           " FROM room.event_bodies")


def _event(row: tuple[Any, ...]) -> RoomEvent:
    log_id, seq, table, hand, at, kind, v, fields, body, masked, digest = row
    return RoomEvent(int(log_id), int(seq), str(table), None if hand is None else int(hand),
                     int(at), str(kind), int(v), tuple(json.loads(fields)), str(body),
                     bool(masked), bytes(digest))


def _iso(value: dt.datetime | None) -> str | None:
    return None if value is None else value.astimezone(dt.UTC).isoformat()


class RoomReader:
    """``with RoomReader(dsn) as room: room.tables()``; thread-safe (one pool, up to
    ``max_size`` reads at once)."""

    def __init__(self, dsn: str, *, max_size: int = 4, wait_s: float = WAIT_S) -> None:
        self.dsn, self.wait_s = dsn, wait_s
        self.pool: ConnectionPool[Connection] = ConnectionPool(
            dsn, min_size=1, max_size=max_size, open=False, name="room reader",
            check=ConnectionPool.check_connection, timeout=wait_s, reconnect_timeout=30.0,
            configure=quiet_pool("room reader"),
            num_workers=1, kwargs={"connect_timeout": 5,
                                   "application_name": "dealer-assist reader"})

    def __enter__(self) -> RoomReader:
        self.open()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def open(self) -> None:
        self.pool.open(wait=False)

    def close(self) -> None:
        self.pool.close()

    @contextmanager
    def connection(self) -> Iterator[Connection]:
        """A connection of the pool for a few reads (one transaction, rolled back after)."""
        try:
            conn = self.pool.getconn()
        except PoolTimeout:
            self._why_unreachable()
            raise
        try:
            yield conn
        finally:
            if not conn.closed:  # rolled back here: the pool warns of every one it must undo
                with contextlib.suppress(psycopg.Error):
                    conn.rollback()
            self.pool.putconn(conn)

    def _why_unreachable(self) -> None:
        """Connect once outside the pool: psycopg's error names the reason (no server, wrong
        password, no such database) where the pool only knows that it waited."""
        with psycopg.connect(self.dsn, connect_timeout=5):
            pass

    # --- what the floor and supervisors read ---------------------------------------------

    def tables(self, *, offline_limit_s: float = 300.0) -> list[TableStatus]:
        """Every enrolment (active ones first): head, lag, last contact, alarms."""
        with self.connection() as conn:
            rows = conn.execute(
                "SELECT l.table_name, l.id, l.enrolled_at, l.retired_at, l.head_seq, l.head_hash,"
                " l.local_head, l.last_seen, clock_timestamp() - l.last_seen,"
                " (SELECT count(*) FROM room.alarms a WHERE a.log_id = l.id)"
                " FROM room.logs l ORDER BY l.retired_at IS NOT NULL, l.table_name, l.id"
            ).fetchall()
        found = []
        for name, log_id, enrolled, retired, head, head_hash, local, seen, ago, alarms in rows:
            offline = None if ago is None else float(ago.total_seconds())
            found.append(TableStatus(
                str(name), int(log_id), _iso(enrolled) or "", _iso(retired), int(head),
                bytes(head_hash).hex(), int(local) - int(head), _iso(seen), offline, int(alarms),
                retired is None and (offline is None or offline > offline_limit_s)))
        return found

    def alarms(self) -> list[Alarm]:
        """Every refusal the room recorded, newest first."""
        with self.connection() as conn:
            rows = conn.execute("SELECT at, table_name, login, seq, why FROM room.alarms"
                                " ORDER BY id DESC").fetchall()
        return [Alarm(_iso(at) or "", table, str(login), seq, str(why))
                for at, table, login, seq, why in rows]

    def logs(self) -> list[RoomLog]:
        """Every log the room holds events of, by table name."""
        with self.connection() as conn:
            rows = conn.execute("SELECT id, table_name, head_seq, retired_at IS NOT NULL"
                                " FROM room.logs WHERE head_seq > 0 ORDER BY table_name, id")
            return [RoomLog(int(i), str(n), int(h), bool(r)) for i, n, h, r in rows]

    def events(self, table: str, after_seq: int = 0, limit: int = 1000) -> list[RoomEvent]:
        """Up to ``limit`` events of ``table``'s current log after ``after_seq``, in order."""
        with self.connection() as conn:
            found = conn.execute(
                "SELECT id FROM room.logs WHERE table_name = %s"
                " ORDER BY retired_at IS NOT NULL, id DESC LIMIT 1", (table,)).fetchone()
            if found is None:
                return []
            rows = conn.execute(f"{_EVENTS} WHERE log_id = %s AND seq > %s ORDER BY seq LIMIT %s",
                                (found[0], after_seq, limit)).fetchall()
        return [_event(r) for r in rows]

    def open_rulings(self) -> list[OpenRuling]:
        """Rulings proposed and not yet decided, oldest first, across the room."""
        with self.connection() as conn:
            rows = conn.execute(
                f"{_EVENTS} WHERE type IN ('ruling_proposed', 'ruling_decided')"
                " ORDER BY log_id, seq").fetchall()
        proposed: dict[tuple[int, int], OpenRuling] = {}
        for event in map(_event, rows):
            data = event.data()
            key = (event.log_id, int(data["ruling"]))
            if event.type == "ruling_decided":
                proposed.pop(key, None)
                continue
            proposed[key] = OpenRuling(
                event.table, event.log_id, event.seq, event.at, event.hand_id, key[1],
                str(data["irregularity"]), tuple(data.get("rule_ids") or ()),
                str(data.get("detail") or ""))
        return sorted(proposed.values(), key=lambda r: (r.at, r.log_id, r.seq))


def room_status(dsn: str, *, offline_limit_s: float = 300.0) -> tuple[list[TableStatus],
                                                                      list[Alarm]]:
    """``room status`` in one call: every enrolment and every alarm."""
    with RoomReader(dsn, max_size=1) as room:
        return room.tables(offline_limit_s=offline_limit_s), room.alarms()
