"""`dealer-assist verify` and `dealer-assist export` through the real command line."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from played_hands import played_log

from dealer_assist.cli import main


def test_verify_command_ok_and_first_bad_row(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    log = played_log(tmp_path / "played.db")
    assert main(["verify", str(log)]) == 0
    assert ": OK: " in capsys.readouterr().out
    conn = sqlite3.connect(log)
    conn.execute("UPDATE events SET body = body || ' ' WHERE seq = 45")
    conn.commit()
    conn.close()
    assert main(["verify", str(log)]) == 1
    assert "FAILED at row seq 45" in capsys.readouterr().out


def test_verify_command_on_missing_and_foreign_files(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", str(tmp_path / "none.db")]) == 2
    assert "there is no hand log" in capsys.readouterr().err
    (tmp_path / "x.csv").write_text("a,b\n1,2\n")
    assert main(["verify", str(tmp_path / "x.csv")]) == 2
    assert "not a Dealer Assist hand log" in capsys.readouterr().err


def test_export_command_writes_each_format(small_log: Path, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    for fmt in ("csv", "jsonl", "phh"):
        out = tmp_path / f"out.{fmt}"
        assert main(["export", "--db", str(small_log), "--format", fmt, "--out", str(out),
                     "--table", "T1", "--from", "2026-09-01", "--to", "2026-09-30"]) == 0
        assert out.stat().st_size > 0
    assert "wrote 3 hands" in capsys.readouterr().out


@pytest.mark.parametrize(("extra", "message"), [
    (["--from", "2026-99-01"], "is not a date"),
    (["--table", "T4"], "unknown table 'T4'"),
    (["--game", "pai_gow"], "unknown game 'pai_gow'"),
    (["--from", "2026-09-02", "--to", "2026-09-01"], "is not before --to"),
])
def test_export_command_bad_filters_exit_2(
    small_log: Path, tmp_path: Path, extra: list[str], message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["export", "--db", str(small_log), "--format", "csv", "--out", str(tmp_path / "o")]
    assert main(args + extra) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def test_export_command_on_a_missing_database(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    args = ["export", "--db", str(tmp_path / "no.db"), "--format", "csv", "--out",
            str(tmp_path / "o.csv")]
    assert main(args) == 2
    assert "there is no hand log" in capsys.readouterr().err
