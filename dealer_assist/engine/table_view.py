"""The table as the modules beside it see it: a narrow, typed view.

Every rule event (``TableRule``: seat dues, time collection, players, chip rulings, showdown
calls, turns, the irregularities) takes a :class:`TableView`, never
:class:`~dealer_assist.engine.table.Table` itself, so none of them imports the table back:
:class:`Table` satisfies the view by its shape. The helper functions the table calls take the
narrower :class:`~dealer_assist.engine.seating.SeatingView`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from dealer_assist.engine.events import Event, HandStarted, RuleEvent
from dealer_assist.engine.hand import PostDue
from dealer_assist.engine.hand_notes import HandNotes
from dealer_assist.engine.seating import Ruling, SeatingView


class TableView(SeatingView, Protocol):
    """What a table knows and offers to the rules around it (engine/table.py has the why): the
    seating view and the rest of the table."""

    name: str
    house: str
    game: str
    limit: str
    last_big_blind: int | None
    rulings: dict[int, Ruling]
    posted_last_hand: set[int]
    owes_small: set[int]
    notes: HandNotes

    def next_hand(self) -> tuple[HandStarted, list[PostDue]]: ...

    def copy(self) -> TableView: ...

    def verify(self, ev: Event) -> None: ...

    def apply(self, ev: Event) -> None: ...

    def apply_all(self, events: Iterable[Event]) -> None: ...


class TableRule(RuleEvent[TableView]):
    """A rule event a flop or stud table folds: ``verify_on`` raises a Refusal to refuse,
    ``apply_on`` changes the table; both get the table as a :class:`TableView`."""

    def verify_on(self, table: TableView) -> None:
        raise NotImplementedError

    def apply_on(self, table: TableView) -> None:
        raise NotImplementedError
