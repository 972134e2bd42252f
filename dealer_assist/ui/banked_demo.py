"""The banked demo's simulated deal: a shuffled 52-card deck, a fresh one every round.

It stands in for the dealer's hands only: when the engine's next need is cards, it takes that
many off the deck for the seat the engine names. The banker's one face-up card (CG-3CP-03) is
the dealer following the need's own words ("one face up"); the engine checks it.
"""

from __future__ import annotations

import random

from dealer_assist.cards import STANDARD_CARDS, Card
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.banked_presenter import next_need

DEMO_TABLE_PLAYERS = {1: "Ana", 2: "Ben", 3: "Chen", 4: "Dee", 5: "Eli", 6: "Fay", 7: "Gus"}


class DemoDeck:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.cards: list[Card] = []
        self.round = -1

    def deal_next(self, controller: BankedController) -> bool:
        """Deal what the engine waits for now (one seat's cards); False when it waits for none
        or refused them."""
        need = next_need(controller.session)
        rnd = controller.session.table.round
        if need is None or rnd is None or need.kind not in ("deal", "draw") or need.seat is None:
            return False
        if rnd.number != self.round:
            self.round = rnd.number
            self.cards = list(STANDARD_CARDS)
            self.rng.shuffle(self.cards)
        cards = [self.cards.pop() for _ in range(need.count or 1)]
        up = cards[-1:] if "face up" in need.text else []
        return controller.deal(need.seat, cards, up)

    def deal_all(self, controller: BankedController) -> int:
        dealt = 0
        while self.deal_next(controller):
            dealt += 1
        return dealt
