"""The station's Room page: a line on the room as a whole over the grid of every table."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dealer_assist.room.floor_feed import TableSummary
from dealer_assist.ui.floor_station.room_grid import RoomGrid
from dealer_assist.ui.widgets.scroll import touch_scroll

NO_DEVICES = ("Device lights: the tables' logs do not carry their devices' status, so the "
              "station shows none (each table shows its own).")


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
        self.show_tables([], dt.datetime.now(dt.UTC), online=False)

    def show_tables(self, tables: list[TableSummary], now: dt.datetime, *,
                    online: bool = True) -> None:
        self.grid.show_tables(tables, now)
        rulings = sum(len(t.rulings) for t in tables)
        late = sum(1 for t in self.grid.tiles if t.light == "bad")
        words = [f"{len(tables)} tables", f"{rulings} ruling{'s' * (rulings != 1)} open"]
        if late:
            words.append(f"{late} OFFLINE TOO LONG or never connected")
        if not online:
            words.append("the room is out of reach: retrying")
        self.summary.setText(" · ".join(words) + "\n" + NO_DEVICES)
