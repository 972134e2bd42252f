"""The 3 x 4 digit keys shared by the number pad and the PIN pad: no keyboard anywhere."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from dealer_assist.ui.qt_compat import returns_none

KEYS: Final = ("7", "8", "9", "4", "5", "6", "1", "2", "3", "Clear", "0", "⌫")


def edit(digits: str, key: str, limit: int) -> str:
    """``digits`` after one key: a digit (up to ``limit``), Clear or backspace."""
    if key == "Clear":
        return ""
    if key == "⌫":
        return digits[:-1]
    return digits + key if len(digits) < limit else digits


class Keypad(QWidget):
    pressed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(8)
        self.keys: dict[str, QPushButton] = {}
        for i, key in enumerate(KEYS):
            button = QPushButton(key)
            button.setProperty("role", "key")
            button.clicked.connect(returns_none(lambda k=key: self.pressed.emit(k)))
            grid.addWidget(button, i // 3, i % 3)
            self.keys[key] = button
