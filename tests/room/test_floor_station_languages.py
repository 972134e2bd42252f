"""The floor station in the floorperson's language (issue 20): every page of a real station (a
room in PostgreSQL, a table with a ruling waiting, waiting lists, a must-move game, a player
away, a table change, a buy-in) switches at once to Spanish and Traditional Chinese and back,
with no restart; the room's refusals and results arrive translated with their rule IDs; and
every page fits 1280x800 in all six languages (no clipped text, nothing drawn over another)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from floor_rooms import FLOOR_BADGE, FLOOR_PIN, add_staff, floor_login, table_with_ruling
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.app import qt_app
from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.table_changes import check_approved
from dealer_assist.settings import LANGUAGES
from dealer_assist.ui import i18n
from dealer_assist.ui.floor_station.dealer_rotation import dealer_rotation_page
from dealer_assist.ui.floor_station.operations_pages import operation_pages
from dealer_assist.ui.floor_station.room_pages import RoomPages, room_pages
from dealer_assist.ui.floor_station.station import StationParts, open_station
from dealer_assist.ui.floor_station.waiting_lists import WaitingListsPage

sys.path.insert(0, str(Path(__file__).parent.parent / "ui"))
from screen_text import clipped, overlapping

HE = {"game": "holdem", "limit": "20-40"}
STUD = {"game": "stud", "limit": "20-40"}
MIN = 60_000


@pytest.fixture(autouse=True)
def _catalogues() -> Iterator[None]:
    i18n.build_catalogues()
    yield
    i18n.switch("en")


def busy_room(store: OperationStore) -> None:
    """Something on every operations page: lists, a must-move, a player away, a change."""
    now = int(time.time() * 1000)
    for table, game in (("T1", HE), ("T2", HE), ("S1", STUD)):
        store.record("table_opened", "Fay Floor", now - 90 * MIN, {"table": table, **game})
    for player in ("ann", "bob", "cy", "dee"):
        store.record("listed", "Fay Floor", now - 80 * MIN,
                     {"player": player, "call_in": player == "dee", **HE})
    store.record("must_move_declared", "Fay Floor", now - 70 * MIN,
                 {"main_table": "T1", "must_move_table": "T2", **HE})
    for player in ("ann", "bob"):
        store.record("seated", "Fay Floor", now - 60 * MIN,
                     {"player": player, "table": "T2", **HE})
    store.record("listed", "Fay Floor", now - 60 * MIN, {"player": "eve", "call_in": False,
                                                         **STUD})
    store.record("seated", "Fay Floor", now - 60 * MIN, {"player": "eve", "table": "S1",
                                                         **STUD})
    store.record("away", "Fay Floor", now - 40 * MIN, {"table": "S1", "seat": 3,
                                                      "player": "eve", "break": "other",
                                                      "floor_told": True})
    store.record("missed_button", "Fay Floor", now, {"table": "S1", "seat": 3,
                                                     "player": "eve"})
    store.record("table_change_asked", "Fay Floor", now, {"player": "ann", "from_table": "T2",
                                                          "to_table": "T1",
                                                          "position": "button"})
    store.record("left_table", "Fay Floor", now - 10 * MIN, {"table": "T2", "player": "bob",
                                                            "chips": 350})


@pytest.fixture
def station(qtbot: QtBot, room: str, enrolled: Callable[..., Table]) -> Iterator[StationParts]:
    table_with_ruling(enrolled)
    parts = open_station(floor_login(room), 300.0,
                         (room_pages, lambda p: operation_pages(p, "LC_HIGH"),
                          dealer_rotation_page))
    qtbot.addWidget(parts.window)
    parts.window.resize(1280, 800)
    parts.window.show()
    parts.window.sign_in_view.badge_read(FLOOR_BADGE)
    parts.window.sign_in_view.pin_entered(FLOOR_PIN)
    assert parts.window.member is not None
    store = parts.extras["operations"]
    assert isinstance(store, OperationStore)
    busy_room(store)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    qtbot.waitUntil(lambda: bool(pages.feed.open_rulings()))
    pages.refresh()
    pages.rulings.open(pages.feed.open_rulings()[0])
    qtbot.waitUntil(lambda: pages.rulings.context is not None, timeout=20000)
    for title in parts.window.pages:
        page = parts.window.page(title)
        refresh = getattr(page, "refresh", None)
        if callable(refresh) and title not in ("Room", "Rulings"):
            refresh()
    yield parts
    parts.close()


def words(page: QWidget) -> str:
    """Every text the page shows: labels, buttons, the entries' hints."""
    found = [w.text() for w in page.findChildren(QLabel) if w.isVisible()]
    found += [b.text() for b in page.findChildren(QPushButton) if b.isVisible()]
    found += [e.placeholderText() for e in page.findChildren(QLineEdit) if e.isVisible()]
    return " ".join(" ".join(found).split())  # a key's words may wrap at another width


def tabs(parts: StationParts) -> list[str]:
    return [parts.window.tabs.tabText(i) for i in range(parts.window.tabs.count())]


def test_the_station_switches_language_at_once_and_back(qtbot: QtBot,
                                                         station: StationParts) -> None:
    """Spanish, then Traditional Chinese, then English: the tabs, the titles, the room's summary
    and tiles, the ruling with its keys, each operations page (its buttons, hints, lists and
    prompts due) said again at once; rule IDs and table names unchanged."""
    window = station.window
    english = tabs(station)
    assert english[:7] == ["Room", "Rulings", "Waiting lists", "Must-move", "Breaks",
                           "Table changes", "Buy-ins"]
    before = {}
    for title in window.pages:
        window.show_page(title)
        qtbot.wait(20)
        before[title] = words(window.page(title) or window)
    pages = station.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    assert i18n.switch("es")
    assert tabs(station)[:3] == ["Sala", "Decisiones", "Listas de espera"]
    assert window.title.text().startswith("Puesto del floor: ")
    assert "1 decisión abierta" in pages.room.summary.text()
    assert any("conectada" in t.link or "nunca" in t.link for t in pages.room.grid.tiles)
    for title in window.pages:
        window.show_page(title)
        qtbot.wait(20)
        shown = words(window.page(title) or window)
        assert shown != before[title], f"{title} still English: {shown[:200]}"
    window.show_page("Rulings")
    rulings = words(pages.rulings)
    assert "Confirmar decisión 1" in rulings and "Anular: " in rulings
    assert pages.rulings.text.text().split("\n")[0] == "Mesa T1"
    lists = window.page("Waiting lists")
    assert isinstance(lists, WaitingListsPage)
    window.show_page("Waiting lists")
    assert "Añadir por teléfono" in words(lists) and "nombre del jugador" in words(lists)
    window.show_page("Breaks")
    breaks = words(window.page("Breaks") or window)
    assert "toca recoger (LC-99)" in breaks  # eve away 40 min of a stud game's 15
    assert i18n.switch("zh_TW")
    assert tabs(station)[2] == "候位名單"
    window.show_page("Rulings")
    assert "牌桌 T1" in words(pages.rulings)
    window.show_page("Must-move")
    must_move = words(window.page("Must-move") or window)
    assert "必須換到" in must_move and "LC-131" in must_move
    assert i18n.switch("en")
    assert tabs(station) == english
    for title in window.pages:
        window.show_page(title)
        qtbot.wait(20)
        assert words(window.page(title) or window) == before[title], title


def test_the_station_names_games_as_the_room_posts_them_in_every_language(
        qtbot: QtBot, station: StationParts) -> None:
    """The game keys the room records ("holdem 20-40") are shown as the game's posted name and
    its limit in dollars on the buttons, titles, prompts and lines of every page and on the
    tiles, in Spanish and Chinese as in English; the English comes back identical."""
    window = station.window
    pages = station.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    titles = ("Waiting lists", "Must-move", "Seats", "Buy-ins")
    before = {}
    for language in ("en", "es", "zh_TW", "en"):
        assert i18n.switch(language)
        assert [t.game for t in pages.room.grid.tiles] == ["Hold'em $3-$6"]
        for title in titles:
            window.show_page(title)
            qtbot.wait(20)
            shown = words(window.page(title) or window)
            assert "holdem" not in shown and "stud 20-40" not in shown, f"{title}: {shown}"
            assert "Hold'em $20-$40" in shown, f"{title}: {shown}"
            if language == "en":
                assert before.setdefault(title, shown) == shown
    window.show_page("Waiting lists")
    assert "Stud $20-$40" in words(window.page("Waiting lists") or window)


def test_a_room_refusal_and_result_arrive_in_the_floorpersons_language(
        qtbot: QtBot, station: StationParts) -> None:
    """LC-136 in Spanish: seating a call-in who has not reported is refused in Spanish with the
    rule ID kept; the refusal says itself again in Chinese after a switch; a result (a player
    listed) is said in the language of the moment."""
    window = station.window
    page = window.page("Waiting lists")
    assert isinstance(page, WaitingListsPage)
    window.show_page("Waiting lists")
    i18n.switch("es")
    page.player = "dee"
    page.act("seated", table="T1")
    assert page.message.objectName() == "refusal"
    assert page.message.text().endswith("(LC-136)")
    assert "aún no se ha presentado al floor" in page.message.text()
    i18n.switch("zh_TW")
    assert "尚未向樓面主管報到" in page.message.text() and "LC-136" in page.message.text()
    page.name.setText("fay")
    page.add(call_in=True)
    assert page.message.objectName() == "notice"
    assert "以電話登記" in page.message.text() and "LC-136" in page.message.text()


def test_a_room_refusal_keeps_its_rule_ids_outside_the_words() -> None:
    """The refusal's English is unchanged (the log and the tests read it); the rule IDs are a
    parameter, never part of the translated template."""
    with pytest.raises(RoomRefusal) as refused:
        check_approved("")
    refusal = refused.value
    assert str(refusal) == "a table change waits for a floorperson's approval (LC-95)"
    i18n.switch("es")
    assert i18n.render_error(refusal) == ("un cambio de mesa espera la aprobación de un floor "
                                          "(LC-95)")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_station_page_fits_1280x800_in_every_language(
        qtbot: QtBot, station: StationParts, language: str) -> None:
    """Issue 20's fit check for the station: each page at 1280x800 in ``language`` has no
    clipped label or button and nothing drawn over another. Measured with the app's own theme
    (``qt_app``), as the station runs: without it the fonts are smaller and clipped keys pass."""
    qt_app()
    window = station.window
    assert i18n.switch(language)
    window.resize(1280, 800)
    problems = []
    for title in window.pages:
        window.show_page(title)
        qtbot.wait(30)
        problems += [f"{title}: {p}" for p in clipped(window) + overlapping(window)]
        page, holder = window.page(title), window.holders[title]
        assert page is not None
        if page.minimumSizeHint().width() > holder.viewport().width():  # no sideways scroll
            problems.append(f"{title}: needs {page.minimumSizeHint().width()} px of width")
    bar = window.tabs.tabBar()
    right = max(bar.tabRect(i).right() for i in range(bar.count()))
    assert right <= bar.width(), "a tab is off the screen"
    assert all(bar.tabToolTip(i) == bar.tabText(i) for i in range(bar.count()))
    assert problems == [], "\n".join(problems)


def test_the_rooms_refusal_of_a_decision_is_said_in_spanish(qtbot: QtBot,
                                                            station: StationParts) -> None:
    """LC-P1: an override without a reason is refused by the room itself; the station says
    why in Spanish, the rule ID kept."""
    pages = station.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    member = station.window.member
    assert member is not None
    i18n.switch("es")
    pages.rulings.decide(member, "overridden", "")
    assert "No registrado: anular necesita un motivo (LC-P1)." in pages.rulings.text.text()


def test_a_decision_with_the_room_out_of_reach_is_said_in_the_language(
        qtbot: QtBot, station: StationParts) -> None:
    """LC-P1 aside: a confirmation the room cannot record (its connection gone) is "not
    recorded" in Spanish with what to do; the database driver's words are not shown."""
    pages = station.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    member = station.window.member
    assert member is not None
    i18n.switch("es")
    pages.rulings.conn.close()
    pages.rulings.decide(member, "confirmed", "")
    shown = pages.rulings.text.text()
    assert "No registrado: no se alcanza la sala. Inténtelo de nuevo" in shown, shown
    assert "closed" not in shown and "connection" not in shown
    i18n.switch("zh_TW")
    assert "未記錄：連不上本場" in pages.rulings.text.text()


def test_the_gate_prompt_and_a_refusal_switch_language_and_back(
        qtbot: QtBot, room: str, enrolled: Callable[..., Table]) -> None:
    """A dealer may not sign in at the station (a floor role decides): refused in Spanish,
    said again in Chinese after a switch, English again after; the room records the try."""
    table = enrolled("T1")
    add_staff(table)
    table.sync()
    parts = open_station(floor_login(room), 300.0, ())
    qtbot.addWidget(parts.window)
    window, view = parts.window, parts.window.sign_in_view
    assert view.text.text().startswith("A floorperson signs in")
    assert i18n.switch("es")
    assert view.text.text().startswith("Un floor inicia sesión")
    assert window.title.text().startswith("Puesto del floor: ")
    view.badge_read("D200")
    assert "D200" in view.text.text() and "PIN" in view.text.text()
    view.pin_entered("1357")
    assert view.text.text().startswith("Sin entrar: Dan Dealer es dealer")
    assert i18n.switch("zh_TW")
    assert view.text.text().startswith("未登入：Dan Dealer 是 dealer")
    assert i18n.switch("en")
    assert view.text.text().startswith("Not signed in: Dan Dealer is dealer: a floorperson "
                                       "must decide.")
    parts.close()


def test_who_is_signed_in_is_said_in_the_screens_language(station: StationParts) -> None:
    window = station.window
    assert window.who.text() == "Fay Floor (floor)"
    assert i18n.switch("zh_TW")
    assert window.who.text().startswith("Fay Floor（") and "floor" not in window.who.text()
    window.sign_out()
    assert window.who.text() != "nobody signed in"
    assert i18n.switch("en")
    assert window.who.text() == "nobody signed in"
