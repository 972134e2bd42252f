"""A full LC $3-$6 Hold'em hand played by taps on the dealer screen, cards from the pty shoe,
through the real engine and the real hand log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.events import CollectionTaken
from dealer_assist.engine.session import TableSession


def betting(app: DealerApp) -> bool:
    hand = app.session.table.hand
    return hand is not None and hand.phase == "betting"


def test_dealer_hand_played_by_taps_from_start_to_end(qtbot: QtBot, demo: DealerApp) -> None:
    window, session = demo.window, demo.session
    before = {s: i.stack for s, i in session.table.seats.items()}

    tap(qtbot, window, "Start hand 1")
    assert session.table.hand is not None and session.table.hand.number == 1
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    # The shoe deals: twelve cards through the pty, the reader thread and the queued signal.
    qtbot.waitUntil(lambda: betting(demo), timeout=WAIT_MS)
    hand = session.hand
    assert all(len(cards) == 2 and None not in cards for cards in hand.hole.values())
    assert demo.controller.devices["shoe-1"][0] == "connected"

    # Preflop: seat 4 (first left of the big blind, LC) raises; everyone else calls.
    assert hand.to_act == 4
    assert labels(window.dealer.pad) == ["Fold", "Call $3", "Raise to $6"]
    tap(qtbot, window, "Raise to $6")
    assert hand.street_bets[4] == 6
    while betting(demo) and hand.street == 0:
        tap(qtbot, window, "Call...")
    # Flop, turn, river: the shoe burns and turns; first player bets the flop, then all check.
    for street, board in ((1, 3), (2, 4), (3, 5)):
        qtbot.waitUntil(lambda s=street, b=board: betting(demo) and hand.street == s
                        and len(hand.board) == b, timeout=WAIT_MS)
        if street == 1:
            tap(qtbot, window, "Bet $3")
            while betting(demo) and hand.street == 1:
                tap(qtbot, window, "Call $3")
        else:
            while betting(demo) and hand.street == street:
                tap(qtbot, window, "Check")
    assert len(hand.burns) == 3 and None not in hand.board

    # Showdown in the order the engine gives (LC-73), then push and end.
    while session.procedure().current.kind == "show":
        seat = session.procedure().current.seat
        tap(qtbot, window, f"Seat {seat} shows")
    assert hand.phase == "settling"
    tap(qtbot, window, "Pot pushed")
    assert hand.phase == "settled"
    tap(qtbot, window, "Cards collected: end hand")
    assert hand.ended
    assert session.procedure().current.kind == "start"

    after = {s: i.stack for s, i in session.table.seats.items()}
    collected = sum(p.amount for p in hand.posted if isinstance(p, CollectionTaken))
    assert collected == 2  # the demo room's live button collection (LC-46)
    assert sum(after.values()) == sum(before.values()) - collected
    assert after != before
    assert "Start hand 2" in labels(window.dealer.pad)

    # Property 6: the log alone rebuilds the same table.
    assert demo.store is not None
    rebuilt = TableSession()  # the log's first event carries the rules in force
    rebuilt.run(list(demo.store.table_events("T1")))
    assert {s: i.stack for s, i in rebuilt.table.seats.items()} == after
    assert rebuilt.table.hand_number == 1

    # Hand 2: the button moves (LC-44) and the shoe deals from a fresh deck.
    tap(qtbot, window, "Start hand 2")
    assert session.table.button == 2
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    qtbot.waitUntil(lambda: betting(demo) and session.hand.number == 2, timeout=WAIT_MS)
    assert all(len(c) == 2 and None not in c for c in session.hand.hole.values())


def test_dealer_refused_touch_changes_nothing_and_says_why(qtbot: QtBot, quiet: DealerApp) -> None:
    window, controller = quiet.window, quiet.controller
    tap(qtbot, window, "Start hand 1")
    history = len(quiet.session.table.history)
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    # No shoe: the dealer deals by hand, twelve cards face down and unknown.
    tap(qtbot, window, "Cards dealt by hand")
    hand = quiet.session.hand
    assert hand.phase == "betting" and hand.to_act == 4
    assert len(quiet.session.table.history) == history + 3 + 1 + 12  # posts, no straddle
    # Seat 2 acting out of turn: the engine refuses, the screen says why, nothing changes.
    assert controller.act(2, "check") is False
    banner = window.dealer.banner
    assert banner.isVisible() and "seat 2" in banner.text() and "LC-50" in banner.text()
    assert len(quiet.session.table.history) == history + 3 + 1 + 12  # posts, no straddle
    assert hand.to_act == 4
    # The next accepted touch clears the banner.
    tap(qtbot, window, "Fold")
    assert not banner.isVisible() and 4 in hand.folded


def test_dealer_straddle_offered_after_the_blinds_and_taken(qtbot: QtBot, quiet: DealerApp) -> None:
    window, session = quiet.window, quiet.session
    tap(qtbot, window, "Start hand 1")
    assert "No straddle" not in labels(window.dealer.pad)  # the blinds come first
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "Seat 4 posts straddle $6")  # LC-47: live, twice the big blind
    hand = session.hand
    assert hand.street_bets[4] == 6 and hand.stacks[4] == 194
    tap(qtbot, window, "Cards dealt by hand")
    # the straddle is the biggest blind: action starts to its left (LC-47)
    assert hand.to_act == 5
    assert labels(window.dealer.pad) == ["Fold", "Call $6", "Raise to $9"]


def test_dealer_nothing_shown_as_accepted_when_the_log_fails(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Property 6: the log refuses the write (here: its connection is gone), so the session does
    not move and the dealer is told it was not saved."""
    window, session = quiet.window, quiet.session
    assert quiet.store is not None
    quiet.store.close()
    before = len(session.table.history)
    tap(qtbot, window, "Start hand 1")
    banner = window.dealer.banner
    assert banner.isVisible() and banner.text().startswith("NOT SAVED")
    assert len(session.table.history) == before and not session.table.in_hand
    assert "Start hand 1" in labels(window.dealer.pad)


def test_dealer_no_double_tap_acts_for_the_next_player(qtbot: QtBot, quiet: DealerApp) -> None:
    """A double tap on "Fold" must not also fold the next player, whose pad has just replaced
    the first one's under the finger."""
    window, pad = quiet.window, quiet.window.dealer.pad
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    tap(qtbot, window, "Cards dealt by hand")
    hand = quiet.session.hand
    pad.settle_s = 0.3  # as shipped
    fold = next(b for b in pad.buttons if b.text() == "Fold")
    point = fold.mapTo(window, fold.rect().center())
    qtbot.mouseClick(fold, Qt.MouseButton.LeftButton)
    again = window.childAt(point)
    assert again is not fold and again.text() == "Fold"  # the next player's Fold, same place
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    assert hand.folded == {4} and hand.to_act == 5
    qtbot.wait(350)
    tap(qtbot, window, "Fold")
    assert hand.folded == {4, 5}
