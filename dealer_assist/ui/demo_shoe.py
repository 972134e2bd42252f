"""The demo's shoe: a shuffled deck behind a pseudo-terminal, read by the real device stack.

A person stands in for the dealer's hand: whenever the procedure says a card is due, the next
card of the shuffled deck is written as a ``framed-shoe`` frame into the pty. From there the card
takes the production path: reader thread -> codec -> :class:`DeviceBridge` (queued signal) ->
controller -> engine -> log. The simulator only decides *when* to pull a card, never what it is
for; the engine decides that.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from dealer_assist.cards import STANDARD_CARDS, Card
from dealer_assist.devices.manager import DeviceManager
from dealer_assist.devices.sim.pty_link import LinkDown
from dealer_assist.devices.sim.simulator import Simulator
from dealer_assist.devices.spec import DeviceSpec
from dealer_assist.ui.bridge import DeviceBridge
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.presenter import next_step, open_options

PULL_MS = 250  # a dealer pitches about four cards a second
HEARTBEAT_EVERY = 4  # ticks between heartbeats, so the reader never reports "silent"
LOST_AFTER = 3.0  # seconds: a card that never came back through the reader is given up
CARD_STEPS = ("deal", "board")
READING = ("connected", "resumed")


class SimulatedShoe(QObject):
    """Owns the simulated device, the manager that reads it and the timer that pulls cards;
    a table says when a card is due (:meth:`card_due`) and when a fresh deck starts
    (:meth:`deck_key`)."""

    def __init__(self, owner: QObject, bridge: DeviceBridge, seed: int | None = None,
                 name: str = "shoe-1", directory: Path | None = None,
                 cards: Callable[[], list[Card]] = lambda: list(STANDARD_CARDS)) -> None:
        super().__init__(owner)
        self.name = name
        self.rng = random.Random(seed)
        self.fresh = cards
        self.sim = Simulator("shoe", directory=directory, name="demo-shoe").open()
        self.manager = DeviceManager(bridge.deliver)
        self.manager.add(DeviceSpec(name, str(self.sim.path), self.sim.codec, silence_after=5.0))
        self.deck: list[Card] = []
        self.hand_number = -1
        self.waiting_since: float | None = None  # a card is on its way through the reader
        self.ticks = 0
        self.timer = QTimer(self, interval=PULL_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def _landed(self, *_args: object) -> None:
        self.waiting_since = None

    def reading(self) -> bool:
        """The reader has the port open: a card sent now is not flushed away."""
        raise NotImplementedError

    def card_due(self) -> bool:
        raise NotImplementedError

    def deck_key(self) -> int:
        """Changes when a new hand (round) starts: a fresh, shuffled deck then."""
        raise NotImplementedError

    def tick(self) -> None:
        self.ticks += 1
        if self.ticks % HEARTBEAT_EVERY == 0:
            self._send(lambda: self.sim.send(self.sim.encoder.heartbeat() or b""))
        if self.waiting_since is not None:
            if time.monotonic() - self.waiting_since < LOST_AFTER:
                return
            self.waiting_since = None
        if not self.card_due() or not self.reading():
            return
        key = self.deck_key()
        if key != self.hand_number:  # a fresh, shuffled deck for every hand
            self.hand_number = key
            self.deck = self.fresh()
            self.rng.shuffle(self.deck)
        if self.deck:
            card = self.deck.pop()
            self.waiting_since = time.monotonic()
            self._send(lambda: self.sim.send_card(card))

    def _send(self, write: Callable[[], object]) -> None:
        try:
            write()
        except LinkDown:
            self.waiting_since = None

    def close(self) -> None:
        self.timer.stop()
        self.manager.close()
        self.sim.close()


class DemoShoe(SimulatedShoe):
    """The flop and stud tables' shoe: a card is due when the procedure's step is a deal or
    the board and every option was asked."""

    def __init__(self, controller: TableController, bridge: DeviceBridge,
                 seed: int | None = None, name: str = "shoe-1",
                 directory: Path | None = None) -> None:
        self.controller = controller
        super().__init__(controller, bridge, seed, name, directory)
        controller.state_changed.connect(self._landed)
        controller.refused.connect(self._landed)

    def reading(self) -> bool:
        return self.controller.devices.get(self.name, ("",))[0] in READING

    def card_due(self) -> bool:
        session = self.controller.session
        step = next_step(session)
        return (step is not None and step.kind in CARD_STEPS
                and not open_options(session, frozenset(self.controller.declined)))

    def deck_key(self) -> int:
        return self.controller.session.table.hand_number
