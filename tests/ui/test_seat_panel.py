"""Seating by touch between hands: a new player sits down, a player steps away and misses the
blinds, comes back posting them, adds chips and leaves; the engine refuses what the moment
does not allow."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot
from test_touch_targets import all_sizes
from ui_helpers import labels, play_out_by_folding, tap

from dealer_assist.app import DealerApp


def touch_seat(qtbot: QtBot, app: DealerApp, seat: int) -> None:
    view = app.window.dealer.table.seat_views[seat]
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton)
    assert app.window.dealer.seat_panel.isVisible()


def labels_text(root: QWidget) -> str:
    return "\n".join(label.text() for label in root.findChildren(QLabel) if label.isVisible())


def amount(qtbot: QtBot, app: DealerApp, digits: str) -> None:
    pad = app.window.dealer.seat_panel.amount
    for key in digits:
        tap(qtbot, pad, key)
    tap(qtbot, pad, "OK")


def test_seat_panel_new_player_sits_down_with_a_buy_in(qtbot: QtBot, quiet: DealerApp) -> None:
    touch_seat(qtbot, quiet, 8)
    tap(qtbot, quiet.window, "Seat a player (buy-in)…")
    tap(qtbot, quiet.window, "Use Player 8")  # the seat's default name, one touch
    amount(qtbot, quiet, "150")
    info = quiet.session.table.seats[8]
    assert (info.player, info.stack) == ("Player 8", 150)
    assert not quiet.window.dealer.seat_panel.isVisible()
    assert quiet.window.dealer.table.seat_views[8].name.text() == "8  Player 8"


def test_seat_panel_new_player_named_on_the_keyboard(qtbot: QtBot, quiet: DealerApp) -> None:
    window, panel = quiet.window, quiet.window.dealer.seat_panel
    events = len(quiet.session.table.history)
    touch_seat(qtbot, quiet, 9)
    tap(qtbot, window, "Seat a player (buy-in)…")
    assert panel.pages.currentWidget() is panel.name
    assert not all_sizes(quiet)  # the keyboard fits every screen
    tap(qtbot, panel.name, "Next: the buy-in")  # nothing typed: refused, with what to do
    assert panel.name.message.text() == ("A player needs a name to sit down: type it on the "
                                         "keyboard, or touch “Use Player 9”.")
    for key in ("Space", "Space"):  # blanks are no name either
        tap(qtbot, panel.name.keyboard, key)
    tap(qtbot, panel.name, "Next: the buy-in")
    assert panel.pages.currentWidget() is panel.name
    assert len(quiet.session.table.history) == events and 9 not in quiet.session.table.seats
    for key in "MARY" + " " + "JO":
        tap(qtbot, panel.name.keyboard, "Space" if key == " " else key)
    tap(qtbot, panel.name, "Next: the buy-in")
    assert panel.amount.isVisible() and "Mary Jo's buy-in" in labels_text(panel)
    amount(qtbot, quiet, "120")
    info = quiet.session.table.seats[9]
    assert (info.player, info.stack) == ("Mary Jo", 120)
    assert window.dealer.table.seat_views[9].name.text() == "9  Mary Jo"
    # the next newcomer starts from a blank keyboard; Back returns to the seat's options
    touch_seat(qtbot, quiet, 10)
    tap(qtbot, window, "Seat a player (buy-in)…")
    assert panel.name.keyboard.text == "" and not panel.name.message.text()
    tap(qtbot, panel.name, "Back")
    assert panel.pages.currentWidget() is panel.options
    assert 10 not in quiet.session.table.seats


def test_seat_panel_away_player_misses_blinds_and_posts_them_back(
        qtbot: QtBot, quiet: DealerApp) -> None:
    window, table = quiet.window, quiet.session.table
    play_out_by_folding(qtbot, quiet)  # hand 1: button 1, blinds 2 and 3
    touch_seat(qtbot, quiet, 4)
    tap(qtbot, window, "Step away")
    assert table.seats[4].away
    play_out_by_folding(qtbot, quiet)  # hand 2: seat 4 would have been the big blind
    assert 4 not in table.hand.seats
    assert table.seats[4].status == "away"
    touch_seat(qtbot, quiet, 4)
    tap(qtbot, window, "Back: post missed blinds")
    assert not table.seats[4].away and table.seats[4].status == "missed blind"
    # LC-26a: chips bought during his hand wait beside his stack for the next deal; the
    # undeclared buy-in (LC-26d) is a between-hands matter and is not offered
    tap(qtbot, window, "Start hand 3")
    touch_seat(qtbot, quiet, 4)
    assert "Amount not said (LC-26d)…" not in labels(window.dealer.seat_panel)
    assert "Add chips…" in labels(window.dealer.seat_panel)  # tests/ui/test_seat_panel_stakes
    assert table.seats[4].stack == 200


def test_seat_panel_leave_between_hands(qtbot: QtBot, quiet: DealerApp) -> None:
    touch_seat(qtbot, quiet, 6)
    tap(qtbot, quiet.window, "Leave the table")
    assert 6 not in quiet.session.table.seats
    assert quiet.window.dealer.table.seat_views[6].name.text() == "6  open"


def test_seat_panel_mid_hand_offers_only_what_the_engine_accepts(qtbot: QtBot,
                                                                 quiet: DealerApp) -> None:
    """Table stakes: for a seat in the hand, chips bought now wait for the next deal (LC-26a:
    "Add chips…" is offered, the undeclared buy-in of LC-26d is not); the panel's stack is the
    stack after the blinds; a step away mid-hand shows on the seat ("Away")."""
    window = quiet.window
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    panel = window.dealer.seat_panel
    panel.open_seat(3)  # the big blind, $3 in
    assert "Add chips…" in labels(panel)
    assert "Amount not said (LC-26d)…" not in labels(panel)
    assert "$197" in panel.title.text()
    tap(qtbot, panel, "Step away")
    assert "Away" in [b.text() for b in window.dealer.table.fronts[3].badges if b.isVisible()]


def test_seat_panel_refusal_shown_in_front_of_the_panel(qtbot: QtBot, quiet: DealerApp) -> None:
    """A refusal of a touch on the panel is drawn over the panel (not behind its scrim)."""
    dealer = quiet.window.dealer
    dealer.seat_panel.open_seat(2)
    quiet.controller.refused.emit("seat 2 is in the hand: chips are added between hands")
    stacking = dealer.children()
    assert dealer.banner.isVisible()
    assert stacking.index(dealer.banner) > stacking.index(dealer.seat_panel)
    assert dealer.banner.geometry().intersects(dealer.seat_panel.geometry())
