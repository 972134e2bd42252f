"""What the Floor and Supervisor panels need from a table, whatever its game.

The panels (floor rulings, irregularity list, staff sign-in, supervisor tools) were written
against the flop :class:`~dealer_assist.ui.controller.TableController`; a banked table runs on
:class:`~dealer_assist.ui.banked_controller.BankedController`. Both give the panels this small
interface: the log, the table's name, badge reads, the rulings waiting for the floor, the
catalogue's stage and the report and decision commands. The flop controller gets it through
:class:`FlopDesk` (so the flop files stay as they are); the banked controller has it itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from dealer_assist.engine.events import Event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.seating import Ruling
from dealer_assist.irregularities import confirm, override, report
from dealer_assist.irregularities.misdeals import check_hand
from dealer_assist.storage import EventStore
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_filter import stage_of


class FloorDesk(Protocol):
    @property
    def store(self) -> EventStore | None: ...

    @property
    def table_id(self) -> str: ...

    def on_badge(self, slot: Callable[[str], None]) -> None:
        """Call ``slot(badge)`` for every badge the reader presents."""

    def submit(self, command: Callable[[], list[Event]]) -> bool:
        """Run one command; True once its events are logged and committed."""

    def open_rulings(self) -> list[tuple[int, Ruling]]: ...

    def floor_game(self) -> str:
        """The engine's game name (for the catalogue's family)."""

    def floor_stage(self) -> str:
        """``between``, ``deal``, ``play`` or ``showdown`` (``floor_filter.STAGES``)."""

    def report_seats(self) -> list[int] | None:
        """The seats a report may name now; None when nothing can be reported."""

    def misdeal_open(self) -> bool:
        """Whether a misdeal can still be called on the hand in progress (LC-104: not after
        substantial action); the Floor list offers the LC-104 cases only then."""

    def report_irregularity(self, irregularity: str, seat: int | None) -> list[Event]:
        """The dealer's report (a proposed ruling), checked on a copy."""

    def decide_ruling(self, ruling: int, by: str, reason: str | None) -> list[Event]:
        """The floor confirms (``reason`` None) or overrides, checked on a copy."""


class FlopDesk:
    """:class:`FloorDesk` over the flop/stud :class:`TableController`."""

    def __init__(self, controller: TableController) -> None:
        self.controller = controller

    @property
    def store(self) -> EventStore | None:
        return self.controller.store

    @property
    def table_id(self) -> str:
        return self.controller.table_id

    def on_badge(self, slot: Callable[[str], None]) -> None:
        self.controller.badge_read.connect(slot)

    def submit(self, command: Callable[[], list[Event]]) -> bool:
        return self.controller.submit(command)

    def open_rulings(self) -> list[tuple[int, Ruling]]:
        return self.controller.open_rulings()

    def floor_game(self) -> str:
        return self.controller.session.table.config.game

    def floor_stage(self) -> str:
        table = self.controller.session.table
        return stage_of(table.in_hand, table.hand.phase if table.hand is not None else None)

    def misdeal_open(self) -> bool:
        try:
            check_hand(self.controller.session.table)
        except Refusal:
            return False
        return True

    def report_seats(self) -> list[int] | None:
        table = self.controller.session.table
        if not table.in_hand or table.hand is None:
            return None
        return list(table.hand.in_hand)

    def report_irregularity(self, irregularity: str, seat: int | None) -> list[Event]:
        return report(self.controller.session, irregularity, seat=seat)

    def decide_ruling(self, ruling: int, by: str, reason: str | None) -> list[Event]:
        session = self.controller.session
        if reason is None:
            return confirm(session, ruling, by)
        return override(session, ruling, by, reason)


def floor_desk(controller: TableController | FloorDesk) -> FloorDesk:
    """The panels' interface to ``controller``."""
    if isinstance(controller, TableController):
        return FlopDesk(controller)
    return controller
