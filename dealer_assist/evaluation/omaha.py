"""Omaha high and Omaha 8 hi-lo: exactly two hole cards with exactly three board cards.

Rules: CG-O8-02, PGP-OMA-02 (two from the hand, three from the board), CG-O8-06 / HTP-O8-04 /
PGP-O8-01 (high and low may use different hole cards), PGP-LOW-01/02 (a low needs three distinct
board ranks of 8 or lower).

Why it is fast: the rank key of :mod:`.high` is additive, so the six hole pairs and the ten board
triples are summed once and the 60 five-card hands are 60 dictionary lookups. A flush needs three
board cards and two hole cards of one suit, which two byte-counters rule out for most deals. The
low depends only on the set of low ranks in the hand and on the board, so it is one lookup in a
table filled as boards are met (at most 163 x 256 entries).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.evaluation import low8
from dealer_assist.evaluation.high import RANK_KEY, rank_table, suited_table

__all__ = [
    "board_allows_low",
    "evaluate_high",
    "evaluate_hilo",
    "evaluate_low",
    "high_codes",
    "hilo_codes",
    "low_codes",
    "nut_low",
]

_RANKS: Final = rank_table()
_SUITED: Final = suited_table()
_LOW_BIT: Final = low8.LOW_BIT
_SUIT_COUNTER: Final[tuple[int, ...]] = tuple(1 << (8 * (code & 3)) for code in range(52))
_RANK_BIT: Final[tuple[int, ...]] = tuple(1 << (code >> 2) for code in range(52))
# Byte counters: a board suit with >= 3 cards (+5 -> >= 8) and a hole suit with >= 2 (+6 -> >= 8).
_BOARD_ADD: Final = 0x05050505
_HOLE_ADD: Final = 0x06060606
_TOP_BITS: Final = 0x08080808
_TRIPLES: Final = {n: tuple(combinations(range(n), 3)) for n in (3, 4, 5)}
_LOW_MEMO: dict[int, int] = {}


def _pair_masks(hole_low_mask: int) -> list[int]:
    bits = [1 << b for b in range(8) if hole_low_mask >> b & 1]
    return [a | b for a, b in combinations(bits, 2)]


def _best_low(hole_low_mask: int, board_low_mask: int) -> tuple[int, int]:
    """Best low mask from two distinct hole low ranks and three other board low ranks, and the
    two-rank mask the hand uses; ``(0, 0)`` if there is none."""
    best = used = 0
    for pair in _pair_masks(hole_low_mask):
        rest = low8.lowest(board_low_mask & ~pair, 3)  # PGP-LOW-02: five different ranks
        if rest and (not best or pair | rest < best):
            best, used = pair | rest, pair
    return best, used


def _flush_best(hole: Sequence[int], board: Sequence[int], suits: int) -> int:
    best = 0
    for suit in range(4):
        if not suits >> (8 * suit + 3) & 1:
            continue
        hole_bits = [_RANK_BIT[c] for c in hole if c & 3 == suit]
        board_bits = [_RANK_BIT[c] for c in board if c & 3 == suit]
        for a, b in combinations(hole_bits, 2):
            for x, y, z in combinations(board_bits, 3):
                best = max(best, _SUITED[a | b | x | y | z])
    return best


def high_codes(hole: Sequence[int], board: Sequence[int]) -> int:
    """Best Omaha high strength from 4 hole codes and 3-5 board codes (no checks)."""
    k = RANK_KEY
    h0, h1, h2, h3 = k[hole[0]], k[hole[1]], k[hole[2]], k[hole[3]]
    pairs = (h0 + h1, h0 + h2, h0 + h3, h1 + h2, h1 + h3, h2 + h3)
    bk = [k[c] for c in board]
    triples = [bk[i] + bk[j] + bk[m] for i, j, m in _TRIPLES[len(bk)]]
    ranks = _RANKS
    best = max([ranks[p + t] for p in pairs for t in triples])
    counter = _SUIT_COUNTER
    hole_suits = counter[hole[0]] + counter[hole[1]] + counter[hole[2]] + counter[hole[3]]
    board_suits = 0
    for c in board:
        board_suits += counter[c]
    suits = (board_suits + _BOARD_ADD) & (hole_suits + _HOLE_ADD) & _TOP_BITS
    if suits:
        best = max(best, _flush_best(hole, board, suits))
    return best


def low_codes(hole: Sequence[int], board: Sequence[int]) -> int | None:
    """Best Omaha 8-or-better low strength (see :mod:`.low8`), or ``None`` (no checks)."""
    bit = _LOW_BIT
    hole_mask = 0
    for c in hole:
        hole_mask |= bit[c]
    board_mask = 0
    for c in board:
        board_mask |= bit[c]
    key = hole_mask << 8 | board_mask
    best = _LOW_MEMO.get(key)
    if best is None:
        best = _LOW_MEMO[key] = _best_low(hole_mask, board_mask)[0]
    return 255 - best if best else None


def hilo_codes(hole: Sequence[int], board: Sequence[int]) -> tuple[int, int | None]:
    """High and low together; the two may use different hole cards (CG-O8-06)."""
    return high_codes(hole, board), low_codes(hole, board)


def _codes(hole: Iterable[Card], board: Iterable[Card]) -> tuple[list[int], list[int]]:
    h, b = [c.code for c in hole], [c.code for c in board]
    if len(h) != 4:
        raise ValueError(f"an Omaha hand has 4 hole cards, not {len(h)}")
    if not 3 <= len(b) <= 5:
        raise ValueError(f"an Omaha hand needs 3 to 5 board cards, not {len(b)}")
    if len(set(h + b)) != len(h) + len(b):
        raise ValueError("the same card appears twice")
    if max(h + b) >= 52:
        raise ValueError("a joker has no value in Omaha (CG-RNK-01)")
    return h, b


def evaluate_high(hole: Iterable[Card], board: Iterable[Card]) -> int:
    """Best high using exactly two hole and three board cards (CG-O8-02, PGP-OMA-02)."""
    return high_codes(*_codes(hole, board))


def evaluate_low(hole: Iterable[Card], board: Iterable[Card]) -> int | None:
    """Best 8-or-better low using exactly two hole and three board cards, or ``None``."""
    return low_codes(*_codes(hole, board))


def evaluate_hilo(hole: Iterable[Card], board: Iterable[Card]) -> tuple[int, int | None]:
    """``(high, low or None)`` for one Omaha 8 hand (CG-O8-05/06/07)."""
    return hilo_codes(*_codes(hole, board))


def board_allows_low(board: Iterable[Card]) -> bool:
    """Whether the board shown so far still allows a low (PGP-LOW-01, PGP-GAM-04).

    The board must end with three different ranks of 8 or lower; cards still to come count as
    possible low ranks, so with all five out this is final ("no low possible").
    """
    cards = list(board)
    mask = 0
    for c in cards:
        if not c.is_joker:
            mask |= _LOW_BIT[c.code]
    return mask.bit_count() + max(0, 5 - len(cards)) >= 3


def nut_low(board: Iterable[Card]) -> tuple[tuple[int, int], int] | None:
    """Best possible low on a board: the two hole ranks (ace = 1) and the low strength.

    PGP-LOW-04: on K-8-9-2-5 the nut low is A-3 making 8-5-3-2-A. ``None`` if no low is possible.
    """
    board_mask = 0
    for c in board:
        board_mask |= _LOW_BIT[c.code]
    best, pair = _best_low(0xFF, board_mask)
    if not best:
        return None
    low, high = (b + 1 for b in range(8) if pair >> b & 1)
    return (low, high), 255 - best
