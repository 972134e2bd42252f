"""The install path of docs/room.md: a room owner that is not a superuser (CREATEROLE only) runs
`room init`; a floor login enrols and retires tables; the table ships with its own login."""

from __future__ import annotations

import json
from pathlib import Path

import psycopg
import pytest

from dealer_assist.cli import main
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.schema import MIGRATIONS
from dealer_assist.storage import EventStore


def test_owner_floor_and_table_logins_as_documented(
        cluster: Cluster, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
        conn.execute("CREATE ROLE room_owner LOGIN CREATEROLE")
        conn.execute("CREATE DATABASE installed OWNER room_owner")
    owner = cluster.dsn(user="room_owner", dbname="installed")
    assert main(["room", "init", "--dsn", owner]) == 0
    assert f"version {len(MIGRATIONS)} (was 0)" in capsys.readouterr().out
    assert main(["room", "init", "--dsn", owner]) == 0  # again: nothing to do
    assert capsys.readouterr().out.strip() == f"room schema at version {len(MIGRATIONS)}"
    with psycopg.connect(owner, autocommit=True) as conn:
        conn.execute("CREATE ROLE maria LOGIN IN ROLE dealer_assist_floor")
    floor = cluster.dsn(user="maria", dbname="installed")
    log = tmp_path / "T12.db"
    EventStore.open(log).close()
    assert main(["room", "enroll", "--dsn", floor, "--table", "T12", "--db", str(log)]) == 0
    assert "enrolled" in capsys.readouterr().out
    assert main(["room", "enroll", "--dsn", floor, "--table", "T12", "--db", str(log)]) == 1
    assert "already enrolled" in capsys.readouterr().err  # this log has its files already
    other = tmp_path / "T12-new.db"
    EventStore.open(other).close()
    assert main(["room", "enroll", "--dsn", floor, "--table", "T12", "--db", str(other)]) == 1
    assert "the floor must retire it first" in capsys.readouterr().err
    room_only = cluster.dsn(user="nobody_needed", dbname="installed")  # the login file decides
    assert main(["room", "sync", "--db", str(log), "--dsn", room_only]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["refused"] == 0
    assert main(["room", "retire", "--dsn", floor, "--table", "T12"]) == 0
    assert main(["room", "retire", "--dsn", floor, "--table", "T12"]) == 1
    assert main(["room", "enroll", "--dsn", floor, "--table", "T12", "--db", str(other)]) == 0
    capsys.readouterr()
    assert main(["room", "status", "--dsn", floor, "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert [(t["table"], t["retired_at"] is None) for t in status["tables"]] == [
        ("T12", True), ("T12", False)]
    assert "second PC" in status["alarms"][0]["why"]


def test_a_room_from_a_newer_program_is_left_alone(
        room: str, capsys: pytest.CaptureFixture[str]) -> None:
    with psycopg.connect(room, autocommit=True) as conn:
        conn.execute("INSERT INTO room.schema_version (version) VALUES (99)")
    assert main(["room", "init", "--dsn", room]) == 2
    assert "newer than this program" in capsys.readouterr().err


def test_a_cluster_whose_maker_died_is_swept_by_the_next_one(tmp_path: Path) -> None:
    """A test run killed hard leaves its server running: the next throwaway cluster stops it."""
    import subprocess
    import sys

    from dealer_assist.room.cluster import find_bindir, sweep_abandoned

    root = Path(__file__).parents[2]
    code = ("from dealer_assist.room.cluster import Cluster; c = Cluster().start(); "
            "print(c.folder, flush=True); import os; os._exit(0)")  # dies without cleaning up
    made = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})
    folder = Path(made.stdout.strip())
    assert (folder / "data" / "postmaster.pid").exists()
    assert sweep_abandoned(find_bindir()) >= 1
    assert not folder.exists()
