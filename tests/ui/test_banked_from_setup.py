"""A player-banked table opened from the flop set-up panel by taps: between hands it opens on
the same hand log with the players seated at the flop table and the banked dealer screen takes
the flop screen's place; during a hand the flop engine's own refusal is shown and nothing
opens."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.events import TableConfigured
from dealer_assist.engine.games.banked import replay_banked
from dealer_assist.engine.games.banked.events import BankedTableOpened
from dealer_assist.ui.banked_window import BankedWindow


def test_open_cg_three_card_poker_from_the_setup_panel(qtbot: QtBot, quiet: DealerApp) -> None:
    window, store = quiet.window, quiet.store
    assert store is not None
    seated = {n: s.player for n, s in quiet.session.table.seats.items()}
    flop_log = list(store.table_events("T1"))
    tap(qtbot, window, "Set up")
    tap(qtbot, window.dealer.setup, "CG")
    tap(qtbot, window.dealer.setup, "Three Card")
    tap(qtbot, window.dealer.setup, "Open the table")
    banked = quiet.banked
    assert banked is not None and isinstance(banked.window, BankedWindow)
    qtbot.waitExposed(banked.window)
    assert banked.window.isVisible() and not window.isVisible()
    assert banked.store is store  # the same hand log
    assert banked.controller.players == {n: p for n, p in seated.items() if n <= 7}
    shown = " ".join(label.text() for label in banked.window.findChildren(QLabel)
                     if label.isVisible())
    assert all(name in shown for name in seated.values()), shown
    opened = list(store.table_events(banked.controller.table_id))
    assert isinstance(opened[0], BankedTableOpened)
    assert (opened[0].house, opened[0].game) == ("CG", "three_card_poker")
    assert replay_banked(opened).config is not None
    assert list(store.table_events("T1")) == flop_log  # no flop TableConfigured was logged
    # the fixture's close() closes the banked table too, and the shared log once


def test_banked_table_only_between_hands(qtbot: QtBot, quiet: DealerApp) -> None:
    window = quiet.window
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Set up")
    tap(qtbot, window.dealer.setup, "CG")
    tap(qtbot, window.dealer.setup, "Three Card")
    tap(qtbot, window.dealer.setup, "Open the table")
    assert window.dealer.setup.result.text() == "the game or limit changes only between hands"
    assert quiet.banked is None and window.isVisible()
    assert quiet.store is not None
    assert not any(isinstance(e, TableConfigured) and e.game == "three_card_poker"
                   for e in quiet.store.table_events("T1"))
    assert not list(quiet.store.table_events("B1"))
