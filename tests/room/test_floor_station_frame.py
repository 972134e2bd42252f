"""The floor station's frame (issue 17): sign-in with badge + PIN against the staff the tables
shipped into a real room, touch tabs, the ``floor`` command's refusals."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.cli import main
from dealer_assist.room.staff import staff_for_sign_in
from dealer_assist.ui.floor_station.station import open_station
from dealer_assist.ui.staff_sign_in import hash_pin


def staffed(enrolled: Callable[..., Table]) -> Table:
    table = enrolled("T1")
    with table.store() as store:
        store.add_staff("F100", "Fay Floor", "floor", pin_hash=hash_pin("246810"))
        store.add_staff("D200", "Dan Dealer", "dealer", pin_hash=hash_pin("1357"))
    table.sync()
    return table


def test_room_staff_are_read_from_the_tables_records(enrolled: Callable[..., Table],
                                                     room: str) -> None:
    staffed(enrolled)
    with psycopg.connect(room) as conn:
        fay = staff_for_sign_in(conn, "F100")
        assert fay is not None and (fay.name, fay.role) == ("Fay Floor", "floor")
        assert staff_for_sign_in(conn, "NOBODY") is None


def test_a_floorperson_signs_in_and_sees_the_tabs(qtbot: QtBot, enrolled: Callable[..., Table],
                                                  room: str) -> None:
    staffed(enrolled)
    parts = open_station(room)
    station = parts.window
    qtbot.addWidget(station)
    station.add_page("Room", QLabel("room view"))
    station.show()
    assert station.stack.currentIndex() == 0  # nothing shown before sign-in
    station.sign_in_view.badge_read("F100")
    station.sign_in_view.pin_entered("246810")
    assert station.member is not None and station.member.name == "Fay Floor"
    assert station.stack.currentWidget() is station.tabs
    assert station.tabs.tabText(0) == "Room"
    station.sign_out()
    assert station.member is None and station.stack.currentIndex() == 0


@pytest.mark.parametrize(("badge", "pin", "why"), [
    ("F100", "999999", "not recognised"),
    ("D200", "1357", "a floorperson must decide"),
    ("NOBODY", "123456", "not recognised"),
])
def test_who_may_not_sign_in_at_the_station(qtbot: QtBot, enrolled: Callable[..., Table],
                                            room: str, badge: str, pin: str, why: str) -> None:
    """LC-8b: only the floor decides; a dealer's badge or a wrong PIN stays out."""
    staffed(enrolled)
    station = open_station(room).window
    qtbot.addWidget(station)
    station.sign_in_view.badge_read(badge)
    station.sign_in_view.pin_entered(pin)
    assert station.member is None
    assert why in station.sign_in_view.text.text()


def test_five_wrong_pins_lock_the_badge_at_the_station(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str) -> None:
    """(qtbot: the station is a window, so the test needs the QApplication even run alone.)"""
    staffed(enrolled)
    sign_in = open_station(room).window.sign_in_view.sign_in
    for _ in range(5):
        with pytest.raises(Exception, match="not recognised"):
            sign_in.attempt("F100", "000000")
    with pytest.raises(Exception, match="locked"):
        sign_in.attempt("F100", "246810")  # even the right PIN, until the lockout ends


def test_floor_command_refuses_a_database_that_is_not_a_room(
        cluster: object, capsys: pytest.CaptureFixture[str]) -> None:
    dsn = cluster.dsn()  # type: ignore[attr-defined]
    assert main(["floor", "--room", dsn, "--quit-after", "0"]) == 2
    assert "not a room" in capsys.readouterr().err


def test_floor_command_refuses_an_unreachable_room(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["floor", "--room", "host=/nonexistent port=1 dbname=x"]) == 2
    assert "the room at --room" in capsys.readouterr().err


def test_floor_command_opens_the_station_on_a_room_and_closes(
        enrolled: Callable[..., Table], room: str) -> None:
    """``dealer-assist floor --room DSN`` in its own process, as the floor PC runs it."""
    staffed(enrolled)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "floor", "--room", room,
                           "--quit-after", "1"], env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr


def test_floor_command_refuses_a_limit_that_is_not_positive(
        room: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["floor", "--room", room, "--offline-limit", "0"]) == 2
    assert "--offline-limit must be a positive number of minutes" in capsys.readouterr().err


def _languages(enrolled: Callable[..., Table]) -> Table:
    """Fay chose Spanish at a table; Dan's record says none; Vi chose Vietnamese, then a later
    record changed only her PIN (a record without a language keeps hers)."""
    table = staffed(enrolled)
    with table.store() as store:
        for badge, name, language in (("F100", "Fay Floor", "es"), ("V300", "Vi Floor", "vi")):
            store.change_staff(badge, name, "floor", pin_hash=hash_pin("246810"), active=True,
                               action="staff_changed", detail="language", by="admin",
                               language=language)
        store.change_staff("V300", "Vi Floor", "floor", pin_hash=hash_pin("864200"),
                           active=True, action="staff_changed", detail="PIN", by="admin")
    table.sync()
    return table


def test_the_room_returns_each_floorpersons_own_language(enrolled: Callable[..., Table],
                                                        room: str) -> None:
    """Issue 20: ``room.staff_for_sign_in`` says the staff member's language (the newest record
    that names one); "" for one who never chose."""
    _languages(enrolled)
    with psycopg.connect(room) as conn:
        found = {b: staff_for_sign_in(conn, b) for b in ("F100", "D200", "V300")}
    assert {b: m.language for b, m in found.items() if m is not None} == {
        "F100": "es", "D200": "", "V300": "vi"}
    assert found["V300"] is not None and found["V300"].pin_hash is not None
    assert "864200" not in found["V300"].pin_hash  # the newest record's hash, never the PIN


def test_the_station_speaks_the_floorpersons_language_while_he_is_signed_in(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str) -> None:
    """Issue 20: Fay (Spanish) signs in: the station's own texts switch; signing out brings
    back the station's language; Vi's (Vietnamese, kept by a later PIN-only record) likewise."""
    from dealer_assist.ui import i18n

    _languages(enrolled)
    i18n.build_catalogues()
    station = open_station(room).window
    qtbot.addWidget(station)
    station.add_page("Room", QLabel("room view"))
    english = station.sign_out_button.text()
    try:
        station.sign_in_view.badge_read("F100")
        station.sign_in_view.pin_entered("246810")
        assert station.member is not None and station.member.language == "es"
        assert i18n.current() == "es"
        assert station.sign_out_button.text() != english  # "Sign out" in Spanish
        station.sign_out()
        assert i18n.current() == "en" and station.sign_out_button.text() == english
        station.sign_in_view.badge_read("V300")
        station.sign_in_view.pin_entered("864200")
        assert i18n.current() == "vi"
        station.sign_out()
        assert i18n.current() == "en"
    finally:
        i18n.staff_signed_out()


def _floor_opens_in(room: str, home: Path, settings: Path, *more: str) -> str:
    """``dealer-assist floor`` in its own process, as the floor PC runs it; the language the
    station opened in, from its technician's log (written under ``home``)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DEALER_ASSIST_HOME": str(home),
           "DEALER_ASSIST_SETTINGS": str(settings),
           "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "floor", "--room", room,
                           "--quit-after", "0.5", *more], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    log = (home / "state" / "dealer-assist.log").read_text(encoding="utf-8")
    opened = [line for line in log.splitlines() if "floor station opened" in line]
    assert opened, log
    return opened[-1].split(" in ")[-1].split(",")[0]


def test_the_station_opens_in_the_pcs_language(enrolled: Callable[..., Table], room: str,
                                               tmp_path: Path) -> None:
    """Issue 20: the station's own language is the PC's (settings ``language``), or the one
    ``--language`` names; a floorperson with his own switches it only while signed in. Before,
    the station always opened in English (and the floor PC kept no technician's log)."""
    staffed(enrolled)
    settings = tmp_path / "settings.toml"
    settings.write_text('language = "es"\n', encoding="utf-8")
    assert _floor_opens_in(room, tmp_path / "pc", settings) == "es"
    assert _floor_opens_in(room, tmp_path / "pc", settings, "--language", "zh_TW") == "zh_TW"
    settings.write_text("", encoding="utf-8")
    assert _floor_opens_in(room, tmp_path / "pc", settings) == "en"


def test_the_floor_command_refuses_an_unknown_language(
        room: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["floor", "--room", room, "--language", "fr"])
    assert stopped.value.code == 2 and "invalid choice: 'fr'" in capsys.readouterr().err
