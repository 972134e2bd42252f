"""Wall-clock stamps for log rows: integer milliseconds since the epoch, UTC.

The engine is pure and has no clock, so the store stamps each row at append. Integers keep rows
small and sort correctly; the ISO form is for people (exports, views).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], int]


def wall_clock_ms() -> int:
    return time.time_ns() // 1_000_000


def iso_utc(ms: int | None) -> str:
    """``2026-11-29T13:57:44.123Z``: the same text the SQL views and exports show."""
    if ms is None:
        return ""
    stamp = datetime.fromtimestamp(ms // 1000, UTC)
    return stamp.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def iso_local(ms: int | None) -> str:
    """``2026-11-29T05:57:44-08:00``: the same moment in this computer's time zone, with its
    offset, for a supervisor reading a spreadsheet in the room's own hours."""
    if ms is None:
        return ""
    return datetime.fromtimestamp(ms // 1000, UTC).astimezone().isoformat(timespec="seconds")


def ms_from_datetime(moment: datetime) -> int:
    """Milliseconds for an aware datetime; a naive one is taken as this computer's local time."""
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return int(moment.timestamp() * 1000)


#: SQL expression rendering an ``at`` column exactly like :func:`iso_utc`.
SQL_ISO = "strftime('%Y-%m-%dT%H:%M:%fZ', {col} / 1000.0, 'unixepoch')"
