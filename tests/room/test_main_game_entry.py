"""LC-140 across the room: a player moved from a must-move game into the main game, and what
he may still do there (take a hand now or come in behind the button without posting, then
after the button's second pass owe missed blinds), counted from the room's copy of the main
table's log: the table's own hands, shipped, not a number the floor types."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import psycopg
from pytestqt.qtbot import QtBot
from room_tables import Table
from test_floor_station_operations import looked_at, shown

from dealer_assist.app import qt_app
from dealer_assist.engine.events import PlayerLeft, PlayerSeated, SeatChanged
from dealer_assist.room.main_game_entry import EntryReader, arrivals
from dealer_assist.room.operations import OperationStore
from dealer_assist.room.table_seats import seated_in_log
from dealer_assist.room_ops.house import house_rules
from dealer_assist.room_ops.must_move import MainGameEntry
from dealer_assist.ui.floor_station.must_move import MustMovePage
from dealer_assist.ui.floor_station.seats import SeatsPage

HE6 = {"game": "holdem", "limit": "3-6"}


def floor_login(room: str) -> str:
    dbname = str(psycopg.conninfo.conninfo_to_dict(room)["dbname"])
    with psycopg.connect(room, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {dbname}_entry LOGIN IN ROLE dealer_assist_floor")
    params = psycopg.conninfo.conninfo_to_dict(room)
    params["user"] = f"{dbname}_entry"
    return psycopg.conninfo.make_conninfo(**{k: str(v) for k, v in params.items()})


def moved_from_must_move(store: OperationStore, at: int) -> None:
    """gus plays in the must-move T2, is called and moves to the main game T1 at ``at``."""
    for table in ("T1", "T2"):
        store.record("table_opened", "maria", 1, {"table": table, **HE6})
    store.record("must_move_declared", "maria", 2, {"main_table": "T1",
                                                    "must_move_table": "T2", **HE6})
    store.record("listed", "maria", 3, {"player": "gus", "call_in": False, **HE6})
    store.record("seated", "maria", 4, {"player": "gus", "table": "T2", **HE6})
    store.record("must_move_called", "maria", 5, {"player": "gus", "position": "other", **HE6})
    store.record("must_move_answer", "maria", 6, {"player": "gus", "choice": "move_now",
                                                  **HE6})
    store.record("moved", "maria", at, {"player": "gus", "from_table": "T2", "to_table": "T1",
                                        "reason": "must_move", "stack": 100, "amount": 100})


def test_lc_140_the_station_counts_the_button_passes_from_the_rooms_copy_of_the_log(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str) -> None:
    t1 = enrolled("T1", hands=1)
    t1.sync()
    store = OperationStore(floor_login(room), house_rules("LC_LOW", "LC_HIGH"))
    moved_from_must_move(store, t1.clock.now + 1)
    [before] = arrivals(store.conn, store.board())
    assert (before.seat, before.passes) == (None, 0)  # not seated in T1's log yet
    assert before.entries == (MainGameEntry.TAKE_HAND_NOW, MainGameEntry.BEHIND_BUTTON_NO_POST)
    page = MustMovePage(store, lambda: "maria")
    window = shown(qtbot, page)
    assert page.arrived.text() == (
        "Moved from a must-move game (LC-140):\ngus at T1: not seated in its log yet; he may "
        "take a hand now, or come in behind the button, without posting")
    assert t1.session is not None
    gus = PlayerSeated(7, "gus", 100, "wait_for_big_blind")
    t1.session.run([gus])
    with t1.store() as log:
        log.append("T1", [gus])
    passes, reader = [], EntryReader()  # the page's reader: only what is new each time
    for _ in range(16):  # the button goes round twice at seven players
        t1.play(1)
        t1.sync()
        [now] = reader.arrivals(store.conn, store.board())
        assert [now] == arrivals(store.conn, store.board())  # as a fresh reading says
        assert now.seat == 7
        passes.append(now.passes)
    assert passes[0] == 0 and all(0 <= b - a <= 1 for a, b in pairwise(passes))
    assert passes[-1] == 2 and now.entries == (MainGameEntry.MISSED_BLINDS,)
    assert 0 < passes.index(1) < passes.index(2)
    page.refresh()
    assert ("gus at T1 seat 7: the button passed 2 time(s); he owes the missed blinds like any "
            "seated player") in page.arrived.text()
    looked_at(qtbot, window, "floor-must-move-arrival")
    store.record("left_table", "maria", t1.clock.now + 1, {"table": "T1", "player": "gus",
                                                           "chips": 90})
    assert arrivals(store.conn, store.board()) == []  # he left: nothing to show
    page.refresh()
    assert page.arrived.isHidden()
    store.close()



def test_lc_92_the_station_reads_how_many_a_table_has_seated_from_its_log(
        enrolled: Callable[..., Table], room: str) -> None:
    """The room's copy of T1's log: six seated by the dealer, one leaves, one changes seats;
    a table the room has no log of answers None."""
    t1 = enrolled("T1", hands=1)
    assert t1.session is not None
    moves = [PlayerLeft(2), SeatChanged(3, 9)]
    t1.session.run(moves)
    with t1.store() as log:
        log.append("T1", moves)
    t1.sync()
    with psycopg.connect(floor_login(room)) as conn:
        assert seated_in_log(conn, "T1") == 5
        assert seated_in_log(conn, "T9") is None


def test_lc_92_the_seats_page_counts_the_tables_log_before_a_cut(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str) -> None:
    """The room named two players at T1, its log has six: the page's cut is refused (LC-92),
    nothing is written."""
    enrolled("T1", hands=1).sync()
    store = OperationStore(floor_login(room), house_rules("LC_LOW", "LC_HIGH"))
    store.record("table_opened", "maria", 1, {"table": "T1", **HE6})
    store.record("table_opened", "maria", 1, {"table": "T2", "game": "holdem",
                                              "limit": "10-20"})
    for p in ("ann", "bob"):
        store.record("listed", "maria", 2, {"player": p, "call_in": False, **HE6})
        store.record("seated", "maria", 2, {"player": p, "table": "T1", **HE6})
    qt_app()
    page = SeatsPage(store, lambda: "maria")
    qtbot.addWidget(page)
    page.choose_table("T1")
    page.lower.setText("T2")
    page.open_seats.setText("1")
    page.cards.setText("Kh Ks")
    page.cut()
    assert "under 5); this one has 6 (LC-92)" in page.message.text()
    assert [op.kind for op in store.read()][-1] == "seated"
    store.close()
