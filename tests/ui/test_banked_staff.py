"""The banked dealer screen catches up with the flop screen, by taps against the real engine and
the real hand log: the Floor panel (a banked ruling reported, overridden by a floorperson signed
in with badge and PIN, logged), the Supervisor panel and the device lights, the CA-PDR countdown
on a driven clock, backline bets settled in the ledger, a double matched for less, and the Pai
Gow joker key in the card picker."""

from __future__ import annotations

from pathlib import Path

from banked_ui import enter, hot_action_bank, sign_in_on, touch_seat
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from test_banked_games import (
    bank_and_wagers,
    check_ledger_and_log,
    current_need,
    open_table,
    pick,
    press,
    settle_by_taps,
)
from ui_helpers import WAIT_MS, labels, tap

from dealer_assist.app import BankedApp
from dealer_assist.cards import JOKER, parse_cards
from dealer_assist.devices.events import DeviceStatus
from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_PIN, DEMO_SUPERVISOR_PIN
from dealer_assist.engine.games.banked import replay_banked
from dealer_assist.ui.views.banked_staff import BankedStaff
from dealer_assist.ui.widgets.card_choice import card_text


def sign_in(qtbot: QtBot, app: BankedApp, who: str, pin: str) -> None:
    """The demo badge through the RFID reader's pty, then the PIN on the pad."""
    staff = app.window.dealer.staff
    sign_in_on(qtbot, staff.floor.rulings.login if who == "floor" else staff.supervisor.login,
               who, pin)


def test_LC_P1_banked_ruling_overridden_by_the_floor_with_pin_and_logged(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "three_card_poker")
    opened.append(app)
    window, staff = app.window, app.window.dealer.staff
    rnd = bank_and_wagers(qtbot, app, {1: [("Ante", 10)], 2: [("Ante", 10)]})
    tap(qtbot, window, "Floor")
    floor = staff.floor
    assert floor.isVisible()
    listed = {e.id for e in floor.text.entries}  # only what can happen at a banked table
    assert "card_off_table" in listed and "fold_facing_bet" not in listed
    tap(qtbot, floor.text, "Card dropped off the table")
    tap(qtbot, floor.text, "Seat 2")
    (number, ruling), = app.controller.open_rulings()
    assert ruling.irregularity == "card_off_table" and "LC-83" in ruling.rule_ids
    assert ruling.hand == rnd.number and ruling.detail == "seat 2"
    assert staff.ruling.isVisible()  # the banner under the table, as on the flop screen
    rulings = floor.rulings
    assert rulings.isVisible() and not [b for b in rulings.buttons
                                        if b.text().startswith("Override")]
    sign_in(qtbot, app, "floor", "0000")
    assert "Not signed in" in rulings.login.text.text()
    assert app.session.table.rulings[number].status == "proposed"
    sign_in(qtbot, app, "floor", DEMO_FLOOR_PIN)
    assert "Signed in: Demo Floor (floor)" in rulings.text.text()
    # the decision's context: who reported it and the round replayed to the report, in words
    shown = rulings.text.text()
    assert ruling.reported_by == "dealer" and "Reported by the dealer at table B1" in shown
    assert f", round {rnd.number}, after" in shown
    assert f"Round {rnd.number} to the report:" in shown
    assert "Seat 2: Ben bets $10 on ante" in shown  # the recall in words (issue 20)
    reason = "The floor's judgement in the interest of fairness (LC-P1)"
    tap(qtbot, rulings, f"Override {number}: {reason}")
    decided = app.session.table.rulings[number]
    assert decided.status == "overridden" and decided.reason == reason
    assert decided.decided_by.startswith("Demo Floor")
    assert not app.controller.open_rulings() and not staff.ruling.isVisible()
    assert rulings.member is None  # one decision per sign-in
    assert app.store is not None
    replayed = replay_banked(list(app.store.table_events("B1")))
    assert replayed.rulings[number].status == "overridden"  # in the log, replayed
    actions = [e.action for e in app.store.audit_entries()]
    assert actions.count("login_failed") == 1 and "ruling_decided" in actions
    # the round recall reads the same log
    tap(qtbot, floor, "Last 10 hands")
    tap(qtbot, floor.recall, "Round 1...")
    assert f"Ruling {number} overridden by Demo Floor" in floor.recall.text.text()


def test_banked_supervisor_panel_and_device_lights(qtbot: QtBot, tmp_path: Path,
                                                   opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "pai_gow")
    opened.append(app)
    staff: BankedStaff = app.window.dealer.staff
    assert staff.status.isVisible()
    app.controller.on_device_event(DeviceStatus("shoe-1", "disconnected", "cable out"))
    assert staff.status.worst() == "shoe-1" and staff.status.light.level == "bad"
    assert staff.status.text.text() == "shoe 1: disconnected"
    tap(qtbot, app.window, "Supervisor")
    sign_in(qtbot, app, "supervisor", DEMO_SUPERVISOR_PIN)
    panel = staff.supervisor
    assert "Signed in: Demo Supervisor (supervisor)" in panel.who.text()
    tap(qtbot, panel, "Verify the hand log")
    qtbot.waitUntil(lambda: not panel.running, timeout=WAIT_MS * 4)
    assert panel.result.text().startswith("OK: ")  # the banked log's hash chain holds


def procedure_text(app: BankedApp) -> str:
    return " ".join(label.text() for label in
                    app.window.dealer.procedure.findChildren(QLabel))


def test_CA_PDR_countdown_follows_the_clock(qtbot: QtBot, tmp_path: Path,
                                            opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "three_card_poker")
    opened.append(app)
    now = [1_800_000_000]
    app.controller.clock = lambda: now[0]
    config = app.session.table.config
    assert config is not None and config.pdr_enabled  # a "CA" house: on as the profile says
    touch_seat(qtbot, app, 7)
    tap(qtbot, app.window, "Seat 7 takes the bank")
    enter(qtbot, app, 300)
    tap(qtbot, app.window, "Start the round")  # the bank's clock starts here (CA-PDR)
    assert app.controller.end_round()  # nobody bet: the round ends before the deal
    assert "40 min left for the bank to go to another player" in procedure_text(app)
    now[0] += 15 * 60
    app.window.dealer.clock_timer.timeout.emit()  # the minute tick, driven
    assert "25 min left for the bank to go to another player" in procedure_text(app)
    now[0] += 30 * 60
    app.window.dealer.clock_timer.timeout.emit()
    assert "the game must stop (CA-PDR)" in procedure_text(app)


def play_hot_action(qtbot: QtBot, app: BankedApp) -> list[str]:
    """Deal from the deck and stand, but seat 1 doubles for less and Ben matches for less
    (CG-HAB-D1); returns what happened to seat 1."""
    rnd = app.session.table.round
    assert rnd is not None
    done: list[str] = []
    for _ in range(40):
        need = current_need(rnd)
        if need is None:
            break
        if need.kind == "decide" and need.seat == 1 and not done and "double" in need.options:
            tap(qtbot, app.window, "Seat 1 doubles for less")
            enter(qtbot, app, 15)
            tap(qtbot, app.window, "Seat 1 Ben matches the double for less")
            enter(qtbot, app, 5)
            done.append("doubled")
        elif need.kind == "decide":
            tap(qtbot, app.window, next(t for t in labels(app.window) if t.endswith("stands")))
        else:
            tap(qtbot, app.window, need.text)
    return done


def test_CG_HAB_09_backline_bet_settled_in_the_ledger(qtbot: QtBot, tmp_path: Path,
                                                      opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "hot_action_blackjack")
    opened.append(app)
    window = app.window
    hot_action_bank(qtbot, app)
    rnd = app.session.table.round
    assert rnd is not None
    touch_seat(qtbot, app, 1)  # Ana's wager, then Ben bets on her spot's backline
    tap(qtbot, window, "Wager")
    enter(qtbot, app, 20)
    tap(qtbot, window, "Backline bet")
    assert "Gus" not in labels(window)  # the banker bets on no spot (CG-HAB-21)
    assert "Ana" not in labels(window)  # nor the seated player on her own backline
    tap(qtbot, window, "Ben")
    tap(qtbot, window, "Ben: wager")
    enter(qtbot, app, 10)
    tap(qtbot, window, "Backline done")
    touch_seat(qtbot, app, 1)
    touch_seat(qtbot, app, 3)  # Chen refuses backline bets on his spot (CG-HAB-11)
    tap(qtbot, window, "Wager")
    enter(qtbot, app, 20)
    tap(qtbot, window, "Refuses backline")
    assert 3 in rnd.no_backline and "Backline bet" not in labels(window)
    touch_seat(qtbot, app, 3)
    assert rnd.hands[(1, "Ben")].wagers == {"wager": 10}
    tap(qtbot, window, "Close wagers: deal")
    done = play_hot_action(qtbot, app)
    settle_by_taps(qtbot, app, rnd)
    ben = [s for s in rnd.settled if s.bettor == "Ben"]
    assert len(ben) == 1 and ben[0].seat == 1
    assert done == ["doubled"]  # seat 1 doubled for less, Ben matched for less (CG-HAB-D1)
    assert ben[0].amount == 15  # his $10 and $5 more
    assert [s.amount for s in rnd.settled if s.bettor == "Ana"] == [35]
    ledger = window.dealer.ledger
    rows = [ledger.item(i, 0).text() for i in range(ledger.rowCount())]
    assert "✓ 1 Ben" in rows
    check_ledger_and_log(app, rnd)


def test_CG_PAI_01_joker_entered_by_touch(qtbot: QtBot, tmp_path: Path,
                                          opened: list[BankedApp]) -> None:
    plain = open_table(qtbot, tmp_path, "htp_three_card_poker")
    opened.append(plain)
    assert JOKER not in plain.window.dealer.picker.keys  # no joker in a 52-card game
    plain.close()
    (tmp_path / "pai").mkdir()
    app = open_table(qtbot, tmp_path / "pai", "pai_gow")
    opened.append(app)
    screen = app.window.dealer
    rnd = bank_and_wagers(qtbot, app, {1: [("Wager", 20)]})
    tap(qtbot, app.window, "Enter the dice")
    for row, value in enumerate((1, 1, 1)):
        press(qtbot, screen.dice.keys[row * 6 + value - 1])
    press(qtbot, screen.dice.keys[18])
    press(qtbot, screen.dice.ok)
    need = current_need(rnd)
    assert need is not None and need.count == 7
    tap(qtbot, app.window, "Cards by touch")
    picker = screen.picker
    assert picker.keys[JOKER].text() == "Joker"
    for card in (*parse_cards("As Kd Qh 9c 7s 3d"), JOKER):
        press(qtbot, picker.keys[card])
    press(qtbot, picker.ok)
    assert not picker.isVisible()
    assert JOKER in rnd.cards[need.seat or 0]


def test_PGP_IRR_09_card_off_the_table_replaced_once_the_floor_confirms_by_touch(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    """Floor > a card off the table > the seat > which card: the banner says what the floor's
    confirmation will do; the floorperson signs in and confirms; the card is out of play and
    the screen asks for the seat's replacement after the rest of the deal (PGP-IRR-08)."""
    app = open_table(qtbot, tmp_path, "three_card_poker")
    opened.append(app)
    window, staff = app.window, app.window.dealer.staff
    window.dealer.deck = None  # every card from the picker
    rnd = bank_and_wagers(qtbot, app, {1: [("Ante", 10)], 2: [("Ante", 10)]})
    hands = {1: "Ac Ad 2c", 2: "Kh Kd 2d", 7: "Qs 2s 3d"}
    assert current_need(rnd).seat == 1  # type: ignore[union-attr]
    pick(qtbot, app, parse_cards(hands[1]))
    tap(qtbot, window, "Floor")
    floor = staff.floor
    tap(qtbot, floor.text, "Card dropped off the table")
    tap(qtbot, floor.text, "Seat 1")
    ace = parse_cards("Ad")[0]
    tap(qtbot, floor.text, f"Seat 1: {card_text(ace)}")
    (number, ruling), = app.controller.open_rulings()
    assert ruling.detail == "seat 1 (Ad)" and rnd.cards[1] == list(parse_cards(hands[1]))
    assert staff.ruling.isVisible() and "Ad is out of play" in staff.ruling.text.text()
    sign_in(qtbot, app, "floor", DEMO_FLOOR_PIN)
    tap(qtbot, floor.rulings, f"Confirm ruling {number}")
    assert app.session.table.rulings[number].status == "confirmed"
    assert rnd.cards[1] == list(parse_cards("Ac 2c")) and rnd.out_of_play == [ace]
    assert not staff.ruling.isVisible()
    floor.hide()
    for seat in (2, 7):
        assert current_need(rnd).seat == seat  # type: ignore[union-attr]
        pick(qtbot, app, parse_cards(hands[seat]))
    need = current_need(rnd)
    assert need is not None and (need.seat, need.count) == (1, 1) and "PGP-IRR-08" in need.text
    shown = [w.text() for w in window.findChildren(QLabel) if w.isVisible()]
    assert any("Give seat 1 the next card" in t for t in shown)  # the screen's next step
    pick(qtbot, app, parse_cards("9h"))
    assert rnd.cards[1] == list(parse_cards("Ac 2c 9h")) and rnd.owed == []
    assert current_need(rnd).kind == "decide"  # type: ignore[union-attr]
    assert app.store is not None
    replayed = replay_banked(list(app.store.table_events("B1")))
    assert replayed.round is not None and replayed.round.cards == rnd.cards
    assert replayed.round.out_of_play == [ace]


def test_LC_105_fouled_deck_confirmed_by_touch_voids_the_round_and_returns_every_wager(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "three_card_poker")
    opened.append(app)
    window, staff = app.window, app.window.dealer.staff
    window.dealer.deck = None
    rnd = bank_and_wagers(qtbot, app, {1: [("Ante", 10)], 2: [("Ante", 10)]})
    pick(qtbot, app, parse_cards("Ac Ad 2c"))
    tap(qtbot, window, "Floor")
    tap(qtbot, staff.floor.text, "Fouled deck...")
    tap(qtbot, staff.floor.text, "No seat")
    assert "the round is void" in staff.ruling.text.text()
    sign_in(qtbot, app, "floor", DEMO_FLOOR_PIN)
    (number, _ruling), = app.controller.open_rulings()
    tap(qtbot, staff.floor.rulings, f"Confirm ruling {number}")
    staff.floor.hide()
    assert rnd.void is not None and rnd.phase == "settling"
    settle_by_taps(qtbot, app, rnd)
    assert [(s.seat, s.status, s.returned, s.paid, s.collected) for s in rnd.settled] == [
        (1, "returned", 10, 0, 0), (2, "returned", 10, 0, 0)]
    check_ledger_and_log(app, rnd)
