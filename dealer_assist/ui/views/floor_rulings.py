"""Rulings waiting for the floor: sign in with badge + PIN, then confirm or override each one.

Only a floorperson (or supervisor/admin) signed in with a badge and PIN decides; the decision is
one engine event, logged like every other, and the sign-in, the decision and any failure are in
the audit log. The floorperson is signed out after each decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtWidgets import QWidget

from dealer_assist.irregularities import get
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import FloorDesk, floor_desk
from dealer_assist.ui.views.floor_page import FloorPage

OVERRIDE_REASONS: Final = (
    "The facts differ from the report",
    "The floor's judgement in the interest of fairness (LC-P1)",
    "The players agreed before action and the floor allows it",
)


class FloorRulings(FloorPage):
    def __init__(self, controller: TableController | FloorDesk,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(controller, demo_badge, parent)
        self.controller = floor_desk(controller)
        self.refresh()

    def refresh(self, message: str = "") -> None:
        self.clear_keys()
        rulings = self.controller.open_rulings()
        lines = [message] if message else []
        if not rulings:
            lines.append("No ruling waits for the floor.")
        for number, ruling in rulings:
            detail = f" ({ruling.detail})" if ruling.detail else ""
            lines.append(f"Ruling {number}: {get(ruling.irregularity).title}{detail}")
        member = self.member
        if rulings and member is None:
            self.ask_sign_in()
        if rulings and member is not None:
            lines.append(f"Signed in: {member.name} ({member.role}).")
            for number, _ruling in rulings:
                self.add_key(f"Confirm ruling {number}", "passive",
                          lambda n=number: self.decide(n, None))
                for reason in OVERRIDE_REASONS:
                    self.add_key(f"Override {number}: {reason}", "quiet",
                              lambda n=number, r=reason: self.decide(n, r))
            self.add_key("Sign out", "quiet", self.sign_out)
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
