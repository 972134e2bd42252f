"""`dealer-assist setup --touch`: the PC's settings by touch (issue 21)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from dealer_assist.settings import Settings
from dealer_assist.ui.pc_setup import SetupForm


def _tap(qtbot: QtBot, button: object) -> None:
    from PySide6.QtCore import Qt

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_form_keeps_the_table_number_house_language_and_kiosk(qtbot: QtBot) -> None:
    form = SetupForm(Settings(table_id="T3", room_dsn="host=room"))
    qtbot.addWidget(form)
    for key in ("Clear", "1", "2"):
        _tap(qtbot, form.table.keys[key])
    _tap(qtbot, next(b for b in form.houses.buttons() if b.text() == "LC_LOW"))
    _tap(qtbot, next(b for b in form.languages.buttons() if b.text() == "Español"))
    _tap(qtbot, form.kiosk)
    _tap(qtbot, form.table.ok)
    assert form.chosen == Settings(table_id="T12", house="LC_LOW", language="es", kiosk=True,
                                   room_dsn="host=room")


def test_the_form_asks_for_a_table_number_before_saving(qtbot: QtBot) -> None:
    form = SetupForm(Settings(table_id="floor-a"))
    qtbot.addWidget(form)
    form.save()
    assert form.chosen is None and "table number" in form.message.text()
