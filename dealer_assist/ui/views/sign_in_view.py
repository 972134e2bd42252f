"""Badge, then PIN: the sign-in the Floor and Supervisor panels share. Listens for badges only
while it is on screen; emits ``signed_in(member)`` once the staff table accepts badge + PIN for
one of ``roles`` (see :mod:`dealer_assist.ui.staff_sign_in`). A badge locked out shows how long
it has left; a PIN too short for the role is replaced here, by touch: new PIN, then again."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QT_TR_NOOP, QEvent, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.storage import StaffMember, StorageError
from dealer_assist.ui import i18n
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import FloorDesk, floor_desk
from dealer_assist.ui.i18n import render_error, tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.staff_sign_in import RULINGS, NewPinNeeded, SignIn, SignInRefused, wait_text
from dealer_assist.ui.widgets.keypad import DigitPad
from dealer_assist.ui.widgets.pin_pad import PinPad

WHO = {"floor": QT_TR_NOOP("floor"), "supervisor": QT_TR_NOOP("supervisor"),
       "admin": QT_TR_NOOP("admin"), "dealer": QT_TR_NOOP("dealer"),
       "floorperson": QT_TR_NOOP("floorperson")}
PIN_TITLES = {"floor": QT_TR_NOOP("Floor PIN"), "supervisor": QT_TR_NOOP("Supervisor PIN"),
              "admin": QT_TR_NOOP("Admin PIN"), "dealer": QT_TR_NOOP("Dealer PIN"),
              "floorperson": QT_TR_NOOP("Floorperson PIN")}
"""Who signs in, in words (the roles' own names stay English in the staff records)."""


class CodePad(DigitPad):
    """A staff code typed instead of a badge (first start without a reader): ``entered``."""

    entered = Signal(str)

    def accept(self) -> None:
        code, self.digits = self.digits, ""
        self.update_display()
        self.entered.emit(code)


class SignInView(QWidget):
    signed_in = Signal(object)  # StaffMember

    def __init__(self, controller: TableController | FloorDesk, roles: tuple[str, ...], who: str,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None, purpose: str = RULINGS) -> None:
        super().__init__(parent)
        self.roles, self.who, self.purpose = roles, who, purpose
        desk = floor_desk(controller)
        store = desk.store
        self.sign_in = SignIn(store, desk.table_id) if store is not None else None
        self.badge: str | None = None
        self.old_pin: str | None = None  # held only while a too-short PIN is being replaced
        self.new_pin: str | None = None
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.demo_words = ""  # the demo button's own words (English source), if not the usual
        self.demo_button = QPushButton(self._demo_text())
        self.demo_button.setProperty("role", "quiet")
        self.demo_button.setVisible(demo_badge is not None)
        if demo_badge is not None:
            self.demo_button.clicked.connect(returns_none(demo_badge))
        self.code_button = QPushButton(tr("No badge: type your staff code"))
        self.code_button.setProperty("role", "quiet")
        self.code_button.clicked.connect(returns_none(self.ask_code))
        self.code = CodePad(tr("Staff code, then OK"))
        self.code.entered.connect(self.badge_read)
        self.code.cancelled.connect(returns_none(self.reset))
        self.pin = PinPad(tr(PIN_TITLES[who]) if who in PIN_TITLES else "PIN")
        self.message: Callable[[], str] = str  # the last refusal, above the prompt (said again)
        self.chosen = ""  # a language touched before signing in: the member's from now on
        self.languages = QButtonGroup(self)
        self.languages.setExclusive(True)
        self.language_row = QWidget()
        language_row = QHBoxLayout(self.language_row)
        language_row.setContentsMargins(0, 0, 0, 0)
        for code, name in i18n.LANGUAGE_NAMES.items():
            button = QPushButton(name)  # each language in its own words, never translated
            button.setCheckable(True)
            button.setProperty("role", "quiet")
            button.setProperty("language", code)
            button.clicked.connect(returns_none(lambda code=code: self.choose_language(code)))
            self.languages.addButton(button)
            language_row.addWidget(button)
        self.pin.entered.connect(self.pin_entered)
        self.pin.cancelled.connect(returns_none(self.reset))
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.text)
        box.addWidget(self.language_row)
        box.addWidget(self.demo_button)
        box.addWidget(self.code_button)
        box.addWidget(self.code, 1)
        box.addWidget(self.pin, 1)
        desk.on_badge(self.badge_read)
        self.reset()

    def changeEvent(self, event: QEvent) -> None:
        """Another language (a language touched before the badge, or i18n.switch): the
        prompt and the demo button are said again in it at once."""
        super().changeEvent(event)
        if event.type() != QEvent.Type.LanguageChange:
            return
        self.demo_button.setText(self._demo_text())
        if self.badge is None and not self.code.isVisibleTo(self):
            self._prompt()

    def set_demo_text(self, source: str) -> None:
        """The demo button's words (an English source marked with ``QT_TR_NOOP``)."""
        self.demo_words = source
        self.demo_button.setText(self._demo_text())

    def _demo_text(self) -> str:
        if self.demo_words:
            return tr(self.demo_words)
        return tr("Demo: present the demo {who} badge").format(who=tr(WHO.get(self.who, self.who)))

    def reset(self, message: str | Callable[[], str] = "") -> None:
        """Back to the badge prompt, ``message`` above it (a callable: said again on a switch)."""
        self.message = message if callable(message) else (lambda: message)
        self.badge = self.old_pin = self.new_pin = None
        self.pin.hide()
        self.code.hide()
        self.code_button.show()
        self.language_row.show()  # touched before the badge (hidden under the PIN pad)
        self._prompt()

    def _prompt(self) -> None:
        if self.sign_in is None:
            self.text.setText(tr("No hand log is open: nobody can sign in here."))
            return
        prompt = tr("A {who} signs in: present your badge to the reader, then enter your "
                    "PIN.").format(who=tr(WHO.get(self.who, self.who)))
        self.text.setText("\n".join(filter(None, (self.message(), prompt))))

    def badge_read(self, badge: str) -> None:
        if not self.isVisible() or self.sign_in is None:
            return
        self.reset()
        try:
            left = self.sign_in.locked_for(badge)
        except StorageError as error:
            self._log_unusable(error)
            return
        if left > 0:
            self.text.setText(tr("Badge {badge} is locked for {wait_text} more after too many "
                                 "wrong PINs.").format(
                                  badge=badge, wait_text=wait_text(left)))
            return
        self.badge = badge
        self.text.setText(tr("Badge {badge}: enter the PIN.").format(badge=badge))
        self.code.hide()
        self.code_button.hide()
        self.language_row.hide()
        self.pin.show()

    def ask_code(self) -> None:
        self.text.setText(tr("Type the staff code you were given at first start, then OK."))
        self.code_button.hide()
        self.code.show()

    def pin_entered(self, pin: str) -> None:
        if self.badge is None or self.sign_in is None:
            return
        try:
            member = self._sign_in(self.badge, pin)
        except NewPinNeeded as short:
            self.old_pin = pin
            self.text.setText(tr("{short}. Enter the new PIN.").format(
                short=render_error(short)))
            return
        except SignInRefused as refused:
            reason = refused  # (the except clause's name is gone once it ends)
            self.reset(lambda: tr("Not signed in: {refused}.").format(
                refused=render_error(reason)))
            return
        except StorageError as error:
            self._log_unusable(error)
            return
        if member is None:
            self.text.setText(tr("Enter the new PIN again."))
            return
        try:
            member = self._keep_language(member)
        except StorageError as error:
            self._log_unusable(error)
            return
        self.reset()
        self.language_row.hide()  # signed in: it gives its room back (a stack sizes to its pages)
        i18n.staff_signed_in(member.language)
        self.signed_in.emit(member)

    def _log_unusable(self, error: StorageError) -> None:
        """The hand log cannot read or record this sign-in (damaged, full, read-only): nobody
        signs in unrecorded; the reason is said and the badge asked for again. A damaged log is
        checked from the command line (`dealer-assist verify`, docs/storage.md)."""
        self.reset(lambda: tr("Not signed in: the sign-in cannot be recorded: {error}.").format(
            error=render_error(error)))

    def choose_language(self, language: str) -> None:
        """Touched before the PIN: this member's screens speak ``language`` from this sign-in
        on (stored with the staff record); the sign-in itself switches to it at once."""
        self.chosen = language
        i18n.switch(language)

    def _keep_language(self, member: StaffMember) -> StaffMember:
        """The language touched at this sign-in stored with the member (a chained staff record
        and its audit note); the member as signed in, with it."""
        chosen, self.chosen = self.chosen, ""
        store = self.sign_in.store if self.sign_in is not None else None
        if not chosen or chosen == member.language or store is None:
            return member
        store.change_staff(member.badge, member.name, member.role, pin_hash=member.pin_hash,
                           active=member.active, language=chosen, action="staff_language",
                           # i18n: the audit log stays English
                           detail=f"{member.name}: screens in {chosen}", by=member.badge)
        return replace(member, language=chosen)

    def _sign_in(self, badge: str, pin: str) -> StaffMember | None:
        """Badge + PIN, or the next step of choosing a new PIN (None while it is not done)."""
        assert self.sign_in is not None
        if self.old_pin is None:
            return self.sign_in.attempt(badge, pin, self.roles, self.purpose)
        if self.new_pin is None:
            self.new_pin = pin
            return None
        if pin != self.new_pin:
            raise SignInRefused(tr("the new PIN was not entered the same twice"))
        return self.sign_in.change_pin(badge, self.old_pin, pin, self.roles, self.purpose)
