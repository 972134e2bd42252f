"""Supervisor panel: badge + PIN (supervisor role only), then an export and a log check on a
worker thread with progress, written to the real hand log's folder and audited."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import (
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_PIN,
    DEMO_SUPERVISOR_BADGE,
    DEMO_SUPERVISOR_PIN,
)


def sign_in(qtbot: QtBot, app: DealerApp, badge: str, pin: str) -> None:
    """The badge through the demo's simulated RFID reader (a pty), then the PIN by taps."""
    login = app.window.dealer.supervisor.login
    assert app.badge is not None
    app.badge.present(badge)
    qtbot.waitUntil(login.pin.isVisible, timeout=WAIT_MS)
    for key in pin:
        tap(qtbot, login.pin, key)
    tap(qtbot, login.pin, "OK")


def test_supervisor_panel_export_and_verify(qtbot: QtBot, demo: DealerApp) -> None:
    window = demo.window
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    qtbot.waitUntil(lambda: demo.session.hand.phase == "betting", timeout=WAIT_MS)
    while demo.session.hand.phase == "betting":
        tap(qtbot, window, "Fold")
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")

    tap(qtbot, window, "Supervisor")
    panel = window.dealer.supervisor
    assert panel.login.demo_button.text() == "Demo: present the demo supervisor badge"
    sign_in(qtbot, demo, DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)  # a floorperson may not export
    assert "Not signed in" in panel.login.text.text() and panel.member is None
    sign_in(qtbot, demo, DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN)
    assert panel.member is not None and panel.member.role == "supervisor"

    tap(qtbot, panel, "Export the hand log")
    qtbot.waitUntil(lambda: panel.result.text().startswith("Wrote"), timeout=WAIT_MS)
    path = Path(panel.result.text().split(" to ", 1)[1])
    assert path.suffix == ".csv" and path.exists()
    assert panel.result.text().startswith("Wrote 1 hand to ")
    tap(qtbot, panel, "Verify the hand log")
    qtbot.waitUntil(lambda: panel.result.text().startswith(("OK", "FAILED")), timeout=WAIT_MS)
    assert panel.result.text().startswith("OK:")
    assert demo.store is not None
    actions = [e.action for e in demo.store.audit_entries()]
    assert {"login", "login_refused", "export", "verify"} <= set(actions)
    tap(qtbot, panel, "Sign out")
    assert panel.member is None


def test_supervisor_panel_only_a_supervisor_leaves_kiosk_mode(
        qtbot: QtBot, demo: DealerApp) -> None:
    window = demo.window
    window.enter_kiosk()
    window.close()  # Alt+F4, the window manager: refused
    assert window.isVisible() and window.kiosk
    tap(qtbot, window, "Supervisor")
    panel = window.dealer.supervisor
    sign_in(qtbot, demo, DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN)
    tap(qtbot, panel, "Leave kiosk mode (close the app)")
    assert not window.isVisible() and not window.kiosk
    assert demo.store is not None
    assert [e.action for e in demo.store.audit_entries()][-1] == "kiosk_left"
