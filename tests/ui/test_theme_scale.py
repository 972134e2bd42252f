"""Legibility on a 1920x1080 screen: fonts and touch targets grow with the window (the QSS is
written for 1280x800); 1024x768 keeps the 1280x800 sizes and still fits."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_touch_targets import check
from ui_helpers import tap

from dealer_assist.app import DealerApp, build_banked_demo, qt_app
from dealer_assist.ui.theme import scale_for, scale_of, stylesheet


def sized(app: DealerApp, width: int, height: int) -> None:
    app.window.resize(width, height)
    QApplication.processEvents()


def test_scale_follows_the_window_never_below_the_base() -> None:
    assert scale_for(1280, 800) == scale_for(1024, 768) == 1.0
    assert scale_for(1920, 1080) == 1.35  # the height limits it: 1080 / 800
    assert scale_for(3840, 2160) == 1.6  # capped
    assert "font-size: 27px" in stylesheet(1.35) and "font-size: 20px" in stylesheet()
    assert "min-height: 76px" in stylesheet(1.35)  # 56 px buttons become 76 px


def test_fonts_and_touch_targets_grow_at_1920x1080(qtbot: QtBot, quiet: DealerApp) -> None:
    screen = quiet.window.dealer
    sized(quiet, 1280, 800)
    button = screen.setup_button.height()
    tap(qtbot, quiet.window, "Set up")  # the panel is built when first opened
    overlay_title = screen.setup.title.font().pixelSize()
    assert overlay_title > 0
    tap(qtbot, screen.setup, "Close")
    assert screen.title.font().pixelSize() == 24 and scale_of(screen) == 1.0
    sized(quiet, 1920, 1080)
    assert scale_of(screen) == 1.35
    assert screen.title.font().pixelSize() == 32  # 24 px * 1.35
    assert screen.setup_button.height() >= 76 > button
    assert not check(quiet, (1920, 1080)), "a button is too small or off the screen"
    # an overlay opened at this size is scaled as well
    tap(qtbot, quiet.window, "Set up")
    assert screen.setup.title.font().pixelSize() == round(overlay_title * 1.35)
    assert not check(quiet, (1920, 1080))
    tap(qtbot, screen.setup, "Close")
    # back to 1024x768: the 1280x800 sizes again, and everything on the screen
    sized(quiet, 1024, 768)
    assert scale_of(screen) == 1.0 and screen.title.font().pixelSize() == 24
    assert not check(quiet, (1024, 768))


def test_banked_window_grows_at_1920x1080_too(qtbot: QtBot, tmp_path: Path) -> None:
    """The banked table's window follows the same scale as the flop/stud window."""
    qt_app()
    app = build_banked_demo(seed=3, db_path=tmp_path / "log.sqlite")
    try:
        app.window.resize(1280, 800)
        app.window.show()
        qtbot.waitExposed(app.window)
        QApplication.processEvents()
        assert scale_of(app.window.dealer) == 1.0
        app.window.resize(1920, 1080)
        QApplication.processEvents()
        assert scale_of(app.window.dealer) == 1.35
    finally:
        app.close()
