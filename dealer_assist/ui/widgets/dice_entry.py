"""Pai Gow's three dice and the action pile by touch (CG-PAI-04, CG-PAI-05): one row of 1-6 per
die and a row of the seven piles. The engine checks the values and finds the position."""

from __future__ import annotations

from PySide6.QtCore import Signal

from dealer_assist.ui.i18n import tr
from dealer_assist.ui.widgets.choice_panel import ChoicePanel

DICE = 3
PILES = 7


class DiceEntry(ChoicePanel):
    """Emits ``entered(dice, pile)``."""

    entered = Signal(object, int)  # tuple[int, int, int], pile

    def __init__(self) -> None:
        super().__init__()
        self.values: list[int | None] = [None] * (DICE + 1)

    def ask(self, title: str) -> None:
        self.clear(title, tr("Touch each die's number, then the pile the P/D sends out first."))
        self.values = [None] * (DICE + 1)
        for row in range(DICE + 1):
            top = PILES if row == DICE else 6
            for n in range(1, top + 1):
                label = f"P{n}" if row == DICE else str(n)
                self.key(label, "choice", row, n - 1, lambda r=row, v=n: self.pick(r, v))
        self.ok.setEnabled(False)

    def pick(self, row: int, value: int) -> None:
        self.values[row] = value
        first = 6 * row  # keys before this row (six per die)
        for i, key in enumerate(self.keys):
            if first <= i < first + (PILES if row == DICE else 6):
                key.setChecked(i - first + 1 == value)
        self.ok.setEnabled(None not in self.values)

    def accept(self) -> None:
        *dice, pile = (v or 0 for v in self.values)
        self.entered.emit(tuple(dice), pile)
