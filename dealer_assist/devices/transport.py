"""Serial transport on pyserial: real ports and URLs (``loop://``, ``socket://``, ``rfc2217://``).

Kept apart from decoding so codecs never see pyserial, and apart from reconnection so the
reader decides what a failure means. Ports are opened exclusively where the platform supports
it: two programs reading one shoe would each miss cards.
"""

from __future__ import annotations

import contextlib
from typing import Any

import serial

from dealer_assist.devices.spec import DeviceSpec

TransportError = serial.SerialException


class Transport:
    """An open port that returns whatever bytes have arrived, waiting at most ``timeout``."""

    def __init__(self, port: Any) -> None:
        self._port = port

    @classmethod
    def open(cls, spec: DeviceSpec, timeout: float = 0.1) -> Transport:
        """Open ``spec.url``; raise :data:`TransportError` (or ``OSError``) if it is not there."""
        line = spec.line
        port = serial.serial_for_url(
            spec.url, do_not_open=True, baudrate=spec.baudrate, bytesize=line.bytesize,
            parity=line.parity, stopbits=line.stopbits, timeout=timeout)
        if spec.exclusive:
            port.exclusive = True
        port.open()
        return cls(port)

    def read(self) -> bytes:
        """Block for the first byte (up to the timeout), then take everything already waiting."""
        data: bytes = self._port.read(1)
        if data:
            waiting = self._port.in_waiting
            if waiting:
                data += self._port.read(waiting)
        return data

    def write(self, data: bytes) -> None:
        self._port.write(data)

    def cancel(self) -> None:
        """Wake a blocked read so shutdown does not wait for the timeout (best effort)."""
        cancel = getattr(self._port, "cancel_read", None)
        if cancel is not None:
            with contextlib.suppress(OSError, serial.SerialException):
                cancel()

    def close(self) -> None:
        with contextlib.suppress(OSError, serial.SerialException):
            self._port.close()
