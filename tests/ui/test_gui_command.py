"""`dealer-assist gui`: staff registered from the command line (PIN hashed, audited), and the app
starting on a kept hand log and stopping by itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from dealer_assist.storage import EventStore
from dealer_assist.ui.staff_sign_in import verify_pin


def cli(*args: str, stdin: str = "", cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "dealer_assist", "gui", *args], input=stdin,
                          env=env, capture_output=True, text=True, timeout=120, cwd=cwd)


def test_gui_command_add_staff_then_start(tmp_path: Path) -> None:
    log = tmp_path / "log.sqlite"
    done = cli("--db", str(log), "--add-staff", "B-17", "Rosa", "floor", "--pin-stdin",
               stdin="246813\n", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    with EventStore.open(log) as store:
        member = store.staff("B-17")
        assert member is not None and member.role == "floor"
        assert verify_pin("246813", member.pin_hash) and "246813" not in (member.pin_hash or "")
        assert [e.action for e in store.audit_entries()] == ["staff_added"]
    bad = cli("--db", str(log), "--add-staff", "B-18", "Dan", "floor", "--pin-stdin",
              stdin="12\n", cwd=tmp_path)
    assert bad.returncode == 2 and "floor's PIN is 6 to 8 digits" in bad.stderr
    run = cli("--db", str(log), "--quit-after", "1", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr


def test_gui_command_supervisor_pin_at_least_six_digits(tmp_path: Path) -> None:
    """A supervisor's or admin's PIN opens more: 6 to 8 digits (a floorperson's 4 to 8)."""
    log = tmp_path / "log.sqlite"
    short = cli("--db", str(log), "--add-staff", "S-1", "Sam", "supervisor", "--pin-stdin",
                stdin="2468\n", cwd=tmp_path)
    assert short.returncode == 2 and "6 to 8 digits" in short.stderr
    done = cli("--db", str(log), "--add-staff", "S-1", "Sam", "supervisor", "--pin-stdin",
               stdin="246813\n", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
