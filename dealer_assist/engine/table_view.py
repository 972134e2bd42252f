"""The table as the modules beside it see it: a narrow, typed view.

The helper modules the table calls (seat dues, time collection, players, redeal, pick-up) and
every rule event (``TableRule``: chip rulings, showdown calls, turns, the irregularities) take
a :class:`TableView`, never :class:`~dealer_assist.engine.table.Table` itself, so none of them
imports the table back: :class:`Table` satisfies the view by its shape.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Event, HandStarted, RuleEvent
from dealer_assist.engine.hand import HandState, PostDue
from dealer_assist.engine.hand_notes import HandNotes
from dealer_assist.engine.seating import PlayerLedger, Ruling, SeatInfo, TableDues, TimeState


class TableView(Protocol):
    """What a table knows and offers to the rules around it (engine/table.py has the why)."""

    config: GameConfig
    name: str
    house: str
    game: str
    limit: str
    max_seats: int
    seats: dict[int, SeatInfo]
    button: int | None
    last_big_blind: int | None
    hand_number: int
    hand: HandState | None
    kill_seat: int | None
    history: list[Event]
    rulings: dict[int, Ruling]
    time: TimeState
    dues: TableDues
    posted_last_hand: set[int]
    owes_small: set[int]
    notes: HandNotes
    ledger: PlayerLedger
    log_readers: dict[str, tuple[int, Any]]

    @property
    def in_hand(self) -> bool: ...

    def eligible(self) -> list[int]: ...

    def next_hand(self) -> tuple[HandStarted, list[PostDue]]: ...

    def pick_up_due(self) -> list[int]: ...

    def copy(self) -> TableView: ...

    def verify(self, ev: Event) -> None: ...

    def apply(self, ev: Event) -> None: ...

    def apply_all(self, events: Iterable[Event]) -> None: ...


class TableRule(RuleEvent):
    """A rule event a flop or stud table folds: ``verify_on`` raises a Refusal to refuse,
    ``apply_on`` changes the table; both get the table as a :class:`TableView`."""

    def verify_on(self, table: TableView) -> None:
        raise NotImplementedError

    def apply_on(self, table: TableView) -> None:
        raise NotImplementedError
