"""The top-level window: one screen at a time (only the dealer screen exists so far)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMainWindow, QWidget

from dealer_assist.ui.controller import TableController
from dealer_assist.ui.views.dealer_screen import DealerScreen

MIN_WIDTH, MIN_HEIGHT = 1024, 768


class MainWindow(QMainWindow):
    def __init__(self, controller: TableController,
                 demo_badge: Callable[[str], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Dealer Assist")
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self.dealer = DealerScreen(controller, demo_badge)
        self.setCentralWidget(self.dealer)
