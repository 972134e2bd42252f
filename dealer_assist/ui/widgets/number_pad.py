"""On-screen number pad for spread-limit and no-limit amounts: no keyboard anywhere.

It only collects digits; the engine decides whether the amount is legal (the range shown is the
one the engine's legal action stated).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.ui.widgets.keypad import Keypad, edit

MAX_DIGITS = 7


class NumberPad(QWidget):
    """Emits ``entered(amount)`` on OK and ``cancelled()`` on Cancel."""

    entered = Signal(int)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(objectName="numberRange")
        self.title.setWordWrap(True)
        self.display = QLabel("$0", objectName="numberDisplay")
        self.display.setFixedHeight(72)
        self.digits = ""
        self.keypad = Keypad()
        self.keypad.pressed.connect(self.press)
        self.ok = QPushButton("OK")
        self.ok.setProperty("role", "passive")
        self.ok.clicked.connect(self._ok)
        self.cancel = QPushButton("Cancel")
        self.cancel.setProperty("role", "quiet")
        self.cancel.clicked.connect(self.cancelled.emit)
        row = QHBoxLayout()
        row.addWidget(self.cancel)
        row.addWidget(self.ok)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.title)
        box.addWidget(self.display)
        box.addWidget(self.keypad)
        box.addLayout(row)
        box.addStretch(1)

    def ask(self, title: str, start: int = 0) -> None:
        self.title.setText(title)
        self.digits = str(start) if start else ""
        self._show()

    def press(self, key: str) -> None:
        self.digits = edit(self.digits, key, MAX_DIGITS).lstrip("0")
        self._show()

    @property
    def value(self) -> int:
        return int(self.digits or "0")

    def _show(self) -> None:
        self.display.setText(f"${self.value}")
        self.ok.setEnabled(self.value > 0)

    def _ok(self) -> None:
        self.entered.emit(self.value)
