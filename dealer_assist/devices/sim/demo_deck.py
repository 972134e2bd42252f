"""The banked demo's simulated deal: a shuffled deck (Pai Gow's with its joker), a fresh one
every round, and the P/D's dice.

It stands in for the dealer's hands only and knows nothing of the game: the caller asks the
engine how many cards the round takes now (``BankedRound.cards_due``) and hands them to the
seat (or board) the engine names, exactly as cards from the shoe or the card picker go; the
engine checks them. No Qt, no engine: the cards and a seeded random source.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from dealer_assist.cards import STANDARD_CARDS, Card

PILES = 7  # Pai Gow: seven piles of seven (CG-PAI-04)


class DemoDeck:
    """A seeded deck for a demo banked table, shuffled afresh for each round."""

    def __init__(self, seed: int | None = None,
                 cards: Callable[[], list[Card]] = lambda: list(STANDARD_CARDS)) -> None:
        self.rng = random.Random(seed)
        self.fresh = cards
        self.cards: list[Card] = []
        self.round = -1

    def take(self, round_number: int, count: int) -> list[Card]:
        """``count`` cards off the top; a new round starts a freshly shuffled deck."""
        if round_number != self.round:
            self.round = round_number
            self.cards = self.fresh()
            self.rng.shuffle(self.cards)
        return [self.cards.pop() for _ in range(count)]

    def dice(self) -> tuple[tuple[int, ...], int]:
        """Pai Gow: three dice and the pile the P/D sends out first (CG-PAI-04, CG-PAI-05)."""
        dice = tuple(self.rng.randint(1, 6) for _ in range(3))
        return dice, self.rng.randint(1, PILES)
