"""``room export``: the per-table exports (CSV, JSON Lines, PHH: same formats and columns, see
docs/storage.md) over every table in the room, or the ones named.

Each table's log is rebuilt from the room's copy into a scratch hand log (:mod:`.mirror`) and
exported with the table's own exporter; the pieces are joined into one file written as
``OUT.part`` and renamed when complete, so a cancelled export leaves nothing that looks whole.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import IO

from dealer_assist.messages import msg
from dealer_assist.room.mirror import chosen_logs, each_mirrored
from dealer_assist.room.mirror_cache import KeptMirrors
from dealer_assist.room.reader import RoomReader
from dealer_assist.storage.export import FORMATS, ExportResult, atomic_output, export_log
from dealer_assist.storage.export_filters import FilterError

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]


def room_export(
    room: RoomReader | str, fmt: str, out: Path, *, tables: list[str] | None = None,
    start: str | None = None, end: str | None = None, game: str | None = None,
    progress: Progress | None = None, cancel: Cancel | None = None,
    kept: KeptMirrors | None = None,
) -> ExportResult:
    """Export the room (or ``tables``) to ``out``; ``progress(tables done, tables)``. ``room``:
    a reader (its pool is shared) or a DSN (a reader of its own for this export); ``kept``: the
    copies kept from the last request, brought up to date (else each log is rebuilt)."""
    if fmt not in FORMATS:
        raise FilterError(msg("export.unknown_format", "unknown format {fmt}; choose one of "
                              "{formats}", fmt=repr(fmt), formats=", ".join(FORMATS)))
    if isinstance(room, str):
        with RoomReader(room, max_size=1) as reader:
            return room_export(reader, fmt, out, tables=tables, start=start, end=end, game=game,
                               progress=progress, cancel=cancel)
    chosen = chosen_logs(room, tables)
    written = skipped = 0
    games: set[str] = set()
    with atomic_output(out) as handle:
        for done, (_log, db) in enumerate(each_mirrored(room, chosen, cancel, kept=kept), start=1):
            found = _games(db)
            games |= found
            if game is None or game in found:
                part = db.with_suffix(f".{fmt}")
                result = export_log(db, fmt, part, start=start, end=end, game=game,
                                    cancel=cancel)
                _join(handle, part, fmt, header=handle.tell() == 0, first=written)
                written += result.written
                skipped += result.skipped
            if progress is not None:
                progress(done, len(chosen))
        if game is not None and game not in games:
            raise FilterError(msg("export.room_lacks_game", "unknown game {game}; the room "
                                  "has: {games}", game=repr(game),
                                  games=", ".join(sorted(games)))
                              if games else msg("export.room_has_no_hands",
                                                "unknown game {game}; the room has no hands",
                                                game=repr(game)))
        if fmt == "csv" and handle.tell() == 0:
            handle.write(_csv_header())
    return ExportResult(out, fmt, written, skipped)


def _games(db: Path) -> set[str]:
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute("SELECT DISTINCT game FROM hands WHERE game IS NOT NULL")
        return {str(game) for (game,) in rows}
    finally:
        conn.close()


def _csv_header() -> str:
    from dealer_assist.storage.export_csv import BYTE_ORDER_MARK, COLUMNS

    return BYTE_ORDER_MARK + ",".join(COLUMNS) + "\n"


def _join(handle: IO[str], part: Path, fmt: str, *, header: bool, first: int) -> None:
    """Append one table's export: CSV keeps one header; PHH hands are numbered on."""
    with part.open(encoding="utf-8", newline="") as piece:
        if fmt == "csv" and not header:
            piece.readline()
        if fmt != "phh":
            shutil.copyfileobj(piece, handle)
            return
        for line in piece:
            if line.startswith("[") and line.rstrip("\n").endswith("]") and \
                    line[1:-2].isdigit():
                line = f"[{int(line[1:-2]) + first}]\n"
            handle.write(line)
