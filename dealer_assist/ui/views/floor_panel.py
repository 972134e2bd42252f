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
from dealer_assist.ui.floor_desk import FloorDesk, floor_desk
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.views.banked_recall import BankedRecall
from dealer_assist.ui.views.floor_rulings import FloorRulings
from dealer_assist.ui.views.hand_recall import HandRecall
from dealer_assist.ui.views.irregularity_list import IrregularityList
from dealer_assist.ui.views.overlay import Overlay


class FloorPanel(Overlay):
    """``recall``: the recall page of a table that is not a flop/stud table (a banked table's
    rounds); a flop/stud table gets :class:`HandRecall`."""

    closed = Signal()

    def __init__(self, controller: TableController | FloorDesk,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None, recall: BankedRecall | None = None) -> None:
        super().__init__(parent)
        desk = floor_desk(controller)

        title = QLabel(tr("Floor"), objectName="overlayTitle")
        self.close_button = QPushButton(tr("Close"))
        self.close_button.setProperty("role", "quiet")
        self.close_button.clicked.connect(returns_none(self.closed.emit))
        self.text = IrregularityList(controller)
        self.text.reported.connect(lambda: self.show_page(self.rulings))
        self.recall: HandRecall | BankedRecall
        if recall is None:
            assert isinstance(controller, TableController)
            self.recall = HandRecall(desk.store, desk.table_id, controller.session.table.config,
                                     desk=desk, demo_badge=demo_badge)
        else:
            self.recall = recall
        self.rulings = FloorRulings(controller, demo_badge)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.rulings)
        self.pages.addWidget(self.text)
        self.pages.addWidget(self.recall)
        header = self.header = QHBoxLayout()
        header.addWidget(title, 1)
        for page, name in ((self.rulings, tr("Rulings")), (self.text, tr("Irregularities")),
                           (self.recall, tr("Last 10 hands"))):
            header.addWidget(self._page_button(page, name))
        header.addWidget(self.close_button)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(20, 14, 20, 14)
        box.setSpacing(12)
        box.addLayout(header)
        box.addWidget(self.pages, 1)

    def _page_button(self, page: QWidget, name: str) -> QPushButton:
        button = QPushButton(name)
        button.setProperty("role", "quiet")
        button.clicked.connect(returns_none(lambda: self.show_page(page)))
        return button

    def add_page(self, page: QWidget, name: str) -> None:
        """A page of one kind of table (a banked table's TPPP page), its key before Close;
        ``page.refresh()`` runs when it is shown."""
        self.pages.addWidget(page)
        self.header.insertWidget(self.header.count() - 1, self._page_button(page, name))

    def show_page(self, page: QWidget) -> None:
        if page is self.recall:
            self.recall.refresh()
        elif page is self.rulings:
            self.rulings.refresh()
        elif page is self.text:
            self.text.refresh()
        else:
            refresh = getattr(page, "refresh", None)
            if callable(refresh):
                refresh()
        self.pages.setCurrentWidget(page)
