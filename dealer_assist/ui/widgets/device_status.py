"""Device status, always in view: one light and name per device (shoe, badge reader ...):
connected (green), silent or lid open (amber), disconnected or fault (red), no device (grey)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TR_NOOP, QEvent, QRectF
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from dealer_assist.devices.names import device_name
from dealer_assist.ui import theme
from dealer_assist.ui.i18n import render, tr

LEVELS: Final = {"connected": "ok", "resumed": "ok", "ready": "ok",
                 "silent": "warn", "lid_open": "warn", "cut_card": "warn", "empty": "warn",
                 "disconnected": "bad", "fault": "bad"}
RANK: Final = {"none": 0, "ok": 1, "warn": 2, "bad": 3}
STATE_WORDS: Final = {"connected": QT_TR_NOOP("connected"), "resumed": QT_TR_NOOP("resumed"),
                      "ready": QT_TR_NOOP("ready"), "silent": QT_TR_NOOP("silent"),
                      "lid_open": QT_TR_NOOP("lid open"), "cut_card": QT_TR_NOOP("cut card"),
                      "empty": QT_TR_NOOP("empty"), "disconnected": QT_TR_NOOP("disconnected"),
                      "fault": QT_TR_NOOP("fault")}
"""A device's state in the dealer's words (the device layer's key stays English)."""


class Light(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.level = "none"
        self.setFixedSize(18, 18)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(theme.STATUS_COLOURS[self.level])
        painter.setPen(theme.CARD_FACE)
        painter.drawEllipse(QRectF(self.rect()).adjusted(1, 1, -1, -1))


class DeviceStatusView(QFrame):
    """Every device that has reported, each with its own light and state in words, in name order
    (``shoe-1``, ``badge-1`` ...), one under the other (three to a column) so that the top bar
    keeps room; "No shoe" with a grey light until the first one reports."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deviceStatus")
        self.box = QGridLayout(self)
        self.box.setContentsMargins(10, 2, 12, 2)
        self.box.setHorizontalSpacing(6)
        self.box.setVerticalSpacing(0)
        self.none_light = Light()
        self.none_text = QLabel(tr("No shoe"), objectName="deviceText")
        self.box.addWidget(self.none_light, 0, 0)
        self.box.addWidget(self.none_text, 0, 1)
        self.devices: dict[str, tuple[str, str]] = {}
        self.lights: dict[str, Light] = {}
        self.texts: dict[str, QLabel] = {}

    def update_device(self, name: str, status: str, detail: str = "") -> None:
        self.devices[name] = (status, detail)
        if name not in self.lights:
            self.none_light.hide()
            self.none_text.hide()
            light, text = Light(), QLabel(objectName="deviceText")
            self.lights[name], self.texts[name] = light, text
            self._lay_out()
        light, text = self.lights[name], self.texts[name]
        light.level = LEVELS.get(status, "warn")
        light.update()
        text.setText(tr("{device}: {state}").format(device=render(device_name(name)),
                                                   state=state_words(status)))
        text.setToolTip(detail)
        light.setToolTip(detail)

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): each device's state said again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            for name, (status, detail) in list(self.devices.items()):
                self.update_device(name, status, detail)

    def _lay_out(self) -> None:
        for i, name in enumerate(sorted(self.lights)):
            row, col = i % 3, 2 * (i // 3)
            self.box.addWidget(self.lights[name], row, col)
            self.box.addWidget(self.texts[name], row, col + 1)
            if self.isVisible():
                self.lights[name].show()
                self.texts[name].show()

    def worst(self) -> str | None:
        """The device that most needs attention (None before any has reported)."""
        if not self.devices:
            return None
        return max(self.devices, key=lambda n: RANK[LEVELS.get(self.devices[n][0], "warn")])

    @property
    def light(self) -> Light:
        """The light of the device that most needs attention (or the grey one)."""
        name = self.worst()
        return self.none_light if name is None else self.lights[name]

    @property
    def text(self) -> QLabel:
        name = self.worst()
        return self.none_text if name is None else self.texts[name]


def state_words(status: str) -> str:
    """A device's state in the screen's language (a state the table does not know: in words)."""
    words = STATE_WORDS.get(status)
    return tr(words) if words is not None else status.replace("_", " ")
