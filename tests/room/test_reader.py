"""RoomReader: the pooled read API of the room (status, export, the floor station): typed
results, PIN hashes masked, connections that survive the server cutting them, and an unreachable
room named for what it is."""

from __future__ import annotations

import time
from collections.abc import Callable

import psycopg
import pytest
from room_tables import Table

from dealer_assist.engine.events import RulingDecided, RulingProposed
from dealer_assist.room.reader import OpenRuling, RoomEvent, RoomReader
from dealer_assist.room.schema import MASK

Enrolled = Callable[..., Table]


def test_tables_and_events_read_back_typed(enrolled: Enrolled) -> None:
    one, two = enrolled("T1", hands=1), enrolled("T2", hands=2)
    with one.store() as store:
        store.add_staff("F100", "Fay Floor", "floor", pin_hash="scrypt$1$2$3$aa$bb")
    one.sync()
    two.sync()
    with RoomReader(one.dsn) as room:
        tables = room.tables()
        assert [(t.table, t.lag, t.alarms, t.retired_at) for t in tables] == [
            ("T1", 0, 0, None), ("T2", 0, 0, None)]
        assert tables[0].head > 0 and tables[0].offline_s is not None
        events = room.events("T1")
        assert [e.seq for e in events] == list(range(1, tables[0].head + 1))
        assert all(isinstance(e, RoomEvent) for e in events)
        staff = next(e for e in events if e.type == "staff_set")
        assert staff.masked and staff.data()["pin_hash"] == MASK and "scrypt" not in staff.body
        assert staff.data()["name"] == "Fay Floor"
        later = room.events("T1", after_seq=5, limit=3)
        assert [e.seq for e in later] == [6, 7, 8]
        assert room.events("T9") == []
        assert [log.table for log in room.logs()] == ["T1", "T2"]


def test_open_rulings_are_the_proposed_ones_no_floorperson_decided(enrolled: Enrolled) -> None:
    table = enrolled("T1", hands=1)
    with table.store() as store:
        store.append("T1", [RulingProposed(1, "hand_in_muck", ("LC-8",), "seat 5"),
                            RulingProposed(2, "boxed_card", ("LC-52",))])
        store.append("T1", [RulingDecided(1, "confirmed", "Fay Floor (F100)")])
    table.sync()
    with RoomReader(table.dsn) as room:
        found = room.open_rulings()
    assert len(found) == 1 and isinstance(found[0], OpenRuling)
    assert (found[0].table, found[0].ruling, found[0].irregularity, found[0].rule_ids) == (
        "T1", 2, "boxed_card", ("LC-52",))


def test_a_connection_cut_by_the_server_is_replaced_by_the_pool(enrolled: Enrolled) -> None:
    table = enrolled("T1", hands=1)
    table.sync()
    with RoomReader(table.dsn, max_size=1) as room:
        assert room.tables()[0].head > 0
        with psycopg.connect(table.dsn, autocommit=True) as admin:
            cut = admin.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE application_name = 'dealer-assist reader'").fetchone()
        assert cut == (1,)
        time.sleep(0.2)
        assert room.tables()[0].head > 0  # the pool checked, found it dead, made another


def test_an_unreachable_room_is_named_not_just_timed_out(room: str) -> None:
    wrong = room.replace("user=postgres", "user=nobody_here")
    with RoomReader(wrong, wait_s=0.5) as reader, pytest.raises(psycopg.OperationalError,
                                                                match="nobody_here"):
        reader.tables()
