"""`room export`: room-wide exports in the per-table formats and columns (docs/storage.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from room_tables import Table

from dealer_assist.cli import main
from dealer_assist.room.export import room_export
from dealer_assist.storage.errors import ExportCancelled
from dealer_assist.storage.export import export_log
from dealer_assist.storage.export_filters import FilterError

Enrolled = Callable[..., Table]


@pytest.mark.parametrize("fmt", ["csv", "jsonl", "phh"])
def test_one_table_exports_exactly_as_its_own_log_does(enrolled: Enrolled, tmp_path: Path,
                                                        fmt: str) -> None:
    table = enrolled("T1", hands=3)
    table.sync()
    mine, theirs = tmp_path / f"log.{fmt}", tmp_path / f"room.{fmt}"
    export_log(table.log, fmt, mine)
    result = room_export(table.dsn, fmt, theirs)
    assert theirs.read_text() == mine.read_text()
    assert result.written == (3 if fmt != "jsonl" else len(mine.read_text().splitlines()))


def test_room_wide_export_joins_tables_with_one_header_and_numbered_hands(
        enrolled: Enrolled, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    one, two = enrolled("T1", hands=2), enrolled("T2", hands=3)
    one.sync()
    two.sync()
    out = tmp_path / "room.csv"
    assert main(["room", "export", "--dsn", one.dsn, "--format", "csv", "--out", str(out)]) == 0
    lines = out.read_text(encoding="utf-8-sig").splitlines()  # one byte-order mark, first
    assert len(lines) == 1 + 5 and lines[0].startswith("table,")
    assert out.read_bytes().count("\ufeff".encode()) == 1
    assert [line.split(",")[0] for line in lines[1:]] == ["T1"] * 2 + ["T2"] * 3
    phh = tmp_path / "room.phhs"
    room_export(one.dsn, "phh", phh, tables=["T2"])
    headers = [line for line in phh.read_text().splitlines() if line.startswith("[")]
    assert headers == ["[1]", "[2]", "[3]"]
    room_export(one.dsn, "phh", phh)
    headers = [line for line in phh.read_text().splitlines() if line.startswith("[")]
    assert headers == [f"[{n}]" for n in range(1, 6)]
    assert "5 hands" in capsys.readouterr().out


def test_export_filters_are_checked(enrolled: Enrolled, tmp_path: Path) -> None:
    table = enrolled("T1", hands=1)
    table.sync()
    with pytest.raises(FilterError, match="the room has: T1"):
        room_export(table.dsn, "csv", tmp_path / "x.csv", tables=["T99"])
    with pytest.raises(FilterError, match="unknown game"):
        room_export(table.dsn, "csv", tmp_path / "x.csv", game="stud")
    with pytest.raises(ExportCancelled):
        room_export(table.dsn, "csv", tmp_path / "x.csv", cancel=lambda: True)
    assert not (tmp_path / "x.csv").exists() and not (tmp_path / "x.csv.part").exists()
