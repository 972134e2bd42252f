"""A hot standby by PostgreSQL's own streaming replication (docs/room.md): the primary killed,
the standby promoted, the tables reconnect to it by themselves (a DSN naming both servers) and
nothing is lost: whatever the standby had not yet received is shipped again from the tables'
logs."""

from __future__ import annotations

from pathlib import Path

import psycopg
from room_tables import Table
from test_shipper import assert_room_copy_is_the_log, wait_caught_up

from dealer_assist.room.cluster import Cluster
from dealer_assist.room.enrol import enrol
from dealer_assist.room.schema import migrate
from dealer_assist.storage import EventStore


def test_primary_killed_standby_promoted_tables_reconnect(tmp_path: Path) -> None:
    with Cluster(settings={"fsync": "off"}) as primary:
        migrate(primary.dsn())
        standby = primary.make_standby()
        try:
            both = (f"host={primary.folder},{standby.folder} port=5432,5432 user=postgres"
                    " dbname=postgres target_session_attrs=read-write connect_timeout=2")
            log = tmp_path / "T1.db"
            EventStore.open(log).close()
            table = Table("T1", log, enrol(primary.dsn(), "T1", log), both)
            table.setup()
            shipper = table.shipper(batch=20, poll_s=0.01, retry_s=0.1, retry_max_s=0.5).start()
            try:
                table.play(3)
                wait_caught_up(table, shipper)
                primary.kill()
                table.play(2)  # dealing goes on while the room fails over
                standby.promote()
                table.play(1)
                wait_caught_up(table, shipper, timeout=90)
            finally:
                shipper.stop()
            assert_room_copy_is_the_log(table)  # read through `both`: the promoted standby
            with psycopg.connect(standby.dsn()) as conn:
                row = conn.execute("SELECT pg_is_in_recovery()").fetchone()
            assert row == (False,)
        finally:
            standby.remove()
