"""The ruling banner: every ruling of this hand still waiting for the floor, in words, with a
button to the catalogue's correction steps. Nothing here confirms or overrides: the floorperson
does that on the Floor panel after signing in with badge and PIN."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from dealer_assist.engine.seating import Ruling
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.qt_compat import returns_none


class RulingBanner(QFrame):
    steps_wanted = Signal(str)  # irregularity id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingBanner")
        self.text = QLabel(objectName="rulingText")
        self.text.setWordWrap(True)
        self.steps = QPushButton(tr("Steps"))
        self.steps.setProperty("role", "floor")
        self.steps.clicked.connect(returns_none(lambda: self.steps_wanted.emit(self.current)))
        box = QHBoxLayout(self)
        box.setContentsMargins(12, 6, 8, 6)
        box.addWidget(self.text, 1)
        box.addWidget(self.steps)
        self.current = ""
        self.hide()

    def show_rulings(self, rulings: Sequence[tuple[int, Ruling]],
                     notes: Mapping[int, str] | None = None) -> None:
        """``notes``: per ruling, what the floor's confirmation carries out (banked tables)."""
        if not rulings:
            self.current = ""
            self.hide()
            return
        lines = []
        for number, ruling in rulings:
            entry = get(ruling.irregularity)
            detail = f" ({render(ruling.detail)})" if ruling.detail else ""
            note = f" {render(notes[number])}." if notes and number in notes else ""
            lines.append(tr("Ruling {number}: {title}{detail}. {ruling}{note}").format(
                number=number, title=render(entry.title), detail=detail,
                ruling=render(entry.ruling), note=note))
        lines.append(tr("Call the floorperson: Floor > Rulings, badge and PIN, to confirm or "
                        "override."))
        self.current = rulings[0][1].irregularity
        self.text.setText("\n".join(lines))
        self.show()
