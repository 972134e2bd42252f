"""PIN entry for staff sign-in: digits shown as dots, the PIN handed on once and forgotten.
Checking it is :mod:`dealer_assist.ui.staff_sign_in`'s job."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from dealer_assist.ui.staff_sign_in import MAX_PIN_DIGITS as MAX_DIGITS
from dealer_assist.ui.staff_sign_in import MIN_PIN_DIGITS as MIN_DIGITS
from dealer_assist.ui.widgets.keypad import DigitPad


class PinPad(DigitPad):
    """Emits ``entered(pin)`` on OK (4-8 digits) and ``cancelled()``; clears itself either way."""

    entered = Signal(str)
    limit = MAX_DIGITS

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
