"""The demo's badge reader: a simulated RFID badge reader on a pty, read by the real device
stack, so a floor badge travels the same way a real one does (reader thread -> codec -> the
``deliver`` callback: the app's device bridge -> controller). The demo floorperson's badge is
presented by a button that exists only in demo mode. No Qt here: the bridge is the app's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from dealer_assist.devices.manager import DeviceManager
from dealer_assist.devices.reader import Sink
from dealer_assist.devices.sim.script import Step
from dealer_assist.devices.sim.simulator import Simulator
from dealer_assist.devices.spec import DeviceSpec

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
DEMO_SPARE_BADGE: Final = "00F00D0101"  # a blank badge the demo gives for a lost one
DEMO_PIN_HASHES: Final = {
    # The demo PINs' salted hashes, made once with ``hash_pin``: the PINs are public (user
    # guide), and three scrypt hashes cost a fifth of the demo's cold start. Real staff PINs are
    # always hashed with a fresh salt.
    DEMO_FLOOR_PIN: "scrypt$16384$8$1$8797634213b5d43702936bd4ea34b02a$58f9734443c3cf359916596ced"
                    "92f907f0acc947ef19cffdb951e15c6f830a24870f021324f06ed27d99339dcba85af5da713e"
                    "fe05d5a70b919402b73d1869b0",
    DEMO_SUPERVISOR_PIN: "scrypt$16384$8$1$564bf84797114da33cc369113c1526b5$36c029c8a6dc1dfc22c6"
                         "20aa2fcc72ea46b488079aa846433da62d35f540092d34192de57a3b2a635de84ad0ee4"
                         "1d6a761a5352cbcce67616ef61febf92e4505",
    DEMO_ADMIN_PIN: "scrypt$16384$8$1$9bfcdb267c3f4804f37a1c08bbea3e5f$e40faf6b578fdec29eb77a4e84"
                    "c4291ea44ddd3c3f233e7817b9c78c1b900d79064c269135e4552cf28b792e35d33512080d29"
                    "868b2b0272e9485ae27b598896",
}


class DemoBadgeReader:
    """A pty badge reader whose reads go to ``deliver`` (the device bridge's, in the app)."""

    def __init__(self, deliver: Sink, name: str = "badge-1") -> None:
        self.sim = Simulator("rfid", codec="rfid-ascii", name="demo-badge").open()
        self.manager = DeviceManager(deliver)
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
