"""The floor stations' sign-in attempts in the room (room/sign_in_schema.py): record one, ask
whether a badge is locked, read them back for a supervisor. No Qt.

Each call is one short connection: sign-ins are rare, and a station that lost the room must not
sit on a dead connection when the next floorperson walks up.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime
from typing import IO, Final

import psycopg

_RECORD: Final = ("SELECT outcome, locked_until, failures FROM room.record_sign_in"
                  "(%s, %s, %s, %s)")
_LOCKED: Final = "SELECT room.badge_locked_until(%s)"
_READ: Final = ("SELECT id, at, login, station, badge, outcome, locks, detail"
                " FROM room.sign_in_attempts WHERE at >= %s ORDER BY id")
COLUMNS: Final = ("id", "at", "login", "station", "badge", "outcome", "locks", "detail")


@dataclass(frozen=True, slots=True)
class Recorded:
    """What the room said to one attempt: the outcome it recorded (``locked_out`` when the
    badge was locked), when the badge unlocks (None: not locked) and the wrong PINs in a row."""

    outcome: str
    locked_until: datetime | None
    failures: int


@dataclass(frozen=True, slots=True)
class Attempt:
    """One recorded try, as a supervisor reads it."""

    id: int
    at: datetime
    login: str
    station: str
    badge: str
    outcome: str
    locks: bool
    detail: str


class RoomSignIns:
    """One station's record of its sign-in attempts in the room at ``dsn``."""

    def __init__(self, dsn: str, station: str) -> None:
        self.dsn, self.station = dsn, station

    def locked_until(self, badge: str) -> datetime | None:
        """When ``badge`` unlocks (None: it may sign in now)."""
        with psycopg.connect(self.dsn, autocommit=True, connect_timeout=5) as conn:
            row = conn.execute(_LOCKED, (badge,)).fetchone()
        return row[0] if row and isinstance(row[0], datetime) else None

    def record(self, badge: str, outcome: str, detail: str = "") -> Recorded:
        """Record one attempt; the room answers whether the badge is (now) locked."""
        with psycopg.connect(self.dsn, autocommit=True, connect_timeout=5) as conn:
            row = conn.execute(_RECORD, (self.station, badge, outcome, detail)).fetchone()
        if row is None:  # pragma: no cover - the function always answers one row
            raise RuntimeError("room.record_sign_in answered nothing")
        found, until, failures = row
        return Recorded(str(found), until if isinstance(until, datetime) else None,
                        int(str(failures)))


def attempts(conn: psycopg.Connection[tuple[object, ...]],
             since: datetime | None = None) -> list[Attempt]:
    """Every recorded attempt (since ``since``), oldest first: a supervisor's read."""
    rows = conn.execute(_READ, (since or datetime.min,)).fetchall()
    return [Attempt(int(str(i)), at, str(login), str(station), str(badge), str(outcome),
                    bool(locks), str(detail))
            for i, at, login, station, badge, outcome, locks, detail in rows
            if isinstance(at, datetime)]


def write_csv(rows: list[Attempt], out: IO[str]) -> None:
    """The attempts as CSV, one row each, times in UTC ISO 8601."""
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for a in rows:
        writer.writerow((a.id, a.at.isoformat(), a.login, a.station, a.badge, a.outcome,
                         "yes" if a.locks else "", a.detail))
