"""`dealer-assist demo --screenshots DIR`: every screen that exists, rendered to PNG.

The hand is driven through the same controller the touches use, with cards from a seeded deck
(no pty: the pictures must come out the same on every run).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication, QWidget

from dealer_assist.cards import STANDARD_CARDS, Card
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import PlayerSeated, TableConfigured
from dealer_assist.engine.session import TableSession
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.banked_demo import DemoDeck
from dealer_assist.ui.banked_presenter import decision_amount
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.demo_badge import (
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_PIN,
    DEMO_SUPERVISOR_BADGE,
    DEMO_SUPERVISOR_PIN,
)
from dealer_assist.ui.main_window import MainWindow
from dealer_assist.ui.presenter import next_step, open_options
from dealer_assist.ui.table_calls import get_call

SIZE = (1280, 800)
EXTRA_SIZES = ((1024, 768), (1920, 1080))


class ScreenshotTour:
    def __init__(self, window: MainWindow, controller: TableController, out: Path,
                 seed: int = 7) -> None:
        self.window = window
        self.controller = controller
        self.out = out
        deck = list(STANDARD_CARDS)
        random.Random(seed).shuffle(deck)
        self.deck: list[Card] = deck
        self.saved: list[Path] = []

    def shoot(self, name: str, size: tuple[int, int] = SIZE, widget: QWidget | None = None) -> None:
        self.window.resize(*size)
        self.window.show()
        for _ in range(3):
            QApplication.processEvents()
        path = self.out / f"{name}.png"
        if not (widget or self.window).grab().save(str(path)):
            raise OSError(f"could not write {path}")
        self.saved.append(path)

    def feed_cards(self) -> None:
        """Pull cards from the deck while the procedure asks for one (as the shoe would)."""
        session = self.controller.session
        while (step := next_step(session)) and step.kind in ("deal", "board"):
            if not self.controller.card_read(self.deck.pop()):
                raise RuntimeError("the engine refused a card from a fresh deck")

    def act_until(self, done: Callable[[], bool], choose: Callable[[list[str]], str]) -> None:
        """Tap the action button ``choose`` picks until ``done``."""
        for _ in range(40):
            if done():
                return
            actions = self.controller.session.hand.legal_actions()
            if not actions:
                return
            pick = choose([a.action for a in actions])
            action = next(a for a in actions if a.action == pick)
            self.controller.act(action.seat, action.action, action.min_to)

    def run(self) -> list[Path]:
        c = self.controller
        screen = self.window.dealer
        self.shoot("01-dealer-between-hands")
        screen.seat_panel.open_seat(4)
        self.shoot("01b-seat-panel-between-hands")
        screen.seat_panel.hide()
        self.table_setup()
        c.start_hand()
        self.shoot("02-dealer-blinds-due")
        c.post_blinds()
        self.shoot("02b-dealer-straddle-offer")
        for due in open_options(c.session):
            c.decline_option(due.seat)
        self.feed_cards()
        self.shoot("03-dealer-preflop-action")
        hand = c.session.hand
        self.act_until(lambda: hand.street > 0,
                       lambda acts: "raise" if hand.to_act == 5 and "raise" in acts else
                       ("call" if "call" in acts else "check"))
        self.feed_cards()
        hand = c.session.hand
        self.act_until(lambda: hand.street > 1 or hand.phase != "betting",
                       lambda acts: "bet" if "bet" in acts else
                       ("call" if "call" in acts else "check"))
        self.shoot("04-dealer-turn-due")
        screen.ask_cards("board", None, c.session.hand.board_needed())
        screen.picker.toggle(self.deck[-1])
        self.shoot("04b-card-picker-no-shoe")
        screen.picker.hide()
        wrong = next(a for a in hand.seats if a != hand.to_act)
        c.act(wrong, "check")
        self.shoot("05-dealer-refusal-banner")
        self.feed_cards()
        self.shoot("06-dealer-turn-action")
        for size in EXTRA_SIZES:
            self.shoot(f"07-dealer-turn-action-{size[0]}x{size[1]}", size)
        screen.open_floor()
        self.shoot("08-floor-panel")
        screen.floor.hide()
        self.act_until(lambda: hand.phase != "betting" and hand.phase != "board",
                       lambda acts: "check" if "check" in acts else "call")
        self.feed_cards()
        self.act_until(lambda: hand.phase != "betting" and hand.phase != "board",
                       lambda acts: "check" if "check" in acts else "call")
        self.shoot("09-dealer-showdown")
        for _ in range(10):
            step = next_step(c.session)
            if step is None or step.kind != "show" or step.seat is None:
                break
            c.show(step.seat)
        self.shoot("10-dealer-push-pot")
        self.calls_tour()
        c.push()
        self.shoot("11-dealer-hand-complete")
        screen.open_floor()
        screen.floor.show_page(screen.floor.recall)
        screen.floor.recall.open_hand(1)
        screen.floor.recall.move(17)
        self.shoot("13-floor-last-hands-replay")
        screen.floor.hide()
        self.supervisor()
        return self.saved

    def calls_tour(self) -> None:
        """The Calls panel at the showdown: the award disputed (a seat, a reason typed), the
        floor prompt it raises, the floor's sign-in, and the award left standing."""
        panel = self.window.dealer.calls
        panel.open()
        self.shoot("30-calls-panel-showdown")
        panel.begin(get_call("dispute_award"))
        self.shoot("30b-calls-seat-question")
        panel.answer(2)
        for key in "WRONG KICKER":
            panel.keyboard.press(" " if key == " " else key)
        self.shoot("30c-calls-reason-keyboard")
        panel.reason_entered()
        self.shoot("30d-calls-floor-prompt")
        panel.begin(get_call("dispute_stands"))
        panel.login.badge_read(DEMO_FLOOR_BADGE)  # as the badge reader would deliver it
        self.shoot("30e-calls-floor-sign-in")
        for key in DEMO_FLOOR_PIN:
            panel.login.pin.press(key)
        panel.login.pin.accept()
        panel.skip()  # no reason needed when the award stands
        self.shoot("30f-calls-award-stands")
        panel.close_panel()

    def table_setup(self) -> None:
        """The set-up panel between hands: CG stud chosen, a name typed on the keyboard."""
        setup = self.window.dealer.setup
        setup.open()
        setup.choose("house", "CG")
        setup.choose("game", "stud")
        setup.pick_seat(7)
        for key in "ZOE":
            setup.keyboard.press(key)
        self.shoot("01c-table-setup-keyboard")
        setup.keyboard.set_text("")
        setup.seat = 0
        setup.hide()

    def run_stud(self) -> list[Path]:
        """A CG $4-$8 stud hand: the bring-in on 3rd street, then 7th street with LC-124's plan."""
        c = self.controller
        c.start_hand()
        c.post_blinds()
        self.feed_cards()
        self.shoot("20-dealer-stud-bring-in")
        hand = c.session.hand
        for street in range(4):
            self.act_until(lambda s=street: hand.street > s or hand.phase != "betting",
                           lambda acts: "bring_in" if "bring_in" in acts else
                           ("call" if "call" in acts else "check"))
            if street < 3:
                self.feed_cards()
        self.shoot("21-dealer-stud-seventh-street-plan")
        self.feed_cards()
        self.shoot("22-dealer-stud-seventh-street-action")
        return self.saved

    def supervisor(self) -> None:
        """Sign in as the demo supervisor, export the log as CSV and show the result, then the
        charts of today's hands and rulings."""
        panel = self.window.dealer.supervisor
        panel.open()
        self.shoot("18-supervisor-sign-in")
        panel.login.badge_read(DEMO_SUPERVISOR_BADGE)  # as the badge reader would deliver it
        for key in DEMO_SUPERVISOR_PIN:
            panel.login.pin.press(key)
        panel.login.pin.accept()
        panel.export()
        if wait_for(lambda: not panel.job.running and not panel.running, 30.0):
            self.shoot("19-supervisor-export-done")
        panel.show_charts()
        if wait_for(lambda: not panel.chart_job.running
                    and panel.chart_status.text().startswith("Today"), 30.0):
            self.shoot("19b-supervisor-charts")
        panel.hide_charts()
        panel.close_panel()

    def post_in(self) -> None:
        """Start a hand, post the blinds and say no to the straddle: the deal is due."""
        c = self.controller
        c.start_hand()
        c.post_blinds()
        for due in open_options(c.session):
            c.decline_option(due.seat)

    def deal_in(self) -> None:
        """:meth:`post_in`, then deal from the deck: the first action is due."""
        self.post_in()
        self.feed_cards()

    def run_ruling(self) -> list[Path]:
        """A premature turn (two cards during the flop betting: burn, then turn, LC-111)."""
        c = self.controller
        self.deal_in()
        hand = c.session.hand
        self.act_until(lambda: hand.street > 0, lambda acts: "call" if "call" in acts else "check")
        self.feed_cards()
        self.act_until(lambda: hand.street > 1 or bool(hand.round and hand.round.actions),
                       lambda acts: "check")
        for _ in range(2):
            c.card_read(self.deck.pop())
        self.shoot("14-dealer-ruling-banner")
        screen = self.window.dealer
        screen.open_floor()
        self.shoot("15-floor-ruling-sign-in")
        login = screen.floor.rulings.login
        login.badge_read(DEMO_FLOOR_BADGE)  # as the badge reader would deliver it
        for key in DEMO_FLOOR_PIN[:3]:
            login.pin.press(key)
        self.shoot("16-floor-ruling-pin-pad")
        login.pin.press(DEMO_FLOOR_PIN[3])
        login.pin.accept()
        self.shoot("17-floor-ruling-signed-in")
        screen.floor.hide()
        return self.saved

    def run_with_shoe(self, ready: Callable[[], bool], timeout_s: float = 15.0) -> list[Path]:
        """The demo as it runs: cards from the simulated shoe through its pty (the light is
        green). ``ready`` says when the shoe is read; no picture if it never is."""
        if not wait_for(ready, timeout_s):
            return self.saved
        self.post_in()
        hand = self.controller.session.hand
        if wait_for(lambda: hand.phase == "betting", timeout_s):
            self.shoot("00-demo-simulated-shoe-preflop")
        return self.saved

    def run_number_pad(self) -> list[Path]:
        """A no-limit table: a raise has a range, so the number pad opens."""
        c = self.controller
        self.deal_in()
        actions = c.session.hand.legal_actions()
        ranged = next(a for a in actions if a.min_to != a.max_to)
        self.window.dealer.pad.amount_wanted.emit(ranged)
        for key in str(ranged.min_to * 3):
            self.window.dealer.number_pad.press(key)
        self.shoot("12-number-pad-no-limit")
        return self.saved


def no_limit_session() -> TableSession:
    """$1-$2 no-limit Hold'em, six players: only for the number-pad picture (no house profile
    behind it: the engine's config is written out here)."""
    config = GameConfig(game="holdem", structure="no_limit", small_bet=2, big_bet=2,
                        blinds=(Blind("small_blind", 1), Blind("big_blind", 2)), cap_bets=None)
    session = TableSession(config)
    session.run([TableConfigured("T2", "DEMO", "holdem", "1-2 NL", 10, config.to_json())])
    names = ["Ana", "Ben", "Chen", "Dee", "Eli", "Fay"]
    session.run([PlayerSeated(i + 1, n, 200, "deal_now") for i, n in enumerate(names)])
    return session


def wait_for(done: Callable[[], bool], timeout_s: float) -> bool:
    """Run Qt's event loop until ``done()`` or the timeout; True when done."""
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            return False
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)
    return True


class BankedTour:
    """The banked dealer screen through one CG Three Card Poker round with a $30 bank: wagers,
    the deal, and the ledger with covered, partly covered and returned wagers."""

    def __init__(self, window: QWidget, controller: BankedController, deck: DemoDeck,
                 out: Path) -> None:
        self.window = window
        self.controller = controller
        self.deck = deck
        self.out = out
        self.saved: list[Path] = []
        self.shoot = ScreenshotTour.shoot.__get__(self)  # same sizes and file names

    def run(self) -> list[Path]:
        c = self.controller
        screen = self.window.dealer  # type: ignore[attr-defined]
        screen.seat_tapped(7)
        self.shoot("23-banked-offer-the-bank")
        screen.seat_tapped(7)
        c.take_bank(7, 30)
        c.start_round()
        for seat in (1, 2, 3, 4):
            c.pay_collection(seat, 1)
            c.wager(seat, "ante", 10)
        c.wager(2, "bonus", 5)
        screen.seat_tapped(5)
        self.shoot("24-banked-wagers")
        screen.seat_tapped(5)
        self.deck.deal_all(c)
        self.shoot("25-banked-decisions")
        rnd = c.session.table.round
        while rnd is not None and (needs := rnd.needs()):
            need = needs[0]
            c.decide(need.seat or 0, need.bettor, "play", decision_amount(c.session, need, "play"))
        c.settle_next()
        c.settle_next()
        self.shoot("26-banked-ledger-partial-coverage")
        for size in EXTRA_SIZES:
            self.shoot(f"26-banked-ledger-{size[0]}x{size[1]}", size)
        return self.saved
