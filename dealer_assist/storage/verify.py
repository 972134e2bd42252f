"""Checking a hand log: SQLite's integrity check, the hash chain row by row, the derived
tables rebuilt from the chain, and every table's events replayed through the engine.

Reads only; streams the rows (the rebuilt tables live in a private temporary database).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from dealer_assist.engine.events import Event, EventError, PlayerLeft
from dealer_assist.messages import msg
from dealer_assist.storage import ledger
from dealer_assist.storage.chain import GENESIS, row_hash
from dealer_assist.storage.codec import KindCache, join_event
from dealer_assist.storage.connection import connect, translated
from dealer_assist.storage.engine_replay import EngineReplay
from dealer_assist.storage.errors import DatabaseCorrupt, verify_cancelled
from dealer_assist.storage.rebuild import Mismatch, Rebuild
from dealer_assist.storage.schema import check_version

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class VerifyReport:
    ok: bool
    checked: int  # event rows whose hash was checked
    first_bad: int | None  # seq of the first row that does not fit
    problem: str  # empty when ok
    head: str  # hex hash of the last good row: write it down to anchor the chain
    not_replayed: tuple[str, ...] = ()  # tables of imported PHH hands (import logs only)

    def message(self) -> str:
        if self.ok:
            skipped = (f"; imported PHH tables not replayed by the table engine: "
                       f"{', '.join(self.not_replayed)}" if self.not_replayed else "")
            return f"OK: {self.checked} events, chain head {self.head}{skipped}"
        where = f" at row seq {self.first_bad}" if self.first_bad is not None else ""
        return f"FAILED{where}: {self.problem}"


_ROWS = (
    "SELECT e.seq, t.name, e.hand_id, e.at, k.type, k.v, k.fields, e.body, e.hash, e.kind"
    " FROM events e LEFT JOIN tables t ON t.id = e.table_id"
    " LEFT JOIN event_kinds k ON k.id = e.kind ORDER BY e.seq"
)


def verify(
    path: str | Path, progress: Progress | None = None, cancel: Cancel | None = None, *,
    engine: bool = True,
) -> VerifyReport:
    """Check ``path``; a missing or non-database file raises a StorageError instead.

    Four checks, stopping at the first failure: SQLite's integrity check; the hash chain, row by
    row; the derived tables (staff, rulings, hands, ...) against what the chained rows say; and,
    with ``engine``, every table's events replayed through the engine, which must accept each
    one. A year of hands takes minutes: the UI runs this in a worker with
    ``progress(done, total)`` and a ``cancel()`` check (raises :class:`VerifyCancelled`).
    """
    path = Path(path)
    conn = connect(path, reader=True)
    try:
        check_version(conn, path)
        with translated(path):
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
            if problems != ["ok"]:
                return VerifyReport(False, 0, None, damaged_file(problems), "")
            # one read transaction: the chain and the tables compared with it are one snapshot,
            # however much the table appends meanwhile
            conn.execute("BEGIN")
            try:
                replay = EngineReplay(import_log=ledger.purpose(conn) == "import") if engine \
                    else None
                return _walk(conn, progress, cancel, replay)
            finally:
                conn.execute("ROLLBACK")
    except DatabaseCorrupt as exc:  # the problem as its Message, said in the reader's language
        return VerifyReport(False, 0, None, exc.args[0] if exc.args else str(exc), "")
    finally:
        conn.close()


def damaged_file(problems: list[str]) -> str:
    """SQLite's own check found the file damaged: the sentence says what to do (keep the file
    as it is for the supervisor: storage/errors.py DatabaseCorrupt); SQLite's English lines
    ride along as the technician's detail."""
    return msg("verify.damaged", "the hand log file is damaged (SQLite's own check found "
               "problems): keep the file exactly as it is and call a supervisor; SQLite says: "
               "{problems}", problems="; ".join(problems))


def _walk(
    conn: sqlite3.Connection, progress: Progress | None, cancel: Cancel | None,
    replay: EngineReplay | None,
) -> VerifyReport:
    if cancel is not None and cancel():  # then every 10,000 rows
        raise verify_cancelled()
    total = int(conn.execute("SELECT count(*) FROM events").fetchone()[0])
    previous, previous_seq, checked = GENESIS, 0, 0
    rebuild, kinds = Rebuild(), KindCache()
    kinds.load(conn)
    try:
        rows = conn.execute(_ROWS)
        for seq, table, hand_id, at, kind_type, version, fields, body, stored, kind in rows:
            if seq != previous_seq + 1:
                gap = msg("verify.rows_removed", "rows removed: seq jumps from {previous} to "
                          "{seq}", previous=previous_seq, seq=seq)
                return _bad(checked, seq, previous, gap)
            if table is None or kind_type is None:
                gone = msg("verify.row_orphaned",
                           "the row points to a table or event kind that is gone")
                return _bad(checked, seq, previous, gone)
            computed = row_hash(previous, seq, table, hand_id, at, kind_type, version, fields,
                                body)
            if computed != stored:
                return _bad(checked, seq, previous, _mismatch(conn, seq, stored, computed))
            found = _derive(rebuild, replay, conn, kinds, (seq, table, hand_id, at, kind_type,
                                                           fields, body, kind))
            if found is not None:
                return _bad(checked, found[0], previous, found[1])
            previous, previous_seq, checked = computed, seq, checked + 1
            if checked % 10_000 == 0:
                if cancel is not None and cancel():
                    raise verify_cancelled()
                if progress is not None:
                    progress(checked, total)
        found = rebuild.flush()
        if found is not None:
            return _bad(checked, found[0], previous, found[1])
        referenced = _last_referenced_seq(conn)
        if referenced > previous_seq:
            return _bad(checked, previous_seq + 1, previous, msg(
                "verify.rows_removed_end",
                "rows removed at the end: the log's index refers to seq {seq}", seq=referenced))
        edited = rebuild.compare(conn)
        if edited is not None:
            return VerifyReport(False, checked, None, edited, previous.hex())
    finally:
        rebuild.close()
    skipped = tuple(replay.not_replayed) if replay is not None else ()
    return VerifyReport(True, checked, None, "", previous.hex(), skipped)


Row = tuple[int, str, int | None, int, str, str, str, int]


def _derive(
    rebuild: Rebuild, replay: EngineReplay | None, conn: sqlite3.Connection, kinds: KindCache,
    row: Row,
) -> Mismatch | None:
    """Apply one chained row to the rebuilt tables and the engine; the first problem, if any."""
    seq, table, hand_id, at, kind_type, fields, body, kind = row
    try:
        if table == ledger.LOG_TABLE:
            return rebuild.record(at, kind_type, fields, body)
        event = join_event(kinds.kind(conn, kind), body)
        found = rebuild.event(seq, table, at, event, hand_id)
    except (ValueError, KeyError, TypeError, RecursionError, EventError, sqlite3.Error) as exc:
        return seq, msg("verify.unreadable", "the row cannot be read back as a {kind} ({error})",
                        kind=repr(kind_type), error=str(exc))
    if found is None:
        found = _departure_time(seq, event, at)
    if found is None and replay is not None:
        refused = replay.feed(table, event)
        if refused:
            return rebuild.flush() or (seq, refused)
    return found


DEPARTURE_SLACK_MS: Final = 60_000
"""A quit is recorded with the log's clock when the dealer touches Leave and written at once
(ui/views/seat_panel.py): its time is the row's, give or take this."""


def _departure_time(seq: int, event: Event, at: int) -> Mismatch | None:
    """LC-91: a departure dated other than when the log wrote it (earlier, so that a player
    could come back sooner with less; or later) is a forgery the engine cannot see."""
    if not isinstance(event, PlayerLeft) or event.at_ms == 0:
        return None
    if abs(at - event.at_ms) > DEPARTURE_SLACK_MS:
        return seq, msg("verify.departure_time", "a player_left dated {dated} was written at "
                        "{written}: a departure carries the time it was recorded (LC-91)",
                        dated=event.at_ms, written=at)
    return None


def _bad(checked: int, seq: int, head: bytes, problem: str) -> VerifyReport:
    return VerifyReport(False, checked, seq, problem, head.hex())


def _mismatch(conn: sqlite3.Connection, seq: int, stored: bytes, computed: bytes) -> str:
    """Say what most likely happened, from whether the next row still chains to this one."""
    after = conn.execute(
        "SELECT e.seq, t.name, e.hand_id, e.at, k.type, k.v, k.fields, e.body, e.hash"
        " FROM events e LEFT JOIN tables t ON t.id = e.table_id"
        " LEFT JOIN event_kinds k ON k.id = e.kind WHERE e.seq = ?", (seq + 1,)
    ).fetchone()
    if after is not None and None not in after[1:5]:
        follows_stored = row_hash(bytes(stored), *after[:8]) == after[8]
        follows_computed = row_hash(computed, *after[:8]) == after[8]
        if follows_stored:
            return msg("verify.content_changed",
                       "the row's content was changed after it was written")
        if follows_computed:
            return msg("verify.hash_changed", "the row's stored hash was changed")
    return msg("verify.off_chain",
               "the row does not fit the chain: changed, inserted, removed or reordered rows")


def _last_referenced_seq(conn: sqlite3.Connection) -> int:
    row = conn.execute(
        "SELECT max(coalesce((SELECT max(last_seq) FROM hands), 0),"
        " coalesce((SELECT max(last_seq) FROM table_sessions), 0))"
    ).fetchone()
    return int(row[0] or 0)
