"""The table from above, dealer at the bottom: seats 1-10 clockwise from the dealer's left,
the board and the pots in the middle."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.ui import theme
from dealer_assist.ui.presenter import BOARD_SLOTS, TableShow
from dealer_assist.ui.widgets.card_view import CardView
from dealer_assist.ui.widgets.seat_front import SeatFront
from dealer_assist.ui.widgets.seat_view import SeatView, seat_height

# Centres of seats 1-10 as fractions of the view (x, y), clockwise from the dealer's left.
SEAT_SPOTS: Final = (
    (0.25, 0.88), (0.09, 0.66), (0.09, 0.36), (0.21, 0.11), (0.40, 0.07),
    (0.60, 0.07), (0.79, 0.11), (0.91, 0.36), (0.91, 0.66), (0.75, 0.88),
)
# Stud (eight seats at most): spread wider, so each seat is tall enough for two rows of large
# up cards.
STUD_SPOTS: Final = (
    (0.30, 0.86), (0.09, 0.55), (0.12, 0.17), (0.37, 0.10),
    (0.63, 0.10), (0.88, 0.17), (0.91, 0.55), (0.70, 0.86),
)


class TableView(QWidget):
    seat_tapped = Signal(int)

    def __init__(self, seats: int = 10, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(560, 480)
        self.seat_views = {n: SeatView(n, self) for n in range(1, seats + 1)}
        for view in self.seat_views.values():
            view.tapped.connect(self.seat_tapped.emit)
        self.fronts = {n: SeatFront(self) for n in range(1, seats + 1)}
        self.centre = QWidget(self)
        self.hand_title = QLabel(objectName="handTitle")
        self.hand_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board = [CardView(60) for _ in range(BOARD_SLOTS)]
        self.pots = QLabel(objectName="potLabel")
        self.pots.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.plan = QLabel(objectName="potLabel")  # stud: LC-124's 7th-street plan
        self.plan.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.plan.setWordWrap(True)
        self.plan.hide()
        self.stud = False
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addStretch(1)
        for card in self.board:
            row.addWidget(card)
        row.addStretch(1)
        box = QVBoxLayout(self.centre)
        box.setSpacing(8)
        box.addStretch(1)
        box.addWidget(self.hand_title, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addLayout(row)
        box.addWidget(self.pots, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.plan)
        box.addStretch(1)

    def show_table(self, show: TableShow) -> None:
        for seat in show.seats:
            view = self.seat_views.get(seat.number)
            if view is not None:
                view.show_seat(seat)
                self.fronts[seat.number].show_seat(seat)
        self._place_fronts()
        self.hand_title.setText(show.hand_title)
        for i, card in enumerate(self.board):
            card.set_card(show.board[i] if i < len(show.board) else None,
                          dealt=i < len(show.board))
            card.setVisible(i < show.board_slots)
        self.pots.setText("\n".join(show.pots))
        self.pots.setVisible(bool(show.pots))
        self.plan.setText(show.plan)
        self.plan.setVisible(bool(show.plan))
        stud = show.stud or any(s.stud for s in show.seats)
        if stud != self.stud:
            self.stud = stud
            self.resizeEvent(QResizeEvent(self.size(), self.size()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        w, h = self.width(), self.height()
        seat_w = int(min(200, w * 0.185))
        seat_h = min(seat_height(seat_w, self.stud), int(h * (0.30 if self.stud else 0.21)))
        for n, view in self.seat_views.items():
            view.fit(seat_w, seat_h)
            fx, fy = self.spot(n)
            x = min(max(0, int(fx * w - seat_w / 2)), w - seat_w)
            y = min(max(0, int(fy * h - seat_h / 2)), h - seat_h)
            view.setGeometry(x, y, seat_w, seat_h)
        cw, ch = int(w * 0.62), 230
        self.centre.setGeometry((w - cw) // 2, (h - ch) // 2, cw, ch)
        self._place_fronts()

    def spot(self, number: int) -> tuple[float, float]:
        """Seat ``number``'s centre, as fractions of the view."""
        spots = STUD_SPOTS if self.stud and len(self.seat_views) <= len(STUD_SPOTS) else SEAT_SPOTS
        return spots[(number - 1) % len(spots)]

    def _place_fronts(self) -> None:
        """Each seat's buttons and chips on the felt, on the side of the seat facing the middle."""
        gap = 8
        for n, front in self.fronts.items():
            seat = self.seat_views[n].geometry()
            fx, fy = self.spot(n)
            front.adjustSize()
            fw, fh = front.width(), front.height()
            if fy < 0.25:  # top row: below the seat
                x, y = seat.center().x() - fw // 2, seat.bottom() + gap
            elif fy > 0.75:  # bottom row: beside the seat, toward the middle
                x = seat.right() + gap if fx < 0.5 else seat.left() - gap - fw
                y = seat.top() + gap
            elif fx < 0.5:  # left side: to the right of the seat
                x, y = seat.right() + gap, seat.center().y() - fh // 2
            else:  # right side: to the left of the seat
                x, y = seat.left() - gap - fw, seat.center().y() - fh // 2
            front.move(x, y)
            front.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        felt = QRectF(w * 0.06, h * 0.10, w * 0.88, h * 0.78)
        painter.setPen(QPen(theme.FELT_EDGE, 14))
        painter.setBrush(theme.FELT)
        radius = felt.height() / 2
        painter.drawRoundedRect(felt, radius, radius)
