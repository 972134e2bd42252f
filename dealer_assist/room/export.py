"""``room export``: the per-table exports (CSV, JSON Lines, PHH: same formats and columns, see
docs/storage.md) over every table in the room, or the ones named.

Each table's log is rebuilt from the room's copy into a scratch hand log (:mod:`.mirror`) and
exported with the table's own exporter; the pieces are joined into one file written as
``OUT.part`` and renamed when complete, so a cancelled export leaves nothing that looks whole.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO

import psycopg

from dealer_assist.room.mirror import mirror
from dealer_assist.storage.errors import ExportCancelled
from dealer_assist.storage.export import FORMATS, ExportResult, atomic_output, export_log
from dealer_assist.storage.export_filters import FilterError

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]


def room_export(
    dsn: str, fmt: str, out: Path, *, tables: list[str] | None = None, start: str | None = None,
    end: str | None = None, game: str | None = None, progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> ExportResult:
    """Export the room (or ``tables``) to ``out``; ``progress(tables done, tables)``."""
    if fmt not in FORMATS:
        raise FilterError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    with psycopg.connect(dsn) as room:
        logs = [(int(str(i)), str(n)) for i, n in room.execute(
            "SELECT id, table_name FROM room.logs WHERE head_seq > 0 ORDER BY table_name, id")]
        names = sorted({n for _, n in logs})
        unknown = [t for t in tables or [] if t not in names]
        if unknown:
            raise FilterError(f"unknown table {unknown[0]!r}; the room has: {', '.join(names)}")
        chosen = [(i, n) for i, n in logs if not tables or n in tables]
        written = skipped = 0
        games: set[str] = set()
        with tempfile.TemporaryDirectory(prefix="dealer-assist-room-export-") as scratch, \
                atomic_output(out) as handle:
            for done, (log_id, _) in enumerate(chosen):
                if cancel is not None and cancel():
                    raise ExportCancelled("export cancelled; nothing was written")
                db = Path(scratch, f"{log_id}.db")
                mirror(room, log_id, db)
                found = _games(db)
                games |= found
                if game is None or game in found:
                    part = Path(scratch, f"{log_id}.{fmt}")
                    result = export_log(db, fmt, part, start=start, end=end, game=game,
                                        cancel=cancel)
                    _join(handle, part, fmt, header=handle.tell() == 0, first=written)
                    written += result.written
                    skipped += result.skipped
                for path in Path(scratch).iterdir():
                    path.unlink()
                if progress is not None:
                    progress(done + 1, len(chosen))
            if game is not None and game not in games:
                raise FilterError(f"unknown game {game!r}; the room has: "
                                  f"{', '.join(sorted(games)) or 'no hands'}")
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
