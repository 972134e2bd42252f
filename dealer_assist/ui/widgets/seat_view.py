"""One seat on the table view: number and name, stack, hole cards (wager and buttons sit in
front of it on the felt: :mod:`dealer_assist.ui.widgets.seat_front`)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.ui import theme
from dealer_assist.ui.presenter import SeatShow
from dealer_assist.ui.widgets.card_view import CardView

MAX_HOLE_CARDS = 4


class SeatView(QFrame):
    """Renders a :class:`SeatShow`; a touch on it emits ``tapped(seat)``."""

    tapped = Signal(int)

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName("seat")
        self.flags: dict[str, bool] = {}
        self.name = QLabel(objectName="seatName")
        self.stack = QLabel(objectName="seatStack")
        self.cards = [CardView(36) for _ in range(MAX_HOLE_CARDS)]
        row = QHBoxLayout()
        row.setSpacing(3)
        for c in self.cards:
            row.addWidget(c)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.setSpacing(2)
        box.addWidget(self.name)
        box.addWidget(self.stack)
        box.addLayout(row)
        self.show_seat(SeatShow(number))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.rect().contains(event.position().toPoint()):
            self.tapped.emit(self.number)
        super().mouseReleaseEvent(event)

    def show_seat(self, seat: SeatShow) -> None:
        self.name.setText(f"{seat.number}  {seat.name}" if seat.name else f"{seat.number}  open")
        self.stack.setText(f"${seat.stack}" if seat.name else "")
        self.stack.setVisible(bool(seat.name))
        for i, view in enumerate(self.cards):
            if i < len(seat.cards):
                view.set_card(seat.cards[i], dealt=True)
                view.show()
            else:
                view.set_card(None, dealt=False)
                view.setVisible(i < seat.card_slots)
        flags = {"toAct": seat.focused, "folded": seat.folded, "empty": not seat.name}
        if flags != self.flags:  # kept on the Python side: reading unset Qt properties leaks
            for key, value in flags.items():
                self.setProperty(key, value)
            self.flags = flags
            theme.restyle(self)
        self.setAccessibleName(f"seat {seat.number}")
