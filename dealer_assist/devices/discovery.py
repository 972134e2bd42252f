"""Discovery: which serial ports are present and which device model each one matches.

USB-serial adapters get a new ``/dev/ttyUSBn`` when replugged, so a port is opened by its
``/dev/serial/by-id`` link when there is one: the reader's reconnect then finds the same device.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from serial.tools import list_ports

from dealer_assist.devices.models import DeviceModel

BY_ID = Path("/dev/serial/by-id")


@dataclass(frozen=True)
class PortMatch:
    """A present port, its USB identity and the model it matches (None if none does)."""

    device: str
    vid: int | None
    pid: int | None
    serial_number: str | None
    description: str
    model: DeviceModel | None
    stable_path: str

    @property
    def usb_id(self) -> str:
        return "-" if self.vid is None else f"{self.vid:04X}:{self.pid or 0:04X}"


def scan(models: Sequence[DeviceModel], ports: Iterable[Any] | None = None) -> list[PortMatch]:
    """Match ``ports`` (default: ``serial.tools.list_ports.comports()``) against ``models``."""
    found = list_ports.comports() if ports is None else ports
    matches = []
    for port in found:
        vid, pid, serial_number = port.vid, port.pid, port.serial_number
        product = getattr(port, "product", None)
        model = next((m for m in models if m.matches(vid, pid, serial_number, product)), None)
        matches.append(PortMatch(port.device, vid, pid, serial_number,
                                 str(port.description or ""), model, stable_path(port.device)))
    return sorted(matches, key=lambda m: m.device)


def stable_path(device: str) -> str:
    """The ``/dev/serial/by-id`` link to ``device`` if one exists, else ``device`` itself."""
    try:
        links = list(BY_ID.iterdir())
    except OSError:
        return device
    target = os.path.realpath(device)
    for link in sorted(links):
        if os.path.realpath(link) == target:
            return str(link)
    return device
