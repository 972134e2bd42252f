"""Dealer-screen fixtures: the real app (engine, hand log, pty shoe), driven by taps."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist.app import BankedApp, DealerApp, build_demo, qt_app
from dealer_assist.ui import i18n


@pytest.fixture(autouse=True)
def _delete_closed_windows() -> Iterator[None]:
    """After each test, carry out the deletions its closed apps asked for: windows left alive
    made every later app's set-up slower (each style change re-polishes every live widget)."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _on_screen(qtbot: QtBot, game: str = "holdem", shoe: bool = True) -> Iterator[DealerApp]:
    """The demo table of ``game`` (with its pty shoe, seeded, and demo badge reader, or without
    a shoe: cards come only from what the test delivers), shown at 1280x800; closed after."""
    qt_app()
    app = build_demo(seed=11, simulated_shoe=shoe, game=game)
    app.window.resize(1280, 800)
    app.window.dealer.pad.settle_s = 0.0  # tests tap faster than hands (see ..._no_double_tap)
    app.window.show()
    qtbot.waitExposed(app.window)
    yield app
    app.close()


@pytest.fixture
def demo(qtbot: QtBot) -> Iterator[DealerApp]:
    """The demo table with its pty shoe (seeded), shown at 1280x800."""
    yield from _on_screen(qtbot)


@pytest.fixture
def quiet(qtbot: QtBot) -> Iterator[DealerApp]:
    """The demo table without a shoe: cards come only from what the test delivers."""
    yield from _on_screen(qtbot, shoe=False)


@pytest.fixture
def stud(qtbot: QtBot) -> Iterator[DealerApp]:
    """The CG $4-$8 Seven Card Stud demo table without a shoe."""
    yield from _on_screen(qtbot, "stud", shoe=False)


@pytest.fixture
def stud_shoe(qtbot: QtBot) -> Iterator[DealerApp]:
    """The stud demo table with its pty shoe (seeded) and demo badge reader."""
    yield from _on_screen(qtbot, "stud")


@pytest.fixture
def opened() -> Iterator[list[BankedApp]]:
    """Banked tables a test opens (appends here); each closed at the end."""
    apps: list[BankedApp] = []
    yield apps
    for app in apps:
        app.close()


@pytest.fixture
def switched_back() -> Iterator[None]:
    """A test that switches language: the catalogues compiled first (as `make` does), the
    staff's and the table's language English again after."""
    i18n.build_catalogues()
    yield
    i18n.staff_signed_out()
    i18n.set_table_language("en")
