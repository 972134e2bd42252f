"""Digit entry by touch, shared by the number pad and the PIN pad: a title, a display, 3 x 4
keys and Cancel / OK. No keyboard anywhere."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.ui.i18n import tr
from dealer_assist.ui.qt_compat import returns_none

CLEAR: Final = "Clear"  # i18n: the key's name in code; its face says tr("Clear")
KEYS: Final = ("7", "8", "9", "4", "5", "6", "1", "2", "3", CLEAR, "0", "⌫")


class DigitPad(QWidget):
    """Subclasses say how the digits look (:meth:`shown`), when OK is allowed (:meth:`ready`)
    and what OK hands on (:meth:`accept`)."""

    cancelled = Signal()
    limit = 8

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.digits = ""
        self.title = QLabel(title, objectName="numberRange")
        self.title.setWordWrap(True)
        self.display = QLabel(objectName="numberDisplay")
        self.display.setFixedHeight(64)  # 64 and 6 px spacing: a CJK Cancel/OK row fits 1024x768
        grid = QGridLayout()
        grid.setSpacing(6)
        self.keys: dict[str, QPushButton] = {}
        for i, key in enumerate(KEYS):
            button = QPushButton(tr("Clear") if key == CLEAR else key)
            button.setProperty("role", "key")
            button.clicked.connect(returns_none(lambda k=key: self.press(k)))
            grid.addWidget(button, i // 3, i % 3)
            self.keys[key] = button
        self.ok = QPushButton(tr("OK"))
        self.ok.setProperty("role", "passive")
        self.ok.clicked.connect(returns_none(self.accept))
        self.cancel = QPushButton(tr("Cancel"))
        self.cancel.setProperty("role", "quiet")
        self.cancel.clicked.connect(returns_none(self.drop))
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
        self.update_display()

    def press(self, key: str) -> None:
        if key == CLEAR:
            self.digits = ""
        elif key == "⌫":
            self.digits = self.digits[:-1]
        elif len(self.digits) < self.limit:
            self.digits += key
        self.update_display()

    def update_display(self) -> None:
        self.display.setText(self.shown())
        self.ok.setEnabled(self.ready())

    def drop(self) -> None:
        self.digits = ""
        self.update_display()
        self.cancelled.emit()

    def shown(self) -> str:
        return self.digits

    def ready(self) -> bool:
        return bool(self.digits)

    def accept(self) -> None:
        raise NotImplementedError
