"""Three Card Poker, Two Card Poker, Pai Gow and Hot Action Blackjack (catalogue 1.4, 1.5, 5)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from dealer_assist.cards import parse_cards
from dealer_assist.evaluation import Outcome, blackjack, pai_gow, three_card, two_card
from dealer_assist.evaluation.pai_gow import JokerRule, Setting
from dealer_assist.evaluation.strength import label

# --- Three Card Poker -------------------------------------------------------------------------


def tcp(text: str) -> int:
    return three_card.evaluate(parse_cards(text))


def test_three_card_counts_all_hands_HTP_3CP_09() -> None:
    hands = combinations(range(52), 3)
    counts = Counter(three_card.category(three_card.evaluate_codes(h)) for h in hands)
    assert counts == {
        three_card.STRAIGHT_FLUSH: 48,
        three_card.THREE_OF_A_KIND: 52,
        three_card.STRAIGHT: 720,
        three_card.FLUSH: 1_096,
        three_card.PAIR: 3_744,
        three_card.HIGH_CARD: 16_440,
    }


@pytest.mark.parametrize(
    ("better", "worse", "rule"),
    [
        ("KsQdJc", "2h5h9h", "HTP-3CP-09"),  # a straight beats a flush
        ("4c4d4h", "QsKdAc", "HTP-3CP-09"),
        ("5c6d7h", "2s6s9s", "CG-3CP-B07b"),
        ("2c3d4h", "As2s3d", "CG-3CP-B07b"),  # A-2-3 is the lowest straight
        ("As2d3h", "KsKdAc", "CG-3CP-B07b"),
        ("AsKsQs", "KhQhJh", "CG-3CP-B07a"),
    ],
)
def test_three_card_order(better: str, worse: str, rule: str) -> None:
    assert tcp(better) > tcp(worse), rule


def test_three_card_a23_is_a_straight_and_aqk_royal_CG_3CP_B07a() -> None:
    assert three_card.label(tcp("As2d3h")) == "Straight, Three high"
    assert three_card.label(tcp("As2s3s")) == "Straight Flush, Three high"
    assert three_card.is_royal(tcp("QsKsAs")) and not three_card.is_royal(tcp("KsQsJs"))
    assert three_card.label(tcp("QsKsAs")) == "Royal Flush"


def test_three_card_suits_tie_CG_3CP_05c() -> None:
    assert tcp("Kd7c2h") == tcp("Ks7h2d")


@pytest.mark.parametrize(
    ("hand", "qualifies"), [("Qd3c2h", True), ("Jd9c8h", False), ("2c2d3h", True), ("Js8s4s", True)]
)
def test_three_card_dealer_needs_queen_high_CG_3CP_05_HTP_3CP_07(
    hand: str, qualifies: bool
) -> None:
    assert three_card.dealer_qualifies(tcp(hand)) is qualifies


def test_three_card_labels() -> None:
    assert three_card.label(tcp("9c9dAh")) == "Pair of Nines"
    assert three_card.label(tcp("Qd9c2h")) == "Queen-Nine-Two"
    assert three_card.label(tcp("2s5s9s")) == "Flush, Nine-Five-Two"
    assert three_card.label(tcp("KcKdKh")) == "Three Kings"


# --- Two Card Poker ---------------------------------------------------------------------------


def tcp2(text: str) -> int:
    return two_card.evaluate(parse_cards(text))


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("2c2d", "AsKs"),
        ("7h6h", "AhQh"),
        ("Ac3d", "KhQs"),
        ("AsKs", "KsQs"),
        ("AhQh", "AdKc"),
        ("3s2s", "As2s"),
    ],
)
def test_two_card_order_HTP_2CP_05(better: str, worse: str) -> None:
    assert tcp2(better) > tcp2(worse)


def test_two_card_unsuited_straight_is_high_card_HTP_2CP_05() -> None:
    assert tcp2("9c8d") == tcp2("9h8s")
    assert two_card.label(tcp2("9c8d")) == "Nine-Eight"
    assert tcp2("9c8d") < tcp2("9c8c")


def test_two_card_best_two_of_four_HTP_2CP_01() -> None:
    value, cards = two_card.best_two(parse_cards("Ks7h6hQd"))
    assert two_card.label(value) == "Straight Flush, Seven-Six"
    assert {c.text for c in cards} == {"7h", "6h"}


def test_two_card_ace_two_suited_is_lowest_straight_flush_AMB_13() -> None:
    assert two_card.label(tcp2("As2s")) == "Straight Flush, Two-Ace"
    assert tcp2("As2s") < tcp2("3s2s")
    off = two_card.evaluate(parse_cards("As2s"), ace_two_straight_flush=False)
    assert two_card.label(off) == "Flush, Ace-Two"


@pytest.mark.parametrize(
    ("hand", "qualifies"),
    [
        ("Js2s", True),
        ("Th9d", False),
        ("Th8h", False),
        ("KdQs", False),
        ("3c3d", True),
        ("5h4h", True),
    ],
)
def test_two_card_dealer_needs_jack_deuce_suited_HTP_2CP_08_AMB_13(
    hand: str, qualifies: bool
) -> None:
    assert two_card.dealer_qualifies(tcp2(hand)) is qualifies


# --- Pai Gow ----------------------------------------------------------------------------------


def back(text: str, rule: JokerRule = JokerRule.LIMITED) -> int:
    return pai_gow.evaluate_back(parse_cards(text), rule)


def front(text: str, rule: JokerRule = JokerRule.LIMITED) -> int:
    return pai_gow.evaluate_front(parse_cards(text), rule)


def setting(front_text: str, back_text: str) -> Setting:
    return Setting(parse_cards(front_text), parse_cards(back_text))


def test_pai_gow_limited_joker_is_ace_not_wild_CG_PAI_01() -> None:
    assert label(back("KcKdQhJs3cJk")) == "Pair of Kings"
    assert back("KcKdQhJs3cJk") == back("KcKdQhJsAc")
    assert label(back("9c10dJhQsJk")) == "Straight, King high"


def test_pai_gow_joker_completes_flush_and_straight_flush_CG_PAI_01() -> None:
    assert label(back("2h5h9hJhJk")) == "Flush, Ace high"
    assert label(back("Ah5h9hJhJk")) == "Flush, Ace high"
    assert back("Ah5h9hJhJk") == back("AhKh9hJh5h")  # joker stands for the best missing card
    assert label(back("9s10sJsQsJk")) == "Straight Flush, King high"
    assert label(back("10sJsQsKsJk")) == "Royal Flush"
    assert label(back("Ac2d3h4sJk")) == "Straight, Five high"


def test_pai_gow_wild_joker_is_any_card_CG_PAI_01b_AMB_01() -> None:
    assert label(back("KcKdQhJs3cJk", JokerRule.WILD)) == "Three Kings"
    assert label(back("7c7d7h7sJk", JokerRule.WILD)) == "Five Sevens"
    assert label(back("7c7d7h7sJk")) == "Four Sevens"  # limited: the joker is an ace kicker


def test_pai_gow_five_aces_beat_royal_CG_PAI_02_CG_RNK_05() -> None:
    assert label(back("AcAdAhAsJk")) == "Five Aces"
    assert back("AcAdAhAsJk") > back("AhKhQhJh10h")


def test_pai_gow_seven_cards_pick_best_five() -> None:
    assert label(back("KcKdQhJs3c2dJk")) == "Pair of Kings"
    assert label(back("2c2d2h9s9cKdAs")) == "Full House, Twos over Nines"


def test_pai_gow_front_hand() -> None:
    assert label(front("AsJk")) == "Pair of Aces"
    assert label(front("KsJk")) == "Ace High"
    assert label(front("KsJk", JokerRule.WILD)) == "Pair of Kings"
    assert front("AsKd") > front("AsQd") > front("KsQd")
    assert front("2s2d") > front("AsKd")


@pytest.mark.parametrize(
    ("front_text", "back_text", "valid"),
    [
        ("AcAd", "KcKdQhJs9c", False),
        ("KcQd", "2c2d7h8s9d", True),
        ("AcKd", "AsQd9h5c3s", False),
        ("AcKd", "AsKh9d5c3s", True),  # same top two cards: the back's extra cards make it higher
        ("5c5d", "5h5s3d4c9h", True),
        ("AsJk", "AcAdKhQs2d", True),
    ],
)
def test_pai_gow_back_must_outrank_front_CG_PAI_06(
    front_text: str, back_text: str, valid: bool
) -> None:
    assert pai_gow.is_valid_setting(setting(front_text, back_text)) is valid


def test_pai_gow_setting_must_hold_seven_different_cards() -> None:
    with pytest.raises(ValueError):
        setting("AcKd", "AcQd9h5c3s")
    with pytest.raises(ValueError):
        setting("AcKdQh", "2cQd9h5c")


@pytest.mark.parametrize(
    ("player", "banker", "outcome", "rule"),
    [
        (("AcKd", "9c9d4h5s7c"), ("QcJd", "8c8d4d5d7d"), Outcome.PLAYER_WINS, "CG-PAI-07"),
        (("AcKd", "8h8s4c5h7h"), ("QcJd", "9h9s3d2d6d"), Outcome.PUSH, "CG-PAI-07"),
        (("QcJd", "8h8s4c5h7h"), ("AcKd", "9h9s3d2d6d"), Outcome.BANKER_WINS, "CG-PAI-07"),
        (("QcJd", "9c9d4h5s7c"), ("QhJs", "8c8d4d5d7d"), Outcome.PUSH, "CG-PAI-08"),
        (("QcJd", "8h8s4c5h7h"), ("QhJs", "9h9s3d2d6d"), Outcome.BANKER_WINS, "CG-PAI-08"),
        (("AcKd", "9c9d4h5s7c"), ("AhKs", "9h9s4d5d7d"), Outcome.BANKER_WINS, "CG-PAI-08"),
    ],
)
def test_pai_gow_settle_with_copies(
    player: tuple[str, str], banker: tuple[str, str], outcome: Outcome, rule: str
) -> None:
    assert pai_gow.compare_settings(setting(*player), setting(*banker)) is outcome, rule


# --- Hot Action Blackjack ---------------------------------------------------------------------


def bj(text: str, **kwargs: bool) -> blackjack.BlackjackTotal:
    return blackjack.total(parse_cards(text), **kwargs)


@pytest.mark.parametrize(
    ("cards", "shown", "rule"),
    [
        ("Jk9c", "11 (hard)", "CG-HAB-01"),
        ("Ac6d", "17 (soft)", "CG-HAB-01"),
        ("JkAc", "13 (soft)", "CG-HAB-01"),
        ("AhAs", "12 (soft)", "CG-HAB-PUB2"),
        ("AhAh", "Natural 22", "CG-HAB-PUB2"),
        ("AcKd", "Natural 21", "CG-HAB-05"),
        ("Jk Jk2", "Super Natural (24)", "CG-HAB-PUB1"),
        ("Ac9dAs", "21 (soft)", "CG-HAB-18"),
        ("AcAd", "12 (soft)", "CG-HAB-18"),
        ("Ac6dAs", "18 (soft)", "CG-BBJ-08"),
        ("Tc6d8h", "Bust (24)", "AMB-04"),
    ],
)
def test_blackjack_totals(cards: str, shown: str, rule: str) -> None:
    assert bj(cards).label == shown, rule


def test_blackjack_dealer_two_jokers_is_hard_four_CG_HAB_03_AMB_03() -> None:
    hand = bj("Jk Jk2", player=False)
    assert hand.label == "4 (hard)" and hand.natural is None


def test_blackjack_no_natural_after_split_CG_HAB_06() -> None:
    hand = bj("AcKd", original=False)
    assert hand.natural is None and hand.label == "21 (soft)"


def test_blackjack_soft_never_over_21_CG_HAB_18() -> None:
    for cards in combinations(parse_cards("AcAdAhAs9c5d3hJk"), 4):
        hand = blackjack.total(cards)
        if hand.soft:
            assert hand.total <= 21


@pytest.mark.parametrize(
    ("player", "dealer", "outcome", "rule"),
    [
        (bj("Jk Jk2"), bj("AhAh"), Outcome.PLAYER_WINS, "CG-HAB-02"),
        (bj("Jk Jk2"), bj("Jk Jk2", player=False), Outcome.PLAYER_WINS, "CG-HAB-T1"),
        (bj("AsAs"), bj("AhAh"), Outcome.PLAYER_WINS, "CG-HAB-T2"),
        (bj("AhAh"), bj("AcKd"), Outcome.PLAYER_WINS, "CG-HAB-04"),
        (bj("AcKd"), bj("AhQs"), Outcome.PUSH, "CG-HAB-T4"),
        (bj("AcKd"), bj("5c6dTh"), Outcome.PLAYER_WINS, "CG-HAB-T5"),
        (bj("AcKd"), bj("7c7d7h"), Outcome.PLAYER_WINS, "CG-HAB-05"),
        (bj("Tc6d6h"), bj("Tc5d7h"), Outcome.PUSH, "CG-HAB-T3"),
        (bj("Tc6d6h"), bj("Tc9d"), Outcome.BANKER_WINS, "CG-HAB-PUB3"),
        (bj("Tc6d6h"), bj("AhAh"), Outcome.BANKER_WINS, "CG-HAB-PUB3"),
        (bj("Tc6d6h"), bj("Tc6d9h"), Outcome.BANKER_WINS, "AMB-04"),
        (bj("Tc9d"), bj("Tc5d7h"), Outcome.PLAYER_WINS, "CG-HAB-PUB3"),
        (bj("Tc9d"), bj("Ts9h"), Outcome.PUSH, "CG-HAB-T6"),
        (bj("Tc8d"), bj("Ts9h"), Outcome.BANKER_WINS, "CG-HAB-T6"),
    ],
)
def test_blackjack_settle(
    player: blackjack.BlackjackTotal, dealer: blackjack.BlackjackTotal, outcome: Outcome, rule: str
) -> None:
    assert blackjack.settle(player, dealer) is outcome, rule
