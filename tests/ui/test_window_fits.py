"""The window opens no larger than the screen it opens on (a 1024x768 table PC included): the
action pad and NOW are never cut off by the screen's edge."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from dealer_assist.app import build_demo, fit_to_screen, qt_app


def test_window_never_larger_than_its_screen(qtbot: QtBot) -> None:
    qt_app()
    app = build_demo(simulated_shoe=False)
    try:
        window = app.window
        fit_to_screen(window)
        qtbot.waitExposed(window)
        free = window.screen().availableGeometry()
        if free.width() < 1280 or free.height() < 800:  # a small screen: maximised, it fits
            assert window.isMaximized()
            assert window.width() <= free.width() and window.height() <= free.height()
        else:
            assert (window.width(), window.height()) == (1280, 800)
    finally:
        app.close()
