"""A CG Three Card Poker round played by taps on the banked dealer screen: the bank taken with a
stake smaller than the wagers (CG allows partial coverage, CG-3CP-06/07), collections and antes
entered on the number pad, the simulated deal, Play decisions, and every ledger line settled in
the engine's action order; the ledger shows covered, partly covered and returned. The real
engine and the real hand log (the same EventStore as the flop tables)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from banked_ui import enter, small_buttons, touch_seat
from pytestqt.qtbot import QtBot
from ui_helpers import labels, tap

from dealer_assist.app import BankedApp, build_banked_demo, qt_app
from dealer_assist.engine.games.banked import replay_banked
from dealer_assist.storage import EventStore


@pytest.fixture
def banked(qtbot: QtBot, tmp_path: Path) -> Iterator[BankedApp]:
    qt_app()
    app = build_banked_demo(seed=3, db_path=tmp_path / "log.sqlite")
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    yield app
    app.close()


def test_three_card_poker_round_with_partial_coverage(qtbot: QtBot, banked: BankedApp) -> None:
    window, session = banked.window, banked.session
    screen = window.dealer
    problems = small_buttons(banked)
    touch_seat(qtbot, banked, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, banked, 35)  # smaller than four antes and plays
    problems += small_buttons(banked)
    tap(qtbot, window, "Start the round")
    rnd = session.table.round
    assert rnd is not None and rnd.stake == 35 and rnd.banker_seat == 7
    assert screen.seats[7].banker.isVisible()
    for seat in (1, 2, 3, 4):
        touch_seat(qtbot, banked, seat)
        tap(qtbot, window, f"Seat {seat} paid the collection $1")
        # CG-3CP-02: the paid collection shows on the spot, and NOW/NEXT no longer ask for it
        assert screen.seats[seat].wagers.text().startswith("Coll $1 paid")
        assert f"Seat {seat} pays" not in " ".join(s.text for s in session.procedure().steps)
        tap(qtbot, window, "Ante")
        enter(qtbot, banked, 10)
        touch_seat(qtbot, banked, seat)  # deselect
    assert rnd.dealt_in() == [1, 2, 3, 4]
    assert [r.status for r in screen.show_state.rows] == ["pending"] * 4  # type: ignore[union-attr]
    # CG-3CP-02: the paid collections are in the coverage ledger too, after the wagers
    assert screen.ledger.statuses() == ["pending"] * 4 + ["paid"] * 4
    assert [screen.ledger.item(i, 1).text() for i in range(4, 8)] == ["collection"] * 4
    assert screen.ledger.item(4, 2).text() == "$1" and screen.ledger.item(4, 0).text() == "✓ 1 Ana"
    problems += small_buttons(banked)
    tap(qtbot, window, "Close wagers: deal")
    while any(t.startswith("Deal three cards") for t in labels(window)):
        tap(qtbot, window, "Deal three cards...")
    assert len(rnd.face_up[7]) == 1  # the P/D shows one card (CG-3CP-03)
    problems += small_buttons(banked)
    while rnd.needs():
        tap(qtbot, window, f"Seat {rnd.needs()[0].seat} plays $10")
    statuses = screen.ledger.statuses()
    assert "covered" in statuses and "returned" in statuses
    assert "partly covered" in statuses  # $35 stake: the fourth $10 wager gets $5 of action
    assert statuses.index("partly covered") == 3
    assert screen.seats[screen.show_state.rows[0].seat].action.isVisible()  # type: ignore
    problems += small_buttons(banked)
    lines = rnd.settlement_lines()
    while rnd.phase == "settling":
        tap(qtbot, window, "Done: seat ...")
    assert [s.status for s in rnd.settled] == [str(ln.status) for ln in lines]
    assert rnd.settled[-1].stake_left == 0
    assert all(screen.ledger.item(i, 0).text().startswith("✓")
               for i in range(screen.ledger.rowCount()))
    tap(qtbot, window, "End round 1")
    assert rnd.ended
    assert screen.ledger.rowCount() == 4 + len(lines)  # the ledger stays in view after the round
    assert not problems, "\n".join(problems)

    # The log holds every banked event: a replay rebuilds the same round.
    assert banked.store is not None
    events = list(banked.store.table_events("B1"))
    replayed = replay_banked(events)
    assert replayed.round is not None and replayed.round.settled == rnd.settled


def test_refusal_shown_unchanged(qtbot: QtBot, banked: BankedApp) -> None:
    window = banked.window
    touch_seat(qtbot, banked, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, banked, 35)
    tap(qtbot, window, "Start the round")
    touch_seat(qtbot, banked, 1)
    tap(qtbot, window, "Play")
    enter(qtbot, banked, 10)
    assert window.dealer.banner.isVisible()
    assert "play" in window.dealer.banner.text().lower()
    assert isinstance(banked.store, EventStore)


def test_a_card_the_shoe_could_not_read_is_asked_for_by_touch(qtbot: QtBot,
                                                              banked: BankedApp) -> None:
    """A shoe reports a card it pulled but could not read as ``None``: the dealer is told to
    enter it by touch, and nothing about the round changes."""
    before = banked.session.table.round
    with qtbot.waitSignal(banked.controller.refused, timeout=1000) as said:
        banked.controller.card_read(None)
    assert "could not read" in said.args[0] and "by touch" in said.args[0]
    assert banked.session.table.round is before and not banked.controller.pending


def test_CG_3CP_02_round_nobody_is_dealt_in_ends_by_touch(qtbot: QtBot,
                                                          banked: BankedApp) -> None:
    """Nobody bets (or nobody completes what a deal needs: an Ante with its collection): the
    dealer ends the round by touch, logged as the engine's round end, and the bank goes on."""
    window, session = banked.window, banked.session
    touch_seat(qtbot, banked, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, banked, 35)
    tap(qtbot, window, "Start the round")
    assert "Close wagers: deal" not in labels(window)
    assert "End round 1: no deal" in labels(window)  # nobody bet yet
    touch_seat(qtbot, banked, 1)
    tap(qtbot, window, "Ante")
    enter(qtbot, banked, 10)  # no collection paid: seat 1 is not dealt in (CG-3CP-02)
    rnd = session.table.round
    assert rnd is not None and rnd.dealt_in() == []
    steps = [s for s in window.dealer.show_state.steps if s.kind == "end"]  # type: ignore
    assert [s.text for s in steps] == [
        "Nobody is dealt in: end round 1 without a deal; give back every wager placed"]
    assert "CG-3CP-02" in steps[0].rule_ids
    tap(qtbot, window, "End round 1: no deal")
    assert rnd.ended and not rnd.dealing_started
    assert "End round 1: no deal" not in labels(window)
    assert banked.store is not None
    events = list(banked.store.table_events("B1"))
    assert events[-1].type == "banked_round_ended"
    replayed = replay_banked(events)
    assert replayed.round is not None and replayed.round.ended
