"""A side panel of checkable touch buttons with Cancel / OK: the base of the banked screen's
card choice (Pai Gow setting, Two Card Poker's kept cards) and dice entry. It only collects
touches; the engine judges what was chosen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.ui.i18n import tr
from dealer_assist.ui.widgets.buttons import discard, touch_button


class ChoicePanel(QWidget):
    """Subclasses fill :attr:`grid` with :meth:`key` buttons and say when OK is allowed."""

    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(objectName="numberRange")
        self.title.setWordWrap(True)
        self.note = QLabel(objectName="stepNext")
        self.note.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        self.keys: list[QPushButton] = []
        self.ok = touch_button(tr("OK"), "passive", self.accept)
        cancel = touch_button(tr("Cancel"), "quiet", self.cancelled.emit)
        row = QHBoxLayout()
        row.addWidget(cancel)
        row.addWidget(self.ok)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.title)
        box.addLayout(self.grid)
        box.addWidget(self.note)
        box.addLayout(row)
        box.addStretch(1)

    def clear(self, title: str, note: str = "") -> None:
        discard(self.grid, self.keys)
        self.title.setText(title)
        self.note.setText(note)
        self.note.setVisible(bool(note))

    def key(self, text: str, role: str, row: int, col: int, slot: Callable[[], object]) -> None:
        button = touch_button(text, role, slot)
        button.setCheckable(True)
        self.grid.addWidget(button, row, col)
        self.keys.append(button)
        if self.isVisible():
            button.show()

    def accept(self) -> None:
        raise NotImplementedError
