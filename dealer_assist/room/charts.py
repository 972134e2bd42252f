"""Figures for the supervisor's room-wide charts: hands started per hour of the day, rulings per
table and per floorperson, and overrides per table, over a period, for the tables and the game
chosen, across every table the room holds.

Each table's log is rebuilt from the room's copy (:func:`~dealer_assist.room.mirror.each_mirrored`,
as the room export does) and read with the same tables the table's own charts read, so a figure
means the same at the table and in the room. No Qt here; progress and cancel per table.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from dealer_assist.room.mirror import chosen_logs, each_mirrored
from dealer_assist.room.reader import RoomReader
from dealer_assist.storage.tallies import HandAndRulingTotals

Counts = tuple[tuple[str, int], ...]  # (name, count), by name


@dataclass(frozen=True)
class RoomFigures(HandAndRulingTotals):
    since: int  # ms UTC, inclusive
    until: int  # ms UTC, exclusive
    tables: tuple[str, ...]  # the tables read
    game: str | None
    hands_by_hour: tuple[int, ...]  # 24 counts, local hour of the day a hand started
    rulings_by_table: Counts
    rulings_by_floorperson: Counts  # decided rulings, by who decided ("Name (BADGE)")
    overrides_by_table: Counts

    @property
    def overrides(self) -> int:
        return sum(n for _t, n in self.overrides_by_table)


_GAME = "(:game IS NULL OR h.game = :game)"


def room_figures(room: RoomReader, since: int, until: int, *, tables: list[str] | None = None,
                 game: str | None = None, progress: Callable[[int, int], None] | None = None,
                 cancel: Callable[[], bool] | None = None) -> RoomFigures:
    """The figures over [since, until); ``progress(tables read, tables)``."""
    logs = chosen_logs(room, tables)
    hours: Counter[int] = Counter()
    per_table: Counter[str] = Counter()
    per_floor: Counter[str] = Counter()
    overrides: Counter[str] = Counter()
    bounds = {"since": since, "until": until, "game": game}
    for done, (_log, db) in enumerate(each_mirrored(room, logs, cancel, "charts"), start=1):
        conn = sqlite3.connect(db)
        try:
            for (started,) in conn.execute(
                    "SELECT h.started_at FROM hands h WHERE h.started_at >= :since"
                    f" AND h.started_at < :until AND {_GAME}", bounds):
                hours[datetime.fromtimestamp(started / 1000).hour] += 1
            for table, status, by in conn.execute(
                    "SELECT t.name, r.status, r.decided_by FROM rulings r"
                    " JOIN tables t ON t.id = r.table_id LEFT JOIN hands h ON h.id = r.hand_id"
                    f" WHERE r.proposed_at >= :since AND r.proposed_at < :until AND {_GAME}",
                    bounds):
                per_table[table] += 1
                if by:
                    per_floor[by] += 1
                if status == "overridden":
                    overrides[table] += 1
        finally:
            conn.close()
        if progress is not None:
            progress(done, len(logs))
    return RoomFigures(since, until, tuple(sorted({log.table for log in logs})), game,
                       tuple(hours[h] for h in range(24)), tuple(sorted(per_table.items())),
                       tuple(sorted(per_floor.items())), tuple(sorted(overrides.items())))
