"""A bar chart drawn with QPainter (PySide6-Essentials has no QtCharts): a title, bars with
their values on top, category labels under them, a value axis with a few round ticks, and an
empty-state message when every value is zero. Large type, to be read at arm's length."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

BACKGROUND = QColor("#111827")
TEXT = QColor("#F8FAFC")
GRID = QColor("#374151")
BAR = QColor("#38BDF8")
LABEL_PX = 18
TITLE_PX = 22


def nice_ticks(top: int, count: int = 4) -> list[int]:
    """0 and a few round values up to at least ``top`` (steps of 1, 2, 5 x 10^n)."""
    if top <= 0:
        return [0]
    raw = top / count
    power = 10 ** math.floor(math.log10(raw)) if raw >= 1 else 1
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    step = max(int(step), 1)
    return list(range(0, math.ceil(top / step) * step + 1, step))


class BarChart(QWidget):
    def __init__(self, title: str, empty: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.empty = empty
        self.labels: list[str] = []
        self.values: list[int] = []
        self.label_every = 1  # draw every n-th category label (24 hours do not all fit)
        self.setMinimumHeight(220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, labels: Sequence[str], values: Sequence[int], label_every: int = 1) -> None:
        self.labels, self.values, self.label_every = list(labels), list(values), label_every
        self.update()

    @property
    def is_empty(self) -> bool:
        return not any(self.values)

    def _font(self, px: int, bold: bool = False) -> QFont:
        font = QFont("DejaVu Sans")
        font.setPixelSize(px)
        font.setBold(bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BACKGROUND)
        w, h = self.width(), self.height()
        p.setPen(TEXT)
        p.setFont(self._font(TITLE_PX, bold=True))
        title_h = QFontMetrics(p.font()).height() + 6
        p.drawText(QRectF(8, 0, w - 16, title_h), Qt.AlignmentFlag.AlignLeft
                   | Qt.AlignmentFlag.AlignVCenter, self.title)
        p.setFont(self._font(LABEL_PX))
        fm = QFontMetrics(p.font())
        if self.is_empty:
            p.drawText(QRectF(0, title_h, w, h - title_h), Qt.AlignmentFlag.AlignCenter,
                       self.empty)
            return
        ticks = nice_ticks(max(self.values))
        axis_w = fm.horizontalAdvance(str(ticks[-1])) + 14
        left, right = axis_w + 8, w - 10
        top, bottom = title_h + fm.height() + 4, h - fm.height() - 10
        span = max(ticks[-1], 1)

        def y_of(v: float) -> float:
            return bottom - (bottom - top) * v / span

        for tick in ticks:  # value axis and grid
            y = y_of(tick)
            p.setPen(QPen(GRID, 1))
            p.drawLine(int(left), int(y), int(right), int(y))
            p.setPen(TEXT)
            p.drawText(QRectF(0, y - fm.height() / 2, axis_w, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(tick))
        n = len(self.values)
        slot = (right - left) / n
        bar_w = max(slot * 0.7, 2)
        for i, (label, value) in enumerate(zip(self.labels, self.values, strict=True)):
            x = left + i * slot + (slot - bar_w) / 2
            if value:
                y = y_of(value)
                p.fillRect(QRectF(x, y, bar_w, bottom - y), BAR)
                p.setPen(TEXT)
                p.drawText(QRectF(x - slot, y - fm.height() - 2, bar_w + 2 * slot, fm.height()),
                           Qt.AlignmentFlag.AlignCenter, str(value))
            if i % self.label_every == 0:
                p.setPen(TEXT)
                text = fm.elidedText(label, Qt.TextElideMode.ElideRight,
                                     int(slot * self.label_every))
                cx, room = x + bar_w / 2, slot * self.label_every
                p.drawText(QRectF(cx - room / 2, bottom + 4, room, fm.height()),
                           Qt.AlignmentFlag.AlignCenter, text)
        p.setPen(QPen(TEXT, 2))
        p.drawLine(int(left), int(bottom), int(right), int(bottom))
