"""One seat at a banked table: number and name, the P/D (banker) and action button markers,
the wagers on its spot and its cards (three for Three Card Poker, four for Two Card Poker,
seven for Pai Gow, a blackjack hand's hits: up to four a row, smaller when there are more).
A touch emits ``tapped(seat)``."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.ui import theme
from dealer_assist.ui.banked_presenter import BankedSeatShow
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.widgets.card_view import CardView
from dealer_assist.ui.widgets.elided_label import ElidedLabel

CARDS = 3  # shown at the full width; more cards get the small width, four a row
CARD_W = 40
SMALL_CARD_W = 30
PER_ROW = 4


class BankedSeatView(QFrame):
    tapped = Signal(int)

    def __init__(self, number: int, banker_title: str = "P/D",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.banker_title = banker_title
        self.setObjectName("seat")
        self.flags: dict[str, bool] = {}
        self.name = ElidedLabel(objectName="seatName")  # gives way to the markers beside it
        self.banker = QLabel(banker_title, objectName="seatBadge")
        self.action = QLabel(tr("Action"), objectName="seatBadge")
        self.tppp = QLabel(tr("TPPP"), objectName="seatBadge")  # CA-PDR's proposition player
        self.wagers = QLabel(objectName="seatStack")
        self.wagers.setWordWrap(True)
        self.cards: list[CardView] = []
        self.card_grid = QGridLayout()
        self.card_grid.setSpacing(3)
        top = QHBoxLayout()
        top.setSpacing(4)
        top.addWidget(self.name, 1)
        top.addWidget(self.banker)
        top.addWidget(self.action)
        top.addWidget(self.tppp)
        row = QHBoxLayout()
        row.addLayout(self.card_grid)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.setSpacing(2)
        box.addLayout(top)
        box.addWidget(self.wagers)
        box.addLayout(row)
        box.addStretch(1)
        self.show_seat(BankedSeatShow(number))

    def _card_views(self, count: int) -> None:
        """Enough card views for ``count`` cards, all of one width (rebuilt when it changes)."""
        width = CARD_W if count <= CARDS else SMALL_CARD_W
        if count <= len(self.cards) and (not self.cards or self.cards[0].width() == width):
            return
        for view in self.cards:
            self.card_grid.removeWidget(view)
            view.deleteLater()
        self.cards = [CardView(width) for _ in range(max(count, CARDS))]
        for i, view in enumerate(self.cards):
            self.card_grid.addWidget(view, i // PER_ROW, i % PER_ROW)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.rect().contains(event.position().toPoint()):
            self.tapped.emit(self.number)
        super().mouseReleaseEvent(event)

    def show_seat(self, seat: BankedSeatShow, selected: bool = False) -> None:
        self.name.setText(f"{seat.number}  {seat.name}" if seat.name
                          else tr("{number}  open").format(number=seat.number))
        self.banker.setVisible(seat.banker)
        self.action.setVisible(seat.action)
        self.tppp.setVisible(seat.tppp)
        self.wagers.setText(seat.wagers or (tr("banks") if seat.banker else ""))
        self._card_views(len(seat.cards))
        for i, view in enumerate(self.cards):
            dealt = i < len(seat.cards)
            view.set_card(seat.cards[i] if dealt else None, dealt=dealt)
            view.setVisible(dealt)
        flags = {"toAct": seat.focused or selected, "folded": seat.folded,
                 "empty": not seat.name}
        if flags != self.flags:
            for key, value in flags.items():
                self.setProperty(key, value)
            self.flags = flags
            theme.restyle(self)
        self.setAccessibleName(f"seat {seat.number}")
