"""Helpers shared by the device tests: attach a simulator, wait for events."""

from __future__ import annotations

import queue
import time

import pytest

from dealer_assist.devices import Backoff, DeviceEvent, DeviceManager, DeviceSpec, DeviceStatus
from dealer_assist.devices.sim import Simulator

FAST_BACKOFF = Backoff(first=0.01, factor=2.0, limit=0.05)


def attach(manager: DeviceManager, sim: Simulator, *, baudrate: int = 115200,
           silence_after: float | None = None, name: str = "dev-1") -> DeviceSpec:
    """Read ``sim`` through the manager and wait until the port is open."""
    spec = DeviceSpec(name, str(sim.path), sim.codec, baudrate, silence_after=silence_after)
    sim.reader_ready = manager.add(spec).connected.is_set
    wait_status(manager.events, "connected")
    return spec


def next_event(events: queue.Queue[DeviceEvent], timeout: float = 2.0) -> DeviceEvent:
    try:
        return events.get(timeout=timeout)
    except queue.Empty:
        pytest.fail(f"no device event within {timeout} s")


def wait_status(events: queue.Queue[DeviceEvent], status: str,
                timeout: float = 3.0) -> list[DeviceEvent]:
    """Events up to and including the first status ``status``."""
    seen: list[DeviceEvent] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        event = next_event(events, max(0.01, deadline - time.monotonic()))
        seen.append(event)
        if isinstance(event, DeviceStatus) and event.status == status:
            return seen
    pytest.fail(f"no {status!r} status within {timeout} s; saw {seen[-5:]}")
