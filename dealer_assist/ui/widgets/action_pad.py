"""The buttons that answer the current step. Betting buttons come only from the engine's legal
actions, with the engine's labels and amounts; other steps get the one button that answers them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.engine.betting import LegalAction
from dealer_assist.engine.procedure import Step
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.qt_compat import returns_none

ROLES: Final = {"fold": "fold", "check": "passive", "call": "passive"}
STEP_LABELS: Final = {"start": "Start hand", "post": "Blinds posted", "push": "Pot pushed",
                      "end": "Cards collected: end hand"}


class ActionPad(QWidget):
    """Rebuilt on every state change; ``amount_wanted`` asks the number pad for a range."""

    amount_wanted = Signal(object)  # LegalAction

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

    def show_state(self, steps: Sequence[Step], actions: Sequence[LegalAction],
                   shoe: bool) -> None:
        self._clear()
        step = steps[0] if steps else None
        self.hint.setText("")
        if step is None or step.kind == "wait":
            self.hint.setText("Waiting for players.")
        elif step.kind == "act":
            seat = actions[0].seat if actions else step.seat
            self.hint.setText(f"Seat {seat} acts:")
            for i, action in enumerate(actions):
                self._add(action.label, ROLES.get(action.action, "aggressive"),
                          lambda a=action: self._act(a), i // 2, i % 2)
        elif step.kind in STEP_LABELS:
            label = STEP_LABELS[step.kind]
            if step.kind == "start":
                label = step.text.split(":")[0]
            self._add(label, "step", lambda s=step: self.controller.do_step(s), 0, 0, span=2)
        elif step.kind in ("deal", "board"):
            self.hint.setText("Deal from the shoe: every card read appears on the table."
                              if shoe else "No shoe connected.")
            if not shoe:
                command = (self.controller.deal_by_hand if step.kind == "deal"
                           else self.controller.board_by_hand)
                text = "Cards dealt by hand" if step.kind == "deal" else "Board dealt by hand"
                self._add(text, "step", command, 0, 0, span=2)
        elif step.kind == "show" and step.seat is not None:
            seat = step.seat
            self._add(f"Seat {seat} shows", "passive", lambda: self.controller.show(seat), 0, 0)
            self._add(f"Seat {seat} mucks", "fold", lambda: self.controller.muck(seat), 0, 1)

    def _act(self, action: LegalAction) -> None:
        if action.min_to != action.max_to:
            self.amount_wanted.emit(action)
        else:
            self.controller.act(action.seat, action.action, action.min_to)

    def _add(self, text: str, role: str, slot: Callable[[], object], row: int, col: int,
             span: int = 1) -> None:
        button = QPushButton(text)
        button.setProperty("role", role)
        button.clicked.connect(returns_none(slot))
        self.grid.addWidget(button, row, col, 1, span)
        if self.isVisible():
            button.show()  # at once, not on the next turn of the event loop
        self.buttons.append(button)

    def _clear(self) -> None:
        for button in self.buttons:
            self.grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
