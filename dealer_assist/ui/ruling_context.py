"""What the floorperson needs on the decision screen: the proposed ruling in words, the rules it
rests on, who reported it, where and when, and the hand as it stood at that moment (folded from
the log, so the floor sees what the log says): a flop or stud table drawn as it stood, a banked
round as its events up to the report, in words, with the cards dealt face down not named."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, cast

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import RulingProposed
from dealer_assist.engine.seating import Ruling
from dealer_assist.engine.session import TableSession
from dealer_assist.rules import ids
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.storage import EventStore
from dealer_assist.storage.records import StoredEvent
from dealer_assist.ui.event_text import describe
from dealer_assist.ui.hand_replay import HandReplay
from dealer_assist.ui.views.banked_recall import face_down

SO_FAR = 12  # a banked round's last events shown before the report


@dataclass(frozen=True)
class RulingContext:
    number: int
    title: str
    proposed: str  # the catalogue's ruling, as the floor will confirm or override it
    rules: tuple[str, ...]  # "LC-111: Premature turn ..."
    reported: str  # "Reported by the shoe at table T1, 21:05:13, hand 3, after: Seat 4 checks"
    frame: TableSession | None  # the table just before the report (flop and stud tables)
    round_so_far: tuple[str, ...] = ()  # a banked round's events before the report, in words

    def lines(self) -> list[str]:
        so_far = [f"Round {self.round_so_far[0]}", *self.round_so_far[1:]] \
            if self.round_so_far else []
        return [f"Ruling {self.number}: {self.title}", f"Proposed: {self.proposed}",
                *(f"Rule {r}" for r in self.rules), self.reported, *so_far]


def reporter_words(reported_by: str) -> str:
    """Who reported a ruling, as the floor reads it ("" in a log written before it was kept)."""
    if reported_by in ("shoe", "app"):
        return f"by the {reported_by} (detected)"
    if reported_by == "dealer":
        return "by the dealer"
    return f"by {reported_by}" if reported_by else "(reporter not in this log)"


class HandEvents(Protocol):
    """Where a ruling's hand is read from: the table's store, or the station's copy of the
    room's log (room/table_history.py)."""

    def hand_events(self, table: str, hand: int) -> list[StoredEvent]: ...


Replayer = Callable[[str, int, GameConfig], HandReplay]


def ruling_context(store: EventStore | HandEvents | None, table_id: str, number: int,
                   ruling: Ruling, session: TableSession | None,
                   replay: Replayer | None = None) -> RulingContext:
    """The context of ruling ``number`` (``session``: the flop/stud table, to replay its hand;
    None for a banked table, whose rounds the replay does not fold). ``replay`` makes the
    hand's replay (default: folded from ``store``, an :class:`EventStore`)."""
    entry = get(ruling.irregularity)
    detail = f" ({ruling.detail})" if ruling.detail else ""
    rules = tuple(ids.describe(r) if ids.exists(r) else r for r in ruling.rule_ids[:3])
    by = reporter_words(ruling.reported_by)
    unit = "hand" if session is not None else "round"  # a banked table plays rounds
    reported, frame = f"Reported {by} at table {table_id}, {unit} {ruling.hand}", None
    so_far: tuple[str, ...] = ()
    if store is not None:
        stored = [s for s in store.hand_events(table_id, ruling.hand)]
        at = next((i for i, s in enumerate(stored) if isinstance(s.event, RulingProposed)
                   and s.event.ruling == number), None)
        if at is not None:
            when = datetime.fromtimestamp(stored[at].at / 1000).strftime("%H:%M:%S")
            before = f", after: {describe(stored[at - 1].event)}" if at else ""
            reported = f"Reported {by} at table {table_id}, {when}, {unit} {ruling.hand}{before}"
            if session is None:  # a banked round, replayed in words (face-down cards unnamed)
                lines = [f"{i}. {face_down(s.event)}" for i, s in enumerate(stored[:at], 1)]
                earlier = [f"… {len(lines) - SO_FAR} earlier"] if len(lines) > SO_FAR else []
                so_far = (f"{ruling.hand} to the report:", *earlier, *lines[-SO_FAR:])
            else:
                try:
                    replayed = (replay(table_id, ruling.hand, session.table.config)
                                if replay is not None else HandReplay.load(
                                    cast(EventStore, store), table_id, ruling.hand,
                                    session.table.config))
                    frame = replayed.frames[at]  # frames[i]: after the i events before the report
                except LookupError:
                    frame = None
    return RulingContext(number, f"{entry.title}{detail}", entry.ruling, rules, reported, frame,
                         so_far)
