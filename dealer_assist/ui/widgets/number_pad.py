"""On-screen number pad for spread-limit and no-limit amounts: no keyboard anywhere.

It only collects digits; the engine decides whether the amount is legal (the range shown is the
one the engine's legal action stated).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

KEYS = ("7", "8", "9", "4", "5", "6", "1", "2", "3", "Clear", "0", "⌫")
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
        grid = QGridLayout()
        grid.setSpacing(8)
        self.keys: dict[str, QPushButton] = {}
        for i, key in enumerate(KEYS):
            button = QPushButton(key)
            button.setProperty("role", "key")
            button.clicked.connect(lambda _=False, k=key: self.press(k))
            grid.addWidget(button, i // 3, i % 3)
            self.keys[key] = button
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
        box.addLayout(grid)
        box.addLayout(row)
        box.addStretch(1)

    def ask(self, title: str, start: int = 0) -> None:
        self.title.setText(title)
        self.digits = str(start) if start else ""
        self._show()

    def press(self, key: str) -> None:
        if key == "Clear":
            self.digits = ""
        elif key == "⌫":
            self.digits = self.digits[:-1]
        elif len(self.digits) < MAX_DIGITS:
            self.digits = (self.digits + key).lstrip("0")
        self._show()

    @property
    def value(self) -> int:
        return int(self.digits or "0")

    def _show(self) -> None:
        self.display.setText(f"${self.value}")
        self.ok.setEnabled(self.value > 0)

    def _ok(self) -> None:
        self.entered.emit(self.value)
