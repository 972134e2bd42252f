"""A label that gives way with "…" when its text is wider than its room: a long title on a
small screen gives way, never the buttons beside it, and it never wraps onto more lines than
its own. The end of each line is cut by default (put what matters first: the table and its
game, a seat's number); the whole text is its tool tip."""

from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 objectName: str = "",
                 mode: Qt.TextElideMode = Qt.TextElideMode.ElideRight) -> None:
        super().__init__(text, parent, objectName=objectName)
        self.mode = mode
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setWordWrap(False)

    separator = ""
    """Set (" · "): a line of parts gives way by whole parts from its end ("Seven Card Stud
    …", then "Seven Card Stud"), before a part is cut."""

    def shown_text(self) -> str:
        """What is painted: each line of the text, elided to the label's width."""
        width = self.contentsRect().width()
        return "\n".join(self._elided(line, width) for line in self.text().split("\n"))

    def _elided(self, line: str, width: int) -> str:
        metrics = QFontMetricsF(self.font())

        def fits(text: str) -> bool:
            return math.ceil(metrics.horizontalAdvance(text)) <= width

        if fits(line):
            return line
        if self.separator and self.separator in line:
            parts = line.split(self.separator)
            for count in range(len(parts) - 1, 0, -1):
                head = self.separator.join(parts[:count])
                if fits(f"{head} …"):
                    return f"{head} …"
            if fits(parts[0]):
                return parts[0]
        return self.fontMetrics().elidedText(line, self.mode, width)

    def setText(self, text: str) -> None:  # type: ignore[override]
        super().setText(text)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()), self.shown_text())
