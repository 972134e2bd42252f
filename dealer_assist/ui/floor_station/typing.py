"""Typing on the station by touch: a touch on a name, table or amount field opens the project's
on-screen keyboard over the page (no physical keyboard is needed, issue 9 item 7); OK puts
what was typed in the field, Cancel leaves it as it was. A physical keyboard still types into
the field directly."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from dealer_assist.ui.i18n import tr
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.widgets.buttons import touch_button
from dealer_assist.ui.widgets.keyboard import ROWS, TABLE_ROWS, Keyboard

KEYS: Final = {"name": ROWS, "table": TABLE_ROWS, "digits": ("1234567890",)}


class TypingOverlay(Overlay):
    """One keyboard at a time, for the field touched."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.field: QLineEdit | None = None
        self.keyboard: Keyboard | None = None
        self.title = QLabel("", objectName="overlayTitle")
        self.body = QVBoxLayout(self.panel)
        self.body.addWidget(self.title)
        answers = QHBoxLayout()
        for text, role, slot in ((tr("OK"), "passive", self.accept),
                                 (tr("Cancel"), "quiet", self.hide)):
            answers.addWidget(touch_button(text, role, slot))
        self.body.addStretch(1)
        self.body.addLayout(answers)

    def type_into(self, field: QLineEdit) -> None:
        if self.keyboard is not None:
            self.body.removeWidget(self.keyboard)
            self.keyboard.deleteLater()
        kind = str(field.property("keys") or "name")
        self.keyboard = Keyboard(max_length=40 if kind == "name" else 12,
                                 placeholder=field.placeholderText(),
                                 rows=KEYS.get(kind, ROWS), literal=kind != "name")
        self.keyboard.set_text(field.text())
        self.body.insertWidget(1, self.keyboard)
        self.field = field
        self.title.setText(field.placeholderText())
        parent = self.parentWidget()
        if parent is not None:
            self.place(parent.width(), parent.height())
        self.open()

    def accept(self) -> None:
        if self.field is not None and self.keyboard is not None:
            text = self.keyboard.text
            if self.field.property("keys") == "digits":
                text = text.replace(" ", "")
            self.field.setText(text)
        self.hide()


class TouchTyping(QObject):
    """Opens the overlay when one of the page's fields is touched."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.overlay = TypingOverlay(page)

    def watch(self, page: QWidget) -> None:
        """Every field of ``page`` opens the keyboard when touched."""
        for field in page.findChildren(QLineEdit):
            field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonPress and isinstance(watched, QLineEdit):
            self.overlay.type_into(watched)
            return True
        return False

