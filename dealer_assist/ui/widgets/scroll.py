"""A scroll area a finger drags (no scroll bar to hit): the Floor list, the calls list, the staff
list, the banked recall."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QScrollArea, QScroller, QScrollerProperties, QWidget


class _NaturalHeight(QObject):
    """Keeps a scroll body at least as tall as its contents want at its width. Without it the
    scroll area shrinks the body to the sum of its keys' minimum heights (the theme's
    min-height, below their natural height), and a key's or a wrapped label's lines are cut;
    the body scrolls instead."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize) and \
                isinstance(watched, QWidget):
            layout = watched.layout()
            if isinstance(event, QResizeEvent) and layout is not None and \
                    event.oldSize().width() != event.size().width():
                layout.invalidate()  # wrapped lines at the new width (a scroll bar came)
            if layout is not None:
                width = watched.width()
                tall = (layout.totalHeightForWidth(width) if layout.hasHeightForWidth()
                        else layout.totalSizeHint().height())
                if tall != watched.minimumHeight():
                    watched.setMinimumHeight(tall)
        return False


def touch_scroll(body: QWidget, *, horizontal: bool = True) -> QScrollArea:
    """``body`` in a scroll area that follows a drag; ``horizontal=False``: never sideways."""
    scroll = QScrollArea()
    body.installEventFilter(_NaturalHeight(body))
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
