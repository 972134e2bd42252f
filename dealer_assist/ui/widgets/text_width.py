"""How wide a text is drawn, rounded up from the font's exact advances (rounding down is how a
key or label ends up one pixel short and cuts its first or last letter on the real display)."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QLabel


def text_width(font: QFont, lines: list[str]) -> int:
    """The widest of ``lines`` in whole pixels."""
    metrics = QFontMetricsF(font)
    return math.ceil(max(metrics.horizontalAdvance(line) for line in lines))


def label_width(label: QLabel) -> int:
    """The width a one-line label needs for its text in its own font (theme applied): the text
    and what its frame, padding and margins take off its width, and the indent QLabel keeps on
    its aligned side when it has a frame (a theme's padding counts: half an "x")."""
    label.ensurePolished()
    chrome = label.width() - label.contentsRect().width() + 2 * label.margin()
    indent = label.indent()
    if indent < 0 and label.frameWidth():
        indent = QFontMetrics(label.font()).horizontalAdvance("x") // 2 - label.margin()
    sides = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignRight
    if indent > 0 and label.alignment() & sides:
        chrome += indent
    return text_width(label.font(), label.text().split("\n")) + chrome
