"""A buy-in the house's rules refuse: the refusal in the dealer's words with its rule IDs, and
the floor's override (badge + PIN, as every floor decision at the table, then a reason; LC-P1).

Emits ``overridden(Override)`` once a floorperson signed in and chose a reason, ``back()`` to
change the amount. The floorperson is signed out after the one decision; the override is
logged with the buy-in (``buy_in_checked``) and noted in the audit log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QT_TR_NOOP, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.storage import StaffMember
from dealer_assist.ui.buy_in_checks import Override
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.staff_sign_in import FLOOR_ROLES, role_word
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.buttons import discard, touch_button

OVERRIDE_REASONS: Final = (
    QT_TR_NOOP("The floor's judgement in the interest of fairness (LC-P1)"),
    QT_TR_NOOP("A house policy the rulebook does not list (LC-P1)"),
    QT_TR_NOOP("The player's chips were counted wrong and the floor has checked them"),
)
"""The reasons a floorperson may accept a refused buy-in for: shown translated, logged in
English (the hand log's record)."""


class BuyInOverride(QWidget):
    overridden = Signal(object)  # Override
    back = Signal()

    def __init__(self, controller: TableController,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.member: StaffMember | None = None
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.login = SignInView(controller, FLOOR_ROLES, "floorperson", demo_badge,
                                # i18n: the sign-in's purpose, for the audit log
                                purpose="to override a buy-in")
        self.login.signed_in.connect(self._signed_in)
        self.grid = QGridLayout()
        self.keys: list[QPushButton] = []
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.text)
        box.addWidget(self.login, 1)
        box.addLayout(self.grid)

    def refused(self, why: str) -> None:
        """Show the refusal; the floor may sign in to override it."""
        self.member = None
        self.text.setText(tr("Refused: {why}.\nChange the amount, or call the floor: a "
                             "floorperson may accept it with a reason (LC-P1).").format(
                              why=why))
        self.login.reset()
        self.login.show()
        self._keys([(tr("Change the amount"), "quiet", self.back.emit)])

    def _signed_in(self, member: StaffMember) -> None:
        self.member = member
        self.login.hide()
        self.text.setText(tr("{text}\nSigned in: {name} ({role}). Accept the buy-in "
                             "because:").format(text=self.text.text(), name=member.name,
                                                role=render(role_word(member.role))))
        self._keys([(tr(reason), "passive", lambda r=reason: self._decide(r))
                    for reason in OVERRIDE_REASONS]
                   + [(tr("Change the amount"), "quiet", self.back.emit)])

    def _decide(self, reason: str) -> None:
        member = self.member
        if member is None:
            return
        self.member = None  # one decision per sign-in
        self.overridden.emit(Override(f"{member.name} ({member.badge})", reason, member.badge))

    def _keys(self, keys: list[tuple[str, str, Callable[[], object]]]) -> None:
        discard(self.grid, self.keys)
        for i, (text, role, slot) in enumerate(keys):
            button = touch_button(text, role, slot)
            self.keys.append(button)
            self.grid.addWidget(button, i // 2, i % 2)
            if self.isVisible():
                button.show()
