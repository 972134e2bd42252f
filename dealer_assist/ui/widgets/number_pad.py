"""On-screen number pad for spread-limit and no-limit amounts.

It only collects digits; the engine decides whether the amount is legal (the range shown is the
one the engine's legal action stated).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

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


class AmountPad(DigitPad):
    """A room amount by touch ("Button blind for 3-6: $__"); $0 is an amount here (a button
    blind of 0 is the two-blind reading, AMB-02). Emits ``entered(amount)``."""

    entered = Signal(int)
    limit = 5
    problem = ""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.words: Callable[[str], str] = str  # the question around the digits (ask())

    def ask(self, words: Callable[[str], str], problem: str = "") -> None:
        """``words(digits)``: the question with the digits typed so far; ``problem``: why the
        last amount was refused, shown above the question."""
        self.words = words
        self.problem = problem
        self.digits = ""
        self.update_display()

    def update_display(self) -> None:
        words = getattr(self, "words", str)(self.digits)  # (not yet set while building)
        # always two lines (a refusal, or none, over the question): the keys never move
        self.title.setText(f"{self.problem or ' '}\n{words}")
        super().update_display()

    def shown(self) -> str:
        return f"${self.digits or '__'}"

    def accept(self) -> None:
        self.entered.emit(int(self.digits))
