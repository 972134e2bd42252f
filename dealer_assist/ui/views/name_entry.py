"""A new player's name before the buy-in: typed on the on-screen keyboard, or the seat's default
name ("Player N") in one touch.

Why a widget of its own: the seat panel's buy-in used to name every newcomer "Player N"; this is
the step that asks, kept apart so the panel stays a list of seat options. An empty name is
refused with a sentence saying what to do, and nothing is sent to the engine until a name is
there.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.ui.i18n import tr
from dealer_assist.ui.widgets.buttons import touch_button
from dealer_assist.ui.widgets.keyboard import Keyboard

NEXT = QT_TR_NOOP("Next: the buy-in")
NEEDED = QT_TR_NOOP("A player needs a name to sit down")


class NameEntry(QWidget):
    """Emits ``named(name)`` (spaces tidied) or ``cancelled()``; :meth:`ask` starts it afresh.
    ``next_text`` and ``needed`` are English sources (``QT_TR_NOOP``), said in the screen's
    language here."""

    named = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None, *, next_text: str = NEXT,
                 needed: str = NEEDED,
                 keyboard: Keyboard | None = None) -> None:
        super().__init__(parent)
        self.default = ""
        self.needed = needed
        self.keyboard = keyboard or Keyboard()
        self.message = QLabel(objectName="detailText")
        self.message.setWordWrap(True)
        self.default_button = touch_button("", "quiet", lambda: self.named.emit(self.default))
        row = QGridLayout()
        row.setSpacing(10)
        row.addWidget(self.default_button, 0, 0)
        row.addWidget(touch_button(tr(next_text), "step", self.accept), 0, 1)
        row.addWidget(touch_button(tr("Back"), "quiet", self.cancelled.emit), 0, 2)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(8)
        box.addWidget(self.keyboard)
        box.addWidget(self.message)
        box.addLayout(row)
        box.addStretch(1)

    def ask(self, default: str) -> None:
        """A blank keyboard, with ``default`` offered as the one-touch name."""
        self.default = default
        self.keyboard.set_text("")
        self.message.setText("")
        self.default_button.setText(tr("Use {default}").format(default=default))
        self.default_button.setVisible(bool(default))  # none: the name is typed

    def accept(self) -> None:
        name = " ".join(self.keyboard.text.split())
        if not name:
            self.message.setText(
                (tr("{needed}: type it on the keyboard, or touch “Use {default}”.")
                 if self.default else tr("{needed}: type it on the keyboard.")).format(
                    needed=tr(self.needed), default=self.default))
            return
        self.named.emit(name)
