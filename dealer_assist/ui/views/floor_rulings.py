"""Rulings waiting for the floor: sign in with badge + PIN, then confirm or override each one.

Only a floorperson (or supervisor/admin) signed in with a badge and PIN decides; the decision is
one engine event, logged like every other, and the sign-in, the decision and any failure are in
the audit log. The floorperson is signed out after each decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from dealer_assist.irregularities import get
from dealer_assist.storage import StaffMember
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import FloorDesk, floor_desk
from dealer_assist.ui.staff_sign_in import FLOOR_ROLES
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.buttons import discard, touch_button

OVERRIDE_REASONS: Final = (
    "The facts differ from the report",
    "The floor's judgement in the interest of fairness (LC-P1)",
    "The players agreed before action and the floor allows it",
)


class FloorRulings(QWidget):
    def __init__(self, controller: TableController | FloorDesk,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = floor_desk(controller)
        self.member: StaffMember | None = None
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.login = SignInView(controller, FLOOR_ROLES, "floor", demo_badge)
        self.login.signed_in.connect(self.signed_in)
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        self.buttons: list[QPushButton] = []
        decisions = QWidget()
        decisions.setLayout(self.grid)
        self.pages = QStackedWidget()
        self.pages.addWidget(decisions)
        self.pages.addWidget(self.login)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.text)
        box.addWidget(self.pages, 1)
        self.refresh()

    def signed_in(self, member: StaffMember) -> None:
        self.member = member
        self.refresh()

    def sign_out(self) -> None:
        self.member = None
        self.refresh()

    def refresh(self, message: str = "") -> None:
        discard(self.grid, self.buttons)
        rulings = self.controller.open_rulings()
        lines = [message] if message else []
        if not rulings:
            lines.append("No ruling waits for the floor.")
        for number, ruling in rulings:
            detail = f" ({ruling.detail})" if ruling.detail else ""
            lines.append(f"Ruling {number}: {get(ruling.irregularity).title}{detail}")
        member = self.member
        if rulings and member is None:
            self.login.reset()
            self.pages.setCurrentWidget(self.login)
        else:
            self.pages.setCurrentIndex(0)
        if rulings and member is not None:
            lines.append(f"Signed in: {member.name} ({member.role}).")
            for number, _ruling in rulings:
                self._add(f"Confirm ruling {number}", "passive",
                          lambda n=number: self.decide(n, None))
                for reason in OVERRIDE_REASONS:
                    self._add(f"Override {number}: {reason}", "quiet",
                              lambda n=number, r=reason: self.decide(n, r))
            self._add("Sign out", "quiet", self.sign_out)
        self.text.setText("\n".join(lines))

    def decide(self, number: int, reason: str | None) -> None:
        member = self.member
        if member is None:
            return
        by, desk = f"{member.name} ({member.badge})", self.controller
        done = desk.submit(lambda: desk.decide_ruling(number, by, reason))
        store = self.controller.store
        if done and store is not None:
            what = "confirmed" if reason is None else f"overridden: {reason}"
            store.audit("ruling_decided", f"ruling {number} {what}",
                        table=self.controller.table_id, staff=member.badge)
        self.member = None  # one decision per sign-in
        self.refresh(f"Ruling {number} {'confirmed' if reason is None else 'overridden'} by "
                     f"{member.name}." if done else "")

    def _add(self, text: str, role: str, slot: Callable[[], object]) -> None:
        button = touch_button(text, role, slot)
        self.grid.addWidget(button, len(self.buttons), 0)
        if self.isVisible():
            button.show()
        self.buttons.append(button)
