"""The demo's badge reader: a simulated RFID badge reader on a pty, read by the real device
stack, so a floor badge travels the same way a real one does (reader thread -> codec ->
:class:`DeviceBridge` -> controller). The demo floorperson's badge is presented by a button that
exists only in demo mode."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from dealer_assist.devices.manager import DeviceManager
from dealer_assist.devices.sim.script import Step
from dealer_assist.devices.sim.simulator import Simulator
from dealer_assist.devices.spec import DeviceSpec
from dealer_assist.ui.bridge import DeviceBridge

DEMO_FLOOR_BADGE: Final = "00F00D0001"  # 10 hex digits, as a 125 kHz badge reader reports
DEMO_FLOOR_NAME: Final = "Demo Floor"
DEMO_FLOOR_PIN: Final = "2468"  # demo only, written in the user guide
DEMO_SUPERVISOR_BADGE: Final = "00F00D0002"
DEMO_SUPERVISOR_NAME: Final = "Demo Supervisor"
DEMO_SUPERVISOR_PIN: Final = "1357"
DEMO_ADMIN_BADGE: Final = "00F00D0003"
DEMO_ADMIN_NAME: Final = "Demo Admin"
DEMO_ADMIN_PIN: Final = "8642"
DEMO_NEW_BADGE: Final = "00F00D0100"  # a blank badge the demo hands a new staff member


class DemoBadgeReader:
    def __init__(self, bridge: DeviceBridge, name: str = "badge-1") -> None:
        self.sim = Simulator("rfid", codec="rfid-ascii", name="demo-badge").open()
        self.manager = DeviceManager(bridge.deliver)
        self.manager.add(DeviceSpec(name, str(self.sim.path), self.sim.codec, silence_after=None))

    def present(self, badge: str = DEMO_FLOOR_BADGE) -> None:
        self.sim.run_step(Step("badge", badge))

    def close(self) -> None:
        self.manager.close()
        self.sim.close()


def badge_action(present: Callable[[str], None] | None, badge: str) -> Callable[[], None] | None:
    """The demo's "present this badge" button action, or None outside the demo."""
    if present is None:
        return None
    return lambda: present(badge)
