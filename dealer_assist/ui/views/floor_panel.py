"""The Floor button's panel: rulings to decide (floor badge + PIN), the irregularities
reference and game recall (read-only)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.ui.controller import TableController
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.views.floor_rulings import FloorRulings
from dealer_assist.ui.views.hand_recall import HandRecall
from dealer_assist.ui.views.irregularity_list import IrregularityList
from dealer_assist.ui.views.overlay import Overlay


class FloorPanel(Overlay):
    closed = Signal()

    def __init__(self, controller: TableController, demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        store, table = controller.store, controller.table_id
        config = controller.session.table.config

        title = QLabel("Floor", objectName="overlayTitle")
        self.close_button = QPushButton("Close")
        self.close_button.setProperty("role", "quiet")
        self.close_button.clicked.connect(returns_none(self.closed.emit))
        self.text = IrregularityList(controller)
        self.text.reported.connect(lambda: self.show_page(self.rulings))
        self.recall = HandRecall(store, table, config)
        self.rulings = FloorRulings(controller, demo_badge)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.rulings)
        self.pages.addWidget(self.text)
        self.pages.addWidget(self.recall)
        header = QHBoxLayout()
        header.addWidget(title, 1)
        for page, name in ((self.rulings, "Rulings"), (self.text, "Irregularities"),
                           (self.recall, "Last 10 hands")):
            button = QPushButton(name)
            button.setProperty("role", "quiet")
            button.clicked.connect(returns_none(lambda p=page: self.show_page(p)))
            header.addWidget(button)
        header.addWidget(self.close_button)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(20, 14, 20, 14)
        box.setSpacing(12)
        box.addLayout(header)
        box.addWidget(self.pages, 1)

    def show_page(self, page: QWidget) -> None:
        if page is self.recall:
            self.recall.refresh()
        elif page is self.rulings:
            self.rulings.refresh()
        else:
            self.text.refresh()
        self.pages.setCurrentWidget(page)
