"""Badge, then PIN, at the floor station: the table's pads (a badge code typed when no reader
is attached), checked by :class:`~.sign_in.StationSignIn`. Emits ``signed_in(member)``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dealer_assist.ui import room_reach
from dealer_assist.ui.floor_station.sign_in import StationRefused, StationSignIn, unlock_text
from dealer_assist.ui.i18n import render_error, tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.staff_sign_in import SignInRefused
from dealer_assist.ui.views.sign_in_view import CodePad
from dealer_assist.ui.widgets.pin_pad import PinPad


def not_signed_in(refused: SignInRefused) -> Callable[[], str]:
    """Why a sign-in was refused, said in the current language whenever it is shown."""
    said = refused.say if isinstance(refused, StationRefused) else (
        lambda: render_error(refused))
    return lambda: tr("Not signed in: {refused}.").format(refused=said())


def detail_behind(refused: SignInRefused) -> str:
    """The database driver's words behind a refusal (the room out of reach), or none."""
    return refused.detail if isinstance(refused, StationRefused) else ""


class StationSignInView(QWidget):
    signed_in = Signal(object)  # StaffMember

    def __init__(self, sign_in: StationSignIn, prompt: str,
                 parent: QWidget | None = None) -> None:
        """``prompt``: English, marked with ``QT_TR_NOOP`` (said in the current language), or
        set later as a function of no arguments (:attr:`prompt`)."""
        super().__init__(parent)
        self.sign_in = sign_in
        self.prompt: str | Callable[[], str] = prompt
        self.message: Callable[[], str] | None = None  # the last message, to say again
        self.detail = ""  # the database driver's words behind it (a tool tip), if any
        self.badge: str | None = None
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.code = CodePad(tr("Badge code, then OK"))
        self.code.entered.connect(self.badge_read)
        self.code.cancelled.connect(returns_none(self.reset))
        self.pin = PinPad(tr("Floor PIN"))
        self.pin.entered.connect(self.pin_entered)
        self.pin.cancelled.connect(returns_none(self.reset))
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.text)
        box.addWidget(self.code, 1)
        box.addWidget(self.pin, 1)
        self.reset()

    def prompt_text(self) -> str:
        return self.prompt() if callable(self.prompt) else tr(self.prompt) if self.prompt else ""

    def reset(self, message: Callable[[], str] | None = None, detail: str = "") -> None:
        """Back to the badge pad, with ``message`` (a function that says it) over the prompt;
        ``detail``: the database driver's own words behind it, a tool tip only."""
        self.badge, self.message, self.detail = None, message, detail
        self.pin.hide()
        self.code.show()
        self.say_again()

    def say_again(self) -> None:
        """The words in the current language (after a switch too)."""
        if self.badge is not None:
            self.text.setText(tr("Badge {badge}: enter the PIN.").format(badge=self.badge))
            return
        said = self.message() if self.message is not None else ""
        room_reach.say(self.text, "\n".join(filter(None, (said, self.prompt_text()))),
                       self.detail)

    def badge_read(self, badge: str) -> None:
        """A badge from the reader or typed on the pad."""
        badge = badge.strip()
        if not badge:
            return
        try:
            until = self.sign_in.locked_until(badge)
        except SignInRefused as refused:
            self.reset(not_signed_in(refused), detail_behind(refused))
            return
        if until is not None:
            self.reset(lambda: tr("Badge {badge} is locked until {time} after too many wrong "
                                  "PINs (counted at every floor station).").format(
                                      badge=badge, time=unlock_text(until)))
            return
        self.badge = badge
        self.say_again()
        self.code.hide()
        self.pin.show()

    def pin_entered(self, pin: str) -> None:
        if self.badge is None:
            return
        try:
            member = self.sign_in.attempt(self.badge, pin)
        except SignInRefused as refused:
            self.reset(not_signed_in(refused), detail_behind(refused))
            return
        self.reset()
        self.signed_in.emit(member)
