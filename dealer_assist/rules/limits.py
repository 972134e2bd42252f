"""Limits: the key a table is configured with ("3-6", "3-100", "1-2", "posted") and its meaning."""

from __future__ import annotations

import re
from dataclasses import dataclass

from dealer_assist.rules.enums import Structure
from dealer_assist.rules.values import Amount

_KEY = re.compile(r"^(\d+)-(\d+)$")
POSTED = "posted"
"""Limit key of banked games: wagers between the table's posted minimum and maximum."""


@dataclass(frozen=True, slots=True)
class Limit:
    """A game's limit as dealers name it.

    ``low`` and ``high`` are the two numbers of the key, in dollars:
    fixed limit: small bet and big bet (CG-GL-31); spread limit: smallest and largest bet of any
    round (CG-GL-62, PGP-GAM-05); no limit and pot limit: the nominal small and big blind of the
    stake name; banked games (key ``posted``): both 0, the wager range is in the stakes.
    """

    key: str
    structure: Structure
    low: Amount
    high: Amount

    @property
    def small_bet(self) -> Amount:
        """Fixed limit: the bet of the early rounds (flop games preflop/flop; stud 3rd/4th)."""
        return self._only(Structure.FIXED, self.low, "small_bet")

    @property
    def big_bet(self) -> Amount:
        """Fixed limit: the bet of the late rounds."""
        return self._only(Structure.FIXED, self.high, "big_bet")

    @property
    def min_bet(self) -> Amount:
        """Spread limit: the smallest bet of any round."""
        return self._only(Structure.SPREAD, self.low, "min_bet")

    @property
    def max_bet(self) -> Amount:
        """Spread limit: the largest bet of any round."""
        return self._only(Structure.SPREAD, self.high, "max_bet")

    def _only(self, structure: Structure, value: Amount, name: str) -> Amount:
        if self.structure is not structure:
            raise ValueError(f"limit {self.key} is {self.structure}, it has no {name}")
        return value

    def __str__(self) -> str:
        return self.key


def parse_limit(key: str, structure: Structure) -> Limit:
    """Build a limit from its key; ``ValueError`` with the reason when the key cannot be one."""
    if structure is Structure.TABLE:
        if key != POSTED:
            raise ValueError(f"a banked-game limit key must be {POSTED!r}, not {key!r}")
        return Limit(key, structure, 0, 0)
    match = _KEY.match(key)
    if match is None:
        raise ValueError(f"limit key {key!r} is not two whole dollar amounts like '3-6'")
    low, high = int(match.group(1)), int(match.group(2))
    if low <= 0:
        raise ValueError(f"limit {key}: the lower amount must be positive")
    if high < low:
        raise ValueError(f"limit {key}: the upper amount is below the lower one")
    return Limit(key, structure, low, high)
