"""Standard high hands: the best five of five to seven cards (catalogue 1.1, CG-RNK-01..13).

Fast path: each card code maps to one integer whose low 32 bits are ``5 ** (rank - 2)`` and whose
high bits hold a 4-bit counter for its suit. Adding the cards' integers gives, in one sum, a
unique key for the rank multiset (no rank appears five times) and the count of every suit. A suit
with five or more cards means a flush (and in 5-7 cards a flush always beats what the ranks alone
make), so its 13-bit rank mask is read in the flush table; every other hand is one lookup in the
rank table. Both tables are built by :mod:`.build_tables` and shipped in ``high_tables.bin``.
"""

from __future__ import annotations

import zlib
from array import array
from collections.abc import Iterable, Sequence
from os import path
from sys import byteorder
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.evaluation.strength import label

__all__ = ["RANK_KEY", "evaluate", "evaluate_codes", "label", "rank_table", "suited_table"]

_SUIT_SHIFT: Final = 32
_RANK_MASK: Final = (1 << _SUIT_SHIFT) - 1
# A suit counter of 5 or more sets its top bit once 3 is added: 5+3 = 8; at most 7+3 = 10 < 16.
_FLUSH_ADD: Final = 0x3333 << _SUIT_SHIFT
_FLUSH_BITS: Final = 0x8888 << _SUIT_SHIFT
_SUIT_OF_BIT: Final = {0x8 << (_SUIT_SHIFT + 4 * s): s for s in range(4)}

RANK_KEY: Final[tuple[int, ...]] = tuple(5 ** (code >> 2) for code in range(52))
"""Per-card rank key (suit ignored); sums of 5-7 of them key :func:`rank_table`."""
_KEY: Final[tuple[int, ...]] = tuple(
    RANK_KEY[code] | 1 << (_SUIT_SHIFT + 4 * (code & 3)) for code in range(52)
)
_RANK_BIT: Final[tuple[int, ...]] = tuple(1 << (code >> 2) for code in range(52))


def _load() -> tuple[dict[int, int], array[int]]:
    from dealer_assist.evaluation.build_tables import MAGIC  # cheap: no table is built on import

    with open(path.join(path.dirname(__file__), "high_tables.bin"), "rb") as fh:
        blob = fh.read()
    if not blob.startswith(MAGIC):
        raise RuntimeError("high_tables.bin is not a Dealer Assist table file; regenerate it")
    data = array("I")
    data.frombytes(zlib.decompress(blob[len(MAGIC) :]))
    if byteorder == "big":  # pragma: no cover
        data.byteswap()
    n = data[0]
    ranks = dict(zip(data[1 : 1 + n], data[1 + n : 1 + 2 * n], strict=True))
    return ranks, data[1 + 2 * n :]


_RANKS, _SUITED = _load()


def rank_table() -> dict[int, int]:
    """Rank-multiset key (sum of :data:`RANK_KEY`) -> strength ignoring suits; do not mutate."""
    return _RANKS


def suited_table() -> array[int]:
    """13-bit rank mask of one suit -> best straight flush or flush strength (0 under five)."""
    return _SUITED


def evaluate_codes(codes: Sequence[int]) -> int:
    """Strength of the best five of 5-7 distinct card codes (0-51). No checks: the hot path."""
    key = 0
    for code in codes:
        key += _KEY[code]
    flush = (key + _FLUSH_ADD) & _FLUSH_BITS
    if flush:
        suit = _SUIT_OF_BIT[flush]
        mask = 0
        for code in codes:
            if code & 3 == suit:
                mask |= _RANK_BIT[code]
        return _SUITED[mask]
    return _RANKS[key & _RANK_MASK]


def evaluate(cards: Iterable[Card]) -> int:
    """Strength of the best five of 5-7 cards; rejects jokers, repeats and wrong counts."""
    codes = [c.code for c in cards]
    if not 5 <= len(codes) <= 7:
        raise ValueError(f"a high hand needs 5 to 7 cards, not {len(codes)}")
    if len(set(codes)) != len(codes):
        raise ValueError("the same card appears twice")
    if max(codes) >= 52:
        raise ValueError("a joker has no high-hand value outside Pai Gow (CG-RNK-01)")
    return evaluate_codes(codes)
