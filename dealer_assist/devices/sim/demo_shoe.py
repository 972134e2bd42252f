"""The demo's shoe: a shuffled deck behind a pseudo-terminal, read by the real device stack.

A person stands in for the dealer's hand: whenever the table says a card is due, the next card
of the shuffled deck is written as a ``framed-shoe`` frame into the pty. From there the card
takes the production path: reader thread -> codec -> the ``deliver`` callback (the app's device
bridge, a queued signal) -> controller -> engine -> log. The simulator only decides *when* to
pull a card, never what it is for; the engine decides that.

No Qt here: whoever owns the clock calls :meth:`DemoShoeDevice.tick` (the app's timer,
``ui/demo_shoe.py``) and :meth:`DemoShoeDevice.landed` when the table took or refused a card.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from dealer_assist.cards import Card
from dealer_assist.devices.manager import DeviceManager
from dealer_assist.devices.reader import Sink
from dealer_assist.devices.sim.pty_link import LinkDown
from dealer_assist.devices.sim.simulator import Simulator
from dealer_assist.devices.spec import DeviceSpec

PULL_MS = 250  # a dealer pitches about four cards a second
HEARTBEAT_EVERY = 4  # ticks between heartbeats, so the reader never reports "silent"
LOST_AFTER = 3.0  # seconds: a card that never came back through the reader is given up
READING = ("connected", "resumed")


class ShoeTable(Protocol):
    """What the simulated shoe asks of the table it serves (the one on screen): whether the
    reader has the port open (its light), whether a card is due, when a fresh deck starts and
    what a deck holds."""

    @property
    def devices(self) -> dict[str, tuple[str, str]]: ...

    def card_due(self) -> bool: ...

    def deck_key(self) -> int: ...

    def fresh(self) -> list[Card]: ...


class DemoShoeDevice:
    """Owns the simulated device, the manager that reads it and the deck it pulls from for the
    table it serves (:meth:`serve`: the demo's flop table hands its shoe to a banked table
    opened from its set-up panel, and takes it back after the way back)."""

    def __init__(self, deliver: Sink, table: ShoeTable, seed: int | None = None,
                 name: str = "shoe-1", directory: Path | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.clock = clock
        self.sim = Simulator("shoe", directory=directory, name="demo-shoe").open()
        self.manager = DeviceManager(deliver)
        self.manager.add(DeviceSpec(name, str(self.sim.path), self.sim.codec, silence_after=5.0))
        self.deck: list[Card] = []
        self.hand_number: int | None = None  # the deck key the deck was shuffled for
        self.waiting_since: float | None = None  # a card is on its way through the reader
        self.ticks = 0
        self.table = table

    def serve(self, table: ShoeTable) -> None:
        """Pull cards for ``table`` from now on, from a fresh deck of its own (tables change
        between hands or rounds only: no card is due then)."""
        self.table, self.hand_number, self.waiting_since = table, None, None

    def landed(self) -> None:
        """The table took (or refused) what came: no card is on its way any more."""
        self.waiting_since = None

    def reading(self) -> bool:
        """The reader has the port open: a card sent now is not flushed away."""
        return self.table.devices.get(self.name, ("",))[0] in READING

    def tick(self) -> None:
        """One beat of the dealer's hand: a heartbeat now and then, a card when one is due."""
        self.ticks += 1
        if self.ticks % HEARTBEAT_EVERY == 0:
            self._send(lambda: self.sim.send(self.sim.encoder.heartbeat() or b""))
        if self.waiting_since is not None:
            if self.clock() - self.waiting_since < LOST_AFTER:
                return
            self.waiting_since = None
        if not self.table.card_due() or not self.reading():
            return
        key = self.table.deck_key()
        if key != self.hand_number:  # a fresh, shuffled deck for every hand
            self.hand_number = key
            self.deck = self.table.fresh()
            self.rng.shuffle(self.deck)
        if self.deck:
            card = self.deck.pop()
            self.waiting_since = self.clock()
            self._send(lambda: self.sim.send_card(card))

    def _send(self, write: Callable[[], object]) -> None:
        try:
            write()
        except LinkDown:
            self.waiting_since = None

    def close(self) -> None:
        self.manager.close()
        self.sim.close()
