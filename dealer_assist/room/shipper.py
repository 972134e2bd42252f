"""Shipping a table's hand log to the room as it is played, from a thread of its own.

The local log stays the table's authority: dealing never waits for the room. The shipper reads
committed rows in order and sends them in batches through ``room.append``; after any failure
(network, room restart, its own process killed) it asks the room for its head and resumes there,
so nothing is sent twice into the log and nothing is skipped. A batch the room refuses is not
retried blindly: the shipper says so (the room has written an alarm) and tries again slowly.

The thread's link is a psycopg_pool pool of one connection: the pool reconnects in the
background with its own back-off (given up and restarted after ``retry_max_s``, so a long outage
never waits longer than that between tries) and checks a fresh connection before lending it;
the shipper keeps the connection while it works and hands a broken one back. ``sync`` (one
shot) connects once, so a refusal names its reason (wrong password, no server).
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import psycopg
from psycopg_pool import ConnectionPool

from dealer_assist.room import client
from dealer_assist.room.client import Answer
from dealer_assist.room.keys import Login
from dealer_assist.room.link_log import quiet_pool
from dealer_assist.room.local import LocalLog

# the room link's changes (up, down, refused) go to the technician's log, not every batch
_LOG = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RoomLight:
    """What the dealer screen's "room" light shows."""

    state: str  # connected, behind, offline, refused, starting
    behind: int = 0
    offline_since: float | None = None  # epoch seconds of the first failure
    problem: str = ""

    def text(self) -> str:
        if self.state == "connected":
            return "room: connected"
        if self.state == "behind":
            return f"room: {self.behind} events behind"
        if self.state == "offline" and self.offline_since is not None:
            since = time.strftime("%H:%M", time.localtime(self.offline_since))
            return f"room: offline since {since}" + (f" ({self.behind} behind)"
                                                      if self.behind else "")
        if self.state == "refused":
            return "room: REFUSED, call the floor"
        return "room: connecting"

    def offline_for(self, now: float) -> float:
        return 0.0 if self.offline_since is None else now - self.offline_since


@dataclass(slots=True)
class Totals:
    shipped: int = 0
    already_there: int = 0
    refused: int = 0

    def add(self, answer: Answer) -> None:
        self.shipped += answer.shipped
        self.already_there += answer.already_there
        self.refused += answer.refused


class RoomAhead(RuntimeError):
    """The room holds more of this log than the log itself: cut short or replaced."""


class Shipper:
    """Ships one table's log; :meth:`start` a thread, or :meth:`sync` once in the caller's."""

    def __init__(self, log: Path, dsn: str, login: Login, *, batch: int = 1000,
                 poll_s: float = 0.05, retry_s: float = 0.2, retry_max_s: float = 5.0,
                 refused_retry_s: float = 30.0, link_wait_s: float = 5.0,
                 on_shipped: Callable[[int, int], None] | None = None) -> None:
        self.log, self.dsn, self.login = Path(log), dsn, login
        self.batch, self.poll_s = batch, poll_s
        self.retry_s, self.retry_max_s, self.refused_retry_s = retry_s, retry_max_s, refused_retry_s
        self.link_wait_s = link_wait_s  # how long a step waits for the pool's connection
        self.totals = Totals()
        self.on_shipped = on_shipped  # (first seq, last seq) now in the room: for measurements
        self._shown = RoomLight("starting")
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._conn: psycopg.Connection[tuple[object, ...]] | None = None
        self._pool: ConnectionPool[psycopg.Connection[tuple[object, ...]]] | None = None
        self.room_head = -1  # unknown until the room has answered

    # --- for the app ----------------------------------------------------------------------

    def status(self) -> RoomLight:
        return self._shown

    @property
    def _light(self) -> RoomLight:
        return self._shown

    @_light.setter
    def _light(self, light: RoomLight) -> None:
        before, self._shown = self._shown, light
        link = {"behind": "connected"}.get(light.state, light.state)
        if link != {"behind": "connected"}.get(before.state, before.state):
            level = logging.INFO if link == "connected" else logging.WARNING
            _LOG.log(level, "room link %s for %s%s", link, self.log.name,
                     f": {light.problem}" if light.problem else "")

    @property
    def thread_id(self) -> int | None:
        """The shipper thread's id in the operating system (to measure its CPU time)."""
        return None if self._thread is None else self._thread.native_id

    def wake(self) -> None:
        """Ship now (the app calls this after an append; otherwise the log is polled)."""
        self._wake.set()

    def start(self) -> Shipper:
        self._pool = ConnectionPool(
            client.table_dsn(self.dsn, self.login), min_size=1, max_size=1, open=False,
            name=f"room link {self.login.table}", check=ConnectionPool.check_connection,
            configure=quiet_pool(f"room link {self.login.table}"),
            reconnect_timeout=self.retry_max_s, num_workers=1, kwargs={"autocommit": True})
        self._pool.open(wait=False)
        self._thread = threading.Thread(target=self._run, name=f"room shipper {self.login.table}",
                                        daemon=True)
        self._thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._wake.set()
        if self._pool is not None:
            self._pool.close()  # a thread waiting for the link is let go at once
        if self._thread is not None:
            self._thread.join(timeout)
        self._disconnect()

    # --- the work -------------------------------------------------------------------------

    def sync(self) -> Totals:
        """Ship everything committed now, in the caller's thread; raises on a lost link."""
        local = LocalLog(self.log)
        try:
            while self._step(local):
                pass
        finally:
            local.close()
            self._disconnect()
        return self.totals

    def _step(self, local: LocalLog) -> bool:
        """One batch; True when there may be more to send right away."""
        conn = self._connection(local)
        local_head = local.head_seq()
        if self.room_head > local_head:
            raise RoomAhead(f"the room holds {self.room_head} events of this log but the log has "
                            f"{local_head}: it was cut short or replaced; call the floor")
        if self.room_head == local_head:
            self._light = RoomLight("connected")
            return False
        rows = local.rows_after(self.room_head, self.batch)
        answer = client.append(conn, local_head, rows)
        self.totals.add(answer)
        if answer.shipped and self.on_shipped is not None:
            self.on_shipped(answer.head_seq - answer.shipped + 1, answer.head_seq)
        self.room_head = answer.head_seq
        if answer.refused:
            self._light = RoomLight("refused", local_head - self.room_head,
                                    problem=answer.why or "refused")
            return False
        behind = local_head - self.room_head
        self._light = RoomLight("behind", behind) if behind else RoomLight("connected")
        return behind > 0

    def _connection(self, local: LocalLog) -> psycopg.Connection[tuple[object, ...]]:
        """The link, and the room's head on a new one (a batch may have landed unanswered)."""
        if self._conn is None:
            self._conn = (client.connect(self.dsn, self.login) if self._pool is None
                          else self._pool.getconn(self.link_wait_s))
            self.room_head = client.append(self._conn, local.head_seq(), []).head_seq
        return self._conn

    def _disconnect(self) -> None:
        """Give the link up: back to the pool (which replaces it when broken), or closed."""
        conn, self._conn = self._conn, None
        if conn is None:
            return
        with contextlib.suppress(psycopg.Error):
            if self._pool is None:
                conn.close()
            else:
                self._pool.putconn(conn)

    def _run(self) -> None:
        local = LocalLog(self.log)
        delay = self.retry_s
        try:
            while not self._stop.is_set():
                wait = self.poll_s
                try:
                    if self._step(local):
                        continue
                    delay = self.retry_s
                    if self._light.state == "refused":
                        wait = self.refused_retry_s
                except (psycopg.Error, OSError) as error:
                    self._disconnect()
                    since = self._light.offline_since or time.time()
                    behind = max(0, local.head_seq() - max(self.room_head, 0))
                    self._light = RoomLight("offline", behind, since, str(error).strip())
                    wait, delay = delay, min(delay * 2, self.retry_max_s)
                except RoomAhead as error:
                    self._light = RoomLight("refused", 0, problem=str(error))
                    wait = self.refused_retry_s
                self._wake.wait(wait)
                self._wake.clear()
        finally:
            local.close()
