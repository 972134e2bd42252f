"""A dimmed layer over the whole screen with one framed panel: touches never reach the table
behind it. The Floor panel, the card picker and the seat panel are overlays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget


class Overlay(QWidget):
    margins = (0.04, 0.05)  # of the screen's width and height, each side

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scrim")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.panel = QFrame(objectName="overlayPanel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.panel)
        self.hide()

    def place(self, width: int, height: int) -> None:
        """Cover the screen; the panel keeps a margin all round."""
        self.setGeometry(0, 0, width, height)
        mx, my = int(width * self.margins[0]), int(height * self.margins[1])
        layout = self.layout()
        assert layout is not None
        layout.setContentsMargins(mx, my, mx, my)

    def open(self) -> None:
        self.show()
        self.raise_()
