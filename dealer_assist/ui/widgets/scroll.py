"""A scroll area a finger drags (no scroll bar to hit): the Floor list and the staff list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QScroller, QWidget


def touch_scroll(body: QWidget, *, horizontal: bool = True) -> QScrollArea:
    """``body`` in a scroll area that follows a drag; ``horizontal=False``: never sideways."""
    scroll = QScrollArea()
    scroll.setWidget(body)
    scroll.setWidgetResizable(True)
    if not horizontal:
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    QScroller.grabGesture(scroll.viewport(), QScroller.ScrollerGestureType.LeftMouseButtonGesture)
    return scroll
