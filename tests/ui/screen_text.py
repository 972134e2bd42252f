"""What a person would see wrong on a screen: text cut off by its label or button, buttons or
seats drawn over each other, text smaller than the dealer screen's least size."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QPushButton, QWidget

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


def _in_scroll(widget: QWidget, root: QWidget) -> bool:
    return any(isinstance(p, QAbstractScrollArea) for p in _parents(widget, root))


def label_problem(label: QLabel) -> str:
    text = label.text()
    if not text or text.lstrip().startswith("<") or isinstance(label, ElidedLabel):
        return ""
    room = label.contentsRect()
    margin = 2 * label.margin() + max(label.indent(), 0)
    fm = QFontMetrics(label.font())
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + SLACK:
            return f"needs {needed} px of height, has {label.height()}"
        return ""
    lines = text.split("\n")
    wide = max(fm.horizontalAdvance(line) for line in lines) + margin
    if wide > room.width() + SLACK:
        return f"needs {wide} px of width, has {room.width()}"
    if len(lines) * fm.lineSpacing() - fm.leading() > room.height() + SLACK + 4:
        return f"needs {len(lines) * fm.lineSpacing()} px of height, has {room.height()}"
    return ""


def button_problem(button: QPushButton) -> str:
    text = button.text()
    if not text:
        return ""
    fm = QFontMetrics(button.font())
    lines = text.split("\n")
    wide = max(fm.horizontalAdvance(line) for line in lines) + 8
    if wide > button.width():
        return f"needs {wide} px of width, has {button.width()}"
    tall = len(lines) * fm.height()
    if tall > button.height():
        return f"needs {tall} px of height, has {button.height()}"
    return ""


def clipped(root: QWidget) -> list[str]:
    """Every visible label or button whose text does not fit its rectangle."""
    problems = []
    for label in root.findChildren(QLabel):
        if _shown(label, root) and not _in_scroll(label, root):
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
