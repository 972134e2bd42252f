"""What the floor reads about the room: each table's head, lag, last contact and alarms."""

from __future__ import annotations

import datetime as dt
from dataclasses import asdict, dataclass
from typing import Any

import psycopg


@dataclass(frozen=True, slots=True)
class TableStatus:
    table: str
    log_id: int
    enrolled_at: str
    retired_at: str | None
    head: int  # events the room holds
    head_hash: str
    lag: int  # events the table has and the room not yet (as the table last said)
    last_seen: str | None
    offline_s: float | None  # seconds since the table last reached the room
    alarms: int
    offline_too_long: bool

    def line(self) -> str:
        seen = "never" if self.last_seen is None else f"{self.offline_s:.0f} s ago"
        flags = []
        if self.retired_at:
            flags.append("retired")
        if self.alarms:
            flags.append(f"{self.alarms} ALARM(S)")
        if self.offline_too_long:
            flags.append("OFFLINE TOO LONG")
        if self.lag < 0:
            flags.append("LOG SHORTER THAN ROOM COPY")
        return (f"{self.table:<8} head {self.head:>9}  lag {self.lag:>7}  last seen {seen:<12}"
                + (f"  {', '.join(flags)}" if flags else ""))


@dataclass(frozen=True, slots=True)
class Alarm:
    at: str
    table: str | None
    login: str
    seq: int | None
    why: str


def _iso(value: dt.datetime | None) -> str | None:
    return None if value is None else value.astimezone(dt.UTC).isoformat()


def room_status(dsn: str, *, offline_limit_s: float = 300.0) -> tuple[list[TableStatus],
                                                                      list[Alarm]]:
    """Every enrolment (active ones first) and every alarm, newest first."""
    with psycopg.connect(dsn) as conn:
        now = conn.execute("SELECT clock_timestamp()").fetchone()
        assert now is not None
        tables = []
        for row in conn.execute(
            "SELECT l.table_name, l.id, l.enrolled_at, l.retired_at, l.head_seq, l.head_hash,"
            " l.local_head, l.last_seen, (SELECT count(*) FROM room.alarms a WHERE a.log_id = l.id)"
            " FROM room.logs l ORDER BY l.retired_at IS NOT NULL, l.table_name, l.id"
        ):
            name, log_id, enrolled, retired, head, head_hash, local, seen, alarms = row
            offline = None if seen is None else (now[0] - seen).total_seconds()
            tables.append(TableStatus(
                name, log_id, _iso(enrolled) or "", _iso(retired), head, bytes(head_hash).hex(),
                local - head, _iso(seen), offline, alarms,
                retired is None and (offline is None or offline > offline_limit_s)))
        alarms_found = [
            Alarm(_iso(at) or "", table, login, seq, why) for at, table, login, seq, why in
            conn.execute("SELECT at, table_name, login, seq, why FROM room.alarms"
                         " ORDER BY id DESC")
        ]
    return tables, alarms_found


def as_json(tables: list[TableStatus], alarms: list[Alarm]) -> dict[str, Any]:
    return {"tables": [asdict(t) for t in tables], "alarms": [asdict(a) for a in alarms]}
