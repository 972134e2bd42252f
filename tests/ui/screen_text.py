"""What a person would see wrong on a screen: text cut off by its label or button, buttons or
seats drawn over each other, text smaller than the dealer screen's least size."""

from __future__ import annotations

import math

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from dealer_assist.ui.widgets.elided_label import ElidedLabel
from dealer_assist.ui.widgets.seat_view import SeatView

SLACK = 2  # pixels of rounding


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) and widget.width() > 0 and widget.height() > 0 and all(
        p.isVisibleTo(root) for p in _parents(widget, root))


def _parents(widget: QWidget, root: QWidget) -> list[QWidget]:
    found, parent = [], widget.parentWidget()
    while parent is not None and parent is not root:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def _shown_lines(text: str) -> list[str]:
    """The lines a key or label draws: ``&&`` shows one ampersand, a lone ``&`` marks a mnemonic."""
    return [line.replace("&&", "\0").replace("&", "").replace("\0", "&")
            for line in text.split("\n")]


def _widest(font: QFont, lines: list[str]) -> int:
    """The widest line in whole pixels, from the exact (fractional) advances: no rounding down."""
    fm = QFontMetricsF(font)
    return math.ceil(max(fm.horizontalAdvance(line) for line in lines))


def _lines_height(font: QFont, count: int) -> int:
    fm = QFontMetricsF(font)
    return math.ceil(count * fm.height() + (count - 1) * fm.leading())


def label_room(label: QLabel) -> QRect:
    """Where a plain-text label draws its text: the contents rectangle (frame and the theme's
    padding off), less the label's margin and indent, as QLabel itself computes it."""
    room = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(),
                                         -label.margin())
    indent = label.indent()
    if indent < 0 and label.frameWidth():
        indent = QFontMetrics(label.font()).horizontalAdvance("x") // 2 - label.margin()
    if indent > 0:
        align = label.alignment()
        if align & Qt.AlignmentFlag.AlignLeft:
            room.setLeft(room.left() + indent)
        if align & Qt.AlignmentFlag.AlignRight:
            room.setRight(room.right() - indent)
        if align & Qt.AlignmentFlag.AlignTop:
            room.setTop(room.top() + indent)
        if align & Qt.AlignmentFlag.AlignBottom:
            room.setBottom(room.bottom() - indent)
    return room


def label_problem(label: QLabel) -> str:
    """A plain-text label without word wrap draws its text in :func:`label_room` and cuts what
    is wider (on the left too, when it is aligned right or centred); a wrapping label must be
    given the height its lines need. No allowance."""
    text = label.text()
    if not text or text.lstrip().startswith("<") or isinstance(label, ElidedLabel):
        return ""
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height():
            return f"needs {needed} px of height, has {label.height()}"
        return ""
    room = label_room(label)
    lines = text.split("\n")
    wide = _widest(label.font(), lines)
    if wide > room.width():
        return f"needs {wide} px of width, has {room.width()}"
    tall = _lines_height(label.font(), len(lines))
    if tall > room.height():
        return f"needs {tall} px of height, has {room.height()}"
    return ""


def button_room(button: QPushButton) -> QRect:
    """Where a key draws its text: the style's contents rectangle (the theme's border and
    padding off, a per-key style sheet included), less the icon and its gap if it has one."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
    if not option.icon.isNull():
        room.setLeft(room.left() + option.iconSize.width() + 4)
    if button.menu() is not None:
        room.setRight(room.right() - button.style().pixelMetric(
            QStyle.PixelMetric.PM_MenuButtonIndicator, option, button))
    return room


def button_problem(button: QPushButton) -> str:
    """A key's text, in the key's own font, against :func:`button_room`. No allowance."""
    text = button.text()
    if not text:
        return ""
    room = button_room(button)
    lines = _shown_lines(text)
    wide = _widest(button.font(), lines)
    if wide > room.width():
        return f"needs {wide} px of width, has {room.width()}"
    tall = _lines_height(button.font(), len(lines))
    if tall > room.height():
        return f"needs {tall} px of height, has {room.height()}"
    return ""


def clipped(root: QWidget) -> list[str]:
    """Every visible label or button whose text does not fit where it is drawn (inside a
    scroll area too: a label cuts its text wherever it sits)."""
    problems = []
    for label in root.findChildren(QLabel):
        if _shown(label, root):
            problem = label_problem(label)
            if problem:
                problems.append(f"label {label.text()[:40]!r}: {problem}")
    for button in root.findChildren(QPushButton):
        if _shown(button, root):
            problem = button_problem(button)
            if problem:
                problems.append(f"button {button.text()[:40]!r}: {problem}")
    return problems


def overlapping(root: QWidget) -> list[str]:
    """Buttons of one parent, or seats of one table, drawn over each other."""
    problems = []
    groups: dict[int, list[tuple[str, QRect]]] = {}
    for widget in [*root.findChildren(QPushButton), *root.findChildren(SeatView)]:
        if _shown(widget, root):
            name = widget.text() if isinstance(widget, QPushButton) else widget.accessibleName()
            parent = widget.parentWidget()
            groups.setdefault(id(parent), []).append((name, widget.geometry()))
    for members in groups.values():
        for i, (a, ra) in enumerate(members):
            for b, rb in members[i + 1:]:
                common = ra.intersected(rb)
                if common.width() > SLACK and common.height() > SLACK:
                    problems.append(f"{a!r} and {b!r} overlap")
    return problems


def small_text(root: QWidget, least: int) -> list[str]:
    """Visible texts drawn smaller than ``least`` pixels (the font's pixel size as rendered)."""
    problems = []
    for widget in [*root.findChildren(QLabel), *root.findChildren(QPushButton)]:
        if _shown(widget, root) and widget.text().strip():
            size = QFontInfo(widget.font()).pixelSize()
            if size < least:
                problems.append(f"{widget.text()[:30]!r}: {size} px")
    return problems


def alignment_is_left(label: QLabel) -> bool:
    return bool(label.alignment() & Qt.AlignmentFlag.AlignLeft)
