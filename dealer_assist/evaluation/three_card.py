"""Three Card Poker hands (catalogue 1.4 and 5.1/5.2).

Order, best first: straight flush > three of a kind > straight > flush > pair > high card
(HTP-3CP-09, CG-3CP-B07b; CG's five-card chart does not apply, AMB-07). A-K-Q suited is the top
straight flush, which CG's Bonus table calls a royal (CG-3CP-B07a). A-2-3 is a straight, the
lowest one (catalogue Gaps, Three Card Poker), and Q-K-A the highest.

Strength: the category in bits 12 and up, then three 4-bit ranks; higher is better.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.evaluation.strength import rank_name, rank_plural
from dealer_assist.messages import Message, msg

__all__ = [
    "FLUSH",
    "HIGH_CARD",
    "PAIR",
    "STRAIGHT",
    "STRAIGHT_FLUSH",
    "THREE_OF_A_KIND",
    "category",
    "dealer_qualifies",
    "evaluate",
    "evaluate_codes",
    "is_royal",
    "label",
]

HIGH_CARD: Final = 0
PAIR: Final = 1
FLUSH: Final = 2
STRAIGHT: Final = 3
THREE_OF_A_KIND: Final = 4
STRAIGHT_FLUSH: Final = 5
CATEGORY_NAMES: Final = (  # i18n: category keys; the screen's words are Messages
    "High Card",
    "Pair",
    "Flush",
    "Straight",
    "Three of a Kind",
    "Straight Flush",
)
_QUEEN_HIGH: Final = HIGH_CARD << 12 | 12 << 8  # CG-3CP-05, HTP-3CP-07


def evaluate_codes(codes: Sequence[int]) -> int:
    """Strength of three distinct card codes (0-51); no checks."""
    a, b, c = sorted((code // 4 + 2 for code in codes), reverse=True)
    suited = codes[0] & 3 == codes[1] & 3 == codes[2] & 3
    if a == c:
        return THREE_OF_A_KIND << 12 | a << 8 | a << 4 | a
    if a == b or b == c:
        pair, kicker = (a, c) if a == b else (b, a)
        return PAIR << 12 | pair << 8 | kicker << 4
    top = 0
    if a - c == 2:
        top = a
    elif (a, b, c) == (14, 3, 2):
        top = 3  # A-2-3 is the lowest straight (Gaps reading)
    if top:
        cat = STRAIGHT_FLUSH if suited else STRAIGHT
        return cat << 12 | top << 8
    return (FLUSH if suited else HIGH_CARD) << 12 | a << 8 | b << 4 | c


def evaluate(cards: Iterable[Card]) -> int:
    """Strength of a three-card hand; rejects jokers, repeats and wrong counts."""
    codes = [c.code for c in cards]
    if len(codes) != 3 or len(set(codes)) != 3:
        raise ValueError("a Three Card Poker hand is three different cards")
    if max(codes) >= 52:
        raise ValueError("Three Card Poker uses a 52-card deck (CG-3CP-01)")
    return evaluate_codes(codes)


def category(strength: int) -> int:
    return strength >> 12


def is_royal(strength: int) -> bool:
    """A-K-Q suited, the Bonus table's royal (CG-3CP-B07a)."""
    return strength == STRAIGHT_FLUSH << 12 | 14 << 8


def dealer_qualifies(strength: int) -> bool:
    """The banker (P/D or DP) needs queen-high or better (CG-3CP-05, HTP-3CP-07)."""
    return strength >= _QUEEN_HIGH


def label(strength: int) -> Message:
    """Dealer wording: "Straight, Three high", "Pair of Nines", "Queen-Nine-Two" (a Message:
    the screen says it in its language)."""
    cat = category(strength)
    a, b, c = (strength >> 8) & 15, (strength >> 4) & 15, strength & 15
    if cat == STRAIGHT_FLUSH:
        return msg("hand.royal_flush", "Royal Flush") if a == 14 else msg(
            "hand.straight_flush", "Straight Flush, {rank} high", rank=rank_name(a))
    if cat == THREE_OF_A_KIND:
        return msg("hand.three_of_a_kind", "Three {ranks}", ranks=rank_plural(a))
    if cat == STRAIGHT:
        return msg("hand.straight", "Straight, {rank} high", rank=rank_name(a))
    if cat == PAIR:
        return msg("hand.one_pair", "Pair of {ranks}", ranks=rank_plural(a))
    cards = msg("hand.three_ranks", "{a}-{b}-{c}", a=rank_name(a), b=rank_name(b),
                c=rank_name(c))
    return msg("hand.flush_cards", "Flush, {cards}", cards=cards) if cat == FLUSH else cards
