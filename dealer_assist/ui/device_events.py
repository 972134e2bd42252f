"""What the device lights and the controllers make of a device event, the same at every table:
a card goes to the table's ``card_read``, a status or fault changes the light (and a fault warns
the dealer that a card may have been missed), a badge goes to sign-in. One place, so the flop,
stud and banked controllers cannot drift apart."""

from __future__ import annotations

from typing import Any, Protocol

from dealer_assist.cards import Card
from dealer_assist.devices.events import BadgeRead, CardRead, DeviceFault, DeviceStatus
from dealer_assist.devices.names import device_name
from dealer_assist.ui.i18n import render, tr


class DeviceTable(Protocol):
    """A controller with device lights: the state per device and the Qt signals it emits."""

    devices: dict[str, tuple[str, str]]  # device name -> (status, detail)
    device_changed: Any  # Signal(str, str, str)
    refused: Any  # Signal(str)
    badge_read: Any  # Signal(str)

    def card_read(self, card: Card | None) -> Any: ...


def route_device_event(table: DeviceTable, event: object) -> None:
    """Handle one device event on the GUI thread (queued there by :mod:`.bridge`)."""
    if isinstance(event, CardRead):
        if table.devices.get(event.device, ("",))[0] != "connected":  # reading well (again)
            set_light(table, event.device, "connected", tr("a valid card frame arrived"))
        table.card_read(event.card)
    elif isinstance(event, DeviceStatus):
        if event.status != "heartbeat":
            set_light(table, event.device, event.status, event.detail)
    elif isinstance(event, DeviceFault):
        set_light(table, event.device, "fault", event.reason)
        # the device's own reason is a technician's detail (frame, checksum): kept, last
        table.refused.emit(tr("{device} sent something that could not be read. A card pulled "
                              "just now may not have been read: check the cards on screen "
                              "against the table. (For the technician: {reason})").format(
                                  device=render(device_name(event.device)),
                                  reason=event.reason))
    elif isinstance(event, BadgeRead):
        table.badge_read.emit(event.badge_id)


def set_light(table: DeviceTable, name: str, status: str, detail: str) -> None:
    """Record a device's status; repaint its light only when it changed."""
    if table.devices.get(name) != (status, detail):
        table.devices[name] = (status, detail)
        table.device_changed.emit(name, status, detail)


class DeviceRoute:
    """The table a bridge's device events go to: the one on screen. A flop table that opens a
    banked table from its set-up panel moves its devices (a real shoe, the badge reader) there
    and back with :meth:`move_to`; the lights move with them, so the table shown always says what
    the devices last reported. The routing itself stays :func:`route_device_event`."""

    def __init__(self, table: DeviceTable) -> None:
        self.table = table

    def deliver(self, event: object) -> None:
        """The bridge's slot (on the GUI thread): the event goes to the table shown now."""
        route_device_event(self.table, event)

    def move_to(self, table: DeviceTable) -> None:
        for name, (status, detail) in sorted(self.table.devices.items()):
            set_light(table, name, status, detail)
        self.table = table
