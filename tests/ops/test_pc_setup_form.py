"""`dealer-assist setup --touch`: the PC's settings by touch (issue 21)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist.settings import Settings
from dealer_assist.ui.pc_setup import SetupForm, room_files


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


def _type(qtbot: QtBot, form: SetupForm, text: str) -> None:
    _tap(qtbot, form.room_button)
    assert form.pages.currentIndex() == 1
    _tap(qtbot, form.address.keys["clear"])
    for key in text:
        _tap(qtbot, form.address.keys[key])


def test_the_room_address_is_typed_on_the_keyboard_and_kept(qtbot: QtBot) -> None:
    form = SetupForm(Settings(table_id="T3"))
    qtbot.addWidget(form)
    assert form.room_button.text() == "Address: none (this table alone)"
    _type(qtbot, form, "host=10.0.0.5 port=5433 dbname=room_1")
    assert form.address.text == "host=10.0.0.5 port=5433 dbname=room_1"  # typed as shown
    _tap(qtbot, form.use_address)
    assert form.pages.currentIndex() == 0
    assert form.room_button.text() == "Address: host=10.0.0.5 port=5433 dbname=room_1"
    _tap(qtbot, form.table.ok)
    assert form.chosen is not None
    assert form.chosen.room_dsn == "host=10.0.0.5 port=5433 dbname=room_1"


def test_a_uri_address_is_kept_and_no_room_drops_the_address(qtbot: QtBot) -> None:
    form = SetupForm(Settings(table_id="T3", room_dsn="host=old"))
    qtbot.addWidget(form)
    _type(qtbot, form, "postgresql://floor@room.local/room")
    _tap(qtbot, form.use_address)
    assert form.room_dsn == "postgresql://floor@room.local/room"
    _tap(qtbot, form.room_button)
    assert form.address.text == "postgresql://floor@room.local/room"  # the one in force
    _tap(qtbot, form.no_room)
    _tap(qtbot, form.table.ok)
    assert form.chosen is not None and form.chosen.room_dsn is None


def test_a_malformed_address_is_refused_naming_the_problem(qtbot: QtBot) -> None:
    form = SetupForm(Settings(table_id="T3", room_dsn="host=room"))
    qtbot.addWidget(form)
    for typed, problem in (("host", 'missing "=" after "host"'),
                           ("hots=room", 'invalid connection option "hots"'),
                           ("host=room port=54x2", "port '54x2' is not a number"),
                           ("host=room port=70000", "port '70000' is not a number"),
                           ("", "the room address is empty")):
        _type(qtbot, form, typed)
        _tap(qtbot, form.use_address)
        assert form.pages.currentIndex() == 1, typed  # still on the keyboard
        assert problem in form.address_message.text(), form.address_message.text()
        assert form.room_dsn == "host=room"  # the address in force is untouched
    _tap(qtbot, next(b for b in form.findChildren(type(form.room_button)) if b.text() == "Back"))
    _tap(qtbot, form.table.ok)
    assert form.chosen is not None and form.chosen.room_dsn == "host=room"


def test_the_room_file_is_chosen_among_the_room_files_found(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The PC's settings folder holds a room of its own and a broken file: the room is offered
    beside the example rooms, the broken one is not."""
    from dealer_assist.engine.session import DEMO_ROOM

    monkeypatch.setenv("DEALER_ASSIST_HOME", str(tmp_path))
    (tmp_path / "config").mkdir()
    own = tmp_path / "config" / "our_room.toml"
    own.write_text((DEMO_ROOM / "lc_low_demo.toml").read_text())
    (tmp_path / "config" / "broken.toml").write_text("base = 'NO_SUCH_HOUSE'\n")
    (tmp_path / "config" / "settings.toml").write_text("table_id = 'T3'\n")
    found = room_files()
    assert own in found and DEMO_ROOM / "cg_demo.toml" in found
    assert not any(p.name in ("broken.toml", "settings.toml") for p in found)
    form = SetupForm(Settings(table_id="T3", room_file=DEMO_ROOM / "cg_demo.toml"))
    qtbot.addWidget(form)
    assert form.file_button.text() == "Room file: cg_demo.toml"
    _tap(qtbot, form.file_button)
    buttons = {b.text(): b for b in form.files.buttons()}
    assert buttons["cg_demo.toml"].isChecked() and not buttons["our_room.toml"].isChecked()
    _tap(qtbot, buttons["our_room.toml"])
    assert form.pages.currentIndex() == 0 and form.file_button.text() == "Room file: our_room.toml"
    _tap(qtbot, form.table.ok)
    assert form.chosen is not None and form.chosen.room_file == own


def test_a_settings_file_with_a_malformed_room_address_is_refused_by_name(tmp_path: Path) -> None:
    from dealer_assist.settings import SettingsError, load_settings

    path = tmp_path / "settings.toml"
    path.write_text("table_id = 'T3'\nroom_dsn = 'host room'\n")
    with pytest.raises(SettingsError, match=r"settings.toml: room address 'host room': "):
        load_settings(path)


def test_a_refused_address_is_said_in_the_screens_language(qtbot: QtBot) -> None:
    """Issue 20: the settings' refusal is a Message: "Not kept: …" and its reason in Spanish,
    in Chinese, the address itself as typed; the English reason is the SettingsError's text."""
    from dealer_assist.ui import i18n

    i18n.build_catalogues()
    form = SetupForm(Settings(table_id="T3", room_dsn="host=room"))
    qtbot.addWidget(form)
    try:
        assert i18n.switch("es")
        _type(qtbot, form, "host=room port=70000")
        _tap(qtbot, form.use_address)
        assert form.address_message.text() == (
            "No guardado: dirección de la sala: dirección de la sala 'host=room port=70000': "
            "el puerto '70000' no es un número del 1 al 65535")
        assert i18n.switch("zh_TW")
        _type(qtbot, form, "")
        _tap(qtbot, form.use_address)
        assert form.address_message.text() == "未保存：場館位址：場館位址是空的"
        assert form.room_dsn == "host=room"
    finally:
        i18n.switch("en")
