"""The banked demo's deck (devices/sim/demo_deck.py): a seeded, engine-free stand-in for the
dealer's hands. The engine says how many cards are due; the deck only supplies them."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.cards import STANDARD_CARDS, Card, parse_cards
from dealer_assist.devices.sim.demo_deck import PILES, DemoDeck


def test_the_same_seed_deals_the_same_cards() -> None:
    assert DemoDeck(7).take(1, 5) == DemoDeck(7).take(1, 5)
    assert DemoDeck(7).take(1, 5) != DemoDeck(8).take(1, 5)


@given(st.integers(0, 2**32), st.lists(st.integers(1, 7), min_size=1, max_size=7))
def test_a_round_never_repeats_a_card_and_a_new_round_starts_a_full_deck(
        seed: int, counts: list[int]) -> None:
    deck = DemoDeck(seed)
    dealt = [c for n in counts for c in deck.take(1, n)]
    assert len(set(dealt)) == len(dealt) == sum(counts)
    assert set(dealt) <= set(STANDARD_CARDS)
    deck.take(2, 1)  # the next round
    assert len(deck.cards) == len(STANDARD_CARDS) - 1


def test_the_deck_holds_what_the_game_plays_with() -> None:
    """Pai Gow's deck has its joker (CG-PAI-01): the caller passes the game's deck."""
    small: list[Card] = parse_cards("As Ks Qs")
    deck = DemoDeck(1, lambda: list(small))
    assert sorted(deck.take(1, 3), key=str) == sorted(small, key=str)


@given(st.integers(0, 2**32))
def test_CG_PAI_04_three_dice_and_a_first_pile(seed: int) -> None:
    dice, pile = DemoDeck(seed).dice()
    assert len(dice) == 3 and all(1 <= d <= 6 for d in dice)
    assert 1 <= pile <= PILES
