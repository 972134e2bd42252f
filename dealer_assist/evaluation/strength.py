"""The packed strength shared by the five-card evaluators (high, stud, Omaha, Pai Gow).

A strength is a plain ``int``: the category in bits 20 and up, then up to five ranks (2-14) in
4-bit fields, most significant first. Comparing two strengths as integers compares the hands
exactly as the chart does: category first, then the deciding ranks in order (CG-RNK-04..13), and
suits never enter (CG-RNK-02). Packing ranks keeps labels and kickers readable straight from the
number, with no second table.
"""

from __future__ import annotations

from typing import Final

from dealer_assist.messages import Message, msg

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

CATEGORY_NAMES: Final = (  # i18n: category keys; the screen's words are Messages
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


RANK_WORDS: Final = (
    msg("rank.two", "Two"),
    msg("rank.three", "Three"),
    msg("rank.four", "Four"),
    msg("rank.five", "Five"),
    msg("rank.six", "Six"),
    msg("rank.seven", "Seven"),
    msg("rank.eight", "Eight"),
    msg("rank.nine", "Nine"),
    msg("rank.ten", "Ten"),
    msg("rank.jack", "Jack"),
    msg("rank.queen", "Queen"),
    msg("rank.king", "King"),
    msg("rank.ace", "Ace"),
)
"""Each rank as a dealer names one card (Messages: the screen says them in its language)."""
RANK_PLURALS: Final = (
    msg("rank.twos", "Twos"),
    msg("rank.threes", "Threes"),
    msg("rank.fours", "Fours"),
    msg("rank.fives", "Fives"),
    msg("rank.sixes", "Sixes"),
    msg("rank.sevens", "Sevens"),
    msg("rank.eights", "Eights"),
    msg("rank.nines", "Nines"),
    msg("rank.tens", "Tens"),
    msg("rank.jacks", "Jacks"),
    msg("rank.queens", "Queens"),
    msg("rank.kings", "Kings"),
    msg("rank.aces", "Aces"),
)


def rank_name(rank: int) -> Message:
    return RANK_WORDS[rank - 2]


def rank_plural(rank: int) -> Message:
    return RANK_PLURALS[rank - 2]


def label(strength: int) -> Message:
    """Name the hand as a dealer calls it: "Full House, Kings over Fives", "Three Kings" (the
    English text, with an ID and the ranks as parameters, so the screen says it whole in its
    language)."""
    cat = category(strength)
    r = ranks(strength)
    one, many = rank_name, rank_plural
    if cat == FIVE_OF_A_KIND:
        return msg("hand.five_of_a_kind", "Five {ranks}", ranks=many(r[0]))
    if cat == STRAIGHT_FLUSH:
        return msg("hand.royal_flush", "Royal Flush") if r[0] == 14 else msg(
            "hand.straight_flush", "Straight Flush, {rank} high", rank=one(r[0]))
    if cat == FOUR_OF_A_KIND:
        return msg("hand.four_of_a_kind", "Four {ranks}", ranks=many(r[0]))
    if cat == FULL_HOUSE:
        return msg("hand.full_house", "Full House, {ranks} over {ranks2}", ranks=many(r[0]),
                   ranks2=many(r[1]))
    if cat == FLUSH:
        return msg("hand.flush", "Flush, {rank} high", rank=one(r[0]))
    if cat == STRAIGHT:
        return msg("hand.straight", "Straight, {rank} high", rank=one(r[0]))
    if cat == THREE_OF_A_KIND:
        return msg("hand.three_of_a_kind", "Three {ranks}", ranks=many(r[0]))
    if cat == TWO_PAIR:
        return msg("hand.two_pair", "Two Pair, {ranks} and {ranks2}", ranks=many(r[0]),
                   ranks2=many(r[1]))
    if cat == ONE_PAIR:
        return msg("hand.one_pair", "Pair of {ranks}", ranks=many(r[0]))
    return msg("hand.high_card", "{rank} High", rank=one(r[0]))
