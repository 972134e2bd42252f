"""The top-level window of a banked table (the flop and stud tables use :class:`MainWindow`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from dealer_assist.devices.sim.demo_deck import DemoDeck
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.main_window import KioskWindow
from dealer_assist.ui.views.banked_screen import BankedScreen


class BankedWindow(KioskWindow):
    def __init__(self, controller: BankedController, deck: DemoDeck | None = None,
                 parent: QWidget | None = None,
                 demo_badge: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self.dealer = BankedScreen(controller, deck, demo_badge=demo_badge)
        self.show_screen(self.dealer)  # as the flop/stud window, kiosk included
