"""Round recall at a banked table: the last ten rounds from the log, each one's events in order
as lines a floorperson reads (the banked twin of :mod:`.hand_recall`, which draws a poker table).

Read-only: nothing here writes to the log. A round that ended is listed in full: every card was
turned up on the dealer screen at the comparison. While a round is still being played the cards
dealt face down (a hand, the P/D's hole card, the cards a player keeps, a Pai Gow hand as set)
are counted, not named: the dealer, and the players who can see the screen, must not read them
here (the flop recall keeps a live hand face down for the same reason).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.engine.events import Event
from dealer_assist.engine.games.banked.events import (
    BankedCardsDealt,
    BankedDecision,
    BankedHandSet,
    BankedRoundEnded,
)
from dealer_assist.storage import EventStore
from dealer_assist.ui.banked_event_text import banked_line
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.views.hand_recall import list_hands
from dealer_assist.ui.widgets.scroll import touch_scroll


class BankedRecall(QWidget):
    def __init__(self, store: EventStore | None, table: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store, self.table_name = store, table
        self.list_box = QVBoxLayout()
        self.list_box.setSpacing(8)
        self.round_buttons: list[QPushButton] = []
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        left = QVBoxLayout()
        left.addLayout(self.list_box)
        left.addStretch(1)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(left)
        box.addWidget(touch_scroll(self.text, horizontal=False), 1)
        self.shown_round: int | None = None  # the round whose events are on screen
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the list and the round on screen said again (a
        recall not on screen reads its list again when it is shown)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.refresh()
            if self.shown_round is not None and self.store is not None:
                self.open_round(self.shown_round)

    def refresh(self) -> None:
        """Reload the list of rounds from the log (newest first)."""
        rounds = list_hands(self, self.list_box, self.round_buttons, self.store, self.table_name,
                            "round", self.open_round)
        if not rounds:
            self.text.setText(tr("No round in the log yet.") if self.store is not None
                              else tr("No hand log is open."))

    def open_round(self, number: int) -> None:
        assert self.store is not None
        self.shown_round = number
        events = [stored.event for stored in self.store.hand_events(self.table_name, number)]
        ended = any(isinstance(ev, BankedRoundEnded) for ev in events)
        lines = [f"{i}. {line}" for i, line in enumerate(round_lines(events, ended), 1)]
        head = (tr("Round {number}: {count} events") if ended else
                tr("Round {number}: {count} events (still being played: cards dealt face down "
                   "are not named)")).format(number=number, count=len(events))
        self.text.setText(head + "\n" + "\n".join(lines))


def round_lines(events: list[Event], ended: bool) -> list[str]:
    """Each event's line; a seat's decisions name its hand once it has split (Hot Action)."""
    split: set[int] = set()
    lines = []
    for ev in events:
        seat_split = isinstance(ev, BankedDecision) and ev.seat in split
        lines.append(banked_line(ev, seat_split) if ended else face_down(ev, seat_split))
        if isinstance(ev, BankedDecision) and ev.decision == "split":
            split.add(ev.seat)
    return lines


def face_down(ev: Event, split: bool = False) -> str:
    """The event's line without the cards that were dealt, kept or set face down."""
    if isinstance(ev, BankedCardsDealt) and len(ev.cards) > len(ev.face_up):
        hidden = len(ev.cards) - len(ev.face_up)
        return tr("{event} (+{hidden} face down)").format(
            event=banked_line(replace(ev, cards=ev.face_up, face_up=())), hidden=hidden)
    if isinstance(ev, BankedDecision) and ev.cards:
        return tr("{event} ({count} cards kept face down)").format(
            event=banked_line(replace(ev, cards=()), split), count=len(ev.cards))
    if isinstance(ev, BankedHandSet):
        return tr("{event} (hand set face down)").format(
            event=banked_line(replace(ev, front=(), back=())))
    return banked_line(ev, split)
