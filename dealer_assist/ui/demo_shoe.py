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
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer, SignalInstance

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


class ShoeTable(Protocol):
    """What the simulated shoe asks of the table it serves (the one on screen): whether the
    reader has the port open (its light), whether a card is due, when a fresh deck starts and
    what a deck holds; and the signals after which no card is on its way any more."""

    @property
    def devices(self) -> dict[str, tuple[str, str]]: ...

    def landed(self) -> tuple[SignalInstance, ...]: ...

    def card_due(self) -> bool: ...

    def deck_key(self) -> int: ...

    def fresh(self) -> list[Card]: ...


class SimulatedShoe(QObject):
    """Owns the simulated device, the manager that reads it and the timer that pulls cards for
    the table it serves (:meth:`serve`: the demo's flop table hands its shoe to a banked table
    opened from its set-up panel, and takes it back after the way back)."""

    def __init__(self, owner: QObject, bridge: DeviceBridge, table: ShoeTable,
                 seed: int | None = None, name: str = "shoe-1",
                 directory: Path | None = None) -> None:
        super().__init__(owner)
        self.name = name
        self.rng = random.Random(seed)
        self.sim = Simulator("shoe", directory=directory, name="demo-shoe").open()
        self.manager = DeviceManager(bridge.deliver)
        self.manager.add(DeviceSpec(name, str(self.sim.path), self.sim.codec, silence_after=5.0))
        self.deck: list[Card] = []
        self.hand_number: int | None = None  # the deck key the deck was shuffled for
        self.waiting_since: float | None = None  # a card is on its way through the reader
        self.ticks = 0
        self.table = table
        for signal in table.landed():
            signal.connect(self._landed)
        self.timer = QTimer(self, interval=PULL_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def serve(self, table: ShoeTable) -> None:
        """Pull cards for ``table`` from now on, from a fresh deck of its own (tables change
        between hands or rounds only: no card is due then)."""
        for signal in self.table.landed():
            signal.disconnect(self._landed)
        self.table, self.hand_number, self.waiting_since = table, None, None
        for signal in table.landed():
            signal.connect(self._landed)

    def _landed(self, *_args: object) -> None:
        self.waiting_since = None

    def reading(self) -> bool:
        """The reader has the port open: a card sent now is not flushed away."""
        return self.table.devices.get(self.name, ("",))[0] in READING

    def tick(self) -> None:
        self.ticks += 1
        if self.ticks % HEARTBEAT_EVERY == 0:
            self._send(lambda: self.sim.send(self.sim.encoder.heartbeat() or b""))
        if self.waiting_since is not None:
            if time.monotonic() - self.waiting_since < LOST_AFTER:
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


class ShoeController(Protocol):
    """What every table's controller gives a shoe alike: its lights and two signals."""

    devices: dict[str, tuple[str, str]]
    state_changed: Any  # Signal()
    refused: Any  # Signal(str)


Controller = TypeVar("Controller", bound=ShoeController)


class ControllerShoeTable(Generic[Controller]):
    """A :class:`ShoeTable` over a table's controller: the reader's light is the controller's,
    and an accepted or a refused command means no card is on its way any more."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller

    @property
    def devices(self) -> dict[str, tuple[str, str]]:
        return self.controller.devices

    def landed(self) -> tuple[SignalInstance, ...]:
        return self.controller.state_changed, self.controller.refused


class FlopShoeTable(ControllerShoeTable[TableController]):
    """A flop or stud table as the shoe sees it: a card is due when the procedure's step is a
    deal or the board and every option was asked; a fresh 52-card deck every hand."""

    def card_due(self) -> bool:
        session = self.controller.session
        step = next_step(session)
        return (step is not None and step.kind in CARD_STEPS
                and not open_options(session, frozenset(self.controller.declined)))

    def deck_key(self) -> int:
        return self.controller.session.table.hand_number

    def fresh(self) -> list[Card]:
        return list(STANDARD_CARDS)


class DemoShoe(SimulatedShoe):
    """The flop and stud demo tables' shoe."""

    def __init__(self, controller: TableController, bridge: DeviceBridge,
                 seed: int | None = None, name: str = "shoe-1",
                 directory: Path | None = None) -> None:
        super().__init__(controller, bridge, FlopShoeTable(controller), seed, name, directory)
