"""Figures for the supervisor's room-wide charts: hands started per hour of the day, rulings per
table and per floorperson, overrides per table, and hands dealt and rulings per house dealer,
over a period, for the tables and the game chosen, across every table the room holds. The dealer
of a hand is the latest ``dealer_signed_in`` of its table before the hand's ``hand_started``
(the contract of engine/house_dealers.py, as the hand exports name it).

Each table's log is rebuilt from the room's copy (:func:`~dealer_assist.room.mirror.each_mirrored`,
as the room export does) and read with the same tables the table's own charts read, so a figure
means the same at the table and in the room; a panel that asks again passes its
:class:`~.mirror_cache.KeptMirrors`, and only what the room added since is read. No Qt here;
progress and cancel per table.
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from dealer_assist.room.mirror import chosen_logs, each_mirrored
from dealer_assist.room.mirror_cache import KeptMirrors
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
    hands_by_dealer: Counts  # "Name (BADGE)"; hands dealt with no dealer signed in are left out
    rulings_by_dealer: Counts

    @property
    def overrides(self) -> int:
        return sum(n for _t, n in self.overrides_by_table)


_GAME = "(:game IS NULL OR h.game = :game)"
_DEALING = (
    "SELECT e.hand_id, k.type, k.fields, e.body, t.name FROM events e"
    " JOIN event_kinds k ON k.id = e.kind JOIN tables t ON t.id = e.table_id"
    " WHERE k.type IN ('dealer_signed_in', 'hand_started') ORDER BY e.seq"
)


def dealers_of_hands(conn: sqlite3.Connection) -> dict[int, str]:
    """Each hand's house dealer ("Name (BADGE)") by hand row, for hands that had one."""
    latest: dict[str, str] = {}
    dealt: dict[int, str] = {}
    for hand_id, kind, fields, body, table in conn.execute(_DEALING):
        if kind == "dealer_signed_in":
            values = dict(zip(json.loads(fields), json.loads(body), strict=False))
            latest[table] = f"{values['name']} ({values['badge']})"
        elif hand_id is not None and table in latest:
            dealt[int(hand_id)] = latest[table]
    return dealt


def room_figures(room: RoomReader, since: int, until: int, *, tables: list[str] | None = None,
                 game: str | None = None, progress: Callable[[int, int], None] | None = None,
                 cancel: Callable[[], bool] | None = None,
                 kept: KeptMirrors | None = None) -> RoomFigures:
    """The figures over [since, until); ``progress(tables read, tables)``; ``kept``: the
    copies kept from the last request, brought up to date (else each log is rebuilt)."""
    logs = chosen_logs(room, tables)
    hours: Counter[int] = Counter()
    per_table: Counter[str] = Counter()
    per_floor: Counter[str] = Counter()
    overrides: Counter[str] = Counter()
    by_dealer: Counter[str] = Counter()
    dealer_rulings: Counter[str] = Counter()
    bounds = {"since": since, "until": until, "game": game}
    for done, (_log, db) in enumerate(each_mirrored(room, logs, cancel, "charts", kept), start=1):
        conn = sqlite3.connect(db)
        try:
            dealt = dealers_of_hands(conn)
            for hand, started in conn.execute(
                    "SELECT h.id, h.started_at FROM hands h WHERE h.started_at >= :since"
                    f" AND h.started_at < :until AND {_GAME}", bounds):
                hours[datetime.fromtimestamp(started / 1000).hour] += 1
                if hand in dealt:
                    by_dealer[dealt[hand]] += 1
            for table, status, by, hand in conn.execute(
                    "SELECT t.name, r.status, r.decided_by, r.hand_id FROM rulings r"
                    " JOIN tables t ON t.id = r.table_id LEFT JOIN hands h ON h.id = r.hand_id"
                    f" WHERE r.proposed_at >= :since AND r.proposed_at < :until AND {_GAME}",
                    bounds):
                per_table[table] += 1
                if by:
                    per_floor[by] += 1
                if status == "overridden":
                    overrides[table] += 1
                if hand in dealt:
                    dealer_rulings[dealt[hand]] += 1
        finally:
            conn.close()
        if progress is not None:
            progress(done, len(logs))
    return RoomFigures(since, until, tuple(sorted({log.table for log in logs})), game,
                       tuple(hours[h] for h in range(24)), tuple(sorted(per_table.items())),
                       tuple(sorted(per_floor.items())), tuple(sorted(overrides.items())),
                       tuple(sorted(by_dealer.items())), tuple(sorted(dealer_rulings.items())))
