"""LC-91 across tables from the tables' own logs, in a real PostgreSQL: a player quits T1 (the
table's log records his stack and the time) and buys in at T2, same game and limit, within the
hour: the floor's buy-in at T2 wants at least what he left T1 with, with no ``left_table``
recorded by the floor. An hour later, another game, another player: not a return."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from room_tables import Table

from dealer_assist.engine.events import PlayerLeft
from dealer_assist.room.departures import LoggedDepartures, logged_departures
from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.must_move import GameKey

MINUTE = 60_000
HE6 = {"game": "holdem", "limit": "3-6"}


def _quit(table: Table, seat: int, at: int, recorded: bool = True) -> None:
    """The seat's player leaves T1 (recorded as the seat panel does, or bare as an older log)."""
    session = table.session
    assert session is not None
    info = session.table.seats[seat]
    left = PlayerLeft(seat, info.player, info.stack, at) if recorded else PlayerLeft(seat)
    session.run([left])
    with table.store() as store:
        store.append(table.name, [left])


def test_LC_91_a_return_to_another_table_is_judged_by_the_quit_the_table_logged(
        enrolled: Callable[..., Table], floor: OperationStore) -> None:
    t1 = enrolled("T1")
    at = t1.clock.now + MINUTE
    _quit(t1, 1, at)  # ann leaves T1 with $200
    _quit(t1, 4, at + 1, recorded=False)  # dee leaves as an older log says it: seat only
    t1.sync()
    found = logged_departures(floor.conn)
    assert [(d.table, d.game, d.chips, d.at_ms) for d in found["ann"]] == [
        ("T1", GameKey("holdem", "3-6"), 200, at)]
    assert "dee" not in found  # no stack, no time: the room cannot judge by it
    floor.record("table_opened", "maria", at, {"table": "T2", **HE6})
    floor.record("table_opened", "maria", at, {"table": "T3", "game": "holdem", "limit": "6-12"})
    with pytest.raises(RoomRefusal, match=r"with \$200.*not \$100") as refused:
        floor.record("buy_in", "maria", at + 40 * MINUTE,
                     {"table": "T2", "player": "Ann", "amount": 100, "declared": True})
    assert "LC-91" in refused.value.rule_ids
    floor.record("buy_in", "maria", at + 59 * MINUTE,
                 {"table": "T3", "player": "ann", "amount": 60, "declared": True})  # other game
    floor.record("buy_in", "maria", at + 41 * MINUTE,
                 {"table": "T2", "player": "bob", "amount": 30, "declared": True})  # no quit
    op = floor.record("buy_in", "maria", at + 60 * MINUTE,
                      {"table": "T2", "player": "ANN", "amount": 30, "declared": True})
    assert op.seq == 5 and floor.board().problems == []


def test_LC_91_within_the_hour_he_brings_all_he_left_with(
        enrolled: Callable[..., Table], floor: OperationStore) -> None:
    t1 = enrolled("T1")
    at = t1.clock.now + MINUTE
    _quit(t1, 2, at)
    t1.sync()
    floor.record("table_opened", "maria", at, {"table": "T2", **HE6})
    floor.record("buy_in", "maria", at + 10 * MINUTE,
                 {"table": "T2", "player": "bob", "amount": 200, "declared": True})
    [entry] = [e for e in floor.board().history if e.kind == "buy_in"]
    assert "(left T1 with $200)" in entry.text and "LC-91" in entry.text


def test_LC_91_the_room_reads_new_departures_as_they_arrive(
        enrolled: Callable[..., Table], floor: OperationStore) -> None:
    """The reader keeps its place per log: a second poll reads only what arrived since, and a
    departure shipped after the first poll is found."""
    t1, t2 = enrolled("T1"), enrolled("T2")
    at = t1.clock.now + MINUTE
    _quit(t1, 1, at)
    t1.sync()
    reader = LoggedDepartures()
    assert list(reader.poll(floor.conn)) == ["ann"]
    _quit(t2, 3, at + MINUTE)
    t2.sync()
    found = reader.poll(floor.conn)
    assert sorted(found) == ["ann", "cy"] and found["cy"][0].table == "T2"
    assert reader.poll(floor.conn) == found
