"""The floor station's ear on the room: a thread that LISTENs for new rulings and for the
tables' answers to decisions, and raises a flag the screen checks (no Qt here). Out of reach,
it retries; the screen's own slow poll keeps the lights right meanwhile."""

from __future__ import annotations

import threading

import psycopg

from dealer_assist.room.schema import OUTCOMES_CHANNEL, ROOM_CHANNEL


class RoomWatch:
    """``changed`` is set whenever a ruling or a table's answer reaches the room."""

    def __init__(self, dsn: str, *, wait_s: float = 0.05, retry_s: float = 1.0) -> None:
        self.dsn, self.wait_s, self.retry_s = dsn, wait_s, retry_s
        self.changed = threading.Event()
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
                    conn.execute(f'LISTEN "{ROOM_CHANNEL}"')
                    conn.execute(f'LISTEN "{OUTCOMES_CHANNEL}"')
                    self.online = True
                    self.changed.set()
                    while not self._stop.is_set():
                        for _ in conn.notifies(timeout=self.wait_s, stop_after=1):
                            self.changed.set()
            except psycopg.Error:
                self.online = False
                self._stop.wait(self.retry_s)
