"""Seven Card Stud and Stud 8: showdown hands, the high board and the bring-in.

Showdown: the best five of the player's cards for high (CG-STD-12, HTP-STD-04) and, in Stud 8,
any five (the same or others) for the 8-or-better low (HTP-S8-04). Both reuse the fast paths of
:mod:`.high` and :mod:`.low8`.

Action order: the lowest door card brings in, suit breaking ties clubs < diamonds < hearts <
spades (CG-STD-04, HTP-STD-01); on later streets the best hand showing acts first (CG-STD-08,
HTP-STD-02). Up cards only make pairs, two pair, trips and quads; with at most four of them no
straight or flush exists. No source says how to break a tie between equal boards (catalogue
Gaps, "Stud (all houses)"), so :func:`high_board_seats` returns every tied seat and leaves the
choice to the engine's seat-order rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Final, TypeVar

from dealer_assist.cards import Card
from dealer_assist.evaluation import high, low8
from dealer_assist.evaluation.strength import (
    FOUR_OF_A_KIND,
    HIGH_CARD,
    ONE_PAIR,
    THREE_OF_A_KIND,
    TWO_PAIR,
    pack,
)
from dealer_assist.evaluation.strength import label as high_label

__all__ = [
    "board_label",
    "board_strength",
    "bring_in",
    "evaluate_high",
    "evaluate_hilo",
    "evaluate_low",
    "high_board_seats",
]

Seat = TypeVar("Seat")

_BOARD_CATEGORY: Final = {  # (largest group, number of pairs) -> category shown on board
    (4, 0): FOUR_OF_A_KIND,
    (3, 0): THREE_OF_A_KIND,
    (2, 2): TWO_PAIR,
    (2, 1): ONE_PAIR,
    (1, 0): HIGH_CARD,
}


def _standard(cards: Iterable[Card]) -> list[Card]:
    hand = list(cards)
    if any(c.is_joker for c in hand):
        raise ValueError("a joker has no value in stud (CG-STD-01)")
    return hand


def evaluate_high(cards: Iterable[Card]) -> int:
    """Best five of the player's 5-7 cards for high (CG-STD-12)."""
    return high.evaluate(cards)


def evaluate_low(cards: Iterable[Card]) -> int | None:
    """Best 8-or-better low from any five of the player's cards, or ``None`` (HTP-S8-04)."""
    return low8.evaluate(cards)


def evaluate_hilo(cards: Iterable[Card]) -> tuple[int, int | None]:
    """``(high, low or None)``; high and low may share cards (HTP-S8-04)."""
    hand = _standard(cards)
    return high.evaluate(hand), low8.evaluate_codes([c.code for c in hand])


def board_strength(up_cards: Iterable[Card]) -> int:
    """Strength of 1-4 up cards for who acts first: quads > trips > two pair > pair > high.

    Same packed form as :mod:`.strength`, so equal numbers mean equal boards; suits never count
    (CG-RNK-02), and straights and flushes are not read from up cards.
    """
    ranks = [int(c.rank) for c in _standard(up_cards) if c.rank is not None]
    if not 1 <= len(ranks) <= 4:
        raise ValueError(f"a stud board shows 1 to 4 up cards, not {len(ranks)}")
    counts = {r: ranks.count(r) for r in ranks}
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    top = counts[order[0]]
    pairs = sum(1 for n in counts.values() if n == 2)
    return pack(_BOARD_CATEGORY[(top, pairs if top == 2 else 0)], *order)


def board_label(up_cards: Iterable[Card]) -> str:
    """How the dealer names a board: "Pair of Kings", "Ace High" (CG-STD-08)."""
    return high_label(board_strength(up_cards))


def high_board_seats(boards: Mapping[Seat, Sequence[Card]]) -> list[Seat]:
    """Seats showing the best board, in the mapping's order (CG-STD-08, HTP-STD-02).

    More than one seat means a tie the sources do not settle (Gaps); the caller applies the
    house's seat-order rule.
    """
    strengths = {seat: board_strength(cards) for seat, cards in boards.items()}
    best = max(strengths.values())
    return [seat for seat, value in strengths.items() if value == best]


def bring_in(door_cards: Mapping[Seat, Card], *, ace_low: bool = False) -> Seat:
    """Seat of the lowest door card; equal ranks go to the lower suit, clubs lowest (CG-STD-04).

    ``ace_low`` is for houses that count the ace low in Stud 8 (a Gap in the sources); by default
    the ace is the highest door card.
    """

    def order(seat: Seat) -> tuple[int, int]:
        card = door_cards[seat]
        if card.rank is None or card.suit is None:
            raise ValueError("a joker cannot be a stud door card")
        rank = 1 if ace_low and card.rank == 14 else int(card.rank)
        return rank, int(card.suit)

    if not door_cards:
        raise ValueError("no door cards to compare")
    return min(door_cards, key=order)
