"""Plug a simulated device into a running manager: what demo mode and tests of the app call."""

from __future__ import annotations

from typing import Any

from dealer_assist.devices.manager import DeviceManager
from dealer_assist.devices.sim.simulator import Simulator
from dealer_assist.devices.spec import DeviceSpec


def attach_simulator(manager: DeviceManager, kind: str = "shoe", *, name: str | None = None,
                     silence_after: float | None = 5.0, **options: Any) -> Simulator:
    """Start a :class:`Simulator` and read it through ``manager`` exactly like a real port.

    The caller closes the simulator after the manager (``manager.close(); sim.close()``).
    ``options`` go to :class:`Simulator` (seed, interval, faults, script, count ...).
    """
    sim = Simulator(kind, **options).open()
    try:
        reader = manager.add(DeviceSpec(name or f"{kind}-sim", str(sim.path), sim.codec, 115200,
                                        silence_after=silence_after))
    except Exception:
        sim.close()
        raise
    sim.reader_ready = reader.connected.is_set
    return sim.start()
