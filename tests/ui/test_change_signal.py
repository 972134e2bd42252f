"""The controller says what an accepted command changed, and the dealer screen repaints only
that (issue 22): a bet does not touch the title or the ruling banner, a ruling does, opening a
table touches everything; a card view whose card did not change is not repainted."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import parse_card
from dealer_assist.engine.events import (
    Acted,
    HandStarted,
    PlayerSeated,
    RulingProposed,
    TableConfigured,
)
from dealer_assist.engine.games.banked import BankedTableOpened, BankedWagerPlaced
from dealer_assist.ui.changes import Change, changes_of
from dealer_assist.ui.widgets.card_view import CardView


def test_each_event_kind_names_what_it_changes() -> None:
    assert changes_of([]) == Change(0)
    assert changes_of([Acted(3, "call", 3)]) == Change.PLAY
    assert changes_of([BankedWagerPlaced(1, "P1", "ante", 10)]) == Change.PLAY
    assert Change.RULINGS in changes_of([RulingProposed(1, "misdeal", ("LC-1",), "")])
    assert Change.RULINGS in changes_of([HandStarted(2, 1, (1, 2))])  # the waiting list is per hand
    assert changes_of([TableConfigured("T1", "LC_LOW", "holdem", "3-6", 10)]) == Change.ALL
    assert changes_of([BankedTableOpened("B1", "CG", "pai_gow", "{}")]) == Change.ALL
    assert changes_of([PlayerSeated(1, "Ana", 100, "deal_now"), Acted(3, "fold")]) == Change.PLAY


def test_a_tap_emits_its_change_and_leaves_title_and_banner(qtbot: QtBot,
                                                            quiet: DealerApp) -> None:
    screen = quiet.window.dealer
    seen: list[Change] = []
    quiet.controller.state_changed.connect(seen.append)
    screen.title.setText("left alone")
    tap(qtbot, quiet.window, "Start hand 1")
    assert seen and seen[-1] & Change.PLAY and not seen[-1] & Change.TABLE
    assert screen.title.text() == "left alone"  # a hand does not change the table's title
    screen.refresh()  # a full repaint (no change named) redraws everything
    assert screen.title.text() != "left alone"


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_an_unchanged_card_is_not_repainted(qtbot: QtBot) -> None:
    view = CardView()
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    paints = _Paints()
    view.installEventFilter(paints)
    view.set_card(parse_card("As"))
    qtbot.waitUntil(lambda: paints.count == 1)
    view.set_card(parse_card("As"))
    view.set_card(parse_card("As"))
    qtbot.wait(50)
    assert paints.count == 1 and view.text() == "As"
    view.set_card(None)
    qtbot.waitUntil(lambda: paints.count == 2)
    assert view.text() == "back"
