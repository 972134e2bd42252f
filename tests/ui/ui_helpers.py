"""Touch helpers for the dealer-screen tests: find visible buttons by label and tap them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN
from dealer_assist.engine.session import demo_session
from dealer_assist.storage import EventStore
from dealer_assist.ui.views.supervisor_panel import SupervisorPanel


def buttons(root: QWidget) -> list[QPushButton]:
    return [b for b in root.findChildren(QPushButton) if b.isVisible()]


def label(button: QPushButton) -> str:
    """A button's words on one line (the action pad shows amounts on a second line)."""
    return button.text().replace("\n", " ")


def labels(root: QWidget) -> list[str]:
    return [label(b) for b in buttons(root)]


def play_out_by_folding(qtbot: QtBot, app: DealerApp) -> None:
    """One hand with no shoe: blinds, no straddle (when offered), cards by hand, everyone folds
    round to the big blind, pot pushed, hand ended."""
    window = app.window
    tap(qtbot, window, "Start hand...")
    tap(qtbot, window, "Blinds posted")
    if "No straddle" in labels(window.dealer.pad):
        tap(qtbot, window, "No straddle")
    tap(qtbot, window, "Cards dealt by hand")
    while app.session.hand.phase == "betting":
        tap(qtbot, window, "Fold")
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")


def sign_in_supervisor(qtbot: QtBot, app: DealerApp) -> SupervisorPanel:
    """Open the Supervisor panel and sign in: the demo supervisor's badge, the PIN by taps."""
    tap(qtbot, app.window, "Supervisor")
    panel = app.window.dealer.supervisor
    panel.login.badge_read(DEMO_SUPERVISOR_BADGE)
    for key in DEMO_SUPERVISOR_PIN:
        tap(qtbot, panel.login.pin, key)
    tap(qtbot, panel.login.pin, "OK")
    assert panel.member is not None
    return panel


def tap(qtbot: QtBot, root: QWidget, text: str) -> None:
    """Touch the one visible button whose label is ``text`` (or starts with it, given '...')."""
    if text.endswith("..."):
        found = [b for b in buttons(root) if label(b).startswith(text[:-3])]
    else:
        found = [b for b in buttons(root) if label(b) == text]
    assert len(found) == 1, f"no single button {text!r} among {labels(root)}"
    qtbot.mouseClick(found[0], Qt.MouseButton.LeftButton)


WAIT_MS = 15000  # two shared cores: cards go through a pty and a reader thread


def seated_log(log: Path) -> None:
    """A kept log with the demo's six players seated and one admin (``gui`` on a new log seats
    nobody and asks for the first supervisor)."""
    with EventStore.open(log) as store:
        store.append("T1", list(demo_session().table.history))
        store.add_staff("B-1", "Rosa", "admin")
