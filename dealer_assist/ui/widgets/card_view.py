"""One playing card as the dealer sees it: a face, a back (dealt but not read) or an empty slot."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealer_assist.cards import Card, Suit
from dealer_assist.ui import theme

SUIT_SYMBOLS: Final = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
RANK_TEXT: Final = {"T": "10"}

EMPTY: Final = "empty"
BACK: Final = "back"


class CardView(QWidget):
    """Paints ``card``; ``None`` with ``dealt=True`` is a card dealt without a shoe (a back)."""

    def __init__(self, width: int = 56, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._card: Card | None = None
        self._state = EMPTY
        self.setFixedSize(width, int(width * 1.4))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.text())

    def set_card(self, card: Card | None, dealt: bool = True) -> None:
        """Show ``card``; repainted only when what it shows changes (a screen refresh sets
        every card, most of them unchanged)."""
        state = "face" if card is not None else (BACK if dealt else EMPTY)
        if (card, state) == (self._card, self._state):
            return
        self._card, self._state = card, state
        self.setAccessibleName(self.text())
        self.update()

    def text(self) -> str:
        """What the card shows, for tests and screen readers: ``As``, ``back`` or ``empty``."""
        return self._card.text if self._card is not None else self._state

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        radius = rect.width() * 0.12
        if self._state == EMPTY:
            painter.setPen(QPen(theme.SLOT_EDGE, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
            return
        if self._state == BACK or self._card is None:
            painter.setPen(QPen(theme.CARD_FACE, 2))
            painter.setBrush(theme.CARD_BACK)
            painter.drawRoundedRect(rect, radius, radius)
            painter.setPen(QPen(theme.CARD_FACE, 1))
            inner = rect.adjusted(5, 5, -5, -5)
            painter.setBrush(Qt.BrushStyle.DiagCrossPattern)
            painter.drawRoundedRect(inner, radius / 2, radius / 2)
            return
        painter.setPen(QPen(theme.CARD_BLACK, 1.5))
        painter.setBrush(theme.CARD_FACE)
        painter.drawRoundedRect(rect, radius, radius)
        card = self._card
        if card.is_joker or card.rank is None or card.suit is None:
            painter.setFont(_font(rect.width() * 0.28))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "JOKER")
            return
        red = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
        painter.setPen(theme.CARD_RED if red else theme.CARD_BLACK)
        rank = RANK_TEXT.get(card.rank.letter, card.rank.letter)
        # the rank as large as the card allows (read from a step back), the suit below it
        top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.58)
        painter.setFont(_font(rect.width() * (0.66 if len(rank) == 1 else 0.52)))
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, rank)
        bottom = QRectF(rect.left(), rect.top() + rect.height() * 0.52, rect.width(),
                        rect.height() * 0.46)
        painter.setFont(_font(rect.width() * 0.44))
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[card.suit])


def _font(pixels: float) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(8, int(pixels)))
    font.setBold(True)
    return font
