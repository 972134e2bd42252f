"""Buttons built per state and thrown away on the next one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLayout, QPushButton, QStyle, QStyleOptionButton

from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.theme import scale_of
from dealer_assist.ui.widgets.text_width import text_width


def touch_button(text: str, role: str, slot: Callable[[], object]) -> QPushButton:
    """A themed button whose touch calls ``slot`` (its result dropped, see qt_compat)."""
    button = QPushButton(text)
    button.setProperty("role", role)
    button.clicked.connect(returns_none(slot))
    return button


def discard(layout: QLayout, buttons: list[QPushButton]) -> None:
    """Take ``buttons`` off ``layout`` and off the screen now (deleted later), and forget them."""
    for button in buttons:
        layout.removeWidget(button)
        button.hide()
        button.deleteLater()
    buttons.clear()


def wrapped(text: str, font: QFont, room: int) -> str:
    """``text`` in lines no wider than ``room`` pixels, broken between words."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(font, [f"{lines[-1]} {word}"]) <= room:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


def text_room(button: QPushButton, width: int | None = None) -> int:
    """The width a key draws its text in: its width (or ``width``, the one it will get) less
    the border and padding its style sheet gives it, as the style itself computes them."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    if width is not None:
        option.rect = QRect(0, 0, width, max(button.height(), 1))
    return button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option,
                                         button).width()


TIGHT_PADDING: Final = "padding: 2px 4px;"  # i18n: a style sheet, never shown


def fit_text(button: QPushButton, least: int = 18, width: int | None = None) -> None:
    """The button's words within its width (``width``: the one it will get), measured against
    the room its border and padding leave: first as the theme draws it; then with less
    padding and a smaller font, never under ``least`` px; then, if still too wide, broken
    into lines between words. Called again with another width, scale or text (a resize, a
    language), it starts from the theme's look; with the same, it changes nothing (a resize
    handler that fits its keys must not restyle them into another resize, round and round)."""
    text = button.text()
    if text == button.property("fitShown"):  # our own wrapping of an earlier call
        text = str(button.property("fitText"))
    key = f"{width if width is not None else button.width()} {scale_of(button)} {least} {text}"
    if button.property("fitKey") == key:
        return
    button.setProperty("fitKey", key)
    if button.text() != text:
        button.setText(text)
    if button.styleSheet():
        button.setStyleSheet("")
    button.ensurePolished()  # the theme's font for its role, before it is first shown
    lines = text.split("\n")
    font = button.font()
    if text_width(font, lines) <= text_room(button, width):
        return
    button.setStyleSheet(TIGHT_PADDING)
    room = text_room(button, width)
    size = font.pixelSize()
    while size > least and text_width(font, lines) > room:
        size -= 1
        font.setPixelSize(size)
    if text_width(font, lines) > room and len(lines) == 1:
        button.setText(wrapped(text, font, room))
        button.setProperty("fitText", text)
        button.setProperty("fitShown", button.text())
    if size != button.font().pixelSize():
        button.setStyleSheet(f"font-size: {size}px; {TIGHT_PADDING}")
