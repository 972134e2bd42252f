"""Badge, then PIN, at the floor station: the table's pads (a badge code typed when no reader
is attached), checked by :class:`~.sign_in.StationSignIn`. Emits ``signed_in(member)``."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dealer_assist.ui.floor_station.sign_in import StationSignIn, unlock_text
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.staff_sign_in import SignInRefused
from dealer_assist.ui.views.sign_in_view import CodePad
from dealer_assist.ui.widgets.pin_pad import PinPad


class StationSignInView(QWidget):
    signed_in = Signal(object)  # StaffMember

    def __init__(self, sign_in: StationSignIn, prompt: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sign_in, self.prompt = sign_in, prompt
        self.badge: str | None = None
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.code = CodePad("Badge code, then OK")
        self.code.entered.connect(self.badge_read)
        self.code.cancelled.connect(returns_none(self.reset))
        self.pin = PinPad("Floor PIN")
        self.pin.entered.connect(self.pin_entered)
        self.pin.cancelled.connect(returns_none(self.reset))
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.text)
        box.addWidget(self.code, 1)
        box.addWidget(self.pin, 1)
        self.reset()

    def reset(self, message: str = "") -> None:
        self.badge = None
        self.pin.hide()
        self.code.show()
        self.text.setText("\n".join(filter(None, (message, self.prompt))))

    def badge_read(self, badge: str) -> None:
        """A badge from the reader or typed on the pad."""
        badge = badge.strip()
        if not badge:
            return
        try:
            until = self.sign_in.locked_until(badge)
        except SignInRefused as refused:
            self.reset(tr("Not signed in: {refused}.").format(refused=refused))
            return
        if until is not None:
            self.reset(tr("Badge {badge} is locked until {time} after too many wrong PINs "
                          "(counted at every floor station).").format(
                              badge=badge, time=unlock_text(until)))
            return
        self.badge = badge
        self.text.setText(tr("Badge {badge}: enter the PIN.").format(badge=badge))
        self.code.hide()
        self.pin.show()

    def pin_entered(self, pin: str) -> None:
        if self.badge is None:
            return
        try:
            member = self.sign_in.attempt(self.badge, pin)
        except SignInRefused as refused:
            self.reset(tr("Not signed in: {refused}.").format(refused=refused))
            return
        self.reset()
        self.signed_in.emit(member)
