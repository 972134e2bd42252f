"""High hands (catalogue 1.1): exhaustive counts, chart examples, labels, the shipped tables."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, pairwise

import pytest
from eval_helpers import naive_best

from dealer_assist.cards import parse_cards
from dealer_assist.evaluation import build_tables, high
from dealer_assist.evaluation.strength import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
    category,
    pack,
)


def strength(text: str) -> int:
    return high.evaluate(parse_cards(text))


def test_high_counts_all_five_card_hands_CG_RNK_04() -> None:
    """All C(52,5) hands fall in the textbook category counts; 7,462 distinct strengths."""
    strengths = Counter(map(high.evaluate_codes, combinations(range(52), 5)))
    by_category: Counter[int] = Counter()
    for value, n in strengths.items():
        by_category[category(value)] += n
    royal = strengths[pack(STRAIGHT_FLUSH, 14)]
    assert royal == 4
    assert by_category[STRAIGHT_FLUSH] - royal == 36
    assert by_category == {
        STRAIGHT_FLUSH: 40,
        FOUR_OF_A_KIND: 624,
        FULL_HOUSE: 3_744,
        FLUSH: 5_108,
        STRAIGHT: 10_200,
        THREE_OF_A_KIND: 54_912,
        TWO_PAIR: 123_552,
        ONE_PAIR: 1_098_240,
        HIGH_CARD: 1_302_540,
    }
    assert len(strengths) == 7_462
    assert sum(by_category.values()) == 2_598_960


@pytest.mark.parametrize("size", [6, 7])
def test_high_best_five_of_six_and_seven_matches_brute_force_CG_STD_12(size: int) -> None:
    rng = random.Random(size)
    for _ in range(3_000):
        codes = rng.sample(range(52), size)
        best_five = max(high.evaluate_codes(five) for five in combinations(codes, 5))
        assert high.evaluate_codes(codes) == best_five


def test_high_order_matches_naive_reference_CG_RNK_04() -> None:
    rng = random.Random(5)
    hands = [rng.sample(range(52), rng.choice((5, 6, 7))) for _ in range(1_500)]
    ours = sorted(hands, key=high.evaluate_codes)
    for a, b in pairwise(ours):
        assert naive_best(a) <= naive_best(b), (a, b)
        same = high.evaluate_codes(a) == high.evaluate_codes(b)
        assert (naive_best(a) == naive_best(b)) == same


@pytest.mark.parametrize(
    ("better", "worse", "rule"),
    [
        ("JcJdJhTsTc", "2s4s8s9sKs", "CG-RNK-04"),
        ("3c4d5h6s7c", "4c4d4h6sQc", "CG-RNK-04"),
        ("6h5h4h3h2h", "Ah2h3h4h5h", "CG-RNK-06"),
        ("8c8d8h2s2c", "7c7d7hAsAc", "CG-RNK-08"),
        ("KhQh7h5h2h", "KsQs7s4s3s", "CG-RNK-09"),
        ("6c5d4h3s2c", "Ac2d3h4s5c", "CG-RNK-10"),
        ("AcAdAhKsQc", "AsAdAhQsJc", "CG-RNK-11"),
        ("KcKd5h5s9c", "KsKh4h4sAc", "CG-RNK-12"),
        ("9c9dAh7s3c", "9s9hAd7c2c", "CG-RNK-13"),
    ],
)
def test_high_chart_examples(better: str, worse: str, rule: str) -> None:
    assert strength(better) > strength(worse), rule


def test_high_suits_never_rank_CG_RNK_02() -> None:
    assert strength("AsKsQsJd9c") == strength("AhKhQdJc9s")


def test_high_ace_low_only_in_wheel_CG_RNK_03() -> None:
    assert high.label(strength("As2d3h4c5s")) == "Straight, Five high"
    assert high.label(strength("QsKdAh2c3s")) == "Ace High"


def test_high_quads_kicker_from_board_CG_RNK_07() -> None:
    board = "AsAhAdAc7d"
    assert strength(board + "Kc2d") > strength(board + "QcJd")


def test_high_full_house_board_trips_CG_RNK_08() -> None:
    board = "JcJdJh4s9c"
    assert strength(board + "9d9h") > strength(board + "4c4d")


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("AsKsQsJsTs", "Royal Flush"),
        ("5d4d3d2dAd", "Straight Flush, Five high"),
        ("KcKdKhKs2c", "Four Kings"),
        ("KcKdKh5s5c9d", "Full House, Kings over Fives"),
        ("6c6d6h6s2c", "Four Sixes"),
        ("Ah9h7h5h2h", "Flush, Ace high"),
        ("Ts9d8h7s6c", "Straight, Ten high"),
        ("KcKdKh7s2c", "Three Kings"),
        ("KcKd5h5s9c", "Two Pair, Kings and Fives"),
        ("9c9dAh7s3c", "Pair of Nines"),
        ("Ac9d7h5s3c", "Ace High"),
    ],
)
def test_high_labels(cards: str, name: str) -> None:
    assert high.label(strength(cards)) == name


def test_high_evaluate_rejects_bad_hands_CG_RNK_01() -> None:
    with pytest.raises(ValueError, match="joker"):
        high.evaluate(parse_cards("AsKsQsJsJk"))
    with pytest.raises(ValueError, match="twice"):
        high.evaluate(parse_cards("AsAsQsJsTs"))
    with pytest.raises(ValueError, match="5 to 7"):
        high.evaluate(parse_cards("AsKs"))


def test_high_shipped_tables_match_the_generator() -> None:
    """high_tables.bin is exactly what ``python -m dealer_assist.evaluation.build_tables``
    writes."""
    assert build_tables.build() == build_tables.TABLE_FILE.read_bytes()
