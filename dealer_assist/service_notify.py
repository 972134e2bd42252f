"""systemd's notify protocol, for the kiosk service's watchdog (``Type=notify``, ``WatchdogSec``).

The app says READY once its window is up, then WATCHDOG from a timer on the UI's own event loop:
if that loop hangs (a dead driver call, a deadlock), the heartbeats stop and systemd restarts the
app. Outside systemd (``NOTIFY_SOCKET`` unset) every call does nothing. The protocol is one
datagram on a Unix socket, so no library is needed for it (``sd_notify(3)``)."""

from __future__ import annotations

import os
import socket

from dealer_assist.diagnostics import logger

_LOG = logger("service")
_failing = False  # the first failure is logged, not each heartbeat after it


def notify(message: str) -> bool:
    """Send one notification (``READY=1``, ``WATCHDOG=1``, ``STOPPING=1``, ``STATUS=...``);
    False when not run by systemd or the socket is gone (never raises: a heartbeat that fails
    must not take the table down)."""
    address = os.environ.get("NOTIFY_SOCKET", "")
    if not address:
        return False
    if address.startswith("@"):  # an abstract socket: a leading NUL byte
        address = "\0" + address[1:]
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sock.setblocking(False)  # a busy or stuck listener must never freeze the screen
            sock.connect(address)
            sock.send(message.encode("utf-8"))
    except OSError as error:
        global _failing
        if not _failing:
            _LOG.warning("systemd notify %r failed: %s", message.split("=")[0], error)
        _failing = True
        return False
    _failing = False
    return True


def watchdog_interval_ms() -> int | None:
    """How often to send WATCHDOG=1 (half the service's ``WatchdogSec``), or None when systemd
    set no watchdog for this process."""
    usec = os.environ.get("WATCHDOG_USEC", "")
    pid = os.environ.get("WATCHDOG_PID", "")
    if not usec.isdigit() or int(usec) <= 0:
        return None
    if pid and pid != str(os.getpid()):  # the watchdog is meant for another process
        return None
    return max(int(usec) // 2000, 1)
