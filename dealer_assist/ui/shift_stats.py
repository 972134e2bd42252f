"""Figures for the supervisor's charts: hands started in each hour of the day and rulings per
table over a period (today, the last 7 or 30 days, or dates the supervisor chose). Read-only, on
its own read connection (as an export does), so it runs on a worker thread while the table keeps
writing. No Qt here."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Final

from dealer_assist.messages import msg
from dealer_assist.storage.connection import connect
from dealer_assist.storage.queries import hands_started, rulings
from dealer_assist.storage.tallies import HandAndRulingTotals

CHART_PERIODS: Final = (("today", msg("stats.period.today", "Today"), 0),
                        ("week", msg("stats.period.week", "Last 7 days"), 6),
                        ("month", msg("stats.period.month", "Last 30 days"), 29))
"""Each period's key, its name (a Message: the screen renders it) and the days before today."""
DateRange = tuple[date, date]  # first and last local day, both included
Period = str | DateRange  # a key of CHART_PERIODS, or the first and last local day chosen


@dataclass(frozen=True)
class ShiftStats(HandAndRulingTotals):
    period: Period
    since: int  # ms UTC, inclusive
    until: int  # ms UTC, exclusive
    hands_by_hour: tuple[int, ...]  # 24 counts, local hour of the day a hand started
    rulings_by_table: tuple[tuple[str, int], ...]  # table name, rulings proposed; by name



def period_bounds(period: Period, today: date | None = None) -> tuple[int, int]:
    """[since, until) in ms UTC, whole local days: from the first day's local midnight to the
    midnight after the last day. A key counts back ``days`` days from today; a range is used
    as given. The export and the charts both take their bounds from here."""
    if isinstance(period, tuple):
        first, last = period
    else:
        last = today or date.today()
        first = last - timedelta(days=next(d for key, _t, d in CHART_PERIODS if key == period))
    start = datetime.combine(first, time()).astimezone()
    end = datetime.combine(last + timedelta(days=1), time()).astimezone()
    return int(start.timestamp() * 1000), int(end.timestamp() * 1000)


def day_text(day: date) -> str:
    """"1 Nov 2026": the day in English, for the audit log's records (no leading zero, the
    month in words); a screen says it in its language with ``i18n.day_text``."""
    return f"{day.day} {day:%b %Y}"


def range_text(first: date, last: date) -> str:
    return f"{day_text(first)} – {day_text(last)}"


def period_text(period: Period) -> str:
    """"Today", "Last 7 days", or the chosen range in words ("1 Nov 2026 – 30 Nov 2026")."""
    if isinstance(period, tuple):
        return range_text(*period)
    return next(text for key, text, _d in CHART_PERIODS if key == period)


def shift_stats(db: Path, period: Period, today: date | None = None) -> ShiftStats:
    since, until = period_bounds(period, today)
    conn = connect(db, reader=True)
    try:
        hours: Counter[int] = Counter()
        for started in hands_started(conn, since, until):
            hours[datetime.fromtimestamp(started / 1000).hour] += 1
        per_table = Counter(r.table for r in rulings(conn, since=since, until=until))
    finally:
        conn.close()
    return ShiftStats(period, since, until, tuple(hours[h] for h in range(24)),
                      tuple(sorted(per_table.items())))
