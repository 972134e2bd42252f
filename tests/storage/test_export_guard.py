"""``export`` and ``verify`` against damaged logs, odd ``--out`` paths, out-of-range dates and
read-only media (issue 16)."""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import sqlite3
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from played_hands import played_log

from dealer_assist.cli import main


def _export(capsys: pytest.CaptureFixture[str], db: Path, out: Path,
            *extra: str) -> tuple[int, str, str]:
    status = main(["export", "--db", str(db), "--format", "csv", "--out", str(out), *extra])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _checkpointed(log: Path) -> Path:
    conn = sqlite3.connect(log)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return log


def test_a_corrupt_log_is_refused_not_exported_as_zero_hands(
        small_log: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = bytearray(_checkpointed(small_log).read_bytes())
    page = 4096
    data[3 * page:5 * page] = bytes(range(256)) * (2 * page // 256)  # two pages overwritten
    broken = tmp_path / "broken.db"
    broken.write_bytes(bytes(data))
    out = tmp_path / "hands.csv"
    status, stdout, err = _export(capsys, broken, out)
    assert status == 2 and "wrote" not in stdout and not out.exists()
    assert "is damaged" in err and "keep the file and call a supervisor" in err, err
    assert len(err.splitlines()) == 1 and "Traceback" not in err


def _special_files(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    yield fifo, stat.S_IFIFO
    device = tmp_path / "null"
    try:
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # like /dev/null
    except PermissionError:
        pass
    else:
        yield device, stat.S_IFCHR
    folder = tmp_path / "folder"
    folder.mkdir()
    yield folder, stat.S_IFDIR
    target = tmp_path / "target.csv"
    target.write_text("keep me\n")
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    yield link, stat.S_IFLNK


def test_out_refuses_anything_but_a_regular_file_or_a_new_path(
        small_log: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    seen = []
    for special, kind in _special_files(tmp_path):
        status, _out, err = _export(capsys, small_log, special)
        assert status == 2 and "is not a regular file" in err, (special, err)
        assert stat.S_IFMT(os.lstat(special).st_mode) == kind  # never replaced
        seen.append(kind)
    assert stat.S_IFIFO in seen and stat.S_IFCHR in seen
    assert (tmp_path / "target.csv").read_text() == "keep me\n"
    assert not list(tmp_path.glob("*.part"))
    regular = tmp_path / "old.csv"
    regular.write_text("yesterday\n")
    assert _export(capsys, small_log, regular)[0] == 0  # a regular file is replaced
    assert regular.read_text(encoding="utf-8-sig").startswith("table,hand")


def test_a_fifo_left_as_the_part_file_is_refused_too(
        small_log: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    os.mkfifo(tmp_path / "out.csv.part")
    status, _out, err = _export(capsys, small_log, tmp_path / "out.csv")
    assert status == 2 and "is not a regular file" in err
    assert stat.S_ISFIFO(os.lstat(tmp_path / "out.csv.part").st_mode)


@pytest.mark.parametrize("flags", [("--from", "0001-01-01"), ("--to", "9999-12-31"),
                                   ("--from", "0001-01-01T00:00")])
def test_dates_out_of_range_get_a_clear_error(
        small_log: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        flags: tuple[str, str]) -> None:
    status, _out, err = _export(capsys, small_log, tmp_path / "o.csv", *flags)
    assert status == 2 and f"{flags[0]} '{flags[1]}' is out of range" in err, err
    assert len(err.splitlines()) == 1


@contextlib.contextmanager
def read_only_mount(source: Path, tmp_path: Path) -> Iterator[Path]:
    mount = tmp_path / "ro"
    mount.mkdir(parents=True)
    if subprocess.run(["mount", "--bind", str(source), str(mount)],
                      capture_output=True).returncode != 0:
        pytest.skip("cannot bind-mount here (needs root)")
    try:
        if subprocess.run(["mount", "-o", "remount,bind,ro", str(mount)],
                          capture_output=True).returncode != 0:
            pytest.skip("cannot make a read-only mount here")
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def test_verify_and_export_read_a_log_on_read_only_media(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    media = tmp_path / "media"
    media.mkdir()
    shutil.copy(_checkpointed(played_log(tmp_path / "played.db")), media / "T1.db")
    before = _digest(media / "T1.db")
    with read_only_mount(media, tmp_path) as mount:
        log = mount / "T1.db"
        assert main(["verify", str(log)]) == 0, capsys.readouterr()
        status, out, err = _export(capsys, log, tmp_path / "hands.csv")
        assert status == 0 and "wrote 3 hands" in out, err
        # a -wal beside it would be ignored by an immutable read: refused, not misread
    (media / "T1.db-wal").write_bytes(b"x" * 100)
    with read_only_mount(media, tmp_path / "again") as mount:
        assert main(["verify", str(mount / "T1.db")]) == 2
        assert "on read-only media with changes still in T1.db-wal" in capsys.readouterr().err
    (media / "T1.db-wal").unlink()
    assert sorted(p.name for p in media.iterdir()) == ["T1.db"]  # no -shm, nothing written
    assert _digest(media / "T1.db") == before


def test_verify_and_export_read_a_read_only_file_in_a_read_only_folder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """chmod (root is not held back by it, so the read-only URI is what keeps us honest)."""
    folder = tmp_path / "locked"
    folder.mkdir()
    log = folder / "T1.db"
    shutil.copy(_checkpointed(played_log(tmp_path / "played.db")), log)
    before = _digest(log)
    log.chmod(0o444)
    folder.chmod(0o555)
    try:
        assert main(["verify", str(log)]) == 0, capsys.readouterr()
        assert _export(capsys, log, tmp_path / "hands.csv")[0] == 0
    finally:
        folder.chmod(0o755)
        log.chmod(0o644)
    assert _digest(log) == before and sorted(p.name for p in folder.iterdir()) == ["T1.db"]
