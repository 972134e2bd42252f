"""The station's Room page: a line on the room as a whole over the grid of every table."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dealer_assist.room.floor_feed import TableSummary
from dealer_assist.ui.floor_station.room_grid import RoomGrid
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.widgets.scroll import touch_scroll


class RoomPage(QWidget):
    def __init__(self, offline_limit_s: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel(objectName="detailText")
        self.summary.setWordWrap(True)
        self.grid = RoomGrid(offline_limit_s)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 8)
        box.addWidget(self.summary)
        box.addWidget(touch_scroll(self.grid, horizontal=False), 1)
        self.shown: tuple[list[TableSummary], dt.datetime, bool] = ([], dt.datetime.now(dt.UTC),
                                                                     False)
        self.show_tables(*self.shown[:2], online=False)

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the summary and every tile said again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            tables, now, online = self.shown
            self.grid.forget_images()
            self.show_tables(tables, now, online=online)

    def show_tables(self, tables: list[TableSummary], now: dt.datetime, *,
                    online: bool = True) -> None:
        self.shown = (tables, now, online)
        self.grid.show_tables(tables, now)
        rulings = sum(len(t.rulings) for t in tables)
        late = sum(1 for t in self.grid.tiles if t.light == "bad")
        words = [tr("{count} tables").format(count=len(tables)),
                 (tr("{count} ruling open") if rulings == 1 else
                  tr("{count} rulings open")).format(count=rulings)]
        if late:
            words.append(tr("{count} OFFLINE TOO LONG or never connected").format(count=late))
        if not online:
            words.append(tr("the room is out of reach: retrying"))
        down = sum(1 for t in self.grid.tiles if t.device_light == "bad")
        if down:
            words.append(tr("{count} with a device down").format(count=down))
        self.summary.setText(" · ".join(words))
