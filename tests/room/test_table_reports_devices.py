"""A table run with ``--room`` tells the room of its devices (issue 17): a device event at the
table reaches ``room.device_states`` under the table's own name, without the screen waiting."""

from __future__ import annotations

import time
from collections.abc import Callable

import psycopg
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.app import open_table, ship_to_room
from dealer_assist.devices.events import DeviceFault, DeviceStatus


def _shoe(room: str) -> tuple[object, ...] | None:
    with psycopg.connect(room, autocommit=True) as owner:
        return owner.execute("SELECT table_name, state, detail FROM room.device_states"
                             " WHERE device = 'shoe'").fetchone()


def test_a_room_table_reports_its_shoe_down_and_back(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str) -> None:
    table = enrolled("T1", hands=1)
    app = open_table(table.log, table.name)
    qtbot.addWidget(app.window)
    try:
        ship_to_room(app, table.dsn, table.name)
        started = time.monotonic()
        app.route.deliver(DeviceStatus("shoe", "disconnected", 0.0, "unplugged"))
        assert time.monotonic() - started < 0.5  # the screen thread does not wait on the room
        qtbot.waitUntil(lambda: _shoe(room) == ("T1", "disconnected", "unplugged"),
                        timeout=15000)
        app.route.deliver(DeviceFault("shoe", "bad frame", b"\x02?", 0.0))
        qtbot.waitUntil(lambda: _shoe(room) == ("T1", "error", "bad frame"), timeout=15000)
        app.route.deliver(DeviceStatus("shoe", "connected", 0.0, ""))
        qtbot.waitUntil(lambda: (_shoe(room) or ("",))[1] == "connected", timeout=15000)
    finally:
        app.close()
