"""The irregularities catalogue for the dealer: the questions to ask, the ruling the rules give
and the correction steps, with rule IDs; during a hand, a report for a seat proposes the ruling
(``irregularities.report``), which the floor then confirms or overrides on Rulings.
The list holds what can apply now (the game, the stage of the hand: ``floor_filter``); "Show
all" lists the game's whole catalogue.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event
from dealer_assist.rules.irregularities.catalogue import catalogue
from dealer_assist.rules.irregularities.entry import Irregularity
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import FloorDesk, floor_desk
from dealer_assist.ui.floor_filter import STAGE_TEXT, applicable, for_game
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.card_choice import card_text
from dealer_assist.ui.widgets.flow_layout import FlowLayout
from dealer_assist.ui.widgets.procedure_panel import rule_text
from dealer_assist.ui.widgets.scroll import touch_scroll

NOTE = QT_TR_NOOP("What the rules say for each irregularity. During a hand, report what "
                  "happened for a seat (or none): the floor decides on Rulings.")
TITLE_WIDTH = 30  # characters per line of a list button


def entries_for(game: str) -> list[Irregularity]:
    """The catalogue's entries for this game's family, plus those for every game."""
    return for_game(catalogue(), game)


class IrregularityList(QWidget):
    """The catalogue for the table's game; during a hand the dealer can report the chosen
    irregularity (for a seat or for none), which proposes a ruling for the floor."""

    reported = Signal()

    def __init__(self, controller: TableController | FloorDesk,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = desk = floor_desk(controller)
        self.note = QLabel(tr(NOTE), objectName="overlayText")
        self.note.setWordWrap(True)
        self.catalogue = entries_for(desk.floor_game())
        self.entries: list[Irregularity] = []  # listed now
        self.stage = ""
        self.current: Irregularity | None = None
        self.report_row = FlowLayout()  # seven to eleven keys: a second row if need be
        self.report_label = QLabel(tr("Report for:"), objectName="overlayText")
        self.report_label.hide()
        self.report_row.addWidget(self.report_label)
        self.report_buttons: list[QPushButton] = []
        self.buttons: dict[str, QPushButton] = {}
        self.scope = QLabel(objectName="overlayText")
        self.scope.setWordWrap(True)
        self.show_all = touch_button(tr("Show all"), "quiet", self.refresh)
        self.show_all.setCheckable(True)
        listing = QWidget(objectName="scrollBody")
        self.column = QVBoxLayout(listing)
        self.column.setSpacing(8)
        self.column.addStretch(1)
        scroll = touch_scroll(listing, horizontal=False)
        self.detail = QLabel(objectName="detailText")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        detail_scroll = touch_scroll(self.detail)
        body = QHBoxLayout()
        body.addWidget(scroll, 2)
        body.addWidget(detail_scroll, 3)
        scope_row = QHBoxLayout()
        scope_row.addWidget(self.scope, 1)
        scope_row.addWidget(self.show_all)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.note)
        box.addLayout(scope_row)
        box.addLayout(body, 1)
        box.addLayout(self.report_row)
        self.refresh()

    def refresh(self) -> None:
        """List what can apply now (or everything with "Show all"), then the report buttons."""
        stage, game = self.controller.floor_stage(), self.controller.floor_game()
        everything = self.show_all.isChecked()
        wanted = self.catalogue if everything else applicable(self.catalogue, game, stage)
        if not everything and not self.controller.misdeal_open():  # LC-104: not any more
            wanted = [e for e in wanted if not e.misdeal]
        if [e.id for e in wanted] != [e.id for e in self.entries] or stage != self.stage:
            self.stage = stage
            for button in self.buttons.values():
                self.column.removeWidget(button)
                button.hide()
                button.deleteLater()
            self.buttons.clear()
            self.entries = wanted
            for i, entry in enumerate(wanted):
                button = QPushButton(textwrap.fill(render(entry.title), TITLE_WIDTH))
                button.setProperty("role", "listItem")
                button.setCheckable(True)
                button.clicked.connect(returns_none(lambda e=entry: self.open_entry(e)))
                self.column.insertWidget(i, button)
                if self.isVisible():
                    button.show()
                self.buttons[entry.id] = button
        shown = (tr("All {count} entries for this game.").format(count=len(wanted))
                 if everything else
                 tr("{count} that can apply {when} (of {total}).").format(
                     count=len(wanted), when=tr(STAGE_TEXT[stage]), total=len(self.catalogue)))
        self.scope.setText(shown)
        if self.current is not None and self.current in wanted:
            self.open_entry(self.current)
        elif wanted:
            self.open_entry(wanted[0])
        else:
            self.current = None
            self.detail.setText(tr("The catalogue has nothing for this game yet."))
            self.refresh_report()

    def open_entry(self, entry: Irregularity) -> None:
        for entry_id, button in self.buttons.items():
            button.setChecked(entry_id == entry.id)
        questions = "\n".join(f"• {render(q)}" for q in entry.questions)
        steps = "\n".join(f"{i}. {render(s)}" for i, s in enumerate(entry.steps, 1))
        who = tr("A floorperson decides.") if entry.floor else tr("The dealer may carry it out.")
        self.detail.setText(tr("{title}\n{rules}\n\nAsk:\n{questions}\n\nRuling: {ruling}\n"
                               "{who}\n\nSteps:\n{steps}").format(
            title=render(entry.title), rules=rule_text(entry.rule_ids), questions=questions,
            ruling=render(entry.ruling), who=who, steps=steps))
        self.current = entry
        self.refresh_report()

    def refresh_report(self) -> None:
        """Report buttons for the chosen entry: one per seat in the hand, and "no seat"."""
        discard(self.report_row, self.report_buttons)
        in_hand = self.controller.report_seats()
        if self.current is None or in_hand is None:
            self.report_label.hide()
            return
        self.report_label.setText(tr("Report for:"))
        self.report_label.setVisible(True)
        entry = self.current
        seats: list[int | None] = [*in_hand, None]
        for seat in seats:
            text = tr("Seat {seat}").format(seat=seat) if seat is not None else tr("No seat")
            button = QPushButton(text)
            button.setProperty("role", "floor")
            button.clicked.connect(returns_none(lambda s=seat: self.report(entry.id, s)))
            self.report_row.addWidget(button)
            if self.isVisible():
                button.show()
            self.report_buttons.append(button)

    def report(self, irregularity: str, seat: int | None) -> None:
        named = getattr(self.controller, "report_cards", None)  # a banked table's cards
        cards: list[Card] = named(irregularity, seat) if named and seat is not None else []
        if seat is not None and cards:
            self.offer_cards(irregularity, seat, cards)
        else:
            self.report_plain(irregularity, seat)

    def offer_cards(self, irregularity: str, seat: int, cards: list[Card]) -> None:
        """Which of the seat's cards it was: naming it plans the replacement the floor's
        confirmation carries out (PGP-IRR-09, PGP-IRR-08); or report without a card."""
        desk = self.controller
        send: Callable[[str, int, Card], list[Event]] = getattr(desk, "report_card", None)
        discard(self.report_row, self.report_buttons)
        self.report_label.setText(tr("Seat {seat}, which card?").format(seat=seat))

        def by_card(card: Card) -> None:
            if desk.submit(lambda: send(irregularity, seat, card)):
                self.reported.emit()

        choices = [(tr("Seat {seat}: {card}").format(seat=seat, card=card_text(c)),
                    lambda c=c: by_card(c)) for c in cards]
        choices.append((tr("Seat {seat}: no card named").format(seat=seat),
                        lambda: self.report_plain(irregularity, seat)))
        for text, action in choices:
            button = QPushButton(text)
            button.setProperty("role", "floor")
            button.clicked.connect(returns_none(action))
            self.report_row.addWidget(button)
            button.show()
            self.report_buttons.append(button)

    def report_plain(self, irregularity: str, seat: int | None) -> None:
        desk = self.controller
        if desk.submit(lambda: desk.report_irregularity(irregularity, seat)):
            self.reported.emit()
