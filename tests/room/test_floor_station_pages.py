"""The floor station driven by touch against a real room (issue 17): the room view lists every
table with its open ruling; touching it opens the ruling with its rules and the hand replayed;
Confirm asks for badge + PIN and the table applies the decision."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import psycopg
import pytest
from floor_rooms import (
    FLOOR_BADGE,
    FLOOR_NAME,
    FLOOR_PIN,
    add_staff,
    floor_login,
    table_with_ruling,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.app import DealerApp, open_table, ship_to_room
from dealer_assist.room import client
from dealer_assist.ui.floor_station.pages import STATION_PAGES
from dealer_assist.ui.floor_station.room_pages import RoomPages
from dealer_assist.ui.floor_station.station import StationParts, open_station


@pytest.fixture
def station(qtbot: QtBot, room: str) -> Iterator[Callable[[], StationParts]]:
    made: list[StationParts] = []

    def make() -> StationParts:
        parts = open_station(floor_login(room), 300.0, STATION_PAGES)
        qtbot.addWidget(parts.window)
        parts.window.resize(1280, 800)
        parts.window.show()
        made.append(parts)
        return parts

    yield make
    for parts in made:
        parts.close()


def sign_in(parts: StationParts) -> None:
    parts.window.sign_in_view.badge_read(FLOOR_BADGE)
    parts.window.sign_in_view.pin_entered(FLOOR_PIN)
    assert parts.window.member is not None


def first_ruling_opened(qtbot: QtBot, parts: StationParts) -> RoomPages:
    """Signed in, the first open ruling chosen on the Rulings page."""
    sign_in(parts)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    qtbot.waitUntil(lambda: bool(pages.feed.open_rulings()))
    pages.rulings.open(pages.feed.open_rulings()[0])
    qtbot.waitUntil(lambda: pages.rulings.context is not None, timeout=20000)
    return pages


def test_room_view_lists_tables_and_a_touch_opens_the_ruling_with_its_replay(
        qtbot: QtBot, enrolled: Callable[..., Table], station: Callable[[], StationParts]) -> None:
    """The ruling opens with its rule IDs (LC-21), who reported it and when, and the hand as it
    stood at that moment."""
    _table, number = table_with_ruling(enrolled)
    enrolled("T2", hands=1).sync()
    parts = station()
    sign_in(parts)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    grid = pages.room.grid
    qtbot.waitUntil(lambda: len(grid.tiles) == 2)
    tile = grid.tiles[0]
    assert tile.table == "T1" and tile.first is not None and tile.first.number == number
    assert "2 tables" in pages.room.summary.text() and "1 ruling open" in pages.room.summary.text()
    assert "device down" not in pages.room.summary.text()  # no table reported a device down
    assert tile.device_light == "ok" and tile.devices == "devices connected"
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.rect_of(0).center())
    assert parts.window.current_page() is pages.rulings
    assert "Reading the hand" in pages.rulings.text.text()  # at once, the replay follows
    assert pages.rulings.buttons == []  # no decision before the hand is in front of the floor
    qtbot.waitUntil(lambda: pages.rulings.context is not None, timeout=20000)
    text = pages.rulings.text.text()
    assert "Rule LC-21" in text and "after:" in text
    assert "Reported by the dealer at table T1" in text  # who reported it, and where
    assert pages.rulings.table.isVisibleTo(pages.rulings)  # the replayed hand
    keys = list(pages.rulings.buttons)
    pages.refresh()  # nothing changed in the room: the keys stay under the finger
    assert pages.rulings.buttons == keys


def test_a_finger_on_a_tile_opens_its_ruling(qtbot: QtBot, enrolled: Callable[..., Table],
                                             station: Callable[[], StationParts]) -> None:
    """Touch, not only the mouse: a tap on the table's tile opens its ruling."""
    table_with_ruling(enrolled)
    parts = station()
    sign_in(parts)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    grid = pages.room.grid
    qtbot.waitUntil(lambda: bool(grid.tiles) and grid.tiles[0].first is not None)
    finger = QTest.createTouchDevice()
    spot = grid.rect_of(0).center()
    QTest.touchEvent(grid, finger).press(0, spot, grid).commit()
    QTest.touchEvent(grid, finger).release(0, spot, grid).commit()
    qtbot.waitUntil(lambda: parts.window.current_page() is pages.rulings)
    assert pages.rulings.chosen is not None and pages.rulings.chosen.table == "T1"


def test_confirm_at_the_station_asks_badge_and_pin_and_reaches_the_table(
        qtbot: QtBot, enrolled: Callable[..., Table], station: Callable[[], StationParts],
        room: str) -> None:
    table, number = table_with_ruling(enrolled)
    app: DealerApp = open_table(table.log, table.name)
    qtbot.addWidget(app.window)
    try:
        ship_to_room(app, room, table.name)
        pages = first_ruling_opened(qtbot, station())
        confirm = pages.rulings.buttons[0]
        assert confirm.text() == f"Confirm ruling {number}"
        confirm.click()
        assert pages.rulings.side.currentWidget() is pages.rulings.sign_in  # badge + PIN again
        pages.rulings.sign_in.badge_read(FLOOR_BADGE)
        pages.rulings.sign_in.pin_entered(FLOOR_PIN)
        qtbot.waitUntil(lambda: "applied at the table" in pages.rulings.outcomes.text(),
                        timeout=10000)
        assert f"Ruling {number} at T1 confirmed by {FLOOR_NAME}" in pages.rulings.outcomes.text()
        qtbot.waitUntil(lambda: pages.feed.open_rulings() == [], timeout=10000)
        assert not app.controller.open_rulings()
    finally:
        app.close()


def test_a_wrong_pin_records_no_decision(qtbot: QtBot, enrolled: Callable[..., Table],
                                         station: Callable[[], StationParts]) -> None:
    table_with_ruling(enrolled)
    pages = first_ruling_opened(qtbot, station())
    pages.rulings.buttons[1].click()  # an override
    pages.rulings.sign_in.badge_read(FLOOR_BADGE)
    pages.rulings.sign_in.pin_entered("000000")
    assert "not recognised" in pages.rulings.sign_in.text.text()
    assert pages.feed.recent_decisions() == []
    pages.rulings.sign_in.code.cancel.click()  # Cancel: back to the ruling, nothing decided
    assert pages.rulings.side.currentIndex() == 0 and pages.rulings.pending is None


def test_the_station_comes_back_after_losing_the_room(
        qtbot: QtBot, enrolled: Callable[..., Table], station: Callable[[], StationParts],
        room: str) -> None:
    """The station's connections cut from the server: it says the room is out of reach, then
    reconnects by itself and shows the room again."""
    table = enrolled("T1", hands=1)
    add_staff(table)
    table.sync()
    parts = station()
    sign_in(parts)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    with psycopg.connect(room, autocommit=True) as owner:
        owner.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                      " WHERE usename = 'floor_station'")
    pages.refresh()
    assert "out of reach" in pages.room.summary.text()
    pages.refresh()
    assert "out of reach" not in pages.room.summary.text()
    assert [t.table for t in pages.room.grid.tiles] == ["T1"]


def test_the_station_fits_a_1280x800_screen_with_every_page(
        qtbot: QtBot, enrolled: Callable[..., Table], station: Callable[[], StationParts]) -> None:
    """Every page, however tall, scrolls inside its tab: the window never asks for more than
    the table PC's screen."""
    table_with_ruling(enrolled)
    parts = station()
    sign_in(parts)
    window = parts.window
    assert window.tabs.count() >= 2
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800
    assert (window.width(), window.height()) == (1280, 800)
    for title in list(window.pages):
        window.show_page(title)
        assert window.current_page() is window.page(title)


def test_a_tile_device_light_shows_the_shoe_down_then_recovered(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str,
        station: Callable[[], StationParts]) -> None:
    """Issue 17: the table reports its shoe down with its own login; the station's tile turns
    its device light red with "shoe down since HH:MM", and green again once it is back."""
    table = enrolled("T1", hands=1)
    add_staff(table)  # the floorperson who signs in at the station
    table.sync()
    parts = station()
    sign_in(parts)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    grid = pages.room.grid
    qtbot.waitUntil(lambda: len(grid.tiles) == 1)
    with client.connect(room, table.login) as conn:
        client.report_device(conn, "shoe", "disconnected", "unplugged")
    qtbot.waitUntil(lambda: grid.tiles[0].device_light == "bad", timeout=20000)
    assert grid.tiles[0].devices.startswith("shoe down since ")
    assert "1 with a device down" in pages.room.summary.text()
    grid.image(grid.tiles[0], grid.rect_of(0).size())  # the tile paints with both lights
    with client.connect(room, table.login) as conn:
        client.report_device(conn, "shoe", "connected")
    qtbot.waitUntil(lambda: grid.tiles[0].device_light == "ok", timeout=20000)
    assert grid.tiles[0].devices == "devices connected"
    assert "device down" not in pages.room.summary.text()
