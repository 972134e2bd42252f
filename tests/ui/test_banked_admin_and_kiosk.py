"""The banked dealer screen's Admin panel (the flop screen's own, over the banked controller's
FloorDesk interface) and ``demo --game NAME --fullscreen``: a kiosk window only a signed-in
supervisor leaves. By taps, against the real hand log, with the demo's simulated badge reader."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_banked_games import open_table
from ui_helpers import WAIT_MS, labels, tap

from dealer_assist.app import BankedApp
from dealer_assist.cli import main
from dealer_assist.devices.sim.demo_badge import (
    DEMO_ADMIN_BADGE,
    DEMO_ADMIN_PIN,
    DEMO_NEW_BADGE,
    DEMO_SUPERVISOR_PIN,
)
from dealer_assist.storage import EventStore
from dealer_assist.ui.banked_window import BankedWindow
from dealer_assist.ui.staff_sign_in import SignIn
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.pin_pad import PinPad


def type_pin(qtbot: QtBot, pad: PinPad, digits: str) -> None:
    for key in digits:
        tap(qtbot, pad, key)
    tap(qtbot, pad, "OK")


def sign_in(qtbot: QtBot, login: SignInView, who: str, pin: str) -> None:
    """The demo badge through the simulated reader's pty, then the PIN by taps."""
    tap(qtbot, login, f"Demo: present the demo {who} badge")
    qtbot.waitUntil(login.pin.isVisible, timeout=WAIT_MS)
    type_pin(qtbot, login.pin, pin)


def test_banked_admin_panel_adds_a_floorperson_by_touch(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "pai_gow")
    opened.append(app)
    staff = app.window.dealer.staff
    assert "admin" not in staff.__dict__  # built on the first touch, as on the flop screen
    tap(qtbot, app.window, "Admin")
    panel = staff.admin
    assert panel.isVisible() and panel.geometry() == app.window.dealer.rect()
    sign_in(qtbot, panel.login, "admin", DEMO_ADMIN_PIN)
    assert panel.admin is not None and panel.pages.currentWidget() is panel.staff_page
    tap(qtbot, panel, "Add a staff member")
    for key in "ROSA":
        tap(qtbot, panel.keyboard, key)
    tap(qtbot, panel, "Next: badge and role")
    tap(qtbot, panel, "Demo: present a blank badge")  # the reader, as on the flop screen
    qtbot.waitUntil(lambda: f"badge {DEMO_NEW_BADGE} read" in panel.badge_text.text(),
                    timeout=WAIT_MS)
    tap(qtbot, panel, "Floor")
    tap(qtbot, panel, "Next: PIN")
    type_pin(qtbot, panel.pin, "432100")
    type_pin(qtbot, panel.pin, "432100")
    assert panel.message.text() == f"Added Rosa (floor), badge {DEMO_NEW_BADGE}."
    store = app.store
    assert store is not None
    added = [e for e in store.audit_entries() if e.action == "staff_added"]
    assert [(e.table, e.staff) for e in added] == [("B1", DEMO_ADMIN_BADGE)]  # this table
    assert SignIn(store, "B1").attempt(DEMO_NEW_BADGE, "432100").name == "Rosa"
    tap(qtbot, panel, "Close")
    assert not panel.isVisible()


def test_banked_demo_fullscreen_is_a_kiosk_only_a_supervisor_leaves(
        qtbot: QtBot) -> None:
    """``dealer-assist demo --game three_card_poker --fullscreen`` runs to its end: the window
    fills the screen, refuses to close, and closes (the app returns 0) once a supervisor signed
    in on its Supervisor panel taps Leave kiosk mode; the log audits it."""
    seen: dict[str, object] = {}

    def kiosk_tour() -> None:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, BankedWindow) and w.isVisible())
        seen["full screen"] = window.isFullScreen() and window.kiosk
        window.close()  # Alt+F4, the window manager: refused
        seen["refused close"] = window.isVisible()
        staff = window.dealer.staff
        seen["no key before sign-in"] = not staff.supervisor.kiosk_button.isVisible()
        tap(qtbot, window, "Supervisor")
        sign_in(qtbot, staff.supervisor.login, "supervisor", DEMO_SUPERVISOR_PIN)
        seen["key"] = "Leave kiosk mode (close the app)" in labels(staff.supervisor)
        store = window.dealer.controller.store
        tap(qtbot, staff.supervisor, "Leave kiosk mode (close the app)")
        assert isinstance(store, EventStore)
        seen["audit"] = [e.action for e in store.audit_entries()][-1]
        seen["closed"] = not window.isVisible()

    qt = QApplication.instance()
    assert qt is not None
    QTimer.singleShot(300, kiosk_tour)
    QTimer.singleShot(60_000, qt.quit)  # a safety net: never hang the suite
    assert main(["demo", "--game", "three_card_poker", "--fullscreen"]) == 0
    assert seen == {"full screen": True, "refused close": True, "no key before sign-in": True,
                    "key": True, "audit": "kiosk_left", "closed": True}
