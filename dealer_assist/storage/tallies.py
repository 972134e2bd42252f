"""The totals under the supervisor's charts, one definition for the table's figures
(``ui.shift_stats``) and the room's (``room.charts``)."""

from __future__ import annotations


class HandAndRulingTotals:
    """Totals of ``hands_by_hour`` (24 counts) and ``rulings_by_table`` ((table, count) pairs),
    for a dataclass that has both fields."""

    hands_by_hour: tuple[int, ...]
    rulings_by_table: tuple[tuple[str, int], ...]

    @property
    def hands(self) -> int:
        return sum(self.hands_by_hour)

    @property
    def rulings(self) -> int:
        return sum(n for _t, n in self.rulings_by_table)
