"""What sits on the felt in front of a seat: the dealer button, blind and status buttons, and
the chips wagered on this street."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from dealer_assist.ui.presenter import SeatShow


class SeatFront(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.badges: list[QLabel] = [QLabel(objectName="seatBadge") for _ in range(3)]
        self.bet = QLabel(objectName="seatBet")
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        for badge in self.badges:
            box.addWidget(badge)
        box.addWidget(self.bet)

    def show_seat(self, seat: SeatShow) -> None:
        for i, badge in enumerate(self.badges):
            badge.setText(seat.badges[i] if i < len(seat.badges) else "")
            badge.setVisible(i < len(seat.badges))
        self.bet.setText(f"${seat.bet}")
        self.bet.setVisible(seat.bet > 0)
        self.adjustSize()
