"""The Floor button's panel: the irregularities reference and game recall.

Floor sign-in by PIN or badge is not built yet, so nothing here reports, confirms, overrides or
changes anything: the catalogue is shown for reference and game recall only reads the log.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.engine.config import GameConfig
from dealer_assist.storage import EventStore
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.views.hand_recall import HandRecall
from dealer_assist.ui.views.irregularity_list import IrregularityList
from dealer_assist.ui.views.overlay import Overlay


class FloorPanel(Overlay):
    closed = Signal()

    def __init__(self, store: EventStore | None, table: str, config: GameConfig,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)

        title = QLabel("Floor", objectName="overlayTitle")
        self.close_button = QPushButton("Close")
        self.close_button.setProperty("role", "quiet")
        self.close_button.clicked.connect(returns_none(self.closed.emit))
        self.text = IrregularityList(config.game)
        self.recall = HandRecall(store, table, config)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.text)
        self.pages.addWidget(self.recall)
        header = QHBoxLayout()
        header.addWidget(title, 1)
        for page, name in ((self.text, "Irregularities"), (self.recall, "Last 10 hands")):
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
        self.pages.setCurrentWidget(page)
