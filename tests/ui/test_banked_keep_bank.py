"""The banker keeps the bank by touch: at a CG table the bank is offered every two hands (K14,
CG-3CP-08), so round 2 starts with the same banker, who states his stake for it on the number
pad; the engine holds him to the stake rules of a banker who takes the bank (CG-HAB-19 at Hot
Action). The real engine, the demo deck and the real hand log."""

from __future__ import annotations

from pathlib import Path

from banked_ui import enter, hot_action_bank, reopen, touch_seat
from pytestqt.qtbot import QtBot
from test_banked_games import current_need, open_table, settle_by_taps
from ui_helpers import labels, tap

from dealer_assist.app import BankedApp
from dealer_assist.engine.games.banked import BankedRound, replay_banked


def start_step(app: BankedApp) -> str:
    show = app.window.dealer.show_state
    assert show is not None
    return next(s.text for s in show.steps if s.kind == "start")


def antes_and_play(qtbot: QtBot, app: BankedApp, seats: tuple[int, ...]) -> BankedRound:
    """Each seat pays its $1 collection and a $10 Ante; the deal from the demo deck; every
    hand plays $10; every ledger line settled and the round ended."""
    window, rnd = app.window, app.session.table.round
    assert rnd is not None
    for seat in seats:
        touch_seat(qtbot, app, seat)
        tap(qtbot, window, f"Seat {seat} paid the collection $1")
        tap(qtbot, window, "Ante")
        enter(qtbot, app, 10)
        touch_seat(qtbot, app, seat)
    tap(qtbot, window, "Close wagers: deal")
    while any(t.startswith("Deal three cards") for t in labels(window)):
        tap(qtbot, window, "Deal three cards...")
    while rnd.needs():
        tap(qtbot, window, f"Seat {rnd.needs()[0].seat} plays $10")
    settle_by_taps(qtbot, app, rnd)
    return rnd


def test_K14_CG_3CP_08_two_rounds_by_touch_banker_keeps_the_bank(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "three_card_poker")
    opened.append(app)
    reopen(app, "three_card_poker", pdr_enabled=False)  # CG's own rotation: CA-PDR off
    window = app.window
    touch_seat(qtbot, app, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, app, 35)
    tap(qtbot, window, "Start the round")
    first = antes_and_play(qtbot, app, (1, 2, 3, 4))
    assert first.ended and first.stake == 35

    # Round 2: no offer is due yet; the banker keeps the bank and states a new stake.
    assert start_step(app) == ("Start round 2: Gus (seat 7) keeps the bank; he states his stake "
                               "for the round")
    assert not any(t.startswith("Seat 1 takes the bank") for t in labels(window))
    tap(qtbot, window, "Start round 2: seat 7 keeps the bank")
    enter(qtbot, app, 40)
    second = app.session.table.round
    assert second is not None and second is not first
    assert (second.number, second.banker_seat, second.stake) == (2, 7, 40)
    assert window.dealer.seats[7].banker.isVisible()
    antes_and_play(qtbot, app, (1, 2))
    assert second.ended and second.settled

    # Two hands banked: round 3 needs the offer, from the banker's left (CG-3CP-08).
    assert not any("keeps the bank" in t for t in labels(window))
    assert "Seat 1 takes the bank" in labels(window)
    assert app.store is not None
    replayed = replay_banked(list(app.store.table_events("B1")))
    assert replayed.round is not None and replayed.round.settled == second.settled
    assert replayed.rotation is not None and replayed.rotation.hands_banked == 2


def test_CG_HAB_19_round_2_by_touch_keeping_banker_matches_a_bank_that_did_not_lose(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "hot_action_blackjack")
    opened.append(app)
    # CA-PDR off: under it the bank is offered every hand and a P/D, who bet on no spot,
    # is not eligible to keep it (CG-HAB-20/21); see test_banked_pdr for that table
    reopen(app, "hot_action_blackjack", pdr_enabled=False)
    window = app.window
    hot_action_bank(qtbot, app)
    first = app.session.table.round
    assert first is not None
    touch_seat(qtbot, app, 1)
    tap(qtbot, window, "Wager")
    enter(qtbot, app, 20)
    touch_seat(qtbot, app, 1)
    tap(qtbot, window, "Close wagers: deal")
    for _ in range(40):
        need = current_need(first)
        if need is None:
            break
        stand = [t for t in labels(window) if t.endswith("stands")]
        tap(qtbot, window, stand[0] if need.kind == "decide" else need.text)
    settle_by_taps(qtbot, app, first)
    net = sum(s.collected - s.paid for s in first.settled)
    assert net >= 0, "the demo deck (seed 5) lets the P/D win or push round 1"

    step = start_step(app)
    assert step == ("Start round 2: Gus (seat 7) keeps the bank; he states his stake, at least "
                    "$500: his last bank did not lose, and his Buster bank")
    tap(qtbot, window, "Start round 2: seat 7 keeps the bank")
    enter(qtbot, app, 300)
    enter(qtbot, app, 50)
    assert "CG-HAB-19" in window.dealer.banner.text()  # refused by the engine, in its words
    assert app.session.table.round is first
    window.dealer.amount_cancelled()
    tap(qtbot, window, "Start round 2: seat 7 keeps the bank")
    enter(qtbot, app, 500)
    enter(qtbot, app, 60)
    second = app.session.table.round
    assert second is not None and second is not first
    assert (second.number, second.banker_seat, second.stake, second.side_stake) == (2, 7, 500, 60)


def test_HTP_3CP_08_everyone_passes_by_touch_and_the_dp_keeps_the_bank(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    """HTP offers the bank every hand: the keep key appears only once every seat passed."""
    app = open_table(qtbot, tmp_path, "htp_three_card_poker")
    opened.append(app)
    window = app.window
    touch_seat(qtbot, app, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, app, 100)
    tap(qtbot, window, "Start the round")
    tap(qtbot, window, "End round 1: no deal")
    for seat in (1, 2, 3, 4, 5, 6, 7):  # from the DP's left, the DP himself last
        assert not any("keeps the bank" in t for t in labels(window))
        tap(qtbot, window, f"Seat {seat} passes")
    assert start_step(app).startswith("Everyone passed. Start round 2: Gus (seat 7) keeps the bank")
    tap(qtbot, window, "Start round 2: seat 7 keeps the bank")
    enter(qtbot, app, 120)
    rnd = app.session.table.round
    assert rnd is not None and (rnd.number, rnd.banker_seat, rnd.stake) == (2, 7, 120)
