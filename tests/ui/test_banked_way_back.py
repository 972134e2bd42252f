"""The way back from a banked table opened on the flop set-up panel, and the devices following
the table on screen.

A touch key on the banked screen closes it between rounds (during a round the dealer is told to
finish the round first) and shows the flop table again as it was: the same session, the same
open hand log, the banked window's size or full screen. A banked table can be opened again
later (a new table id). With ``dealer-assist gui`` a real shoe (here a simulated one on a
pseudo-terminal, read by the real device stack) reports to the table shown: the banked table
while it is open, the flop table again after the way back; the lights move with it."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from banked_ui import enter, touch_seat
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, labels, play_out_by_folding, seated_log, tap

from dealer_assist.app import BankedApp, DealerApp, open_table, qt_app
from dealer_assist.cards import parse_card
from dealer_assist.devices.sim import Simulator
from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_BADGE
from dealer_assist.devices.spec import DeviceSpec
from dealer_assist.engine.games.banked.events import BankedTableOpened
from dealer_assist.ui.banked_window import BankedWindow
from dealer_assist.ui.main_window import MainWindow

BACK = "Back to $3-$6 Hold'em"


def open_three_card_poker(qtbot: QtBot, app: DealerApp) -> BankedApp:
    window = app.window
    tap(qtbot, window, "Set up")
    tap(qtbot, window.dealer.setup, "CG")
    tap(qtbot, window.dealer.setup, "Three Card")
    tap(qtbot, window.dealer.setup, "Open the table")
    assert app.banked is not None
    qtbot.waitExposed(app.banked.window)
    return app.banked


def start_round(qtbot: QtBot, banked: BankedApp, banker: int, players: tuple[int, ...]) -> None:
    """Seat ``banker`` takes the bank ($50), the round starts, ``players`` pay and ante $10, the
    dealer closes the wagers: cards are due."""
    window = banked.window
    touch_seat(qtbot, banked, banker)
    tap(qtbot, window, f"Seat {banker} takes the bank")
    enter(qtbot, banked, 50)
    tap(qtbot, window, "Start the round")
    for seat in players:
        touch_seat(qtbot, banked, seat)
        tap(qtbot, window, f"Seat {seat} paid the collection $1")
        tap(qtbot, window, "Ante")
        enter(qtbot, banked, 10)
        touch_seat(qtbot, banked, seat)  # deselect
    tap(qtbot, window, "Close wagers: deal")


def finish_round(qtbot: QtBot, banked: BankedApp) -> None:
    """After the deal: every player folds, every ledger line is settled, the round ends."""
    window, rnd = banked.window, banked.session.table.round
    assert rnd is not None
    while rnd.needs():
        tap(qtbot, window, f"Seat {rnd.needs()[0].seat} folds")
    while rnd.phase == "settling":
        tap(qtbot, window, "Done: seat ...")
    tap(qtbot, window, f"End round {rnd.number}")
    assert rnd.ended


def live_windows() -> list[object]:
    """Table windows still alive once the deletions asked for are carried out."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow | BankedWindow)]


def test_banked_way_back_only_between_rounds_then_the_flop_table_goes_on(
        qtbot: QtBot, quiet: DealerApp) -> None:
    window, session, store = quiet.window, quiet.session, quiet.store
    assert store is not None
    flop_log = list(store.table_events("T1"))
    banked = open_three_card_poker(qtbot, quiet)
    screen = banked.window.dealer
    start_round(qtbot, banked, 6, (1, 2))
    while any(t.startswith("Deal three cards") for t in labels(banked.window)):
        tap(qtbot, banked.window, "Deal three cards...")

    tap(qtbot, banked.window, BACK)  # mid-round: refused on screen, nothing closes
    assert screen.banner.isVisible()
    assert screen.banner.text() == ("Round 1 is in progress: settle it and end it before "
                                    "leaving this table.")
    assert quiet.banked is banked and banked.window.isVisible() and not window.isVisible()

    finish_round(qtbot, banked)
    tap(qtbot, banked.window, BACK)
    qtbot.waitExposed(window)
    assert quiet.banked is None and not banked.window.isVisible()
    assert window.isVisible() and not window.isFullScreen()
    assert (window.width(), window.height()) == (1280, 800)
    assert quiet.session is session and quiet.store is store
    assert list(store.table_events("T1")) == flop_log  # the flop table exactly as it was
    round_log = list(store.table_events("B1"))  # the shared log is still open, the round in it
    assert isinstance(round_log[0], BankedTableOpened) and len(round_log) > 10

    play_out_by_folding(qtbot, quiet)  # the flop table deals on, by taps
    assert session.table.hand_number == 1 and not session.table.in_hand
    assert len(list(store.table_events("T1"))) > len(flop_log)

    window.enter_kiosk()  # opened again later, in kiosk mode: a new table, and back again
    again = open_three_card_poker(qtbot, quiet)
    assert again.controller.table_id == "B2" and again.window.isFullScreen()
    assert not window.isVisible()
    assert not again.window.close() and again.window.isVisible()  # a kiosk: only the way back
    tap(qtbot, again.window, BACK)  # no round played: back at once
    qtbot.waitExposed(window)
    assert quiet.banked is None and window.isVisible() and window.isFullScreen()
    assert window.kiosk and not again.window.isVisible()
    assert list(store.table_events("B1")) == round_log
    window.kiosk = False  # as "Leave kiosk mode" does, so the fixture closes it


@pytest.fixture
def gui(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[DealerApp, Simulator]]:
    """``dealer-assist gui`` on a new log, with a shoe on a pseudo-terminal read by the app's own
    device manager (as a discovered shoe is)."""
    qt_app()
    seated_log(tmp_path / "log.sqlite")
    app = open_table(tmp_path / "log.sqlite")
    shoe = Simulator("shoe", interval=0, heartbeat=None).open()
    try:
        assert app.devices is not None
        app.devices.add(DeviceSpec("shoe-1", str(shoe.path), shoe.codec, silence_after=None))
        app.window.resize(1280, 800)
        app.window.dealer.pad.settle_s = 0.0
        app.window.show()
        qtbot.waitExposed(app.window)
        yield app, shoe
    finally:
        app.close()
        shoe.close()


def test_devices_report_to_the_table_shown_before_and_after_the_switch(
        qtbot: QtBot, gui: tuple[DealerApp, Simulator]) -> None:
    app, shoe = gui
    flop = app.window.dealer
    qtbot.waitUntil(lambda: flop.status.texts.get("shoe-1") is not None
                    and flop.status.texts["shoe-1"].text() == "shoe 1: connected",
                    timeout=WAIT_MS)
    banked = open_three_card_poker(qtbot, app)
    lights = banked.window.dealer.staff.status
    assert lights.texts["shoe-1"].text() == "shoe 1: connected"  # the light came along
    assert lights.lights["shoe-1"].level == "ok"

    start_round(qtbot, banked, 6, (1, 2))
    flop_events = len(app.session.table.history)
    cards = [parse_card(c) for c in ("As", "Kd", "Qh", "2c", "7s", "9d", "Th", "3h", "4c")]
    shoe.send_card(cards[0])
    qtbot.waitUntil(lambda: banked.controller.pending == cards[:1], timeout=WAIT_MS)
    assert "read so far: As" in banked.window.dealer.hint.text()
    for card in cards[1:]:  # three cards each for seats 1, 2 and the banker's 6
        shoe.send_card(card)
    rnd = banked.session.table.round
    assert rnd is not None
    qtbot.waitUntil(lambda: sum(map(len, rnd.cards.values())) == len(cards), timeout=WAIT_MS)
    assert sorted(c.text for cs in rnd.cards.values() for c in cs) == sorted(
        c.text for c in cards)
    assert len(app.session.table.history) == flop_events  # nothing reached the hidden table
    assert not flop.banner.isVisible()
    finish_round(qtbot, banked)

    shoe.unplug()  # pulled while the banked table is shown: its light turns red
    qtbot.waitUntil(lambda: lights.lights["shoe-1"].level == "bad", timeout=WAIT_MS)
    tap(qtbot, banked.window, BACK)
    qtbot.waitExposed(app.window)
    assert flop.status.texts["shoe-1"].text() == "shoe 1: disconnected"  # the light came back
    shoe.replug()
    qtbot.waitUntil(lambda: flop.status.lights["shoe-1"].level == "ok", timeout=WAIT_MS)
    tap(qtbot, app.window, "Start hand 1")
    tap(qtbot, app.window, "Blinds posted")
    tap(qtbot, app.window, "No straddle")
    hand = app.session.hand
    first = hand.deal_order()[0]
    shoe.send_card(parse_card("Jc"))  # the flop table shown again: the shoe deals it
    qtbot.waitUntil(lambda: hand.hole[first] == [parse_card("Jc")], timeout=WAIT_MS)
    assert banked.controller.pending == []


def test_banked_from_setup_closes_without_leaving_windows(qtbot: QtBot, tmp_path: Path) -> None:
    before = live_windows()
    qt_app()
    app = open_table(tmp_path / "log.sqlite")
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    open_three_card_poker(qtbot, app)
    app.close()  # the banked table open: both close, the shared log once
    assert app.store is None and app.banked is None
    assert live_windows() == before


def test_demo_badge_of_the_flop_table_signs_in_at_the_banked_table(
        qtbot: QtBot, demo: DealerApp) -> None:
    banked = open_three_card_poker(qtbot, demo)
    assert banked.badge is None  # no second reader: the flop table's reports here now
    tap(qtbot, banked.window, "Supervisor")
    login = banked.window.dealer.staff.supervisor.login
    with qtbot.waitSignal(banked.controller.badge_read, timeout=WAIT_MS):
        tap(qtbot, login, "Demo: present the demo supervisor badge")
    qtbot.waitUntil(login.pin.isVisible, timeout=WAIT_MS)
    tap(qtbot, banked.window, BACK)
    qtbot.waitExposed(demo.window)
    assert demo.badge is not None
    with qtbot.waitSignal(demo.controller.badge_read, timeout=WAIT_MS) as read:
        demo.badge.present(DEMO_FLOOR_BADGE)  # back at the flop table, the badge reports here
    assert read.args == [DEMO_FLOOR_BADGE]


def test_demo_shoe_deals_the_banked_table_shown_then_the_flop_table_again(
        qtbot: QtBot, demo: DealerApp) -> None:
    """``dealer-assist demo``: the simulated shoe (a pty read by the real device stack) pulls
    the cards the banked table opened from set-up waits for, from a fresh deck, while it is
    shown (no demo deck beside it: one source of cards), and the flop table's after the way
    back; one shoe, never a second."""
    shoe = demo.shoe
    assert shoe is not None
    qtbot.waitUntil(shoe.reading, timeout=WAIT_MS)
    banked = open_three_card_poker(qtbot, demo)
    assert banked.deck is None and banked.shoe is None  # the flop table's shoe serves it
    assert banked.controller.shoe_connected()  # its light came along
    flop_events = len(demo.session.table.history)
    start_round(qtbot, banked, 6, (1, 2))
    assert not any(t.startswith("Deal three cards") for t in labels(banked.window))
    rnd = banked.session.table.round
    assert rnd is not None
    qtbot.waitUntil(lambda: rnd.phase != "wagers" and not any(
        n.kind == "deal" for n in rnd.needs()), timeout=WAIT_MS)  # nine cards, by the shoe
    dealt = [c for cards in rnd.cards.values() for c in cards]
    assert sorted(rnd.cards) == [1, 2, 6] and len(set(dealt)) == 9
    assert len(demo.session.table.history) == flop_events  # nothing reached the hidden table
    finish_round(qtbot, banked)
    tap(qtbot, banked.window, BACK)
    qtbot.waitExposed(demo.window)
    assert demo.shoe is shoe and shoe.table.card_due() is False
    tap(qtbot, demo.window, "Start hand 1")
    tap(qtbot, demo.window, "Blinds posted")
    tap(qtbot, demo.window, "No straddle")
    hand = demo.session.hand
    qtbot.waitUntil(lambda: hand.phase == "betting", timeout=WAIT_MS)  # the shoe dealt it
    assert all(len(hand.hole[s]) == 2 for s in hand.deal_order())
    assert not demo.window.dealer.banner.isVisible()  # no stray banked card arrived here
