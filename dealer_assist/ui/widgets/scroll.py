"""A scroll area a finger drags (no scroll bar to hit): the Floor list, the calls list, the staff
list, the banked recall."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QScroller, QScrollerProperties, QWidget


def touch_scroll(body: QWidget, *, horizontal: bool = True) -> QScrollArea:
    """``body`` in a scroll area that follows a drag; ``horizontal=False``: never sideways."""
    scroll = QScrollArea()
    scroll.setWidget(body)
    scroll.setWidgetResizable(True)
    if not horizontal:
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    QScroller.grabGesture(scroll.viewport(), QScroller.ScrollerGestureType.LeftMouseButtonGesture)
    # a touch goes to the button under the finger at once (a drag still scrolls): the scroller's
    # usual press delay held a tap back while it waited to see whether a drag followed
    scroller = QScroller.scroller(scroll.viewport())
    properties = scroller.scrollerProperties()
    properties.setScrollMetric(QScrollerProperties.ScrollMetric.MousePressEventDelay, 0)
    scroller.setScrollerProperties(properties)
    return scroll
