"""The shipper: live shipping from its own thread, the room light, and `room sync`."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pytest
from room_tables import Table

from dealer_assist.cli import main
from dealer_assist.room.compare import compare
from dealer_assist.room.local import LocalLog
from dealer_assist.room.shipper import RoomLight, Shipper

Enrolled = Callable[..., Table]


def wait_caught_up(table: Table, shipper: Shipper, timeout: float = 60.0) -> None:
    """Until the shipper has the room's head at the log's end (cheap checks while waiting)."""
    local = LocalLog(table.log)
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if (shipper.status().state == "connected"
                    and shipper.room_head == local.head_seq()):
                return
            time.sleep(0.05)
    finally:
        local.close()
    raise AssertionError(f"not caught up: {shipper.status()}")


def assert_room_copy_is_the_log(table: Table) -> None:
    """0 lost, 0 duplicated, 0 rewritten: every row, in order, with its hash."""
    found = compare(table.log, table.dsn, table.login.log_id)
    assert found.ok and found.not_yet_shipped == 0, found


def test_the_shipper_ships_as_the_table_plays(enrolled: Enrolled) -> None:
    table = enrolled("T1")
    shipper = table.shipper(batch=10, poll_s=0.01).start()
    try:
        for _ in range(3):
            table.play(1)
        wait_caught_up(table, shipper)
        assert shipper.status().text() == "room: connected"
    finally:
        shipper.stop()
    assert_room_copy_is_the_log(table)
    assert shipper.totals.refused == 0 and shipper.totals.already_there == 0


def test_the_light_says_offline_since_and_dealing_goes_on(enrolled: Enrolled) -> None:
    table = enrolled("T1")
    shipper = Shipper(table.log, "host=/nonexistent port=1 dbname=x connect_timeout=1",
                      table.login, poll_s=0.01, retry_max_s=0.05).start()
    try:
        started = time.monotonic()
        table.play(2)  # the log takes the hands at once: nothing waits for the room
        assert time.monotonic() - started < 5
        deadline = time.monotonic() + 10
        while shipper.status().state != "offline" and time.monotonic() < deadline:
            time.sleep(0.02)
        light = shipper.status()
        assert light.state == "offline" and light.text().startswith("room: offline since ")
    finally:
        shipper.stop()
    assert RoomLight("behind", 12).text() == "room: 12 events behind"


def test_room_sync_prints_its_totals_as_json(enrolled: Enrolled,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    table = enrolled("T1", hands=2)
    assert main(["room", "sync", "--db", str(table.log), "--dsn", table.dsn]) == 0
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert first == {"shipped": first["shipped"], "already_there": 0, "refused": 0}
    assert first["shipped"] > 60
    table.play(1)
    assert main(["room", "sync", "--db", str(table.log), "--dsn", table.dsn]) == 0
    second = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert second["shipped"] > 30 and second["refused"] == 0
    assert_room_copy_is_the_log(table)


def test_room_status_lists_tables_and_alarms(enrolled: Enrolled,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    table = enrolled("T1", hands=1)
    table.sync()
    table.play(1)  # not shipped yet: the room learns the lag at the next contact
    assert main(["room", "status", "--dsn", table.dsn, "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert [t["table"] for t in status["tables"]] == ["T1"]
    assert status["tables"][0]["head"] > 40 and status["alarms"] == []
    assert main(["room", "status", "--dsn", table.dsn]) == 0
    assert "T1" in capsys.readouterr().out


def test_room_commands_say_clearly_when_the_room_is_unreachable(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["room", "status", "--dsn", "host=/nonexistent port=1 dbname=x"]) == 2
    assert "cannot reach the room" in capsys.readouterr().err
