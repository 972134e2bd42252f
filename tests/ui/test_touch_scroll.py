"""A quick tap on a list that can be dragged reaches the button under the finger at once.

The drag-scroll gesture normally holds a press back for a moment to see whether it becomes a
drag; taps were seen lost that way on the calls list. Every drag list (calls, Floor, staff,
banked recall) is now made by ``touch_scroll``, which turns that delay off. These tests guard
both halves: a tap lands at once, and a drag still scrolls and is not a tap. (QTest's synthetic
taps are replayed by the scroller even with the delay, so the first test alone does not show the
loss; it fails if a tap stops reaching the button.)"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from dealer_assist.ui.widgets.scroll import touch_scroll


def _long_list(qtbot: QtBot) -> tuple[QWidget, list[QPushButton], list[str]]:
    body = QWidget()
    column = QVBoxLayout(body)
    tapped: list[str] = []
    buttons = []
    for n in range(40):  # far longer than the window: the list scrolls
        button = QPushButton(f"Entry {n}")
        button.setMinimumHeight(56)
        button.clicked.connect(lambda _=False, n=n: tapped.append(f"Entry {n}"))
        column.addWidget(button)
        buttons.append(button)
    scroll = touch_scroll(body, horizontal=False)
    scroll.resize(400, 300)
    qtbot.addWidget(scroll)
    scroll.show()
    qtbot.waitExposed(scroll)
    return scroll, buttons, tapped


def test_a_quick_tap_on_a_scrolling_list_reaches_the_button(qtbot: QtBot) -> None:
    _scroll, buttons, tapped = _long_list(qtbot)
    QTest.mouseClick(buttons[1], Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    assert tapped == ["Entry 1"]  # at once: no wait for the scroller's press delay


def _drag(widget: QWidget, start: QPoint, end: QPoint, steps: int = 12) -> None:
    """A finger drag: press, moves with the button held, release (QTest's moves hold nothing)."""
    def send(kind: QEvent.Type, at: QPoint, button: Qt.MouseButton,
             held: Qt.MouseButton) -> None:
        point = QPointF(at)
        QApplication.sendEvent(widget, QMouseEvent(
            kind, point, QPointF(widget.mapToGlobal(at)), button, held,
            Qt.KeyboardModifier.NoModifier))

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    send(QEvent.Type.MouseButtonPress, start, left, left)
    for i in range(1, steps + 1):
        QTest.qWait(15)
        send(QEvent.Type.MouseMove, start + (end - start) * (i / steps), none, left)
    send(QEvent.Type.MouseButtonRelease, end, left, none)


def test_a_drag_still_scrolls_the_list(qtbot: QtBot) -> None:
    scroll, _buttons, tapped = _long_list(qtbot)
    _drag(scroll.viewport(), QPoint(200, 260), QPoint(200, 40))
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().value() > 0, timeout=3000)
    assert not tapped  # a drag is not a tap
