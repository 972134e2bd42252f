"""Step-by-step replay of one logged hand: the table before the hand, then after each event.

The frames are folded by the engine from the log's own events (nothing is recomputed here), so
what the floor sees is exactly what the log says happened.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Event, HandStarted
from dealer_assist.engine.session import TableSession
from dealer_assist.storage import EventStore


@dataclass(frozen=True)
class HandReplay:
    hand: int
    events: tuple[Event, ...]
    frames: tuple[TableSession, ...]  # frames[0]: before the hand; frames[i]: after event i

    @classmethod
    def load(cls, store: EventStore, table: str, hand: int, config: GameConfig) -> HandReplay:
        logged = list(store.table_events(table))
        starts = [i for i, ev in enumerate(logged)
                  if isinstance(ev, HandStarted) and ev.hand == hand]
        if not starts:
            # i18n: a caller's error (the recall offers only logged hands), never on a screen
            raise LookupError(f"hand {hand} is not in the log of table {table}")
        events = [stored.event for stored in store.hand_events(table, hand)]
        base = TableSession(config)
        # commit, not run: each event is checked once as it is applied (run checks the whole
        # history on a copy first, then applies it again: twice the time on a long log)
        base.commit(logged[:starts[-1]])
        return cls.from_base(hand, base, events, config)

    @classmethod
    def from_base(cls, hand: int, base: TableSession, events: list[Event],
                  config: GameConfig) -> HandReplay:
        """The replay of ``events`` from ``base``, the table folded up to the hand's start
        (the floor station keeps that fold between rulings: room/table_history.py)."""
        frames = [base]
        for ev in events:
            step = TableSession(config, frames[-1].table.copy())
            step.commit([ev])
            frames.append(step)
        return cls(hand, tuple(events), tuple(frames))

    @property
    def finished(self) -> bool:
        """The hand ended (or was voided) in the log: it is no longer live at the table."""
        return not self.frames[-1].table.in_hand

    def __len__(self) -> int:
        return len(self.events)
