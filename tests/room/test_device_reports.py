"""Device lights in the room (issue 17): a table reports its devices' changes with its own
login; the floor station's feed shows the latest per table and device. A table cannot report
for another, nobody may alter a report, and a malformed report is refused."""

from __future__ import annotations

import time
from collections.abc import Callable

import psycopg
import pytest
from floor_rooms import floor_login
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from room_tables import Table

from dealer_assist.room import client
from dealer_assist.room.device_reporter import DeviceReporter
from dealer_assist.room.device_reports_schema import DEVICE_STATES, MAX_DETAIL, MAX_DEVICE
from dealer_assist.room.floor_feed import RoomFeed


def test_a_table_reports_and_the_station_feed_shows_it(
        enrolled: Callable[..., Table], room: str) -> None:
    t1, t2 = enrolled("T1"), enrolled("T2")
    with psycopg.connect(floor_login(room), autocommit=True) as floor:
        feed = RoomFeed(floor)
        feed.poll()
        assert [s.device_light()[0] for s in feed.tables()] == ["ok", "ok"]  # none reported
        with client.connect(room, t1.login) as conn:
            client.report_device(conn, "shoe", "connected")
            client.report_device(conn, "shoe", "disconnected", "unplugged")
        feed.poll()
        first, second = feed.tables()
        light, words = first.device_light()
        assert light == "bad" and words.msg_id == "room.devices.down"
        assert words.params["device"] == "shoe"
        assert first.devices["shoe"].detail == "unplugged"
        assert second.devices == {} and second.device_light()[0] == "ok"
        with client.connect(room, t1.login) as conn:
            client.report_device(conn, "shoe", "connected")
        with client.connect(room, t2.login) as conn:
            client.report_device(conn, "card reader", "error", "timeout")
        feed.poll()
        first, second = feed.tables()
        assert first.device_light()[0] == "ok"
        assert second.device_light()[1].params["device"] == "card reader"


def test_a_table_cannot_report_for_another_table(
        enrolled: Callable[..., Table], room: str) -> None:
    """The table comes from the login: there is no table argument, and a direct insert is
    refused to a table login."""
    t1, _t2 = enrolled("T1"), enrolled("T2")
    with client.connect(room, t1.login) as conn:
        with pytest.raises(psycopg.errors.UndefinedFunction):
            conn.execute("SELECT room.report_device('T2', 'shoe', 'error', '')")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO room.device_reports (table_name, device, state)"
                         " VALUES ('T2', 'shoe', 'error')")
        client.report_device(conn, "shoe", "error")
    with psycopg.connect(room, autocommit=True) as owner:
        assert owner.execute("SELECT table_name, login FROM room.device_reports").fetchall() == [
            ("T1", t1.login.login)]
    with (psycopg.connect(floor_login(room), autocommit=True) as floor,
          pytest.raises(psycopg.errors.InsufficientPrivilege)):  # only tables report
        floor.execute("SELECT room.report_device('shoe', 'connected', '')")


def test_reports_cannot_be_altered_even_by_the_owner(
        enrolled: Callable[..., Table], room: str) -> None:
    table = enrolled("T1")
    with client.connect(room, table.login) as conn:
        client.report_device(conn, "shoe", "error", "jam")
    with psycopg.connect(room, autocommit=True) as owner:
        for statement in ("UPDATE room.device_reports SET state = 'connected'",
                          "DELETE FROM room.device_reports",
                          "TRUNCATE room.device_reports"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="history"):
                owner.execute(statement)
        assert owner.execute("SELECT state FROM room.device_states").fetchall() == [("error",)]


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(device=st.text(max_size=MAX_DEVICE + 5), state=st.text(max_size=15),
       detail=st.text(max_size=MAX_DETAIL + 5))
def test_malformed_reports_are_refused(enrolled: Callable[..., Table], room: str,
                                       device: str, state: str, detail: str) -> None:
    """Any state outside the fixed set, an empty or overlong device name or an overlong detail
    is refused with one message; a well-formed one is kept (NUL bytes cannot reach SQL)."""
    device, state, detail = (x.replace("\x00", "") for x in (device, state, detail))
    login = _one_table(enrolled)
    good = (state in DEVICE_STATES and 1 <= len(device.strip()) <= MAX_DEVICE
            and len(detail) <= MAX_DETAIL)
    with client.connect(room, login.login) as conn:
        if good:
            client.report_device(conn, device, state, detail)
        else:
            with pytest.raises(psycopg.errors.InvalidParameterValue):
                client.report_device(conn, device, state, detail)


_tables: dict[str, Table] = {}


def _one_table(enrolled: Callable[..., Table]) -> Table:
    """One enrolled table per room (hypothesis runs many examples in one test's room)."""
    key = str(id(enrolled))
    if key not in _tables:
        _tables[key] = enrolled("T1")
    return _tables[key]


def _away(room: str) -> str:
    """The room's address with a port nobody listens on: the room out of reach."""
    params = conninfo_to_dict(room)
    params["port"] = "1"
    params["connect_timeout"] = "2"
    return make_conninfo(**{k: str(v) for k, v in params.items() if v is not None})


def _states(room: str) -> list[tuple[object, ...]]:
    with psycopg.connect(room, autocommit=True) as owner:
        return owner.execute("SELECT table_name, device, state, detail FROM room.device_states"
                             " ORDER BY 1, 2").fetchall()


def test_the_reporter_keeps_the_latest_state_while_the_room_is_away(
        enrolled: Callable[..., Table], room: str) -> None:
    """Only the latest state per device is sent once the link is back; lights the room need
    not hear of (the room's own, a lid open) are not sent."""
    table = enrolled("T1")
    reporter = DeviceReporter(_away(room), table.login)
    reporter.report("shoe", "disconnected", "unplugged")
    reporter.report("shoe", "fault", "bad frame")
    reporter.report("card reader", "connected")
    reporter.report("room", "offline_since_21:14")
    reporter.report("shoe", "lid_open")
    assert not reporter.send()
    assert reporter.pending() == {"shoe": ("error", "bad frame"),
                                  "card reader": ("connected", "")}
    reporter.dsn = room  # the link is back
    assert reporter.send() and reporter.pending() == {}
    assert _states(room) == [("T1", "card reader", "connected", ""),
                             ("T1", "shoe", "error", "bad frame")]
    reporter.report("shoe", "fault", "bad frame")  # unchanged: nothing to send
    assert reporter.pending() == {}
    with psycopg.connect(room, autocommit=True) as owner:
        assert owner.execute("SELECT count(*) FROM room.device_reports").fetchone() == (2,)


def test_the_reporter_thread_sends_without_the_caller_waiting(
        enrolled: Callable[..., Table], room: str) -> None:
    table = enrolled("T1")
    reporter = DeviceReporter(room, table.login, retry_s=0.1).start()
    try:
        reporter.report("shoe", "connected")
        reporter.report("shoe", "disconnected")
        for _ in range(200):
            if _states(room) == [("T1", "shoe", "disconnected", "")]:
                break
            time.sleep(0.05)
        assert _states(room) == [("T1", "shoe", "disconnected", "")]
    finally:
        reporter.stop()


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(reports=st.lists(st.tuples(st.sampled_from(["shoe", "badge"]),
                                  st.sampled_from(DEVICE_STATES)), min_size=1, max_size=12))
def test_the_latest_state_is_the_last_report_of_each_device(
        enrolled: Callable[..., Table], room: str, reports: list[tuple[str, str]]) -> None:
    """``room.device_states`` (kept by report_device, so the station's poll does not read the
    whole history) always equals the last report of each device in the history itself."""
    table = _one_table(enrolled)  # examples add to one history: its last reports count
    with client.connect(room, table.login) as conn:
        for device, state in reports:
            client.report_device(conn, device, state, "")
    with psycopg.connect(room, autocommit=True) as owner:
        history = owner.execute(
            "SELECT DISTINCT ON (device) device, state FROM room.device_reports"
            " WHERE table_name = 'T1' ORDER BY device, id DESC").fetchall()
        latest = owner.execute("SELECT device, state FROM room.device_states"
                               " WHERE table_name = 'T1' ORDER BY device").fetchall()
    assert latest == history
