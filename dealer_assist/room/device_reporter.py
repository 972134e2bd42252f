"""A table's device lights sent to the room (issue 17), from a thread of its own.

The screen thread only hands over a device's new state (:meth:`DeviceReporter.report`, a dict
write); the thread sends it with the table's own login through ``room.report_device``. Only the
latest state per device matters: while the room is out of reach the reporter keeps the latest
one per device and sends it when the link is back, so play never waits on the room."""

from __future__ import annotations

import threading
from typing import Final

import psycopg

from dealer_assist.room import client
from dealer_assist.room.device_reports_schema import MAX_DETAIL, MAX_DEVICE
from dealer_assist.room.keys import Login

ROOM_STATES: Final = {  # a table light's status -> the state the room records
    "connected": "connected",
    "disconnected": "disconnected",
    "fault": "error",
    "silent": "error",
}
"""Statuses that say whether a device works; the rest (lid open, cut card, the heartbeat, the
room's own light) are the table's business."""


def room_state(device: str, status: str) -> str | None:
    """The room's state for a table light, or None when the room need not hear of it."""
    return None if device == "room" else ROOM_STATES.get(status)


class DeviceReporter:
    """Sends each device's latest state; retries every ``retry_s`` while the room is away."""

    def __init__(self, dsn: str, login: Login, retry_s: float = 5.0) -> None:
        self.dsn, self.login, self.retry_s = dsn, login, retry_s
        self._lock = threading.Lock()
        self._pending: dict[str, tuple[str, str]] = {}  # device -> (state, detail), unsent
        self._sent: dict[str, tuple[str, str]] = {}
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def report(self, device: str, status: str, detail: str = "") -> None:
        """A table light changed (any thread): queue it when the room should hear of it."""
        state = room_state(device, status)
        if state is None:
            return
        said = (state, detail[:MAX_DETAIL])
        with self._lock:
            key = device.strip()[:MAX_DEVICE]
            if not key or self._pending.get(key, self._sent.get(key)) == said:
                return
            self._pending[key] = said
        self._wake.set()

    def pending(self) -> dict[str, tuple[str, str]]:
        """What the room has not yet been told (the latest per device)."""
        with self._lock:
            return dict(self._pending)

    def send(self) -> bool:
        """Send what is pending in the caller's thread; False when the room could not be
        reached (the states stay pending, unless a newer one came meanwhile)."""
        batch = self.pending()
        if not batch:
            return True
        try:
            with client.connect(self.dsn, self.login) as conn:
                for device, (state, detail) in sorted(batch.items()):
                    client.report_device(conn, device, state, detail)
                    with self._lock:
                        self._sent[device] = (state, detail)
                        if self._pending.get(device) == (state, detail):
                            del self._pending[device]
        except psycopg.Error:
            return False
        return True

    def start(self) -> DeviceReporter:
        self._thread = threading.Thread(target=self._run, name="device reporter", daemon=True)
        self._thread.start()
        return self

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.wait(None if not self.pending() else self.retry_s)
            self._wake.clear()
            if not self._stop.is_set():
                self.send()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=2.0)  # a daemon: a connect under way ends on its own
