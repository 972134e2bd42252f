"""`dealer-assist demo --screenshots DIR` writes every screen as a PNG and exits 0;
`dealer-assist demo --quit-after` starts the real demo (pty shoe, temporary log) and stops."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from dealer_assist.cli import main


def test_screenshots_command_writes_every_screen(qtbot: QtBot, tmp_path: Path) -> None:
    assert main(["demo", "--screenshots", str(tmp_path)]) == 0
    shots = sorted(tmp_path.glob("*.png"))
    names = [p.stem for p in shots]
    assert len(shots) >= 12
    for wanted in ("01-dealer-between-hands", "03-dealer-preflop-action",
                   "05-dealer-refusal-banner", "08-floor-panel", "12-number-pad-no-limit",
                   "19a-supervisor-export-dates", "19b-supervisor-charts",
                   "19bb-supervisor-charts-dates", "27-banked-htp-three-card-poker",
                   "28-banked-two-card-poker", "29-banked-florida-holdem", "30-banked-pai-gow",
                   "31-banked-hot-action-blackjack-ledger", "32-banked-backline-bettor",
                   "34-banked-floor-ruling-sign-in", "35-banked-pai-gow-joker-key"):
        assert wanted in names
    for path in shots:
        image = QImage(str(path))
        assert not image.isNull()
        if "x" not in path.stem.rsplit("-", 1)[-1]:
            assert (image.width(), image.height()) == (1280, 800), path.name


def test_screenshots_demo_starts_and_quits_by_itself(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "demo", "--quit-after", "1.5"],
                          env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
