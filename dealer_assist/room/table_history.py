"""A table log as the station has read it from the room so far, kept between rulings.

Opening a ruling used to rebuild the table's whole log from the room's copy (a scratch SQLite
log, room/mirror.py) and fold it through the engine again: seconds on a long shift. This keeps,
per log, the events already read (decoded once), where each hand starts and ends (as the
table's own store indexes them, storage/indexer.py), and the engine's fold up to the newest hand
asked about. A second ruling at the table reads only the rows added since (``seq >`` the last
one read) and folds only the events since the last fold. No Qt.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field

import psycopg

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Event
from dealer_assist.engine.session import TableSession
from dealer_assist.storage import ledger
from dealer_assist.storage.anchor import ANCHOR_TYPES
from dealer_assist.storage.codec import Kind, join_event
from dealer_assist.storage.indexer import HAND_ENDS, HAND_STARTS, SETUP_TYPES
from dealer_assist.storage.records import StoredEvent

# the masked view, as the mirror reads it; the log's own records (staff, audit) are skipped
_ROWS = ("SELECT seq, table_name, at, type, v, fields, body FROM room.event_bodies"
         " WHERE log_id = %s AND seq > %s ORDER BY seq")


@dataclass
class _Table:
    """One table's part of the log: its events, its hands and the fold kept so far."""

    events: list[StoredEvent] = field(default_factory=list)
    hands: dict[int, tuple[int, int | None]] = field(default_factory=dict)  # number: [from, to)
    open_hand: int | None = None
    folded: TableSession | None = None
    folded_to: int = 0  # events[:folded_to] are in ``folded``

    def add(self, seq: int, name: str, at_ms: int, event: Event) -> None:
        """Index ``event`` as storage/indexer.py does: a hand runs from its start through its
        end, or up to the next hand's start when it was interrupted."""
        at = len(self.events)
        number_field = HAND_STARTS.get(event.type)
        if number_field is not None:
            self._close(at)
            self.open_hand = int(event.to_dict()[number_field])
            self.hands[self.open_hand] = (at, None)
        hand = None if event.type in SETUP_TYPES else self.open_hand
        self.events.append(StoredEvent(seq, name, hand, at_ms, event))
        if event.type in HAND_ENDS:
            self._close(at + 1)

    def _close(self, end: int) -> None:
        if self.open_hand is not None:
            start, _ = self.hands[self.open_hand]
            self.hands[self.open_hand] = (start, end)
            self.open_hand = None


class TableHistory:
    """The room's copy of log ``log_id`` as read so far; thread-safe (the station reads it off
    the screen's thread)."""

    def __init__(self, log_id: int) -> None:
        self.log_id = log_id
        self.read_to = 0  # the last seq read from the room
        self._tables: dict[str, _Table] = {}
        self._kinds: dict[tuple[str, int, str], Kind] = {}
        self._lock = threading.RLock()

    def extend(self, conn: psycopg.Connection[tuple[object, ...]]) -> int:
        """Read the rows the room has added since the last read; returns how many (the log's
        own records included: they are read past, not kept)."""
        with self._lock:
            rows = conn.execute(_ROWS, (self.log_id, self.read_to)).fetchall()
            for seq, name, at, kind_type, v, fields, body in rows:
                if kind_type in ANCHOR_TYPES or name == ledger.LOG_TABLE:
                    continue  # the log's bookkeeping (signed heads, staff, audit), not play
                key = (str(kind_type), int(str(v)), str(fields))
                kind = self._kinds.get(key)
                if kind is None:
                    kind = self._kinds[key] = Kind.make(0, *key)
                event = join_event(kind, str(body))
                self._tables.setdefault(str(name), _Table()).add(
                    int(str(seq)), str(name), int(str(at)), event)
            if rows:
                self.read_to = int(str(rows[-1][0]))
            return len(rows)

    def table_events(self, table: str) -> Iterator[Event]:
        """Every event of ``table`` read so far, in log order."""
        with self._lock:
            found = self._tables.get(table)
            events = list(found.events) if found else []
        for stored in events:
            yield stored.event

    def hand_events(self, table: str, hand: int) -> list[StoredEvent]:
        """One hand's events (the latest hand with that number), as the table's store gives
        them for a replay."""
        with self._lock:
            found = self._tables.get(table)
            if found is None or hand not in found.hands:
                return []
            start, end = found.hands[hand]
            return found.events[start:end]

    def before_hand(self, table: str, hand: int, config: GameConfig) -> TableSession:
        """The table as the engine folds its log up to the start of ``hand`` (a copy of its
        own). The fold is kept: the next call for a later hand folds only what came between;
        an earlier hand is folded from the start, leaving the kept fold as it is."""
        with self._lock:
            found = self._tables.get(table)
            if found is None or hand not in found.hands:
                raise LookupError(f"hand {hand} is not in the log of table {table}")
            start = found.hands[hand][0]
            if found.folded is None or found.folded_to > start:
                session = TableSession(config)
                session.commit(s.event for s in found.events[:start])
                if found.folded is not None:
                    return session
                found.folded = session
            else:
                found.folded.commit(s.event for s in found.events[found.folded_to:start])
            found.folded_to = start
            return TableSession(config, found.folded.table.copy())
