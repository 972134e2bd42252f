"""Touch helpers for the banked dealer-screen tests: seats, the number pad, touch targets."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, buttons, tap

from dealer_assist.app import BankedApp
from dealer_assist.ui.banked_games import VARIANTS
from dealer_assist.ui.views.sign_in_view import SignInView

MIN_TOUCH = 48
SIZES = ((1024, 768), (1280, 800), (1920, 1080))


def touch_seat(qtbot: QtBot, app: BankedApp, seat: int) -> None:
    view = app.window.dealer.seats[seat]
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))


def enter(qtbot: QtBot, app: BankedApp, amount: int) -> None:
    pad = app.window.dealer.number_pad
    for digit in str(amount):
        tap(qtbot, pad, digit)
    tap(qtbot, pad, "OK")


def small_buttons(app: BankedApp) -> list[str]:
    """Visible buttons under the touch minimum at each screen size (then back to 1280x800)."""
    problems = []
    for size in SIZES:
        app.window.resize(*size)
        QApplication.processEvents()
        problems += [f"{b.text()!r} {b.height()} px at {size}" for b in buttons(app.window)
                     if b.height() < MIN_TOUCH]
    app.window.resize(1280, 800)
    QApplication.processEvents()
    return problems


def hot_action_bank(qtbot: QtBot, app: BankedApp, stake: int = 500, buster: int = 50) -> None:
    """Seat 7 takes the Hot Action bank with ``stake`` and the Buster bank (CG-BBJ-06), and
    the round starts."""
    touch_seat(qtbot, app, 7)
    tap(qtbot, app.window, "Seat 7 takes the bank")
    enter(qtbot, app, stake)
    enter(qtbot, app, buster)
    tap(qtbot, app.window, "Start the round")


def reopen(app: BankedApp, game: str, **room: Any) -> None:
    """The demo table opened again (one logged event) with some room values changed, e.g. the
    California rule off for a test of the house's own rotation (K14)."""
    table = VARIANTS[game]
    assert app.controller.submit(lambda: app.session.open(table.rules(), "B1", **room))


def sign_in_on(qtbot: QtBot, view: SignInView, who: str, pin: str) -> None:
    """The demo badge through the RFID reader's pty, then the PIN on the pad."""
    tap(qtbot, view, f"Demo: present the demo {who} badge")
    qtbot.waitUntil(view.pin.isVisible, timeout=WAIT_MS)
    for key in pin:
        tap(qtbot, view.pin, key)
    tap(qtbot, view.pin, "OK")
