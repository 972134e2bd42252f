"""What the floorperson needs on the decision screen: the proposed ruling in words, the rules it
rests on, who reported it, where and when, and the hand as it stood at that moment (folded from
the log, so the floor sees what the log says): a flop or stud table drawn as it stood, a banked
round as its events up to the report, in words, with the cards dealt face down not named."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Protocol, cast

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Event, RulingProposed
from dealer_assist.engine.seating import Ruling
from dealer_assist.engine.session import TableSession
from dealer_assist.rules import ids
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.storage import EventStore
from dealer_assist.storage.records import StoredEvent
from dealer_assist.ui.event_text import describe
from dealer_assist.ui.hand_replay import HandReplay
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.views.banked_recall import face_down

SO_FAR = 12  # a banked round's last events shown before the report


@dataclass(frozen=True)
class RulingContext:
    """Kept as the log says it (IDs, names, times, events); said in the screen's language each
    time it is read, so a context built before a language switch reads in the new one. The
    proposal's detail is logged as English prose with no ID: shown as logged."""

    number: int
    irregularity: str  # the catalogue ID: its title and ruling are said from it
    detail: str
    rule_ids: tuple[str, ...]
    reporter: str  # reported_by as logged ("shoe", "app", "dealer", a name and badge, "")
    table_id: str
    hand: int
    banked: bool  # a banked table plays rounds, not hands
    when: str = ""  # "21:05:13" when the log has the report
    after: Event | None = None  # the event just before the report
    frame: TableSession | None = None  # the table just before the report (flop and stud)
    round_so_far: tuple[Event, ...] = ()  # a banked round's events before the report

    @property
    def title(self) -> str:
        title = render(get(self.irregularity).title)
        return tr("{title} ({detail})").format(title=title, detail=self.detail) \
            if self.detail else title

    @property
    def proposed(self) -> str:
        """The catalogue's ruling, as the floor will confirm or override it."""
        return render(get(self.irregularity).ruling)

    @property
    def rules(self) -> tuple[str, ...]:
        """"LC-111: Premature turn ...", up to three."""
        return tuple(render(ids.describe(r)) if ids.exists(r) else r
                     for r in self.rule_ids[:3])

    @property
    def reported(self) -> str:
        """"Reported by the shoe (detected) at table T1, 21:05:13, hand 3, after: Seat 4 ..."."""
        by = reporter_words(self.reporter)
        where = dict(by=by, table=self.table_id, number=self.hand, when=self.when)
        if not self.when:
            line = tr("Reported {by} at table {table}, round {number}") if self.banked else \
                tr("Reported {by} at table {table}, hand {number}")
        else:
            line = tr("Reported {by} at table {table}, {when}, round {number}") if self.banked \
                else tr("Reported {by} at table {table}, {when}, hand {number}")
        line = line.format(**where)
        if self.after is None:
            return line
        return tr("{report}, after: {event}").format(report=line, event=describe(self.after))

    def so_far(self) -> list[str]:
        """A banked round's events up to the report, in words (face-down cards unnamed)."""
        if not self.round_so_far:
            return []
        lines = [f"{i}. {face_down(ev)}" for i, ev in enumerate(self.round_so_far, 1)]
        earlier = [tr("… {count} earlier").format(count=len(lines) - SO_FAR)] \
            if len(lines) > SO_FAR else []
        return [tr("Round {number} to the report:").format(number=self.hand), *earlier,
                *lines[-SO_FAR:]]

    def lines(self) -> list[str]:
        return [tr("Ruling {number}: {title}").format(number=self.number, title=self.title),
                tr("Proposed: {ruling}").format(ruling=self.proposed),
                *(tr("Rule {rule}").format(rule=r) for r in self.rules), self.reported,
                *self.so_far()]


def reporter_words(reported_by: str) -> str:
    """Who reported a ruling, as the floor reads it ("" in a log written before it was kept)."""
    if reported_by == "shoe":
        return tr("by the shoe (detected)")
    if reported_by == "app":
        return tr("by the app (detected)")
    if reported_by == "dealer":
        return tr("by the dealer")
    return tr("by {name}").format(name=reported_by) if reported_by else \
        tr("(reporter not in this log)")


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
    context = RulingContext(number, ruling.irregularity, ruling.detail, ruling.rule_ids,
                            ruling.reported_by, table_id, ruling.hand, banked=session is None)
    if store is None:
        return context
    stored = list(store.hand_events(table_id, ruling.hand))
    at = next((i for i, s in enumerate(stored) if isinstance(s.event, RulingProposed)
               and s.event.ruling == number), None)
    if at is None:
        return context
    when = datetime.fromtimestamp(stored[at].at / 1000).strftime("%H:%M:%S")
    after = stored[at - 1].event if at else None
    frame = None
    so_far: tuple[Event, ...] = ()
    if session is None:  # a banked round, replayed in words (face-down cards unnamed)
        so_far = tuple(s.event for s in stored[:at])
    else:
        try:
            replayed = (replay(table_id, ruling.hand, session.table.config)
                        if replay is not None else HandReplay.load(
                            cast(EventStore, store), table_id, ruling.hand,
                            session.table.config))
            frame = replayed.frames[at]  # frames[i]: after the i events before the report
        except LookupError:
            frame = None
    return replace(context, when=when, after=after, frame=frame, round_so_far=so_far)
