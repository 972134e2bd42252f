"""Issue 17: the floor station's PIN lockout lives in the room, shared by every station and kept
across restarts, in an append-only record supervisors read (room migration 6). The numbers are
the table's (ui/staff_sign_in.py: five wrong PINs in a row lock the badge for five minutes).
Real PostgreSQL, real staff records shipped by a table."""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from floor_rooms import FLOOR_BADGE, FLOOR_PIN, add_staff, floor_login
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from psycopg import errors
from psycopg.conninfo import make_conninfo
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.cli import main
from dealer_assist.room.client import table_dsn
from dealer_assist.room.roles import SUPERVISOR_ROLE
from dealer_assist.room.sign_in_schema import DEFAULT_LOCKOUT_S, DEFAULT_MAX_FAILURES
from dealer_assist.room.sign_ins import RoomSignIns, attempts, write_csv
from dealer_assist.ui.floor_station.sign_in import StationSignIn
from dealer_assist.ui.floor_station.station import open_station, room_staff
from dealer_assist.ui.staff_sign_in import LOCKOUT_S, MAX_FAILURES, SignInRefused

WRONG = "000000"


def staffed(enrolled: Callable[..., Table]) -> Table:
    table = enrolled("T1")
    add_staff(table)
    table.sync()
    return table


def station(dsn: str, name: str) -> StationSignIn:
    """A station's sign-in as ``open_station`` builds it, on the floor login ``dsn``."""
    return StationSignIn(room_staff(dsn), RoomSignIns(dsn, name))


def test_the_station_uses_the_tables_lockout_numbers() -> None:
    """The room's defaults are the table's own: one lockout rule for the whole room."""
    assert (DEFAULT_MAX_FAILURES, DEFAULT_LOCKOUT_S) == (MAX_FAILURES, LOCKOUT_S)


def test_wrong_pins_at_three_stations_lock_the_badge_at_every_station(
        enrolled: Callable[..., Table], room: str) -> None:
    """Five wrong PINs spread over three stations (two floor logins) lock the badge at all of
    them, and a fourth station opened afterwards, even with the right PIN."""
    staffed(enrolled)
    first, second = floor_login(room), floor_login(room, "floor_two")
    stations = [station(first, "A"), station(second, "B"), station(first, "C")]
    for n in range(MAX_FAILURES - 1):
        with pytest.raises(SignInRefused, match=r"not recognised$"):
            stations[n % 3].attempt(FLOOR_BADGE, WRONG)
    with pytest.raises(SignInRefused, match=f"{MAX_FAILURES} wrong PINs in a row.*locked "
                                            "until"):
        stations[1].attempt(FLOOR_BADGE, WRONG)
    for s in [*stations, station(second, "D")]:
        with pytest.raises(SignInRefused, match=r"locked until .* every floor station"):
            s.attempt(FLOOR_BADGE, FLOOR_PIN)
    assert stations[0].locked_until(FLOOR_BADGE) is not None


def test_a_restarted_station_is_still_locked_and_says_until_when(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str) -> None:
    staffed(enrolled)
    floor = floor_login(room)
    before = open_station(floor, station="desk")
    for _ in range(MAX_FAILURES):
        with pytest.raises(SignInRefused):
            before.window.sign_in_view.sign_in.attempt(FLOOR_BADGE, WRONG)
    before.close()
    after = open_station(floor, station="desk")  # the station restarted
    view = after.window.sign_in_view
    qtbot.addWidget(after.window)
    view.badge_read(FLOOR_BADGE)
    until = view.sign_in.locked_until(FLOOR_BADGE)
    assert until is not None
    assert until - datetime.now(UTC) <= timedelta(seconds=LOCKOUT_S)
    assert f"locked until {until.astimezone().strftime('%H:%M')}" in view.text.text()
    assert view.pin.isHidden()  # the PIN pad never opens for a locked badge
    view.badge = FLOOR_BADGE
    view.pin_entered(FLOOR_PIN)
    assert after.window.member is None
    after.close()


def test_a_right_pin_resets_the_count_and_the_lock_ends(enrolled: Callable[..., Table],
                                                        room: str) -> None:
    """Wrong PINs count in a row: a sign-in starts the count again. Once the lockout has run
    (the owner shortens the room's lockout to test it), the badge signs in again."""
    staffed(enrolled)
    floor = floor_login(room)
    desk = station(floor, "desk")
    for _ in range(MAX_FAILURES - 1):
        with pytest.raises(SignInRefused):
            desk.attempt(FLOOR_BADGE, WRONG)
    assert desk.attempt(FLOOR_BADGE, FLOOR_PIN).name == "Fay Floor"
    for _ in range(MAX_FAILURES - 1):  # four more: still not locked
        with pytest.raises(SignInRefused, match=r"not recognised$"):
            desk.attempt(FLOOR_BADGE, WRONG)
    with psycopg.connect(room, autocommit=True) as owner:
        owner.execute("UPDATE room.sign_in_policy SET lockout = interval '1 second'")
    with pytest.raises(SignInRefused, match="locked"):
        desk.attempt(FLOOR_BADGE, WRONG)
    with psycopg.connect(room, autocommit=True) as owner:
        owner.execute("SELECT pg_sleep(1.1)")
    assert desk.locked_until(FLOOR_BADGE) is None
    assert desk.attempt(FLOOR_BADGE, FLOOR_PIN).name == "Fay Floor"


def test_other_refusals_are_recorded_but_do_not_count(enrolled: Callable[..., Table],
                                                      room: str) -> None:
    """A dealer's right PIN is refused (LC-8b) and recorded; it neither counts toward the lock
    nor resets it. An unknown badge counts like a wrong PIN, as at the table."""
    staffed(enrolled)
    floor = floor_login(room)
    desk = station(floor, "desk")
    for _ in range(MAX_FAILURES + 1):
        with pytest.raises(SignInRefused, match="a floorperson must decide"):
            desk.attempt("D200", "1357")
    assert desk.locked_until("D200") is None
    for _ in range(MAX_FAILURES):
        with pytest.raises(SignInRefused):
            desk.attempt("NOBODY", "123456")
    assert desk.locked_until("NOBODY") is not None
    with psycopg.connect(floor) as conn:
        rows = attempts(conn)
    assert [r.outcome for r in rows] == ["refused"] * (MAX_FAILURES + 1) + \
        ["wrong_pin"] * MAX_FAILURES
    assert rows[-1].locks and not any(r.locks for r in rows[:-1])
    assert {r.login for r in rows} == {"floor_station"} and rows[0].station == "desk"


def test_every_attempt_is_recorded_and_a_supervisor_reads_them(
        enrolled: Callable[..., Table], room: str) -> None:
    staffed(enrolled)
    floor = floor_login(room)
    desk = station(floor, "desk")
    for _ in range(MAX_FAILURES):
        with pytest.raises(SignInRefused):
            desk.attempt(FLOOR_BADGE, WRONG)
    with pytest.raises(SignInRefused):
        desk.attempt(FLOOR_BADGE, FLOOR_PIN)
    with psycopg.connect(room, autocommit=True) as owner:
        if owner.execute("SELECT 1 FROM pg_roles WHERE rolname = 'boss'").fetchone() is None:
            owner.execute(f"CREATE ROLE boss LOGIN IN ROLE {SUPERVISOR_ROLE}")
    with psycopg.connect(make_conninfo(room, user="boss")) as conn:
        rows = attempts(conn)
    assert [r.outcome for r in rows] == ["wrong_pin"] * MAX_FAILURES + ["locked_out"]
    out = io.StringIO()
    write_csv(rows, out)
    lines = out.getvalue().splitlines()
    assert lines[0] == "id,at,login,station,badge,outcome,locks,detail"
    assert len(lines) == MAX_FAILURES + 2 and ",locked_out," in lines[-1]


def test_a_table_login_cannot_record_or_read_attempts(enrolled: Callable[..., Table],
                                                      room: str) -> None:
    table = staffed(enrolled)
    with psycopg.connect(table_dsn(room, table.login), autocommit=True) as conn:
        with pytest.raises(errors.InsufficientPrivilege):
            conn.execute("SELECT * FROM room.record_sign_in('T1', %s, 'signed_in', '')",
                         (FLOOR_BADGE,))
        with pytest.raises(errors.InsufficientPrivilege):
            conn.execute("SELECT room.badge_locked_until(%s)", (FLOOR_BADGE,))
        with pytest.raises(errors.InsufficientPrivilege):
            conn.execute("INSERT INTO room.sign_in_attempts (station, badge, outcome)"
                         " VALUES ('x', 'F100', 'signed_in')")


def test_attempts_cannot_be_altered_even_by_the_owner(enrolled: Callable[..., Table],
                                                      room: str) -> None:
    staffed(enrolled)
    floor = floor_login(room)
    with pytest.raises(SignInRefused):
        station(floor, "desk").attempt(FLOOR_BADGE, WRONG)
    with psycopg.connect(floor, autocommit=True) as conn:
        for sql in ("UPDATE room.sign_in_attempts SET outcome = 'signed_in'",
                    "DELETE FROM room.sign_in_attempts",
                    "INSERT INTO room.sign_in_attempts (station, badge, outcome)"
                    " VALUES ('x', 'F100', 'signed_in')"):
            with pytest.raises(errors.InsufficientPrivilege):
                conn.execute(sql)
    with psycopg.connect(room, autocommit=True) as owner:
        for sql in ("UPDATE room.sign_in_attempts SET outcome = 'signed_in'",
                    "DELETE FROM room.sign_in_attempts",
                    "TRUNCATE room.sign_in_attempts"):
            with pytest.raises(errors.InsufficientPrivilege, match="history"):
                owner.execute(sql)
        assert owner.execute("SELECT count(*) FROM room.sign_in_attempts").fetchone() == (1,)


@pytest.mark.parametrize(("station_name", "badge", "outcome", "why"), [
    ("", "F100", "wrong_pin", "names its badge and its station"),
    ("desk", "  ", "wrong_pin", "names its badge and its station"),
    ("desk", "F100", "locked_out", "unknown sign-in outcome"),
    ("desk", "F100", "yes", "unknown sign-in outcome"),
])
def test_the_room_refuses_a_malformed_attempt(room: str, station_name: str, badge: str,
                                              outcome: str, why: str) -> None:
    """A station may not write a lock-out row itself, nor an attempt without badge or station."""
    with psycopg.connect(floor_login(room), autocommit=True) as conn, \
            pytest.raises(errors.InvalidParameterValue, match=why):
        conn.execute("SELECT * FROM room.record_sign_in(%s, %s, %s, '')",
                     (station_name, badge, outcome))


def test_a_station_without_the_room_lets_nobody_in(enrolled: Callable[..., Table]) -> None:
    desk = station("host=/nonexistent port=1 dbname=x", "desk")
    with pytest.raises(SignInRefused, match="the room store is out of reach"):
        desk.attempt(FLOOR_BADGE, FLOOR_PIN)


def test_room_sign_ins_writes_the_attempts_as_csv(
        enrolled: Callable[..., Table], room: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """``dealer-assist room sign-ins``: the supervisor's audit of the stations' attempts; a bad
    --since is refused with the reason (exit 2)."""
    staffed(enrolled)
    floor = floor_login(room)
    with pytest.raises(SignInRefused):
        station(floor, "desk").attempt(FLOOR_BADGE, WRONG)
    station(floor, "desk").attempt(FLOOR_BADGE, FLOOR_PIN)
    out = tmp_path / "sign-ins.csv"
    assert main(["room", "sign-ins", "--dsn", floor, "--out", str(out)]) == 0
    rows = out.read_text(encoding="utf-8").splitlines()
    assert [r.split(",")[5] for r in rows[1:]] == ["wrong_pin", "signed_in"]
    assert main(["room", "sign-ins", "--dsn", floor, "--since", "2999-01-01"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("id,at,")
    assert main(["room", "sign-ins", "--dsn", floor, "--since", "yesterday"]) == 2
    assert "--since 'yesterday' is not a date" in capsys.readouterr().err


_badges = itertools.count(1)


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(("wrong_pin", "signed_in", "refused")), max_size=14))
def test_the_room_locks_exactly_as_the_tables_rule_says(room: str, tries: list[str]) -> None:
    """Property: whatever the stations report, in any order, the room's answers follow the
    table's rule: the fifth wrong PIN in a row (since the last sign-in or lock) locks the
    badge; while locked every try is recorded as locked_out and changes nothing; a refused
    try neither counts nor resets."""
    badge = f"P{next(_badges)}"
    expected_count, locked = 0, False
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        for outcome in tries:
            row = conn.execute("SELECT * FROM room.record_sign_in('desk', %s, %s, '')",
                               (badge, outcome)).fetchone()
            assert row is not None
            answered, until, _failures = row
            if locked:
                assert (answered, until is not None) == ("locked_out", True)
                continue
            assert answered == outcome
            if outcome == "wrong_pin":
                expected_count += 1
            elif outcome == "signed_in":
                expected_count = 0
            locked = expected_count >= MAX_FAILURES
            assert (until is not None) == locked
        found = conn.execute("SELECT room.badge_locked_until(%s) IS NOT NULL",
                             (badge,)).fetchone()
        assert found == (locked,)
