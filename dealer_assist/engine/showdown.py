"""Who shows first, and how each pot is split (LC-73, LC-27, CG-O8-05..08, PGP-LOW-01).

Pots are split by hand values the caller supplies (high strength, and a low strength or None
when the hand has no qualifying low); higher numbers are better in both. Odd chips go by the
house's rule: the first winner clockwise from the button (LC-27a, AMB-23) and, in high-low, to
the high half (LC-27c).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from dealer_assist.engine.events import PotAwarded
from dealer_assist.engine.pots import Pot


@dataclass(frozen=True, slots=True)
class HandValue:
    """A contender's hand at showdown, as the evaluators rank it."""

    high: int
    low: int | None = None
    high_label: str = ""
    low_label: str = ""


def split_evenly(
    amount: int, winners: Sequence[int], unit: int, together: bool = False
) -> list[tuple[int, int]]:
    """Split ``amount`` among ``winners`` (already in odd-chip order) in whole chip units;
    leftover units go one each to the first winners in order (LC-27), or all to the first
    winner when ``together`` (the PHH convention)."""
    if not winners:
        return []
    units, rest = divmod(amount, unit)
    share, odd = divmod(units, len(winners))
    out = []
    for i, seat in enumerate(winners):
        extra = (odd if i == 0 else 0) if together else (1 if i < odd else 0)
        chips = (share + extra) * unit
        if i == 0:
            chips += rest  # chips below the unit cannot be split further
        out.append((seat, chips))
    return out


def award(
    pots: Sequence[Pot],
    values: Mapping[int, HandValue],
    odd_chip_order: Callable[[Sequence[int]], list[int]],
    *,
    hi_lo: bool,
    unit: int,
    together: bool = False,
) -> list[PotAwarded]:
    """The awards for every pot. ``values`` holds the hands of the contenders still claiming;
    a pot whose only claimant mucked or folded goes to the remaining eligible seat."""
    awards: list[PotAwarded] = []
    for index, pot in enumerate(pots):
        claimants = [s for s in pot.eligible if s in values] or list(pot.eligible)
        if len(claimants) == 1:
            awards.append(
                PotAwarded(
                    index,
                    claimants[0],
                    pot.amount,
                    "whole",
                    values[claimants[0]].high_label if claimants[0] in values else "",
                )
            )
            continue
        high_best = max(values[s].high for s in claimants)
        high_winners = odd_chip_order([s for s in claimants if values[s].high == high_best])
        lows = [values[s].low for s in claimants if values[s].low is not None]
        if hi_lo and lows:
            low_best = max(v for v in lows if v is not None)
            low_winners = odd_chip_order([s for s in claimants if values[s].low == low_best])
            low_half = (
                pot.amount // (2 * unit)
            ) * unit  # the high half takes the odd chip (LC-27c)
            high_half = pot.amount - low_half
            awards += [
                PotAwarded(index, s, a, "high", values[s].high_label)
                for s, a in split_evenly(high_half, high_winners, unit, together)
            ]
            awards += [
                PotAwarded(index, s, a, "low", values[s].low_label)
                for s, a in split_evenly(low_half, low_winners, unit, together)
            ]
        else:
            awards += [
                PotAwarded(index, s, a, "whole", values[s].high_label)
                for s, a in split_evenly(pot.amount, high_winners, unit, together)
            ]
    return awards


def show_order(
    contenders: Sequence[int],
    last_aggressor: int | None,
    first_actor: int | None,
    clockwise: Callable[[int], list[int]],
) -> list[int]:
    """LC-73: the last aggressor of the final round shows first; with no bet, the first player
    who acted; then clockwise. ``clockwise(seat)`` lists every seat starting at ``seat``."""
    start = last_aggressor if last_aggressor in contenders else first_actor
    if start is None:
        return list(contenders)
    return [s for s in clockwise(start) if s in contenders]
