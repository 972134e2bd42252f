"""The dealer screen's "room" light (issue 15): the demo table with ``--room`` ships live and
shows the room beside the device lights."""

from __future__ import annotations

import itertools
import logging

import psycopg
import pytest
from pytestqt.qtbot import QtBot

from dealer_assist.app import build_demo, ship_to_room
from dealer_assist.room.live import light_status
from dealer_assist.room.operations import OperationStore
from dealer_assist.room.shipper import RoomLight
from dealer_assist.room_ops.house import house_rules


def test_the_demo_ships_to_the_room_and_shows_the_light(qtbot: QtBot, room: str) -> None:
    app = build_demo(simulated_shoe=False)
    try:
        ship_to_room(app, room, "DEMO-1")
        qtbot.waitUntil(lambda: app.controller.devices.get("room", ("",))[0] == "connected",
                        timeout=15_000)
        with psycopg.connect(room) as conn:
            found = conn.execute("SELECT count(*) FROM room.events").fetchone()
        assert found is not None and found[0] > 0  # the set-up events are in the room
        # connected, the table judges buy-ins by its room file and lists the room's tables
        assert app.controller.room_file == app.window.dealer.room_file is not None
        assert app.controller.room_tables is not None
        assert app.controller.room_tables() == ([], "")
        floor = OperationStore(room, house_rules("LC_LOW", "LC_HIGH"))
        for table in ("DEMO-1", "T7"):
            floor.record("table_opened", "maria", 1, {"table": table, "game": "holdem",
                                                      "limit": "3-6"})
        floor.close()
        assert app.controller.room_tables() == (["T7"], "")  # not itself
    finally:
        app.close()


def test_light_words() -> None:
    assert light_status(RoomLight("behind", 7)) == ("7_events_behind", "")
    assert light_status(RoomLight("refused", problem="rewrite refused"))[0] == "fault"
    status, _ = light_status(RoomLight("offline", 3, 0.0, "no route"))
    assert status.startswith("offline_since_")


def test_the_room_link_going_down_and_up_is_in_the_technicians_log(
        qtbot: QtBot, room: str, caplog: pytest.LogCaptureFixture) -> None:
    """Issue 21: room-link changes go to the technician's log, once per change, never once per
    batch: connected, then (the server cuts the connection) offline, then connected again."""
    caplog.set_level(logging.INFO, logger="dealer_assist.room.shipper")
    app = build_demo(simulated_shoe=False)
    try:
        ship_to_room(app, room, "DEMO-2")
        shipper = app.room
        assert shipper is not None
        qtbot.waitUntil(lambda: shipper.status().state == "connected", timeout=15_000)
        with psycopg.connect(room, autocommit=True) as conn:
            conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                         "WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'")
        head = shipper.room_head
        app.controller.start_hand()  # something to ship over the cut connection
        shipper.wake()
        qtbot.waitUntil(lambda: shipper.status().state == "connected"
                        and shipper.room_head > head, timeout=30_000)
    finally:
        app.close()
    links = [r.getMessage().split(" for ")[0] for r in caplog.records
             if r.getMessage().startswith("room link")]
    assert links[0] == "room link connected" and links[-1] == "room link connected"
    assert "room link offline" in links
    assert all(a != b for a, b in itertools.pairwise(links))  # once per change
