"""Every player-banked game played by taps on the one banked dealer screen, against the real
engine and the real hand log: the bank (and the Buster bank), collections or rake, wagers on the
number pad, cards from the demo deck, from the card picker (by touch) or from the simulated shoe
(a pty read by the device stack), the dice, decisions, Pai Gow settings, Two Card Poker's kept
cards, and every ledger line settled in the engine's order. Each test checks the pay-outs the
ledger shows against the engine's settlement and that the log replays to the same round."""

from __future__ import annotations

import os
import subprocess
import sys
from itertools import combinations
from pathlib import Path

from banked_ui import enter, small_buttons, touch_seat
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, labels, tap

from dealer_assist.app import BankedApp, build_banked_demo, qt_app
from dealer_assist.cards import Card, parse_cards
from dealer_assist.commands.demo import banked_games
from dealer_assist.engine.games.banked import BankedRound, replay_banked
from dealer_assist.engine.games.banked.state import Need
from dealer_assist.evaluation import pai_gow as pg
from dealer_assist.rules import load_profile
from dealer_assist.ui.banked_games import VARIANTS, is_banked, variant_for


def open_table(qtbot: QtBot, tmp_path: Path, game: str, shoe: bool = False) -> BankedApp:
    qt_app()
    app = build_banked_demo(seed=5, game=game, db_path=tmp_path / "log.sqlite",
                            simulated_shoe=shoe)
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    return app


def press(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def bank_and_wagers(qtbot: QtBot, app: BankedApp, wagers: dict[int, list[tuple[str, int]]],
                    stake: int = 500, buster_bank: int = 0) -> BankedRound:
    """Seat 7 takes the bank; each seat pays what it owes and places its wagers by taps."""
    window = app.window
    touch_seat(qtbot, app, 7)
    tap(qtbot, window, "Seat 7 takes the bank")
    enter(qtbot, app, stake)
    if buster_bank:
        enter(qtbot, app, buster_bank)
    tap(qtbot, window, "Start the round")
    rnd = app.session.table.round
    assert rnd is not None and rnd.banker_seat == 7 and rnd.stake == stake
    assert rnd.side_stake == buster_bank
    for seat, placed in wagers.items():
        touch_seat(qtbot, app, seat)
        paid = [t for t in labels(window) if t.startswith(f"Seat {seat} paid the collection")]
        if paid:
            tap(qtbot, window, paid[0])
        for name, amount in placed:
            tap(qtbot, window, name)
            enter(qtbot, app, amount)
        touch_seat(qtbot, app, seat)
    tap(qtbot, window, "Close wagers: deal")
    return rnd


def current_need(rnd: BankedRound) -> Need | None:
    """What the round waits for; before the first card, what the first card starts."""
    if rnd.phase == "wagers":
        return rnd.first_needs()[0]
    return rnd.needs()[0] if rnd.needs() else None


def deal_from_deck(qtbot: QtBot, app: BankedApp, rnd: BankedRound) -> None:
    """Tap the deck's deal button while the engine waits for cards."""
    for _ in range(30):
        need = current_need(rnd)
        if need is None or need.kind not in ("deal", "draw", "board"):
            return
        tap(qtbot, app.window, need.text)


def settle_by_taps(qtbot: QtBot, app: BankedApp, rnd: BankedRound) -> None:
    while rnd.phase == "settling":
        tap(qtbot, app.window, "Done: seat ...")
    tap(qtbot, app.window, f"End round {rnd.number}")
    assert rnd.ended


def check_ledger_and_log(app: BankedApp, rnd: BankedRound) -> None:
    """The ledger's rows are the engine's settlement, money and all, and the log replays it."""
    ledger = app.window.dealer.ledger
    paid = sorted(rnd.collections.items())  # the collections paid come last (status paid)
    assert ledger.rowCount() == len(rnd.settled) + len(paid)
    for i, (seat, amount) in enumerate(paid, len(rnd.settled)):
        assert ledger.item(i, 0).text() == f"✓ {seat} {rnd.players.get(seat, '')}"
        assert (ledger.item(i, 1).text(), ledger.item(i, 2).text()) == ("collection",
                                                                        f"${amount}")
        assert ledger.item(i, 3).text() == "paid"
    for i, line in enumerate(rnd.settled):
        money = ", ".join(f"{verb} ${amount}" for verb, amount in (
            ("pay", line.paid), ("take", line.collected), ("back", line.returned)) if amount)
        assert ledger.item(i, 0).text() == f"✓ {line.seat} {line.bettor}"
        assert ledger.item(i, 5).text() == money
        assert ledger.item(i, 6).text() == f"${line.stake_left}"
    assert app.store is not None
    replayed = replay_banked(list(app.store.table_events("B1")))
    assert replayed.round is not None and replayed.round.settled == rnd.settled


def test_the_profile_says_which_games_are_banked_and_each_has_its_demo_room() -> None:
    cg, lc = load_profile("CG"), load_profile("LC_LOW")
    assert is_banked(cg, "pai_gow") and not is_banked(cg, "holdem")
    assert not is_banked(lc, "three_card_poker")  # LC does not spread it
    assert variant_for(cg, "holdem") is None
    for house in ("CG", "HTP"):
        profile = load_profile(house)
        for game in (str(g) for g in profile.games if is_banked(profile, str(g))):
            table = variant_for(profile, game)
            assert table is not None and table.house == house, (house, game)
            assert table.rules().banked is not None  # the room file loads and fills the table


def test_demo_offers_every_banked_variant(tmp_path: Path) -> None:
    assert set(banked_games()) == set(VARIANTS)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "demo", "--game", "pai_gow",
                           "--quit-after", "1.5"],
                          env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_CG_PAI_06_pai_gow_round_by_taps(qtbot: QtBot, tmp_path: Path,
                                         opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "pai_gow")
    opened.append(app)
    screen = app.window.dealer
    rnd = bank_and_wagers(qtbot, app, {1: [("Wager", 20)], 2: [("Wager", 30)]})
    tap(qtbot, app.window, "Enter the dice")  # CG-PAI-04/05: three dice and the action pile
    for row, value in enumerate((2, 3, 3)):
        press(qtbot, screen.dice.keys[row * 6 + value - 1])
    press(qtbot, screen.dice.keys[18 + 1 - 1])  # pile 1
    press(qtbot, screen.dice.ok)
    assert rnd.dice == (2, 3, 3) and rnd.pile == 1
    problems = small_buttons(app)
    deal_from_deck(qtbot, app, rnd)
    assert all(len(rnd.cards[s]) == 7 for s in (1, 2, 7))
    settings: dict[int, pg.Setting] = {}
    while rnd.needs():
        seat = rnd.needs()[0].seat or 0
        tap(qtbot, app.window, f"Seat {seat}: set the hand")
        assert "House Way" in screen.choice.note.text()  # none at CG for Pai Gow (Gaps)
        problems += small_buttons(app)
        held = rnd.cards[seat]
        front = next(f for f in combinations(held, 2) if pg.is_valid_setting(
            pg.Setting(f, tuple(c for c in held if c not in f)), pg.JokerRule.LIMITED))
        for card in front:
            press(qtbot, screen.choice.keys[held.index(card)])
        press(qtbot, screen.choice.ok)
        settings[seat] = pg.Setting(front, tuple(c for c in held if c not in front))
        assert rnd.settings[seat] == (settings[seat].front, settings[seat].back)
    settle_by_taps(qtbot, app, rnd)
    bank = settings.pop(7)
    for line in rnd.settled:  # CG-PAI-07/08/10: even money from the P/D's stake
        outcome = pg.compare_settings(settings[line.seat], bank, pg.JokerRule.LIMITED)
        want = {pg.Outcome.PLAYER_WINS: (line.amount, 0), pg.Outcome.PUSH: (0, 0),
                pg.Outcome.BANKER_WINS: (0, line.amount)}[outcome]
        assert (line.paid, line.collected) == want
    check_ledger_and_log(app, rnd)
    assert not problems, "\n".join(problems)


def pick(qtbot: QtBot, app: BankedApp, cards: tuple[Card, ...]) -> None:
    """Cards by touch: the picker over the screen, one key per card, then OK."""
    picker = app.window.dealer.picker
    tap(qtbot, app.window, "Cards by touch")
    assert picker.isVisible()
    for card in cards:
        press(qtbot, picker.keys[card])
    press(qtbot, picker.ok)
    assert not picker.isVisible()


def test_HTP_2CP_07_two_card_poker_with_cards_by_touch(qtbot: QtBot, tmp_path: Path,
                                                       opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "two_card_poker")
    opened.append(app)
    app.window.dealer.deck = None  # no demo deck: every card comes from the picker
    rnd = bank_and_wagers(qtbot, app, {1: [("Base", 10), ("Bonus", 5)], 2: [("Base", 10)]})
    assert rnd.collections == {1: 1, 2: 1}  # HTP rake, every player but the banker (demo room)
    hands = {1: "Ah Kh 2c 3d", 2: "9c 8d 4s 5s", 7: "Jd 2d 7c 6h"}
    for _ in range(3):
        seat = rnd.first_needs()[0].seat if rnd.phase == "wagers" else rnd.needs()[0].seat
        pick(qtbot, app, parse_cards(hands[seat or 0]))
    assert rnd.cards[7] == list(parse_cards(hands[7]))
    screen = app.window.dealer
    for seat, keep in ((1, "Ah Kh"), (2, "9c 8d")):
        tap(qtbot, app.window, f"Seat {seat} calls $10")
        held = rnd.cards[seat]
        for card in parse_cards(keep):
            press(qtbot, screen.choice.keys[held.index(card)])
        press(qtbot, screen.choice.ok)
    settle_by_taps(qtbot, app, rnd)
    got = {(s.seat, s.wager): (s.result, s.paid, s.collected) for s in rnd.settled}
    # DP J-2 suited qualifies (HTP-2CP-08); A-K suited beats it, 9-8 offsuit loses
    assert got[(1, "base")] == ("win", 10, 0) and got[(1, "call")] == ("win", 10, 0)
    assert got[(1, "bonus")] == ("win", 15, 0)  # A-K suited: a straight flush, 3:1 (demo table)
    assert got[(2, "base")] == ("lose", 0, 10) and got[(2, "call")] == ("lose", 0, 10)
    check_ledger_and_log(app, rnd)


def test_HTP_FLH_05_florida_holdem_round_by_taps(qtbot: QtBot, tmp_path: Path,
                                                 opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "florida_holdem")
    opened.append(app)
    screen = app.window.dealer
    rnd = bank_and_wagers(qtbot, app, {1: [("Ante", 10), ("Blind", 10), ("Trips", 5)],
                                       2: [("Ante", 10), ("Blind", 10)]})
    deal_from_deck(qtbot, app, rnd)
    tap(qtbot, app.window, "Seat 1 plays $40")  # 4x the Ante before the flop (HTP-FLH-05)
    tap(qtbot, app.window, "Seat 2 checks")
    deal_from_deck(qtbot, app, rnd)  # the flop
    assert len(rnd.board) == 3 and screen.board.isVisible()
    assert [v.isVisible() for v in screen.board_cards] == [True] * 3 + [False] * 2
    tap(qtbot, app.window, "Seat 2 checks")  # seat 1 has its one Play bet (AMB-14a)
    deal_from_deck(qtbot, app, rnd)  # turn and river
    assert len(rnd.board) == 5
    tap(qtbot, app.window, "Seat 2 plays $10")  # 1x at the river (HTP-FLH-07)
    problems = small_buttons(app)
    settle_by_taps(qtbot, app, rnd)
    plays = {(s.seat, s.wager): s.amount for s in rnd.settled if s.wager == "play"}
    assert plays == {(1, "play"): 40, (2, "play"): 10}
    check_ledger_and_log(app, rnd)
    assert not problems, "\n".join(problems)


def test_CG_BBJ_06_hot_action_with_buster_bank_by_taps(qtbot: QtBot, tmp_path: Path,
                                                      opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "hot_action_blackjack")
    opened.append(app)
    rnd = bank_and_wagers(qtbot, app, {1: [("Wager", 20), ("Buster", 10)], 3: [("Wager", 20)]},
                          buster_bank=50)
    for _ in range(40):
        need = current_need(rnd)
        if need is None:
            break
        if need.kind == "decide":
            assert f"Seat {need.seat} stands" in labels(app.window) or "hand" in need.text
            stand = [t for t in labels(app.window) if t.endswith("stands")]
            tap(qtbot, app.window, stand[0])
        else:
            tap(qtbot, app.window, need.text)
    settle_by_taps(qtbot, app, rnd)
    buster = [s for s in rnd.settled if s.wager == "buster"]
    assert len(buster) == 1 and buster[0].seat == 1
    assert buster[0].stake_left == 50 - buster[0].covered  # covered by its own bank
    assert (buster[0].result, buster[0].collected) in (("lose", 10), ("win", 0))
    main = [s for s in rnd.settled if s.wager == "wager"]
    assert main[-1].stake_left == 500 - sum(s.covered for s in main)
    for line in main:  # CG-HAB-T1..T6: a win pays (a natural at its odds), a loss is taken
        assert {"win": line.paid >= line.amount and not line.collected,
                "lose": line.collected == line.amount and not line.paid,
                "push": not line.paid and not line.collected}[line.result]
    check_ledger_and_log(app, rnd)


def test_HTP_3CP_round_from_the_simulated_shoe(qtbot: QtBot, tmp_path: Path,
                                               opened: list[BankedApp]) -> None:
    """The cards come from the pty shoe through the device bridge, only after the dealer
    closed the wagers; the screen never offers a demo-deck deal."""
    app = open_table(qtbot, tmp_path, "htp_three_card_poker", shoe=True)
    opened.append(app)
    controller = app.controller
    qtbot.waitUntil(lambda: controller.shoe_connected(), timeout=WAIT_MS)
    rnd = bank_and_wagers(qtbot, app, {2: [("Base", 10), ("Pair plus", 5)], 3: [("Base", 10)]})
    qtbot.waitUntil(lambda: rnd.phase == "play" and bool(rnd.needs())
                    and rnd.needs()[0].kind == "decide", timeout=WAIT_MS)
    assert all(len(rnd.cards[s]) == 3 for s in (2, 3, 7))
    assert not any(t.startswith("Deal three") for t in labels(app.window))
    while rnd.needs():
        tap(qtbot, app.window, f"Seat {rnd.needs()[0].seat} calls $10")
    settle_by_taps(qtbot, app, rnd)
    assert {(s.seat, s.wager) for s in rnd.settled} >= {(2, "base"), (2, "call"), (3, "base")}
    check_ledger_and_log(app, rnd)


def test_HTP_FLH_03_refusal_shown_in_the_engines_words(qtbot: QtBot, tmp_path: Path,
                                                       opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "florida_holdem")
    opened.append(app)
    touch_seat(qtbot, app, 7)
    tap(qtbot, app.window, "Seat 7 takes the bank")
    enter(qtbot, app, 500)
    tap(qtbot, app.window, "Start the round")
    touch_seat(qtbot, app, 3)
    tap(qtbot, app.window, "Ante")
    enter(qtbot, app, 10)
    tap(qtbot, app.window, "Blind")
    enter(qtbot, app, 5)
    banner = app.window.dealer.banner
    assert banner.isVisible()
    assert banner.text() == "the Blind equals the Ante ($10) (HTP-FLH-03)"
    rnd = app.session.table.round
    assert rnd is not None and rnd.hands[(3, "Chen")].wagers == {"ante": 10}  # nothing changed
