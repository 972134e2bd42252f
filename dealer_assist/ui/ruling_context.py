"""What the floorperson needs on the decision screen: the proposed ruling in words, the rules it
rests on, where and when it was reported, and the hand as it stood at that moment (folded from
the log, so the floor sees what the log says). No Qt here."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from dealer_assist.engine.events import RulingProposed
from dealer_assist.engine.seating import Ruling
from dealer_assist.engine.session import TableSession
from dealer_assist.rules import ids
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.storage import EventStore
from dealer_assist.ui.event_text import describe
from dealer_assist.ui.hand_replay import HandReplay


@dataclass(frozen=True)
class RulingContext:
    number: int
    title: str
    proposed: str  # the catalogue's ruling, as the floor will confirm or override it
    rules: tuple[str, ...]  # "LC-111: Premature turn ..."
    reported: str  # "Reported at table T1, 21:05:13, hand 3, after: Seat 4 checks"
    frame: TableSession | None  # the table just before the report (flop and stud tables)

    def lines(self) -> list[str]:
        return [f"Ruling {self.number}: {self.title}", f"Proposed: {self.proposed}",
                *(f"Rule {r}" for r in self.rules), self.reported]


def ruling_context(store: EventStore | None, table_id: str, number: int, ruling: Ruling,
                   session: TableSession | None) -> RulingContext:
    """The context of ruling ``number`` (``session``: the flop/stud table, to replay its hand;
    None for a banked table, whose rounds the replay does not fold)."""
    entry = get(ruling.irregularity)
    detail = f" ({ruling.detail})" if ruling.detail else ""
    rules = tuple(ids.describe(r) if ids.exists(r) else r for r in ruling.rule_ids[:3])
    reported, frame = f"Reported at table {table_id}, hand {ruling.hand}", None
    if store is not None:
        stored = [s for s in store.hand_events(table_id, ruling.hand)]
        at = next((i for i, s in enumerate(stored) if isinstance(s.event, RulingProposed)
                   and s.event.ruling == number), None)
        if at is not None:
            when = datetime.fromtimestamp(stored[at].at / 1000).strftime("%H:%M:%S")
            before = f", after: {describe(stored[at - 1].event)}" if at else ""
            reported = f"Reported at table {table_id}, {when}, hand {ruling.hand}{before}"
            if session is not None:
                try:
                    replay = HandReplay.load(store, table_id, ruling.hand, session.table.config)
                    frame = replay.frames[at]  # frames[i]: after the i events before the report
                except LookupError:
                    frame = None
    return RulingContext(number, f"{entry.title}{detail}", entry.ruling, rules, reported, frame)
