"""PIN hashes in the room (issue 15): staff records ship inside each log's chain, PIN hashes
included. A floor or supervisor login must not read any of them: tried as they would, on every
relation and function of the room and on the planner's statistics. The floor signs a floorperson
in through one function that returns one badge's record; `verify --room` still compares every
event, masked or not."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict
from room_tables import Table, rehash_from

from dealer_assist.cli import main
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.enrol import enrol
from dealer_assist.room.schema import MASK, MIGRATIONS, migrate
from dealer_assist.storage import EventStore

Enrolled = Callable[..., Table]
SCRYPT = "scrypt$16384$8$1$" + "ab" * 16 + "$" + "cd" * 32  # the shape hash_pin writes
OTHER = "pbkdf2$600000$" + "ef" * 16  # a hash in another shape: masked by its field name
SECRETS = (SCRYPT, SCRYPT.replace("ab", "12"), "cd" * 32, OTHER, "ef" * 16)


def _staffed(enrolled: Enrolled) -> Table:
    table = enrolled("T1", hands=1)
    with table.store() as store:
        store.add_staff("F100", "Fay Floor", "floor", pin_hash=SCRYPT)
        store.add_staff("S200", "Sam Super", "supervisor", pin_hash=OTHER)
        store.add_staff("D300", "Dee Dealer", "dealer")  # no PIN
        store.change_staff("F100", "Fay Floor", "floor", pin_hash=SCRYPT.replace("ab", "12"),
                           active=True, action="pin_changed", detail="new PIN", by="A1")
    table.play(1)
    table.sync()
    return table


def _login(table: Table, name: str, role: str) -> str:
    """A login of ``role`` for this test's room; ``name`` gets the room's database name (roles
    are cluster-wide and each test has its own room)."""
    with psycopg.connect(table.dsn, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE ROLE {} LOGIN IN ROLE {}").format(
            sql.Identifier(name), sql.Identifier(role)))
        conn.execute("ANALYZE")  # the planner's statistics hold sample values of each column
    return table.dsn.replace("user=postgres", f"user={name}")


def _name(table: Table, who: str) -> str:
    return f"{who}_{conninfo_to_dict(table.dsn)['dbname']}"


def _everything_readable(dsn: str, login: str) -> tuple[str, list[str]]:
    """What ``login`` can read: every column of every relation of the room it may select, every
    row, as text; and the relations it read."""
    seen, read = [], []
    with psycopg.connect(dsn, autocommit=True) as conn:
        relations = conn.execute(
            "SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE n.nspname = 'room' AND c.relkind IN ('r', 'v', 'm', 'p', 'f')").fetchall()
        for oid, name in relations:
            columns = [c for (c,) in conn.execute(
                "SELECT attname FROM pg_attribute WHERE attrelid = %s AND attnum > 0"
                " AND NOT attisdropped AND has_column_privilege(%s, attrelid, attname, 'SELECT')",
                (oid, login))]
            if not columns:
                continue
            read.append(name)
            query = sql.SQL("SELECT {} FROM room.{}").format(
                sql.SQL(", ").join(sql.SQL("{}::text").format(sql.Identifier(c))
                                   for c in columns), sql.Identifier(name))
            seen += [repr(row) for row in conn.execute(query)]
        seen += [repr(row) for row in conn.execute(
            "SELECT * FROM pg_stats WHERE schemaname = 'room'")]
        seen += [repr(row) for row in conn.execute(
            "SELECT * FROM pg_stats_ext WHERE schemaname = 'room'")]
    return "\n".join(seen), read


@pytest.mark.parametrize("role", ["dealer_assist_supervisor", "dealer_assist_floor"])
def test_no_room_login_reads_a_pin_hash_from_any_table_or_view(enrolled: Enrolled,
                                                               role: str) -> None:
    table = _staffed(enrolled)
    login = _name(table, role.removeprefix("dealer_assist_"))
    dsn = _login(table, login, role)
    text, read = _everything_readable(dsn, login)
    assert {"events", "event_bodies", "event_log", "logs", "kinds", "alarms"} <= set(read)
    assert "Fay Floor" in text and MASK in text  # the staff records are there, masked
    for secret in SECRETS:
        assert secret not in text
    with psycopg.connect(dsn, autocommit=True) as conn:
        for query in ("SELECT body FROM room.events", "SELECT * FROM room.events",
                      "SELECT room.row_hash('', 1, '', 1, 1, '', 1, '', '')"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(query)


def test_the_room_owner_still_holds_the_whole_records(enrolled: Enrolled) -> None:
    """The mask is in what the logins read, not in what is kept: the chain stays whole."""
    table = _staffed(enrolled)
    with psycopg.connect(table.dsn) as conn:
        bodies = " ".join(b for (b,) in conn.execute("SELECT body FROM room.events"))
    assert SCRYPT in bodies and OTHER in bodies


def test_functions_a_login_may_call_give_no_pin_hash(enrolled: Enrolled) -> None:
    table = _staffed(enrolled)
    names = _name(table, "sup"), _name(table, "floor")
    sup, floor = (_login(table, names[0], "dealer_assist_supervisor"),
                  _login(table, names[1], "dealer_assist_floor"))
    callable_by: dict[str, set[str]] = {}
    with psycopg.connect(table.dsn) as conn:
        for login in names:
            callable_by[login] = {name for (name,) in conn.execute(
                "SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace"
                " WHERE n.nspname = 'room' AND has_function_privilege(%s, p.oid, 'EXECUTE')",
                (login,))}
    # room.field reads one named field out of the body it is given (the station's decisions);
    # room.open_tables answers the tables the floor opened: name, game and limit only
    assert callable_by[names[0]] == {"masked", "masked_body", "field", "open_tables"}
    # room.record_operation writes the floor's own operations and answers their number only;
    # room.record_sign_in and room.badge_locked_until answer an outcome and a time (issue 17)
    assert callable_by[names[1]] == {"masked", "masked_body", "field", "enroll", "retire",
                                     "staff_for_sign_in", "decide", "record_operation",
                                     "record_sign_in", "badge_locked_until", "open_tables"}
    # a table login appends its log, reads its rulings' decisions and the open tables, asks for
    # a player's last departure (LC-91) and reports its devices (answers the server's time only)
    with psycopg.connect(table.dsn) as conn:
        assert {name for (name,) in conn.execute(
            "SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace"
            " WHERE n.nspname = 'room' AND has_function_privilege(%s, p.oid, 'EXECUTE')",
            (table.login.login,))} == {"append", "last_departure", "report_device",
                                        "pending_decisions", "decision_outcome", "open_tables"}
    with psycopg.connect(sup, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("SELECT * FROM room.staff_for_sign_in('F100')")
        # the mask functions only transform what they are given: a secret passed in comes out
        # masked, at any depth, by field name or by shape
        found = conn.execute(
            "SELECT room.masked_body('[\"badge\",\"pin_hash\"]', %s),"
            " room.masked_body('[\"table\",\"row\"]', %s)",
            (f'["F100","{OTHER}"]', f'["staff",{{"x":[{{"pin_hash":"{OTHER}"}}],'
                                    f'"y":"{SCRYPT}"}}]')).fetchone()
        assert found is not None and not any(s in str(found) for s in SECRETS)
    with psycopg.connect(floor, autocommit=True) as conn:
        assert conn.execute("SELECT * FROM room.staff_for_sign_in('nobody')").fetchall() == []


def test_the_floor_signs_a_floorperson_in_with_that_badges_latest_record_only(
        enrolled: Enrolled) -> None:
    table = _staffed(enrolled)
    floor = _login(table, _name(table, "floor"), "dealer_assist_floor")
    with psycopg.connect(floor, autocommit=True) as conn:
        rows = conn.execute("SELECT * FROM room.staff_for_sign_in('F100')").fetchall()
        # the change; no language chosen: "" (the station's own; issue 20)
        assert rows == [("Fay Floor", "floor", SCRYPT.replace("ab", "12"), True, "")]
        assert conn.execute("SELECT * FROM room.staff_for_sign_in('D300')").fetchall() == [
            ("Dee Dealer", "dealer", None, True, "")]
        assert conn.execute("SELECT * FROM room.staff_for_sign_in('%')").fetchall() == []


def test_verify_room_as_a_supervisor_compares_every_event_and_catches_a_pin_hash_edit(
        enrolled: Enrolled, capsys: pytest.CaptureFixture[str]) -> None:
    """The masked staff records are compared by hash: the log's row must hash to what the room
    checked on arrival. An adversary who swaps a PIN hash in the log and recomputes the chain
    is named at that record."""
    table = _staffed(enrolled)
    sup = _login(table, _name(table, "sup"), "dealer_assist_supervisor")
    assert main(["verify", str(table.log), "--room", sup]) == 0
    capsys.readouterr()
    conn = sqlite3.connect(table.log)
    with conn:
        seq, body = conn.execute(
            "SELECT e.seq, e.body FROM events e JOIN event_kinds k ON k.id = e.kind"
            " WHERE k.type = 'staff_set' ORDER BY e.seq LIMIT 1").fetchone()
        conn.execute("UPDATE events SET body = ? WHERE seq = ?",
                     (body.replace(SCRYPT, SCRYPT.replace("cd", "00")), seq))
        rehash_from(conn, seq)
    conn.close()
    code = main(["verify", str(table.log), "--room", sup])
    out = capsys.readouterr().out
    assert code == 1 and f"event {seq} (staff_set)" in out


def test_a_room_filled_before_the_mask_is_upgraded_in_place_and_masked(cluster: object,
                                                                      tmp_path: Path) -> None:
    """A room that shipped staff records under the first schema (PIN hashes readable by the
    supervisor then) is migrated to the current one with its events kept: afterwards no
    supervisor or floor login reads a PIN hash, `verify --room` still matches, and the table
    ships on."""
    assert isinstance(cluster, Cluster)
    with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
        conn.execute("CREATE DATABASE room_upgraded")
    dsn = cluster.dsn(dbname="room_upgraded")
    assert migrate(dsn, up_to=1) == (0, 1)
    log = tmp_path / "T1.db"
    EventStore.open(log).close()
    table = Table("T1", log, enrol(dsn, "T1", log), dsn)
    table.setup()
    table.play(1)
    with table.store() as store:
        store.add_staff("F100", "Fay Floor", "floor", pin_hash=SCRYPT)
    table.play(1)
    table.sync()
    with psycopg.connect(dsn) as conn:
        shipped = conn.execute("SELECT count(*) FROM room.events").fetchone()
    assert migrate(dsn) == (1, len(MIGRATIONS))
    assert migrate(dsn) == (len(MIGRATIONS), len(MIGRATIONS))  # again: nothing to do
    with psycopg.connect(dsn) as conn:
        assert conn.execute("SELECT count(*) FROM room.events").fetchone() == shipped
    for role in ("dealer_assist_supervisor", "dealer_assist_floor"):
        login = f"{role.removeprefix('dealer_assist_')}_room_upgraded"
        text, _ = _everything_readable(_login(table, login, role), login)
        assert "Fay Floor" in text and SCRYPT not in text
    sup = table.dsn.replace("user=postgres", "user=supervisor_room_upgraded")
    assert main(["verify", str(table.log), "--room", sup]) == 0
    table.play(1)
    table.sync()
    with psycopg.connect(dsn) as conn:
        after = conn.execute("SELECT count(*) FROM room.events").fetchone()
    assert shipped is not None and after is not None and after[0] > shipped[0]


def test_a_version_this_program_does_not_know_is_refused_by_name(room: str) -> None:
    with pytest.raises(ValueError, match="no room schema version 99"):
        migrate(room, up_to=99)
