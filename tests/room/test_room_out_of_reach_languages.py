"""An unreachable room store said in the floorperson's language (issue 20): what failed and what
to do, translated; the database driver's own English ("connection refused", "the connection is
closed") only as the tool tip, never the words shown. Real failures: a closed connection to the
test's PostgreSQL, and a connection to a port nothing listens on."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from PySide6.QtCore import QT_TR_NOOP
from pytestqt.qtbot import QtBot

from dealer_assist.room.dealer_shifts import dealer_shifts
from dealer_assist.room.operations import OperationStore, RoomOutOfReach
from dealer_assist.room.shipper import RoomLight
from dealer_assist.room.sign_ins import RoomSignIns
from dealer_assist.ui import i18n
from dealer_assist.ui.floor_station.dealer_rotation import DealerRotationPage
from dealer_assist.ui.floor_station.sign_in import StationSignIn
from dealer_assist.ui.floor_station.sign_in_view import StationSignInView
from dealer_assist.ui.floor_station.station import room_staff
from dealer_assist.ui.floor_station.waiting_lists import WaitingListsPage
from dealer_assist.ui.room_reach import room_light

sys.path.insert(0, str(Path(__file__).parent.parent / "room_ops"))
from board_helpers import HE40, T0

NOWHERE = "host=127.0.0.1 port=1 dbname=nothing user=nobody connect_timeout=2"
DRIVER_WORDS = ("connection", "port 1", "closed", "refused")


@pytest.fixture(autouse=True)
def _catalogues() -> Iterator[None]:
    i18n.build_catalogues()
    yield
    i18n.switch("en")


def no_driver_words(text: str) -> bool:
    return not any(w in text.lower() for w in DRIVER_WORDS)


def test_a_recording_lost_with_the_link_says_so_in_spanish_and_chinese(
        qtbot: QtBot, floor: OperationStore) -> None:
    """The floor lists a player while the room's connection is gone: nothing is recorded, the
    page says the room store is out of reach and what to do, in the language of the moment;
    the driver's words are the tool tip; a refresh says the board may be out of date."""
    floor.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    page = WaitingListsPage(floor, lambda: "maria", lambda: T0)
    qtbot.addWidget(page)
    page.show()  # a page says its message line again on a switch while it is shown
    page.refresh()
    floor.conn.close()
    assert i18n.switch("es")
    page.name.setText("fay")
    page.add(call_in=False)
    shown = page.message.text()
    assert shown.startswith("no se alcanza la sala: no se registró nada"), shown
    assert no_driver_words(shown) and "closed" in page.message.toolTip()
    assert i18n.switch("zh_TW")
    assert page.message.text().startswith("連不上本場：沒有記錄任何內容")
    assert "closed" in page.message.toolTip()
    assert i18n.switch("en")
    assert page.message.text().startswith("the room store is out of reach: nothing was "
                                          "recorded")
    page.refresh()
    assert page.message.text().startswith("The room store is out of reach: what this page "
                                          "shows may be out of date")
    assert no_driver_words(page.message.text()) and page.message.toolTip()


def test_the_store_tells_a_lost_link_from_the_rooms_own_refusal(
        floor: OperationStore) -> None:
    """The store's error for a lost link is RoomOutOfReach (nothing recorded) with the driver's
    text as its detail, not the driver's text as the refusal."""
    floor.conn.close()
    with pytest.raises(RoomOutOfReach) as lost:
        floor.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    assert str(lost.value).startswith("the room store is out of reach")
    assert "closed" in lost.value.detail


def test_sign_in_with_the_room_out_of_reach_is_said_in_the_language(qtbot: QtBot) -> None:
    """A badge at a station whose room does not answer: refused in Spanish, said again in
    Chinese, English after; the driver's words only in the tool tip."""
    view = StationSignInView(StationSignIn(room_staff(NOWHERE), RoomSignIns(NOWHERE, "S1")),
                             QT_TR_NOOP("A floorperson signs in: badge, then PIN."))
    qtbot.addWidget(view)
    assert i18n.switch("es")
    view.badge_read("F100")
    shown = view.text.text()
    assert "no se alcanza la sala, y para iniciar sesión hace falta" in shown, shown
    assert no_driver_words(shown) and "port 1" in view.text.toolTip()
    assert i18n.switch("zh_TW")
    view.say_again()  # as the station's window does on a switch
    assert "連不上本場，而登入需要本場" in view.text.text()
    assert i18n.switch("en")
    view.say_again()
    assert "the room store is out of reach, and signing in needs it" in view.text.text()


def test_the_dealer_rotation_with_the_room_out_of_reach(qtbot: QtBot) -> None:
    """The Dealers page cannot read the room: it says so and what happens next, translated."""

    def load() -> tuple[list[object], list[str]]:
        with psycopg.connect(NOWHERE) as conn:
            shifts, tables = dealer_shifts(conn)
            return list(shifts), tables

    assert i18n.switch("es")
    page = DealerRotationPage(load, 30)  # type: ignore[arg-type]
    qtbot.addWidget(page)
    page.timer.stop()
    assert page.text.text().startswith("No se alcanza la sala: la rotación no se puede leer")
    assert no_driver_words(page.text.text()) and "port 1" in page.text.toolTip()
    assert i18n.switch("zh_TW")
    assert page.text.text().startswith("連不上本場")


def test_the_tables_room_light_says_the_link_in_the_dealers_language(qapp: object) -> None:
    """The dealer screen's "room" light: offline, behind and connecting in the language (the
    station's tile words), connected and refused keep their keys (their colours); the driver's
    words stay the light's tool tip."""
    since = time.time() - 600
    offline = RoomLight("offline", 3, since, "connection refused")
    clock = time.strftime("%H:%M", time.localtime(since))
    assert room_light(offline) == (f"offline since {clock}", "connection refused")
    assert i18n.switch("es")
    assert room_light(offline) == (f"desconectada desde {clock}", "connection refused")
    assert room_light(RoomLight("behind", 7))[0] == "7 atrasados"
    assert room_light(RoomLight("starting"))[0] == "conectando"
    assert room_light(RoomLight("connected")) == ("connected", "the room has every event of "
                                                               "this table")
    assert room_light(RoomLight("refused", problem="rewrite refused")) == ("fault",
                                                                          "rewrite refused")
    assert i18n.switch("zh_TW")
    assert room_light(offline)[0] == f"自 {clock} 起離線"
