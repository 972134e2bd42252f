"""Table set-up by touch between hands: house, game and limit from the profiles, a new table
opened as one logged event (refusals shown as the engine or profile words them), a player
seated by name typed on the on-screen keyboard with chips from the number pad and an entry
option the house allows; a seat change from the seat panel; the straddle asked and declined
through the engine (logged)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import buttons, labels, play_out_by_folding, tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.events import PlayerSeated, PostDeclined, SeatChanged, TableConfigured
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
    problems += small(quiet)
    # a new game deals everyone in (LC-86/87): the newcomer's waiting choices are not offered
    assert [b.text() for b in setup.entry_buttons] == ["Deal in now"]
    tap(qtbot, setup, "Deal in now")
    assert session.table.seats[7].player == "Zoe" and session.table.seats[7].stack == 150
    problems += small(quiet)
    assert not problems, "\n".join(problems)
    tap(qtbot, setup, "Close")
    tap(qtbot, window, "Start hand 1")
    assert session.hand.config.is_stud
    # in a hand the engine refuses a new game
    tap(qtbot, window, "Set up")
    tap(qtbot, setup, "Hold'em")  # CG leaves a rule choice (K04) to the room, not only
    # amounts (AMB-02): not offered, and why said in plain words (no configuration names)
    assert not setup.open_button.isEnabled() and setup.choices["limit"] == []
    assert setup.result.text() == ("3-6 is not offered: the room file must say whether the "
                                   "button's collection is live.")
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


def test_K03_new_player_entry_options_are_the_houses(qtbot: QtBot, quiet: DealerApp) -> None:
    window, table = quiet.window, quiet.session.table
    setup = window.dealer.setup
    play_out_by_folding(qtbot, quiet)  # past the opening deal: the house's options apply
    tap(qtbot, window, "Set up")
    tap(qtbot, setup, "8 open")
    for key in "IDA":
        tap(qtbot, setup.keyboard, key)
    tap(qtbot, setup, "Seat 8: sit Ida down")
    for key in "100":
        tap(qtbot, setup.chips, key)
    tap(qtbot, setup.chips, "OK")
    offered = {b.text() for b in setup.entry_buttons}
    # LC low limit offers deal now, wait, missed blinds (K03), and buying the button only from
    # the small-blind position of the next hand (LC-43; seat 8 is not it here); never posting
    # in front of the button or a big blind on its own
    assert {"Deal in now", "Wait for the big blind"} <= offered
    assert "Buy the button" not in offered
    assert not offered & {"Post a big blind", "Post in front of the button"}
    assert "Seat 8: Ida with $100" in setup.entry_title.text()
    tap(qtbot, setup, "Wait for the big blind")
    assert table.seats[8].player == "Ida" and table.seats[8].stack == 100
    assert quiet.store is not None
    seated = [e for e in quiet.store.table_events("T1") if isinstance(e, PlayerSeated)]
    assert seated[-1] == PlayerSeated(8, "Ida", 100, "wait_for_big_blind")
    assert setup.pages.currentIndex() == 0 and setup.keyboard.text == ""


def test_LC_88_seat_change_by_touch_between_hands_only(qtbot: QtBot, quiet: DealerApp) -> None:
    window, table = quiet.window, quiet.session.table
    panel = window.dealer.seat_panel
    qtbot.mouseClick(window.dealer.table.seat_views[4], Qt.MouseButton.LeftButton)
    tap(qtbot, panel, "Change seat…")
    assert {b.text() for b in panel.buttons} == {f"To seat {n}" for n in (7, 8, 9, 10)} | {
        "Back"}
    tap(qtbot, panel, "To seat 9")
    assert 4 not in table.seats and table.seats[9].player == "Dee"
    assert not panel.isVisible()
    assert quiet.store is not None
    assert SeatChanged(4, 9) in list(quiet.store.table_events("T1"))
    tap(qtbot, window, "Start hand 1")  # during a hand the engine refuses a move: not offered
    qtbot.mouseClick(window.dealer.table.seat_views[9], Qt.MouseButton.LeftButton)
    assert "Change seat…" not in labels(panel)
    assert table.can(SeatChanged(9, 4)) is False


def test_LC_47_straddle_offer_and_decline_go_through_the_engine(
        qtbot: QtBot, quiet: DealerApp) -> None:
    window, session = quiet.window, quiet.session
    assert quiet.store is not None
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    offer = [t for t in labels(window.dealer.pad) if "posts straddle" in t]
    assert offer == ["Seat 4 posts straddle $6"]  # left of the big blind, twice the big blind
    tap(qtbot, window, "No straddle")
    assert PostDeclined(4, "straddle") in list(quiet.store.table_events("T1"))
    assert "No straddle" not in labels(window.dealer.pad)
    tap(qtbot, window, "Cards dealt by hand")
    # once the cards are out the engine refuses the question; its words are shown unchanged
    assert not quiet.controller.decline_option(4)
    assert window.dealer.banner.text() == "an optional post is declined before the deal"
    while session.hand.phase == "betting":
        tap(qtbot, window, "Fold")
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")
    tap(qtbot, window, "Start hand 2")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "Seat 5 posts straddle $6")
    assert [p for p in session.hand.posted if getattr(p, "kind", "") == "straddle"]
    assert "No straddle" not in labels(window.dealer.pad)
