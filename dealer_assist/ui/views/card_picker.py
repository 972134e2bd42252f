"""Cards entered by touch when no shoe read them: a 13 x 4 grid over the whole screen.

It only collects the cards the dealer touches; how many are asked for comes from the engine
(cards still due on the board, hole cards per hand) and the engine checks them (a card already
seen is a fouled deck). A game whose deck has a joker (Pai Gow's 53 cards, CG-PAI-01) gets a
joker key under the grid; the other games never see one.
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

from dealer_assist.cards import JOKER, RANK_LETTERS, SECOND_JOKER, Card, Suit, parse_card
from dealer_assist.ui.i18n import tr
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

    def __init__(self, parent: QWidget | None = None, jokers: int = 0) -> None:
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
                red = suit in (Suit.HEARTS, Suit.DIAMONDS)
                grid.addWidget(self._key(parse_card(rank + suit.letter),
                                         f"{RANK_TEXT.get(rank, rank)}{SUIT_SYMBOLS[suit]}",
                                         "cardRed" if red else "cardBlack"), row, col)
        for i, joker in enumerate((JOKER, SECOND_JOKER)[:jokers]):  # the deck's jokers
            text = tr("Joker") if jokers == 1 else tr("Joker {n}").format(n=i + 1)
            grid.addWidget(self._key(joker, text, "cardBlack"), len(SUITS), i * 3, 1, 3)
        self.ok = QPushButton(tr("OK"))
        self.ok.setProperty("role", "passive")
        self.ok.clicked.connect(returns_none(self._ok))
        cancel = QPushButton(tr("Cancel"))
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

    def _key(self, card: Card, text: str, role: str) -> QPushButton:
        button = QPushButton(text)
        button.setProperty("role", role)
        button.setCheckable(True)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        button.clicked.connect(returns_none(lambda: self.toggle(card)))
        self.keys[card] = button
        return button

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
        names = " ".join(c.text for c in self.chosen) or tr("none yet")
        self.chosen_text.setText(tr("Chosen ({count} of {count2}): {names}").format(
                                     count=len(self.chosen), count2=self.count, names=names))
        self.ok.setEnabled(len(self.chosen) == self.count)

    def _ok(self) -> None:
        self.picked.emit(tuple(self.chosen))

