"""The banked demo's simulated deal: a shuffled deck (Pai Gow's with its joker), a fresh one
every round, and the P/D's dice.

It stands in for the dealer's hands only: when the engine's next need is cards, it takes that
many off the deck and hands them to the controller, which gives them to the seat (or board) the
engine names, exactly as cards from the shoe or the card picker go. The banker's one face-up card
(CG-3CP-03) is the one the need says goes face up; the engine checks it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from dealer_assist.cards import STANDARD_CARDS, Card
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.banked_presenter import cards_wanted, next_need

DEMO_TABLE_PLAYERS = {1: "Ana", 2: "Ben", 3: "Chen", 4: "Dee", 5: "Eli", 6: "Fay", 7: "Gus"}
PILES = 7  # Pai Gow: seven piles of seven (CG-PAI-04)


class DemoDeck:
    def __init__(self, seed: int | None = None,
                 cards: Callable[[], list[Card]] = lambda: list(STANDARD_CARDS)) -> None:
        self.rng = random.Random(seed)
        self.fresh = cards
        self.cards: list[Card] = []
        self.round = -1

    def deal_next(self, controller: BankedController) -> bool:
        """Deal what the engine waits for now (one seat's cards, or the board); False when it
        waits for none or refused them."""
        need = next_need(controller.session)
        rnd = controller.session.table.round
        if need is None or rnd is None or need.kind not in ("deal", "draw", "board"):
            return False
        if rnd.number != self.round:
            self.round = rnd.number
            self.cards = self.fresh()
            self.rng.shuffle(self.cards)
        return controller.put_cards([self.cards.pop() for _ in range(cards_wanted(need))])

    def deal_all(self, controller: BankedController) -> int:
        dealt = 0
        while self.deal_next(controller):
            dealt += 1
        return dealt

    def shake(self, controller: BankedController) -> bool:
        """Pai Gow: three dice and the pile the P/D sends out first (CG-PAI-04, CG-PAI-05)."""
        dice = tuple(self.rng.randint(1, 6) for _ in range(3))
        return controller.shake(dice, self.rng.randint(1, PILES))
