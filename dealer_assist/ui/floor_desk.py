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
from dealer_assist.storage import EventStore, StaffMember
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_filter import stage_of


class FloorDesk(Protocol):
    reporter: str  # who reports a ruling now (name and badge signed in, else "dealer")

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
        return report(self.controller.session, irregularity, seat=seat,
                      reported_by=self.controller.reporter)

    def decide_ruling(self, ruling: int, by: str, reason: str | None) -> list[Event]:
        session = self.controller.session
        if reason is None:
            return confirm(session, ruling, by)
        return override(session, ruling, by, reason)


def reporter_of(member: StaffMember | None) -> str:
    """Who reports a ruling made now: the signed-in staff member, else the dealer."""
    # i18n: the log's record of who reported (English); the screen words it (ruling_context)
    return f"{member.name} (badge {member.badge})" if member is not None else "dealer"


def name_reporter(controller: TableController | FloorDesk, member: StaffMember | None) -> None:
    """The table's rulings reported from now on name ``member`` (None: the dealer again)."""
    if isinstance(controller, FlopDesk):
        controller.controller.reporter = reporter_of(member)
    else:
        controller.reporter = reporter_of(member)


class SignedIn:
    """A page's signed-in staff member (None when nobody is): setting it also names the
    reporter of the rulings reported meanwhile. ``desk``: the page attribute holding the
    page's controller or desk."""

    def __init__(self, desk: str) -> None:
        self.desk = desk

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = f"_{name}"

    def __get__(self, page: object, owner: type | None = None) -> StaffMember | None:
        return getattr(page, self.slot, None)

    def __set__(self, page: object, member: StaffMember | None) -> None:
        setattr(page, self.slot, member)
        name_reporter(getattr(page, self.desk), member)


def floor_desk(controller: TableController | FloorDesk) -> FloorDesk:
    """The panels' interface to ``controller``."""
    if isinstance(controller, TableController):
        return FlopDesk(controller)
    return controller
