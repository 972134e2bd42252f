"""PIN entry for staff sign-in: digits shown as dots, the PIN handed on once and forgotten.

Only the widget exists: checking a PIN (salted slow hash, lockout, audit) belongs to the staff
and roles work of issue 9 item 6, which is not built, so nothing signs in with it yet.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from dealer_assist.ui.widgets.keypad import DigitPad

MIN_DIGITS = 4


class PinPad(DigitPad):
    """Emits ``entered(pin)`` on OK (4-8 digits) and ``cancelled()``; clears itself either way."""

    entered = Signal(str)
    limit = 8

    def __init__(self, title: str = "PIN", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)

    def shown(self) -> str:
        return "●" * len(self.digits) or " "

    def ready(self) -> bool:
        return len(self.digits) >= MIN_DIGITS

    def accept(self) -> None:
        pin, self.digits = self.digits, ""
        self.update_display()
        self.entered.emit(pin)
