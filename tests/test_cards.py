"""Cards: parsing, formatting, decks and the errors a dealer sees for bad text."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.cards import (
    ALL_CARDS,
    JOKER,
    SECOND_JOKER,
    Card,
    CardError,
    Rank,
    Suit,
    card,
    deck,
    format_cards,
    parse_cards,
)


def test_card_parse_standard_forms() -> None:
    assert card("As").rank == Rank.ACE and card("As").suit == Suit.SPADES
    assert card("Td") is card("10d") is card("tD")
    assert card("2c").code == 0 and card("As").code == 51
    assert str(card("10h")) == "Th"


def test_card_parse_jokers() -> None:
    assert card("Jk") is JOKER and card("JK") is JOKER
    assert card("Jk2") is SECOND_JOKER
    assert JOKER.is_joker and JOKER.rank is None and not card("Js").is_joker


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("1x", "'1x' is not a card: '1' is not a rank"),
        ("Ax", "'Ax' is not a card: 'x' is not a suit"),
        ("", "'' is not a card: expected a rank and a suit"),
        ("Asd3", "'Asd3' is not a card"),
    ],
)
def test_card_parse_refuses_bad_text_with_reason(text: str, reason: str) -> None:
    with pytest.raises(CardError, match=reason.replace("(", r"\(")):
        card(text)


def test_card_parse_runs_and_lists() -> None:
    assert format_cards(parse_cards("AsKd10hJk")) == "AsKdThJk"
    assert parse_cards(["As", "Kd"]) == parse_cards("As Kd")
    assert parse_cards("As,Kd") == parse_cards("AsKd")


def test_deck_sizes_and_uniqueness() -> None:
    assert len(deck()) == 52 and len(set(deck())) == 52
    assert len(deck(1)) == 53 and deck(1)[-1] is JOKER
    assert len(set(deck(2))) == 54
    with pytest.raises(CardError, match="0, 1 or 2 jokers"):
        deck(3)


def test_cards_are_interned_and_immutable() -> None:
    assert Card(51) is card("As")
    assert pickle.loads(pickle.dumps(card("Qh"))) is card("Qh")
    with pytest.raises(AttributeError):
        card("As").code = 3  # type: ignore[misc]


@given(st.sampled_from(ALL_CARDS))
def test_card_text_round_trips(c: Card) -> None:
    assert parse_cards(c.text) == (c,)
