"""First start on a new hand log: nobody can sign in yet, so the screen creates the room's first
supervisor by touch. Name on the on-screen keyboard; a badge presented to the reader, or (no
reader yet) a generated staff code typed at every sign-in; a PIN of at least 6 digits, twice.

The member gets the admin role: a supervisor who can also add the rest of the staff (Admin
button) and sign in wherever a supervisor may. The panel appears only while the staff table is
empty; the new row is noted in the audit log, and the PIN is kept only as a hash.
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import floor_desk
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.staff_sign_in import (
    FLOOR_MIN_DIGITS,
    MAX_PIN_DIGITS,
    hash_pin,
    pin_problem,
)
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.widgets.buttons import touch_button
from dealer_assist.ui.widgets.keyboard import Keyboard
from dealer_assist.ui.widgets.pin_pad import PinPad

ROLE = "admin"
CODE_DIGITS = 8


def generated_code() -> str:
    """A staff code for someone without a badge: 8 digits, typed at sign-in instead."""
    return "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))


class FirstRun(Overlay):
    """Emits ``created(name)`` once the first supervisor is in the staff table."""

    created = Signal(str)

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.desk = floor_desk(controller)
        self.name = self.badge = self.first_pin = ""
        title = QLabel(tr("First start: the room's first supervisor"), objectName="overlayTitle")
        title.setWordWrap(True)
        self.message = QLabel(objectName="detailText")
        self.message.setWordWrap(True)
        self.keyboard = Keyboard(placeholder=tr("Type the supervisor's name"))
        name_page = QWidget()
        name_box = QVBoxLayout(name_page)
        name_box.setContentsMargins(0, 0, 0, 0)
        name_box.addWidget(self.keyboard)
        name_box.addWidget(touch_button(tr("Next: badge"), "step", self.name_done))
        name_box.addStretch(1)
        badge_page = QWidget()
        badge_box = QVBoxLayout(badge_page)
        badge_box.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(touch_button(tr("No badge: use a generated code"), "quiet", self.use_code))
        self.badge_next = touch_button(tr("Next: PIN"), "step", self.badge_done)
        row.addWidget(self.badge_next)
        badge_box.addLayout(row)
        badge_box.addStretch(1)
        self.pin = PinPad("PIN")
        self.pin.entered.connect(self.pin_entered)
        self.pin.cancelled.connect(self.start)
        self.pages = QStackedWidget()
        for page in (name_page, badge_page, self.pin):
            self.pages.addWidget(page)
        self.name_page, self.badge_page = name_page, badge_page
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(20, 12, 20, 12)
        box.addWidget(title)
        box.addWidget(self.message)
        box.addWidget(self.pages, 1)
        self.desk.on_badge(self.badge_read)

    def open(self) -> None:
        self.start()
        super().open()

    def start(self) -> None:
        self.name = self.badge = self.first_pin = ""
        self.keyboard.set_text("")
        self.message.setText(tr("Nobody can sign in on this new hand log yet. Type the name of "
                                "the supervisor in charge, then touch Next."))
        self.pages.setCurrentWidget(self.name_page)

    def name_done(self) -> None:
        name = " ".join(self.keyboard.text.split())
        if not name:
            self.message.setText(tr("Type the supervisor's name first, then touch Next."))
            return
        self.name = name
        self._show_badge()
        self.pages.setCurrentWidget(self.badge_page)

    def _show_badge(self) -> None:
        if not self.badge:
            text = tr("{name}: present your badge to the reader, or touch “No badge” for a "
                      "code to type at sign-in instead.").format(name=self.name)
        elif self.badge.isdigit() and len(self.badge) == CODE_DIGITS:
            text = tr("{name}: your staff code is {code}. Write it down: you type it at every "
                      "sign-in. Touch Next.").format(name=self.name, code=self.badge)
        else:
            text = tr("{name}: badge {badge} read. Touch Next.").format(name=self.name,
                                                                         badge=self.badge)
        self.message.setText(text)
        self.badge_next.setEnabled(bool(self.badge))

    def badge_read(self, badge: str) -> None:
        if self.isVisible() and self.pages.currentWidget() is self.badge_page:
            self.badge = badge
            self._show_badge()

    def use_code(self, code: str = "") -> None:
        """A generated staff code (``code``: a given one, for the screenshots' same pictures)."""
        self.badge = code or generated_code()
        self._show_badge()

    def badge_done(self) -> None:
        self.first_pin = ""
        self.pin.title.setText(tr("{name}'s PIN: {FLOOR_MIN_DIGITS} to {MAX_PIN_DIGITS} digits, "
                                  "then OK").format(
            name=self.name, FLOOR_MIN_DIGITS=FLOOR_MIN_DIGITS, MAX_PIN_DIGITS=MAX_PIN_DIGITS))
        self.message.setText("")
        self.pages.setCurrentWidget(self.pin)

    def pin_entered(self, pin: str) -> None:
        problem = pin_problem(pin, ROLE)
        if problem:
            self.message.setText(tr("Not taken: {problem}. Enter it again.").format(
                                     problem=render(problem)))
            return
        if not self.first_pin:
            self.first_pin = pin
            self.message.setText("")
            self.pin.title.setText(tr("The same PIN again, then OK"))
            return
        first, self.first_pin = self.first_pin, ""
        if pin != first:
            self.badge_done()
            self.message.setText(tr("The two PINs differ: enter the PIN again."))
            return
        store = self.desk.store
        assert store is not None  # the panel opens only on a hand log
        store.add_staff(self.badge, self.name, ROLE, pin_hash=hash_pin(pin))
        # i18n: the audit log stays English
        store.audit("staff_added", f"{self.name} added as {ROLE} at first start, badge "
                    f"{self.badge}", table=self.desk.table_id, staff=self.badge)
        self.hide()
        self.created.emit(self.name)
