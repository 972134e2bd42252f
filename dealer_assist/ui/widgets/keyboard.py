"""An on-screen keyboard for player names: letters, space, hyphen and apostrophe, delete and
clear. No physical keyboard is needed anywhere (issue 9 item 7). With ``rows=ADDRESS_ROWS`` and
``literal=True`` it types the room store's address (``setup --touch``): small letters, digits and
the signs a PostgreSQL address uses, each key typing what it shows."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TR_NOOP, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.ui.i18n import tr
from dealer_assist.ui.widgets.buttons import touch_button

ROWS: Final = ("QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-")
TABLE_ROWS: Final = ("1234567890", *ROWS)  # table names: "T7", "HE-12"
ADDRESS_ROWS: Final = ("1234567890", "qwertyuiop", "asdfghjkl=", "zxcvbnm._-", ":/@?&%,")
MAX_LENGTH: Final = 20


class Keyboard(QWidget):
    """Emits ``changed(text)`` after every key; ``text`` is what was typed."""

    changed = Signal(str)

    def __init__(self, parent: QWidget | None = None, max_length: int = MAX_LENGTH,
                 placeholder: str = "", names: bool = True,
                 rows: tuple[str, ...] = ROWS, literal: bool = False) -> None:
        super().__init__(parent)
        self.text = ""
        self.max_length = max_length
        self.placeholder = placeholder or tr("Type the player's name")
        self.names = names  # a capital on every word (names), or only at the start (sentences)
        self.literal = literal  # each key types what it shows (addresses), no capitals added
        self.display = QLabel(objectName="numberDisplay")
        self.keys: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(6)
        for r, row in enumerate(rows):
            for c, key in enumerate(row):
                button = touch_button(key, "letter", lambda k=key: self.press(k))
                self.keys[key] = button
                grid.addWidget(button, r, c)
        for key, label, col, span in ((" ", QT_TR_NOOP("Space"), 0, 5),
                                      ("del", QT_TR_NOOP("Delete"), 5, 3),
                                      ("clear", QT_TR_NOOP("Clear"), 8, 2)):
            button = touch_button(tr(label), "letter", lambda k=key: self.press(k))
            self.keys[key] = button
            grid.addWidget(button, len(rows), col, 1, span)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        box.addWidget(self.display)
        box.addLayout(grid)
        self.set_text("")

    def press(self, key: str) -> None:
        if key == "del":
            text = self.text[:-1]
        elif key == "clear":
            text = ""
        elif len(self.text) >= self.max_length:
            return
        elif self.literal:
            text = self.text + key
        else:
            # capital at the start, and after a space in names, as they are written
            capital = not self.text or (self.names and self.text[-1] in " -'")
            text = self.text + (key if capital else key.lower())
        self.set_text(text)

    def set_text(self, text: str) -> None:
        self.text = text
        self.display.setText(text or self.placeholder)
        self.changed.emit(text)
