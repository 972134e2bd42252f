"""One log line per change of a room link, not one per reconnection try.

psycopg_pool warns at every failed try to reconnect (every second or two, for as long as the
room is down), which buries the technician's log in identical lines. The room's pools register
here by name: the first failure of a registered pool is logged as "out of reach since
HH:MM:SS: why", the tries after it are counted and dropped, and its next new connection logs
one line "back" with how long it was down and how many tries failed. Pools not registered are
left alone.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import psycopg

POOL_LOGGER = "psycopg.pool"
_LOG = logging.getLogger(__name__)
_RETRY_MESSAGES = ("error connecting in %r: %s",
                   "reconnection attempt in pool %r failed after %s sec")


@dataclass
class _Down:
    since: float
    tries: int = 1


class LinkLog(logging.Filter):
    """The filter on psycopg_pool's logger and the pools' ``configure`` hook."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        super().__init__()
        self.clock = clock
        self._lock = threading.Lock()
        self._names: set[str] = set()
        self._down: dict[str, _Down] = {}

    def watch(self, name: str) -> Callable[[psycopg.Connection[tuple[object, ...]]], None]:
        """Register the pool ``name``; pass the result as the pool's ``configure``."""
        with self._lock:
            self._names.add(name)

        def connected(_conn: psycopg.Connection[tuple[object, ...]]) -> None:
            self.back(name)

        return connected

    def tries(self, name: str) -> int:
        """Failed tries of pool ``name`` since it went down (0: up, or never down)."""
        with self._lock:
            down = self._down.get(name)
        return 0 if down is None else down.tries

    def back(self, name: str) -> None:
        with self._lock:
            down = self._down.pop(name, None)
        if down is not None:
            _LOG.warning("%r: the room is back after %s (out of reach since %s, %d failed "
                         "tries)", name,
                         _duration(self.clock() - down.since), _clock_time(down.since),
                         down.tries)

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg not in _RETRY_MESSAGES or not isinstance(record.args, tuple) \
                or not record.args or record.args[0] not in self._names:
            return True
        name = str(record.args[0])
        with self._lock:
            down = self._down.get(name)
            if down is not None:
                down.tries += 1
                return False
            down = self._down[name] = _Down(self.clock())
        why = str(record.args[1]).strip() if record.msg == _RETRY_MESSAGES[0] else "gave up"
        record.msg, record.args = "%r: the room is out of reach since %s: %s (tries are not " \
                                  "logged until it is back)", (name, _clock_time(down.since), why)
        return True


def _clock_time(at: float) -> str:
    return time.strftime("%H:%M:%S", time.localtime(at))


def _duration(seconds: float) -> str:
    whole = max(0, int(seconds))
    return f"{whole // 60} min {whole % 60} s" if whole >= 60 else f"{whole} s"


LINKS = LinkLog()
logging.getLogger(POOL_LOGGER).addFilter(LINKS)


def quiet_pool(name: str) -> Callable[[psycopg.Connection[tuple[object, ...]]], None]:
    """The ``configure`` hook for a room pool named ``name``: its link changes, one line each."""
    return LINKS.watch(name)
