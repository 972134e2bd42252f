"""A table without a shoe: hole cards dealt face down by hand, board cards and shown hands
entered by touch on the card picker; the engine checks every card."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import parse_card


def pick(qtbot: QtBot, app: DealerApp, cards: str) -> None:
    picker = app.window.dealer.picker
    assert picker.isVisible()
    for text in cards.split():
        button = picker.keys[parse_card(text)]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    tap(qtbot, picker, "OK")


def check_round(qtbot: QtBot, app: DealerApp) -> None:
    hand = app.session.hand
    street = hand.street
    while hand.phase == "betting" and hand.street == street:
        tap(qtbot, app.window, "Check")


def test_no_shoe_hand_by_touch_to_showdown(qtbot: QtBot, quiet: DealerApp) -> None:
    window, session = quiet.window, quiet.session
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    tap(qtbot, window, "Cards dealt by hand")
    hand = session.hand
    while hand.street == 0 and hand.phase == "betting":
        tap(qtbot, window, "Call $3" if hand.to_act != 3 else "Check")
    tap(qtbot, window, "Enter 3 board cards by touch")
    pick(qtbot, quiet, "Ah Kh 7c")
    assert [str(c) for c in hand.board] == ["Ah", "Kh", "7c"] and hand.burns == [None]
    check_round(qtbot, quiet)
    # A card already on the board: the engine refuses (fouled deck), the picker stays open.
    tap(qtbot, window, "Enter 1 board card by touch")
    pick(qtbot, quiet, "Ah")
    assert "LC-105" in window.dealer.banner.text() and window.dealer.picker.isVisible()
    tap(qtbot, window.dealer.picker, "Cancel")
    tap(qtbot, window, "Enter 1 board card by touch")
    pick(qtbot, quiet, "2d")
    check_round(qtbot, quiet)
    tap(qtbot, window, "Enter 1 board card by touch")
    pick(qtbot, quiet, "9s")
    check_round(qtbot, quiet)
    assert hand.phase == "showdown"
    first = session.procedure().current.seat
    tap(qtbot, window, f"Seat {first} shows")
    pick(qtbot, quiet, "As Ad")  # three aces
    assert [str(c) for c in hand.shown[first]] == ["As", "Ad"]
    while session.procedure().current.kind == "show":
        tap(qtbot, window, f"Seat {session.procedure().current.seat} mucks")
    assert hand.phase == "settling"
    pushes = [s.text for s in session.procedure().steps]
    # six players called $3; the button's $2 live collection counted toward its call (LC-46)
    assert pushes == [f"Push $16 of the main pot to seat {first}"]
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")
    assert first != 1 and session.table.seats[first].stack == 200 - 3 + 16
