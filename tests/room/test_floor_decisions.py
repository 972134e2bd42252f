"""A floor decision made at the station reaches the table (issue 17), against a real room: the
table's own engine applies it (LC-8b: only the floor; LC-8c: not once the next hand has begun),
logs ``ruling_decided`` by the floorperson in its chain, and reports back; forgeries are refused
by the room or by the table."""

from __future__ import annotations

from collections.abc import Callable

import psycopg
import pytest
from decision_tables import decided_in_log, wait_outcome
from floor_rooms import FLOOR_BADGE, FLOOR_NAME, finish_hand, floor_login, table_with_ruling
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.app import DealerApp
from dealer_assist.room import client
from dealer_assist.room.decisions import (
    DecisionRefused,
    RoomDecision,
    decide,
    outcomes,
    report,
)
from dealer_assist.ui.floor_desk import floor_desk
from dealer_assist.ui.room_decisions import carry_out


def test_a_confirmation_at_the_station_is_applied_at_the_table(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str,
        table_app: Callable[[Table], DealerApp]) -> None:
    """LC-8b: the floor's confirmation, made at the station, is the table's ruling_decided."""
    table, number = table_with_ruling(enrolled)
    app = table_app(table)
    floor = floor_login(room)
    with psycopg.connect(floor, autocommit=True) as conn:
        decision = decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)
    assert wait_outcome(qtbot, floor, decision) == ("applied", "")
    logged = decided_in_log(table)
    assert [(e.ruling, e.decision, e.by) for e in logged] == [
        (number, "confirmed", f"{FLOOR_NAME} ({FLOOR_BADGE})")]
    assert "confirmed by Fay Floor" in app.window.dealer.notice.text()


def test_an_override_carries_its_reason(qtbot: QtBot, enrolled: Callable[..., Table],
                                        room: str,
                                        table_app: Callable[[Table], DealerApp]) -> None:
    """LC-P1, LC-8a: an override needs a reason, and the table logs it."""
    table, number = table_with_ruling(enrolled)
    table_app(table)
    floor = floor_login(room)
    with psycopg.connect(floor, autocommit=True) as conn:
        with pytest.raises(DecisionRefused, match="reason"):
            decide(conn, "T1", number, "overridden", FLOOR_BADGE, FLOOR_NAME, "  ")
        decision = decide(conn, "T1", number, "overridden", FLOOR_BADGE, FLOOR_NAME,
                          "The facts differ from the report")
    assert wait_outcome(qtbot, floor, decision) == ("applied", "")
    assert decided_in_log(table)[0].reason == "The facts differ from the report"


def test_lc8c_a_decision_after_the_next_hand_began_is_refused_by_the_table(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str,
        table_app: Callable[[Table], DealerApp]) -> None:
    """LC-8c: the room has not yet heard of the next hand, the station decides; the table,
    which has begun it, refuses, and the station learns why."""
    table, number = table_with_ruling(enrolled)
    finish_hand(table)  # the next hand has begun at the table; the room does not know yet
    floor = floor_login(room)
    with psycopg.connect(floor, autocommit=True) as conn:
        decision = decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)
    table_app(table)
    outcome, why = wait_outcome(qtbot, floor, decision)
    assert outcome == "refused" and "LC-8c" in why
    assert decided_in_log(table) == []


def test_lc8c_the_room_refuses_once_it_holds_the_next_hand(
        enrolled: Callable[..., Table], room: str) -> None:
    """LC-8c, the room's side: its copy already shows the next hand begun."""
    table, number = table_with_ruling(enrolled)
    finish_hand(table)
    table.sync()
    with psycopg.connect(floor_login(room), autocommit=True) as conn, \
            pytest.raises(DecisionRefused, match="LC-8c"):
        decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)


def test_a_table_offline_gets_the_decision_when_it_is_back(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str,
        table_app: Callable[[Table], DealerApp]) -> None:
    """The station decides while the table's link is down; the table applies it once back."""
    table, number = table_with_ruling(enrolled)
    floor = floor_login(room)
    with psycopg.connect(floor, autocommit=True) as conn:
        decision = decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)
    qtbot.wait(300)
    with psycopg.connect(floor) as conn:
        assert outcomes(conn, [decision]) == {}  # nobody listening: still pending
    table_app(table)  # the table comes back
    assert wait_outcome(qtbot, floor, decision) == ("applied", "")


def test_a_decision_is_recorded_once(enrolled: Callable[..., Table], room: str) -> None:
    """A second decision on the same ruling (from any station) is refused by the room."""
    _table, number = table_with_ruling(enrolled)
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)
        with pytest.raises(DecisionRefused, match="already decided"):
            decide(conn, "T1", number, "overridden", FLOOR_BADGE, FLOOR_NAME, "twice")


def test_a_table_login_cannot_decide(enrolled: Callable[..., Table], room: str) -> None:
    """LC-8b: a table's own login is no floor login: the room does not let it decide."""
    table, number = table_with_ruling(enrolled)
    with client.connect(room, table.login) as conn, \
            pytest.raises(psycopg.errors.InsufficientPrivilege):
        decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)


def test_a_decision_for_a_ruling_the_table_does_not_have_is_refused(
        enrolled: Callable[..., Table], room: str) -> None:
    """Another table's ruling number, or one never proposed, is refused by the room."""
    table_with_ruling(enrolled)
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        with pytest.raises(DecisionRefused, match="no ruling 99"):
            decide(conn, "T1", 99, "confirmed", FLOOR_BADGE, FLOOR_NAME)
        with pytest.raises(DecisionRefused, match="not enrolled"):
            decide(conn, "T9", 1, "confirmed", FLOOR_BADGE, FLOOR_NAME)


def test_a_table_cannot_answer_for_another_tables_decision(
        enrolled: Callable[..., Table], room: str) -> None:
    """A table login reporting an outcome for a decision that is not its table's is refused
    and raises an alarm."""
    _t1, number = table_with_ruling(enrolled)
    t2 = enrolled("T2")
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        decision = decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)
    with client.connect(room, t2.login) as conn:
        assert report(conn, decision, "applied") == "not a decision of this table"
    with psycopg.connect(room) as conn:
        assert outcomes(conn, [decision]) == {}
        why = conn.execute("SELECT why FROM room.alarms ORDER BY id DESC LIMIT 1").fetchone()
        assert why is not None and "not its table's" in str(why[0])


def test_the_decisions_are_append_only(enrolled: Callable[..., Table], room: str) -> None:
    """Nobody changes a recorded decision: no grant, and a trigger for the owner too."""
    _table, number = table_with_ruling(enrolled)
    floor = floor_login(room)
    with psycopg.connect(floor, autocommit=True) as conn:
        decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE room.decisions SET decision = 'overridden'")
    with psycopg.connect(room, autocommit=True) as conn, \
            pytest.raises(psycopg.errors.RaiseException, match="append-only"):
        conn.execute("DELETE FROM room.decisions")


def test_a_decision_naming_a_dealer_badge_is_refused_by_the_table(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str,
        table_app: Callable[[Table], DealerApp]) -> None:
    """LC-8b: a floor login that names a dealer's badge as the decider is refused at the
    table, which knows that badge as a dealer's."""
    table, number = table_with_ruling(enrolled)
    table_app(table)
    floor = floor_login(room)
    with psycopg.connect(floor, autocommit=True) as conn:
        decision = decide(conn, "T1", number, "confirmed", "D200", "Dan Dealer")
    outcome, why = wait_outcome(qtbot, floor, decision)
    assert outcome == "refused" and "LC-8b" in why
    assert decided_in_log(table) == []


def test_a_decision_naming_another_tables_ruling_is_refused_by_the_room(
        enrolled: Callable[..., Table], room: str) -> None:
    """T1 has ruling 1; T2 has none: a decision for T2's "ruling 1" is refused."""
    table_with_ruling(enrolled)
    enrolled("T2", hands=1).sync()
    with psycopg.connect(floor_login(room), autocommit=True) as conn, \
            pytest.raises(DecisionRefused, match="table T2 has no ruling 1"):
        decide(conn, "T2", 1, "confirmed", FLOOR_BADGE, FLOOR_NAME)


def test_the_table_refuses_a_decision_for_another_table(
        enrolled: Callable[..., Table], room: str,
        table_app: Callable[[Table], DealerApp]) -> None:
    """The table checks the decision's table itself, whatever the room sent."""
    table, number = table_with_ruling(enrolled)
    app = table_app(table)
    forged = RoomDecision(1, "T2", number, None, "confirmed", FLOOR_BADGE, FLOOR_NAME, "")
    outcome, why = carry_out(floor_desk(app.controller), forged)
    assert outcome == "refused" and "for table T2" in why
    assert decided_in_log(table) == []
