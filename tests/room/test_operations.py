"""Room operations in a real PostgreSQL (issue 17): an append-only ``room.operations`` written
only by a floor login through ``room.record_operation``, read by floor and supervisor, numbered
per room; the store checks each operation with the house's rules before it writes."""

from __future__ import annotations

import threading

import psycopg
import pytest
from floor_login import RULES, login

from dealer_assist.app import room_tables_of
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.keys import Login
from dealer_assist.room.open_tables import OpenTable, open_tables
from dealer_assist.room.operations import OperationStore
from dealer_assist.room.schema import MIGRATIONS, migrate
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.must_move import GameKey

T0 = 1_800_000_000_000
HE40 = {"game": "holdem", "limit": "20-40"}


def test_operations_round_trip_and_fold_into_the_rooms_lists(
        floor: OperationStore) -> None:
    floor.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    floor.record("listed", "maria", T0 + 1, {"player": "ann", "call_in": True, **HE40})
    op = floor.record("listed", "maria", T0 + 2, {"player": "bob", "call_in": False, **HE40})
    assert op.seq == 3
    board = floor.board()
    assert board.waiting(GameKey("holdem", "20-40")).order == ["ann", "bob"]
    assert [e.seq for e in board.history] == [1, 2, 3] and board.problems == []


def test_lc_136_the_store_refuses_what_the_rules_refuse_and_writes_nothing(
        floor: OperationStore) -> None:
    """A call-in seated before he reported is refused by the rules (LC-136), not written."""
    floor.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    floor.record("listed", "maria", T0, {"player": "ann", "call_in": True, **HE40})
    with pytest.raises(RoomRefusal, match="LC-136"):
        floor.record("seated", "maria", T0 + 1, {"player": "ann", "table": "T1", **HE40})
    with pytest.raises(RoomRefusal, match="field 'table' is missing"):
        floor.record("seated", "maria", T0 + 1, {"player": "ann", **HE40})
    assert len(floor.read()) == 2


def test_the_database_checks_kind_fields_and_who_writes(
        cluster: Cluster, room: str, floor: OperationStore) -> None:
    record = "SELECT room.record_operation(NULL, %s, %s, %s, %s::jsonb)"
    with floor.conn.cursor() as cur:
        for args, why in (
                (("unknown_kind", "maria", T0, "{}"), "unknown room operation 'unknown_kind'"),
                (("listed", "maria", T0, '{"game": "holdem", "limit": "3-6", "player": "ann"}'),
                 "listed: field 'call_in' is missing"),
                (("listed", "  ", T0, "{}"), "the floorperson who records it must be named"),
                (("back", "maria", 0, '{"player": "ann"}'), "a time in milliseconds"),
                (("back", "maria", T0, "[1]"), "must be a JSON object"),
                (("back", "maria", T0, '{"player": null}'), "field 'player' is missing")):
            with pytest.raises(psycopg.Error, match=why):
                cur.execute(record, args)
    supervisor = login(cluster, room, "sup1", "dealer_assist_supervisor")
    table = login(cluster, room, "tbl1", "dealer_assist_table")
    for who in (supervisor, table):
        with psycopg.connect(who, autocommit=True) as conn, pytest.raises(
                psycopg.errors.InsufficientPrivilege):
            conn.execute(record, ("back", "maria", T0, '{"player": "ann"}'))
    floor.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    with psycopg.connect(supervisor, autocommit=True) as conn:
        assert conn.execute("SELECT count(*) FROM room.operations").fetchone() == (1,)
    with psycopg.connect(table, autocommit=True) as conn, pytest.raises(
            psycopg.errors.InsufficientPrivilege):
        conn.execute("SELECT count(*) FROM room.operations")


def test_operations_are_history_no_update_delete_or_truncate_even_for_the_owner(
        room: str, floor: OperationStore) -> None:
    floor.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    for sql in ("UPDATE room.operations SET by = 'x'", "DELETE FROM room.operations",
                "TRUNCATE room.operations", "INSERT INTO room.operations (seq, at, by, kind, "
                "body) VALUES (2, 1, 'x', 'back', '{}')"):
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            floor.conn.execute(sql)
    with psycopg.connect(room, autocommit=True) as owner:
        for sql in ("UPDATE room.operations SET by = 'x'", "DELETE FROM room.operations",
                    "TRUNCATE room.operations"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="history"):
                owner.execute(sql)
    assert [op.by for op in floor.read()] == ["maria"]


def test_a_stale_writer_is_refused_and_the_store_rechecks(
        cluster: Cluster, room: str, floor: OperationStore) -> None:
    """Two floorpersons seat from one list: the second store reads the first's operation and
    re-checks before it writes, so the seat is not given twice."""
    other = OperationStore(login(cluster, room, "floor_b", "dealer_assist_floor"), RULES)
    try:
        floor.record("table_opened", "maria", T0, {"table": "T1", **HE40})
        floor.record("listed", "maria", T0, {"player": "ann", "call_in": False, **HE40})
        other.read()
        floor.record("seated", "maria", T0 + 1, {"player": "ann", "table": "T1", **HE40})
        with pytest.raises(RoomRefusal, match="ann is not on the holdem 20-40 list"):
            other.record("seated", "joe", T0 + 2, {"player": "ann", "table": "T1", **HE40})
        with pytest.raises(psycopg.errors.SerializationFailure, match="moved on"):
            other.conn.execute("SELECT room.record_operation(1, 'back', 'joe', %s, "
                               "'{\"player\": \"ann\"}'::jsonb)", (T0,))
    finally:
        other.close()


def test_concurrent_floor_writers_get_one_gapless_sequence(
        cluster: Cluster, room: str) -> None:
    dsns = [login(cluster, room, f"floor_c{i}", "dealer_assist_floor") for i in range(4)]
    seeded = OperationStore(dsns[0], RULES)
    seeded.record("table_opened", "maria", T0, {"table": "T1", **HE40})
    seeded.close()
    problems: list[BaseException] = []

    def write(dsn: str, who: int) -> None:
        store = OperationStore(dsn, RULES)
        try:
            for n in range(10):
                store.record("listed", f"floor{who}", T0 + n,
                             {"player": f"p{who}_{n}", "call_in": False, **HE40})
        except BaseException as exc:  # reported by the main thread
            problems.append(exc)
        finally:
            store.close()

    threads = [threading.Thread(target=write, args=(dsn, i)) for i, dsn in enumerate(dsns)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    check = OperationStore(dsns[0], RULES)
    ops = check.read()
    check.close()
    assert problems == []  # the writers wait for each other's lock, none is turned away
    assert [op.seq for op in ops] == list(range(1, 42))
    assert len({op.body["player"] for op in ops[1:]}) == 40


def test_seat_offers_cuts_and_raised_limits_go_through_the_room_lc_88f_lc_92_lc_37(
        cluster: Cluster, floor: OperationStore) -> None:
    """The sixth migration's kinds: the database checks their fields, the store the rules;
    a room at version 5 upgraded in place takes them too."""
    floor.record("table_opened", "maria", T0, {"table": "T1", "game": "holdem", "limit": "10-20"})
    floor.record("listed", "maria", T0, {"player": "cy", "call_in": False, "game": "holdem",
                                         "limit": "10-20"})
    with pytest.raises(RoomRefusal, match="LC-88f"):
        floor.record("seat_locked", "maria", T0, {"table": "T1", "seat": 4, "player": "cy"})
    with floor.conn.cursor() as cur, pytest.raises(psycopg.Error,
                                                   match="field 'seat' is missing"):
        cur.execute("SELECT room.record_operation(NULL, 'seat_offered', 'maria', %s, %s)",
                    (T0, '{"table": "T1"}'))
    floor.record("seat_offered", "maria", T0 + 1, {"table": "T1", "seat": 4})
    floor.record("seat_locked", "maria", T0 + 2, {"table": "T1", "seat": 4, "player": "cy"})
    floor.record("limit_raised", "maria", T0 + 3, {"table": "T1", "limit": "20-40"})
    assert floor.board().tables["T1"] == GameKey("holdem", "20-40")
    with pytest.raises(RoomRefusal, match="LC-92"):
        floor.record("short_game_cut", "maria", T0 + 4, {
            "table": "T1", "to_table": "T1", "open_seats": 1, "draws": {"cy": "As"}})
    old = "room_v5"
    with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {old}")
    assert migrate(cluster.dsn(dbname=old), up_to=5) == (0, 5)
    assert migrate(cluster.dsn(dbname=old)) == (5, len(MIGRATIONS))
    with psycopg.connect(cluster.dsn(dbname=old)) as conn:
        kinds = {k for (k,) in conn.execute("SELECT kind FROM room.operation_kinds")}
    assert {"seat_offered", "seat_locked", "short_game_cut", "limit_raised"} <= kinds


def test_a_table_login_reads_the_rooms_open_tables_and_nothing_else(
        cluster: Cluster, room: str, floor: OperationStore) -> None:
    """room.open_tables(): opened and not closed, the limit after a raise (LC-37); a table's
    login may call it though it cannot read the operations themselves."""
    table = login(cluster, room, "tbl2", "dealer_assist_table")
    assert open_tables(table) == []
    for name, limit in (("T1", "10-20"), ("T2", "20-40"), ("T3", "10-20")):
        floor.record("table_opened", "maria", T0, {"table": name, "game": "holdem",
                                                   "limit": limit})
    floor.record("table_closed", "maria", T0 + 1, {"table": "T2"})
    floor.record("limit_raised", "maria", T0 + 2, {"table": "T3", "limit": "20-40"})
    assert open_tables(table) == [OpenTable("T1", "holdem", "10-20"),
                                  OpenTable("T3", "holdem", "20-40")]
    floor.record("table_opened", "maria", T0 + 3, {"table": "T2", **HE40})
    assert [t.name for t in open_tables(table)] == ["T1", "T2", "T3"]
    user = str(psycopg.conninfo.conninfo_to_dict(table)["user"])
    at_t1 = room_tables_of(room, Login("T1", user, "", 1), "T1")  # the table app's reader
    assert at_t1() == (["T2", "T3"], "")
    down = room_tables_of(cluster.dsn(dbname="no_such_room"), Login("T1", user, "", 1), "T1")
    tables, why = down()
    assert tables == [] and "no_such_room" in why
    with psycopg.connect(table, autocommit=True) as conn, pytest.raises(
            psycopg.errors.InsufficientPrivilege):
        conn.execute("SELECT count(*) FROM room.operations")
