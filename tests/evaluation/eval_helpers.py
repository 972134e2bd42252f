"""Helpers shared by the evaluation tests: card text for the oracles and a naive reference."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def text(code: int) -> str:
    """Card code -> "As" style text, as treys and pokerkit read it."""
    return RANKS[code // 4] + SUITS[code % 4]


def texts(codes: Sequence[int]) -> str:
    return "".join(text(c) for c in codes)


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


def naive_five(codes: Sequence[int]) -> tuple[int, ...]:
    """Textbook five-card value as a tuple, written independently of the table generator."""
    ranks = sorted((c // 4 + 2 for c in codes), reverse=True)
    flush = len({c % 4 for c in codes}) == 1
    distinct = sorted(set(ranks), reverse=True)
    top = 0
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            top = 5
    groups = sorted(Counter(ranks).items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = [n for _, n in groups]
    order = tuple(r for r, _ in groups)
    if top and flush:
        return (8, top)
    if shape == [4, 1]:
        return (7, *order)
    if shape == [3, 2]:
        return (6, *order)
    if flush:
        return (5, *ranks)
    if top:
        return (4, top)
    if shape == [3, 1, 1]:
        return (3, *order)
    if shape == [2, 2, 1]:
        return (2, *order)
    if shape == [2, 1, 1, 1]:
        return (1, *order)
    return (0, *ranks)


def naive_best(codes: Sequence[int]) -> tuple[int, ...]:
    """Best five of 5-7 cards by trying every five."""
    return max(naive_five(five) for five in combinations(codes, 5))


def naive_low(codes: Sequence[int]) -> tuple[int, ...] | None:
    """Best 8-or-better low as ranks high to low (ace = 1), smaller tuple = better; or None."""
    best = None
    for five in combinations(codes, 5):
        ranks = sorted({1 if c // 4 == 12 else c // 4 + 2 for c in five}, reverse=True)
        if len(ranks) == 5 and ranks[0] <= 8 and (best is None or tuple(ranks) < best):
            best = tuple(ranks)
    return best
