"""A row of keys that breaks onto a second row when the words do not fit (Spanish and Tagalog
run 30-40% longer than English): every key keeps at least its natural width, so its text is
never cut, and each row is stretched across the whole width, as a plain row of keys is."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items left to right at their natural width, a new row when the next would not fit."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self.items: list[QLayoutItem] = []
        self.gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self.items.append(item)

    def count(self) -> int:
        return len(self.items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self.items[index] if 0 <= index < len(self.items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self.items.pop(index) if 0 <= index < len(self.items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """All on one row."""
        shown = self._shown()
        width = sum(i.sizeHint().width() for i in shown) + self.gap * max(len(shown) - 1, 0)
        height = max((i.sizeHint().height() for i in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def minimumSize(self) -> QSize:
        """The widest key alone on its row."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.sizeHint())
        return size.grownBy(self.contentsMargins())

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self.items if not i.isEmpty()]

    def rows(self, width: int) -> list[list[QLayoutItem]]:
        """The items in rows no wider than ``width`` (a key wider than that gets a row alone)."""
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            wide = item.sizeHint().width()
            if rows[-1] and used + self.gap + wide > width:
                rows.append([])
                used = 0
            used += wide + (self.gap if len(rows[-1]) else 0)
            rows[-1].append(item)
        return [row for row in rows if row]

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the rows out in ``rect`` (when ``move``), the room left on each row shared among
        its keys; the height they take."""
        inner = rect.marginsRemoved(self.contentsMargins())
        y = inner.y()
        for row in self.rows(inner.width()):
            tall = max(i.sizeHint().height() for i in row)
            natural = sum(i.sizeHint().width() for i in row) + self.gap * (len(row) - 1)
            extra = max(inner.width() - natural, 0)
            x = inner.x()
            for n, item in enumerate(row):
                share = extra // len(row) + (1 if n < extra % len(row) else 0)
                wide = item.sizeHint().width() + share
                if move:
                    item.setGeometry(QRect(QPoint(x, y), QSize(wide, tall)))
                x += wide + self.gap
            y += tall + self.gap
        margins = self.contentsMargins()
        return max(y - self.gap - inner.y(), 0) + margins.top() + margins.bottom()
