"""Per-hand state that rule modules keep beside the hand: one typed object per kind.

Chip rulings, showdown calls and the irregularities' corrections each keep a small dataclass
of what the current hand still requires. The table holds them in :class:`HandNotes`, keyed by
the dataclass itself (no names, no ``Any``): ``notes.get(ChipRulings)`` is a ``ChipRulings``.
Only rule events write them, so they stay a fold over the log; the table clears them when a
hand starts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

S = TypeVar("S")


@dataclass(slots=True)
class HandNotes:
    """This hand's state of each rule module, by its class."""

    by_kind: dict[type[object], object] = field(default_factory=dict)

    def get(self, kind: type[S]) -> S:
        """The hand's ``kind`` state, created (and kept) on first use."""
        found = self.by_kind.get(kind)
        if isinstance(found, kind):
            return found
        fresh = kind()
        self.by_kind[kind] = fresh
        return fresh

    def peek(self, kind: type[S]) -> S:
        """The hand's ``kind`` state to read; an empty one, not kept, when there is none."""
        found = self.by_kind.get(kind)
        return found if isinstance(found, kind) else kind()

    def clear(self) -> None:
        self.by_kind.clear()
