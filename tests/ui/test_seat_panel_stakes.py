"""Table stakes in the seat panel (catalogue §7.5), driven by touch on the demo table (LC $3-$6
Hold'em, every seat $200): chips bought during his hand wait for the next deal (LC-26a), a cheque
waits for processing (LC-29), announced runner chips count (LC-26c), nobody buys into a held
seat (LC-23), and leaving records his stack and the time for LC-91."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from test_seat_panel import amount, labels_text, touch_seat
from ui_helpers import labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.events import PlayerLeft


def _add(qtbot: QtBot, app: DealerApp, seat: int, button: str, digits: str) -> None:
    touch_seat(qtbot, app, seat)
    tap(qtbot, app.window, button)
    amount(qtbot, app, digits)


def test_seat_panel_LC_26a_chips_bought_during_his_hand_wait_for_the_next_deal(
        qtbot: QtBot, quiet: DealerApp) -> None:
    window, table = quiet.window, quiet.session.table
    tap(qtbot, window, "Start hand...")
    tap(qtbot, window, "Blinds posted")
    if "No straddle" in labels(window.dealer.pad):
        tap(qtbot, window, "No straddle")
    tap(qtbot, window, "Cards dealt by hand")
    dealt = dict(quiet.session.hand.stacks)
    _add(qtbot, quiet, 1, "Add chips…", "30")
    assert (table.seats[1].pending, quiet.session.hand.stacks) == (30, dealt)
    touch_seat(qtbot, quiet, 1)
    panel = window.dealer.seat_panel
    assert "+$30 next deal (LC-26a)" in panel.title.text()
    assert "Amount not said (LC-26d)…" not in labels(panel)
    tap(qtbot, panel, "Close")
    while quiet.session.hand.phase == "betting":
        tap(qtbot, window, "Fold")
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")
    assert table.seats[1].pending == 0
    assert table.seats[1].stack == quiet.session.hand.stacks[1] + 30


def test_seat_panel_LC_29_LC_26c_cheque_and_runner_chips(qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-29: a cheque's $30 is shown, not in his stack, until processed. LC-26c: the runner's
    $40 (house agreed, table told) counts at once and shows as on the way until it arrives."""
    window, table = quiet.window, quiet.session.table
    panel = window.dealer.seat_panel
    _add(qtbot, quiet, 2, "Cheque (LC-29)…", "30")
    assert (table.seats[2].stack, table.seats[2].cheque) == (200, 30)
    touch_seat(qtbot, quiet, 2)
    assert "cheque $30 waits (LC-29)" in panel.title.text()
    tap(qtbot, panel, "Cheque processed (LC-29)")
    assert (table.seats[2].stack, table.seats[2].cheque) == (230, 0)
    _add(qtbot, quiet, 2, "Runner announced (LC-26c)…", "40")
    assert (table.seats[2].stack, table.seats[2].runner) == (270, 40)
    touch_seat(qtbot, quiet, 2)
    assert "runner $40 counted (LC-26c)" in panel.title.text()
    tap(qtbot, panel, "Runner arrived (LC-26c)")
    assert (table.seats[2].stack, table.seats[2].runner) == (270, 0)
    _add(qtbot, quiet, 2, "Cheque (LC-29)…", "30")  # a short add-on, not honoured
    touch_seat(qtbot, quiet, 2)
    tap(qtbot, panel, "Cheque refused (LC-29)")
    assert (table.seats[2].stack, table.seats[2].cheque) == (270, 0)


def test_seat_panel_LC_23_no_chips_into_a_held_seat(qtbot: QtBot, quiet: DealerApp) -> None:
    touch_seat(qtbot, quiet, 3)
    tap(qtbot, quiet.window, "Step away")
    touch_seat(qtbot, quiet, 3)
    offered = labels(quiet.window.dealer.seat_panel)
    assert not [t for t in offered if "chips" in t.lower() or "cheque" in t.lower()]


def test_seat_panel_LC_91_leaving_records_his_stack_and_time_and_he_comes_back_with_it(
        qtbot: QtBot, quiet: DealerApp) -> None:
    window, table = quiet.window, quiet.session.table
    panel = window.dealer.seat_panel
    player = table.seats[6].player
    touch_seat(qtbot, quiet, 6)
    tap(qtbot, window, "Leave the table")
    left = table.history[-1]
    assert isinstance(left, PlayerLeft)
    assert (left.player, left.stack) == (player, 200) and left.at_ms > 0
    touch_seat(qtbot, quiet, 6)
    tap(qtbot, window, "Seat a player (buy-in)…")
    panel.name.keyboard.set_text(player)
    tap(qtbot, panel.name, "Next: the buy-in")
    amount(qtbot, quiet, "100")
    assert 6 not in table.seats
    text = labels_text(panel)
    assert "with $200" in text and "LC-91" in text
    tap(qtbot, panel, "Change the amount")
    amount(qtbot, quiet, "200")
    assert table.seats[6].stack == 200
