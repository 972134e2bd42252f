"""8-or-better low, Omaha and stud (catalogue 1.2, 1.3, 2.2, 3.3, 4.4)."""

from __future__ import annotations

from itertools import combinations

import pytest

from dealer_assist.cards import card, parse_cards
from dealer_assist.evaluation import high, low8, omaha, stud


def low(text: str) -> int | None:
    return low8.evaluate(parse_cards(text))


def low_label(text: str) -> str | None:
    value = low(text)
    return None if value is None else low8.label(value)


def test_low8_chart_has_56_qualifying_lows_CG_LOW_02_AMB_27() -> None:
    lows = {low8.evaluate_codes(five) for five in combinations(range(52), 5)}
    labels = [low8.label(v) for v in sorted((v for v in lows if v is not None), reverse=True)]
    assert len(labels) == 56
    assert labels[0] == "5-4-3-2-A" and labels[1] == "6-4-3-2-A" and labels[2] == "6-5-3-2-A"
    assert labels[-1] == "8-7-6-5-4"
    assert sum(1 for name in labels if name[0] == "8") == 35
    assert sum(1 for name in labels if name[0] == "7") == 15


def test_low8_ignores_straights_and_flushes_CG_LOW_01_PGP_LOW_06() -> None:
    assert low_label("As2s3s4s5s") == "5-4-3-2-A"
    assert high.label(high.evaluate(parse_cards("As2s3s4s5s"))) == "Straight Flush, Five high"


@pytest.mark.parametrize(
    ("better", "worse", "rule"),
    [
        ("6c4d3h2sAc", "6c5d3h2sAc", "CG-LOW-02"),
        ("8c4d3h2sAc", "8c5d3h2sAc", "CG-LOW-02"),
        ("7c6d4h3s2c", "7c6d5h2sAc", "PGP-LOW-05"),
    ],
)
def test_low8_order(better: str, worse: str, rule: str) -> None:
    a, b = low(better), low(worse)
    assert a is not None and b is not None and a > b, rule


def test_low8_qualifies_only_with_five_ranks_eight_or_lower_CG_O8_05() -> None:
    assert low_label("8c6d4h2sAc") == "8-6-4-2-A"
    assert low("9c5d4h3s2c") is None
    assert low("AcAd2h3s4c") is None  # a pair is not five different ranks
    assert low_label("Ac2d3h4s5c9d9h") == "5-4-3-2-A"  # HTP-S8-03


def test_omaha_two_hole_and_three_board_only_CG_O8_02() -> None:
    value = omaha.evaluate_high(parse_cards("As3c4d5h"), parse_cards("KsQsJsTs2d"))
    assert high.label(value) == "Ace High"
    assert value == high.evaluate(parse_cards("AsKsQsJs5h"))


def test_omaha_four_flush_in_hand_is_no_flush_PGP_OMA_02() -> None:
    value = omaha.evaluate_high(parse_cards("AhKhQhJh"), parse_cards("2h7c8d9sTc"))
    assert high.label(value) == "Straight, Queen high"  # Q-J with 8-9-T; one heart on board


@pytest.mark.parametrize(
    ("hole", "board", "high_name", "low_name", "rule"),
    [
        ("Ah2hKsKd", "Kc7d5s3cQh", "Three Kings", "7-5-3-2-A", "CG-O8-06"),
        ("As2sQcQd", "Qh3c5d8hKs", "Three Queens", "8-5-3-2-A", "PGP-O8-01"),
        ("Ah2h9c9d", "3h4h5h", "Straight Flush, Five high", "5-4-3-2-A", "HTP-O8-03"),
        ("As8dKcKd", "8h5c3dKsQd", "Three Kings", None, "PGP-LOW-02"),
        ("As2dKcKd", "8h5c3dKsQd", "Three Kings", "8-5-3-2-A", "PGP-LOW-02"),
    ],
)
def test_omaha_hilo_examples(
    hole: str, board: str, high_name: str, low_name: str | None, rule: str
) -> None:
    hi, lo = omaha.evaluate_hilo(parse_cards(hole), parse_cards(board))
    assert high.label(hi) == high_name, rule
    assert (None if lo is None else low8.label(lo)) == low_name, rule


@pytest.mark.parametrize(
    ("board", "allowed", "rule"),
    [
        ("QcTd7h7s6c", False, "PGP-LOW-03"),
        ("2c2d5hKsQc", False, "PGP-LOW-01"),
        ("Kc8d9h2s5c", True, "PGP-LOW-04"),
        ("QcTd7h", True, "PGP-LOW-01"),  # two cards to come may still bring low ranks
        ("QcTd7h2s", True, "PGP-LOW-01"),
        ("QcTd9h7s", False, "PGP-LOW-01"),  # one low rank and only the river to come
    ],
)
def test_omaha_board_allows_low(board: str, allowed: bool, rule: str) -> None:
    assert omaha.board_allows_low(parse_cards(board)) is allowed, rule


def test_omaha_no_low_when_board_has_two_low_ranks_PGP_GAM_04() -> None:
    assert omaha.evaluate_low(parse_cards("As2s3s4s"), parse_cards("QcTd7h7s6c")) is None


def test_omaha_nut_low_helper_PGP_LOW_04() -> None:
    nut = omaha.nut_low(parse_cards("Kc8d9h2s5c"))
    assert nut is not None
    assert nut[0] == (1, 3) and low8.label(nut[1]) == "8-5-3-2-A"
    assert omaha.nut_low(parse_cards("QcTd7h7s6c")) is None


def test_omaha_rejects_wrong_card_counts() -> None:
    with pytest.raises(ValueError, match="4 hole cards"):
        omaha.evaluate_high(parse_cards("AsKs"), parse_cards("2c3c4c"))
    with pytest.raises(ValueError, match="board"):
        omaha.evaluate_high(parse_cards("AsKsQsJs"), parse_cards("2c3c"))


def test_stud_best_five_of_seven_CG_STD_12() -> None:
    value = stud.evaluate_high(parse_cards("AsAdKcKhQs5d2c"))
    assert high.label(value) == "Two Pair, Aces and Kings"
    assert value == high.evaluate(parse_cards("AsAdKcKhQs"))


def test_stud8_one_hand_scoops_HTP_S8_04() -> None:
    hi, lo = stud.evaluate_hilo(parse_cards("Ac2d3h4s5cKdKh"))
    assert high.label(hi) == "Straight, Five high"
    assert lo is not None and low8.label(lo) == "5-4-3-2-A"
    assert stud.evaluate_hilo(parse_cards("9c7d5h3s2cKdKh"))[1] is None  # HTP-S8-01


def test_stud_bring_in_lowest_door_card_suit_breaks_ties_CG_STD_04() -> None:
    doors = {1: card("2d"), 2: card("2c"), 3: card("5s")}
    assert stud.bring_in(doors) == 2
    assert stud.bring_in({1: card("Ah"), 2: card("Kc")}) == 2  # the ace is high by default
    assert stud.bring_in({1: card("Ah"), 2: card("Kc")}, ace_low=True) == 1


def test_stud_high_board_acts_first_CG_STD_08() -> None:
    boards = {1: parse_cards("KdKs"), 2: parse_cards("AcQd"), 3: parse_cards("7h7c")}
    assert stud.high_board_seats(boards) == [1]
    assert stud.board_label(boards[1]) == "Pair of Kings"
    assert stud.board_label(boards[2]) == "Ace High"


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("2c2d2h", "AcAdKs"),  # trips over a pair
        ("5c5d3h3s", "AcAdKsQh"),  # two pair over a pair
        ("AcAd3s", "KcKdAs"),
        ("AcAd4s", "AhAs3c"),
        ("AcKd5s2h", "AdQs9c5h"),
        ("2c2d2h2s", "AcAdAhKs"),
    ],
)
def test_stud_board_order_pairs_trips_two_pair_high_cards_HTP_STD_02(
    better: str, worse: str
) -> None:
    assert stud.board_strength(parse_cards(better)) > stud.board_strength(parse_cards(worse))


def test_stud_equal_boards_tie_for_the_engine_to_break_CG_RNK_02() -> None:
    """Suits never rank a board; the tie-break between equal boards is left to the house (Gaps)."""
    boards = {4: parse_cards("KdKs9c"), 6: parse_cards("KhKc9d")}
    assert stud.high_board_seats(boards) == [4, 6]
