"""The top-level window. In kiosk mode it fills the screen and refuses to close (Alt+F4, the
window manager) until a signed-in supervisor taps "Leave kiosk mode" on the Supervisor panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from dealer_assist.ui.controller import TableController
from dealer_assist.ui.theme import follow_window_size
from dealer_assist.ui.views.dealer_screen import DealerScreen

MIN_WIDTH, MIN_HEIGHT = 1024, 768


class KioskWindow(QMainWindow):
    """A table window that, in kiosk mode, refuses to close (the flop/stud window, and a banked
    window opened from a kiosk flop window: only its way back leaves it)."""

    kiosk = False

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.kiosk:
            event.ignore()  # kiosk: only a supervisor leaves (Supervisor panel)
            return
        super().closeEvent(event)


class MainWindow(KioskWindow):
    def __init__(self, controller: TableController,
                 demo_badge: Callable[[str], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Dealer Assist")
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        follow_window_size(self)  # fonts and touch targets grow on a larger screen
        self.dealer = DealerScreen(controller, demo_badge)
        self.setCentralWidget(self.dealer)
        self.kiosk = False
        self.dealer.leave_kiosk.connect(self.leave_kiosk)

    def enter_kiosk(self) -> None:
        self.kiosk = True
        self.dealer.set_kiosk(True)
        self.showFullScreen()

    def leave_kiosk(self) -> None:
        """Only the Supervisor panel calls this, after a supervisor signed in."""
        self.kiosk = False
        self.close()
