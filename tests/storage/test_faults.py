"""Faults: locked, full, read-only, corrupt and foreign files give clear errors, lose nothing."""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hand_samples import holdem_hand, table_setup, verify_chain

from dealer_assist.storage import (
    DatabaseCorrupt,
    DatabaseLocked,
    DatabaseMissing,
    DatabaseReadOnly,
    DiskFull,
    EventStore,
    NotADatabase,
    SchemaTooNew,
)

LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.read()
conn.execute("ROLLBACK")
"""


@contextlib.contextmanager
def locked_by_another_process(path: Path) -> Iterator[None]:
    proc = subprocess.Popen([sys.executable, "-c", LOCKER, str(path)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        yield
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=10)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_locked_database_waits_then_says_so_and_writes_nothing(small_log: Path) -> None:
    store = EventStore.open(small_log, busy_timeout_s=0.2)
    head = store.head()
    with locked_by_another_process(small_log):
        with pytest.raises(DatabaseLocked, match="in use by another program"):
            store.append("T1", holdem_hand(4))
        with pytest.raises(DatabaseLocked):
            EventStore.open(small_log, busy_timeout_s=0.2)
    assert store.head() == head
    store.append("T1", holdem_hand(4))  # once the other program lets go, work resumes
    store.close()
    assert verify_chain(small_log).ok


def test_disk_full_rolls_back_the_whole_batch(small_log: Path) -> None:
    store = EventStore.open(small_log)
    head, hands = store.head(), store.last_hands("T1")
    # A size cap makes SQLite hit SQLITE_FULL exactly as a full disk does.
    store.limit_pages(store.page_count())
    big = [*holdem_hand(4)] * 40
    with pytest.raises(DiskFull, match="full: nothing was saved"):
        store.append("T1", big)
    assert store.head() == head and store.last_hands("T1") == hands
    assert store.hand_in_progress("T1") is None
    store.limit_pages(None)
    store.append("T1", holdem_hand(4))
    store.close()
    assert verify_chain(small_log).ok


def test_real_disk_full_on_a_tiny_filesystem(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("mounting a tiny filesystem needs root")
    mount = tmp_path / "tiny"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)],
                      capture_output=True).returncode != 0:
        pytest.skip("cannot mount tmpfs here")
    try:
        filler = mount / "filler"
        filler.write_bytes(bytes(256 * 1024))
        store = EventStore.open(mount / "log.db")
        store.append("T1", table_setup("T1"))
        accepted: list[int] = []
        with pytest.raises(DiskFull):
            for number in range(1, 10_000):
                accepted += store.append("T1", holdem_hand(number))
        assert accepted, "the disk filled before anything was written"
        with contextlib.suppress(DiskFull):
            store.close()
        filler.unlink()  # the supervisor frees space
        with EventStore.open(mount / "log.db") as reopened:
            assert reopened.head()[0] >= max(accepted)
            assert reopened.hand_in_progress("T1") is None  # the failed batch left no hand
        assert verify_chain(mount / "log.db").ok
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[None]:
    """chmod for ordinary users; root ignores it, so also make the file immutable then."""
    path.chmod(0o444)
    immutable = os.geteuid() == 0 and subprocess.run(
        ["chattr", "+i", str(path)], capture_output=True).returncode == 0
    if os.geteuid() == 0 and not immutable:
        path.chmod(0o644)
        pytest.skip("cannot make a file read-only for root here")
    try:
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        path.chmod(0o644)


def test_read_only_file_is_refused_with_a_clear_message(small_log: Path) -> None:
    EventStore.open(small_log).close()  # checkpointed and closed: no -wal file left
    before = _digest(small_log)
    with read_only(small_log):
        with pytest.raises(DatabaseReadOnly, match="cannot be written"):
            EventStore.open(small_log)
        assert verify_chain(small_log).ok  # reading still works
    assert _digest(small_log) == before


def test_corrupt_file_is_reported_and_left_untouched(small_log: Path) -> None:
    EventStore.open(small_log).close()
    data = bytearray(small_log.read_bytes())
    page = 4096
    data[2 * page: 4 * page] = bytes(range(256)) * (2 * page // 256)
    small_log.write_bytes(bytes(data))
    before = _digest(small_log)
    with pytest.raises(DatabaseCorrupt, match="damaged"):
        EventStore.open(small_log)
    report = verify_chain(small_log)
    assert not report.ok
    assert "integrity" in report.problem.lower() or "damaged" in report.problem
    assert _digest(small_log) == before  # never replaced or cleared


def test_truncated_file_is_reported_as_damaged(small_log: Path) -> None:
    EventStore.open(small_log).close()
    data = small_log.read_bytes()
    small_log.write_bytes(data[: len(data) // 2])
    with pytest.raises(DatabaseCorrupt):
        EventStore.open(small_log)


def test_not_a_database_file(tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("shift notes: table 4 short a rack\n" * 50)
    with pytest.raises(NotADatabase, match="not a Dealer Assist hand log"):
        EventStore.open(text)
    with pytest.raises(NotADatabase):
        verify_chain(text)
    assert text.read_text().startswith("shift notes")
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(NotADatabase):
        EventStore.open(other)
    with pytest.raises(NotADatabase):
        verify_chain(other)


def test_missing_file_for_reading_and_newer_schema(small_log: Path, tmp_path: Path) -> None:
    with pytest.raises(DatabaseMissing, match="no hand log"):
        verify_chain(tmp_path / "nowhere.db")
    conn = sqlite3.connect(small_log)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(SchemaTooNew, match="newer Dealer Assist"):
        EventStore.open(small_log)
