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


class DemoShoe(QObject):
    """Owns the simulated device, the manager that reads it and the timer that pulls cards."""

    def __init__(self, controller: TableController, bridge: DeviceBridge,
                 seed: int | None = None, name: str = "shoe-1",
                 directory: Path | None = None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.name = name
        self.rng = random.Random(seed)
        self.sim = Simulator("shoe", directory=directory, name="demo-shoe").open()
        self.manager = DeviceManager(bridge.deliver)
        self.manager.add(DeviceSpec(name, str(self.sim.path), self.sim.codec, silence_after=5.0))
        self.deck: list[Card] = []
        self.hand_number = -1
        self.waiting_since: float | None = None  # a card is on its way through the reader
        self.ticks = 0
        controller.state_changed.connect(self._landed)
        controller.refused.connect(self._landed)
        self.timer = QTimer(self, interval=PULL_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def _landed(self, *_args: object) -> None:
        self.waiting_since = None

    def reading(self) -> bool:
        """The reader has the port open: a card sent now is not flushed away."""
        return self.controller.devices.get(self.name, ("",))[0] in READING

    def tick(self) -> None:
        self.ticks += 1
        if self.ticks % HEARTBEAT_EVERY == 0:
            self._send(lambda: self.sim.send(self.sim.encoder.heartbeat() or b""))
        if self.waiting_since is not None:
            if time.monotonic() - self.waiting_since < LOST_AFTER:
                return
            self.waiting_since = None
        session = self.controller.session
        step = next_step(session)
        if (step is None or step.kind not in CARD_STEPS or not self.reading()
                or open_options(session, frozenset(self.controller.declined))):
            return  # the dealer pulls cards only when they are due and every option was asked
        table = self.controller.session.table
        if table.hand_number != self.hand_number:  # a fresh, shuffled deck for every hand
            self.hand_number = table.hand_number
            self.deck = list(STANDARD_CARDS)
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
