"""The packed strength shared by the five-card evaluators (high, stud, Omaha, Pai Gow).

A strength is a plain ``int``: the category in bits 20 and up, then up to five ranks (2-14) in
4-bit fields, most significant first. Comparing two strengths as integers compares the hands
exactly as the chart does: category first, then the deciding ranks in order (CG-RNK-04..13), and
suits never enter (CG-RNK-02). Packing ranks keeps labels and kickers readable straight from the
number, with no second table.
"""

from __future__ import annotations

from typing import Final

from dealer_assist.cards import RANK_NAMES

HIGH_CARD: Final = 0
ONE_PAIR: Final = 1
TWO_PAIR: Final = 2
THREE_OF_A_KIND: Final = 3
STRAIGHT: Final = 4
FLUSH: Final = 5
FULL_HOUSE: Final = 6
FOUR_OF_A_KIND: Final = 7
STRAIGHT_FLUSH: Final = 8
FIVE_OF_A_KIND: Final = 9  # Pai Gow only, with the joker (CG-RNK-05, CG-PAI-02)

CATEGORY_NAMES: Final = (
    "High Card",
    "One Pair",
    "Two Pair",
    "Three of a Kind",
    "Straight",
    "Flush",
    "Full House",
    "Four of a Kind",
    "Straight Flush",
    "Five of a Kind",
)
CATEGORY_SHIFT: Final = 20


def pack(category: int, *ranks: int) -> int:
    """Strength of a hand from its category and deciding ranks, highest first."""
    value = category
    for i in range(5):
        value = value << 4 | (ranks[i] if i < len(ranks) else 0)
    return value


def category(strength: int) -> int:
    """The category (``HIGH_CARD`` ... ``FIVE_OF_A_KIND``) of a strength."""
    return strength >> CATEGORY_SHIFT


def ranks(strength: int) -> tuple[int, ...]:
    """The deciding ranks packed in a strength, highest first, without the empty fields."""
    fields = ((strength >> shift) & 15 for shift in (16, 12, 8, 4, 0))
    return tuple(r for r in fields if r)


def rank_name(rank: int) -> str:
    return RANK_NAMES[rank - 2]


def rank_plural(rank: int) -> str:
    return "Sixes" if rank == 6 else RANK_NAMES[rank - 2] + "s"


def label(strength: int) -> str:
    """Name the hand as a dealer calls it: "Full House, Kings over Fives", "Three Kings"."""
    cat = category(strength)
    r = ranks(strength)
    one, many = rank_name, rank_plural
    if cat == FIVE_OF_A_KIND:
        return f"Five {many(r[0])}"
    if cat == STRAIGHT_FLUSH:
        return "Royal Flush" if r[0] == 14 else f"Straight Flush, {one(r[0])} high"
    if cat == FOUR_OF_A_KIND:
        return f"Four {many(r[0])}"
    if cat == FULL_HOUSE:
        return f"Full House, {many(r[0])} over {many(r[1])}"
    if cat == FLUSH:
        return f"Flush, {one(r[0])} high"
    if cat == STRAIGHT:
        return f"Straight, {one(r[0])} high"
    if cat == THREE_OF_A_KIND:
        return f"Three {many(r[0])}"
    if cat == TWO_PAIR:
        return f"Two Pair, {many(r[0])} and {many(r[1])}"
    if cat == ONE_PAIR:
        return f"Pair of {many(r[0])}"
    return f"{one(r[0])} High"
