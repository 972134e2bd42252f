"""Every visible button is at least 48 px high (9 mm at 96 dpi) and fully on screen, at the
smallest and the largest supported screen, in every state of a hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import buttons, tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.betting import LegalAction

MIN_TOUCH = 48
SIZES = ((1024, 768), (1280, 800), (1920, 1080))


def check(app: DealerApp, size: tuple[int, int]) -> list[str]:
    window = app.window
    window.resize(*size)
    QApplication.processEvents()
    screen = QRect(0, 0, *size)
    problems = []
    for b in buttons(window):
        if b.height() < MIN_TOUCH:
            problems.append(f"{b.text()!r} is {b.height()} px high")
        seen = b.visibleRegion().boundingRect()
        if seen.isEmpty():  # scrolled out of a list's view: scrolling brings it back
            continue
        where = QRect(b.mapTo(window, seen.topLeft()), seen.size())
        if not screen.contains(where):
            problems.append(f"{b.text()!r} at {where.getRect()} is off a {size} screen")
    return problems


def all_sizes(app: DealerApp) -> list[str]:
    return [p for size in SIZES for p in check(app, size)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_touch_targets_window_fits_screen(quiet: DealerApp, size: tuple[int, int]) -> None:
    quiet.window.resize(*size)
    QApplication.processEvents()
    assert quiet.window.width() == size[0] and quiet.window.height() == size[1]


def test_touch_targets_every_state_of_a_hand(qtbot: QtBot, quiet: DealerApp) -> None:
    window, problems = quiet.window, []
    problems += all_sizes(quiet)
    window.dealer.seat_panel.open_seat(4)
    problems += all_sizes(quiet)
    tap(qtbot, window, "Close")
    tap(qtbot, window, "Start hand 1")
    problems += all_sizes(quiet)
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    problems += all_sizes(quiet)
    tap(qtbot, window, "Cards dealt by hand")
    problems += all_sizes(quiet)
    window.dealer.open_floor()
    problems += all_sizes(quiet)
    tap(qtbot, window, "Last 10 hands")
    problems += all_sizes(quiet)
    tap(qtbot, window, "Close")
    window.dealer.ask_cards("board", None, 3)  # the card picker, as without a shoe
    problems += all_sizes(quiet)
    tap(qtbot, window, "Cancel")
    for _ in range(5):
        tap(qtbot, window, "Fold")
    problems += all_sizes(quiet)  # pushing the pot
    tap(qtbot, window, "Pot pushed")
    problems += all_sizes(quiet)
    assert not problems, "\n".join(problems)
    assert len(buttons(window)) >= 2


def test_touch_targets_number_pad(qtbot: QtBot, quiet: DealerApp) -> None:
    screen = quiet.window.dealer
    screen.ask_amount(LegalAction(4, "raise", 4, 200))
    QApplication.processEvents()
    keys = [b for b in buttons(screen.number_pad) if isinstance(b, QPushButton)]
    assert len(keys) == 14
    assert not all_sizes(quiet)
    tap(qtbot, screen.number_pad, "Cancel")
    assert screen.side.currentIndex() == 0
