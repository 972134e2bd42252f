"""The demo's shoe: a shuffled deck behind a pseudo-terminal, read by the real device stack.

A person stands in for the dealer's hand: whenever the procedure says a card is due, the next
card of the shuffled deck is written as a ``framed-shoe`` frame into the pty. From there the card
takes the production path: reader thread -> codec -> :class:`DeviceBridge` (queued signal) ->
controller -> engine -> log. The simulator only decides *when* to pull a card, never what it is
for; the engine decides that.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from dealer_assist.cards import STANDARD_CARDS, Card
from dealer_assist.devices.manager import DeviceManager
from dealer_assist.devices.sim.encoders import FramedShoeEncoder
from dealer_assist.devices.sim.pty_link import LinkDown, PtyLink
from dealer_assist.devices.spec import DeviceSpec
from dealer_assist.ui.bridge import DeviceBridge
from dealer_assist.ui.controller import TableController

PULL_MS = 250  # a dealer pitches about four cards a second
HEARTBEAT_EVERY = 4  # ticks between heartbeats, so the reader never reports "silent"
CARD_STEPS = ("deal", "board")


class DemoShoe(QObject):
    """Owns the pty, the device manager that reads it and the timer that pulls cards."""

    def __init__(self, controller: TableController, bridge: DeviceBridge,
                 seed: int | None = None, name: str = "shoe-1",
                 directory: Path | None = None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.rng = random.Random(seed)
        self.encoder = FramedShoeEncoder()
        self.link = PtyLink(directory)
        self.link.plug()
        self.manager = DeviceManager(bridge.deliver)
        self.manager.add(DeviceSpec(name, str(self.link.path), "framed-shoe", silence_after=5.0))
        self.deck: list[Card] = []
        self.hand_number = -1
        self.waiting = False  # a card is on its way through the reader
        self.ticks = 0
        controller.state_changed.connect(self._landed)
        controller.refused.connect(self._landed)
        self.timer = QTimer(self, interval=PULL_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def _landed(self, *_args: object) -> None:
        self.waiting = False

    def tick(self) -> None:
        self.ticks += 1
        if self.ticks % HEARTBEAT_EVERY == 0:
            self._write(self.encoder.heartbeat())
        step = self.controller.session.procedure().current
        if self.waiting or step is None or step.kind not in CARD_STEPS:
            return
        table = self.controller.session.table
        if table.hand_number != self.hand_number:  # a fresh, shuffled deck for every hand
            self.hand_number = table.hand_number
            self.deck = list(STANDARD_CARDS)
            self.rng.shuffle(self.deck)
        if self.deck:
            self.waiting = True
            self._write(self.encoder.card(self.deck.pop()))

    def _write(self, frame: bytes) -> None:
        try:
            self.link.write(frame, timeout=0.05)
        except LinkDown:
            self.waiting = False

    def close(self) -> None:
        self.timer.stop()
        self.manager.close()
        self.link.close()
