"""The Floor button's panel. Honest about what exists: the engine has no irregularity catalogue
yet, so this lists nothing it cannot rule on."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

NOT_YET = ("Irregularities: coming.\n\n"
           "This version cannot list or rule on irregularities yet: the engine has no "
           "irregularity catalogue. Call the floorperson to the table in person.\n\n"
           "The engine still refuses what the rules forbid (a card out of turn, an action out "
           "of turn, a wrong amount) and says why in the red banner.")


class FloorPanel(QWidget):
    """A dimmed layer over the whole screen (touches do not reach the table) with the panel."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scrim")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.panel = QFrame(objectName="overlayPanel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.panel)
        title = QLabel("Floor", objectName="overlayTitle")
        self.text = QLabel(NOT_YET, objectName="overlayText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.close_button = QPushButton("Close")
        self.close_button.setProperty("role", "quiet")
        self.close_button.clicked.connect(self.closed.emit)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(24, 18, 24, 18)
        box.setSpacing(14)
        box.addWidget(title)
        box.addWidget(self.text, 1)
        box.addWidget(self.close_button)

    def place(self, width: int, height: int) -> None:
        """Cover the screen; the panel keeps a margin all round."""
        self.setGeometry(0, 0, width, height)
        mx, my = int(width * 0.15), int(height * 0.12)
        layout = self.layout()
        assert layout is not None
        layout.setContentsMargins(mx, my, mx, my)
