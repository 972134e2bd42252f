"""Per-hand state that rule events keep in ``Table.extensions`` (cleared when a hand starts).

Shared by the engine's own rule events (chip rulings) and the irregularities package, so the
state stays a fold over the log: only rule events write it, and a replay rebuilds it.
"""

from __future__ import annotations

from typing import TypeVar

from dealer_assist.engine.hand import HandState, Refusal
from dealer_assist.engine.table_view import TableView

S = TypeVar("S")


def extension(table: TableView, key: str, kind: type[S], create: bool = True) -> S:
    """This hand's state of ``kind`` kept under ``key`` in ``table.extensions``: created on
    first use, or (``create`` False) an empty one that is not kept."""
    found = table.extensions.get(key)
    if isinstance(found, kind):
        return found
    fresh = kind()
    if create:
        table.extensions[key] = fresh
    return fresh


def live_hand(table: TableView) -> HandState:
    """The hand in progress, or a Refusal."""
    hand = table.hand
    if hand is None or hand.ended:
        raise Refusal("no hand is in progress")
    return hand
