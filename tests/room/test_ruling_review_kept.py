"""Issue 17: a ruling opened at the station from the log as read so far (room/table_history.py)
shows exactly what the full rebuild shows (a scratch SQLite copy folded from the start), and a
second ruling at the table reads only the rows the room added since. Real engine, SQLite and
PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable

import psycopg
import pytest
from floor_rooms import add_staff, finish_hand, floor_login, propose_ruling, step_to_betting
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.room.floor_feed import OpenRuling, RoomFeed
from dealer_assist.room.simulate import SimulatedTable
from dealer_assist.room.table_history import TableHistory
from dealer_assist.ui.floor_station import room_pages as room_pages_module
from dealer_assist.ui.floor_station.room_pages import RoomPages, room_pages
from dealer_assist.ui.floor_station.ruling_review import review, review_kept
from dealer_assist.ui.floor_station.station import open_station
from dealer_assist.ui.ruling_context import RulingContext


def open_ruling(conn: psycopg.Connection[tuple[object, ...]], number: int) -> OpenRuling:
    feed = RoomFeed(conn)
    feed.poll()
    return next(r for r in feed.open_rulings() if r.number == number)


def same(kept: RulingContext, full: RulingContext) -> None:
    assert kept.lines() == full.lines()
    assert kept.frame is not None and full.frame is not None
    assert kept.frame.table.history == full.frame.table.history
    assert repr(kept.frame.table.seats) == repr(full.frame.table.seats)


def ruling_after(table: Table, hands: int) -> int:
    """``hands`` more hands played by the engine's simulated table, then a ruling proposed in
    the next one."""
    with table.store() as store:
        sim = SimulatedTable(table.name, store)
        for _ in range(hands):
            sim.play_hand()
    step_to_betting(table)
    number = propose_ruling(table)
    table.sync()
    return number


def test_a_kept_history_shows_what_the_full_rebuild_shows_and_reads_only_what_is_new(
        enrolled: Callable[..., Table], room: str) -> None:
    table = enrolled("T1", hands=4)
    first = ruling_after(table, 0)
    with psycopg.connect(room, autocommit=True) as conn:
        ruling = open_ruling(conn, first)
        log_id = table.login.log_id
        history = TableHistory(log_id)
        same(review_kept(conn, history, ruling), review(conn, log_id, ruling))
        read = history.read_to
        assert read > 0
        assert review_kept(conn, history, ruling).lines() == review(conn, log_id,
                                                                    ruling).lines()
        assert history.extend(conn) == 0  # nothing new: nothing read

        finish_hand(table, next_hand=False)
        second = ruling_after(table, 2)
        ruling2 = open_ruling(conn, second)
        new_rows = conn.execute("SELECT count(*) FROM room.events WHERE log_id = %s AND"
                                " seq > %s", (log_id, read)).fetchone()
        assert new_rows is not None and new_rows[0] > 0
        assert history.extend(conn) == new_rows[0]  # only the rows added since
        same(review_kept(conn, history, ruling2), review(conn, log_id, ruling2))

        # the first ruling's hand again, after the fold moved past it: folded from the start
        same(review_kept(conn, history, ruling), review(conn, log_id, ruling))
        same(review_kept(conn, history, ruling2), review(conn, log_id, ruling2))


def test_an_unknown_hand_is_refused_by_name(enrolled: Callable[..., Table], room: str) -> None:
    table = enrolled("T1", hands=1)
    table.sync()
    history = TableHistory(table.login.log_id)
    with psycopg.connect(room, autocommit=True) as conn:
        history.extend(conn)
    assert history.hand_events("T1", 99) == []
    try:
        history.before_hand("T1", 99, None)  # type: ignore[arg-type]
    except LookupError as error:
        assert "hand 99 is not in the log of table T1" in str(error)
    else:
        raise AssertionError("an unknown hand was folded")


def test_the_station_reads_a_new_ruling_ahead_before_anyone_opens_it(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str) -> None:
    table = enrolled("T1", hands=2)
    add_staff(table)
    number = ruling_after(table, 0)
    parts = open_station(floor_login(room), 300.0, (room_pages,))
    qtbot.addWidget(parts.window)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    qtbot.waitUntil(lambda: ("T1", number) in {k[:2] for k in pages.reviewed}, timeout=20000)
    assert pages.rulings.context is None  # nobody opened it: it was read ahead
    assert table.login.log_id in pages.histories
    parts.close()


def test_the_station_keeps_the_most_recently_used_logs_only(
        qtbot: QtBot, room: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Memory stays bounded on a long shift: beyond KEPT_LOGS tables, the least recently used
    log is let go (read again from the room if one of its rulings is opened)."""
    monkeypatch.setattr(room_pages_module, "KEPT_LOGS", 2)
    parts = open_station(floor_login(room), 300.0, (room_pages,))
    qtbot.addWidget(parts.window)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    first = pages.history_of(1)
    pages.history_of(2)
    assert pages.history_of(1) is first  # used again: now the newest
    pages.history_of(3)
    assert list(pages.histories) == [1, 3]  # 2, the least recently used, let go
    assert pages.history_of(2) is not None and list(pages.histories) == [3, 2]
    parts.close()


def test_every_hand_is_bounded_as_the_tables_own_store_bounds_it(
        enrolled: Callable[..., Table], room: str) -> None:
    """The kept history's hands hold the same events as the table's own log gives for each hand
    (storage/indexer.py), hand in progress included, and the same table events in order."""
    table = enrolled("T1", hands=3)
    ruling_after(table, 2)  # a hand in progress with a ruling
    history = TableHistory(table.login.log_id)
    with psycopg.connect(room, autocommit=True) as conn:
        history.extend(conn)
    with table.store() as store:
        hands = [h.hand for h in store.last_hands("T1", 100)]
        assert len(hands) >= 6
        for number in hands:
            mine = [(s.seq, s.at, s.event) for s in history.hand_events("T1", number)]
            theirs = [(s.seq, s.at, s.event) for s in store.hand_events("T1", number)]
            assert mine == theirs and mine, number
        assert list(history.table_events("T1")) == list(store.table_events("T1"))
