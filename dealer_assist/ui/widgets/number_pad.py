"""On-screen number pad for spread-limit and no-limit amounts.

It only collects digits; the engine decides whether the amount is legal (the range shown is the
one the engine's legal action stated).
"""

from __future__ import annotations

from PySide6.QtCore import Signal

from dealer_assist.ui.widgets.keypad import DigitPad


class NumberPad(DigitPad):
    """Emits ``entered(amount)`` on OK and ``cancelled()`` on Cancel."""

    entered = Signal(int)
    limit = 7

    def ask(self, title: str, start: int = 0) -> None:
        self.title.setText(title)
        self.digits = str(start) if start else ""
        self.update_display()

    def press(self, key: str) -> None:
        super().press(key)
        self.digits = self.digits.lstrip("0")
        self.update_display()

    @property
    def value(self) -> int:
        return int(self.digits or "0")

    def shown(self) -> str:
        return f"${self.value}"

    def ready(self) -> bool:
        return self.value > 0

    def accept(self) -> None:
        self.entered.emit(self.value)
