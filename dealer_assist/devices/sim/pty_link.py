"""A pseudo-terminal that stands in for a serial device, at a path that survives replugging.

A pty's slave path changes every time one is opened, so the simulator publishes a symlink in its
own folder and re-points it on replug: the reader reopens that path exactly as it would reopen
``/dev/serial/by-id/...`` after a real unplug. Unplug closes the master, which the reader sees
as a read error, like a USB adapter pulled out. The link does not keep the slave end open
itself, so it can tell when a reader has opened the port (the master stops reporting a hang-up).
POSIX only; the module still imports on Windows so that ``devices list`` and ``monitor`` work there.
"""

from __future__ import annotations

import os
import select
import shutil
import struct
import sys
import tempfile
import threading
import time
from pathlib import Path

if sys.platform != "win32":
    import fcntl
    import termios
    import tty

PUSH_DELAY = 0.02


class LinkDown(OSError):
    """Written to a link that is unplugged or closed."""


class PtyLink:
    """The device end of a simulated serial line. Use :attr:`path` as the port to open."""

    def __init__(self, directory: Path | None = None, name: str = "ttySIM0") -> None:
        if not hasattr(os, "openpty"):
            raise OSError("simulated devices need POSIX pseudo-terminals (Linux or macOS)")
        self._own_dir = directory is None
        self.directory = Path(tempfile.mkdtemp(prefix="dealer-assist-sim-")) if directory is None \
            else directory
        self.path = self.directory / name
        if self.path.exists() and not self.path.is_symlink():
            raise OSError(f"{self.path} exists and is not a link; choose another path")
        self._master: int | None = None
        self._slave_name: str | None = None
        self._lock = threading.Lock()
        self.baudrate = 9600

    @property
    def plugged(self) -> bool:
        return self._master is not None

    @property
    def slave_name(self) -> str | None:
        """The real ``/dev/pts/N`` behind :attr:`path` while plugged."""
        return self._slave_name

    @property
    def attached(self) -> bool:
        """True while some reader has the port open."""
        with self._lock:
            if self._master is None:
                return False
            poller = select.poll()
            poller.register(self._master, select.POLLOUT)
            return not any(mask & select.POLLHUP for _, mask in poller.poll(0))

    def plug(self) -> None:
        """Open a fresh pty in raw mode and point :attr:`path` at it."""
        with self._lock:
            if self._master is not None:
                return
            master, slave = os.openpty()
            try:
                tty.setraw(slave)  # no echo, no line editing: bytes pass untouched
                self._set_speed(slave, self.baudrate)
                self._slave_name = os.ttyname(slave)
            finally:
                os.close(slave)
            os.set_blocking(master, False)
            self._master = master
            temp = self.path.with_name(self.path.name + ".new")
            temp.unlink(missing_ok=True)
            os.symlink(self._slave_name, temp)
            os.replace(temp, self.path)

    def unplug(self) -> None:
        """Remove the path and close the pty: the reader's next read fails."""
        with self._lock:
            self.path.unlink(missing_ok=True)
            if self._master is not None:
                os.close(self._master)
            self._master = self._slave_name = None

    def drain(self, timeout: float = 1.0) -> bool:
        """Wait until a reader has taken every byte written (a pty loses unread bytes on unplug).

        The kernel moves written bytes to the reader's queue a moment later, so an empty queue
        right after a write proves nothing: give it :data:`PUSH_DELAY` first.
        """
        deadline = time.monotonic() + timeout
        time.sleep(PUSH_DELAY)
        while self.attached and self.pending() and time.monotonic() < deadline:
            time.sleep(0.002)
        return not self.pending()

    def pending(self) -> int:
        """Bytes written but not yet read by the other end."""
        with self._lock:
            if self._slave_name is None:
                return 0
            slave = os.open(self._slave_name, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
            try:
                raw = fcntl.ioctl(slave, termios.TIOCINQ, b"\0\0\0\0")
            finally:
                os.close(slave)
        count: int = struct.unpack("i", raw)[0]
        return count

    def set_baud(self, baudrate: int) -> None:
        """Set the line speed in termios (a pty does not pace bytes; see docs/devices.md)."""
        with self._lock:
            self.baudrate = baudrate
            if self._slave_name is not None:
                slave = os.open(self._slave_name, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
                try:
                    self._set_speed(slave, baudrate)
                finally:
                    os.close(slave)

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

    @staticmethod
    def _set_speed(slave: int, baudrate: int) -> None:
        speed = getattr(termios, f"B{baudrate}", None)
        if speed is None:
            raise ValueError(f"unsupported simulated baud rate {baudrate}")
        attrs = termios.tcgetattr(slave)
        attrs[4] = attrs[5] = speed
        termios.tcsetattr(slave, termios.TCSANOW, attrs)
