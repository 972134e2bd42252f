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


def pot_shares(
    index: int,
    amount: int,
    high: Sequence[int],
    low: Sequence[int] = (),
    *,
    unit: int,
    together: bool = False,
    label: Callable[[int, str], str] = lambda _seat, _half: "",
) -> list[PotAwarded]:
    """One pot's awards: whole to the ``high`` winners, or, with ``low`` winners, a high half
    and a low half, the high half taking the odd chip (LC-27c); each part shared in the order
    given (the game's odd-chip order, LC-27a/b). ``label(seat, half)`` names each hand."""
    if not low:
        return [PotAwarded(index, s, a, "whole", label(s, "whole"))
                for s, a in split_evenly(amount, high, unit, together)]
    low_half = (amount // (2 * unit)) * unit
    return [
        PotAwarded(index, s, a, half, label(s, half))
        for half, part, winners in (("high", amount - low_half, high), ("low", low_half, low))
        for s, a in split_evenly(part, winners, unit, together)
    ]


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

    def label(seat: int, half: str) -> str:
        value = values.get(seat)
        if value is None:
            return ""
        return value.low_label if half == "low" else value.high_label

    awards = _awards(pots, values, odd_chip_order, hi_lo, unit, together, label)
    if together and len(pots) > 1:  # the PHH convention: pots with the same winners merge
        merged = merge_same_contenders(pots, {a.seat for a in awards})
        if len(merged) < len(pots):
            awards = _awards(merged, values, odd_chip_order, hi_lo, unit, together, label)
    return awards


def merge_same_contenders(pots: Sequence[Pot], winners: set[int]) -> list[Pot]:
    """The PHH convention (its reference implementation, pokerkit): once the hands that win
    nothing are mucked, consecutive pots left with the same contenders are one pot, so their
    odd chips are counted together."""
    out: list[Pot] = []
    for pot in pots:
        alive = tuple(s for s in pot.eligible if s in winners) or pot.eligible
        if out and out[-1].eligible == alive:
            out[-1] = Pot(out[-1].amount + pot.amount, alive)
        else:
            out.append(Pot(pot.amount, alive))
    return out


def _awards(
    pots: Sequence[Pot],
    values: Mapping[int, HandValue],
    odd_chip_order: Callable[[Sequence[int]], list[int]],
    hi_lo: bool,
    unit: int,
    together: bool,
    label: Callable[[int, str], str],
) -> list[PotAwarded]:
    awards: list[PotAwarded] = []
    for index, pot in enumerate(pots):
        claimants = [s for s in pot.eligible if s in values] or list(pot.eligible)
        if len(claimants) == 1:
            awards += pot_shares(index, pot.amount, claimants, unit=unit, label=label)
            continue
        high_best = max(values[s].high for s in claimants)
        high_winners = odd_chip_order([s for s in claimants if values[s].high == high_best])
        lows = [v for v in (values[s].low for s in claimants) if v is not None]
        low_winners: list[int] = []
        if hi_lo and lows:
            low_winners = odd_chip_order([s for s in claimants if values[s].low == max(lows)])
        awards += pot_shares(index, pot.amount, high_winners, low_winners, unit=unit,
                             together=together, label=label)
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
