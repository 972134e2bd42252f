"""One seat on the table view: number and name, stack, hole cards (wager and buttons sit in
front of it on the felt: :mod:`dealer_assist.ui.widgets.seat_front`). In stud the seat shows
its down cards (small, face down) on one row and its up cards face up on a second row."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.ui import theme
from dealer_assist.ui.presenter import SeatShow
from dealer_assist.ui.widgets.card_view import CardView

MAX_HOLE_CARDS = 4
MAX_DOWN_CARDS = 3  # stud: two down on 3rd street, one on 7th
MAX_UP_CARDS = 4  # stud: 3rd to 6th street (LC-124's community card sits on the board)
HOLE_W, DOWN_W, UP_W = 36, 24, 32


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
        self.cards = [CardView(HOLE_W) for _ in range(MAX_HOLE_CARDS)]
        row = QHBoxLayout()
        row.setSpacing(3)
        for c in self.cards:
            row.addWidget(c)
        row.addStretch(1)
        self.stud_stack = QLabel(objectName="seatStack")  # stud: beside the down cards
        self.stud_stack.hide()
        row.addWidget(self.stud_stack)
        self.up = [CardView(UP_W) for _ in range(MAX_UP_CARDS)]
        up_row = QHBoxLayout()
        up_row.setSpacing(3)
        for c in self.up:
            up_row.addWidget(c)
            c.hide()
        up_row.addStretch(1)
        self.stud = False
        self.hide_folded = True
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.setSpacing(2)
        box.addWidget(self.name)
        box.addWidget(self.stack)
        box.addLayout(row)
        box.addLayout(up_row)
        self.show_seat(SeatShow(number))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.rect().contains(event.position().toPoint()):
            self.tapped.emit(self.number)
        super().mouseReleaseEvent(event)

    def show_seat(self, seat: SeatShow) -> None:
        if seat.stud != self.stud:
            self.stud = seat.stud
            for view in self.cards:
                size = DOWN_W if seat.stud else HOLE_W
                view.setFixedSize(size, int(size * 1.4))
        self.name.setText(f"{seat.number}  {seat.name}" if seat.name else f"{seat.number}  open")
        self.stack.setText(f"${seat.stack}" if seat.name else "")
        self.stack.setVisible(bool(seat.name) and not seat.stud)
        self.stud_stack.setText(self.stack.text())
        self.stud_stack.setVisible(bool(seat.name) and seat.stud)
        for i, view in enumerate(self.up):
            view.set_card(seat.up[i] if i < len(seat.up) else None, dealt=i < len(seat.up))
            view.setVisible(seat.stud and i < len(seat.up))
        for i, view in enumerate(self.cards):
            if i < len(seat.cards):
                view.set_card(seat.cards[i], dealt=True)
                view.show()
            else:
                view.set_card(None, dealt=False)
                view.setVisible(i < seat.card_slots)
        if seat.folded and self.hide_folded:  # out of the hand: no cards, dimmed (who is in
            # reads from a step back); a logged hand's recall keeps them for the floor
            for view in (*self.cards, *self.up):
                view.hide()
        flags = {"toAct": seat.focused, "folded": seat.folded, "empty": not seat.name}
        if flags != self.flags:  # kept on the Python side: reading unset Qt properties leaks
            for key, value in flags.items():
                self.setProperty(key, value)
            self.flags = flags
            theme.restyle(self)
        self.setAccessibleName(f"seat {seat.number}")
