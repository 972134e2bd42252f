"""The California player-dealer rotation (CA-PDR) at the banked tables the app opens: on as the
"CA" profile says, the bank offered by touch to every eligible seat before each hand, the stop,
and the floor's TPPP declaration (badge + PIN) with its effect on who is offered the bank. The
real engine, the demo deck and the real hand log."""

from __future__ import annotations

from pathlib import Path

from banked_ui import enter, sign_in_on, touch_seat
from pytestqt.qtbot import QtBot
from test_banked_games import open_table
from ui_helpers import labels, tap

from dealer_assist.app import BankedApp
from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN
from dealer_assist.engine.games.banked import BankOffered, replay_banked
from dealer_assist.ui.banked_games import VARIANTS
from dealer_assist.ui.views.banked_tppp import BankedTppp


def steps(app: BankedApp) -> list[str]:
    show = app.window.dealer.show_state
    assert show is not None
    return [s.text for s in show.steps]


def empty_round(qtbot: QtBot, app: BankedApp, start: str = "Start the round",
                stake: int | None = None) -> None:
    """The round starts (a keeping banker states ``stake``) and ends before the deal."""
    tap(qtbot, app.window, start)
    if stake is not None:
        enter(qtbot, app, stake)
    rnd = app.session.table.round
    assert rnd is not None
    tap(qtbot, app.window, f"End round {rnd.number}: no deal")
    assert rnd.ended


def offered(app: BankedApp) -> list[int]:
    """The seats offered the bank, in the log's order."""
    assert app.store is not None
    return [e.seat for e in app.store.table_events("B1") if isinstance(e, BankOffered)]


def open_tppp_page(qtbot: QtBot, app: BankedApp) -> BankedTppp:
    tap(qtbot, app.window, "Floor")
    floor = app.window.dealer.staff.floor
    tap(qtbot, floor, "TPPP")
    page = app.window.dealer.staff.tppp
    assert page.isVisible() and page.login.isVisible()  # nothing to touch before the sign-in
    assert not [b for b in page.buttons if "declare" in b.text()]
    sign_in_on(qtbot, page.login, "floor", DEMO_FLOOR_PIN)
    assert "Signed in: Demo Floor (floor)" in page.text.text()
    return page


def test_CA_PDR_on_at_every_banked_table_the_app_opens(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    for game in VARIANTS:
        (tmp_path / game).mkdir()
        app = open_table(qtbot, tmp_path / game, game)
        opened.append(app)
        config = app.session.table.config
        assert config is not None and config.pdr_enabled, game
        show = app.window.dealer.show_state
        assert show is not None and any("CA-PDR" in s.rule_ids for s in show.steps), game
        app.close()
        opened.remove(app)


def test_CA_PDR_round_by_touch_bank_offered_to_every_seat_before_each_hand(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "three_card_poker")
    opened.append(app)
    window = app.window
    now = [1_800_000_000]
    app.controller.clock = lambda: now[0]
    touch_seat(qtbot, app, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, app, 35)
    empty_round(qtbot, app)
    assert "40 min left for the bank to go to another player (CA-PDR)" in steps(app)

    # Round 2: CG would let Gus keep the bank for a second hand (K14); CA-PDR offers it first
    # to every seat, from the banker's left, the banker last.
    for seat in (1, 2, 3, 4, 5, 6, 7):
        assert not any("keeps the bank" in t or t == "Start the round" for t in labels(window))
        assert any(t.startswith(f"Offer the bank to seat {seat}") for t in steps(app))
        tap(qtbot, window, f"Seat {seat} passes")
    assert offered(app) == [7, 1, 2, 3, 4, 5, 6, 7]
    empty_round(qtbot, app, "Start round 2: seat 7 keeps the bank", stake=40)

    # Round 3: the offer again; seat 3 takes it, and the bank moves.
    now[0] += 10 * 60
    tap(qtbot, window, "Seat 1 passes")
    tap(qtbot, window, "Seat 2 passes")
    tap(qtbot, window, "Seat 3 takes the bank")
    enter(qtbot, app, 50)
    empty_round(qtbot, app)
    rnd = app.session.table.round
    assert rnd is not None and (rnd.number, rnd.banker_seat, rnd.stake) == (3, 3, 50)

    # 41 minutes after the first hand only Gus and Chen banked: two players, enough.
    now[0] += 31 * 60
    assert not any("must stop" in t for t in steps(app))
    replayed = replay_banked(list(app.store.table_events("B1")))  # type: ignore[union-attr]
    assert replayed.rotation is not None and [p for _, p in replayed.rotation.history] == [
        "Gus", "Gus", "Chen"]


def test_CA_PDR_game_stops_by_touch_when_one_player_keeps_the_bank(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "htp_three_card_poker")
    opened.append(app)
    window = app.window
    now = [1_800_000_000]
    app.controller.clock = lambda: now[0]
    touch_seat(qtbot, app, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, app, 100)
    empty_round(qtbot, app)
    now[0] += 41 * 60
    window.dealer.clock_timer.timeout.emit()  # the minute tick, driven
    assert any("the game must stop (CA-PDR)" in t for t in steps(app))
    assert not any("takes the bank" in t or "keeps the bank" in t for t in labels(window))


def test_CA_PDR_tppp_declared_by_touch_behind_the_floor_sign_in_is_not_offered_the_next_bank(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "three_card_poker")
    opened.append(app)
    window, seat7 = app.window, app.window.dealer.seats[7]
    assert not seat7.tppp.isVisible()
    page = open_tppp_page(qtbot, app)
    tap(qtbot, page, "Seat 7 (Gus): declare TPPP")
    rotation = app.session.table.rotation
    assert rotation is not None and rotation.tppp == {"Gus"}
    assert "Seat 7 (Gus) declared TPPP by Demo Floor" in page.text.text()
    assert page.member is None and page.login.isVisible()  # one declaration per sign-in
    assert app.store is not None
    replayed = replay_banked(list(app.store.table_events("B1")))
    assert replayed.rotation is not None and replayed.rotation.tppp == {"Gus"}  # logged
    audit = [e for e in app.store.audit_entries() if e.action == "tppp_declared"]
    assert len(audit) == 1 and audit[0].staff == DEMO_FLOOR_BADGE and "seat 7" in audit[0].detail
    window.dealer.staff.floor.hide()
    assert seat7.tppp.isVisible() and not window.dealer.seats[1].tppp.isVisible()

    # The TPPP banks round 1; the next bank goes to another player (CA-PDR): never offered.
    touch_seat(qtbot, app, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, app, 300)
    empty_round(qtbot, app)
    assert seat7.tppp.isVisible()
    for seat in (1, 2, 3, 4, 5, 6):
        tap(qtbot, window, f"Seat {seat} passes")
    assert "Seat 7 takes the bank" not in labels(window)
    assert not any("keeps the bank" in t for t in labels(window))
    assert any(t.startswith("No eligible player took the bank") for t in steps(app))
    assert offered(app) == [7, 1, 2, 3, 4, 5, 6]


def test_CA_PDR_second_tppp_refused_by_touch_over_the_table_limit(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "pai_gow")
    opened.append(app)
    page = open_tppp_page(qtbot, app)
    tap(qtbot, page, "Seat 7 (Gus): declare TPPP")
    sign_in_on(qtbot, page.login, "floor", DEMO_FLOOR_PIN)
    assert "Seat 7 (Gus): declare TPPP" not in labels(page)  # already declared
    tap(qtbot, page, "Seat 1 (Ana): declare TPPP")
    sentence = "only 1 third-party proposition player per table (CA-PDR)"
    assert f"Not declared: {sentence}" in page.text.text()  # the engine's words
    assert sentence in app.window.dealer.banner.text()
    rotation = app.session.table.rotation
    assert rotation is not None and rotation.tppp == {"Gus"}
    assert app.store is not None
    assert [e.action for e in app.store.audit_entries()].count("tppp_declared") == 1
    assert not app.window.dealer.seats[1].tppp.isVisible()
