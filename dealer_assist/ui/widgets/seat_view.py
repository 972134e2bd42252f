"""One seat on the table view: number and name, stack, hole cards (wager and buttons sit in
front of it on the felt: :mod:`dealer_assist.ui.widgets.seat_front`). In stud the seat shows
its down cards (small, face down) on one row and its up cards face up on a second row."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.ui import theme
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.presenter import SeatShow
from dealer_assist.ui.widgets.card_view import CardView
from dealer_assist.ui.widgets.elided_label import ElidedLabel

MAX_HOLE_CARDS = 4
MAX_DOWN_CARDS = 3  # stud: two down on 3rd street, one on 7th
MAX_UP_CARDS = 4  # stud: 3rd to 6th street (LC-124's community card sits on the board)
# the largest a card is drawn: read from a step back; stud's down cards are only counted, and
# narrow, so the stack beside them ("$1980") keeps its width in a seat of 153 px
HOLE_W, DOWN_W, UP_W = 64, 20, 64
CARD_GAP = 3
SIDES = 22  # the seat's margins and border, left and right together
NAME_ROWS_H = 56  # number and name, stack: above the cards
STUD_ROWS_H = 28 + int(DOWN_W * 1.4) + 16  # stud: the name, the down cards and stack, margins


class SeatView(QFrame):
    """Renders a :class:`SeatShow`; a touch on it emits ``tapped(seat)``."""

    tapped = Signal(int)

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName("seat")
        self.flags: dict[str, bool] = {}
        self.name = ElidedLabel(objectName="seatName")  # a long name gives way; the number stays
        self.stack = QLabel(objectName="seatStack")
        self.cards = [CardView(HOLE_W) for _ in range(MAX_HOLE_CARDS)]
        self.inner_w = HOLE_W * 2 + CARD_GAP  # set by the table view as it places the seat
        self.up_w = UP_W // 2
        self.hole_w_by_height = HOLE_W
        row = QHBoxLayout()
        row.setSpacing(CARD_GAP)
        for c in self.cards:
            row.addWidget(c)
        row.addStretch(1)
        self.stud_stack = QLabel(objectName="seatStack")  # stud: beside the down cards
        self.stud_stack.hide()
        row.addWidget(self.stud_stack)
        self.up = [CardView(UP_W) for _ in range(MAX_UP_CARDS)]
        up_grid = QGridLayout()  # stud: two up cards a row, so each can be large
        up_grid.setSpacing(CARD_GAP)
        for i, c in enumerate(self.up):
            up_grid.addWidget(c, i // 2, i % 2)
            c.hide()
        up_row = QHBoxLayout()
        up_row.addLayout(up_grid)
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
        box.addStretch(1)  # a folded seat's name and stack stay at the top
        self.show_seat(SeatShow(number))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.rect().contains(event.position().toPoint()):
            self.tapped.emit(self.number)
        super().mouseReleaseEvent(event)

    def fit(self, seat_w: int, seat_h: int, slots: int = 2) -> None:
        """Cards as large as the seat allows, up to :data:`HOLE_W` (twice what they were):
        ``slots`` hole cards side by side; stud: the up cards two a row, in two rows."""
        self.inner_w = seat_w - SIDES
        rows_h = seat_h - STUD_ROWS_H - CARD_GAP
        self.up_w = min(card_width(self.inner_w, 2, UP_W), int(rows_h / 2 / 1.4))
        self.hole_w_by_height = int((seat_h - NAME_ROWS_H - 8) / 1.4)
        self._size_cards(slots)

    def _size_cards(self, slots: int) -> None:
        if self.stud:
            for view in self.cards:
                view.setFixedSize(DOWN_W, int(DOWN_W * 1.4))
            for view in self.up:
                view.setFixedSize(self.up_w, int(self.up_w * 1.4))
            return
        width = min(card_width(self.inner_w, max(slots, 2), HOLE_W), self.hole_w_by_height)
        for view in self.cards:
            view.setFixedSize(width, int(width * 1.4))

    def show_seat(self, seat: SeatShow) -> None:
        if seat.stud != self.stud:
            self.stud = seat.stud
        self._size_cards(seat.card_slots)
        self.name.setText(f"{seat.number}  {seat.name}" if seat.name
                          else tr("{number}  open").format(number=seat.number))
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
            for widget in (self, self.name, self.stack, self.stud_stack):  # the labels dim too
                theme.restyle(widget)
        self.setAccessibleName(f"seat {seat.number}")


def card_width(inner: int, count: int, largest: int) -> int:
    """The width of ``count`` cards side by side in ``inner`` pixels, at most ``largest``."""
    return max(20, min(largest, (inner - CARD_GAP * (count - 1)) // count))


def seat_height(seat_w: int, stud: bool) -> int:
    """A seat's height for its width: the name rows, then the largest cards it will hold (two
    hole cards; stud: a row of down cards, then the up cards, up to two at full size)."""
    inner = seat_w - SIDES
    if stud:
        return STUD_ROWS_H + 2 * int(card_width(inner, 2, UP_W) * 1.4) + CARD_GAP
    return NAME_ROWS_H + int(card_width(inner, 2, HOLE_W) * 1.4) + 12
