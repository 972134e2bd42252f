"""The top-level windows. In kiosk mode a window fills the screen and refuses to close (Alt+F4,
the window manager) until a signed-in supervisor taps "Leave kiosk mode" on the Supervisor panel;
the flop/stud and the banked windows share it (:class:`KioskWindow`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.theme import follow_window_size
from dealer_assist.ui.views.dealer_screen import DealerScreen

MIN_WIDTH, MIN_HEIGHT = 1024, 768


class KioskScreen(Protocol):
    """A table's screen in a kiosk window: its Supervisor panel offers the only way out."""

    @property
    def leave_kiosk(self) -> SignalInstance: ...

    def set_kiosk(self, on: bool) -> None: ...


class KioskWindow(QMainWindow):
    """A table window that, in kiosk mode, refuses to close (the flop/stud window, the banked
    window of ``demo --game``, and a banked window opened from a kiosk flop window: only its way
    back leaves it)."""

    kiosk = False

    def show_screen(self, screen: KioskScreen) -> None:
        """``screen`` (a widget) fills the window; a supervisor leaving the kiosk on it closes
        the window."""
        assert isinstance(screen, QWidget)
        self.setWindowTitle(tr("Dealer Assist"))
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        follow_window_size(self)  # fonts and touch targets grow on a larger screen
        self.setCentralWidget(screen)
        self._screen = screen
        screen.leave_kiosk.connect(self.leave_kiosk)

    def enter_kiosk(self) -> None:
        self.kiosk = True
        self._screen.set_kiosk(True)
        self.showFullScreen()

    def leave_kiosk(self) -> None:
        """Only the Supervisor panel calls this, after a supervisor signed in."""
        self.kiosk = False
        self.close()

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
        self.dealer = DealerScreen(controller, demo_badge)
        self.show_screen(self.dealer)
