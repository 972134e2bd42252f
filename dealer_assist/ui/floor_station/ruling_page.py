"""The station's Rulings page: the rulings waiting for the floor across the room; one opened
with the proposed ruling, its rules, who reported it and when, and the hand replayed to that
moment; Confirm or Override (with a reason) each asks for badge + PIN, and the decision goes to
the room (room/decisions.py), which carries it to the table. The tables' answers (applied, or
refused with the reason) are listed under it."""

from __future__ import annotations

from collections.abc import Callable

import psycopg
from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.room.decisions import DecisionRefused, decide
from dealer_assist.room.floor_feed import OpenRuling, RoomFeed
from dealer_assist.storage import StaffMember
from dealer_assist.ui.background_job import BackgroundJob
from dealer_assist.ui.floor_station.room_grid import ruling_title
from dealer_assist.ui.floor_station.sign_in import StationSignIn
from dealer_assist.ui.floor_station.sign_in_view import StationSignInView
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.presenter import present
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.room_reach import detail_of
from dealer_assist.ui.ruling_context import RulingContext
from dealer_assist.ui.theme import scale_of
from dealer_assist.ui.views.floor_rulings import OVERRIDE_REASONS
from dealer_assist.ui.widgets.buttons import discard, fit_text, touch_button
from dealer_assist.ui.widgets.scroll import touch_scroll
from dealer_assist.ui.widgets.table_view import TableView

Review = Callable[[OpenRuling], RulingContext]
LIST_HEIGHT = 84  # the open rulings' row at the 1280x800 scale


def short_reason(reason: str) -> str:
    """A key's words for an override reason (the whole reason is asked for and logged)."""
    words = reason.split()
    return " ".join(words[:4]) + ("…" if len(words) > 4 else "")


class RulingPage(QWidget):
    def __init__(self, feed: RoomFeed, conn: psycopg.Connection[tuple[object, ...]],
                 sign_in: StationSignIn, review: Review,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.feed, self.conn, self.review = feed, conn, review
        self.chosen: OpenRuling | None = None
        self.context: RulingContext | None = None
        self.pending: tuple[str, str | None] | None = None  # decision waiting for badge + PIN
        self.said: Callable[[], str] | None = None  # the last message, to say again
        self.list_box = QHBoxLayout()
        self.list_box.setSpacing(8)
        rulings = QWidget(objectName="scrollBody")
        rulings.setLayout(self.list_box)
        self.list_area = touch_scroll(rulings)
        self.list_area.setFixedHeight(LIST_HEIGHT)
        self.table = TableView()
        self.table.setMinimumSize(420, 300)
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.keys = QVBoxLayout()
        self.keys.setSpacing(8)
        key_page = QWidget(objectName="scrollBody")
        key_box = QVBoxLayout(key_page)
        key_box.setContentsMargins(0, 0, 0, 0)
        self.outcomes = QLabel(objectName="detailText")  # the tables' answers, under the keys
        self.outcomes.setWordWrap(True)
        key_box.addWidget(self.text)
        key_box.addLayout(self.keys)
        key_box.addWidget(self.outcomes)
        key_box.addStretch(1)
        self.sign_in = StationSignInView(sign_in, "")
        self.sign_in.signed_in.connect(self._signed_in)
        self.sign_in.code.cancelled.connect(returns_none(self.cancel))
        self.sign_in.pin.cancelled.connect(returns_none(self.cancel))
        self.side = QStackedWidget()
        self.side.addWidget(touch_scroll(key_page, horizontal=False))
        self.side.addWidget(self.sign_in)
        row = QHBoxLayout()
        row.addWidget(self.table, 3)
        row.addWidget(self.side, 2)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 8)
        box.addWidget(self.list_area)
        box.addLayout(row, 1)
        self.buttons: list[QPushButton] = []
        self.list_buttons: list[QPushButton] = []
        self._listed: list[tuple[str, int, str]] | None = None
        self.jobs: list[BackgroundJob] = []  # reviews under way (kept until they answer)
        self.loading = False  # the chosen ruling's replay is being read
        self.refresh()

    # ----------------------------------------------------------------- what is shown

    def refresh(self, message: Callable[[], str] | None = None) -> None:
        """Bring the list, the chosen ruling and the tables' answers up to date (``message``:
        a function that says what just happened, in the current language)."""
        rulings = self.feed.open_rulings()
        listed = [(r.table, r.number, r.station) for r in rulings]
        changed = listed != self._listed  # else the keys stay as they are under a finger
        if changed:
            self._listed = listed
            self._list(rulings)
        if self.chosen is not None:
            still = next((r for r in rulings if (r.table, r.number) ==
                          (self.chosen.table, self.chosen.number)), None)
            if still is None:
                self.chosen, self.context = None, None
                self.side.setCurrentIndex(0)
            else:
                self.chosen = still
        if changed or message:
            self._show(message)
        self.outcomes.setText("\n".join(render(d.line()) for d in self.feed.recent_decisions()))

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the list, the ruling and its keys said again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            rulings = self.feed.open_rulings()
            self._listed = [(r.table, r.number, r.station) for r in rulings]
            self._list(rulings)
            self._show(self.said)
            self.outcomes.setText("\n".join(render(d.line())
                                            for d in self.feed.recent_decisions()))

    def _list(self, rulings: list[OpenRuling]) -> None:
        discard(self.list_box, self.list_buttons)
        for ruling in rulings:
            button = QPushButton(f"{ruling.table} · {ruling_title(ruling)}")
            button.setProperty("role", "listItem")
            button.clicked.connect(returns_none(lambda r=ruling: self.open(r)))
            self.list_box.addWidget(button)
            self.list_buttons.append(button)
        if not rulings:
            label = QPushButton(tr("No ruling waits for the floor"))
            label.setEnabled(False)
            self.list_box.addWidget(label)
            self.list_buttons.append(label)

    def open(self, ruling: OpenRuling) -> None:
        """Show ``ruling`` at once, then its context and the hand replayed to the report when
        the room's copy has been read (off the screen's thread: a long log takes seconds)."""
        self.chosen, self.context, self.loading = ruling, None, True
        self.side.setCurrentIndex(0)
        self._show(lambda: tr("Reading the hand from the room's copy of the log ..."))
        self.jobs = [j for j in self.jobs if j.running]
        job = BackgroundJob(self)
        job.connect_ui(lambda _done, _total: None,
                       lambda context, r=ruling: self._reviewed(r, context),
                       lambda why, r=ruling: self._not_reviewed(r, why))
        self.jobs.append(job)
        job.start(lambda _progress, _cancelled: self.review(ruling))

    def _still_chosen(self, ruling: OpenRuling) -> bool:
        chosen = self.chosen
        return chosen is not None and (chosen.table, chosen.number) == (ruling.table,
                                                                        ruling.number)

    def _reviewed(self, ruling: OpenRuling, context: object) -> None:
        if not self._still_chosen(ruling):
            return  # another ruling was chosen meanwhile
        assert isinstance(context, RulingContext)
        self.context, self.loading = context, False
        self._show()

    def _not_reviewed(self, ruling: OpenRuling, why: str) -> None:
        if not self._still_chosen(ruling):
            return
        self.loading = False  # the floor may still decide on the ruling's words
        self._show(lambda: tr("The room's copy cannot show this ruling: {why}").format(
            why=tr(why)))  # an English source (ROOM_UNREADABLE) said in the language now

    def _show(self, message: Callable[[], str] | None = None) -> None:
        discard(self.keys, self.buttons)
        ruling, context = self.chosen, self.context
        frame = context.frame if context is not None else None
        self.table.setVisible(frame is not None)
        if frame is not None:
            self.table.show_table(present(frame, face_up=True))
        self.said = message
        lines = [message()] if message is not None else []
        if ruling is None:
            lines.append(tr("Choose a ruling above, or touch a table with an amber edge on the "
                            "Room page."))
        else:
            lines.append(tr("Table {table}").format(table=ruling.table))
            lines += context.lines() if context is not None else [ruling_title(ruling)]
            if ruling.station:
                lines.append(tr("The station's decision: {decision}").format(
                    decision=render(ruling.station)))
            elif not self.loading:  # the floor decides with the hand in front of it
                self._key(tr("Confirm ruling {number}").format(number=ruling.number), "passive",
                          "confirmed", None)
                for reason in OVERRIDE_REASONS:
                    self._key(tr("Override: {reason}").format(reason=short_reason(tr(reason))),
                              "quiet", "overridden", reason)
        self.text.setText("\n".join(lines))

    def _key(self, text: str, role: str, decision: str, reason: str | None) -> None:
        button = touch_button(text, role, lambda: self.ask(decision, reason))
        self.keys.addWidget(button)
        self.buttons.append(button)
        fit_text(button, width=self.side.width() - 64)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.list_area.setFixedHeight(round(LIST_HEIGHT * scale_of(self)))
        for button in self.buttons:
            fit_text(button, width=self.side.width() - 64)

    # ----------------------------------------------------------------- deciding

    def ask(self, decision: str, reason: str | None) -> None:
        """Badge + PIN for this decision (every decision, whoever is signed in)."""
        if self.chosen is None:
            return
        self.pending = (decision, reason)
        number, table = self.chosen.number, self.chosen.table
        if reason is None:
            self.sign_in.prompt = lambda: tr("Confirm ruling {number} at {table}: the "
                                             "floorperson's badge, then PIN.").format(
                number=number, table=table)
        else:
            self.sign_in.prompt = lambda: tr("Override ({reason}) ruling {number} at {table}: "
                                             "the floorperson's badge, then PIN.").format(
                reason=tr(reason), number=number, table=table)
        self.sign_in.reset()
        self.side.setCurrentWidget(self.sign_in)

    def cancel(self) -> None:
        """Cancel on the pads: no decision, back to the ruling and its keys."""
        self.pending = None
        self.side.setCurrentIndex(0)

    def _signed_in(self, member: StaffMember) -> None:
        self.side.setCurrentIndex(0)
        if self.chosen is None or self.pending is None:
            return
        decision, reason = self.pending
        self.pending = None
        self.decide(member, decision, reason)

    def decide(self, member: StaffMember, decision: str, reason: str | None) -> None:
        ruling = self.chosen
        assert ruling is not None
        try:
            decide(self.conn, ruling.table, ruling.number, decision, member.badge, member.name,
                   reason or "")
        except DecisionRefused as refused:
            said = refused.args[0] if refused.args else None
            why = render(said) if isinstance(said, str) else str(refused)
            self.refresh(lambda: tr("Not recorded: {why}.").format(why=why))
            return
        except psycopg.Error as error:
            detail_of(error)  # the technician's log
            self.refresh(lambda: tr("Not recorded: the room store is out of reach. Try again in "
                                    "a moment; if it lasts, call the technician."))
            return
        self.feed.poll()
        name = member.name
        self.refresh(lambda: (tr("Ruling {number} at {table} confirmed by {name}: sent to the "
                                 "table.") if decision == "confirmed" else
                              tr("Ruling {number} at {table} overridden by {name}: sent to the "
                                 "table.")).format(number=ruling.number, table=ruling.table,
                                                   name=name))
