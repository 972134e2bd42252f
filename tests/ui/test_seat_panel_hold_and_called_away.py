"""The seat panel's hold button (LC-GL-33, shown on the seat, never in the LC-97 count) and a
player called to another table, who leaves with his stack (issue 17)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from test_seat_panel import touch_seat
from ui_helpers import labels, play_out_by_folding, tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.stepping_away import HoldButtonGiven, PlayerCalledAway


def _badges(app: DealerApp, seat: int) -> list[str]:
    return [b.text() for b in app.window.dealer.table.fronts[seat].badges if b.isVisible()]


def test_seat_panel_LC_GL_33_a_player_who_steps_away_gets_a_hold_button(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Away, no blind missed yet: "Hold button" is offered, logged and shown on the seat; once
    the big blind passes him the missed-blind button replaces it (LC-GL-33, LC-97)."""
    window, table = quiet.window, quiet.session.table
    play_out_by_folding(qtbot, quiet)
    touch_seat(qtbot, quiet, 4)
    assert "Hold button (LC-GL-33)" not in labels(window.dealer.seat_panel)  # he plays
    tap(qtbot, window, "Step away")
    touch_seat(qtbot, quiet, 4)
    tap(qtbot, window, "Hold button (LC-GL-33)")
    assert table.history[-1] == HoldButtonGiven(4)
    assert "Hold" in _badges(quiet, 4)
    play_out_by_folding(qtbot, quiet)  # the big blind passes seat 4
    assert table.seats[4].missed_buttons == 1
    assert "Hold" not in _badges(quiet, 4)
    touch_seat(qtbot, quiet, 4)
    assert "Hold button (LC-GL-33)" not in labels(window.dealer.seat_panel)


def test_seat_panel_a_player_called_away_leaves_with_his_stack(
        qtbot: QtBot, quiet: DealerApp) -> None:
    window, table = quiet.window, quiet.session.table
    stack = table.seats[5].stack
    touch_seat(qtbot, quiet, 5)
    tap(qtbot, window, "Called to another table…")
    panel = window.dealer.seat_panel
    tap(qtbot, panel.table_name, "Next: he goes there")  # no table named: refused
    assert "Name the table he is called to" in panel.table_name.message.text()
    for key in "T7":
        tap(qtbot, panel.table_name.keyboard, key)
    tap(qtbot, panel.table_name, "Next: he goes there")
    assert 5 not in table.seats
    assert PlayerCalledAway(5, table.history[-2].player, "T7", stack) == table.history[-2]  # type: ignore[attr-defined]


def test_seat_panel_with_the_room_a_called_player_goes_to_one_of_its_open_tables(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Connected to the room, the room's other open tables are touched, not typed; another
    name can still be typed; a room that cannot be read says so and the name is typed."""
    window, table = quiet.window, quiet.session.table
    panel = window.dealer.seat_panel
    quiet.controller.room_tables = lambda: (["T2", "T9"], "")
    stack = table.seats[5].stack
    touch_seat(qtbot, quiet, 5)
    tap(qtbot, window, "Called to another table…")
    assert "called to which of the room's tables?" in panel.title.text()
    assert {"T2", "T9", "Another table: type its name…", "Back"} <= set(labels(panel))
    tap(qtbot, panel, "T9")
    assert 5 not in table.seats
    assert table.history[-2] == PlayerCalledAway(5, table.history[-2].player,  # type: ignore[attr-defined]
                                                 "T9", stack)
    touch_seat(qtbot, quiet, 4)
    tap(qtbot, window, "Called to another table…")
    tap(qtbot, panel, "Another table: type its name…")
    assert panel.pages.currentWidget() is panel.table_name
    quiet.controller.room_tables = lambda: ([], "connection refused")
    touch_seat(qtbot, quiet, 4)
    tap(qtbot, window, "Called to another table…")
    assert panel.pages.currentWidget() is panel.table_name
    assert panel.title.text().endswith("The room store is out of reach: type the table's name.")
    assert panel.title.toolTip() == "connection refused"  # the driver's words: a tool tip only
