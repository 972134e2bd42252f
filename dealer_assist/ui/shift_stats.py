"""Figures for the supervisor's charts: hands started in each hour of the day and rulings per
table over a period (today, the last 7 or 30 days). Read-only, on its own read connection (as an
export does), so it runs on a worker thread while the table keeps writing. No Qt here."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Final

from dealer_assist.storage.connection import connect
from dealer_assist.storage.queries import rulings

CHART_PERIODS: Final = (("today", "Today", 0), ("week", "Last 7 days", 6),
                        ("month", "Last 30 days", 29))


@dataclass(frozen=True)
class ShiftStats:
    period: str  # a key of CHART_PERIODS
    since: int  # ms UTC, inclusive
    until: int  # ms UTC, exclusive
    hands_by_hour: tuple[int, ...]  # 24 counts, local hour of the day a hand started
    rulings_by_table: tuple[tuple[str, int], ...]  # table name, rulings proposed; by name

    @property
    def hands(self) -> int:
        return sum(self.hands_by_hour)

    @property
    def rulings(self) -> int:
        return sum(n for _t, n in self.rulings_by_table)


def period_bounds(period: str, today: date | None = None) -> tuple[int, int]:
    """[since, until) in ms UTC: local midnight ``days`` days ago until next local midnight."""
    days = next(d for key, _text, d in CHART_PERIODS if key == period)
    today = today or date.today()
    start = datetime.combine(today - timedelta(days=days), time()).astimezone()
    end = datetime.combine(today + timedelta(days=1), time()).astimezone()
    return int(start.timestamp() * 1000), int(end.timestamp() * 1000)


def shift_stats(db: Path, period: str, today: date | None = None) -> ShiftStats:
    since, until = period_bounds(period, today)
    conn = connect(db, reader=True)
    try:
        hours: Counter[int] = Counter()
        for (started,) in conn.execute(
                "SELECT started_at FROM hands WHERE started_at >= ? AND started_at < ?",
                (since, until)):
            hours[datetime.fromtimestamp(started / 1000).hour] += 1
        per_table = Counter(r.table for r in rulings(conn, since=since, until=until))
    finally:
        conn.close()
    return ShiftStats(period, since, until, tuple(hours[h] for h in range(24)),
                      tuple(sorted(per_table.items())))
