"""The simulated shoe at a banked table: the same pty device and reader stack as the flop
demo's (:class:`~dealer_assist.ui.demo_shoe.SimulatedShoe`); a card is pulled whenever the
banked controller says cards are due (after the dealer closed the wagers), one card a frame.
The controller gathers them up to the engine's count and deals them to the seat it names."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from dealer_assist.cards import Card
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.bridge import DeviceBridge
from dealer_assist.ui.demo_shoe import READING, SimulatedShoe


class BankedShoe(SimulatedShoe):
    def __init__(self, controller: BankedController, bridge: DeviceBridge,
                 cards: Callable[[], list[Card]], seed: int | None = None,
                 name: str = "shoe-1", directory: Path | None = None) -> None:
        self.controller = controller
        super().__init__(controller, bridge, seed, name, directory, cards)
        controller.state_changed.connect(self._landed)
        controller.refused.connect(self._landed)

    def reading(self) -> bool:
        return self.controller.devices.get(self.name, ("",))[0] in READING

    def card_due(self) -> bool:
        return self.controller.card_need() is not None

    def deck_key(self) -> int:
        rnd = self.controller.session.table.round
        return rnd.number if rnd is not None else 0
