"""Cards entered by touch when no shoe read them: a 13 x 4 grid over the whole screen.

It only collects the cards the dealer touches; how many are asked for comes from the engine
(cards still due on the board, hole cards per hand) and the engine checks them (a card already
seen is a fouled deck).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.cards import RANK_LETTERS, Card, Suit, parse_card
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.widgets.card_view import RANK_TEXT, SUIT_SYMBOLS

SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
RANKS = tuple(reversed(RANK_LETTERS))  # A K Q ... 2, as dealers sort


class CardPicker(Overlay):
    """Emits ``picked(cards)`` once ``count`` cards are chosen and OK is touched."""

    picked = Signal(object)  # tuple[Card, ...]
    cancelled = Signal()
    margins = (0.03, 0.04)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.chosen: list[Card] = []
        panel = self.panel
        self.title = QLabel(objectName="overlayTitle")
        self.chosen_text = QLabel(objectName="overlayText")
        grid = QGridLayout()
        grid.setSpacing(6)
        self.keys: dict[Card, QPushButton] = {}
        for row, suit in enumerate(SUITS):
            for col, rank in enumerate(RANKS):
                card = parse_card(rank + suit.letter)
                button = QPushButton(f"{RANK_TEXT.get(rank, rank)}{SUIT_SYMBOLS[suit]}")
                button.setProperty("role", "cardRed" if suit in (Suit.HEARTS, Suit.DIAMONDS)
                                   else "cardBlack")
                button.setCheckable(True)
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
                button.clicked.connect(returns_none(lambda c=card: self.toggle(c)))
                grid.addWidget(button, row, col)
                self.keys[card] = button
        self.ok = QPushButton("OK")
        self.ok.setProperty("role", "passive")
        self.ok.clicked.connect(returns_none(self._ok))
        cancel = QPushButton("Cancel")
        cancel.setProperty("role", "quiet")
        cancel.clicked.connect(returns_none(self.cancelled.emit))
        row_box = QHBoxLayout()
        row_box.addWidget(self.chosen_text, 1)
        row_box.addWidget(cancel)
        row_box.addWidget(self.ok)
        box = QVBoxLayout(panel)
        box.setContentsMargins(20, 14, 20, 14)
        box.addWidget(self.title)
        box.addLayout(grid, 1)
        box.addLayout(row_box)

    def ask(self, title: str, count: int) -> None:
        self.title.setText(title)
        self.count = count
        self.chosen = []
        for button in self.keys.values():
            button.setChecked(False)
        self._show()

    def toggle(self, card: Card) -> None:
        if card in self.chosen:
            self.chosen.remove(card)
        elif len(self.chosen) < self.count:
            self.chosen.append(card)
        self.keys[card].setChecked(card in self.chosen)
        self._show()

    def _show(self) -> None:
        names = " ".join(c.text for c in self.chosen) or "none yet"
        self.chosen_text.setText(f"Chosen ({len(self.chosen)} of {self.count}): {names}")
        self.ok.setEnabled(len(self.chosen) == self.count)

    def _ok(self) -> None:
        self.picked.emit(tuple(self.chosen))

