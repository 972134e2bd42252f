"""Storage test fixtures: a fixed clock and small logs built from the sample hands."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # hand_samples, crash_worker for child processes

from hand_samples import TickingClock, holdem_hand, table_setup

from dealer_assist.storage import EventStore


@pytest.fixture
def clock() -> TickingClock:
    return TickingClock()


@pytest.fixture
def store(tmp_path: Path, clock: TickingClock) -> Iterator[EventStore]:
    with EventStore.open(tmp_path / "log.db", clock=clock) as opened:
        yield opened


@pytest.fixture
def small_log(tmp_path: Path, clock: TickingClock) -> Path:
    """Three finished hands at table T1, one with a ruling, appended in two batches each."""
    path = tmp_path / "small.db"
    with EventStore.open(path, clock=clock) as log:
        log.append("T1", table_setup("T1"))
        for number in (1, 2, 3):
            events = holdem_hand(number, ruling=1 if number == 2 else None)
            log.append("T1", events[:12])
            log.append("T1", events[12:])
    return path
