"""Card draws (LC-28, LC-86): the highest card, ties by suit spades, hearts, diamonds, clubs."""

from __future__ import annotations

import itertools

import pytest

from dealer_assist.cards import parse_card
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.card_draw import button_draw, draw_order, draw_winner


def test_lc_28_equal_ranks_are_settled_by_suit() -> None:
    assert draw_winner({"ann": parse_card("Kh"), "bob": parse_card("Kd")}) == "ann"
    suits = {s: parse_card("7" + s) for s in "cdhs"}
    assert draw_order(suits) == ["s", "h", "d", "c"]


def test_lc_28_the_rank_comes_before_the_suit_and_the_ace_is_high() -> None:
    assert draw_winner({1: parse_card("2s"), 2: parse_card("3c")}) == 2
    assert draw_winner({1: parse_card("Ac"), 2: parse_card("Ks")}) == 1


def test_lc_28_no_joker_and_no_card_twice() -> None:
    with pytest.raises(RoomRefusal, match="without jokers"):
        draw_winner({1: parse_card("Jk"), 2: parse_card("2c")})
    with pytest.raises(RoomRefusal, match="drawn twice"):
        draw_winner({1: parse_card("9h"), 2: parse_card("9h")})


def test_lc_86_the_button_goes_to_the_best_card_of_two_or_more() -> None:
    assert button_draw({3: parse_card("Qs"), 5: parse_card("Qh"), 8: parse_card("Jd")}) == 3
    with pytest.raises(RoomRefusal, match="LC-86"):
        button_draw({3: parse_card("Qs")})


def test_lc_28_any_order_of_drawing_gives_the_same_winner() -> None:
    cards = [parse_card(c) for c in ("Th", "Ts", "Tc", "9s")]
    for order in itertools.permutations(range(4)):
        assert draw_winner({i: cards[i] for i in order}) == 1
