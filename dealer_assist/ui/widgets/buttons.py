"""Buttons built per state and thrown away on the next one."""

from __future__ import annotations

from collections.abc import Callable

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
