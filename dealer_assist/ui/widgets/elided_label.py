"""A one-line label that starts with "…" when its text is wider than its room (the end, where
a table title names the game, stays): a long title on a small screen gives way, never the
buttons beside it, and never wraps onto more lines."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 objectName: str = "") -> None:
        super().__init__(text, parent, objectName=objectName)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setWordWrap(False)

    def shown_text(self) -> str:
        """What is painted: the text, elided to the label's width."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideLeft,
                                             self.contentsRect().width())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()), self.shown_text())
