"""Facts read from a table's own log as it grows, each event read once.

Some between-hands notices are answered from the whole log (a player's posting history, LC-P3;
the chips the floor holds, LC-97). Read afresh, they cost a walk over every event of the session
each time the dealer screen asks for the procedure: at hand 1,000 that was 50,000 events, three
times a tap. A reader here keeps its answer and how far into ``table.history`` it has read, and
reads only the events appended since. The history only grows during a table's life (a replay
builds a new table), so the answer is the same as a full read; a copy of the table carries its
readers along (they are plain data).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar, cast

from dealer_assist.engine.events import Event


class LogReader(Protocol):
    def read(self, ev: Event) -> None:
        """Take one more event of the log into the answer."""


R = TypeVar("R", bound=LogReader)


class HasLog(Protocol):
    history: list[Event]
    log_readers: dict[str, tuple[int, Any]]


def caught_up(table: HasLog, name: str, new: Callable[[], R]) -> R:
    """The reader ``name`` of this table (``new()`` the first time), having read every event
    of the log so far."""
    read, reader = table.log_readers.get(name, (0, None))
    if reader is None or read > len(table.history):
        read, reader = 0, new()
    for ev in table.history[read:]:
        reader.read(ev)
    table.log_readers[name] = (len(table.history), reader)
    return cast(R, reader)
