"""Exports for supervisors: CSV (one row per hand), JSON Lines (every event), PHH (poker hands).

Everything streams: rows are read, converted and written a few thousand at a time, so a year of
hands takes no more memory than a day. The output is written to ``OUT.part`` and renamed only
when complete, so a cancelled or failed export never leaves a half file that looks whole.
"""

from __future__ import annotations

import csv
import json
import os
import sqlite3
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Final

from dealer_assist.messages import msg
from dealer_assist.storage.codec import KindCache, event_dict
from dealer_assist.storage.connection import connect, quick_check, translated
from dealer_assist.storage.errors import ExportError, export_cancelled, write_failure
from dealer_assist.storage.export_csv import BYTE_ORDER_MARK, COLUMNS, NEEDED, csv_row
from dealer_assist.storage.export_filters import ExportFilter, build_filter
from dealer_assist.storage.export_hands import Cancel, Progress, hand_records
from dealer_assist.storage.export_phh import PHH_TYPES, NotPokerHand, hand_to_phh
from dealer_assist.storage.ledger import LOG_TABLE
from dealer_assist.storage.prefetch import prefetched
from dealer_assist.storage.schema import check_version
from dealer_assist.storage.times import iso_utc

FORMATS: Final = ("csv", "jsonl", "phh")


@dataclass(frozen=True, slots=True)
class ExportResult:
    path: Path
    format: str
    written: int  # hands (CSV, PHH) or events (JSON Lines)
    skipped: int = 0  # hands PHH cannot describe (non-poker games)


def export_log(
    db: str | Path, fmt: str, out: str | Path, *, start: str | None = None,
    end: str | None = None, table: str | None = None, game: str | None = None,
    progress: Progress | None = None, cancel: Cancel | None = None,
) -> ExportResult:
    """Export the log at ``db`` to ``out``. Filters are the supervisor's text (ISO dates, names).

    ``progress(done, total)`` is called now and then; ``cancel()`` returning True stops the
    export (raises :class:`ExportCancelled`). Bad filters raise ``FilterError``.
    """
    if fmt not in FORMATS:
        raise ExportError(msg("export.unknown_format", "unknown format {fmt}; choose one of "
                              "{formats}", fmt=repr(fmt), formats=", ".join(FORMATS)))
    db_path = Path(db)
    check_output(Path(out))
    conn = connect(db_path, reader=True)
    try:
        check_version(conn, db_path)
        quick_check(conn, db_path)  # a damaged file is refused, never exported as 0 hands
        with translated(db_path):
            flt = build_filter(conn, start, end, table, game)
            kinds = KindCache()
            kinds.load(conn)
            with _atomic_output(Path(out)) as handle:
                written, skipped = WRITERS[fmt](conn, kinds, flt, handle, progress, cancel)
    finally:
        conn.close()
    return ExportResult(Path(out), fmt, written, skipped)


Writer = Callable[
    [sqlite3.Connection, KindCache, ExportFilter, IO[str], Progress | None, Cancel | None],
    tuple[int, int],
]


def write_csv(
    conn: sqlite3.Connection, kinds: KindCache, flt: ExportFilter, handle: IO[str],
    progress: Progress | None, cancel: Cancel | None,
) -> tuple[int, int]:
    handle.write(BYTE_ORDER_MARK)  # utf-8-sig: spreadsheets then read the names right
    out = csv.writer(handle, lineterminator="\n")
    out.writerow(COLUMNS)
    count = 0
    for record in hand_records(conn, kinds, flt, only_types=NEEDED, progress=progress,
                               cancel=cancel):
        out.writerow(csv_row(record))
        count += 1
    return count, 0


def write_phh(
    conn: sqlite3.Connection, kinds: KindCache, flt: ExportFilter, handle: IO[str],
    progress: Progress | None, cancel: Cancel | None,
) -> tuple[int, int]:
    """A ``.phhs`` file: one TOML table ``[n]`` per poker hand, banked games skipped."""
    count = skipped = 0
    for record in hand_records(conn, kinds, flt, only_types=PHH_TYPES, progress=progress,
                               cancel=cancel):
        config = record.config()
        try:
            text = hand_to_phh(config, record.events(), players=record.players,
                               started_at=record.started_at)
        except NotPokerHand:
            skipped += 1
            continue
        count += 1
        handle.write(f"[{count}]\n{text}\n")
    return count, skipped


def write_jsonl(
    conn: sqlite3.Connection, kinds: KindCache, flt: ExportFilter, handle: IO[str],
    progress: Progress | None, cancel: Cancel | None,
) -> tuple[int, int]:
    """Every event written in the window, one JSON object a line, in log order.

    With ``--game`` only events of that game's hands are kept (set-up events have no game).
    Most rows repeat a body seen shortly before (the same card to the same seat, a fold), so
    each event's JSON is rebuilt once and remembered in a small bounded cache.
    """
    clauses, params = _event_where(flt)
    sql = (
        "SELECT e.seq, e.table_id, coalesce(h.number, 'null'), e.at, e.kind, e.body"
        f" FROM events e LEFT JOIN hands h ON h.id = e.hand_id WHERE {clauses} ORDER BY e.seq"
    )
    names = {i: json.dumps(n) for i, n in conn.execute("SELECT id, name FROM tables")}
    last = int(conn.execute("SELECT coalesce(max(seq), 0) FROM events").fetchone()[0])
    texts: dict[tuple[int, str], str] = {}
    count, stamp_ms, stamp = 0, -1, ""
    for batch in prefetched(conn.execute(sql, params)):
        lines = []
        for seq, table_id, hand, at, kind, body in batch:
            if at != stamp_ms:  # rows of one append share their time: format it once
                stamp_ms, stamp = at, iso_utc(at)
            text = texts.get((kind, body))
            if text is None:
                if len(texts) >= _JSON_CACHE:
                    texts.clear()
                text = texts[kind, body] = _compact(event_dict(kinds.kind(conn, kind), body))
            lines.append(f'{{"seq":{seq},"table":{names[table_id]},"hand":{hand},'
                         f'"at":"{stamp}","event":{text}}}\n')
        handle.write("".join(lines))
        count += len(batch)
        _tick(batch[-1][0], last, progress, cancel)
    if progress is not None:
        progress(last, last)
    return count, 0


_JSON_CACHE: Final = 4096
_compact = json.JSONEncoder(separators=(",", ":")).encode  # exactly as Event.to_json() writes


WRITERS: Final[dict[str, Writer]] = {"csv": write_csv, "jsonl": write_jsonl, "phh": write_phh}


def _event_where(flt: ExportFilter) -> tuple[str, list[object]]:
    """The filter over events ``e``; the log's own records (staff, PIN hashes, audit notes,
    sessions) are never exported as events."""
    clauses = ["e.table_id IS NOT (SELECT id FROM tables WHERE name = ?)"]
    params: list[object] = [LOG_TABLE]
    for clause, value in (("e.at >= ?", flt.start), ("e.at < ?", flt.end),
                          ("e.table_id = (SELECT id FROM tables WHERE name = ?)", flt.table),
                          ("+h.game = ?", flt.game)):
        if value is not None:
            clauses.append(clause)
            params.append(value)
    return " AND ".join(clauses), params


def _tick(done: int, total: int, progress: Progress | None, cancel: Cancel | None) -> None:
    if cancel is not None and cancel():
        raise export_cancelled()
    if progress is not None:
        progress(done, total)


def check_output(out: Path) -> None:
    """``--out`` is a new path or a regular file: never a device, FIFO, folder or link, which
    would be replaced by (or block on) an export."""
    try:
        mode = os.lstat(out).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise ExportError(write_failure(out, exc)) from exc
    if not stat.S_ISREG(mode):
        raise ExportError(msg(
            "export.not_a_file", "{path} is not a regular file (a device, FIFO, folder or "
            "link): an export writes only a new file or replaces a regular one; it was left as "
            "it was", path=str(out)))


def export_folder(out: Path) -> None:
    """The folder ``out`` goes in, made when missing; one that cannot be made (no permission,
    a disk gone) is an :class:`ExportError` naming why."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ExportError(write_failure(out, exc)) from exc


@contextmanager
def _atomic_output(out: Path) -> Iterator[IO[str]]:
    """Write to ``out.part`` (made new: never through a link or into a FIFO); rename over
    ``out`` only when everything was written, and only if ``out`` is still a regular file."""
    part = out.with_name(out.name + ".part")
    try:
        check_output(part)
        part.unlink(missing_ok=True)  # a regular file left by a killed export
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
        handle = os.fdopen(fd, "w", encoding="utf-8", newline="")
    except OSError as exc:
        raise ExportError(write_failure(out, exc)) from exc
    try:
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        check_output(out)
        os.replace(part, out)
    except OSError as exc:
        part.unlink(missing_ok=True)
        raise ExportError(write_failure(out, exc)) from exc
    except BaseException:
        part.unlink(missing_ok=True)
        raise


atomic_output = _atomic_output  # public: the room's export writes its file the same way
