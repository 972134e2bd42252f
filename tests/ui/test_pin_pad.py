"""PIN pad widget: digits as dots, OK from four digits, the PIN handed on once and forgotten."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_helpers import buttons, tap

from dealer_assist.app import qt_app
from dealer_assist.ui.widgets.pin_pad import PinPad


def test_pin_pad_masks_and_hands_on_the_pin_once(qtbot: QtBot) -> None:
    qt_app()
    pad = PinPad("Floor PIN")
    qtbot.addWidget(pad)
    pad.resize(400, 560)
    pad.show()
    got: list[str] = []
    pad.entered.connect(got.append)
    for key in "482":
        tap(qtbot, pad, key)
    assert pad.display.text() == "●●●" and not pad.ok.isEnabled()
    tap(qtbot, pad, "9")
    tap(qtbot, pad, "⌫")
    tap(qtbot, pad, "1")
    assert pad.display.text() == "●●●●" and "4821" not in pad.display.text()
    tap(qtbot, pad, "OK")
    assert got == ["4821"]
    assert pad.display.text().strip() == "" and not pad.ok.isEnabled()
    assert all(b.height() >= 48 for b in buttons(pad))


def test_pin_pad_cancel_forgets_the_digits(qtbot: QtBot) -> None:
    qt_app()
    pad = PinPad()
    qtbot.addWidget(pad)
    pad.show()
    cancelled: list[bool] = []
    pad.cancelled.connect(lambda: cancelled.append(True))
    for key in "12345":
        tap(qtbot, pad, key)
    tap(qtbot, pad, "Cancel")
    assert cancelled == [True] and pad.display.text().strip() == ""
