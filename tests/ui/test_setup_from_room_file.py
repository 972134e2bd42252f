"""Set up reads this PC's room file over its house (``room_file`` in the settings): the demo's
own LC $3-$6 table is offered; a table whose amounts the room file left open is asked for them
by touch in plain words, each amount checked as the room file's are, and then opens; a table
that needs a rule choice is not offered; a room file that cannot be read is named."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.events import TableConfigured
from dealer_assist.engine.session import DEMO_ROOM

ROOM_WITHOUT_6_12 = """base = "LC_LOW"
[games.holdem.limits."3-6"]
blinds = { small_blind = 1, big_blind = 3 }
collection = 2
time_collection = "none"
"""


def keys(pad: object, text: str, qtbot: QtBot) -> None:
    for key in text:
        tap(qtbot, pad, key)  # type: ignore[arg-type]


def limits(app: DealerApp) -> list[str]:
    return [b.text() for b in app.window.dealer.setup.choices["limit"]]


def test_the_demo_room_files_own_lc_3_6_table_is_offered(qtbot: QtBot, quiet: DealerApp) -> None:
    setup = quiet.window.dealer.setup
    assert setup.room_file == DEMO_ROOM / "lc_low_demo.toml"
    tap(qtbot, quiet.window, "Set up")
    tap(qtbot, setup, "LC LOW")
    tap(qtbot, setup, "Hold'em")
    assert limits(quiet) == ["3-6", "6-12"]  # both set by the demo room: nothing to ask
    assert setup.open_button.isEnabled()
    tap(qtbot, setup, "3-6")
    tap(qtbot, setup, "Open the table")
    assert setup.result.text() == "Open: LC_LOW 3-6 Hold'em"


def test_missing_amounts_are_asked_by_touch_checked_like_the_room_file_then_open(
        qtbot: QtBot, quiet: DealerApp, tmp_path: Path) -> None:
    room = tmp_path / "room.toml"
    room.write_text(ROOM_WITHOUT_6_12)
    dealer = quiet.window.dealer
    dealer.room_file = room  # as gui does from the PC's settings, before the panel is built
    setup = dealer.setup
    tap(qtbot, quiet.window, "Set up")
    tap(qtbot, setup, "LC LOW")
    tap(qtbot, setup, "Hold'em")
    assert limits(quiet) == ["3-6", "6-12\nset amounts"]
    tap(qtbot, setup, "6-12 set amounts")
    tap(qtbot, setup, "Open the table")
    pad = setup.amount_pad
    assert setup.pages.currentWidget() is pad
    assert pad.title.text() == " \nSmall blind for 6-12: $__"  # two lines: keys never move
    keys(pad, "3", qtbot)
    assert pad.title.text().endswith("Small blind for 6-12: $3") and pad.display.text() == "$3"
    tap(qtbot, pad, "OK")  # the profile's check: blinds in whole chips of the table's unit
    ok = pad.ok.geometry()
    assert "$3 refused" in pad.title.text() and "Small blind for 6-12" in pad.title.text()
    assert "_" not in pad.title.text().split("\n")[0]  # plain words
    keys(pad, "2", qtbot)
    assert pad.ok.geometry() == ok  # the refusal line did not move the keys
    tap(qtbot, pad, "OK")
    assert pad.title.text().endswith("\nBig blind for 6-12: $__")
    keys(pad, "6", qtbot)
    tap(qtbot, pad, "OK")
    assert pad.title.text().endswith("\nCollection for 6-12: $__")
    keys(pad, "0", qtbot)  # $0 is an amount (no collection)
    tap(qtbot, pad, "OK")
    table = quiet.session.table
    assert table.limit == "6-12" and [b.amount for b in table.config.blinds] == [2, 6]
    assert setup.result.text() == "Open: LC_LOW 6-12 Hold'em"
    assert quiet.store is not None
    logged = [e for e in quiet.store.table_events("T1") if isinstance(e, TableConfigured)]
    assert logged[-1].limit == "6-12"  # the amounts entered are in the logged rules


def test_a_table_needing_a_rule_choice_is_not_offered(qtbot: QtBot, quiet: DealerApp) -> None:
    setup = quiet.window.dealer.setup
    tap(qtbot, quiet.window, "Set up")
    tap(qtbot, setup, "PGP")
    tap(qtbot, setup, "Hold'em")
    assert limits(quiet) == [] and not setup.open_button.isEnabled()
    assert "the room file must say whether the button's collection is live" in \
        setup.result.text()


def test_cancel_on_the_keypad_opens_nothing(qtbot: QtBot, quiet: DealerApp,
                                            tmp_path: Path) -> None:
    room = tmp_path / "room.toml"
    room.write_text(ROOM_WITHOUT_6_12)
    quiet.window.dealer.room_file = room
    setup = quiet.window.dealer.setup
    tap(qtbot, quiet.window, "Set up")
    tap(qtbot, setup, "6-12 set amounts")
    tap(qtbot, setup, "Open the table")
    tap(qtbot, setup.amount_pad, "Cancel")
    assert setup.pages.currentIndex() == 0 and quiet.session.table.limit == "3-6"


def test_a_room_file_that_cannot_be_read_is_named_and_the_houses_used(
        qtbot: QtBot, quiet: DealerApp, tmp_path: Path) -> None:
    room = tmp_path / "room.toml"
    room.write_text('base = "LC_LOW"\n[games.holdem.limits."3-6"]\nblinds = "three"\n')
    quiet.window.dealer.room_file = room
    setup = quiet.window.dealer.setup
    tap(qtbot, quiet.window, "Set up")
    assert setup.result.text().startswith("The room file is not used: ")
    assert str(room) in setup.result.text()
    tap(qtbot, setup, "LC LOW")
    tap(qtbot, setup, "Hold'em")
    assert limits(quiet) == ["3-6\nset amounts", "6-12\nset amounts"]  # the house's own gaps
