"""Readable, never cut off (issue 19): the whole screenshot tour (every screen, at 1280x800 and
the extra sizes), checked before each picture is saved: every label's and button's text fits
its rectangle, no two buttons of one row or two seats are drawn over each other. And every
text on the dealer screen is at least 18 px at 1280x800, larger on a larger screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from screen_text import clipped, overlapping, small_text

from dealer_assist.app import DealerApp, qt_app, screenshots
from dealer_assist.settings import LANGUAGES
from dealer_assist.ui import i18n
from dealer_assist.ui.screenshots import ScreenshotTour
from dealer_assist.ui.theme import scale_for

LEAST_PX = 18


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_of_the_tour_shows_its_text_whole(qtbot: QtBot, tmp_path: Path,
                                                        language: str) -> None:
    """In every language of the screens (issue 20): Spanish and Tagalog run longer."""
    qt_app()  # the theme, as the command line starts it
    i18n.build_catalogues()
    problems: list[str] = []

    def inspect(name: str, root: object) -> None:
        problems.extend(f"{name}: {p}" for p in clipped(root) + overlapping(root))  # type: ignore[arg-type]

    ScreenshotTour.inspectors.append(inspect)
    try:
        shots = screenshots(tmp_path, language)
    finally:
        ScreenshotTour.inspectors.remove(inspect)
    assert len(shots) > 30
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768), (1920, 1080)])
def test_dealer_screen_text_at_least_18_px(qtbot: QtBot, demo: DealerApp,
                                           size: tuple[int, int]) -> None:
    """Measured on the fonts as rendered (QFontInfo), through a hand's first steps; at
    1920x1080 the least grows with the window's scale."""
    window = demo.window
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    least = int(LEAST_PX * scale_for(*size))
    from ui_helpers import tap

    for step in ("Start hand 1", "Blinds posted", "No straddle"):
        assert small_text(window, least) == []
        tap(qtbot, window, step)
    assert small_text(window, least) == []


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_now_next_shows_whole_lines_while_it_scrolls(qtbot: QtBot, quiet: DealerApp,
                                                    size: tuple[int, int]) -> None:
    """NOW/NEXT keeps its height and scrolls a long procedure inside; wherever it is scrolled
    to, its visible part ends on a whole text line (no half-cut last line of NEXT)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from dealer_assist.engine.procedure import Step

    window = quiet.window
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    panel = window.dealer.procedure
    words = "Burn one card, then deal the flop face up and check the count of every card "
    panel.show_steps([Step("note", words * 3, None, ("LC-110",))] +
                     [Step("note", f"{n}: {words * 2}", None, ()) for n in range(4)])
    bar = panel.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # it does scroll
    checked = 0
    for value in range(0, bar.maximum() + 1, 5):
        bar.setValue(value)
        QApplication.processEvents()
        bottom = panel.scroll.viewport().height()
        for text in panel.texts():
            top = text.y() + text.contentsRect().top() - bar.value()
            if text.isVisible() and top < bottom < top + text.contentsRect().height():
                spacing = QFontMetrics(text.font()).lineSpacing()
                assert (bottom - top) % spacing == 0, f"scrolled to {value}: a line is cut"
                checked += 1
    assert checked > 3


def _cut_lines(panel: object) -> list[str]:
    """The texts of NOW/NEXT whose line the visible part's bottom edge cuts through."""
    from PySide6.QtGui import QFontMetrics

    cut = []
    bottom = panel.scroll.viewport().height()  # type: ignore[attr-defined]
    offset = panel.scroll.verticalScrollBar().value()  # type: ignore[attr-defined]
    for text in panel.texts():  # type: ignore[attr-defined]
        top = text.y() + text.contentsRect().top() - offset
        crossed = text.isVisible() and top < bottom < top + text.contentsRect().height()
        if crossed and (bottom - top) % QFontMetrics(text.font()).lineSpacing():
            cut.append(text.text())
    return cut


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_the_first_screen_ends_next_on_a_whole_line(qtbot: QtBot, demo: DealerApp,
                                                    size: tuple[int, int]) -> None:
    """Seen on Xvfb: the demo's first screen (between hands) showed NEXT's last line half cut,
    measured before the layout had placed the new texts; after any step it was whole."""
    from ui_helpers import tap

    window = demo.window
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    panel = window.dealer.procedure
    qtbot.waitUntil(lambda: _cut_lines(panel) == [], timeout=2000)
    tap(qtbot, window, "Start hand 1")
    qtbot.waitUntil(lambda: _cut_lines(panel) == [], timeout=2000)


def test_a_step_the_house_is_silent_on_says_so_on_its_rules_line(qtbot: QtBot,
                                                                demo: DealerApp) -> None:
    """Citations by house (issue 18) on the screen: LC's rulebook has no row for the order of
    the deal, so NOW's instruction stays short and the small rules line says the house is
    silent (it used to be appended to the instruction in NOW's large type)."""
    from ui_helpers import tap

    window = demo.window
    for step in ("Start hand 1", "Blinds posted", "No straddle"):
        tap(qtbot, window, step)
    panel = window.dealer.procedure
    assert panel.now.text().startswith("Deal 2 cards")
    assert "says nothing" not in panel.now.text()
    assert panel.rules.isVisible()
    assert panel.rules.text() == "Rules: LC's rulebook says nothing on this"
