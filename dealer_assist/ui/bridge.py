"""Device reader threads -> the GUI thread, by a queued Qt signal (ARCHITECTURE "Threads").

The device manager calls :meth:`DeviceBridge.deliver` on a reader thread; emitting a signal is
thread-safe and the queued connection runs the slot later on the receiver's (GUI) thread, so the
reader never waits for the GUI and the GUI never blocks on a device.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

from dealer_assist.devices.events import DeviceEvent


class DeviceBridge(QObject):
    device_event = Signal(object)

    def deliver(self, event: DeviceEvent) -> None:
        """The device manager's sink: safe to call from any thread."""
        self.device_event.emit(event)

    def connect_to(self, slot: Callable[[object], None]) -> None:
        self.device_event.connect(slot, Qt.ConnectionType.QueuedConnection)
