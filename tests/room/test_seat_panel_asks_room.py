"""LC-91 by touch at a table with ``--room`` (the wiring the app makes: the controller's
``room_departures``): Ann quit T1 (a real room in PostgreSQL) with $300 forty minutes ago; at
the demo table's seat panel her $100 is refused with the rule and her $300 seats her. A room
that cannot be reached is said on the refusal, and the floor's override path is offered."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.app import DealerApp, build_demo, qt_app
from dealer_assist.engine.events import ChipsAdded, PlayerLeft
from dealer_assist.room.keys import Login
from dealer_assist.room.table_departures import RoomDepartures
from dealer_assist.storage.times import wall_clock_ms

sys.path.insert(0, str(Path(__file__).parent.parent / "ui"))
from test_seat_panel import amount, labels_text, touch_seat
from ui_helpers import tap

MINUTE = 60_000


@pytest.fixture
def table_app(qtbot: QtBot) -> Iterator[DealerApp]:
    qt_app()
    app = build_demo(seed=11, simulated_shoe=False)
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    yield app
    app.close()


def _ann_left_t1(enrolled: Callable[..., Table], minutes_ago: int) -> Table:
    t1 = enrolled("T1")
    assert t1.session is not None
    events = [ChipsAdded(1, 100), PlayerLeft(1, "ann", 300, wall_clock_ms() - minutes_ago * MINUTE)]
    t1.session.run(events)
    with t1.store() as store:
        store.append(t1.name, events)
    t1.sync()
    return t1


def _seat_ann(qtbot: QtBot, app: DealerApp, digits: str) -> None:
    window, table = app.window, app.session.table
    panel = window.dealer.seat_panel
    touch_seat(qtbot, app, 6)
    tap(qtbot, window, "Leave the table")
    assert 6 not in table.seats
    touch_seat(qtbot, app, 6)
    tap(qtbot, window, "Seat a player (buy-in)…")
    panel.name.keyboard.set_text("Ann")
    tap(qtbot, panel.name, "Next: the buy-in")
    amount(qtbot, app, digits)


def test_LC_91_the_seat_panel_refuses_less_than_she_left_another_table_with(
        qtbot: QtBot, enrolled: Callable[..., Table], table_app: DealerApp) -> None:
    t1 = _ann_left_t1(enrolled, 40)
    table_app.controller.room_departures = RoomDepartures(t1.dsn, t1.login)
    _seat_ann(qtbot, table_app, "100")
    panel, table = table_app.window.dealer.seat_panel, table_app.session.table
    assert 6 not in table.seats
    text = labels_text(panel)
    assert "with $300" in text and "LC-91" in text
    tap(qtbot, panel, "Change the amount")
    amount(qtbot, table_app, "300")
    assert table.seats[6].player == "Ann" and table.seats[6].stack == 300


def test_LC_91_an_unreachable_room_is_said_at_the_seat_panel(
        qtbot: QtBot, enrolled: Callable[..., Table], table_app: DealerApp) -> None:
    _ann_left_t1(enrolled, 40)
    table_app.controller.room_departures = RoomDepartures(
        "host=127.0.0.1 port=1 dbname=nothing", Login("T2", "nobody", "x", 0), timeout_s=1)
    _seat_ann(qtbot, table_app, "300")
    assert 6 not in table_app.session.table.seats  # never passed silently
    text = labels_text(table_app.window.dealer.seat_panel)
    assert "room store is out of reach" in text and "LC-91" in text
    assert "port 1" not in text and "Connection refused" not in text  # the driver's words
