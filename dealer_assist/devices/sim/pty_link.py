"""A pseudo-terminal that stands in for a serial device, at a path that survives replugging.

A pty's slave path changes every time one is opened, so the simulator publishes a symlink in its
own folder and re-points it on replug: the reader reopens that path exactly as it would reopen
``/dev/serial/by-id/...`` after a real unplug. Unplug closes the master, which the reader sees
as a read error, like a USB adapter pulled out.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import termios
import threading
import time
import tty
from pathlib import Path

BAUD_CONSTANTS = {rate: getattr(termios, f"B{rate}") for rate in
                  (1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200, 230400)}


class LinkDown(OSError):
    """Written to a link that is unplugged or closed."""


class PtyLink:
    """The device end of a simulated serial line. Use :attr:`path` as the port to open."""

    def __init__(self, directory: Path | None = None, name: str = "ttySIM0") -> None:
        self._own_dir = directory is None
        self.directory = Path(tempfile.mkdtemp(prefix="dealer-assist-sim-")) if directory is None \
            else directory
        self.path = self.directory / name
        self._master: int | None = None
        self._slave: int | None = None
        self._lock = threading.Lock()
        self.baudrate = 9600

    @property
    def plugged(self) -> bool:
        return self._master is not None

    @property
    def slave_name(self) -> str | None:
        """The real ``/dev/pts/N`` behind :attr:`path` while plugged."""
        return os.ttyname(self._slave) if self._slave is not None else None

    def plug(self) -> None:
        """Open a fresh pty in raw mode and point :attr:`path` at it."""
        with self._lock:
            if self._master is not None:
                return
            master, slave = os.openpty()
            tty.setraw(slave)  # no echo, no line editing: bytes pass untouched
            os.set_blocking(master, False)
            self._master, self._slave = master, slave
            self._set_speed(self.baudrate)
            temp = self.path.with_name(self.path.name + ".new")
            temp.unlink(missing_ok=True)
            os.symlink(os.ttyname(slave), temp)
            os.replace(temp, self.path)

    def unplug(self) -> None:
        """Remove the path and close the pty: the reader's next read fails."""
        with self._lock:
            self.path.unlink(missing_ok=True)
            for fd in (self._master, self._slave):
                if fd is not None:
                    os.close(fd)
            self._master = self._slave = None

    def set_baud(self, baudrate: int) -> None:
        """Set the line speed in termios (a pty does not pace bytes; see docs/devices.md)."""
        with self._lock:
            self.baudrate = baudrate
            self._set_speed(baudrate)

    def write(self, data: bytes, timeout: float = 5.0) -> None:
        """Write all of ``data``; raise :class:`LinkDown` if unplugged or nobody drains it."""
        view = memoryview(data)
        deadline = time.monotonic() + timeout
        while view:
            with self._lock:
                if self._master is None:
                    raise LinkDown("the simulated device is unplugged")
                try:
                    view = view[os.write(self._master, view):]
                    continue
                except BlockingIOError:
                    pass
            if time.monotonic() > deadline:
                raise LinkDown("nobody is reading the simulated device")
            time.sleep(0.001)

    def close(self) -> None:
        """Unplug and remove the folder the link lives in (if the link made it)."""
        self.unplug()
        if self._own_dir:
            shutil.rmtree(self.directory, ignore_errors=True)

    def _set_speed(self, baudrate: int) -> None:
        if self._slave is None:
            return
        speed = BAUD_CONSTANTS.get(baudrate)
        if speed is None:
            raise ValueError(f"unsupported simulated baud rate {baudrate}")
        attrs = termios.tcgetattr(self._slave)
        attrs[4] = attrs[5] = speed
        termios.tcsetattr(self._slave, termios.TCSANOW, attrs)
