"""``replay --db`` never forges (issue 16): it writes only into a new file or an import log,
all lines or none, never a floor decision by someone who did not sign in, and never touches a
file that is not a Dealer Assist log (checked read-only before any write or pragma)."""

from __future__ import annotations

import contextlib
import hashlib
import random
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from played_hands import play_hand, played_log

from dealer_assist.cli import main
from dealer_assist.engine.events import Event, RulingDecided, RulingProposed
from dealer_assist.engine.session import demo_session
from dealer_assist.storage import EventStore
from dealer_assist.storage.schema import APPLICATION_ID
from dealer_assist.storage.verify import verify


def _events(count: int) -> list[Event]:
    """``count`` events of the demo table played through the engine (cut where they reach it)."""
    session = demo_session()
    rng = random.Random(3)
    events = list(session.table.history)
    while len(events) < count:
        events += play_hand(session, rng)
    return events[:count]


def _write(path: Path, events: list[Event]) -> Path:
    path.write_text("".join(ev.to_json() + "\n" for ev in events), encoding="utf-8")
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _content(path: Path) -> tuple[int, bytes]:
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        count, head = conn.execute("SELECT count(*), max(hash) FROM events").fetchone()
        return int(count), bytes(head)
    finally:
        conn.close()


def _import(capsys: pytest.CaptureFixture[str], db: Path, *files: Path,
            table: str = "T1") -> tuple[int, str, str]:
    status = main(["replay", "--db", str(db), "--table", table, *map(str, files)])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_an_import_goes_into_a_new_file_or_an_import_log_never_a_live_log(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hand = _write(tmp_path / "hand.jsonl", _events(60))
    live = played_log(tmp_path / "live.db", hands=1)
    before = _digest(live)
    status, _out, err = _import(capsys, live, hand)
    assert status == 2 and "is a table's hand log" in err and "nothing was written" in err
    assert _digest(live) == before

    imported = tmp_path / "import.db"
    status, _out, err = _import(capsys, imported, hand)
    assert status == 0, err
    assert "60 events written to the import log" in err
    assert verify(imported).ok
    with EventStore.open(imported, purpose="import") as log:  # the import is in the audit
        [note] = log.audit_entries(action="import")
        assert note.detail == f"60 events replayed from {hand}"
    status, _out, err = _import(capsys, imported, _write(tmp_path / "b.jsonl", _events(40)),
                                table="T2")
    assert status == 0, err  # an import log takes further imports
    report = verify(imported)
    assert report.ok, report.message()


def test_a_refused_line_101_of_287_leaves_the_log_as_it_was(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    events = _events(287)
    lines = [ev.to_json() for ev in events]
    lines[100] = lines[99]  # line 101 repeats line 100: the engine refuses it
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    fresh = tmp_path / "fresh.db"
    status, out, err = _import(capsys, fresh, bad)
    assert status == 1 and '"line": 101' in out.splitlines()[-1]
    assert "nothing was written" in err and not fresh.exists()  # a new log is not even made

    existing = tmp_path / "existing.db"
    assert _import(capsys, existing, _write(tmp_path / "ok.jsonl", _events(30)))[0] == 0
    before = _content(existing)
    status, _out, _err = _import(capsys, existing, bad)
    assert status == 1 and _content(existing) == before  # not 100 of 287: none


def test_a_floor_decision_by_someone_who_never_signed_in_is_not_imported(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    events = _events(20)
    events += [RulingProposed(1, "see_hand_at_showdown", ("LC-75",), "asked to see"),
               RulingDecided(1, "confirmed", "Rosa (B-17)", "LC-75 applies")]
    forged = _write(tmp_path / "ruling.jsonl", events)
    db = tmp_path / "import.db"
    status, out, _err = _import(capsys, db, forged)
    assert status == 1 and not db.exists()
    refused = out.splitlines()[-1]
    assert '"line": 22' in refused and "badge B-17 has no signed-in floor staff record" in refused
    unsigned = _write(tmp_path / "nobadge.jsonl",
                      [*events[:-1], RulingDecided(1, "confirmed", "the floor")])
    status, out, _err = _import(capsys, db, unsigned)
    assert status == 1 and "names no badge" in out.splitlines()[-1]
    # a dealer's record, or a floorperson who never signed in, does not sign a decision either
    with EventStore.open(db, purpose="import") as log:
        log.add_staff("B-17", "Rosa", "dealer")
        log.audit("login", "Rosa (dealer)", staff="B-17")
        log.add_staff("F-2", "Fay", "floor")
    assert _import(capsys, db, forged)[0] == 1
    with EventStore.open(db, purpose="import") as log:
        log.add_staff("B-17", "Rosa", "floor")
    status, _out, err = _import(capsys, db, forged)
    assert status == 0, err  # Rosa is floor staff of this log and signed in here
    assert verify(db).ok


@pytest.mark.parametrize("journal", ["delete", "wal"])
def test_another_programs_sqlite_file_is_never_touched(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], journal: str) -> None:
    other = tmp_path / "browser.sqlite"
    conn = sqlite3.connect(other)
    conn.execute(f"PRAGMA journal_mode = {journal}")
    conn.execute("PRAGMA application_id = 1234")
    conn.execute("CREATE TABLE bookmarks (url TEXT)")
    conn.execute("INSERT INTO bookmarks VALUES ('https://example.org')")
    conn.commit()
    conn.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    before = _digest(other)
    status, _out, err = _import(capsys, other, _write(tmp_path / "h.jsonl", _events(10)))
    assert status == 2 and "another program" in err and len(err.splitlines()) == 1
    assert _digest(other) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*files, "h.jsonl"])
    conn = sqlite3.connect(other)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == journal  # not switched to WAL
    conn.close()


def test_a_sqlite_file_without_an_events_table_is_refused_clearly(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hand = _write(tmp_path / "h.jsonl", _events(10))
    blank = tmp_path / "blank.db"
    conn = sqlite3.connect(blank)
    conn.execute("PRAGMA user_version = 0")
    conn.execute("VACUUM")  # an SQLite file with no tables at all
    conn.close()
    marked = tmp_path / "marked.db"
    conn = sqlite3.connect(marked)  # claims to be ours, has no events table
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 2")
    conn.execute("CREATE TABLE notes (x)")
    conn.close()
    for target, says in ((blank, "not a Dealer Assist hand log"), (marked, "has no")):
        before = _digest(target)
        status, _out, err = _import(capsys, target, hand)
        assert status == 2 and says in err and len(err.splitlines()) == 1, err
        assert "Traceback" not in err and _digest(target) == before


@contextlib.contextmanager
def tiny_disk(tmp_path: Path, size: str = "2m") -> Iterator[Path]:
    mount = tmp_path / "tiny"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)],
                      capture_output=True).returncode != 0:
        pytest.skip("cannot mount a small file system here (needs root)")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def _fill(disk: Path, leave: int) -> Path:
    """Fill the small file system, leaving about ``leave`` bytes free."""
    filler = disk / "filler"
    with contextlib.suppress(OSError), filler.open("wb") as handle:
        while True:
            handle.write(bytes(16 * 1024))
    filler.write_bytes(bytes(max(0, filler.stat().st_size - leave)))
    return filler


def test_disk_full_during_an_import_says_so_and_keeps_the_log(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    big = _write(tmp_path / "big.jsonl", _events(6000))
    with tiny_disk(tmp_path) as disk:
        log = disk / "import.db"
        assert _import(capsys, log, _write(tmp_path / "s.jsonl", _events(30)))[0] == 0
        before = _content(log)
        filler = _fill(disk, leave=96 * 1024)
        status, _out, err = _import(capsys, log, big)
        assert status == 2 and len(err.splitlines()) == 1, err
        assert "is full: nothing was saved" in err
        filler.unlink()
        assert _content(log) == before and verify(log).ok
        _fill(disk, leave=64 * 1024)
        fresh = disk / "fresh.db"
        status, _out, err = _import(capsys, fresh, big)
        assert status == 2 and "is full" in err
        assert not fresh.exists()  # the half-made new log is removed again
