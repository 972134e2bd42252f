"""Issue 20: a table set-up the house profile refuses reads in the dealer's language, the
profile's reason too (a shipped house's ``set_by_room`` reason is catalogued: rules.values
reason_message), rule IDs and house codes kept. The real set-up panel, engine and profiles."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_setup_from_room_file import ROOM_WITHOUT_6_12, keys
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.fold import Refusal
from dealer_assist.messages import Message
from dealer_assist.rules import load_profile, rules_for
from dealer_assist.rules.profile import UnknownGame
from dealer_assist.rules.values import RoomSetting, RoomSettingMissing, reason_message, require
from dealer_assist.ui import i18n
from dealer_assist.ui.i18n import render, render_error
from dealer_assist.ui.room_gaps import config_of

pytestmark = pytest.mark.usefixtures("switched_back")


def test_a_house_without_limits_refuses_in_spanish_its_reason_too(qtbot: QtBot,
                                                                  quiet: DealerApp) -> None:
    """HTP names no hold'em limits (Gaps): the room must list them; a table chosen before the
    room file changed under it is refused in words, not by an exception."""
    setup = quiet.window.dealer.setup
    tap(qtbot, quiet.window, "Set up")
    setup.house, setup.game, setup.limit = "HTP", "holdem", "3-6"
    assert i18n.switch("es")
    assert not setup.open_table()
    shown = setup.result.text()
    assert shown.startswith("HTP Hold'em: el reglamento no nombra límites"), shown  # posted name
    assert shown.endswith("(HTP no nombra límites ni monto de ciega (Gaps: monto de la ciega "
                          "única))"), shown
    assert "rulebook" not in shown and "names no" not in shown
    assert i18n.switch("zh_TW")
    assert not setup.open_table()
    assert "規則書未列出限額" in setup.result.text() and "Gaps" in setup.result.text()


def test_a_refusal_naming_a_room_setting_reads_whole_in_the_language(qtbot: QtBot) -> None:
    """CG leaves the button blind to the room (AMB-02): the engine's refusal names the setting
    and CG's reason, both said in the language, AMB-02 kept."""
    with pytest.raises(Refusal) as refused:
        config_of(load_profile("CG"), "holdem", "3-6")
    said = refused.value.args[0]
    assert isinstance(said, Message) and "must be set by the room" in said
    assert i18n.switch("es")
    assert render(said).endswith(
        "(AMB-02: solo 'parte de una apuesta'; 0 da la lectura de dos ciegas)"), render(said)
    assert i18n.switch("zh_TW")
    chinese = render(said)
    assert "AMB-02：只說「部分下注」" in chinese and "only" not in chinese, chinese


def test_every_shipped_reason_is_a_catalogued_message_a_room_files_own_is_as_written(
        qtbot: QtBot) -> None:
    assert reason_message("K06: not stated by HTP").msg_id == "rules.reason.rule_not_stated"
    assert i18n.switch("es")
    assert render(reason_message("K06: not stated by HTP")) == "K06: HTP no lo indica"
    assert render(reason_message("not stated by PGP")) == "PGP no lo indica"
    assert render(reason_message("LC gives no stud ante")) == "LC no da un ante para stud"
    ours = "our floor decides this on Mondays"  # a room file's own words: shown as written
    assert render(reason_message(ours)) == ours
    with pytest.raises(RoomSettingMissing) as missing:
        require(RoomSetting(reason_message("HTP gives no common chip")), "chip_unit")
    assert render_error(missing.value) == (
        "chip_unit: lo fija la sala, no el reglamento (HTP no da una ficha común)")
    with pytest.raises(UnknownGame) as unknown:
        rules_for(load_profile("PGP"), "holdem", "1-2")
    assert str(unknown.value).startswith("PGP holdem: no limit '1-2'")
    assert render_error(unknown.value).startswith("PGP Hold'em: no hay límite '1-2'")


def test_an_amount_the_profile_refuses_on_the_keypad_says_why_in_spanish(
        qtbot: QtBot, quiet: DealerApp, tmp_path: Path) -> None:
    """LC-68: blinds in whole common chips. A $3 small blind where the chip is $2 is refused on
    the keypad, the profile's reason said in Spanish (LC-68 kept)."""
    room = tmp_path / "room.toml"
    room.write_text(ROOM_WITHOUT_6_12)
    dealer = quiet.window.dealer
    dealer.room_file = room
    setup = dealer.setup
    tap(qtbot, quiet.window, "Set up")
    tap(qtbot, setup, "LC LOW")
    tap(qtbot, setup, "Hold'em")
    tap(qtbot, setup, "6-12 set amounts")
    tap(qtbot, setup, "Open the table")
    pad = setup.amount_pad
    keys(pad, "3", qtbot)
    assert i18n.switch("es")
    qtbot.mouseClick(pad.ok, Qt.MouseButton.LeftButton)
    title = pad.title.text()
    assert "3 no es múltiplo de la ficha mínima 2 (LC-68)" in title, title
    assert "multiple" not in title and "refused" not in title
