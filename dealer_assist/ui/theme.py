"""The touch theme: one QSS file shipped as package data, and the colours the painter needs.

The QSS is written for a 1280x800 screen. On a larger window every pixel size in it (fonts,
touch targets, padding, borders) grows with the window (:func:`follow_window_size`): at
1920x1080 a 20 px label becomes 27 px, as a dealer standing a metre away needs. Smaller windows
keep the 1280x800 sizes (never below: 48 px touch targets, and 1024x768 still fits).
"""

from __future__ import annotations

import re
from importlib import resources
from typing import Final

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QWidget

from dealer_assist.ui import fonts

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


BASE_SIZE: Final = (1280, 800)
MAX_SCALE: Final = 1.6
SCALE_STEP: Final = 0.05  # a resize by a few pixels does not restyle the whole window
_PX: Final = re.compile(r"(\d+)px")


def stylesheet(scale: float = 1.0) -> str:
    """The theme, every ``Npx`` multiplied by ``scale``."""
    text = resources.files("dealer_assist.ui").joinpath("theme.qss").read_text(encoding="utf-8")
    if scale == 1.0:
        return text
    return _PX.sub(lambda m: f"{round(int(m.group(1)) * scale)}px", text)


def scale_for(width: int, height: int) -> float:
    """The size factor for a window: 1 up to 1280x800, then as the window grows (the smaller
    of the two ratios, so that a wide screen does not overflow in height), in 0.05 steps."""
    ratio = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    stepped = int(ratio / SCALE_STEP + 1e-9) * SCALE_STEP
    return round(max(1.0, min(MAX_SCALE, stepped)), 2)


def scale_of(widget: QWidget) -> float:
    """The factor the widget's window is drawn at now (1.0 before it was sized)."""
    value = widget.window().property("uiScale")
    return float(value) if value else 1.0


class _FollowSize(QObject):
    """Restyles a window when its size crosses a scale step (see :func:`scale_for`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            scale = scale_for(watched.width(), watched.height())
            if scale != scale_of(watched):
                watched.setProperty("uiScale", scale)
                # the window's own sheet wins over the application's for what both set
                watched.setStyleSheet("" if scale == 1.0 else stylesheet(scale))
        return False


def follow_window_size(window: QWidget) -> None:
    """Make fonts and touch targets of ``window`` scale with its size from now on."""
    follower = _FollowSize(window)
    window.installEventFilter(follower)


def apply_theme(app: QApplication) -> None:
    """Install the stylesheet and a default font that every Linux kiosk image carries."""
    app.setFont(QFont("DejaVu Sans", 20))
    fonts.use_for("zh_TW")  # Chinese glyphs from Noto Sans CJK, never the missing-glyph box
    app.setStyleSheet(stylesheet())


def restyle(widget: object) -> None:
    """Re-apply the stylesheet after a dynamic property (``toAct``, ``role`` ...) changed."""
    style = widget.style()  # type: ignore[attr-defined]
    style.unpolish(widget)
    style.polish(widget)
