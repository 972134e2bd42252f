"""Export filters from what a supervisor types: dates, table, game, each checked with a reason."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from dealer_assist.messages import msg
from dealer_assist.storage.errors import ExportError
from dealer_assist.storage.ledger import LOG_TABLE
from dealer_assist.storage.times import iso_utc, ms_from_datetime


class FilterError(ExportError):
    """A filter the supervisor must correct (bad date, unknown table or game, reversed range)."""


@dataclass(frozen=True, slots=True)
class ExportFilter:
    """Hands started (or events written) in [start, end) UTC ms; None means open-ended."""

    start: int | None = None
    end: int | None = None
    table: str | None = None
    game: str | None = None


def parse_moment(text: str, *, end: bool) -> int:
    """ISO date or date-time; a bare date as ``--to`` means through the end of that day.

    Times without a zone are this computer's local time (the cardroom's clock).
    """
    flag = "--to" if end else "--from"
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            moment = datetime.combine(day + timedelta(days=1 if end else 0), datetime.min.time())
        else:
            moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise FilterError(
            f"{flag} {text!r} is not a date: use YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS][+ZONE]"
        ) from None
    except OverflowError:
        raise FilterError(f"{flag} {text!r} is out of range: use a date in 1970-9999") from None
    try:
        return ms_from_datetime(moment)
    except (ValueError, OverflowError, OSError):  # before year 1 or after 9999 once in UTC
        raise FilterError(f"{flag} {text!r} is out of range: use a date in 1970-9999") from None


def build_filter(
    conn: sqlite3.Connection, start: str | None = None, end: str | None = None,
    table: str | None = None, game: str | None = None,
) -> ExportFilter:
    """Check every filter against the log, so a typo is reported instead of an empty export."""
    start_ms = None if start is None else parse_moment(start, end=False)
    end_ms = None if end is None else parse_moment(end, end=True)
    if start_ms is not None and end_ms is not None and start_ms >= end_ms:
        raise FilterError(
            f"--from ({iso_utc(start_ms)}) is not before --to ({iso_utc(end_ms)})"
        )
    if table is not None:
        _known(conn, f"SELECT name FROM tables WHERE name <> '{LOG_TABLE}' ORDER BY name", table,
               "table")
    if game is not None:
        _known(conn, "SELECT DISTINCT game FROM hands WHERE game IS NOT NULL ORDER BY game",
               game, "game")
    return ExportFilter(start_ms, end_ms, table, game)


def _known(conn: sqlite3.Connection, sql: str, value: str, what: str) -> None:
    names = [str(r[0]) for r in conn.execute(sql)]
    if value in names:
        return
    if not names:
        raise FilterError(msg("export.none_yet", "unknown {what} {value}; the log has none yet",
                              what=_WHAT[what], value=repr(value)))
    raise FilterError(msg("export.unknown_filter", "unknown {what} {value}; the log has: {known}",
                          what=_WHAT[what], value=repr(value), known=", ".join(names[:20])))


_WHAT = {"table": msg("export.what_table", "table"), "game": msg("export.what_game", "game")}
"""The filter a supervisor chose, named in his language."""


def hand_where(flt: ExportFilter, *, scan: bool = False) -> tuple[str, list[object]]:
    """SQL conditions over hands ``h`` and tables ``t`` for the filter.

    ``scan`` keeps SQLite from using the start-time index, so hands come in id (log) order.
    """
    clauses: list[str] = []
    params: list[object] = []
    started = "+h.started_at" if scan else "h.started_at"
    for clause, value in ((f"{started} >= ?", flt.start), (f"{started} < ?", flt.end),
                          ("t.name = ?", flt.table), ("h.game = ?", flt.game)):
        if value is not None:
            clauses.append(clause)
            params.append(value)
    return " AND ".join(clauses) or "1", params
