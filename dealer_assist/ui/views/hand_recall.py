"""Game recall: the table's last ten hands from the log, each replayed step by step.

Read-only: nothing here writes to the log. Hole cards stay face down unless the player showed
them; a floorperson or supervisor signed in on "Show hole cards (floor)" sees every one
(:mod:`.hole_card_review`, which audits each look and signs out when the recall closes).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QT_TR_NOOP, QEvent
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import CardDealt
from dealer_assist.storage import EventStore, HandSummary
from dealer_assist.ui.event_text import describe
from dealer_assist.ui.floor_desk import FloorDesk
from dealer_assist.ui.hand_replay import HandReplay
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.presenter import present
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.views.hole_card_review import HoleCardReview, recall_hidden, review_pages
from dealer_assist.ui.widgets.buttons import discard
from dealer_assist.ui.widgets.table_view import TableView

RECALL = 10
CONTROLS = ((QT_TR_NOOP("|◀ Start"), -10_000), (QT_TR_NOOP("◀ Back"), -1),
            (QT_TR_NOOP("Next ▶"), 1), (QT_TR_NOOP("End ▶|"), 10_000))
"""The replay's keys: their words (English: the key's name in code too) and how far each moves."""


class HandRecall(QWidget):
    """``desk``: the table's floor desk, for the floor's "Show hole cards" (none without it)."""

    def __init__(self, store: EventStore | None, table: str, config: GameConfig,
                 parent: QWidget | None = None, desk: FloorDesk | None = None,
                 demo_badge: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.store, self.table_name, self.config = store, table, config
        self.review = HoleCardReview(desk, demo_badge) if desk is not None else None
        self.replay: HandReplay | None = None
        self.index = 0
        self.list_box = QVBoxLayout()
        self.list_box.setSpacing(8)
        self.hand_buttons: list[QPushButton] = []
        self.table = TableView()
        for view in self.table.seat_views.values():  # the floor reviews every card dealt
            view.hide_folded = False
        self.table.setMinimumSize(520, 400)
        self.step_text = QLabel(objectName="overlayText")
        self.step_text.setWordWrap(True)
        self.controls: dict[str, QPushButton] = {}
        row = QGridLayout()
        for col, (name, move) in enumerate(CONTROLS):
            button = QPushButton(tr(name))
            button.setProperty("role", "quiet")
            button.clicked.connect(returns_none(lambda m=move: self.move(m)))
            row.addWidget(button, 0, col)
            self.controls[name] = button
        replay = QWidget()
        right = QVBoxLayout(replay)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.table, 1)
        right.addWidget(self.step_text)
        right.addLayout(row)
        if self.review is not None:
            row.addWidget(self.review.button, 1, 0, 1, len(self.controls))
        self.pages = review_pages(self.review, replay, self._show)
        left = QVBoxLayout()
        left.addLayout(self.list_box)
        left.addStretch(1)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(left)
        box.addWidget(self.pages, 1)
        self.refresh()

    def refresh(self) -> None:
        """Reload the list of hands from the log (newest first)."""
        hands = list_hands(self, self.list_box, self.hand_buttons, self.store, self.table_name,
                           "hand", self.open_hand)
        if not hands:
            self.step_text.setText(self._no_hand())
        self._enable()

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the list and the step on screen said again (a
        recall not on screen reads its list again when it is shown)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.refresh()
            if self.replay is not None:
                self._show()

    def _no_hand(self) -> str:
        if self.hand_buttons:
            return tr("Touch a hand to replay it.")
        return tr("No hand in the log yet.") if self.store is not None else tr(
            "No hand log is open.")

    def open_hand(self, number: int) -> None:
        assert self.store is not None
        self.replay = HandReplay.load(self.store, self.table_name, number, self.config)
        self.index = 0
        self._show()

    def hideEvent(self, event: QHideEvent) -> None:
        recall_hidden(self.review, self.pages)
        super().hideEvent(event)

    def move(self, steps: int) -> None:
        if self.replay is None:
            return
        self.index = max(0, min(len(self.replay), self.index + steps))
        self._show()

    def _show(self) -> None:
        replay, review = self.replay, self.review
        if replay is None:
            self.step_text.setText(self._no_hand())
            return
        signed_in = review is not None and review.face_up
        face_up = signed_in and replay.finished
        note = ""
        if review is not None and face_up:
            review.shown(replay.hand)
        elif signed_in:  # a live hand is never drawn face up: players can see this screen
            note = tr("Hand {hand} is still being played: hole cards stay down until it "
                      "ends.").format(hand=replay.hand)
        self.table.show_table(present(replay.frames[self.index], face_up=face_up))
        event = replay.events[self.index - 1] if self.index else None
        what = tr("Before the hand") if event is None else describe(event)
        if face_up and isinstance(event, CardDealt) and event.card is not None:
            what = f"{what}: {event.card}"
        step = tr("Hand {hand} · step {step} of {steps}: {what}").format(
            hand=replay.hand, step=self.index, steps=len(replay), what=what)
        self.step_text.setText("\n".join(filter(None, (note, step))))
        self._enable()

    def _enable(self) -> None:
        n = len(self.replay) if self.replay is not None else 0
        for name, button in self.controls.items():
            back = name.startswith(("|◀", "◀"))
            can = self.index > 0 if back else self.index < n
            button.setEnabled(self.replay is not None and can)


def list_hands(view: QWidget, box: QVBoxLayout, buttons: list[QPushButton],
               store: EventStore | None, table: str, word: str,
               open_one: Callable[[int], None]) -> list[HandSummary]:
    """The table's last hands (or banked rounds: ``word`` "round") as buttons in ``box``,
    newest first."""
    discard(box, buttons)
    hands = store.last_hands(table, RECALL) if store is not None else []
    for summary in hands:
        button = QPushButton(_label(summary, word))
        button.setProperty("role", "quiet")
        button.clicked.connect(returns_none(lambda n=summary.hand: open_one(n)))
        box.addWidget(button)
        if view.isVisible():
            button.show()
        buttons.append(button)
    return hands


STATES = {"in_progress": QT_TR_NOOP("in progress"), "interrupted": QT_TR_NOOP("interrupted")}


def _label(summary: HandSummary, word: str = "hand") -> str:
    when = datetime.fromtimestamp(summary.started_at / 1000).strftime("%H:%M")
    parts = [tr("Round {number} · {when}") if word == "round" else tr("Hand {number} · {when}")]
    if summary.dealer:
        parts.append(tr("dealt by {dealer}"))
    if summary.status != "ended":
        parts.append(tr(STATES[summary.status]) if summary.status in STATES else summary.status)
    return " · ".join(parts).format(number=summary.hand, when=when, dealer=summary.dealer)
