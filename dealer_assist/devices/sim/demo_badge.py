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
DEMO_FLOOR_PIN: Final = "246802"  # demo only, written in the user guide; floor PINs are 6+ digits
DEMO_SUPERVISOR_BADGE: Final = "00F00D0002"
DEMO_SUPERVISOR_NAME: Final = "Demo Supervisor"
DEMO_SUPERVISOR_PIN: Final = "135791"
DEMO_ADMIN_BADGE: Final = "00F00D0003"
DEMO_ADMIN_NAME: Final = "Demo Admin"
DEMO_ADMIN_PIN: Final = "864208"
DEMO_NEW_BADGE: Final = "00F00D0100"  # a blank badge the demo hands a new staff member
DEMO_SPARE_BADGE: Final = "00F00D0101"  # a blank badge the demo gives for a lost one
DEMO_PIN_HASHES: Final = {
    # The demo PINs' salted hashes, made once with ``hash_pin``: the PINs are public (user
    # guide), and three scrypt hashes cost a fifth of the demo's cold start. Real staff PINs are
    # always hashed with a fresh salt.
    DEMO_FLOOR_PIN: "scrypt$16384$8$1$f29c2bac617c2a05319839c72793d570$28eb4bedbc18d28a79390385014"
                    "bd9ed0b0fef01cba24a563da4ce2dcf3159be02ef0d2727d51ceddf6d5af3441969adf0660bc0"
                    "d85675ec0a51961bf44ffc5f",
    DEMO_SUPERVISOR_PIN: "scrypt$16384$8$1$05e6ce9b2877ce07f239c705ecd8fb31$7823cdb0fd880b7ffc6810"
                         "a231b07363641eef5da1b0a75c4473abc3d691f19989af8d10773357a754a821d7e15abb"
                         "3857a4d823246050f5e04c00f9c8e99d90",
    DEMO_ADMIN_PIN: "scrypt$16384$8$1$fb39eb247fbb8b254cc21a801303cf12$5d7a48ac393a6f09bfad8819fee"
                    "aa8d95736c5ead3e2aea37592d83ede729e41b506ed100fdf47ed4ab5695f2cc106acae29f679"
                    "b6af58d90f852373770c165d",
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
