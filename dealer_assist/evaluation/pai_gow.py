"""Pai Gow Poker: five-card back, two-card front, the joker, settings and their comparison.

Ranks follow the CG chart with five aces on top (CG-RNK-04/05, CG-PAI-02); strengths are the
packed form of :mod:`.strength`, so back and front hands compare with plain integers.

The joker (one per deck, CG-PAI-01) reads two ways, a house profile switch (DIFF:K21, AMB-01):

* :attr:`JokerRule.LIMITED` (default, CG-PAI-01): an ace, or any card that completes a straight,
  flush or straight flush; with four aces it makes five aces;
* :attr:`JokerRule.WILD` (CG-PAI-01b): any card at all, so five of a kind of any rank.

Both are found by trying every card the joker could stand for. That is a few hundred table
lookups per hand: ample for a dealer screen, and simple enough to trust.

The sources give no front-hand rule beyond the chart (catalogue Gaps, Pai Gow). Reading used
here: the front is a pair or high cards (two-card straights and flushes do not count), and a
joker in front is an ace (limited) or pairs the other card (wild). A back beats a front when its
packed strength is larger: category first, then rank by rank, and on equal leading ranks the back
is higher because it has cards where the front has none (CG-PAI-06).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.evaluation.high import evaluate_codes
from dealer_assist.evaluation.outcome import Outcome
from dealer_assist.evaluation.strength import (
    FIVE_OF_A_KIND,
    FLUSH,
    HIGH_CARD,
    ONE_PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    category,
    label,
    pack,
)

__all__ = [
    "JokerRule",
    "Outcome",
    "Setting",
    "compare_settings",
    "evaluate_back",
    "evaluate_front",
    "is_valid_setting",
    "label",
]

_ACES: Final = (48, 49, 50, 51)
_COMPLETES: Final = frozenset({STRAIGHT, FLUSH, STRAIGHT_FLUSH})


class JokerRule(Enum):
    """How the joker plays (house profile key K21)."""

    LIMITED = "limited"  # ace, or completes a straight / flush / straight flush (CG-PAI-01)
    WILD = "wild"  # any card (CG-PAI-01b, AMB-01)


@dataclass(frozen=True)
class Setting:
    """A set hand: the two-card front and the five-card back (CG-PAI-06)."""

    front: tuple[Card, ...]
    back: tuple[Card, ...]

    def __post_init__(self) -> None:
        if len(self.front) != 2 or len(self.back) != 5:
            raise ValueError("a Pai Gow setting is a 2-card front and a 5-card back")
        codes = [c.code for c in self.front + self.back]
        if len(set(codes)) != 7:
            raise ValueError("the same card appears twice in the setting")


def _split(cards: Iterable[Card]) -> tuple[list[int], int]:
    """Natural codes and the number of jokers; at most one joker (CG-PAI-01)."""
    codes = [c.code for c in cards]
    naturals = [c for c in codes if c < 52]
    jokers = len(codes) - len(naturals)
    if jokers > 1:
        raise ValueError("a Pai Gow deck has one joker (CG-RNK-01)")
    if len(set(naturals)) != len(naturals):
        raise ValueError("the same card appears twice")
    return naturals, jokers


def _with_joker(naturals: Sequence[int], rule: JokerRule) -> int:
    """Best strength of four natural cards plus the joker."""
    ranks = {c >> 2 for c in naturals}
    if len(ranks) == 1 and (rule is JokerRule.WILD or 12 in ranks):
        return pack(FIVE_OF_A_KIND, naturals[0] // 4 + 2)  # CG-RNK-05, CG-PAI-02
    hand = [*naturals, 0]
    best = 0
    for stand_in in range(52):
        if stand_in in naturals:
            continue
        hand[4] = stand_in
        value = evaluate_codes(hand)
        if (
            rule is JokerRule.WILD
            or stand_in in _ACES  # the joker may always be an ace (CG-PAI-01)
            or category(value) in _COMPLETES
        ):
            best = max(best, value)
    return best


def evaluate_back(cards: Iterable[Card], rule: JokerRule = JokerRule.LIMITED) -> int:
    """Best five-card hand from 5-7 cards, one of which may be the joker."""
    naturals, jokers = _split(cards)
    if not 5 <= len(naturals) + jokers <= 7:
        raise ValueError("a Pai Gow back hand is chosen from 5 to 7 cards")
    best = evaluate_codes(naturals) if len(naturals) >= 5 else 0
    if jokers:
        for four in combinations(naturals, 4):
            best = max(best, _with_joker(four, rule))
    return best


def evaluate_front(cards: Iterable[Card], rule: JokerRule = JokerRule.LIMITED) -> int:
    """Strength of the two-card front: a pair, else the two ranks (Gaps reading, see above)."""
    naturals, jokers = _split(cards)
    if len(naturals) + jokers != 2:
        raise ValueError("a Pai Gow front hand has two cards")
    ranks = sorted((c // 4 + 2 for c in naturals), reverse=True)
    if jokers:
        ranks.append(ranks[0] if rule is JokerRule.WILD else 14)  # CG-PAI-01 / -01b
        ranks.sort(reverse=True)
    hi, lo = ranks
    return pack(ONE_PAIR, hi) if hi == lo else pack(HIGH_CARD, hi, lo)


def is_valid_setting(setting: Setting, rule: JokerRule = JokerRule.LIMITED) -> bool:
    """Whether the back outranks the front, as every setting must (CG-PAI-06)."""
    return evaluate_back(setting.back, rule) > evaluate_front(setting.front, rule)


def compare_settings(
    player: Setting, banker: Setting, rule: JokerRule = JokerRule.LIMITED
) -> Outcome:
    """Settle a player's setting against the banker's; copies favour the banker (CG-PAI-07/08)."""
    front = _sign(evaluate_front(player.front, rule) - evaluate_front(banker.front, rule))
    back = _sign(evaluate_back(player.back, rule) - evaluate_back(banker.back, rule))
    if front > 0 and back > 0:
        return Outcome.PLAYER_WINS
    if front < 0 and back < 0:
        return Outcome.BANKER_WINS
    if front == 0 or back == 0:
        other = back if front == 0 else front
        # a copy with the other hand higher pushes; otherwise the banker wins (CG-PAI-08)
        return Outcome.PUSH if other > 0 else Outcome.BANKER_WINS
    return Outcome.PUSH  # one higher, one lower (CG-PAI-07)


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)
