"""Fault tests (issue 15), bounded: the room server crashing and restarting, connections cut from
the server side, the table process killed mid-batch, two PCs claiming one table, a table
re-sending an edited history, table clocks an hour apart, the room's disk full. Every time: 0
events lost, 0 duplicated, 0 rewrites accepted, every refusal visible in `room status`.

`make test` runs a few rounds of each; ``ROOM_FAULT_ROUNDS=100`` runs the issue's 100
(tools/room-faults.sh).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest
from room_tables import Table, move_pot
from test_shipper import assert_room_copy_is_the_log, wait_caught_up

from dealer_assist.room import client
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.enrol import EnrolRefused, enrol, retire
from dealer_assist.room.keys import load_login
from dealer_assist.room.local import LocalLog
from dealer_assist.room.reader import room_status
from dealer_assist.room.schema import migrate
from dealer_assist.room.shipper import Shipper
from dealer_assist.storage import EventStore

ROUNDS = int(os.environ.get("ROOM_FAULT_ROUNDS", "5"))
Enrolled = Callable[..., Table]


@pytest.fixture(scope="module")
def own_cluster() -> Iterator[Cluster]:
    """A server of this module's own: these tests kill it."""
    with Cluster(settings={"fsync": "off"}) as started:
        yield started


@pytest.fixture
def crash_room(own_cluster: Cluster, tmp_path: Path) -> Iterator[tuple[Cluster, str]]:
    name = f"faults{time.monotonic_ns()}"
    with psycopg.connect(own_cluster.dsn(), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    dsn = own_cluster.dsn(dbname=name)
    migrate(dsn)
    yield own_cluster, dsn


def _table(dsn: str, folder: Path, name: str = "T1") -> Table:
    log = folder / f"{name}.db"
    EventStore.open(log).close()
    table = Table(name, log, enrol(dsn, name, log), dsn)
    table.setup()
    return table


def _no_alarms(dsn: str) -> None:
    tables, alarms = room_status(dsn)
    assert alarms == [] and all(t.alarms == 0 for t in tables)


def test_room_server_killed_and_restarted_mid_stream(
        crash_room: tuple[Cluster, str], tmp_path: Path) -> None:
    cluster, dsn = crash_room
    table = _table(dsn, tmp_path)
    shipper = table.shipper(batch=5, poll_s=0.005, retry_s=0.05, retry_max_s=0.2).start()
    try:
        for _ in range(ROUNDS):
            table.play(1, split=3)  # small appends while the shipper works
            time.sleep(random.uniform(0, 0.05))
            cluster.kill()
            table.play(1)  # dealing goes on while the room is down
            cluster.start()
        wait_caught_up(table, shipper)
    finally:
        shipper.stop()
    assert_room_copy_is_the_log(table)
    assert shipper.totals.refused == 0
    _no_alarms(dsn)


def test_connections_cut_from_the_server_side(
        crash_room: tuple[Cluster, str], tmp_path: Path) -> None:
    _, dsn = crash_room
    table = _table(dsn, tmp_path)
    shipper = table.shipper(batch=3, poll_s=0.002, retry_s=0.01, retry_max_s=0.05).start()
    cut = 0
    try:
        with psycopg.connect(dsn, autocommit=True) as admin:
            # a hand a round, cutting whatever connection the table holds then; on a busy
            # machine the shipper is not always connected at that moment, so play on (bounded)
            # until the cuts really happened
            for _ in range(ROUNDS * 20):
                table.play(1, split=2)
                found = admin.execute(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                    " WHERE usename = %s", (table.login.login,)).fetchone()
                cut += int(found[0]) if found else 0
                if cut >= ROUNDS * 4:
                    break
        wait_caught_up(table, shipper)
    finally:
        shipper.stop()
    assert cut >= ROUNDS  # the cuts really happened
    assert_room_copy_is_the_log(table)
    _no_alarms(dsn)


def test_table_process_killed_mid_batch(
        crash_room: tuple[Cluster, str], tmp_path: Path) -> None:
    _, dsn = crash_room
    table = _table(dsn, tmp_path)
    worker = Path(__file__).with_name("table_worker.py")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    for _ in range(max(2, ROUNDS)):
        child = subprocess.Popen([sys.executable, str(worker), str(table.log), dsn], env=env)
        time.sleep(random.uniform(0.6, 1.2))
        child.send_signal(signal.SIGKILL)
        child.wait()
    login = load_login(table.log)
    assert login is not None
    totals = Shipper(table.log, dsn, login).sync()  # the next start ships the rest
    assert totals.refused == 0
    assert_room_copy_is_the_log(table)
    _no_alarms(dsn)


def test_two_pcs_claiming_one_table(crash_room: tuple[Cluster, str], tmp_path: Path) -> None:
    _, dsn = crash_room
    first = _table(dsn, tmp_path)
    first.play(1)
    first.sync()
    second_log = tmp_path / "T1-pc2.db"
    EventStore.open(second_log).close()
    with pytest.raises(EnrolRefused, match="already enrolled"):
        enrol(dsn, "T1", second_log)
    tables, alarms = room_status(dsn)
    assert len(alarms) == 1 and "second PC" in alarms[0].why and tables[0].alarms == 1
    assert retire(dsn, "T1")
    new = enrol(dsn, "T1", second_log)
    assert new.log_id != first.login.log_id
    first.play(1)  # the old PC's login is off: it cannot ship any more
    with pytest.raises(psycopg.OperationalError):
        first.sync()
    tables, _ = room_status(dsn)
    assert [(t.table, t.retired_at is None) for t in tables] == [("T1", True), ("T1", False)]


def test_a_table_resending_an_edited_history_is_refused(
        crash_room: tuple[Cluster, str], tmp_path: Path) -> None:
    _, dsn = crash_room
    table = _table(dsn, tmp_path)
    table.play(3)
    table.sync()
    with psycopg.connect(dsn) as conn:
        before = conn.execute("SELECT seq, hash FROM room.events ORDER BY seq").fetchall()
    seq = move_pot(table.log, hand=2, to_seat=1)
    local = LocalLog(table.log)  # a doctored shipper resending everything from the start
    with client.connect(dsn, table.login) as conn:
        answer = client.append(conn, local.head_seq(), local.rows_after(0, 100_000))
    local.close()
    assert answer.refused and answer.shipped == 0 and "rewrite refused" in (answer.why or "")
    table.play(1)  # the honest shipper's next batch does not chain onto the room's copy either
    totals = table.sync()
    assert totals.refused > 0 and totals.shipped == 0
    with psycopg.connect(dsn) as conn:
        assert conn.execute("SELECT seq, hash FROM room.events ORDER BY seq").fetchall() == before
    tables, alarms = room_status(dsn)
    assert {a.seq for a in alarms} >= {seq} and tables[0].alarms == len(alarms) >= 2


def test_table_clocks_an_hour_apart(crash_room: tuple[Cluster, str], tmp_path: Path) -> None:
    _, dsn = crash_room
    hour = 3_600_000
    ahead, behind = _table(dsn, tmp_path, "T1"), _table(dsn, tmp_path, "T2")
    ahead.clock.now += hour
    behind.clock.now -= hour
    for table in (ahead, behind):
        table.play(2)
        assert table.sync().refused == 0
        assert_room_copy_is_the_log(table)
    tables, alarms = room_status(dsn)
    assert alarms == [] and [t.lag for t in tables] == [0, 0]
    assert all(t.offline_s is not None and t.offline_s < 60 for t in tables)  # the room's clock


def _mount_tmpfs(folder: Path, size: str) -> bool:
    folder.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                          capture_output=True, check=False)
    return done.returncode == 0


def test_room_disk_full(crash_room: tuple[Cluster, str], tmp_path: Path) -> None:
    """The events' tablespace on a 2 MB tmpfs: batches that do not fit are refused whole with an
    alarm, the table keeps dealing, and once there is room again everything ships."""
    cluster, dsn = crash_room
    space = cluster.folder / f"small{time.monotonic_ns()}"
    if os.geteuid() != 0 or not _mount_tmpfs(space, "2m"):
        pytest.skip("needs root and tmpfs to make a small disk")
    try:
        if cluster.user is not None:
            os.chown(space, *_postgres_ids())
        name = space.name
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f"CREATE TABLESPACE {name} LOCATION '{space}'")
            conn.execute(f"ALTER TABLE room.events SET TABLESPACE {name}")
            conn.execute(f"ALTER INDEX room.events_pkey SET TABLESPACE {name}")
            conn.execute(f"ALTER INDEX room.events_at SET TABLESPACE {name}")
        table = _table(dsn, tmp_path)
        shipper = table.shipper(batch=200, poll_s=0.01, refused_retry_s=0.2).start()
        try:
            deadline = time.monotonic() + 120
            while shipper.status().state != "refused" and time.monotonic() < deadline:
                table.play(5)
            assert shipper.status().state == "refused"
            _, alarms = room_status(dsn)
            assert alarms and "could not store" in alarms[0].why
            with psycopg.connect(dsn, autocommit=True) as conn:
                conn.execute("ALTER TABLE room.events SET TABLESPACE pg_default")
                conn.execute("ALTER INDEX room.events_pkey SET TABLESPACE pg_default")
                conn.execute("ALTER INDEX room.events_at SET TABLESPACE pg_default")
            wait_caught_up(table, shipper, timeout=120)
        finally:
            shipper.stop()
        assert_room_copy_is_the_log(table)
    finally:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f"DROP TABLESPACE IF EXISTS {space.name}")
        subprocess.run(["umount", str(space)], check=False)


def _postgres_ids() -> tuple[int, int]:
    import pwd

    entry = pwd.getpwnam("postgres")
    return entry.pw_uid, entry.pw_gid
