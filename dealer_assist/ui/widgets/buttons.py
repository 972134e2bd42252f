"""Buttons built per state and thrown away on the next one."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLayout, QPushButton

from dealer_assist.ui.qt_compat import returns_none


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


def _widest(font: QFont, lines: list[str]) -> int:
    return max(QFontMetrics(font).horizontalAdvance(line) for line in lines)


def wrapped(text: str, font: QFont, room: int) -> str:
    """``text`` in lines no wider than ``room`` pixels, broken between words."""
    lines: list[str] = []
    for word in text.split():
        if lines and QFontMetrics(font).horizontalAdvance(f"{lines[-1]} {word}") <= room:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


def fit_text(button: QPushButton, least: int = 18, width: int | None = None) -> None:
    """The button's words within its width (``width``: the one it will get): a smaller font,
    never under ``least`` px, and less padding; then, if still too wide, broken into lines."""
    button.ensurePolished()  # the theme's font for its role, before it is first shown
    room = (width if width is not None else button.width()) - 12
    font = button.font()
    size = font.pixelSize()
    lines = button.text().split("\n")
    while size > least:
        font.setPixelSize(size)
        if _widest(font, lines) <= room:
            break
        size -= 1
    font.setPixelSize(size)
    if _widest(font, lines) > room and len(lines) == 1:
        button.setText(wrapped(button.text(), font, room))
    if size != button.font().pixelSize():
        button.setStyleSheet(f"font-size: {size}px; padding: 2px 4px;")
