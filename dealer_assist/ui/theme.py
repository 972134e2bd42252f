"""The touch theme: one QSS file shipped as package data, and the colours the painter needs."""

from __future__ import annotations

from importlib import resources
from typing import Final

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication

FELT: Final = QColor("#14532D")
FELT_EDGE: Final = QColor("#78350F")
CARD_FACE: Final = QColor("#FFFFFF")
CARD_RED: Final = QColor("#B91C1C")
CARD_BLACK: Final = QColor("#111827")
CARD_BACK: Final = QColor("#1E3A8A")
SLOT_EDGE: Final = QColor("#86EFAC")
STATUS_COLOURS: Final = {
    "ok": QColor("#22C55E"),
    "warn": QColor("#F59E0B"),
    "bad": QColor("#EF4444"),
    "none": QColor("#9CA3AF"),
}


def stylesheet() -> str:
    return resources.files("dealer_assist.ui").joinpath("theme.qss").read_text(encoding="utf-8")


def apply_theme(app: QApplication) -> None:
    """Install the stylesheet and a default font that every Linux kiosk image carries."""
    app.setFont(QFont("DejaVu Sans", 20))
    app.setStyleSheet(stylesheet())


def restyle(widget: object) -> None:
    """Re-apply the stylesheet after a dynamic property (``toAct``, ``role`` ...) changed."""
    style = widget.style()  # type: ignore[attr-defined]
    style.unpolish(widget)
    style.polish(widget)
