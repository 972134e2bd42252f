"""The room's copies of table logs, kept between a supervisor's requests and brought up to date
with only the rows added since (room/mirror.py's ``after``).

The supervisor's charts and "All tables (room)" export used to rebuild every table's log from
the room on every request; a panel keeps one :class:`KeptMirrors` for as long as it reads the
room, so the next request reads what is new. One lock per log: two jobs (an export and the
charts) never write the same copy at once, and a copy is read while nobody extends it.
"""

from __future__ import annotations

import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg

from dealer_assist.room.mirror import mirror


class KeptMirrors:
    """Scratch copies of the room's logs in a folder of their own, removed by :meth:`close`."""

    def __init__(self) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="dealer-assist-kept-")
        self._read_to: dict[int, int] = {}  # by log: the last seq its copy holds
        self._locks: dict[int, threading.Lock] = {}
        self._guard = threading.Lock()

    def read_to(self, log_id: int) -> int:
        """The last seq of log ``log_id`` its copy holds (0: none yet)."""
        return self._read_to.get(log_id, 0)

    @contextmanager
    def current(self, room: psycopg.Connection[tuple[object, ...]],
                log_id: int) -> Iterator[Path]:
        """The copy of log ``log_id``, up to date with the room, held for reading until the
        ``with`` ends."""
        with self._guard:
            lock = self._locks.setdefault(log_id, threading.Lock())
        with lock:
            path = Path(self._folder.name, f"{log_id}.db")
            with room.transaction():  # the mirror reads with a server-side cursor
                self._read_to[log_id] = mirror(room, log_id, path, self.read_to(log_id))
            yield path

    def close(self) -> None:
        self._folder.cleanup()
        self._read_to.clear()
