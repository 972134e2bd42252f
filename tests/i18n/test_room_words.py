"""The floor's last English (issue 20): what the room's records keep as codes is shown in the
floorperson's words. A game key ("holdem 20-40") is the game's posted name and its limit in
dollars; a called player's choices (LC-139) are words, not "move_now"; a device's name is its
kind in the language ("zapato 1"); a board record with a game or card the house cannot read is
refused naming the operation and the field. The English records (the board's history text, the
refusal's ``str``) keep the keys, so logs and tests reading them are unchanged."""

from __future__ import annotations

import datetime as dt
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.room.floor_feed import DeviceState, TableSummary
from dealer_assist.room_ops.must_move import GameKey, game_label
from dealer_assist.ui import i18n
from dealer_assist.ui.floor_station.room_grid import Tile
from dealer_assist.ui.game_names import GAME_NAMES, limit_text
from dealer_assist.ui.i18n import render, render_error

sys.path.insert(0, str(Path(__file__).parent.parent / "room_ops"))
from board_helpers import HE40, Room

NOW = dt.datetime(2026, 12, 1, 20, 0, tzinfo=dt.UTC)


@pytest.fixture(autouse=True)
def _app(qapp: object) -> None:
    """Qt's catalogue needs an application."""


def listed_room() -> Room:
    """T2 the main 20-40 game, T1 its must-move with ann and bob, listed in that order."""
    room = Room()
    room.open("T2", HE40, "cy")
    for player in ("ann", "bob"):
        room.do("listed", player=player, call_in=False, **HE40)
    room.do("table_opened", 1, table="T1", **HE40)
    room.do("must_move_declared", 1, main_table="T2", must_move_table="T1", **HE40)
    for player in ("ann", "bob"):
        room.do("seated", 1, player=player, table="T1", **HE40)
    return room


def test_a_game_key_in_a_result_is_the_posted_name_and_limit_in_every_language() -> None:
    """The record keeps the key; English, Spanish and Chinese screens show "Hold'em $20-$40";
    a switch back says the English exactly as before."""
    room = listed_room()
    said = room.do("listed", 2, player="dee", call_in=False, **HE40)
    assert said == "dee listed for holdem 20-40"  # the board's history: the key, as it was
    english = render(said)
    assert english == "dee listed for Hold'em $20-$40"
    for language, word in (("es", "anotado"), ("zh_TW", "登記")):
        assert i18n.switch(language)
        shown = render(said)
        assert "Hold'em $20-$40" in shown and "holdem" not in shown and "20-40 " not in shown
        assert word in shown, shown
    assert i18n.switch("en")
    assert render(said) == english


def test_a_game_key_as_a_refusal_parameter_and_on_its_own() -> None:
    """LC-88f: locking a seat for a name not on the list names the list by its posted game;
    a game the list of names does not know keeps its key; a banked game's "posted" limit
    says no amount."""
    room = listed_room()
    room.do("seat_offered", 3, table="T2", seat=4)
    refused = room.refused("not on the holdem 20-40 list", "seat_locked", 4, table="T2",
                           seat=4, player="zed")
    assert i18n.switch("es")
    shown = render_error(refused)
    assert "Hold'em $20-$40" in shown and "(LC-88f)" in shown and "holdem" not in shown
    assert render(game_label(GameKey("razz", "8-16"))) == "razz $8-$16"
    assert render(game_label(GameKey("pai_gow", "posted"))) == "Pai Gow"
    assert i18n.switch("zh_TW")
    assert render(game_label(GameKey("stud", "3-6"))) == "Stud $3-$6"


def test_lc_139_a_called_players_choices_are_words_in_the_floors_language() -> None:
    """LC-139 (a, b): the call's result names the choices by position in words; the refusal of
    a choice his position does not give (LC-139b) names both sides in words."""
    room = listed_room()
    called = room.do("must_move_called", 5, player="ann", position="other", **HE40)
    assert called == "ann called from T1: move now / play to his big blind and quit (LC-139)"
    refused = room.refused("LC-139b", "must_move_answer", 6, player="ann",
                           choice="finish_blinds_and_button", **HE40)
    for language, move_now, finish in (("es", "cambiar ya", "terminar las ciegas"),
                                       ("zh_TW", "立即換桌", "打完盲注")):
        assert i18n.switch(language)
        assert move_now in render(called) and "move_now" not in render(called)
        assert finish in render_error(refused) and "finish_blinds" not in render_error(refused)
        assert "LC-139b" in render_error(refused)
    assert i18n.switch("en")
    assert render(called) == called


def test_a_choice_nobody_knows_is_named_as_sent() -> None:
    """An answer from another program ("jump") is refused naming what it sent."""
    room = listed_room()
    room.do("must_move_called", 5, player="ann", position="button", **HE40)
    refused = room.refused("not 'jump'", "must_move_answer", 6, player="ann", choice="jump",
                           **HE40)
    assert "finish the blinds and the button" in str(refused)


def summary(*devices: str) -> TableSummary:
    down = {name: DeviceState(name, "disconnected", "unplugged", NOW - dt.timedelta(minutes=5))
            for name in devices}
    return TableSummary("T1", 1, game="holdem", limit="3-6", devices=down)


def test_a_tiles_device_and_game_are_said_in_the_floors_language() -> None:
    """The Room page's tile: "shoe-1" is the shoe 1 in the language; a name the room gave its
    device itself stays; the game line is the posted name and limit."""
    tile = Tile.of(summary("shoe-1"), NOW, 300.0)
    assert tile.devices.startswith("shoe 1 down since ") and tile.game == "Hold'em $3-$6"
    assert i18n.switch("es")
    tile = Tile.of(summary("shoe-1"), NOW, 300.0)
    assert tile.devices.startswith("zapato 1 ") and tile.game == "Hold'em $3-$6"
    assert Tile.of(summary("badge-2"), NOW, 300.0).devices.startswith("lector de gafetes 2 ")
    assert Tile.of(summary("door shoe"), NOW, 300.0).devices.startswith("door shoe ")
    assert i18n.switch("zh_TW")
    assert Tile.of(summary("shoe"), NOW, 300.0).devices.startswith("牌靴 ")
    assert Tile.of(summary("rfid-1"), NOW, 300.0).devices.startswith("RFID 讀牌器 1 ")
    assert i18n.switch("en")
    assert Tile.of(summary("barcode-1"), NOW, 300.0).devices.startswith("card scanner 1 down")


def test_a_limit_the_house_does_not_spread_is_refused_naming_the_field() -> None:
    """K20 aside: a listing for a limit no house profile spreads is refused naming the
    operation and the field 'limit', each profile's limits said in the language (no Python
    exception text)."""
    room = listed_room()
    refused = room.refused("field 'limit'", "listed", 7, player="eve", call_in=False,
                           game="holdem", limit="25-50")
    assert str(refused) == ("listed: field 'limit': LC_LOW holdem: no limit '25-50' (limits: "
                            "3-6, 6-12); LC_HIGH holdem: no limit '25-50' (limits: 10-20, "
                            "20-40)")
    assert i18n.switch("es")
    shown = render_error(refused)
    assert shown.startswith("anotar en la lista: campo 'límite': LC_LOW Hold'em: no hay "
                            "límite '25-50'"), shown  # the game by its posted name
    refused = room.refused("field 'game'", "listed", 7, player="eve", call_in=False,
                           game="razz", limit="20-40")
    assert "juego desconocido 'razz'" in render_error(refused)
    assert i18n.switch("zh_TW")
    assert render_error(refused).startswith("登記候位：欄位 「遊戲」：未知的遊戲 'razz'")


def test_lc_92_a_cut_card_that_is_no_card_names_the_field_and_the_player() -> None:
    """LC-92, LC-28: a short game's cut with "Zz" for bob is refused naming the record's field
    'draws', bob and what was typed, in the floor's language."""
    room = Room()
    room.open("T1", {"game": "holdem", "limit": "20-40"}, "ann", "bob")
    room.open("T2", {"game": "holdem", "limit": "10-20"}, "cy")
    refused = room.refused("'Zz' for bob is not a card", "short_game_cut", 3, table="T1",
                           to_table="T2", open_seats=1, draws={"ann": "As", "bob": "Zz"})
    assert "LC-28" in str(refused)
    assert i18n.switch("es")
    shown = render_error(refused)
    assert shown.startswith("corte del juego corto: campo 'cartas sacadas': 'Zz' de bob no es "
                            "una carta"), shown
    assert "LC-28" in shown


def test_a_name_left_empty_names_the_operation_and_the_field_in_words() -> None:
    """The floor touches "Add walk-in" with no name: the refusal says which operation and which
    field in the language (the record's codes stay the English)."""
    room = listed_room()
    refused = room.refused("listed: field 'player' must be a name", "listed", 8, player="",
                           call_in=False, **HE40)
    assert i18n.switch("es")
    assert render_error(refused) == ("anotar en la lista: el campo 'jugador' debe ser un "
                                      "nombre, no ''")
    assert i18n.switch("zh_TW")
    assert render_error(refused).startswith("登記候位：欄位 「玩家」 必須是名字")
    assert i18n.switch("en")
    assert render_error(refused) == str(refused)


@settings(max_examples=60, deadline=None)
@given(game=st.one_of(st.sampled_from(sorted(GAME_NAMES)), st.text(min_size=1, max_size=12)),
       low=st.integers(1, 999), high=st.integers(1, 9999), other=st.text(max_size=8))
def test_a_game_key_keeps_its_record_and_shows_its_posted_name(game: str, low: int, high: int,
                                                              other: str) -> None:
    """Any game key: the English stays the key (the record); the screen, in any language, shows
    the posted name (or the key of a game the list does not know) and a numeric limit in dollars;
    any other limit as it is; braces in a key are data, not placeholders."""
    for limit, shown_limit in ((f"{low}-{high}", f"${low}-${high}"), (other, other)):
        label = game_label(GameKey(game, limit))
        assert label == f"{game} {limit}"
        if limit == "posted":
            continue
        for language in ("es", "zh_TW"):
            assert i18n.switch(language)
            name = GAME_NAMES.get(game, game)
            assert render(label) == f"{name} {limit_text(limit)}".strip()
            assert shown_limit in render(label) or not re.fullmatch(r"\d+-\d+", limit)
    i18n.switch("en")
