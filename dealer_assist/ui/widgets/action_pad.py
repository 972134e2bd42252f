"""The buttons that answer the current step. Betting buttons come only from the engine's legal
actions, with the engine's labels and amounts; other steps get the one button that answers them.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QT_TR_NOOP, QRect, QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from dealer_assist.engine.betting import LegalAction
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.presenter import TableShow
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.theme import scale_of
from dealer_assist.ui.widgets.buttons import fit_text

ROLES: Final = {"fold": "fold", "check": "passive", "call": "passive"}
SETTLE_S: Final = 0.3
STEP_LABELS: Final = {"start": QT_TR_NOOP("Start hand"), "post": QT_TR_NOOP("Blinds posted"),
                      "push": QT_TR_NOOP("Pot pushed"),
                      "end": QT_TR_NOOP("Cards collected: end hand")}
# Fixed places, never shifted: row 0 is left / middle / right (fold, check or call, bet or
# raise); row 1 the same three for a second answer of a kind (all-in beside a raise), and at
# the showdown "mucks" on its left and "shows" on its right, never where Check/Call stood (the
# round's closing tap is always a check or a call: a late second tap lands on nothing); row 2,
# the whole width, the one button of a step that is not a betting answer.
Place = tuple[int, int, int]  # row, first column, columns spanned
LEFT, MIDDLE, RIGHT = (0, 0, 1), (0, 1, 1), (0, 2, 1)
MIDDLE_AND_RIGHT: Final = (0, 1, 2)
MUCKS, SHOWS = (1, 0, 1), (1, 2, 1)
STEP: Final = (2, 0, 3)
PLACE_OF: Final = {"fold": LEFT, "check": MIDDLE, "call": MIDDLE, "bet": RIGHT,
                   "raise": RIGHT, "complete": RIGHT}
HINT_LINES = 2
LEAST_PX = 18  # the least text size on the dealer screen
GAP = 10


def two_lines(action: LegalAction) -> str:
    """The button of a legal action, the verb over the amount ("Raise" over "to $6"): a narrow
    place shows the amount large. Words from the catalogue; amounts as the engine states them."""
    low, high = action.min_to, action.max_to
    if action.action == "fold":
        return tr("Fold")
    if action.action == "check":
        return tr("Check")
    if action.action == "call":
        return tr("Call\n${amount}").format(amount=low)
    if action.action == "all_in":
        return tr("All-in\n${amount}").format(amount=high)
    verbs = {"bet": tr("Bet"), "raise": tr("Raise"), "complete": tr("Complete"),
             "bring_in": tr("Bring-in")}
    verb = verbs.get(action.action, action.label.split(" $")[0])
    if low == high:
        return (tr("{verb}\n${amount}") if action.action == "bet"
                else tr("{verb}\nto ${amount}")).format(verb=verb, amount=low)
    return tr("{verb}\n${low}-${high}").format(verb=verb, low=low, high=high)


class ActionPad(QWidget):
    """Rebuilt on every state change; ``amount_wanted`` asks the number pad for a range.
    Every button goes to a fixed place (:data:`PLACE_OF`): an absent action leaves its place
    empty, so a finger that tapped Fold never lands on a Raise that moved there."""

    amount_wanted = Signal(object)  # LegalAction
    cards_wanted = Signal(str, object, int)  # what for ("board" / "show"), seat or None, count

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hint = QLabel(self, objectName="stepNext")
        self.hint.setWordWrap(True)
        self.buttons: list[QPushButton] = []
        self.places: dict[QPushButton, Place] = {}
        self.quiet_until = 0.0
        self.settle_s = SETTLE_S

    def show_state(self, show: TableShow, shoe: bool) -> None:
        self._clear()
        actions, step = show.actions, show.step
        self.hint.setText("")
        if show.options:  # ask before the deal: the engine refuses a straddle after it
            due = show.options[0]
            what = tr(due.kind.replace("_", " "))
            self.hint.setText(tr("Ask seat {seat}: {what}? (before the first card)").format(
                                  seat=due.seat, what=what))
            self._add(tr("No\n{what}").format(what=what), "quiet",
                      lambda: self.controller.decline_option(due.seat, due.kind), LEFT)
            self._add(tr("Seat {seat} posts\n{what} ${amount}").format(
                seat=due.seat, what=what, amount=due.total), "aggressive",
                      lambda: self.controller.post_option(due.seat, due.kind), MIDDLE_AND_RIGHT)
        elif step is None or step.kind == "wait":
            self.hint.setText(tr("Waiting for players."))
        elif step.kind == "act":
            seat = actions[0].seat if actions else step.seat
            self.hint.setText(tr("Seat {seat} acts:").format(seat=seat))
            taken: set[Place] = set()
            for action in actions:
                place = self._place_for(action.action, taken)
                self._add(two_lines(action), ROLES.get(action.action, "aggressive"),
                          lambda a=action: self._act(a), place)
        elif step.kind in STEP_LABELS:
            label = tr(STEP_LABELS[step.kind])
            if step.kind == "start":
                label = re.split("[:：]", render(step.text), maxsplit=1)[0]  # ：in Chinese
            self._add(label, "step", lambda s=step: self.controller.do_step(s))
        elif step.kind in ("deal", "board"):
            self.hint.setText(tr("Deal from the shoe: every card read appears on the table.")
                              if shoe else tr("No shoe connected."))
            if not shoe and step.kind == "deal":
                self._add(tr("Cards dealt by hand"), "step", self.controller.deal_by_hand)
            elif not shoe:
                need = show.board_needed
                self._add((tr("Enter {need} board cards by touch") if need > 1
                           else tr("Enter 1 board card by touch")).format(need=need), "step",
                          lambda: self.cards_wanted.emit("board", None, need))
        elif step.kind == "show" and step.seat is not None:
            seat = step.seat
            read = next((s.read for s in show.seats if s.number == seat), False)
            shows = (lambda: self.controller.show(seat)) if read else (
                lambda: self.cards_wanted.emit("show", seat, show.hole_cards))
            self._add(tr("Seat {seat}\nmucks").format(
                          seat=seat), "fold", lambda: self.controller.muck(seat), MUCKS)
            self._add(tr("Seat {seat}\nshows").format(seat=seat), "passive", shows, SHOWS)
        self._lay_out()

    def _act(self, action: LegalAction) -> None:
        if action.min_to != action.max_to:
            self.amount_wanted.emit(action)
        else:
            self.controller.act(action.seat, action.action, action.min_to)

    @staticmethod
    def _place_for(action: str, taken: set[Place]) -> Place:
        """The action's own place; all-in (or a second of a kind) the first free of middle,
        right, then the row below."""
        wanted = PLACE_OF.get(action)
        order = ([wanted] if wanted else []) + [MIDDLE, RIGHT, (1, 2, 1), (1, 1, 1), (1, 0, 1)]
        place = next(p for p in order if p not in taken)
        taken.add(place)
        return place

    def _add(self, text: str, role: str, slot: Callable[[], object],
             place: Place = STEP) -> None:
        button = QPushButton(text, self)
        button.setProperty("role", role)
        button.clicked.connect(returns_none(lambda: self._fire(slot)))
        self.buttons.append(button)
        self.places[button] = place

    def _fire(self, slot: Callable[[], object]) -> None:
        """One touch, one command: a second tap landing on the rebuilt pad within
        ``settle_s`` (a double tap, a bounce) would act for the next player, so it is dropped."""
        now = time.monotonic()
        if now < self.quiet_until:
            return
        self.quiet_until = now + self.settle_s
        slot()

    def place_rect(self, place: Place) -> QRect:
        """Where a place is on the pad: the same rectangle whatever the step (a row's height
        follows only the window's scale)."""
        row, column, span = place
        scale = scale_of(self)
        hint_h = int(HINT_LINES * 26 * scale)
        row_h = int(96 * scale)
        top = hint_h + GAP + row * (row_h + GAP)
        width = (self.width() - 2 * GAP) // 3
        return QRect(column * (width + GAP), top, span * width + (span - 1) * GAP, row_h)

    def _lay_out(self) -> None:
        scale = scale_of(self)
        self.hint.setGeometry(0, 0, self.width(), int(HINT_LINES * 26 * scale))
        for button in self.buttons:
            button.setGeometry(self.place_rect(self.places[button]))
            fit_text(button, int(LEAST_PX * scale))
            if self.isVisible():
                button.show()  # at once, not on the next turn of the event loop

    def sizeHint(self) -> QSize:
        bottom = self.place_rect(STEP).bottom()
        return QSize(360, bottom + 1)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def _clear(self) -> None:
        for button in self.buttons:
            button.hide()
            button.deleteLater()
        self.buttons.clear()
        self.places.clear()
