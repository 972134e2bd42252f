"""One seat at a banked table: number and name, the P/D (banker) and action button markers,
the wagers on its spot and its cards. A touch emits ``tapped(seat)``."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.ui import theme
from dealer_assist.ui.banked_presenter import BankedSeatShow
from dealer_assist.ui.widgets.card_view import CardView

CARDS = 3
CARD_W = 40


class BankedSeatView(QFrame):
    tapped = Signal(int)

    def __init__(self, number: int, banker_title: str = "P/D",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.banker_title = banker_title
        self.setObjectName("seat")
        self.flags: dict[str, bool] = {}
        self.name = QLabel(objectName="seatName")
        self.banker = QLabel(banker_title, objectName="seatBadge")
        self.action = QLabel("Action", objectName="seatBadge")
        self.wagers = QLabel(objectName="seatStack")
        self.wagers.setWordWrap(True)
        self.cards = [CardView(CARD_W) for _ in range(CARDS)]
        top = QHBoxLayout()
        top.setSpacing(4)
        top.addWidget(self.name, 1)
        top.addWidget(self.banker)
        top.addWidget(self.action)
        row = QHBoxLayout()
        row.setSpacing(3)
        for c in self.cards:
            row.addWidget(c)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.setSpacing(2)
        box.addLayout(top)
        box.addWidget(self.wagers)
        box.addLayout(row)
        box.addStretch(1)
        self.show_seat(BankedSeatShow(number))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.rect().contains(event.position().toPoint()):
            self.tapped.emit(self.number)
        super().mouseReleaseEvent(event)

    def show_seat(self, seat: BankedSeatShow, selected: bool = False) -> None:
        self.name.setText(f"{seat.number}  {seat.name}" if seat.name else f"{seat.number}  open")
        self.banker.setVisible(seat.banker)
        self.action.setVisible(seat.action)
        self.wagers.setText(seat.wagers or ("banks" if seat.banker else ""))
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
