"""`dealer-assist demo --screenshots DIR`: every screen that exists, rendered to PNG.

The hand is driven through the same controller the touches use, with cards from a seeded deck
(no pty: the pictures must come out the same on every run).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from itertools import combinations
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QEvent, QEventLoop
from PySide6.QtWidgets import QApplication, QButtonGroup, QWidget

from dealer_assist.cards import JOKER, STANDARD_CARDS, Card, parse_card
from dealer_assist.devices.sim.demo_badge import (
    DEMO_ADMIN_BADGE,
    DEMO_ADMIN_PIN,
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_PIN,
    DEMO_NEW_BADGE,
    DEMO_SPARE_BADGE,
    DEMO_SUPERVISOR_BADGE,
    DEMO_SUPERVISOR_PIN,
)
from dealer_assist.devices.sim.demo_deck import DemoDeck
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import PlayerSeated, TableConfigured
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import BankedHandSet
from dealer_assist.engine.games.banked.state import Need
from dealer_assist.engine.session import TableSession
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.banked_presenter import call_keeps, decision_amount, next_need
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.main_window import MainWindow
from dealer_assist.ui.presenter import next_step, open_options
from dealer_assist.ui.table_calls import get_call

SIZE = (1280, 800)
EXTRA_SIZES = ((1024, 768), (1920, 1080))


class ScreenshotTour:
    # called with each picture's name and widget before it is saved (tests check that every
    # text fits its rectangle and nothing overlaps, on every screen of the tour)
    inspectors: ClassVar[list[Callable[[str, QWidget], None]]] = []

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
        for _ in range(3):  # the layouts' pending passes too: a picture shows settled rows
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            QApplication.processEvents()
        path = self.out / f"{name}.png"
        for inspect in ScreenshotTour.inspectors:
            inspect(name, widget or self.window)
        if not (widget or self.window).grab().save(str(path)):
            raise OSError(f"could not write {path}")  # i18n: the tour tool's error (terminal)
        self.saved.append(path)

    def run_first_start(self) -> list[Path]:
        """A new hand log: the empty table and the first supervisor created by touch."""
        panel = self.window.dealer.first_run
        self.shoot("00a-first-start-name")
        panel.keyboard.set_text("Rosa")  # i18n: demo data (a name typed)
        panel.name_done()
        panel.use_code("20261201")
        self.shoot("00b-first-start-badge-or-code")
        return self.saved

    def table_opening(self) -> None:
        """Issue 17 at the table, leaving it as it was: the draw for the button half drawn by
        the shoe (then closed, nothing logged), a new player's short buy-in refused with the
        floor's override offered, the house dealer's sign-in."""
        screen = self.window.dealer
        screen.button_draw.start()
        for text in ("Kd", "7s", "Ah"):
            self.controller.card_read(parse_card(text))
        self.shoot("01f-button-draw-by-the-shoe")
        screen.button_draw.close_draw()
        screen.seat_panel.open_seat(8)
        # i18n: demo data (a name)
        screen.seat_panel.ask_buy_in(tr("Seat {seat}: {name}'s buy-in").format(seat=8, name="Gus"),
                                     "Gus", "wait_for_big_blind", True)
        screen.seat_panel.judge(20)
        self.shoot("01g-buy-in-refused-floor-override")
        screen.seat_panel.hide()
        screen.dealer_sign_in.start()
        self.shoot("01h-house-dealer-sign-in")
        screen.dealer_sign_in.hide()

    def feed_cards(self) -> None:
        """Pull cards from the deck while the procedure asks for one (as the shoe would)."""
        session = self.controller.session
        while (step := next_step(session)) and step.kind in ("deal", "board"):
            if not self.controller.card_read(self.deck.pop()):
                # i18n: the tour tool's error (terminal)
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
        self.table_opening()
        self.table_setup()
        c.start_hand()
        self.shoot("02-dealer-blinds-due")
        c.post_blinds()
        self.shoot("02b-dealer-straddle-offer")
        for due in open_options(c.session):
            c.decline_option(due.seat, due.kind)
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
        screen.calls.open()
        self.shoot("40g-calls-during-betting")
        screen.calls.close_panel()
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
        self.shoot("40-calls-panel-showdown")
        panel.begin(get_call("dispute_award"))
        self.shoot("40b-calls-seat-question")
        panel.answer(2)
        typed = "WRONG KICKER"  # i18n: demo data (a reason typed)
        for key in typed:
            panel.keyboard.press(" " if key == " " else key)
        self.shoot("40c-calls-reason-keyboard")
        panel.reason_entered()
        self.shoot("40d-calls-floor-prompt")
        panel.begin(get_call("dispute_stands"))
        panel.login.badge_read(DEMO_FLOOR_BADGE)  # as the badge reader would deliver it
        self.shoot("40e-calls-floor-sign-in")
        for key in DEMO_FLOOR_PIN:
            panel.login.pin.press(key)
        panel.login.pin.accept()
        panel.skip()  # no reason needed when the award stands
        self.shoot("40f-calls-award-stands")
        panel.close_panel()

    def table_setup(self) -> None:
        """The set-up panel between hands: CG stud chosen, a name typed on the keyboard; then an
        LC high limit whose blinds the room file left open, asked on the keypad."""
        setup = self.window.dealer.setup
        setup.open()
        setup.choose("house", "CG")
        setup.choose("game", "stud")
        setup.pick_seat(7)
        for key in "ZOE":
            setup.keyboard.press(key)
        self.shoot("01c-table-setup-keyboard")
        self.shoot("01c-table-setup-keyboard-1920x1080", (1920, 1080))
        setup.ask_chips()
        for key in "200":
            setup.chips.press(key)
        setup.chips.accept()
        self.shoot("01d-table-setup-entry-options")
        setup.keyboard.set_text("")
        setup.seat = 0
        setup.pages.setCurrentIndex(0)
        setup.choose("house", "LC_HIGH")  # amounts the room file left open, asked by touch
        setup.choose("game", "holdem")
        setup.choose("limit", "10-20")
        setup.open_table()
        for key in "5":
            setup.amount_pad.press(key)
        self.shoot("01e-table-setup-amount")
        self.shoot("01e-table-setup-amount-1024x768", (1024, 768))
        setup.amount_pad.drop()
        setup.hide()
        seats = self.window.dealer.seat_panel
        seats.open_seat(4)
        seats.buttons[[b.text() for b in seats.buttons].index(tr("Change seat…"))].click()
        self.shoot("01e-seat-panel-change-seat")
        seats.hide()

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
        """Sign in as the demo supervisor, export the log as CSV and show the result, again over
        chosen dates, then the charts of today's hands and rulings and of chosen dates."""
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
        choose(panel.choice["period"], "range")  # "Choose dates…": last month to today
        panel.export_dates.step(True, 0, -1)
        panel.export()
        if wait_for(lambda: not panel.job.running and not panel.running, 30.0):
            self.shoot("19a-supervisor-export-dates")
        panel.show_charts()
        if wait_for(lambda: not panel.chart_job.running
                    and panel.chart_status.text().startswith("Today"), 30.0):
            self.shoot("19b-supervisor-charts")
        choose(panel.chart_period, "chart-range")
        panel.chart_dates.step(True, 0, -1)
        if wait_for(lambda: not panel.chart_job.running and panel.chart_status.text()
                    .startswith(panel.chart_dates.text()), 30.0):
            self.shoot("19bb-supervisor-charts-dates")
        panel.hide_charts()
        panel.close_panel()
        self.admin()

    def admin(self) -> None:
        """Sign in as the demo admin: the staff list, adding a member (the keyboard, then badge
        and role), one member's page, correcting their name, replacing their badge."""
        panel = self.window.dealer.admin
        panel.open()
        panel.login.badge_read(DEMO_ADMIN_BADGE)  # as the badge reader would deliver it
        for key in DEMO_ADMIN_PIN:
            panel.login.pin.press(key)
        panel.login.pin.accept()
        self.shoot("19c-admin-staff-list")
        panel.start_add()
        for key in "ROSA":
            panel.keyboard.press(key)
        self.shoot("19d-admin-add-name")
        panel.name_done()
        panel.badge_read(DEMO_NEW_BADGE)
        panel.choose_role("floor")
        self.shoot("19e-admin-add-badge-and-role")
        panel.back_to_list()
        panel.open_member(DEMO_FLOOR_BADGE)
        self.shoot("19f-admin-member")
        panel.start_rename()
        self.shoot("19g-admin-correct-name")
        panel.back_to_member()
        panel.start_rebadge()
        panel.badge_read(DEMO_SPARE_BADGE)  # a spare badge on the reader
        self.shoot("19h-admin-replace-badge")
        panel.close_panel()

    def post_in(self) -> None:
        """Start a hand, post the blinds and say no to the straddle: the deal is due."""
        c = self.controller
        c.start_hand()
        c.post_blinds()
        for due in open_options(c.session):
            c.decline_option(due.seat, due.kind)

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
        for key in DEMO_FLOOR_PIN[:-1]:  # all but the last digit on the picture
            login.pin.press(key)
        self.shoot("16-floor-ruling-pin-pad")
        login.pin.press(DEMO_FLOOR_PIN[-1])
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
    names = ["Ana", "Ben", "Chen", "Dee", "Eli", "Fay"]  # i18n: demo data (names)
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
        c.deal_all_from(self.deck)
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

    def run_game(self, name: str) -> list[Path]:
        """Any banked game: the bank at seat 7, wagers on seats 1-4, the deal; one picture at
        the first decision (a Pai Gow hand being set, a Two Card Poker call choosing its two
        cards), then the round played out and the ledger settled."""
        c = self.controller
        screen = self.window.dealer  # type: ignore[attr-defined]
        cfg = c.session.table.config
        assert cfg is not None
        c.take_bank(7, 200, 100 if "buster" in cfg.wagers else 0)
        c.start_round()
        rnd = c.session.table.round
        assert rnd is not None
        for seat in (1, 2, 3, 4):
            owed = next((s.charge for s in screen.show_state.seats if s.number == seat), None)
            if owed:
                c.pay_collection(seat, owed)
            for wager in rnd.game.required:
                c.wager(seat, wager, 10)
        side = next((w for w in cfg.wagers[1:] if w not in ("play", "call", "blind")), None)
        if side is not None:
            c.wager(2, side, 5)
        c.close_wagers()
        shot = False
        for _ in range(200):
            need = next_need(c.session)
            if need is None:
                break
            if need.kind in ("decide", "set") and not shot:
                shot = True
                if need.kind == "set":
                    screen.set_hand(need)
                elif call_keeps(c.session):
                    screen.keep_cards(need, decision_amount(c.session, need, "call"))
                self.shoot(name)
                screen.amount_cancelled()
            if not self.answer(need):
                # i18n: the tour tool's error (terminal)
                raise RuntimeError(f"the tour could not answer: {need.text}")
        while rnd.phase == "settling" and c.settle_next():
            pass
        self.shoot(f"{name}-ledger")
        return self.saved

    def run_staff(self) -> list[Path]:
        """A Three Card Poker round's wagers: a backline bettor being chosen for seat 1, then a
        ruling reported and the Floor panel waiting for the floorperson's badge."""
        c = self.controller
        screen = self.window.dealer  # type: ignore[attr-defined]
        c.take_bank(7, 200)
        c.start_round()
        for seat in (1, 2):
            c.pay_collection(seat, 1)
            c.wager(seat, "ante", 10)
        screen.seat_tapped(1)
        screen.choose_backline(1, None)
        self.shoot("32-banked-backline-bettor")
        screen.seat_tapped(1)
        c.submit(lambda: c.report_irregularity("card_off_table", 2))
        self.shoot("33-banked-ruling-banner")
        screen.staff.open_floor()
        self.shoot("34-banked-floor-ruling-sign-in")
        screen.staff.floor.hide()
        return self.saved

    def run_joker(self) -> list[Path]:
        """Pai Gow's card picker with its joker key (CG-PAI-01), the joker chosen."""
        c = self.controller
        screen = self.window.dealer  # type: ignore[attr-defined]
        c.take_bank(7, 200)
        c.start_round()
        c.wager(1, "wager", 10)
        c.close_wagers()
        c.shake_from(self.deck)
        need = next_need(c.session)
        assert need is not None
        screen.pick_cards(need)
        screen.picker.toggle(JOKER)
        self.shoot("35-banked-pai-gow-joker-key")
        screen.picker.hide()
        return self.saved

    def answer(self, need: Need) -> bool:
        """The tour's stand-in dealer and players: cards and dice from the deck, the first
        option offered (a Pai Gow hand set the first valid way the engine accepts)."""
        c = self.controller
        if need.kind in ("deal", "draw", "board"):
            return c.deal_from(self.deck)
        if need.kind == "dice":
            return c.shake_from(self.deck)
        seat = need.seat or 0
        rnd = c.session.table.round
        held = list(rnd.cards.get(seat, [])) if rnd is not None else []
        if need.kind == "set":
            for front in combinations(held, 2):
                back = tuple(x for x in held if x not in front)
                try:
                    c.session.check([BankedHandSet(seat, front, back)])
                except Refusal:
                    continue
                return c.set_hand(seat, front, back)
            return False
        option = need.options[0] if need.options[0] != "check" else need.options[1]
        if option == "hit" or "stand" in need.options:
            option = "stand"
        amount = decision_amount(c.session, need, option)
        kept = held[:2] if option == "call" and len(held) == 4 else []
        return c.decide(seat, need.bettor, option, amount, kept, need.hand)


def choose(group: QButtonGroup, name: str) -> None:
    """Touch the option ``name`` (object name) of a group of choices."""
    next(b for b in group.buttons() if b.objectName() == name).click()
