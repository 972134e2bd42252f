"""Rulings waiting for the floor: sign in with badge + PIN, then confirm or override each one.

Only a floorperson (or supervisor/admin) signed in with a badge and PIN decides; the decision is
one engine event, logged like every other, and the sign-in, the decision and any failure are in
the audit log. The floorperson is signed out after each decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import FloorDesk, FlopDesk, floor_desk
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.presenter import present
from dealer_assist.ui.ruling_context import ruling_context
from dealer_assist.ui.views.floor_page import FloorPage
from dealer_assist.ui.widgets.table_view import TableView

OVERRIDE_REASONS: Final = (
    QT_TR_NOOP("The facts differ from the report"),
    QT_TR_NOOP("The floor's judgement in the interest of fairness (LC-P1)"),
    QT_TR_NOOP("The players agreed before action and the floor allows it"),
)
"""English in the log and the audit (records); said in the screen's language on the buttons."""


class FloorRulings(FloorPage):
    def __init__(self, controller: TableController | FloorDesk,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(controller, demo_badge, parent)
        self.controller = floor_desk(controller)
        self.table = TableView()  # the reported hand, replayed to the moment of the report
        self.table.setMinimumSize(420, 300)
        self.table.hide()
        box = self.layout()
        assert isinstance(box, QVBoxLayout)
        box.removeWidget(self.pages)  # the replayed hand beside the sign-in and the keys
        row = QHBoxLayout()
        row.addWidget(self.table, 3)
        row.addWidget(self.pages, 2)
        box.addLayout(row, 1)
        self.refresh()

    def refresh(self, message: str = "") -> None:
        self.clear_keys()
        rulings = self.controller.open_rulings()
        lines = [message] if message else []
        if not rulings:
            lines.append(tr("No ruling waits for the floor."))
        desk = self.controller
        session = desk.controller.session if isinstance(desk, FlopDesk) else None
        frame = None
        signed = self.member is not None
        for number, ruling in rulings:  # the decision with its context, on this one screen
            context = ruling_context(desk.store, desk.table_id, number, ruling, session)
            # while the PIN pad is up only the titles; signed in, all the floor decides on
            lines += context.lines() if signed else context.lines()[:1]
            frame = frame or context.frame
        frame = frame if signed else None
        self.table.setVisible(frame is not None)
        if frame is not None:  # the hand as it stood when the ruling was reported
            self.table.show_table(present(frame))
        member = self.member
        if rulings and member is None:
            self.ask_sign_in()
        if rulings and member is not None:
            lines.append(tr("Signed in: {name} ({role}).").format(name=member.name,
                                                                   role=member.role))
            for number, _ruling in rulings:
                self.add_key(tr("Confirm ruling {number}").format(number=number), "passive",
                          lambda n=number: self.decide(n, None))
                for reason in OVERRIDE_REASONS:
                    self.add_key(tr("Override {number}: {reason}").format(
                                     number=number, reason=tr(reason)), "quiet",
                              lambda n=number, r=reason: self.decide(n, r))
            self.add_key(tr("Sign out"), "quiet", self.sign_out)
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
        said = (tr("Ruling {number} confirmed by {name}.") if reason is None
                else tr("Ruling {number} overridden by {name}."))
        self.refresh(said.format(number=number, name=member.name) if done else "")
