"""The irregularities catalogue for the dealer: the questions to ask, the ruling the rules give
and the correction steps, with rule IDs; during a hand, a report for a seat proposes the ruling
(``irregularities.report``), which the floor then confirms or overrides on Rulings.
"""

from __future__ import annotations

import textwrap

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QScroller,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.irregularities import Irregularity, catalogue, report
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.widgets.buttons import discard
from dealer_assist.ui.widgets.procedure_panel import rule_text

NOTE = ("What the rules say for each irregularity. During a hand, report what happened for a "
        "seat (or none): the floor decides on Rulings.")
FAMILY = {"holdem": "flop", "omaha": "flop"}
TITLE_WIDTH = 30  # characters per line of a list button


def entries_for(game: str) -> list[Irregularity]:
    """The catalogue's entries for this game's family, plus those for every game."""
    family = FAMILY.get(game, game)
    return [e for e in catalogue() if e.games in (family, "all")]


class IrregularityList(QWidget):
    """The catalogue for the table's game; during a hand the dealer can report the chosen
    irregularity (for a seat or for none), which proposes a ruling for the floor."""

    reported = Signal()

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.note = QLabel(NOTE, objectName="overlayText")
        self.note.setWordWrap(True)
        self.entries = entries_for(controller.session.table.config.game)
        self.current: Irregularity | None = None
        self.report_row = QHBoxLayout()
        self.report_buttons: list[QPushButton] = []
        self.buttons: dict[str, QPushButton] = {}
        listing = QWidget(objectName="scrollBody")
        column = QVBoxLayout(listing)
        column.setSpacing(8)
        for entry in self.entries:
            button = QPushButton(textwrap.fill(entry.title, TITLE_WIDTH))
            button.setProperty("role", "listItem")
            button.setCheckable(True)
            button.clicked.connect(returns_none(lambda e=entry: self.open_entry(e)))
            column.addWidget(button)
            self.buttons[entry.id] = button
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(listing)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        QScroller.grabGesture(scroll.viewport(),
                              QScroller.ScrollerGestureType.LeftMouseButtonGesture)
        self.detail = QLabel(objectName="detailText")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        detail_scroll = QScrollArea()
        detail_scroll.setWidget(self.detail)
        detail_scroll.setWidgetResizable(True)
        QScroller.grabGesture(detail_scroll.viewport(),
                              QScroller.ScrollerGestureType.LeftMouseButtonGesture)
        body = QHBoxLayout()
        body.addWidget(scroll, 2)
        body.addWidget(detail_scroll, 3)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.note)
        box.addLayout(body, 1)
        box.addLayout(self.report_row)
        if self.entries:
            self.open_entry(self.entries[0])
        else:
            self.detail.setText("The catalogue has nothing for this game yet.")

    def open_entry(self, entry: Irregularity) -> None:
        for entry_id, button in self.buttons.items():
            button.setChecked(entry_id == entry.id)
        questions = "\n".join(f"• {q}" for q in entry.questions)
        steps = "\n".join(f"{i}. {s}" for i, s in enumerate(entry.steps, 1))
        who = "A floorperson decides." if entry.floor else "The dealer may carry it out."
        self.detail.setText(f"{entry.title}\n{rule_text(entry.rule_ids)}\n\nAsk:\n{questions}"
                            f"\n\nRuling: {entry.ruling}\n{who}\n\nSteps:\n{steps}")
        self.current = entry
        self.refresh_report()

    def refresh_report(self) -> None:
        """Report buttons for the chosen entry: one per seat in the hand, and "no seat"."""
        discard(self.report_row, self.report_buttons)
        table = self.controller.session.table
        if self.current is None or not table.in_hand or table.hand is None:
            return
        entry = self.current
        seats: list[int | None] = [*table.hand.in_hand, None]
        for seat in seats:
            text = f"Report: seat {seat}" if seat is not None else "Report: no seat"
            button = QPushButton(text)
            button.setProperty("role", "floor")
            button.clicked.connect(returns_none(lambda s=seat: self.report(entry.id, s)))
            self.report_row.addWidget(button)
            if self.isVisible():
                button.show()
            self.report_buttons.append(button)

    def report(self, irregularity: str, seat: int | None) -> None:
        session = self.controller.session
        if self.controller.submit(lambda: report(session, irregularity, seat=seat)):
            self.reported.emit()
