"""Table set-up by touch between hands: house, game and limit from the profiles, a new table
opened as one logged event (refusals shown as the engine or profile words them), a player
seated by name typed on the on-screen keyboard with chips from the number pad."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import buttons, tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.events import PlayerSeated, TableConfigured
from dealer_assist.engine.session import TableSession

MIN_TOUCH = 48
SIZES = ((1024, 768), (1280, 800), (1920, 1080))


def small(app: DealerApp) -> list[str]:
    out = []
    for size in SIZES:
        app.window.resize(*size)
        QApplication.processEvents()
        out += [f"{b.text()!r} {b.height()}x{b.width()} px at {size}"
                for b in buttons(app.window.dealer.setup) if b.height() < MIN_TOUCH]
    app.window.resize(1280, 800)
    QApplication.processEvents()
    return out


def test_open_a_stud_table_and_seat_a_player_by_touch(qtbot: QtBot, quiet: DealerApp) -> None:
    window, session = quiet.window, quiet.session
    setup = window.dealer.setup
    tap(qtbot, window, "Set up")
    assert setup.isVisible()
    problems = small(quiet)
    tap(qtbot, setup, "CG")
    tap(qtbot, setup, "Stud")
    assert [b.text() for b in setup.choices["limit"]] == ["4-8"]  # the profile's stud limits
    tap(qtbot, setup, "Open the table")
    assert session.table.config.is_stud and session.table.limit == "4-8"
    assert "Seven Card Stud" in window.dealer.title.text()
    tap(qtbot, setup, "7 open")
    for key in "ZOE":
        tap(qtbot, setup.keyboard, key)
    assert setup.keyboard.text == "Zoe"
    problems += small(quiet)
    tap(qtbot, setup, "Seat 7: sit Zoe down")
    for key in "150":
        tap(qtbot, setup.chips, key)
    tap(qtbot, setup.chips, "OK")
    assert session.table.seats[7].player == "Zoe" and session.table.seats[7].stack == 150
    problems += small(quiet)
    tap(qtbot, setup, "Three Card")  # a banked game: the engine's own refusal is shown
    tap(qtbot, setup, "Open the table")
    assert "not a flop game" in setup.result.text()
    assert not problems, "\n".join(problems)
    tap(qtbot, setup, "Close")
    tap(qtbot, window, "Start hand 1")
    assert session.hand.config.is_stud
    # in a hand the engine refuses a new game
    tap(qtbot, window, "Set up")
    tap(qtbot, setup, "Hold'em")  # the profile leaves a value to the room: its reason shown
    tap(qtbot, setup, "Open the table")
    assert "must be set by the room" in setup.result.text()
    tap(qtbot, setup, "Stud")
    tap(qtbot, setup, "Open the table")
    assert "only between hands" in setup.result.text()
    # the log holds the set-up: a replay rebuilds the stud table with Zoe
    assert quiet.store is not None
    events = list(quiet.store.table_events("T1"))
    assert any(isinstance(e, TableConfigured) and e.game == "stud" for e in events)
    assert any(isinstance(e, PlayerSeated) and e.player == "Zoe" for e in events)
    rebuilt = TableSession()
    rebuilt.run(events)
    assert rebuilt.table.config.is_stud and rebuilt.table.seats[7].player == "Zoe"
