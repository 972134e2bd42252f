"""A Floor panel page a floorperson acts on: a text, the floor sign-in (badge + PIN) and a column
of touch keys once signed in, signed out again after each decision.

The Rulings page and the banked TPPP page are both this; each says what it lists
(``refresh``) and what a key does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from dealer_assist.storage import StaffMember
from dealer_assist.ui import i18n
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import FloorDesk, SignedIn
from dealer_assist.ui.staff_sign_in import FLOOR_ROLES, RULINGS
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.buttons import discard, fit_text, touch_button


class FloorPage(QWidget):
    member = SignedIn("desk")  # the floorperson signed in here names the rulings reported

    def __init__(self, controller: TableController | FloorDesk,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None, *, purpose: str = RULINGS) -> None:
        super().__init__(parent)
        self.desk = controller
        self.member = None
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.login = SignInView(controller, FLOOR_ROLES, "floor", demo_badge, purpose=purpose)
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

    def refresh(self, message: str = "") -> None:
        """What the page lists now (and ``message`` first)."""

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the page on screen lists again in it (one not on
        screen lists when it is shown)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.refresh()

    def signed_in(self, member: StaffMember) -> None:
        self.member = member
        self.refresh()

    def sign_out(self) -> None:
        i18n.staff_signed_out()  # the table's language again
        self.member = None
        self.refresh()

    def ask_sign_in(self) -> None:
        self.login.reset()
        self.pages.setCurrentWidget(self.login)

    def clear_keys(self) -> None:
        discard(self.grid, self.buttons)
        self.pages.setCurrentIndex(0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for button in self.buttons:
            self._fit(button)

    def _fit(self, button: QPushButton) -> None:
        """A long key (an override's reason) on as many lines as its width needs."""
        fit_text(button, 18, self.pages.width())

    def add_key(self, text: str, role: str, slot: Callable[[], object]) -> None:
        button = touch_button(text, role, slot)
        button.setProperty("words", text)
        self.grid.addWidget(button, len(self.buttons), 0)
        self._fit(button)  # in the window: its theme (a larger screen's larger font) applies
        if self.isVisible():
            button.show()
        self.buttons.append(button)
