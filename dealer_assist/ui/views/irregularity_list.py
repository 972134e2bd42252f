"""The irregularities catalogue as a read-only reference for the dealer: the questions to ask,
the ruling the rules give and the correction steps, with rule IDs.

Reporting an irregularity from this screen, the ruling banner and floor confirmation are not
wired yet (floor sign-in does not exist), and the note at the top says so.
"""

from __future__ import annotations

import textwrap

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QScroller,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.irregularities import Irregularity, catalogue
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.widgets.procedure_panel import rule_text

NOTE = ("Reference only: what the rules say for each irregularity. Reporting it from this "
        "screen and floor rulings are not built yet: call the floorperson to the table.")
FAMILY = {"holdem": "flop", "omaha": "flop"}
TITLE_WIDTH = 30  # characters per line of a list button


def entries_for(game: str) -> list[Irregularity]:
    """The catalogue's entries for this game's family, plus those for every game."""
    family = FAMILY.get(game, game)
    return [e for e in catalogue() if e.games in (family, "all")]


class IrregularityList(QWidget):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel(NOTE, objectName="overlayText")
        self.note.setWordWrap(True)
        self.entries = entries_for(game)
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
