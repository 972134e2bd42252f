"""`dealer-assist devices ...` as a technician runs it: real processes, real pseudo-terminals."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from dealer_assist.cards import parse_card
from dealer_assist.devices.capture import decode_capture
from dealer_assist.devices.sim import Simulator

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "hardware" / "scripts" / "shoe-faults.txt"


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "dealer_assist", "devices", *args]


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.wait(5)
        for stream in (proc.stdout, proc.stderr):
            if stream:
                stream.close()


def spawn(processes: list[subprocess.Popen[str]], *args: str) -> subprocess.Popen[str]:
    proc = subprocess.Popen(cli(*args), cwd=REPO, text=True, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    processes.append(proc)
    return proc


def read_line(proc: subprocess.Popen[str], timeout: float = 10.0) -> str:
    assert proc.stdout is not None
    ready, _, _ = select.select([proc.stdout], [], [], timeout)
    assert ready, f"no output within {timeout} s"
    return proc.stdout.readline().strip()


def test_cli_simulate_then_monitor_shows_the_deal_as_json(
        processes: list[subprocess.Popen[str]]) -> None:
    sim = spawn(processes, "simulate", "shoe", "--seed", "1", "--count", "20", "--interval", "0",
                "--heartbeat", "0")
    path = read_line(sim)
    assert Path(path).exists()
    monitor = subprocess.run(cli("monitor", path, "--codec", "framed-shoe", "--baud", "115200",
                                 "--count", "21"), cwd=REPO, text=True, capture_output=True,
                             timeout=30)
    assert monitor.returncode == 0, monitor.stderr
    events = [json.loads(line) for line in monitor.stdout.splitlines()]
    assert events[0]["kind"] == "status" and events[0]["status"] == "connected"
    expected = [s.arg for s in Simulator("shoe", seed=1, count=20).steps() if s.op == "card"]
    assert [e["card"] for e in events[1:]] == expected
    assert sim.wait(10) == 0
    assert not Path(path).exists()


def test_cli_monitor_exits_zero_on_interrupt(processes: list[subprocess.Popen[str]],
                                             simulator: Callable[..., Simulator]) -> None:
    sim = simulator("barcode")
    monitor = spawn(processes, "monitor", str(sim.path), "--codec", "barcode")
    assert json.loads(read_line(monitor))["status"] == "connected"
    sim.send_card(parse_card("9h"))
    sim.send(b"]C0EMP0042\r\n")
    assert json.loads(read_line(monitor))["card"] == "9h"
    assert json.loads(read_line(monitor))["badge"] == "0042"
    monitor.send_signal(signal.SIGINT)
    assert monitor.wait(10) == 0


def test_cli_simulate_script_with_faults_is_decoded(
        processes: list[subprocess.Popen[str]]) -> None:
    sim = spawn(processes, "simulate", "shoe", "--script", str(SCRIPT))
    path = read_line(sim)
    monitor = spawn(processes, "monitor", path, "--codec", "framed-shoe", "--baud", "115200",
                    "--silence", "0.3")
    kinds = []
    while sim.poll() is None or len(kinds) < 25:
        try:
            line = read_line(monitor, 3.0)
        except AssertionError:
            break
        event = json.loads(line)
        kinds.append(event.get("card") or event.get("status") or event["reason"].split(":")[0])
        if event.get("status") == "cut_card":
            break
    monitor.send_signal(signal.SIGINT)
    assert monitor.wait(10) == 0
    cards = [k for k in kinds if len(k) == 2 and k[0] in "23456789TJQKA"]
    assert cards == ["As", "Kd", "Qh", "Jc", "Jc", "2c", "3d"]
    for expected in ("ready", "bytes outside a frame", "bad checksum", "lid_open", "lid_closed",
                     "silent", "resumed", "disconnected", "cut_card"):
        assert expected in kinds


def test_cli_simulate_exits_zero_on_interrupt_and_removes_its_port(
        processes: list[subprocess.Popen[str]]) -> None:
    sim = spawn(processes, "simulate", "rfid")
    path = read_line(sim)
    assert os.path.islink(path)
    sim.send_signal(signal.SIGINT)
    assert sim.wait(10) == 0
    assert not os.path.exists(path)


def test_cli_list_runs_without_hardware() -> None:
    result = subprocess.run(cli("list", "--json"), cwd=REPO, text=True, capture_output=True,
                            timeout=30)
    assert result.returncode == 0, result.stderr
    for line in result.stdout.splitlines():
        assert {"port", "usb", "model"} <= set(json.loads(line))


@pytest.mark.parametrize(("args", "message"), [
    (["monitor"], "the following arguments are required: port"),
    (["monitor", "/dev/null"], "give --codec"),
    (["monitor", "/dev/null", "--codec", "morse"], "invalid choice: 'morse'"),
    (["monitor", "/dev/null", "--codec", "line-shoe", "--baud", "-5"], "'-5' must be a positive"),
    (["monitor", "/dev/null", "--codec", "barcode", "--option", "colour=red"],
     "has no option 'colour'"),
    (["monitor", "/dev/null", "--model", "nope"], "no device model 'nope'"),
    (["simulate", "toaster"], "invalid choice: 'toaster'"),
    (["simulate", "shoe", "--faults", "explode"], "unknown fault 'explode'"),
    (["simulate", "shoe", "--script", "/no/such/script"], "No such file"),
    (["simulate", "shoe", "--codec", "morse"], "no simulator speaks codec 'morse'"),
    ([], "the following arguments are required: ACTION"),
])
def test_cli_bad_arguments_exit_2_naming_the_problem(args: list[str], message: str) -> None:
    result = subprocess.run(cli(*args), cwd=REPO, text=True, capture_output=True, timeout=30)
    assert result.returncode == 2
    assert message in result.stderr


def test_cli_monitor_uses_a_device_model(processes: list[subprocess.Popen[str]],
                                         simulator: Callable[..., Simulator]) -> None:
    sim = simulator("rfid", codec="rfid-ascii")
    monitor = spawn(processes, "monitor", str(sim.path), "--model", "rfid-badge-ch340",
                    "--name", "badge-1")
    first = json.loads(read_line(monitor))
    assert (first["device"], first["status"]) == ("badge-1", "connected")
    sim.send(b"\x020F00A1B2C3DF\x03\r\n")
    assert json.loads(read_line(monitor))["badge"] == "0F00A1B2C3"
    monitor.send_signal(signal.SIGINT)
    assert monitor.wait(10) == 0


def test_cli_simulate_refuses_to_replace_a_file_with_its_link(tmp_path: Path) -> None:
    victim = tmp_path / "precious.txt"
    victim.write_text("keep me")
    result = subprocess.run(cli("simulate", "shoe", "--link", str(victim)), cwd=REPO, text=True,
                            capture_output=True, timeout=30)
    assert result.returncode == 2
    assert "exists and is not a link" in result.stderr
    assert victim.read_text() == "keep me"


def test_cli_monitor_capture_replays_to_the_same_events(
        processes: list[subprocess.Popen[str]], simulator: Callable[..., Simulator],
        tmp_path: Path) -> None:
    sim = simulator("shoe")
    capture = tmp_path / "shoe.capture"
    monitor = spawn(processes, "monitor", str(sim.path), "--codec", "framed-shoe", "--capture",
                    str(capture))
    assert json.loads(read_line(monitor))["status"] == "connected"
    sim.send_card(parse_card("As"), split=True)
    sim.send(b"junk")
    sim.send_card(parse_card("Kd"))
    printed = [json.loads(read_line(monitor)) for _ in range(3)]
    monitor.send_signal(signal.SIGINT)
    assert monitor.wait(10) == 0
    replayed = [e.to_json() for e in decode_capture(capture, "framed-shoe", "monitor")]
    assert [{**e, "at": 0} for e in replayed] == [{**e, "at": 0} for e in printed]
    assert [e["kind"] for e in printed] == ["card", "fault", "card"]
