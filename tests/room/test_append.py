"""room.append, the only door a table has into the room: the chain re-checked in the server,
idempotent resends, refused rewrites, gaps and forgeries, each refusal kept as an alarm."""

from __future__ import annotations

from collections.abc import Callable

import psycopg
import pytest
from room_tables import Table

from dealer_assist.room import client
from dealer_assist.room.local import ChainRow, LocalLog
from dealer_assist.room.reader import room_status
from dealer_assist.room.schema import MIGRATIONS, migrate
from dealer_assist.storage.chain import GENESIS, row_hash

Enrolled = Callable[..., Table]


def _rows(table: Table) -> list[ChainRow]:
    local = LocalLog(table.log)
    try:
        return local.rows_after(0, 100_000)
    finally:
        local.close()


def _send(table: Table, rows: list[ChainRow]) -> client.Answer:
    """Send ``rows`` as the table's shipper would (saying how long its log is)."""
    local = LocalLog(table.log)
    try:
        head = local.head_seq()
    finally:
        local.close()
    with client.connect(table.dsn, table.login) as conn:
        return client.append(conn, head, rows)


def _room_count(dsn: str) -> int:
    with psycopg.connect(dsn) as conn:
        row = conn.execute("SELECT count(*) FROM room.events").fetchone()
    assert row is not None
    return int(row[0])


def test_init_is_idempotent_and_versioned(room: str) -> None:
    assert migrate(room) == (len(MIGRATIONS), len(MIGRATIONS))


def test_the_server_hash_is_the_local_chain_formula(enrolled: Enrolled) -> None:
    table = enrolled("T1", hands=2)
    rows = _rows(table)
    answer = _send(table, rows)
    assert (answer.shipped, answer.already_there, answer.refused) == (len(rows), 0, 0)
    assert answer.head_hash == rows[-1].hash
    previous = GENESIS
    for row in rows:  # the local rows chain with the same formula the server used
        previous = row_hash(previous, *row[:8])
        assert previous == row.hash


def test_a_resend_is_already_there_never_duplicated(enrolled: Enrolled) -> None:
    table = enrolled("T1", hands=2)
    rows = _rows(table)
    _send(table, rows[:40])
    answer = _send(table, rows[20:])  # overlaps: 20 already there, the rest new
    assert (answer.shipped, answer.already_there, answer.refused) == (len(rows) - 40, 20, 0)
    assert _room_count(table.dsn) == len(rows)


def test_a_rewrite_at_a_stored_seq_is_refused_whole_with_an_alarm(enrolled: Enrolled) -> None:
    table = enrolled("T1", hands=2)
    rows = _rows(table)
    _send(table, rows)
    edited = rows[10]._replace(at=rows[10].at + 1)
    edited = edited._replace(hash=row_hash(rows[9].hash, *edited[:8]))
    answer = _send(table, [*rows[:10], edited])
    assert answer.refused == 11 and answer.shipped == 0
    assert "rewrite refused" in (answer.why or "")
    _, alarms = room_status(table.dsn)
    assert [(a.table, a.seq) for a in alarms] == [("T1", 11)]


@pytest.mark.parametrize("cut", ["gap", "hash", "order"])
def test_a_batch_that_does_not_fit_is_refused_whole(enrolled: Enrolled, cut: str) -> None:
    table = enrolled("T1", hands=1)
    rows = _rows(table)
    _send(table, rows[:5])
    batch = {
        "gap": rows[6:12],  # row 6 (seq 6) never sent
        "hash": [rows[5]._replace(body=rows[5].body + " "), *rows[6:12]],  # content edited
        "order": [rows[5], rows[7], rows[6], *rows[8:12]],
    }[cut]
    answer = _send(table, batch)
    assert answer.refused == len(batch) and answer.shipped == 0 and answer.head_seq == 5
    assert _room_count(table.dsn) == 5
    _, alarms = room_status(table.dsn)
    assert len(alarms) == 1 and alarms[0].table == "T1"


def test_table_login_may_only_append(enrolled: Enrolled) -> None:
    table = enrolled("T1", hands=1)
    _send(table, _rows(table))
    forbidden = [
        "SELECT * FROM room.events", "UPDATE room.events SET body = '[]'",
        "DELETE FROM room.events", "TRUNCATE room.events", "DELETE FROM room.alarms",
        "INSERT INTO room.events SELECT * FROM room.events",
        "UPDATE room.logs SET head_seq = 0",
        "SELECT room.retire('T1')", "SELECT * FROM room.enroll('T9', '\\x00', 'x')",
        "SELECT room.raise_alarm(NULL, NULL, NULL, 'x')",
    ]
    with client.connect(table.dsn, table.login) as conn:
        for sql in forbidden:
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)


def test_one_table_cannot_append_as_another(enrolled: Enrolled) -> None:
    """The log is chosen by the login, never by the batch: T2's rows sent by T1 do not fit T1."""
    one, two = enrolled("T1", hands=1), enrolled("T2", hands=1)
    _send(one, _rows(one))
    answer = _send(one, _rows(two)[len(_rows(one)):])
    assert answer.refused or answer.shipped == 0
    with psycopg.connect(one.dsn) as conn:
        assert conn.execute("SELECT count(*) FROM room.events WHERE log_id = %s",
                            (two.login.log_id,)).fetchone() == (0,)


def test_supervisor_role_reads_only(enrolled: Enrolled) -> None:
    table = enrolled("T1", hands=1)
    _send(table, _rows(table))
    with psycopg.connect(table.dsn, autocommit=True) as conn:
        conn.execute("CREATE ROLE sup1 LOGIN IN ROLE dealer_assist_supervisor")
    dsn = table.dsn.replace("user=postgres", "user=sup1")
    with psycopg.connect(dsn, autocommit=True) as conn:
        assert conn.execute("SELECT count(*) FROM room.events").fetchone() == (len(_rows(table)),)
        for sql in ("DELETE FROM room.events", "SELECT room.retire('T1')",
                    "SELECT * FROM room.append(0, '{}', '{}', '{}', '{}', '{}', '{}', '{}',"
                    " '{}', '{}')"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)


def test_any_resend_pattern_leaves_exactly_the_log(enrolled: Enrolled) -> None:
    """Property: however a shipper cuts and re-sends its log (overlaps, repeats, a batch cut
    short by a failure), the room ends with every event once, in order, nothing refused."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    table = enrolled("T1", hands=1)
    rows = _rows(table)
    logs = iter(range(1_000_000))

    @settings(max_examples=15, deadline=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.lists(st.tuples(st.integers(0, 40), st.integers(1, 25)), min_size=1, max_size=8))
    def resends(cuts: list[tuple[int, int]]) -> None:
        with psycopg.connect(table.dsn, autocommit=True) as conn:
            conn.execute("SELECT room.retire('T1')")
        fresh = new_enrolment(table, f"P{next(logs)}")
        head = 0
        with client.connect(fresh.dsn, fresh.login) as conn:
            for back, size in cuts:  # step back up to 40 events, then send `size`
                start = max(0, head - back)
                answer = client.append(conn, len(rows), rows[start:start + size])
                assert answer.refused == 0
                assert answer.already_there == min(size, head - start, len(rows) - start)
                head = answer.head_seq
            answer = client.append(conn, len(rows), rows[head:])
            assert answer.head_seq == len(rows) and answer.head_hash == rows[-1].hash
        with psycopg.connect(fresh.dsn) as conn:
            stored = conn.execute("SELECT seq, hash FROM room.events WHERE log_id = %s"
                                  " ORDER BY seq", (fresh.login.log_id,)).fetchall()
        assert stored == [(r.seq, r.hash) for r in rows]

    def new_enrolment(source: Table, folder_name: str) -> Table:
        """T1 enrolled afresh (the old one retired): a new, empty log in the room to send the
        same rows to."""
        from dealer_assist.room.enrol import enrol

        log = source.log.parent / folder_name / "T1.db"
        log.parent.mkdir()
        return Table("T1", log, enrol(source.dsn, "T1", log), source.dsn)

    resends()
