"""The simulated shoe at a banked table: the same pty device and reader stack as the flop
demo's (:class:`~dealer_assist.ui.demo_shoe.SimulatedShoe`); a card is pulled whenever the
banked controller says cards are due (after the dealer closed the wagers), one card a frame.
The controller gathers them up to the engine's count and deals them to the seat it names.

``demo --game`` gives the banked table a shoe of its own (:class:`BankedShoe`); a banked table
opened from the demo flop table's set-up panel is served by the flop table's shoe instead
(``SimulatedShoe.serve`` with a :class:`BankedShoeTable`), one shoe for both."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from dealer_assist.cards import Card
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.bridge import DeviceBridge
from dealer_assist.ui.demo_shoe import ControllerShoeTable, SimulatedShoe


class BankedShoeTable(ControllerShoeTable[BankedController]):
    """A banked table as the shoe sees it: cards are due when the controller says so; a fresh
    deck of the game's (``cards``: Pai Gow's has its joker) every round."""

    def __init__(self, controller: BankedController, cards: Callable[[], list[Card]]) -> None:
        super().__init__(controller)
        self.fresh = cards

    def card_due(self) -> bool:
        return self.controller.card_need() is not None

    def deck_key(self) -> int:
        rnd = self.controller.session.table.round
        return rnd.number if rnd is not None else 0


class BankedShoe(SimulatedShoe):
    """A banked demo table's own shoe (``demo --game``)."""

    def __init__(self, controller: BankedController, bridge: DeviceBridge,
                 cards: Callable[[], list[Card]], seed: int | None = None,
                 name: str = "shoe-1", directory: Path | None = None) -> None:
        super().__init__(controller, bridge, BankedShoeTable(controller, cards), seed, name,
                         directory)
