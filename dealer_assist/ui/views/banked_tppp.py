"""The Floor panel's TPPP page at a banked table: the floor declares a seat's player a third-party
proposition player (CA-PDR) between rounds.

Why the floor: a TPPP changes who may take the bank (not offered the bank right after banking)
and counts against the table's limit, so it is a house decision, not the dealer's: the page asks
for a floor badge and PIN (as the Rulings page does), the declaration is one logged engine event
(``banked_tppp_declared``) and the audit log names the floorperson. The engine refuses a player
over the table's limit; its sentence is shown here as it words it. One declaration per sign-in.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from dealer_assist.storage import StaffMember
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.staff_sign_in import FLOOR_ROLES
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.buttons import discard, touch_button


class BankedTppp(QWidget):
    def __init__(self, controller: BankedController,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.member: StaffMember | None = None
        self.refusal = ""
        controller.refused.connect(self._refused)
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.login = SignInView(controller, FLOOR_ROLES, "floor", demo_badge,
                                purpose="to declare a TPPP")
        self.login.signed_in.connect(self.signed_in)
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        self.buttons: list[QPushButton] = []
        keys = QWidget()
        keys.setLayout(self.grid)
        self.pages = QStackedWidget()
        self.pages.addWidget(keys)
        self.pages.addWidget(self.login)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.text)
        box.addWidget(self.pages, 1)
        self.refresh()

    def _refused(self, message: str) -> None:
        self.refusal = message

    def signed_in(self, member: StaffMember) -> None:
        self.member = member
        self.refresh()

    def sign_out(self) -> None:
        self.member = None
        self.refresh()

    def refresh(self, message: str = "") -> None:
        discard(self.grid, self.buttons)
        c = self.controller
        rot, cfg = c.session.table.rotation, c.session.table.config
        declared = sorted(rot.tppp) if rot is not None else []
        limit = cfg.pdr_max_tppp if cfg is not None else 0
        lines = [message] if message else []
        lines.append(f"Third-party proposition players (CA-PDR): {len(declared)} of {limit} "
                     f"allowed at this table{': ' + ', '.join(declared) if declared else ''}.")
        self.pages.setCurrentIndex(0)
        if c.floor_stage() != "between":
            lines.append("A TPPP is declared between rounds.")
        elif self.member is None:
            self.login.reset()
            self.pages.setCurrentWidget(self.login)
        else:
            lines.append(f"Signed in: {self.member.name} ({self.member.role}).")
            for seat, name in sorted(c.players.items()):
                if name and name not in declared:
                    self._add(f"Seat {seat} ({name}): declare TPPP",
                              lambda s=seat: self.declare(s))
            self._add("Sign out", self.sign_out)
        self.text.setText("\n".join(lines))

    def declare(self, seat: int) -> None:
        member, c = self.member, self.controller
        if member is None:
            return
        name = c.players.get(seat, "")
        self.refusal = ""
        done = c.declare_tppp(seat)
        if done and c.store is not None:
            c.store.audit("tppp_declared", f"seat {seat} {name} declared TPPP (CA-PDR)",
                          table=c.table_id, staff=member.badge)
        self.member = None  # one declaration per sign-in
        self.refresh(f"Seat {seat} ({name}) declared TPPP by {member.name}." if done
                     else f"Not declared: {self.refusal}")

    def _add(self, text: str, slot: Callable[[], object]) -> None:
        button = touch_button(text, "quiet", slot)
        self.grid.addWidget(button, len(self.buttons), 0)
        if self.isVisible():
            button.show()
        self.buttons.append(button)
