"""The floor station's ear on the room: a thread that LISTENs (by default for new rulings and
for the tables' answers to decisions; the operation pages for ``room_operations``) and raises a
flag and a count the screen checks (no Qt here). Out of reach, it retries; the screen's own slow
poll keeps the pages right meanwhile (``online`` says which)."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import psycopg

from dealer_assist.room.schema import OUTCOMES_CHANNEL, ROOM_CHANNEL


class RoomWatch:
    """``changed`` is set (and ``heard`` counts up) whenever the room notifies one of
    ``channels``, and once each time the link is made (what came meanwhile is read then)."""

    def __init__(self, dsn: str, *, channels: Sequence[str] = (ROOM_CHANNEL, OUTCOMES_CHANNEL),
                 wait_s: float = 0.05, retry_s: float = 1.0) -> None:
        self.dsn, self.wait_s, self.retry_s = dsn, wait_s, retry_s
        self.channels = tuple(channels)
        self.changed = threading.Event()
        self.heard = 0  # notifications and reconnections so far: each page keeps its own mark
        self.online = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="room watch")

    def start(self) -> RoomWatch:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)

    def take(self) -> bool:
        """True once after each change (the flag is cleared)."""
        if self.changed.is_set():
            self.changed.clear()
            return True
        return False

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.dsn, autocommit=True, connect_timeout=5) as conn:
                    for channel in self.channels:
                        conn.execute(f'LISTEN "{channel}"')
                    self.online = True
                    self._heard()
                    while not self._stop.is_set():
                        for _ in conn.notifies(timeout=self.wait_s, stop_after=1):
                            self._heard()
            except psycopg.Error:
                self.online = False
                self._stop.wait(self.retry_s)

    def _heard(self) -> None:
        self.heard += 1
        self.changed.set()
