"""The dealer screen comes up without its panels and builds them right after, one per idle
moment: the first paint does not wait for them (cold start) and the first touch of Floor,
Table calls, Set up ... does not wait for a build either."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, tap

from dealer_assist.app import DealerApp, build_demo, qt_app
from dealer_assist.ui.views.dealer_screen import PANELS


@pytest.fixture
def unshown(qtbot: QtBot) -> Iterator[DealerApp]:
    qt_app()
    app = build_demo(simulated_shoe=False)
    yield app
    app.close()


def test_panels_are_not_built_with_the_screen_then_built_once_it_is_shown(
        qtbot: QtBot, unshown: DealerApp) -> None:
    screen = unshown.window.dealer
    assert screen.built == []  # none of them delays the first paint
    unshown.window.resize(1280, 800)
    unshown.window.show()
    qtbot.waitExposed(unshown.window)
    qtbot.waitUntil(lambda: len(screen.built) == len(PANELS), timeout=WAIT_MS)
    assert all(name in screen.__dict__ for name in PANELS)
    assert all(not panel.isVisible() for panel in screen.built)  # built, not shown
    assert all(panel.geometry() == screen.rect() for panel in screen.built)  # placed


def test_a_panel_wanted_before_the_warm_up_is_built_at_once_and_only_once(
        qtbot: QtBot, unshown: DealerApp) -> None:
    screen = unshown.window.dealer
    unshown.window.resize(1280, 800)
    unshown.window.show()
    qtbot.waitExposed(unshown.window)
    tap(qtbot, unshown.window, "Floor")  # before the warm-up reaches it
    assert screen.floor.isVisible()
    qtbot.waitUntil(lambda: len(screen.built) == len(PANELS), timeout=WAIT_MS)
    assert sum(type(p).__name__ == "FloorPanel" for p in screen.built) == 1
