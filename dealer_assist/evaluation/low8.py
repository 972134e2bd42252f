"""Eight-or-better low, ace to five (catalogue 1.3: CG-LOW-01/02, PGP-LOW-02/05/06).

A qualifying low is five distinct ranks of 8 or lower, the ace counting as 1; straights and
flushes do not matter. Take the low ranks as an 8-bit mask (bit 0 = ace ... bit 7 = eight). For
five-card lows, comparing masks as integers compares from the top card down, exactly as the chart
does (CG-LOW-02), so a lower mask is a better low. The strength returned is ``255 - mask`` so
that, as everywhere else in this package, a higher number is a better hand; ``None`` means no low.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.messages import Message, msg

__all__ = [
    "LOW_BIT",
    "evaluate",
    "evaluate_codes",
    "label",
    "lowest_five",
    "mask_of",
    "strength_of_mask",
]


def _low_bit(code: int) -> int:
    rank = code // 4 + 2
    if rank == 14:
        return 1  # the ace plays low (CG-LOW-01)
    return 1 << (rank - 1) if rank <= 8 else 0


LOW_BIT: Final[tuple[int, ...]] = tuple(_low_bit(code) for code in range(52))
"""Card code -> its bit in the low mask: ace bit 0, two bit 1 ... eight bit 7, nine and up 0."""


def _lowest(mask: int, count: int) -> int:
    """The ``count`` lowest bits of ``mask``, or 0 when it has fewer."""
    out = 0
    for _ in range(count):
        if not mask:
            return 0
        bit = mask & -mask
        out |= bit
        mask ^= bit
    return out


_LOWEST_FIVE: Final[tuple[int, ...]] = tuple(_lowest(m, 5) for m in range(256))


def lowest_five(mask: int) -> int:
    """Best five-card low inside a mask of low ranks (its five lowest), 0 if fewer than five."""
    return _LOWEST_FIVE[mask]


def lowest(mask: int, count: int) -> int:
    """The ``count`` lowest ranks of a low mask, or 0 when there are fewer."""
    return _lowest(mask, count)


def strength_of_mask(mask: int) -> int | None:
    """Strength of a five-rank low mask (0 = no low -> ``None``)."""
    return 255 - mask if mask else None


def mask_of(strength: int) -> int:
    """The five-rank mask behind a low strength."""
    return 255 - strength


def evaluate_codes(codes: Sequence[int]) -> int | None:
    """Best qualifying low from any five of the card codes (5-7 of them), or ``None``."""
    mask = 0
    for code in codes:
        mask |= LOW_BIT[code]
    best = _LOWEST_FIVE[mask]  # pairs collapse in the mask, so five bits = five distinct ranks
    return 255 - best if best else None


def evaluate(cards: Iterable[Card]) -> int | None:
    """Best 8-or-better low from any five of the cards, or ``None`` if none qualifies."""
    codes = [c.code for c in cards]
    if any(code >= 52 for code in codes):
        raise ValueError("a joker has no low value (CG-RNK-01)")
    return evaluate_codes(codes)


_ACE: Final = msg("low.ace", "A")


def label(strength: int) -> Message:
    """The low as a dealer reads it, top card first: "7-5-3-2-A" (CG-LOW-02; a Message with
    the five ranks as parameters, so the screen says it in its language)."""
    mask = mask_of(strength)
    names = [(_ACE if bit == 0 else str(bit + 1)) for bit in range(7, -1, -1) if mask >> bit & 1]
    if len(names) != 5:  # a low is always five ranks; anything else is not a strength
        raise ValueError(f"not a five-card low: {strength}")  # i18n: a programming error
    return msg("low.five_ranks", "{r1}-{r2}-{r3}-{r4}-{r5}", r1=names[0], r2=names[1],
               r3=names[2], r4=names[3], r5=names[4])
