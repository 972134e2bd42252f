"""A house dealer signs in at the table by badge + PIN (the table's own sign-in; any staff
member may deal, a dealer's PIN is 4 to 8 digits): from the next hand on the log names this
dealer for each hand (``dealer_signed_in``), until another dealer signs in (the push) or the
dealer signs out. The room's supervisor charts hands and rulings per dealer from these."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QT_TR_NOOP, QEvent
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
                                purpose="to deal")  # i18n: the audit log's purpose
        self.login.signed_in.connect(self.signed_in)
        # the demo has no dealer on its staff: its floorperson deals
        self.login.set_demo_text(QT_TR_NOOP("Demo: present the demo floorperson's badge (she "
                                            "deals)"))
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

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): who deals here, said again in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.refresh()

    def refresh(self, message: str = "") -> None:
        dealer = dealer_on(self.controller.session.table)
        now = (tr("{name} ({badge}) deals at this table.").format(
                   name=dealer.name, badge=dealer.badge) if dealer is not None
               else tr("No house dealer is signed in at this table."))
        self.text.setText("\n".join(filter(None, (message, now))))
        self.sign_out_button.setVisible(dealer is not None)

    def signed_in(self, member: StaffMember) -> None:
        if self.controller.table_event(DealerSignedIn(member.badge, member.name)):
            self.refresh(tr("{name} signed in: the log names {name} as the dealer from the "
                            "next hand.").format(name=member.name))

    def sign_out(self) -> None:
        dealer = dealer_on(self.controller.session.table)
        if dealer is not None and self.controller.table_event(DealerSignedOut(dealer.badge)):
            self.refresh(tr("{name} signed out.").format(name=dealer.name))
