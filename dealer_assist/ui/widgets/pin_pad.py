"""PIN entry for staff sign-in: digits shown as dots, the PIN handed on once and forgotten.

Only the widget exists: checking a PIN (salted slow hash, lockout, audit) belongs to the staff
and roles work of issue 9 item 6, which is not built, so nothing signs in with it yet.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.widgets.keypad import Keypad, edit

MIN_DIGITS, MAX_DIGITS = 4, 8


class PinPad(QWidget):
    """Emits ``entered(pin)`` on OK (4-8 digits) and ``cancelled()``; clears itself either way."""

    entered = Signal(str)
    cancelled = Signal()

    def __init__(self, title: str = "PIN", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._digits = ""
        self.title = QLabel(title, objectName="numberRange")
        self.dots = QLabel(objectName="numberDisplay")
        self.dots.setFixedHeight(72)
        self.keypad = Keypad()
        self.keypad.pressed.connect(self.press)
        self.ok = QPushButton("OK")
        self.ok.setProperty("role", "passive")
        self.ok.clicked.connect(returns_none(self._ok))
        cancel = QPushButton("Cancel")
        cancel.setProperty("role", "quiet")
        cancel.clicked.connect(returns_none(self._cancel))
        row = QHBoxLayout()
        row.addWidget(cancel)
        row.addWidget(self.ok)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.title)
        box.addWidget(self.dots)
        box.addWidget(self.keypad)
        box.addLayout(row)
        self._show()

    def press(self, key: str) -> None:
        self._digits = edit(self._digits, key, MAX_DIGITS)
        self._show()

    def _show(self) -> None:
        self.dots.setText("●" * len(self._digits) or " ")
        self.ok.setEnabled(len(self._digits) >= MIN_DIGITS)

    def _ok(self) -> None:
        pin, self._digits = self._digits, ""
        self._show()
        self.entered.emit(pin)

    def _cancel(self) -> None:
        self._digits = ""
        self._show()
        self.cancelled.emit()
