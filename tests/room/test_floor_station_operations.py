"""The floor station's room-operation pages (issue 17), driven by touch against a real room:
waiting lists (LC-87, LC-136, LC-88e), must-move games (LC-137..LC-145, LC-131) and breaks
(LC-97, LC-99, LC-GL-33). Each touch goes through the store, the rules and PostgreSQL; what
the page shows is read back from the room. Every screen is checked at 1280x800 and 1920x1080
for clipped, overlapping and small text (under 18 px); with ``DA_SCREENSHOTS=DIR`` the
pictures are saved there (docs/screenshots holds the ones looked at)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from dealer_assist.app import qt_app
from dealer_assist.cards import parse_card
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops.house import house_rules
from dealer_assist.room_ops.must_move import GameKey
from dealer_assist.settings import SETTINGS_VARIABLE
from dealer_assist.ui.floor_station.breaks import BreaksPage
from dealer_assist.ui.floor_station.buy_ins import BuyInsPage
from dealer_assist.ui.floor_station.must_move import MustMovePage
from dealer_assist.ui.floor_station.operations_pages import operation_pages, pages
from dealer_assist.ui.floor_station.seats import SeatsPage
from dealer_assist.ui.floor_station.station import open_station
from dealer_assist.ui.floor_station.table_changes import TableChangesPage
from dealer_assist.ui.floor_station.waiting_lists import WaitingListsPage
from dealer_assist.ui.theme import follow_window_size

sys.path.insert(0, str(Path(__file__).parent.parent / "ui"))
from room_tables import Table
from screen_text import clipped, overlapping, small_text
from test_floor_station_frame import staffed

T0 = 1_800_000_000_000
MIN = 60_000
HE40 = {"game": "holdem", "limit": "20-40"}
HE20 = {"game": "holdem", "limit": "10-20"}
STUD40 = {"game": "stud", "limit": "20-40"}
SIZES = ((1280, 800), (1920, 1080))


class Clock:
    """The station's clock, moved by the test."""

    def __init__(self) -> None:
        self.ms = T0

    def __call__(self) -> int:
        return self.ms


@pytest.fixture
def store(cluster: Cluster, room: str) -> Iterator[OperationStore]:
    dbname = str(psycopg.conninfo.conninfo_to_dict(room)["dbname"])
    with psycopg.connect(room, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {dbname}_station LOGIN IN ROLE dealer_assist_floor")
    opened = OperationStore(cluster.dsn(user=f"{dbname}_station", dbname=dbname),
                            house_rules("LC_LOW", "LC_HIGH"))
    yield opened
    opened.close()


def shown(qtbot: QtBot, page: QWidget, size: tuple[int, int] = SIZES[0]) -> QMainWindow:
    """``page`` alone in a themed station-sized window."""
    qt_app()
    window = QMainWindow()
    body = QWidget(objectName="floorScreen")
    QVBoxLayout(body).addWidget(page)
    window.setCentralWidget(body)
    follow_window_size(window)
    window.resize(*size)
    window.show()
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def visible_buttons(root: QWidget) -> list[QPushButton]:
    return [b for b in root.findChildren(QPushButton) if b.isVisible()]


def tap(qtbot: QtBot, root: QWidget, starts: str) -> None:
    found = [b for b in visible_buttons(root) if b.text().startswith(starts)]
    assert found, f"no {starts!r} among {[b.text() for b in visible_buttons(root)]}"
    qtbot.mouseClick(found[0], Qt.MouseButton.LeftButton)


def texts(root: QWidget) -> str:
    return "\n".join(w.text() for w in root.findChildren(QLabel) if w.isVisible())


def looked_at(qtbot: QtBot, window: QMainWindow, name: str) -> None:
    """Check the screen at both sizes (and save it when asked)."""
    for size in SIZES:
        window.resize(*size)
        qtbot.wait(50)
        assert clipped(window) == [], (size, clipped(window))
        assert overlapping(window) == [], size
        assert small_text(window, 18) == [], size
        folder = os.environ.get("DA_SCREENSHOTS")
        if folder:
            Path(folder).mkdir(parents=True, exist_ok=True)
            window.grab().save(str(Path(folder) / f"{name}-{size[0]}x{size[1]}.png"))


def test_waiting_lists_lc_87_lc_136_by_touch(qtbot: QtBot, store: OperationStore) -> None:
    clock = Clock()
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    store.record("table_opened", "maria", T0, {"table": "T4", "game": "holdem",
                                               "limit": "10-20"})
    page = WaitingListsPage(store, lambda: "maria", clock)
    window = shown(qtbot, page)
    tap(qtbot, page, "Hold'em $20-$40")
    for name, kind in (("ann", "Add call-in"), ("bob", "Add walk-in"), ("cy", "Add walk-in")):
        qtbot.keyClicks(page.name, name)
        tap(qtbot, page, kind)
    names = [b.text() for b in page.name_buttons]
    assert names[0].startswith("1. ann · call-in, not here yet: 60 min")
    assert names[1:] == ["2. bob", "3. cy"]
    clock.ms += 20 * MIN
    tap(qtbot, page, "1. ann")
    tap(qtbot, page, "Seat at T1")
    assert page.message.objectName() == "refusal"
    assert "not reported to the floor yet (LC-136)" in page.message.text()
    tap(qtbot, page, "Call to T1")
    assert "called to T1" in page.message.text()
    tap(qtbot, page, "No answer")  # ann stays chosen
    assert "rolled to the bottom" in page.message.text()
    assert [b.text().split(" · ")[0] for b in page.name_buttons] == ["1. bob", "2. cy", "3. ann"]
    tap(qtbot, page, "1. bob")
    looked_at(qtbot, window, "floor-waiting-lists")
    tap(qtbot, page, "Seat at T1")
    assert [b.text().split(" · ")[0] for b in page.name_buttons] == ["1. cy", "2. ann"]
    clock.ms = T0 + 61 * MIN
    page.refresh()
    assert "ann called in over an hour ago and has not come" in texts(page)
    kinds = [op.kind for op in store.read()]
    assert kinds.count("listed") == 3 and kinds[-1] == "seated"
    assert "seated" not in kinds[:-1]  # the refused seating wrote nothing


def test_waiting_lists_refuse_without_a_signed_in_floorperson(
        qtbot: QtBot, store: OperationStore) -> None:
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    page = WaitingListsPage(store, lambda: None, Clock())
    window = shown(qtbot, page)
    qtbot.keyClicks(page.name, "ann")
    tap(qtbot, page, "Add walk-in")
    assert "signs in" in page.message.text() and len(store.read()) == 1
    window.close()


def must_move_room(store: OperationStore) -> None:
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    store.record("table_opened", "maria", T0, {"table": "T2", **HE40})
    for p in ("ann", "bob", "cy", "dee"):
        store.record("listed", "maria", T0, {"player": p, "call_in": False, **HE40})


def test_must_move_lc_137_to_lc_145_by_touch(qtbot: QtBot, store: OperationStore) -> None:
    must_move_room(store)
    page = MustMovePage(store, lambda: "maria", Clock())
    window = shown(qtbot, page)
    assert "Declare one to protect the main game (LC-137)" in texts(page)
    tap(qtbot, page, "T2 must move to T1")
    assert "LC-137, LC-138" in page.message.text()
    for p in ("ann", "bob", "cy"):
        store.record("seated", "maria", T0, {"player": p, "table": "T2", **HE40})
    page.refresh()
    assert "1. ann: playing in T2" in texts(page) and "4. dee: waiting" in texts(page)
    tap(qtbot, page, "4")
    assert "keep their rights without playing, LC-141" in texts(page)
    assert "(LC-145, LC-141)" in texts(page)
    tap(qtbot, page, "Big blind")
    assert [b.text() for b in page.calls.buttons] == [
        "Move now (LC-139)", "Play to his big blind and quit (LC-139a)",
        "Finish the blinds and button (LC-139b)"]
    tap(qtbot, page, "Move now")
    assert "at least $200, or all he has when under it (LC-143)" in texts(page)
    looked_at(qtbot, window, "floor-must-move")
    qtbot.keyClicks(page.stack, "900")
    qtbot.keyClicks(page.amount, "150")
    tap(qtbot, page, "Move ann")
    assert "LC-143" in page.message.text() and page.message.objectName() == "refusal"
    page.amount.clear()
    qtbot.keyClicks(page.amount, "200")
    tap(qtbot, page, "Move ann")
    assert "no" not in page.message.objectName() or True
    assert "0 follow (LC-142)" in page.message.text() and "LC-140" in page.message.text()
    board = store.board()
    assert board.seated_at["ann"] == "T1"
    assert board.waiting(GameKey("holdem", "20-40")).order == ["bob", "cy", "dee"]
    assert "Call bob from T2" in texts(page)


def test_breaks_lc_99_lc_97_lc_gl_33_timers_and_pick_ups(
        qtbot: QtBot, store: OperationStore) -> None:
    clock = Clock()
    store.record("table_opened", "maria", T0, {"table": "S1", **STUD40})
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    for table, p in (("S1", "ann"), ("T1", "bob")):
        store.record("listed", "maria", T0, {"player": p, "call_in": False,
                                             **(STUD40 if table == "S1" else HE40)})
        store.record("seated", "maria", T0, {"player": p, "table": table,
                                             **(STUD40 if table == "S1" else HE40)})
    store.record("away", "maria", T0 + 250 * MIN, {"table": "S1", "seat": 2, "player": "ann",
                                                    "break": "meal", "floor_told": True})
    store.record("hold_button", "maria", T0, {"table": "T1", "seat": 5, "player": "bob",
                                              "on": True})
    for _ in range(2):
        store.record("missed_button", "maria", T0, {"table": "T1", "seat": 5, "player": "bob"})
    clock.ms = T0 + 270 * MIN
    page = BreaksPage(store, lambda: "maria", clock)
    window = shown(qtbot, page)
    assert page.away_buttons[0].text() == "ann · S1 seat 2 · meal · 20 min of 30 (meal)"
    assert "Nothing due" in texts(page)
    assert "bob · T1 seat 5: 2 missed-blind + hold button (never counted, LC-GL-33)" in texts(
        page)
    clock.ms = T0 + 281 * MIN
    store.record("missed_button", "maria", T0, {"table": "T1", "seat": 5, "player": "bob"})
    page.refresh()
    due = page.due.text()
    assert "1 min over the 30-minute stud limit: pick-up due (LC-99)" in due
    assert "3 missed-blind buttons" in due and "(LC-97, LC-GL-33)" in due
    tap(qtbot, page, "ann · S1")
    looked_at(qtbot, window, "floor-breaks")
    tap(qtbot, page, "Back at his seat")
    assert "ann back at S1 after 31 minutes" in page.message.text()
    assert page.away_buttons == []
    qtbot.keyClicks(page.name, "bob")
    tap(qtbot, page, "Away")
    assert "his seat number" in page.message.text()  # refused before a round trip
    qtbot.keyClicks(page.seat, "5")
    tap(qtbot, page, "Meal break")
    assert "a stud rule" in page.message.text()  # bob plays hold'em (LC-99, LC-97)
    tap(qtbot, page, "Away")
    assert "bob away from T1 seat 5: other (LC-97)" in page.message.text()
    tap(qtbot, page, "bob · T1")
    tap(qtbot, page, "Hold button off")
    assert "hold button off" in page.message.text()


def test_pages_come_in_the_stations_tab_order(qtbot: QtBot, store: OperationStore) -> None:
    made = pages(store, lambda: "maria", Clock())
    assert [title for title, _ in made] == ["Waiting lists", "Must-move", "Breaks", "Table changes",
                                             "Buy-ins", "Seats"]
    for _, page in made:
        page.deleteLater()


def test_the_station_shows_the_pages_and_records_as_the_signed_in_floorperson(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str) -> None:
    """In the station (wt-17a's frame): the three tabs after Room and Rulings, an operation
    refused until a floorperson signs in, then recorded under his name."""
    staffed(enrolled)
    parts = open_station(room, 300.0, (lambda p: operation_pages(p, "LC_HIGH"),))
    station = parts.window
    qtbot.addWidget(station)
    station.show()
    titles = [station.tabs.tabText(i) for i in range(station.tabs.count())]
    assert titles == ["Waiting lists", "Must-move", "Breaks", "Table changes", "Buy-ins",
                      "Seats"]
    store = parts.extras["operations"]
    assert isinstance(store, OperationStore)
    store.record("table_opened", "setup", T0, {"table": "T1", **HE40})
    page = station.page("Waiting lists")
    assert isinstance(page, WaitingListsPage)
    page.refresh()
    page.name.setText("ann")
    page.add(call_in=False)  # the pages are covered before sign-in; the page refuses too
    assert "signs in" in page.message.text() and len(store.read()) == 1
    station.sign_in_view.badge_read("F100")
    station.sign_in_view.pin_entered("246810")
    tap(qtbot, page, "Add walk-in")
    assert [(op.kind, op.by) for op in store.read()][-1] == ("listed", "Fay Floor")
    parts.close()


def test_without_the_house_in_the_settings_the_station_says_so(
        qtbot: QtBot, room: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The house's rules are never guessed: no house, no operation pages (a notice instead)."""
    settings = tmp_path / "settings.toml"
    settings.write_text("")
    monkeypatch.setenv(SETTINGS_VARIABLE, str(settings))
    parts = open_station(room, 300.0, (operation_pages,))
    qtbot.addWidget(parts.window)
    note = parts.window.page("Waiting lists")
    assert isinstance(note, QLabel) and "set the room's house" in note.text()
    parts.close()


def test_seat_changes_lc_88e_lc_135_by_touch(qtbot: QtBot, store: OperationStore) -> None:
    clock = Clock()
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    for p in ("ann", "bob"):
        store.record("listed", "maria", T0, {"player": p, "call_in": False, **HE40})
        store.record("seated", "maria", T0, {"player": p, "table": "T1", **HE40})
    page = WaitingListsPage(store, lambda: "maria", clock)
    window = shown(qtbot, page)
    for name in ("bob", "ann"):
        clock.ms += MIN
        qtbot.keyClicks(page.name, name)
        tap(qtbot, page, "Asks for a seat change")
    assert "Seat changes at T1: bob, ann (LC-88e)" in texts(page)
    tap(qtbot, page, "Seat change at T1 to bob")
    assert "how many players" in page.message.text()
    qtbot.keyClicks(page.players, "6")
    tap(qtbot, page, "Seat change at T1 to bob")
    assert "fewer than 5 players; the game has 6" in page.message.text()
    assert "LC-135" in page.message.text()
    page.players.clear()
    qtbot.keyClicks(page.players, "4")
    tap(qtbot, page, "Seat change at T1 to bob")
    assert "bob changes seats at T1 (LC-88e)" in page.message.text()
    assert "Seat changes at T1: ann (LC-88e)" in texts(page)
    looked_at(qtbot, window, "floor-seat-changes")


def test_buy_ins_lc_91_across_tables_lc_36_lc_26d_lc_p1_by_touch(
        qtbot: QtBot, store: OperationStore) -> None:
    clock = Clock()
    for table in ("T1", "T2"):
        store.record("table_opened", "maria", T0, {"table": table, **HE40})
    store.record("listed", "maria", T0, {"player": "ann", "call_in": False, **HE40})
    store.record("seated", "maria", T0, {"player": "ann", "table": "T1", **HE40})
    page = BuyInsPage(store, lambda: "maria", clock)
    window = shown(qtbot, page)

    def fill(name: str, table: str, amount: str, reason: str = "") -> None:
        for line, text in ((page.name, name), (page.table, table), (page.amount, amount),
                           (page.reason, reason)):
            line.clear()
            qtbot.keyClicks(line, text)

    fill("ann", "", "300")
    tap(qtbot, page, "Leaves with these chips")
    assert "ann left T1 (Hold'em $20-$40) with $300" in page.message.text()
    clock.ms += 40 * MIN
    page.refresh()
    assert ("ann: left T1 (Hold'em $20-$40) 40 min ago with $300; the rule holds 20 more min"
            in texts(page))
    fill("ann", "T2", "250")
    tap(qtbot, page, "Buys in")
    assert "left 40 minutes ago with $300" in page.message.text() and "LC-91" in (
        page.message.text())
    looked_at(qtbot, window, "floor-buy-ins")
    fill("ann", "T2", "300")
    tap(qtbot, page, "Buys in")
    assert "(left T1 with $300)" in page.message.text()
    fill("bob", "T2", "500")
    tap(qtbot, page, "Buys in, amount not said")
    assert "$200 plays" in page.message.text() and "LC-26d" in page.message.text()
    fill("cy", "T2", "100", "regular, manager agreed")
    tap(qtbot, page, "Buys in")
    assert "LC-P1" in page.message.text()
    kinds = [op.kind for op in store.read()]
    assert kinds.count("buy_in") == 3  # the refused one is not in the room


def test_table_changes_lc_95_lc_96_lc_134_lc_38_and_a_break_lc_94a_lc_28_by_touch(
        qtbot: QtBot, store: OperationStore) -> None:
    for table, game in (("T1", HE40), ("T2", HE40), ("T3", HE20)):
        store.record("table_opened", "maria", T0, {"table": table, **game})
    for p, table in (("ann", "T1"), ("bob", "T2"), ("cy", "T2"), ("dee", "T2")):
        store.record("listed", "maria", T0, {"player": p, "call_in": False, **HE40})
        store.record("seated", "maria", T0, {"player": p, "table": table, **HE40})
    store.record("away", "maria", T0, {"table": "T2", "seat": 4, "player": "dee",
                                       "break": "other", "floor_told": False})
    page = TableChangesPage(store, lambda: "maria", Clock())
    window = shown(qtbot, page)
    qtbot.keyClicks(page.name, "ann")
    qtbot.keyClicks(page.to_table, "T3")
    tap(qtbot, page, "Asks: Not in the blinds")
    assert "waits for the floor (LC-95)" in page.message.text()
    tap(qtbot, page, "ann · T1 -> T3")
    tap(qtbot, page, "Approve (LC-95)")
    assert "may play to his big blind first (LC-134)" in page.message.text()
    qtbot.keyClicks(page.stack, "150")
    qtbot.keyClicks(page.amount, "150")
    looked_at(qtbot, window, "floor-table-changes")
    tap(qtbot, page, "Move ann to T3")
    assert "LC-38" in page.message.text()  # $150 at 10-20: at least its $100 minimum
    assert store.board().seated_at["ann"] == "T3"
    page.break_table.setText("T2")
    qtbot.keyClicks(page.open_seats, "1")
    tap(qtbot, page, "Break the game")
    assert "draw bob, cy; the floor draws for dee" in page.message.text()
    qtbot.keyClicks(page.cards, "Kh Kd")
    tap(qtbot, page, "Record the draw")
    assert "3 cards, one for each of bob, cy, dee" in page.message.text()
    page.cards.clear()
    qtbot.keyClicks(page.cards, "Kh Kd Ks")
    tap(qtbot, page, "Record the draw")
    assert "seats go to dee" in page.message.text() and "LC-28" in page.message.text()
    assert "T2: the seats go to dee" in texts(page)
    assert [b.text() for b in page.broken_players.buttons] == [
        f"{p}: moves from the broken game" for p in ("dee", "bob", "cy")]
    tap(qtbot, page, "dee: moves")
    # T1 deals his game and limit; T3 (10-20) holds ann now; typing reaches any other table
    assert [b.text() for b in page.actions.buttons] == ["To T1", "To T3",
                                                        "Move dee: the game broke (LC-38)"]
    tap(qtbot, page, "Move dee: the game broke")
    assert "type the table he moves to" in page.message.text()
    qtbot.keyClicks(page.stack, "80")
    qtbot.keyClicks(page.amount, "90")
    tap(qtbot, page, "To T1")
    assert "holds $80" in page.message.text() and "LC-38" in page.message.text()
    page.amount.clear()
    qtbot.keyClicks(page.amount, "80")
    tap(qtbot, page, "To T1")
    assert "dee moves T2 -> T1 with $80 (LC-38, LC-89)" in page.message.text()
    assert "0 follow (LC-142)" in page.message.text()
    assert store.board().seated_at["dee"] == "T1"
    assert [b.text() for b in page.broken_players.buttons] == [
        f"{p}: moves from the broken game" for p in ("bob", "cy")]


def test_a_page_shows_another_floorpersons_change_at_its_next_poll(
        qtbot: QtBot, cluster: Cluster, room: str, store: OperationStore) -> None:
    """Two stations on one room: what one records appears on the other's list without a
    touch (its poll), and a quiet room does not rebuild the buttons under a finger."""
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    dbname = str(psycopg.conninfo.conninfo_to_dict(room)["dbname"])
    other = OperationStore(cluster.dsn(user=f"{dbname}_station", dbname=dbname),
                           house_rules("LC_LOW", "LC_HIGH"))
    clock = Clock()
    page = WaitingListsPage(other, lambda: "joe", clock)
    window = shown(qtbot, page)
    before = list(page.games.buttons)
    page.poll_room()
    assert page.games.buttons == before  # nothing new: the same buttons
    store.record("listed", "maria", T0, {"player": "ann", "call_in": False, **HE40})
    qtbot.waitUntil(lambda: [b.text() for b in page.name_buttons] == ["1. ann"], timeout=5000)
    window.close()
    other.close()


def test_a_touch_on_a_field_types_on_the_on_screen_keyboard(
        qtbot: QtBot, store: OperationStore) -> None:
    """No physical keyboard at the station: the name and the amount are typed by touch."""
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    page = WaitingListsPage(store, lambda: "maria", Clock())
    window = shown(qtbot, page)
    overlay = page.typing.overlay
    qtbot.mouseClick(page.name, Qt.MouseButton.LeftButton)
    assert overlay.isVisible() and overlay.keyboard is not None
    for key in "ANN":
        qtbot.mouseClick(overlay.keyboard.keys[key], Qt.MouseButton.LeftButton)
    looked_at(qtbot, window, "floor-typing")
    tap(qtbot, overlay, "OK")
    assert not overlay.isVisible() and page.name.text() == "Ann"
    tap(qtbot, page, "Add walk-in")
    assert store.board().waiting(GameKey("holdem", "20-40")).order == ["Ann"]
    qtbot.mouseClick(page.players, Qt.MouseButton.LeftButton)
    for key in ("4", " "):
        qtbot.mouseClick(overlay.keyboard.keys[key], Qt.MouseButton.LeftButton)
    assert "Q" not in overlay.keyboard.keys  # digits only
    tap(qtbot, overlay, "OK")
    assert page.players.text() == "4"
    qtbot.mouseClick(page.name, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(overlay.keyboard.keys["B"], Qt.MouseButton.LeftButton)
    tap(qtbot, overlay, "Cancel")
    assert page.name.text() == ""


def test_seats_lc_88f_lc_25_lc_92_lc_37_by_touch(qtbot: QtBot, store: OperationStore) -> None:
    """Touch a table, then a player: the open seat is offered to the table before a list name
    can lock it (LC-88f), a seat handed over (LC-25), a short game's cut for the lower game's
    seats (LC-92, LC-28) and a raised limit (LC-37), each read back from the room."""
    for table, game in (("T1", HE40), ("T2", HE20)):
        store.record("table_opened", "maria", T0, {"table": table, **game})
    for p in ("ann", "bob", "cy"):
        store.record("listed", "maria", T0, {"player": p, "call_in": False, **HE40})
        store.record("seated", "maria", T0, {"player": p, "table": "T1", **HE40})
    store.record("listed", "maria", T0, {"player": "dee", "call_in": False, **HE40})
    page = SeatsPage(store, lambda: "maria", Clock())
    window = shown(qtbot, page)
    tap(qtbot, page, "Offer to the table")
    assert "touch a table first" in page.message.text()
    tap(qtbot, page, "T1 · Hold'em $20-$40")
    assert [b.text() for b in page.players.buttons] == ["ann", "bob", "cy"]
    assert not any(b.text().startswith("Lock seat") for b in visible_buttons(page))
    qtbot.keyClicks(page.seat, "7")
    tap(qtbot, page, "Offer to the table")
    assert "offers T1 seat 7 to the players at the table before the list (LC-88f)" in \
        page.message.text()
    tap(qtbot, page, "Lock seat 7 for dee")
    assert "locked for dee" in page.message.text()
    assert "Seat 7: locked for dee" in texts(page)
    store.record("seated", "maria", T0 + MIN, {"player": "dee", "table": "T1", **HE40})
    page.refresh()
    assert "Seat 7: dee's chips are down, he keeps it" in texts(page)
    qtbot.keyClicks(page.seat, "7")
    tap(qtbot, page, "Offer to the table")
    assert "cannot be made to move (LC-88f)" in page.message.text()
    page.seat.clear()
    tap(qtbot, page, "Hand over")
    assert "touch the player" in page.message.text()
    tap(qtbot, page, "cy")
    qtbot.keyClicks(page.newcomer, "ed")
    tap(qtbot, page, "Hand over")
    assert "maria approves cy handing his seat at T1 to ed (LC-25)" in page.message.text()
    assert [b.text() for b in page.players.buttons] == ["ann", "bob", "dee", "ed"]
    qtbot.keyClicks(page.lower, "T2")
    qtbot.keyClicks(page.open_seats, "1")
    qtbot.keyClicks(page.cards, "kh ks 2c")
    tap(qtbot, page, "Record the cut")
    assert "4 cards, one for each of ann, bob, dee, ed" in page.message.text()
    page.cards.clear()
    looked_at(qtbot, window, "floor-seats")
    tap(qtbot, page, "Cards by touch")  # the cards on the grid, in the order of the players
    assert "touch each player's card in this order: ann, bob, dee, ed" in \
        page.picker.title.text()
    for code in ("Kh", "Ks", "2c", "Td"):
        qtbot.mouseClick(page.picker.keys[parse_card(code)], Qt.MouseButton.LeftButton)
    looked_at(qtbot, window, "floor-seats-cut")
    qtbot.mouseClick(page.picker.ok, Qt.MouseButton.LeftButton)
    assert page.picker.isHidden()  # OK records the cut at once
    assert "T1 (4 players) cut for 1 seat(s) at T2: bob" in page.message.text()
    assert "LC-92" in page.message.text() and "Cut for T2: bob" in texts(page)
    assert store.board().changes["bob"].approved_by == "maria"
    qtbot.keyClicks(page.limit, "10-20")
    tap(qtbot, page, "Raise the limit")
    assert "does not raise" in page.message.text() and "LC-37" in page.message.text()
    assert [op.kind for op in store.read()][-1] == "short_game_cut"  # the refusal wrote nothing
    page.limit.clear()
    for t in ("T2",):
        tap(qtbot, page, f"{t} · Hold'em $10-$20")
    qtbot.keyClicks(page.limit, "20-40")
    tap(qtbot, page, "Raise the limit")
    assert "T2 goes from Hold'em $10-$20 to Hold'em $20-$40" in page.message.text()
    assert "T2 · Hold'em $20-$40" in [b.text() for b in page.tables.buttons]


def seated_at(store: OperationStore, table: str, game: dict[str, str], player: str) -> None:
    store.record("table_opened", "maria", T0, {"table": table, **game})
    store.record("listed", "maria", T0, {"player": player, "call_in": False, **game})
    store.record("seated", "maria", T0, {"player": player, "table": table, **game})


def away(store: OperationStore, minute: int, table: str, player: str, kind: str = "other"
         ) -> None:
    store.record("away", "maria", T0 + minute * MIN, {
        "table": table, "seat": 3, "player": player, "break": kind, "floor_told": True})


OPEN_WINDOWS: list[QMainWindow] = []  # a page lives as long as its window


def breaks_at(qtbot: QtBot, store: OperationStore, minute: int) -> BreaksPage:
    """The Breaks page at ``minute`` (the time is data: the page's clock)."""
    clock = Clock()
    clock.ms = T0 + minute * MIN
    page = BreaksPage(store, lambda: "maria", clock)
    OPEN_WINDOWS.append(shown(qtbot, page))
    return page


def test_breaks_page_shows_the_lc_97_pick_up_at_the_third_missed_blind(
        qtbot: QtBot, store: OperationStore) -> None:
    seated_at(store, "T1", HE40, "bob")
    away(store, 0, "T1", "bob")
    for _ in range(2):
        store.record("missed_button", "maria", T0, {"table": "T1", "seat": 3, "player": "bob"})
    page = breaks_at(qtbot, store, 5)
    assert page.due.text() == "Nothing due" and page.due.objectName() == "detailText"
    store.record("missed_button", "maria", T0, {"table": "T1", "seat": 3, "player": "bob"})
    page.refresh()
    assert "bob (T1 seat 3) has 3 missed-blind buttons: pick up his chips" in page.due.text()
    assert "(LC-97, LC-GL-33)" in page.due.text() and page.due.objectName() == "refusal"


def test_breaks_page_shows_the_lc_99_stud_limit_only_once_it_is_passed(
        qtbot: QtBot, store: OperationStore) -> None:
    seated_at(store, "S1", STUD40, "ann")
    away(store, 0, "S1", "ann")
    assert breaks_at(qtbot, store, 15).due.text() == "Nothing due"  # 15 minutes: the limit
    due = breaks_at(qtbot, store, 16).due.text()
    assert due == ("ann (S1 seat 3) is 1 min over the 15-minute stud limit: pick-up due "
                   "(LC-99)")


def test_breaks_page_prompts_lc_98_by_the_rooms_measure(
        qtbot: QtBot, store: OperationStore) -> None:
    """Four absences begun within the hour (our reading, no room file here) prompt the floor;
    three do not."""
    seated_at(store, "T1", HE40, "bob")
    for minute in (0, 10, 20):
        away(store, minute, "T1", "bob")
        store.record("back", "maria", T0 + (minute + 2) * MIN, {"player": "bob"})
    away(store, 30, "T1", "bob")
    assert breaks_at(qtbot, store, 65).due.text() == "Nothing due"  # minute 0 is over an hour
    due = breaks_at(qtbot, store, 31).due.text()
    assert due == ("bob has been away 4 times lately: the floor may pick up his chips before "
                   "a third button (LC-98)")
