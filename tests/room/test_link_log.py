"""Issue 17: a room that is down gives the technician's log one line, and one more when it is
back, not a psycopg_pool warning at every reconnection try (room/link_log.py). Real pools, a
real PostgreSQL whose database appears while the pool is trying."""

from __future__ import annotations

import logging
import time

import psycopg
import pytest

from dealer_assist.room.cluster import Cluster
from dealer_assist.room.link_log import LINKS, POOL_LOGGER, LinkLog
from dealer_assist.room.reader import RoomReader


def pool_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name in (POOL_LOGGER, "dealer_assist.room.link_log")
            and r.levelno >= logging.WARNING]


def test_a_room_down_then_back_logs_two_lines(cluster: Cluster,
                                              caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    dsn = cluster.dsn(dbname="appears_later")
    reader = RoomReader(dsn)
    reader.open()
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and LINKS.tries("room reader") < 3:
            time.sleep(0.1)  # psycopg_pool tries at 1 s, 2 s, 4 s ...
        lines = pool_lines(caplog)
        assert len(lines) == 1, lines
        assert lines[0].startswith("'room reader': the room is out of reach since ")
        assert "appears_later" in lines[0]  # why: the database does not exist
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            conn.execute("CREATE DATABASE appears_later")
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and len(pool_lines(caplog)) < 2:
            time.sleep(0.1)
        lines = pool_lines(caplog)
        assert len(lines) == 2, lines
        assert lines[1].startswith("'room reader': the room is back after ")
        assert "failed tries" in lines[1]
    finally:
        reader.close()
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            conn.execute("DROP DATABASE IF EXISTS appears_later")


def test_other_pools_and_other_messages_pass_untouched() -> None:
    log = LinkLog(clock=lambda: 0.0)
    log.watch("room link T1")
    mine = logging.LogRecord(POOL_LOGGER, logging.WARNING, "", 0,
                             "error connecting in %r: %s", ("room link T1", "refused"), None)
    theirs = logging.LogRecord(POOL_LOGGER, logging.WARNING, "", 0,
                               "error connecting in %r: %s", ("pool-7", "refused"), None)
    other = logging.LogRecord(POOL_LOGGER, logging.WARNING, "", 0,
                              "discarding broken connection: %s", ("c",), None)
    assert log.filter(mine) and "out of reach since" in mine.getMessage()
    again = logging.LogRecord(POOL_LOGGER, logging.WARNING, "", 0,
                              "error connecting in %r: %s", ("room link T1", "refused"), None)
    assert not log.filter(again)
    assert log.filter(theirs) and theirs.getMessage() == "error connecting in 'pool-7': refused"
    assert log.filter(other)


def test_a_readers_request_leaves_no_warning(room: str, caplog: pytest.LogCaptureFixture
                                             ) -> None:
    """Each read of the room is one transaction, rolled back by the reader itself: the pool
    has nothing to undo and warns of nothing."""
    caplog.set_level(logging.WARNING)
    with RoomReader(room) as reader:
        for _ in range(3):
            reader.tables()
    assert pool_lines(caplog) == []
