"""Kill-and-recover rounds: a child appends a known script of events, the parent kills it.

Shared by the crash test (``test_crash.py``) and ``benchmarks/storage.py``. The child reports
each batch's row ids on a pipe only after ``append`` returned, i.e. after COMMIT: those are the
events the dealer would have seen accepted, and every one of them must survive SIGKILL.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import random
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path

from hand_samples import holdem_hand, table_setup, verify_chain

from dealer_assist.engine.events import Event, HandEnded, HandStarted
from dealer_assist.storage import EventStore

TABLE = "T7"


def script() -> Iterator[Event]:
    """The table's whole expected log: set-up, then hands 1, 2, ... (a ruling every 5th)."""
    yield from table_setup(TABLE)
    for number in itertools.count(1):
        yield from holdem_hand(number, ruling=number if number % 5 == 0 else None)


def child(db: str, pipe: Connection, seed: int) -> None:
    """Append the rest of the script in batches of 1-4 events until killed."""
    store = EventStore.open(db)
    pipe.send([])  # ready: opened (and recovered) the log
    done = store.event_count(TABLE)
    rest = itertools.islice(script(), done, None)
    rng = random.Random(seed)
    while True:
        batch = list(itertools.islice(rest, rng.randint(1, 4)))
        pipe.send(store.append(TABLE, batch))


@dataclass
class CrashRounds:
    """Runs rounds against one database and checks it after each kill."""

    db: Path
    seed: int = 0
    max_delay_s: float = 0.05
    reported: int = 0  # highest row id a child reported committed
    checked: int = 0  # the last row (seq) compared with the script so far
    seen: int = 0  # the table's events compared so far (the log's own records are not counted)
    rounds: int = 0
    lost: list[int] = field(default_factory=list)
    _expected: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._ctx = multiprocessing.get_context("forkserver")
        self._ctx.set_forkserver_preload(["dealer_assist.storage", "hand_samples"])
        self._rng = random.Random(self.seed)
        self._script = script()

    def round(self) -> None:
        """Start a child, kill it at a random moment, then check what the log kept."""
        receive, send = self._ctx.Pipe(duplex=False)
        proc = self._ctx.Process(target=child, args=(str(self.db), send, self._rng.random()))
        proc.start()
        send.close()
        ids: list[int] = []
        if self._rng.random() < 0.8:  # most kills land while appending, some while opening
            assert receive.poll(30), "the child did not open the log"
            ids.extend(receive.recv())
        time.sleep(self._rng.uniform(0.0, self.max_delay_s))
        assert proc.pid is not None
        with contextlib.suppress(ProcessLookupError):
            os.kill(proc.pid, signal.SIGKILL)
        proc.join()
        assert proc.exitcode == -signal.SIGKILL, f"the child failed by itself ({proc.exitcode})"
        try:
            while receive.poll():
                ids.extend(receive.recv())
        except (EOFError, OSError):
            pass
        receive.close()
        if ids:
            self.reported = max(self.reported, *ids)
        self.rounds += 1
        self.check(ids)

    def expected(self, upto: int) -> list[Event]:
        while len(self._expected) < upto:
            self._expected.append(next(self._script))
        return self._expected[:upto]

    def check(self, ids: list[int]) -> None:
        """Every reported id is there with the right event; recovery returns the open hand."""
        with EventStore.open(self.db) as store:
            head = store.head()[0]
            self.lost.extend(i for i in ids if i > head)
            assert head >= self.reported, f"reported row {self.reported} lost (head {head})"
            expected = self.expected(store.event_count(TABLE))
            for stored in store.events_after(TABLE, self.checked):
                assert stored.event == expected[self.seen], f"row {stored.seq} differs"
                self.seen += 1
            assert self.seen == len(expected)
            self.checked = head
            assert store.hand_in_progress(TABLE) == _open_hand(expected)

    def full_check(self) -> None:
        report = verify_chain(self.db)
        assert report.ok, report.message()
        with EventStore.open(self.db) as store:
            assert list(store.table_events(TABLE)) == self.expected(store.event_count(TABLE))


def _open_hand(events: list[Event]) -> tuple[int, list[Event]] | None:
    """What hand_in_progress must return for a log holding exactly ``events``."""
    start = next((i for i in range(len(events) - 1, -1, -1)
                  if isinstance(events[i], HandStarted)), None)
    if start is None or any(isinstance(e, HandEnded) for e in events[start:]):
        return None
    started = events[start]
    assert isinstance(started, HandStarted)
    return (started.hand, table_setup(TABLE) + events[start:])
