"""Fixtures for device tests: real pseudo-terminal simulators and managers that always shut down."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from device_helpers import FAST_BACKOFF

from dealer_assist.devices import DeviceManager
from dealer_assist.devices.sim import Simulator


@pytest.fixture(autouse=True)
def no_leftover_threads() -> Iterator[None]:
    """Every reader and simulator thread a test starts must be gone when it ends."""
    before = set(threading.enumerate())
    yield
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline:
        left = [t for t in threading.enumerate() if t not in before
                and t.name.startswith(("device-", "sim-"))]
        if not left:
            return
        time.sleep(0.01)
    pytest.fail(f"threads left running: {left}")


@pytest.fixture
def simulator() -> Iterator[Callable[..., Simulator]]:
    """Factory for plugged-in simulators; all are closed (pty and folder removed) afterwards."""
    made: list[Simulator] = []

    def make(kind: str = "shoe", **options: Any) -> Simulator:
        options.setdefault("interval", 0)
        options.setdefault("heartbeat", None)
        sim = Simulator(kind, **options).open()
        made.append(sim)
        return sim

    yield make
    for sim in made:
        sim.close()


@pytest.fixture
def manager() -> Iterator[DeviceManager]:
    with DeviceManager(backoff=FAST_BACKOFF) as devices:
        yield devices
    assert not devices.specs()
