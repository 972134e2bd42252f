"""Qt glue for the demo's shoe (:mod:`dealer_assist.devices.sim.demo_shoe`): a timer that
pulls cards at a dealer's pace, and the controller signals after which no card is on its way
any more. What a table is to the shoe (its lights, when a card is due, a fresh deck) is read
off the table's controller here; the shoe itself knows no Qt and no engine.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer, SignalInstance

from dealer_assist.cards import STANDARD_CARDS, Card
from dealer_assist.devices.sim.demo_shoe import PULL_MS, DemoShoeDevice, ShoeTable
from dealer_assist.ui.bridge import DeviceBridge
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.presenter import next_step, open_options

CARD_STEPS = ("deal", "board")


class QtShoeTable(ShoeTable, Protocol):
    """A shoe's table seen from the app: also the signals after which no card is on its way."""

    def landed(self) -> tuple[SignalInstance, ...]: ...


class SimulatedShoe(QObject):
    """The demo shoe device ticked by a Qt timer, for the table on screen (:meth:`serve`)."""

    def __init__(self, owner: QObject, bridge: DeviceBridge, table: QtShoeTable,
                 seed: int | None = None, name: str = "shoe-1",
                 directory: Path | None = None) -> None:
        super().__init__(owner)
        self.device = DemoShoeDevice(bridge.deliver, table, seed, name, directory)
        self.table = table
        for signal in table.landed():
            signal.connect(self._landed)
        self.timer = QTimer(self, interval=PULL_MS)
        self.timer.timeout.connect(self.device.tick)
        self.timer.start()

    @property
    def deck(self) -> list[Card]:
        return self.device.deck

    @property
    def sim(self) -> Any:
        return self.device.sim

    def serve(self, table: QtShoeTable) -> None:
        """Pull cards for ``table`` from now on, from a fresh deck of its own."""
        for signal in self.table.landed():
            signal.disconnect(self._landed)
        self.table = table
        self.device.serve(table)
        for signal in table.landed():
            signal.connect(self._landed)

    def _landed(self, *_args: object) -> None:
        self.device.landed()

    def reading(self) -> bool:
        """The reader has the port open: a card sent now is not flushed away."""
        return self.device.reading()

    def close(self) -> None:
        self.timer.stop()
        self.device.close()


class ShoeController(Protocol):
    """What every table's controller gives a shoe alike: its lights and two signals."""

    devices: dict[str, tuple[str, str]]
    state_changed: Any  # Signal(object): the Change
    refused: Any  # Signal(str)


Controller = TypeVar("Controller", bound=ShoeController)  # i18n: a type's name (code)


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

    def landed(self) -> tuple[SignalInstance, ...]:
        return (*super().landed(), self.controller.card_taken)

    def card_due(self) -> bool:
        if self.controller.card_sink is not None:  # the draw for the button waits (LC-86)
            return True
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
