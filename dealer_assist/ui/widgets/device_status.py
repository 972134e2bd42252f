"""Device status light, always in view: connected (green), silent or lid open (amber),
disconnected or fault (red), no device (grey)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from dealer_assist.ui import theme

LEVELS: Final = {"connected": "ok", "resumed": "ok", "ready": "ok",
                 "silent": "warn", "lid_open": "warn", "cut_card": "warn", "empty": "warn",
                 "disconnected": "bad", "fault": "bad"}
RANK: Final = {"none": 0, "ok": 1, "warn": 2, "bad": 3}


class Light(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.level = "none"
        self.setFixedSize(22, 22)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(theme.STATUS_COLOURS[self.level])
        painter.setPen(theme.CARD_FACE)
        painter.drawEllipse(QRectF(self.rect()).adjusted(1, 1, -1, -1))


class DeviceStatusView(QFrame):
    """Shows the device that most needs attention, in words as well as colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deviceStatus")
        self.light = Light()
        self.text = QLabel("No shoe", objectName="deviceText")
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 4, 12, 4)
        box.addWidget(self.light)
        box.addWidget(self.text)
        self.devices: dict[str, tuple[str, str]] = {}

    def update_device(self, name: str, status: str, detail: str = "") -> None:
        self.devices[name] = (status, detail)
        worst = max(self.devices.items(), key=lambda kv: RANK[LEVELS.get(kv[1][0], "warn")])
        device, (state, _detail) = worst
        self.light.level = LEVELS.get(state, "warn")
        self.light.update()
        self.text.setText(f"{device}: {state.replace('_', ' ')}")
        self.setToolTip(detail)
