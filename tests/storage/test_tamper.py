"""Tamper evidence: every changed, removed, inserted or reordered row is caught by verify."""

from __future__ import annotations

import random
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from hand_samples import holdem_hand, table_setup, verify_chain

from dealer_assist.storage import EventStore, VerifyCancelled


def _tampered(small_log: Path, tmp_path: Path, change: Callable[[sqlite3.Connection], None],
              name: str = "tampered.db") -> Path:
    copy = tmp_path / name
    shutil.copy(small_log, copy)
    conn = sqlite3.connect(copy)
    change(conn)
    conn.commit()
    conn.close()
    return copy


def _rows(path: Path) -> int:
    conn = sqlite3.connect(path)
    count = int(conn.execute("SELECT count(*) FROM events").fetchone()[0])
    conn.close()
    return count


def test_verify_accepts_an_untouched_log(small_log: Path) -> None:
    report = verify_chain(small_log)
    assert report.ok, report.message()
    assert report.checked == _rows(small_log) and report.first_bad is None
    assert report.message().startswith("OK")


def test_verify_catches_random_single_byte_changes(small_log: Path, tmp_path: Path) -> None:
    rng = random.Random(20261129)
    total = _rows(small_log)
    for attempt in range(120):
        seq = rng.randint(1, total)
        column = rng.choice(["body", "hash"])

        def change(conn: sqlite3.Connection, seq: int = seq, column: str = column) -> None:
            value = conn.execute(f"SELECT {column} FROM events WHERE seq = ?", (seq,)).fetchone()[0]
            data = bytearray(value.encode() if isinstance(value, str) else value)
            at = rng.randrange(len(data))
            if column == "body":
                data[at] = rng.choice([b for b in b"0123456789abcdefxyz,:[]" if b != data[at]])
                new: str | bytes = data.decode()
            else:
                data[at] ^= rng.randint(1, 255)
                new = bytes(data)
            conn.execute(f"UPDATE events SET {column} = ? WHERE seq = ?", (new, seq))

        report = verify_chain(_tampered(small_log, tmp_path, change, f"t{attempt}.db"))
        assert not report.ok
        assert report.first_bad == seq, (attempt, column, report.message())


@pytest.mark.parametrize("column", ["at", "table_id", "hand_id", "kind"])
def test_verify_catches_changed_row_columns(small_log: Path, tmp_path: Path, column: str) -> None:
    def change(conn: sqlite3.Connection) -> None:
        if column == "table_id":
            conn.execute("INSERT INTO tables (name, first_seen) VALUES ('T2', 0)")
        conn.execute(f"UPDATE events SET {column} = coalesce({column}, 0) + 1 WHERE seq = 30")

    report = verify_chain(_tampered(small_log, tmp_path, change))
    assert (report.ok, report.first_bad) == (False, 30), report.message()


def test_verify_catches_renamed_field_or_table(small_log: Path, tmp_path: Path) -> None:
    renamed = _tampered(small_log, tmp_path, lambda c: c.execute(
        "UPDATE event_kinds SET fields = replace(fields, '\"amount\"', '\"amt\"')"), "k.db")
    report = verify_chain(renamed)
    assert not report.ok and report.first_bad is not None
    moved = _tampered(small_log, tmp_path, lambda c: c.execute(
        "UPDATE tables SET name = 'T9' WHERE name = 'T1'"), "t.db")
    assert verify_chain(moved).first_bad == 3  # T1's first event (after the log's 2 records)


@pytest.mark.parametrize("seq", [1, 2, 40, 77])
def test_verify_catches_a_deleted_row(small_log: Path, tmp_path: Path, seq: int) -> None:
    report = verify_chain(_tampered(small_log, tmp_path, lambda c: c.execute(
        "DELETE FROM events WHERE seq = ?", (seq,))))
    assert (report.ok, report.first_bad) == (False, seq + 1), report.message()
    assert "removed" in report.problem


def test_verify_catches_rows_deleted_at_the_end(small_log: Path, tmp_path: Path) -> None:
    total = _rows(small_log)
    report = verify_chain(_tampered(small_log, tmp_path, lambda c: c.execute(
        "DELETE FROM events WHERE seq > ?", (total - 3,))))
    assert (report.ok, report.first_bad) == (False, total - 2), report.message()


def _copy_row_sql(target: int, source: int) -> str:
    return ("INSERT INTO events (seq, table_id, hand_id, at, kind, body, hash) SELECT "
            f"{target}, table_id, hand_id, at, kind, body, hash FROM events WHERE seq = {source}")


def test_verify_catches_an_inserted_row(small_log: Path, tmp_path: Path) -> None:
    total = _rows(small_log)

    def insert_middle(conn: sqlite3.Connection) -> None:
        conn.execute("UPDATE events SET seq = -seq WHERE seq > 20")
        conn.execute("UPDATE events SET seq = 1 - seq WHERE seq < 0")
        conn.execute(_copy_row_sql(21, 5))  # an earlier row again, its hash and all

    report = verify_chain(_tampered(small_log, tmp_path, insert_middle))
    assert (report.ok, report.first_bad) == (False, 21), report.message()
    appended = verify_chain(_tampered(small_log, tmp_path, lambda c: c.execute(
        _copy_row_sql(total + 1, total)), "end.db"))
    assert (appended.ok, appended.first_bad) == (False, total + 1), appended.message()


@pytest.mark.parametrize(("a", "b"), [(10, 11), (15, 60), (1, 2)])
def test_verify_catches_reordered_rows(small_log: Path, tmp_path: Path, a: int, b: int) -> None:
    def swap(conn: sqlite3.Connection) -> None:
        conn.execute("UPDATE events SET seq = -1 WHERE seq = ?", (a,))
        conn.execute("UPDATE events SET seq = ? WHERE seq = ?", (a, b))
        conn.execute("UPDATE events SET seq = ? WHERE seq = -1", (b,))

    report = verify_chain(_tampered(small_log, tmp_path, swap))
    assert (report.ok, report.first_bad) == (False, a), report.message()


def test_verify_catches_a_byte_flipped_in_the_file(small_log: Path, tmp_path: Path) -> None:
    """Below SQLite: a byte of a player's name changed in the file itself."""
    copy = tmp_path / "raw.db"
    shutil.copy(small_log, copy)
    conn = sqlite3.connect(copy)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(copy.read_bytes())
    at = data.find(b'"flo"')
    assert at > 0 and data.count(b'"flo"') == 1
    data[at + 3] = ord("p")
    copy.write_bytes(bytes(data))
    report = verify_chain(copy)
    assert (report.ok, report.first_bad) == (False, 9), report.message()  # flo's seat, row 9


def test_verify_reports_progress_and_can_be_cancelled(tmp_path: Path) -> None:
    path = tmp_path / "long.db"
    with EventStore.open(path) as log:
        log.append("T1", table_setup("T1"))
        log.append("T1", [e for n in range(1, 601) for e in holdem_hand(n)])
    seen: list[tuple[int, int]] = []
    assert verify_chain(path, progress=lambda done, total: seen.append((done, total))).ok
    assert seen and seen[0] == (10_000, _rows(path))
    with pytest.raises(VerifyCancelled):
        verify_chain(path, cancel=lambda: True)
