"""LC-91 at a table with ``--room``, on a real PostgreSQL: the table's own buy-in check also asks
the room (``room.last_departure``, one SECURITY DEFINER function a table login may call) for the
player's last quit of this game and limit at any table. Ann leaves T1 with $300 at "20:00"; at T2
she is refused $200 at 20:40 and accepted at 21:01. The table login reads nothing else of the
room, a forged name (SQL wildcards, quotes) gets nothing, and a room that cannot be reached is
said in the refusal and passes only by the floor's override."""

from __future__ import annotations

from collections.abc import Callable

import psycopg
import pytest
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.app import open_table, ship_to_room
from dealer_assist.engine.buy_in_record import BuyInChecked
from dealer_assist.engine.events import ChipsAdded, PlayerLeft, PlayerSeated
from dealer_assist.room import client
from dealer_assist.room.keys import Login
from dealer_assist.room.table_departures import RoomDepartures, last_departure
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.buy_ins import Quit
from dealer_assist.ui.buy_in_checks import Override, buy_in_events

MINUTE = 60_000
ENTRY = "deal_now"


def _ann_leaves_t1_with_300(enrolled: Callable[..., Table]) -> tuple[Table, Table, int]:
    """T1: Ann (seat 1) tops up to $300 and quits; logged and shipped. T2: a table of the same
    game and limit, seat 7 open. Returns both and the quit's time ("20:00")."""
    t1, t2 = enrolled("T1"), enrolled("T2")
    assert t1.session is not None
    at = t1.clock.now + MINUTE
    events = [ChipsAdded(1, 100), PlayerLeft(1, "ann", 300, at)]
    t1.session.run(events)
    with t1.store() as store:
        store.append(t1.name, events)
    t1.sync()
    return t1, t2, at


def _buy_in(t2: Table, player: str, amount: int, now_ms: int,
            room: RoomDepartures | None, override: Override | None = None) -> list[object]:
    assert t2.session is not None
    return list(buy_in_events(t2.session.table, 7, player, amount, entry=ENTRY, now_ms=now_ms,
                              room=room, override=override))


def test_LC_91_a_quit_at_another_table_within_the_hour_needs_what_he_left_with(
        enrolled: Callable[..., Table]) -> None:
    _, t2, at = _ann_leaves_t1_with_300(enrolled)
    room = RoomDepartures(t2.dsn, t2.login)
    with pytest.raises(RoomRefusal, match=r"40 minutes ago with \$300.*not \$200") as refused:
        _buy_in(t2, "Ann", 200, at + 40 * MINUTE, room)
    assert refused.value.rule_ids == ("LC-91",)
    # T2's own log knows nothing of her: without the room the same buy-in passes (the gap)
    assert _buy_in(t2, "Ann", 200, at + 40 * MINUTE, None)
    seated = _buy_in(t2, " ANN ", 300, at + 40 * MINUTE, room)[-1]  # name as the checks compare
    assert isinstance(seated, PlayerSeated) and seated.stack == 300
    assert _buy_in(t2, "ann", 200, at + 61 * MINUTE, room)  # 21:01: past the hour
    assert _buy_in(t2, "bob", 200, at + 40 * MINUTE, room)  # never quit


def test_LC_91_the_room_answers_only_the_same_game_and_limit(
        enrolled: Callable[..., Table]) -> None:
    _, t2, at = _ann_leaves_t1_with_300(enrolled)
    with client.connect(t2.dsn, t2.login) as conn:
        assert last_departure(conn, "ann", "holdem", "3-6") == ("T1", Quit(at, 300))
        assert last_departure(conn, "ann", "holdem", "6-12") is None
        assert last_departure(conn, "ann", "stud", "3-6") is None


def test_LC_91_the_later_departure_wins_between_the_table_and_the_room(
        enrolled: Callable[..., Table]) -> None:
    """Ann quit T1 with $300 at 20:00, then sat at T2 and quit T2 with $100 at 20:30: her last
    departure is T2's (the table's own log), so $100 at 20:50 is enough; the room's older $300
    does not override it."""
    _, t2, at = _ann_leaves_t1_with_300(enrolled)
    assert t2.session is not None
    events = [PlayerSeated(7, "ann", 100, ENTRY), PlayerLeft(7, "ann", 100, at + 30 * MINUTE)]
    t2.session.run(events)
    room = RoomDepartures(t2.dsn, t2.login)
    assert _buy_in(t2, "ann", 100, at + 50 * MINUTE, room)
    with pytest.raises(RoomRefusal, match=r"with \$100.*not \$60"):
        _buy_in(t2, "ann", 60, at + 50 * MINUTE, room)


def test_LC_91_a_table_login_reads_nothing_else_of_the_room(
        enrolled: Callable[..., Table]) -> None:
    _, t2, _ = _ann_leaves_t1_with_300(enrolled)
    with client.connect(t2.dsn, t2.login) as conn:
        cur = conn.execute("SELECT * FROM room.last_departure('ann', 'holdem', '3-6')")
        assert [c.name for c in cur.description or []] == ["table_name", "chips", "left_at"]
        for query in ("SELECT body FROM room.events", "SELECT * FROM room.event_bodies",
                      "SELECT * FROM room.staff_for_sign_in('F100')"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(query)


@pytest.mark.parametrize("forged", ["%", "_nn", "a%", "%ann%", "ann' OR '1'='1", "ann\\",
                                    "", "ann; SELECT 1"])
def test_LC_91_a_forged_name_gets_nothing_extra(enrolled: Callable[..., Table],
                                                forged: str) -> None:
    _, t2, _ = _ann_leaves_t1_with_300(enrolled)
    with client.connect(t2.dsn, t2.login) as conn:
        assert last_departure(conn, forged, "holdem", "3-6") is None
        assert last_departure(conn, "ann", "%", "%") is None


def test_LC_91_a_room_that_cannot_be_reached_is_said_and_only_the_floor_passes_it(
        enrolled: Callable[..., Table]) -> None:
    _, t2, at = _ann_leaves_t1_with_300(enrolled)
    gone = RoomDepartures("host=127.0.0.1 port=1 dbname=nothing",
                          Login("T2", "nobody", "x", 0), timeout_s=1)
    with pytest.raises(RoomRefusal, match=r"room store is out of reach.*floor decides") as refused:
        _buy_in(t2, "bob", 200, at + 40 * MINUTE, gone)
    assert refused.value.rule_ids == ("LC-91",)
    override = Override("Fay Floor (F100)", "the room is down; he never left a table today")
    checked = _buy_in(t2, "bob", 200, at + 40 * MINUTE, gone, override)[0]
    assert isinstance(checked, BuyInChecked)
    assert checked.rule_ids == ("LC-91", "LC-P1")  # the log names what the floor overrode


def test_LC_91_a_table_opened_with_room_asks_the_room_with_its_own_login(
        qtbot: QtBot, enrolled: Callable[..., Table]) -> None:
    """``--room``: the app gives the table's buy-in check the room's answer (ship_to_room)."""
    _, t2, at = _ann_leaves_t1_with_300(enrolled)
    app = open_table(t2.log, t2.name)
    qtbot.addWidget(app.window)
    try:
        assert app.controller.room_departures is None  # no room: its own log only
        ship_to_room(app, t2.dsn, t2.name)
        ask = app.controller.room_departures
        assert isinstance(ask, RoomDepartures) and t2.login.login in ask.dsn
        assert ask("Ann", "holdem", "3-6") == Quit(at, 300)
    finally:
        app.close()
