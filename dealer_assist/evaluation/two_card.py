"""Two Card Poker: the best two of four cards (catalogue 1.4 and 5.3, HTP-2CP-01/05/08).

Order, best first: pairs (A-A top) > straight flushes (A-K suited top) > flushes > high card.
An unsuited straight is worth nothing beyond its high card (HTP-2CP-05). A-2 suited is the lowest
straight flush by default (AMB-13b, a profile choice: ``ace_two_straight_flush``).

Strength: the category in bits 8 and up, then two 4-bit ranks; higher is better. The ace of an
A-2 straight flush packs as 1 so that the hand sorts below 3-2 suited.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.evaluation.strength import rank_name, rank_plural
from dealer_assist.messages import Message, msg

__all__ = [
    "FLUSH",
    "HIGH_CARD",
    "PAIR",
    "STRAIGHT_FLUSH",
    "best_two",
    "dealer_qualifies",
    "evaluate",
    "evaluate_pair_codes",
    "label",
]

HIGH_CARD: Final = 0
FLUSH: Final = 1
STRAIGHT_FLUSH: Final = 2
PAIR: Final = 3
_JACK_DEUCE_FLUSH: Final = FLUSH << 8 | 11 << 4 | 2  # HTP-2CP-08, AMB-13c


def evaluate_pair_codes(a: int, b: int, *, ace_two_straight_flush: bool = True) -> int:
    """Strength of one two-card hand from two distinct codes (0-51)."""
    hi, lo = max(a // 4, b // 4) + 2, min(a // 4, b // 4) + 2
    if hi == lo:
        return PAIR << 8 | hi << 4 | lo
    if a & 3 != b & 3:
        return HIGH_CARD << 8 | hi << 4 | lo  # straights have no value (HTP-2CP-05)
    if hi - lo == 1:
        return STRAIGHT_FLUSH << 8 | hi << 4 | lo
    if ace_two_straight_flush and (hi, lo) == (14, 2):
        return STRAIGHT_FLUSH << 8 | 2 << 4 | 1  # AMB-13b: below 3-2 suited
    return FLUSH << 8 | hi << 4 | lo


def best_two(
    cards: Iterable[Card], *, ace_two_straight_flush: bool = True
) -> tuple[int, tuple[Card, Card]]:
    """Best two-card strength from 2-4 cards and the two cards that make it (HTP-2CP-01/07)."""
    hand = list(cards)
    if not 2 <= len(hand) <= 4 or len({c.code for c in hand}) != len(hand):
        raise ValueError("a Two Card Poker hand is two to four different cards")
    if any(c.is_joker for c in hand):
        raise ValueError("Two Card Poker uses a 52-card deck (HTP-2CP-01)")
    best: tuple[int, tuple[Card, Card]] | None = None
    for x, y in combinations(hand, 2):
        value = evaluate_pair_codes(x.code, y.code, ace_two_straight_flush=ace_two_straight_flush)
        if best is None or value > best[0]:
            best = value, (x, y)
    assert best is not None
    return best


def evaluate(cards: Iterable[Card], *, ace_two_straight_flush: bool = True) -> int:
    """Best two-card strength from 2-4 cards."""
    return best_two(cards, ace_two_straight_flush=ace_two_straight_flush)[0]


def dealer_qualifies(strength: int) -> bool:
    """The DP needs J-2 suited or better: any flush from J-2 up, straight flush or pair."""
    return strength >= _JACK_DEUCE_FLUSH  # HTP-2CP-08, AMB-13c


def label(strength: int) -> Message:
    """Dealer wording: "Pair of Twos", "Straight Flush, Seven-Six", "Ace-Three" (a Message:
    the screen says it in its language)."""
    cat, hi, lo = strength >> 8, (strength >> 4) & 15, strength & 15
    if cat == PAIR:
        return msg("hand.one_pair", "Pair of {ranks}", ranks=rank_plural(hi))
    if cat == STRAIGHT_FLUSH and lo == 1:
        hi, lo = 2, 14  # the wheel of two cards: Two-Ace
    names = msg("hand.two_ranks", "{a}-{b}", a=rank_name(hi), b=rank_name(lo))
    if cat == STRAIGHT_FLUSH:
        return msg("hand.straight_flush_cards", "Straight Flush, {cards}", cards=names)
    return msg("hand.flush_cards", "Flush, {cards}", cards=names) if cat == FLUSH else names
