"""Issue 17: the station's operation pages listen to the room instead of polling it. Every
operation recorded NOTIFYs ``room_operations`` with the room and the seq only (room migration 7);
a page refreshes when its watch hears one, and falls back to the 2 s poll only while the watch
has no link. Real PostgreSQL, two floor logins."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from pytestqt.qtbot import QtBot
from test_floor_station_operations import HE40, T0, Clock, shown, store  # noqa: F401

from dealer_assist.room.cluster import Cluster
from dealer_assist.room.operations import OperationStore
from dealer_assist.room.operations_schema import CHANNEL, notified_seq
from dealer_assist.room.watch import RoomWatch
from dealer_assist.room_ops.house import house_rules
from dealer_assist.ui.floor_station.waiting_lists import WaitingListsPage


@pytest.fixture
def other(cluster: Cluster, room: str, store: OperationStore  # noqa: F811
          ) -> Iterator[OperationStore]:
    """A second station's store on the same room (the ``store`` fixture made its login)."""
    opened = OperationStore(station_dsn(cluster, room), house_rules("LC_LOW", "LC_HIGH"))
    yield opened
    opened.close()


def station_dsn(cluster: Cluster, room: str) -> str:
    dbname = str(psycopg.conninfo.conninfo_to_dict(room)["dbname"])
    return cluster.dsn(user=f"{dbname}_station", dbname=dbname)


def listening(qtbot: QtBot, page: WaitingListsPage, dsn: str) -> RoomWatch:
    watch = RoomWatch(dsn, channels=(CHANNEL,)).start()
    page.poll.stop()  # no poll at all: only the notification can bring the change
    page.listen(watch)
    qtbot.waitUntil(lambda: watch.online, timeout=5000)
    return watch


def test_the_notification_names_the_room_and_the_seq_never_the_body(
        room: str, store: OperationStore) -> None:  # noqa: F811
    dbname = str(psycopg.conninfo.conninfo_to_dict(room)["dbname"])
    with psycopg.connect(room, autocommit=True) as ear:
        ear.execute(f'LISTEN "{CHANNEL}"')
        store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
        store.record("listed", "maria", T0, {"player": "ann", "call_in": False, **HE40})
        heard = [n.payload for n in ear.notifies(timeout=2, stop_after=2)]
    assert heard == [f"{dbname}:1", f"{dbname}:2"]
    assert [notified_seq(p) for p in heard] == [1, 2]
    assert notified_seq("7") == 7 and notified_seq("room:x") is None


def test_an_operation_from_another_station_shows_within_a_second_without_the_poll(
        qtbot: QtBot, cluster: Cluster, room: str, store: OperationStore,  # noqa: F811
        other: OperationStore) -> None:
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    page = WaitingListsPage(other, lambda: "joe", Clock())
    window = shown(qtbot, page)
    watch = listening(qtbot, page, station_dsn(cluster, room))
    store.record("listed", "maria", T0, {"player": "ann", "call_in": False, **HE40})
    qtbot.waitUntil(lambda: [b.text() for b in page.name_buttons] == ["1. ann"], timeout=1000)
    window.close()
    watch.stop()


def test_the_poll_is_only_a_fallback_while_the_link_is_down(
        qtbot: QtBot, cluster: Cluster, room: str, store: OperationStore,  # noqa: F811
        other: OperationStore) -> None:
    """Listening, the poll's tick reads nothing (the notification does); with a watch that
    cannot reach the room, the poll's tick reads the room as before."""
    store.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    page = WaitingListsPage(other, lambda: "joe", Clock())
    window = shown(qtbot, page)
    watch = listening(qtbot, page, station_dsn(cluster, room))
    page.wake.stop()
    store.record("listed", "maria", T0, {"player": "ann", "call_in": False, **HE40})
    page.poll_room()
    assert page.name_buttons == []  # the watch is online: the poll stands aside
    page.woken()
    assert [b.text() for b in page.name_buttons] == ["1. ann"]
    watch.stop()
    down = RoomWatch("host=/nonexistent port=1 dbname=x", channels=(CHANNEL,),
                     retry_s=0.05).start()
    page.listen(down)
    page.wake.stop()
    store.record("listed", "maria", T0, {"player": "bob", "call_in": False, **HE40})
    assert not down.online
    page.poll_room()
    assert [b.text() for b in page.name_buttons] == ["1. ann", "2. bob"]
    down.stop()
    window.close()
