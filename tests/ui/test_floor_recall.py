"""The Floor panel: the irregularities catalogue (with the dealer's report during a hand), and
game recall replaying a logged hand step by step from the log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import parse_cards


def play_hand_to_the_end(qtbot: QtBot, app: DealerApp) -> None:
    window = app.window
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    for card in parse_cards("As Kd Qh Jc Th 9s 8d 7c 6h 5s 4d 3c"):
        assert app.controller.card_read(card)
    for _ in range(5):
        tap(qtbot, window, "Fold")
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")


def test_floor_recall_replays_a_logged_hand_step_by_step(qtbot: QtBot, quiet: DealerApp) -> None:
    play_hand_to_the_end(qtbot, quiet)
    screen = quiet.window.dealer
    tap(qtbot, quiet.window, "Floor")
    assert screen.floor.isVisible()
    assert screen.floor.text.note.text().startswith("What the rules say")
    assert not screen.floor.text.report_buttons  # reports are made during a hand
    tap(qtbot, screen.floor, "Last 10 hands")
    recall = screen.floor.recall
    assert [t for t in labels(recall) if t.startswith("Hand ")] == [
        b.text() for b in recall.hand_buttons]
    tap(qtbot, recall, "Hand 1...")
    assert recall.step_text.text().startswith("Hand 1 · step 0 of 25: Before the hand")
    tap(qtbot, recall, "Next ▶")
    assert "Hand 1 starts: button on seat 1" in recall.step_text.text()
    # 1 start, 2 blinds, 1 collection, straddle declined, 12 cards, 5 folds, uncalled $2
    # back, pot, end
    tap(qtbot, recall, "End ▶|")
    assert "Hand 1 ends" in recall.step_text.text()
    # the last frame is the table as the live session has it now
    stacks = {n: v.stack.text() for n, v in recall.table.seat_views.items() if v.stack.text()}
    live = {n: f"${i.stack}" for n, i in quiet.session.table.seats.items()}
    assert stacks == live
    # the replay only reads: the live table and its log did not move
    events = len(quiet.session.table.history)
    tap(qtbot, recall, "|◀ Start")
    assert len(quiet.session.table.history) == events
    tap(qtbot, screen.floor, "Close")
    assert not screen.floor.isVisible()


def test_floor_panel_blocks_the_table_behind_it(qtbot: QtBot, quiet: DealerApp) -> None:
    tap(qtbot, quiet.window, "Floor")
    screen = quiet.window.dealer
    button = screen.pad.buttons[0]
    centre = button.mapTo(screen, button.rect().center())
    hit = screen.childAt(centre)
    assert hit is not button
    assert hit is screen.floor or screen.floor.isAncestorOf(hit)


def test_floor_irregularities_reference_shows_ruling_and_steps(
        qtbot: QtBot, quiet: DealerApp) -> None:
    tap(qtbot, quiet.window, "Floor")
    listing = quiet.window.dealer.floor.text
    assert listing.entries and all(e.games in ("flop", "all") for e in listing.entries)
    entry = listing.entries[1]
    qtbot.mouseClick(listing.buttons[entry.id], Qt.MouseButton.LeftButton)
    text = listing.detail.text()
    assert text.startswith(entry.title) and entry.ruling in text and entry.rule_ids[0] in text
    assert all(step in text for step in entry.steps)
    # reading changes nothing
    assert len(quiet.session.table.history) == 7


def test_floor_dealer_reports_an_irregularity_for_a_seat(qtbot: QtBot, quiet: DealerApp) -> None:
    window = quiet.window
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    tap(qtbot, window, "Cards dealt by hand")
    tap(qtbot, window, "Floor")
    tap(qtbot, window, "Irregularities")
    listing = window.dealer.floor.text
    listing.open_entry(next(e for e in listing.entries if e.id == "hand_in_muck"))
    assert [b.text() for b in listing.report_buttons][-1] == "No seat"
    tap(qtbot, listing, "Seat 5")
    (number, ruling), = quiet.controller.open_rulings()
    assert ruling.irregularity == "hand_in_muck"
    floor = window.dealer.floor
    assert floor.pages.currentWidget() is floor.rulings  # on to the floor's decision
    assert f"Ruling {number}: Hand touched the muck face down" in floor.rulings.text.text()
    tap(qtbot, floor, "Close")
    assert window.dealer.ruling.isVisible()
