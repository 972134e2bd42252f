"""The kiosk service (issue 21): systemd's notify protocol and watchdog heartbeat from the UI's
event loop, and the unit file's hardening as `systemd-analyze security` rates it."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealer_assist import service_notify

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "installer" / "linux" / "dealer-assist.service"


@pytest.fixture
def notify_socket(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[socket.socket]:
    """A listening datagram socket standing where systemd's would."""
    path = tmp_path / "notify"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    listener.bind(str(path))
    listener.settimeout(5)
    monkeypatch.setenv("NOTIFY_SOCKET", str(path))
    yield listener
    listener.close()


def test_notify_does_nothing_outside_systemd(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NOTIFY_SOCKET", raising=False)
    assert service_notify.notify("READY=1") is False


def test_notify_sends_one_datagram(notify_socket: socket.socket) -> None:
    assert service_notify.notify("READY=1") is True
    assert notify_socket.recv(64) == b"READY=1"


def test_a_listener_that_does_not_read_never_blocks_the_screen(
        notify_socket: socket.socket) -> None:
    """A stuck service manager: its socket's queue fills; the next beat is dropped, not waited
    on (the UI thread sends the heartbeats)."""
    sent = [service_notify.notify("WATCHDOG=1") for _ in range(5000)]
    assert sent[0] is True and sent[-1] is False


def test_a_gone_socket_does_not_take_the_table_down(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NOTIFY_SOCKET", str(tmp_path / "nobody-listens"))
    assert service_notify.notify("WATCHDOG=1") is False


@pytest.mark.parametrize(("usec", "pid", "expected"), [
    ("20000000", None, 10_000), ("20000000", "self", 10_000), ("20000000", "1", None),
    ("", None, None), ("0", None, None), ("x", None, None),
])
def test_the_heartbeat_is_half_the_watchdog(monkeypatch: pytest.MonkeyPatch, usec: str,
                                            pid: str | None, expected: int | None) -> None:
    monkeypatch.setenv("WATCHDOG_USEC", usec)
    if pid is None:
        monkeypatch.delenv("WATCHDOG_PID", raising=False)
    else:
        monkeypatch.setenv("WATCHDOG_PID", str(os.getpid()) if pid == "self" else pid)
    assert service_notify.watchdog_interval_ms() == expected


def test_the_running_app_says_ready_then_beats_from_its_event_loop(
        notify_socket: socket.socket, tmp_path: Path) -> None:
    """The demo started as systemd would start the table (its own process, NOTIFY_SOCKET and
    WATCHDOG_USEC set): READY when the window is up, WATCHDOG from the event loop, STOPPING."""
    env = {**os.environ, "WATCHDOG_USEC": "100000", "QT_QPA_PLATFORM": "offscreen",
           "DEALER_ASSIST_HOME": str(tmp_path)}  # a beat every 50 ms
    env.pop("WATCHDOG_PID", None)
    seen: list[str] = []

    def listen() -> None:  # as systemd does: read each notification as it comes
        notify_socket.settimeout(30)
        while not seen or seen[-1] != "STOPPING=1":
            seen.append(notify_socket.recv(64).decode())

    listener = threading.Thread(target=listen, daemon=True)
    listener.start()
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "demo", "--quit-after", "1.5"],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    listener.join(10)
    assert seen[0] == "READY=1" and seen[-1] == "STOPPING=1"
    assert seen.count("WATCHDOG=1") >= 3


def test_the_unit_file_is_rated_ok_by_systemd_analyze_security() -> None:
    """`systemd-analyze security` offline on the shipped unit: 4.0 or less ("OK")."""
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.fail("systemd-analyze is needed (Debian package systemd)")
    result = subprocess.run([analyze, "security", "--offline=true", str(UNIT)],
                            capture_output=True, text=True, timeout=60, check=False)
    line = next(x for x in result.stdout.splitlines() if "Overall exposure level" in x)
    score = float(line.split(":")[1].split()[0])
    assert score <= 4.0, result.stdout


def test_the_unit_file_has_a_watchdog_and_reads_the_pcs_settings() -> None:
    text = UNIT.read_text(encoding="utf-8")
    assert "Type=notify" in text and "WatchdogSec=" in text and "NotifyAccess=main" in text
    # no --table or --db on the command line: they come from the PC's settings file
    exec_start = next(x for x in text.splitlines() if x.startswith("ExecStart="))
    assert "--table" not in exec_start and "--db" not in exec_start
