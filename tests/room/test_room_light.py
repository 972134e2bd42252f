"""The dealer screen's "room" light (issue 15): the demo table with ``--room`` ships live and
shows the room beside the device lights."""

from __future__ import annotations

import psycopg
from pytestqt.qtbot import QtBot

from dealer_assist.app import build_demo, ship_to_room
from dealer_assist.room.live import light_status
from dealer_assist.room.shipper import RoomLight


def test_the_demo_ships_to_the_room_and_shows_the_light(qtbot: QtBot, room: str) -> None:
    app = build_demo(simulated_shoe=False)
    try:
        ship_to_room(app, room, "DEMO-1")
        qtbot.waitUntil(lambda: app.controller.devices.get("room", ("",))[0] == "connected",
                        timeout=15_000)
        with psycopg.connect(room) as conn:
            found = conn.execute("SELECT count(*) FROM room.events").fetchone()
        assert found is not None and found[0] > 0  # the set-up events are in the room
    finally:
        app.close()


def test_light_words() -> None:
    assert light_status(RoomLight("behind", 7)) == ("7_events_behind", "")
    assert light_status(RoomLight("refused", problem="rewrite refused"))[0] == "fault"
    status, _ = light_status(RoomLight("offline", 3, 0.0, "no route"))
    assert status.startswith("offline_since_")
