"""A house dealer signs in at the table by badge + PIN (the table's own sign-in; any staff
member may deal, a dealer's PIN is 4 to 8 digits): from the next hand on the log names this
dealer for each hand (``dealer_signed_in``), until another dealer signs in (the push) or the
dealer signs out. The room's supervisor charts hands and rulings per dealer from these."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.engine.house_dealers import DealerSignedIn, DealerSignedOut, dealer_on
from dealer_assist.storage import StaffMember
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.staff_sign_in import FLOOR_ROLES
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.buttons import touch_button

DEALING_ROLES: Final = ("dealer", *FLOOR_ROLES)


class DealerSignIn(Overlay):
    margins = (0.15, 0.08)

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 demo_badge: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        title = QLabel(tr("House dealer"), objectName="overlayTitle")
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.login = SignInView(controller, DEALING_ROLES, "dealer", demo_badge,
                                purpose="to deal")
        self.login.signed_in.connect(self.signed_in)
        # the demo has no dealer on its staff: its floorperson deals
        self.login.demo_button.setText(tr("Demo: present the demo floorperson's badge (she deals)"))
        self.sign_out_button = touch_button(tr("Sign out"), "quiet", self.sign_out)
        head = QHBoxLayout()
        head.addWidget(title, 1)
        head.addWidget(self.sign_out_button)
        head.addWidget(touch_button(tr("Close"), "quiet", self.hide))
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(20, 14, 20, 14)
        box.addLayout(head)
        box.addWidget(self.text)
        box.addWidget(self.login, 1)

    def start(self) -> None:
        self.refresh()
        self.login.reset()
        self.open()

    def refresh(self, message: str = "") -> None:
        dealer = dealer_on(self.controller.session.table)
        now = (f"{dealer.name} ({dealer.badge}) deals at this table." if dealer is not None
               else "No house dealer is signed in at this table.")
        self.text.setText("\n".join(filter(None, (message, now))))
        self.sign_out_button.setVisible(dealer is not None)

    def signed_in(self, member: StaffMember) -> None:
        if self.controller.table_event(DealerSignedIn(member.badge, member.name)):
            self.refresh(f"{member.name} signed in: the log names {member.name} as the dealer "
                         "from the next hand.")

    def sign_out(self) -> None:
        dealer = dealer_on(self.controller.session.table)
        if dealer is not None and self.controller.table_event(DealerSignedOut(dealer.badge)):
            self.refresh(f"{dealer.name} signed out.")
