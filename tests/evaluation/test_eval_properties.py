"""Property tests: the order is total and follows the categories; suits never break a tie.

"Suits never break a tie" (CG-RNK-02) is checked two ways. Renaming the suits (a permutation of
clubs, diamonds, hearts, spades applied to every card) keeps flushes as flushes, so no strength
may change. And when neither of two suit patterns over the same ranks holds five cards of one suit,
suits only detect flushes, so the two strengths must be equal.
"""

from __future__ import annotations

from collections.abc import Sequence

from eval_helpers import naive_best, naive_low, sign
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from dealer_assist.cards import ALL_CARDS
from dealer_assist.evaluation import high, low8, omaha, pai_gow, three_card
from dealer_assist.evaluation.strength import category

SETTINGS = settings(max_examples=1000, deadline=None, derandomize=True)

suit_permutations = st.permutations(range(4))


def hands(low: int, high_: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, 51), min_size=low, max_size=high_, unique=True)


def renamed(codes: Sequence[int], perm: Sequence[int]) -> list[int]:
    return [c - c % 4 + perm[c % 4] for c in codes]


def max_suit(codes: Sequence[int]) -> int:
    return max(sum(1 for c in codes if c % 4 == s) for s in range(4))


@SETTINGS
@given(hands(5, 7), hands(5, 7))
def test_high_order_is_total_and_follows_categories_CG_RNK_04(a: list[int], b: list[int]) -> None:
    ours_a, ours_b = high.evaluate_codes(a), high.evaluate_codes(b)
    ref_a, ref_b = naive_best(a), naive_best(b)
    assert category(ours_a) == ref_a[0]
    assert sign(ours_a - ours_b) == sign((ref_a > ref_b) - (ref_a < ref_b))
    if category(ours_a) > category(ours_b):
        assert ours_a > ours_b


@SETTINGS
@given(hands(5, 7), suit_permutations)
def test_high_renaming_suits_keeps_strength_CG_RNK_02(codes: list[int], perm: list[int]) -> None:
    assert high.evaluate_codes(renamed(codes, perm)) == high.evaluate_codes(codes)


@SETTINGS
@given(hands(5, 7), st.lists(st.integers(0, 3), min_size=7, max_size=7))
def test_high_suits_never_break_a_tie_CG_RNK_02(codes: list[int], shifts: list[int]) -> None:
    other = [c - c % 4 + (c + s) % 4 for c, s in zip(codes, shifts, strict=False)]
    assume(len(set(other)) == len(other))
    assume(max_suit(codes) < 5 and max_suit(other) < 5)
    assert high.evaluate_codes(other) == high.evaluate_codes(codes)


@SETTINGS
@given(hands(5, 7), hands(5, 7))
def test_low8_order_matches_reference_CG_LOW_02(a: list[int], b: list[int]) -> None:
    ours_a, ours_b = low8.evaluate_codes(a), low8.evaluate_codes(b)
    ref_a, ref_b = naive_low(a), naive_low(b)
    assert (ours_a is None) == (ref_a is None)
    if ours_a is not None and ours_b is not None and ref_a is not None and ref_b is not None:
        assert sign(ours_a - ours_b) == sign((ref_a < ref_b) - (ref_a > ref_b))


@SETTINGS
@given(hands(9, 9), suit_permutations, st.lists(st.integers(0, 3), min_size=9, max_size=9))
def test_omaha_suits_never_break_a_tie_CG_O8_02_PGP_LOW_06(
    codes: list[int], perm: list[int], shifts: list[int]
) -> None:
    hole, board = codes[:4], codes[4:]
    assert omaha.hilo_codes(renamed(hole, perm), renamed(board, perm)) == omaha.hilo_codes(
        hole, board
    )
    other = [c - c % 4 + (c + s) % 4 for c, s in zip(codes, shifts, strict=True)]
    assume(len(set(other)) == 9)
    assert omaha.low_codes(other[:4], other[4:]) == omaha.low_codes(hole, board)  # CG-LOW-01


@SETTINGS
@given(hands(3, 3), suit_permutations)
def test_three_card_renaming_suits_keeps_strength_CG_RNK_02(
    codes: list[int], perm: list[int]
) -> None:
    assert three_card.evaluate_codes(renamed(codes, perm)) == three_card.evaluate_codes(codes)


@SETTINGS
@given(hands(6, 6), st.integers(0, 6), st.sampled_from(list(pai_gow.JokerRule)))
def test_pai_gow_joker_is_at_least_an_ace_CG_PAI_01(
    codes: list[int], where: int, rule: pai_gow.JokerRule
) -> None:
    """The joker never plays worse than an ace it could stand for, and wild is never worse."""
    cards = [ALL_CARDS[c] for c in codes]
    with_joker = [*cards[:where], ALL_CARDS[52], *cards[where:]]
    value = pai_gow.evaluate_back(with_joker, rule)
    for ace in (48, 49, 50, 51):
        if ace not in codes:
            assert value >= high.evaluate_codes([*codes, ace])
    assert pai_gow.evaluate_back(with_joker, pai_gow.JokerRule.WILD) >= value
