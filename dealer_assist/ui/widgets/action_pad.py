"""The buttons that answer the current step. Betting buttons come only from the engine's legal
actions, with the engine's labels and amounts; other steps get the one button that answers them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.engine.betting import LegalAction
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.presenter import TableShow
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.widgets.buttons import discard

ROLES: Final = {"fold": "fold", "check": "passive", "call": "passive"}
SETTLE_S: Final = 0.3
STEP_LABELS: Final = {"start": "Start hand", "post": "Blinds posted", "push": "Pot pushed",
                      "end": "Cards collected: end hand"}


class ActionPad(QWidget):
    """Rebuilt on every state change; ``amount_wanted`` asks the number pad for a range."""

    amount_wanted = Signal(object)  # LegalAction
    cards_wanted = Signal(str, object, int)  # what for ("board" / "show"), seat or None, count

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hint = QLabel(objectName="stepNext")
        self.hint.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.hint)
        box.addLayout(self.grid)
        box.addStretch(1)
        self.buttons: list[QPushButton] = []
        self.quiet_until = 0.0
        self.settle_s = SETTLE_S

    def show_state(self, show: TableShow, shoe: bool) -> None:
        self._clear()
        actions, step = show.actions, show.step
        self.hint.setText("")
        if show.options:  # ask before the deal: the engine refuses a straddle after it
            due = show.options[0]
            what = due.kind.replace("_", " ")
            self.hint.setText(f"Ask seat {due.seat}: {what}? (before the first card)")
            self._add(f"Seat {due.seat} posts {what} ${due.total}", "aggressive",
                      lambda: self.controller.post_option(due.seat, due.kind))
            self._add(f"No {what}", "quiet",
                      lambda: self.controller.decline_option(due.seat, due.kind))
        elif step is None or step.kind == "wait":
            self.hint.setText("Waiting for players.")
        elif step.kind == "act":
            seat = actions[0].seat if actions else step.seat
            self.hint.setText(f"Seat {seat} acts:")
            for action in actions:
                self._add(action.label, ROLES.get(action.action, "aggressive"),
                          lambda a=action: self._act(a))
        elif step.kind in STEP_LABELS:
            label = STEP_LABELS[step.kind]
            if step.kind == "start":
                label = step.text.split(":")[0]
            self._add(label, "step", lambda s=step: self.controller.do_step(s))
        elif step.kind in ("deal", "board"):
            self.hint.setText("Deal from the shoe: every card read appears on the table."
                              if shoe else "No shoe connected.")
            if not shoe and step.kind == "deal":
                self._add("Cards dealt by hand", "step", self.controller.deal_by_hand)
            elif not shoe:
                need = show.board_needed
                self._add(f"Enter {need} board card{'s' if need > 1 else ''} by touch", "step",
                          lambda: self.cards_wanted.emit("board", None, need))
        elif step.kind == "show" and step.seat is not None:
            seat = step.seat
            read = next((s.read for s in show.seats if s.number == seat), False)
            shows = (lambda: self.controller.show(seat)) if read else (
                lambda: self.cards_wanted.emit("show", seat, show.hole_cards))
            self._add(f"Seat {seat} shows", "passive", shows)
            self._add(f"Seat {seat} mucks", "fold", lambda: self.controller.muck(seat))
        self._lay_out()

    def _act(self, action: LegalAction) -> None:
        if action.min_to != action.max_to:
            self.amount_wanted.emit(action)
        else:
            self.controller.act(action.seat, action.action, action.min_to)

    def _add(self, text: str, role: str, slot: Callable[[], object]) -> None:
        button = QPushButton(text)
        button.setProperty("role", role)
        button.clicked.connect(returns_none(lambda: self._fire(slot)))
        self.buttons.append(button)

    def _fire(self, slot: Callable[[], object]) -> None:
        """One touch, one command: a second tap landing on the rebuilt pad within
        ``settle_s`` (a double tap, a bounce) would act for the next player, so it is dropped."""
        now = time.monotonic()
        if now < self.quiet_until:
            return
        self.quiet_until = now + self.settle_s
        slot()

    def _lay_out(self) -> None:
        """Two columns when every label fits half the pad, else one button per row."""
        for button in self.buttons:
            self.grid.removeWidget(button)
        wide = max((b.sizeHint().width() for b in self.buttons), default=0)
        columns = 2 if len(self.buttons) > 1 and 2 * wide + 10 <= self.width() else 1
        for i, button in enumerate(self.buttons):
            self.grid.addWidget(button, i // columns, i % columns)
            if self.isVisible():
                button.show()  # at once, not on the next turn of the event loop

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def _clear(self) -> None:
        discard(self.grid, self.buttons)
