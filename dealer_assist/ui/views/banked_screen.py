"""The dealer screen of a player-banked game (Three Card Poker at CG and HTP, and the other
banked games the engine runs): seats with their wagers and the P/D and action button markers,
the procedure, the buttons that answer the engine's next need, and the coverage ledger, always
in view.

Layout only: values come from :func:`~dealer_assist.ui.banked_presenter.present_banked`, touches
go to the :class:`BankedController`. One screen serves every banked game: the buttons answer
whatever the engine's next need is (cards, dice, a decision, a hand to set), so a game adds no
code here beyond its own small widget. Amounts come from the on-screen number pad, cards from
the shoe, the card picker or the demo deck, dice and kept cards from their side panels; the
engine accepts or refuses them and a refusal is shown as the engine words it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QT_TR_NOOP, QEvent, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.cards import Card
from dealer_assist.devices.sim.demo_deck import DemoDeck
from dealer_assist.engine.games.banked.state import CARD_NEEDS, Need
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.banked_event_text import DECISION_LABELS
from dealer_assist.ui.banked_presenter import (
    BankedShow,
    backline_bettors,
    call_keeps,
    cards_wanted,
    decision_amounts,
    deck_jokers,
    hand_count,
    match_offers,
    next_need,
    present_banked,
)
from dealer_assist.ui.changes import Change
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.theme import scale_of
from dealer_assist.ui.views.banked_staff import BankedStaff
from dealer_assist.ui.views.card_picker import CardPicker
from dealer_assist.ui.widgets.banked_seat import BankedSeatView
from dealer_assist.ui.widgets.banners import Banners
from dealer_assist.ui.widgets.buttons import discard, fit_text, touch_button
from dealer_assist.ui.widgets.card_choice import CardChoice
from dealer_assist.ui.widgets.card_view import CardView
from dealer_assist.ui.widgets.dice_entry import DiceEntry
from dealer_assist.ui.widgets.elided_label import ElidedLabel
from dealer_assist.ui.widgets.ledger_view import LedgerView
from dealer_assist.ui.widgets.number_pad import NumberPad
from dealer_assist.ui.widgets.procedure_panel import ProcedurePanel

REFUSAL_SHOWN_MS = 8000
PROCEDURE_H = 200  # NOW and NEXT: fixed at 1280x800 (scrolls inside), x the window's scale
PAD_ROW_H = 64  # every pad row, x the scale: a row never changes height with its labels
PAD_ROWS = 5  # rows always held, empty or not
PAD_GAP = 8
SEAT_H = 188  # a name, two lines of wagers (CJK lines are taller), two rows of cards; x scale
CLOCK_EVERY_MS = 60_000  # the CA-PDR countdown counts whole minutes
BOARD_CARDS = 5  # Florida Hold'em: the flop, then the turn and river (HTP-FLH-01)
BOARD_CARD_W = 40
SEAT_COLUMNS = 4
IDLE_PHASES = ("between rounds", "ended")  # i18n: the presenter's phase keys, never shown
BANKER_TITLES = {"player_dealer": "P/D", "designated_player": "DP"}
HOUSE_WAY_GAP = QT_TR_NOOP("House Way: CG states none for Pai Gow (Gaps), so the screen offers "
                           "none; the player sets the hand and the engine checks the back "
                           "outranks the front.")


class BankedScreen(QWidget):
    back = Signal()  # the key of :meth:`offer_back` touched between rounds
    leave_kiosk = Signal()  # a supervisor closed the kiosk (Supervisor panel)

    def __init__(self, controller: BankedController, deck: DemoDeck | None = None,
                 parent: QWidget | None = None,
                 demo_badge: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealerScreen")
        self.controller = controller
        self.deck = deck
        self.selected: int | None = None
        self.asking: Callable[[int], object] | None = None
        self.show_state: BankedShow | None = None
        self.backline: tuple[int, str | None] | None = None  # (seat, bettor) being entered

        self.title = ElidedLabel(objectName="tableTitle")  # gives way on a small screen
        self.stake = QLabel(objectName="handTitle")
        bar = QFrame(objectName="topBar")
        top = QHBoxLayout(bar)
        top.setContentsMargins(14, 6, 14, 6)
        top.addWidget(self.title, 1)
        self.top = top
        self.staff = BankedStaff(controller, self, top, demo_badge)
        self.staff.supervisor.leave_kiosk.connect(self.leave_kiosk)

        cfg = controller.session.table.config
        title = BANKER_TITLES.get(cfg.banker_title, tr("Banker")) if cfg else tr("Banker")
        self.seats: dict[int, BankedSeatView] = {}
        grid = QGridLayout()
        grid.setSpacing(8)
        for i, number in enumerate(sorted(controller.players)):
            view = BankedSeatView(number, title)
            view.tapped.connect(self.seat_tapped)
            self.seats[number] = view
            view.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            grid.addWidget(view, i // SEAT_COLUMNS, i % SEAT_COLUMNS)
        for column in range(SEAT_COLUMNS):  # equal columns: a seat's words never widen it
            grid.setColumnStretch(column, 1)
        self.round_title = QLabel(objectName="ledgerTitle")
        self.ledger = LedgerView()
        self.board = QFrame(objectName="seat")
        board_row = QHBoxLayout(self.board)
        board_row.setContentsMargins(8, 4, 8, 4)
        board_row.addWidget(QLabel(tr("Board"), objectName="seatName"))
        self.board_cards = [CardView(BOARD_CARD_W) for _ in range(BOARD_CARDS)]
        for card_view in self.board_cards:
            board_row.addWidget(card_view)
        board_row.addStretch(1)
        self.board.hide()
        self.stake.setFixedHeight(34)  # kept when empty: the banker line never pushes the seats
        left = QVBoxLayout()
        left.setSpacing(6)
        self.left = left
        left.addWidget(self.stake)  # under the top bar: the bar keeps room for the staff keys
        left.addLayout(grid)
        left.addWidget(self.board)
        left.addWidget(self.round_title)
        left.addWidget(self.ledger, 1)

        self.procedure = ProcedurePanel()
        self.hint = QLabel(objectName="stepNext")
        self.hint.setWordWrap(True)
        self.hint.setFixedHeight(56)  # two lines, shown or empty: the pad below never moves
        self.pad = QGridLayout()
        self.pad.setSpacing(PAD_GAP)
        self.pad.setColumnStretch(0, 1)
        self.pad.setColumnStretch(1, 1)
        self.spacers: list[QWidget] = []
        self.words: dict[QPushButton, tuple[str, bool]] = {}  # each button's words, half?
        self.cell = 0  # next free half-row cell of the pad
        self.buttons: list[QPushButton] = []
        main = QWidget()
        column = QVBoxLayout(main)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(self.procedure)
        column.addWidget(self.hint)
        column.addLayout(self.pad)
        column.addStretch(1)
        self.number_pad = NumberPad()
        self.number_pad.entered.connect(self.amount_entered)
        self.number_pad.cancelled.connect(self.amount_cancelled)
        self.choice = CardChoice()
        self.choice.chosen.connect(self.cards_chosen)
        self.choice.cancelled.connect(self.amount_cancelled)
        self.dice = DiceEntry()
        self.dice.entered.connect(self.dice_entered)
        self.dice.cancelled.connect(self.amount_cancelled)
        self.choosing: Callable[[tuple[Card, ...], tuple[Card, ...]], object] | None = None
        self.side = QStackedWidget()
        for panel in (main, self.number_pad, self.choice, self.dice):
            self.side.addWidget(panel)
        self.picker = CardPicker(self, jokers=deck_jokers(controller.session))
        self.picker.picked.connect(self.cards_picked)
        self.picker.cancelled.connect(self.picker.hide)

        body = QHBoxLayout()
        body.setContentsMargins(8, 8, 8, 0)
        body.setSpacing(10)
        body.addLayout(left, 1)
        body.addWidget(self.side)

        self.banner = QLabel(objectName="refusal")
        self.banner.setWordWrap(True)
        self.banner.hide()
        self.banner_timer = QTimer(self, singleShot=True, interval=REFUSAL_SHOWN_MS)
        self.banner_timer.timeout.connect(self.banner.hide)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 8)
        box.setSpacing(6)
        box.addWidget(bar)
        box.addLayout(body, 1)
        # over the seats and the ledger, never in the layout: nothing moves when one shows
        self.banners = Banners(self, self.left.geometry, self.staff.ruling, self.banner)
        self.clock_timer = QTimer(self, interval=CLOCK_EVERY_MS)  # the CA-PDR minutes left
        self.clock_timer.timeout.connect(self.refresh)
        self.clock_timer.start()

        controller.state_changed.connect(self.accepted)
        controller.refused.connect(self.show_refusal)
        self.refresh()

    # ----------------------------------------------------------------- rendering

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): every live text said again at once."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()

    def refresh(self, change: Change = Change.ALL) -> None:
        """Repaint; the title and the staff pages only when ``change`` touches them."""
        c = self.controller
        show = self.show_state = present_banked(c.session, c.players, c.table_id, c.now())
        if change & Change.TABLE:
            self.title.setText(show.title)
        self.stake.setText(show.stake)
        rnd = c.session.table.round
        # while the wagers are taken: which collections are in (the ledger has the rest)
        paid = dict(rnd.collections) if rnd is not None and rnd.phase == "wagers" else {}
        for seat in show.seats:
            view = self.seats.get(seat.number)
            if view is not None:
                if seat.number in paid:  # the collection paid this round shows on the spot
                    words = tr("Coll ${amount} paid").format(amount=paid[seat.number])
                    seat = replace(seat, wagers=" · ".join(filter(None, (words, seat.wagers))))
                view.show_seat(seat, selected=seat.number == self.selected)
        self.board.setVisible(bool(show.board))
        for i, card_view in enumerate(self.board_cards):
            card_view.set_card(show.board[i] if i < len(show.board) else None)
            card_view.setVisible(i < len(show.board))
        self.round_title.setText(tr("Coverage ledger · {round_title}").format(
                                     round_title=show.round_title))
        self.ledger.show_rows(show.ledger)
        self.procedure.show_steps(show.steps)
        self._buttons(show)
        if change & (Change.RULINGS | Change.TABLE | Change.DEVICES):
            self.staff.refresh()
        self.banners.place()

    def accepted(self, change: Change = Change.ALL) -> None:
        self.banner.hide()
        self.refresh(change)

    def show_refusal(self, message: str) -> None:
        self.banner.setText(message)
        self.banner.show()
        self.banners.place()
        self.banner_timer.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.side.setFixedWidth(max(336, min(480, int(self.width() * 0.32))))
        self.procedure.setFixedHeight(int(PROCEDURE_H * scale_of(self)))
        for view in self.seats.values():  # room for the most cards a spot holds: no growing
            view.setFixedHeight(int(SEAT_H * scale_of(self)))
        for button in self.buttons:
            self._fit(button)
        self.picker.place(self.width(), self.height())
        self.staff.place(self.width(), self.height())

    # ----------------------------------------------------------------- the buttons

    def _add(self, text: str, role: str, slot: Callable[[], object], half: bool = False,
             cell: int | None = None) -> None:
        """A full-width button, or half a row (``half``) for short labels side by side; at
        ``cell`` (half-row cells, two a row) when its place is fixed, else the next free one."""
        button = touch_button(text, role, slot)
        button.setFixedHeight(int(PAD_ROW_H * scale_of(self)))
        self.words[button] = (text, half)
        self._fit(button)
        self.buttons.append(button)
        if cell is not None:
            self.cell = cell
        if not half and self.cell % 2:
            self.cell += 1
        self.pad.addWidget(button, self.cell // 2, self.cell % 2, 1, 1 if half else 2)
        self.cell += 1 if half else 2
        if self.isVisible():
            button.show()  # at once, not on the next turn of the event loop

    def _fit(self, button: QPushButton) -> None:
        """The button's words fitted to its cell at the side column's width now."""
        text, half = self.words[button]
        full = self.side.width()
        button.setStyleSheet("")
        button.setText(text)
        fit_text(button, int(18 * scale_of(self)), (full - PAD_GAP) // 2 if half else full)
        button.setFixedHeight(int(PAD_ROW_H * scale_of(self)))  # after the theme's min-height

    def _hold_rows(self) -> None:
        """Every row of the pad keeps a button's height, empty or not (an empty row of a grid
        would collapse and pull the rows below it up)."""
        for spacer in self.spacers:
            self.pad.removeWidget(spacer)
            spacer.deleteLater()
        self.spacers.clear()
        height = int(PAD_ROW_H * scale_of(self))
        rows = max(PAD_ROWS, (self.cell + 1) // 2)
        for row in range(rows):
            # a step's button is taller (theme); every row takes the tallest's height
            self.pad.setRowMinimumHeight(row, height + 16)
            for column in range(2):
                if self.pad.itemAtPosition(row, column) is None:
                    spacer = QWidget()
                    spacer.setFixedHeight(height)
                    self.pad.addWidget(spacer, row, column)
                    self.spacers.append(spacer)

    def _buttons(self, show: BankedShow) -> None:
        discard(self.pad, self.buttons)
        self.words.clear()
        self.cell = 0
        c = self.controller
        self.hint.setText("")
        rnd = c.session.table.round
        if show.phase in IDLE_PHASES or rnd is None:
            self._bank_buttons(show)
        elif show.phase == "wagers" and c.closed != rnd.number:
            self._wager_buttons(show)
        elif show.phase == "settling":
            row = next((r for r in show.rows if not r.settled), None)
            if row is not None:
                self._add(tr("Done: seat {seat} {wager}").format(
                              seat=row.seat, wager=row.wager), "step", c.settle_next)
        elif show.phase == "settled":
            self._add(tr("End round {number}").format(number=rnd.number), "step", c.end_round)
        else:
            self._match_buttons()
            need = next_need(c.session)
            if need is not None:  # its words and rule IDs are the procedure's NOW step
                self._need_buttons(need)
        self._hold_rows()

    def _bank_buttons(self, show: BankedShow) -> None:
        c, seat = self.controller, self.selected
        step = next((s for s in show.steps if s.kind in ("offer", "start", "stop")), None)
        rot = c.session.table.rotation
        if step is not None and step.kind == "start" and rot and rot.accepted is not None:
            self._add(tr("Start the round"), "step", c.start_round)
        elif step is not None and step.kind == "start" and rot and rot.keeper() is not None:
            keeper = rot.keeper()
            assert keeper is not None
            rnd = c.session.table.round
            number = rnd.number + 1 if rnd is not None else 1
            self._add(tr("Start round {number}: seat {keeper} keeps the bank").format(
                          number=number, keeper=keeper[0]), "step",
                      lambda: self.ask(tr("Seat {keeper}: the banker's stake for this "
                                          "round?").format(keeper=keeper[0]),
                                       self._keep_bank))
        elif step is not None and step.kind == "offer":
            target = step.seat if step.seat is not None else seat
            if target is None:
                self.hint.setText(tr("Touch the seat of the player the bank is offered to."))
            else:
                self._add(tr("Seat {target} takes the bank").format(target=target), "aggressive",
                          lambda: self.ask(tr("Seat {target}: the banker's stake?").format(
                                               target=target),
                                           lambda v: self._take_bank(target, v)))
                self._add(tr("Seat {target} passes").format(
                              target=target), "quiet", lambda: c.pass_bank(target))

    def _take_bank(self, seat: int, stake: int) -> bool:
        """The stake, then the Buster bank where the game has a Buster wager (CG-BBJ-06)."""
        return self._with_side_stake(seat, lambda side: self.controller.take_bank(seat, stake,
                                                                                  side))

    def _keep_bank(self, stake: int) -> bool:
        """The keeping banker's stake for the round, then his Buster bank (CG-BBJ-06)."""
        rot = self.controller.session.table.rotation
        keeper = rot.keeper() if rot is not None else None
        seat = keeper[0] if keeper is not None else 0
        return self._with_side_stake(seat, lambda side: self.controller.keep_bank(stake, side))

    def _with_side_stake(self, seat: int, then: Callable[[int], bool]) -> bool:
        """``then`` with the Buster bank asked on the pad where the game has a Buster wager
        (CG-BBJ-06), else with none."""
        cfg = self.controller.session.table.config
        if cfg is None or "buster" not in cfg.wagers:
            return then(0)
        self.ask(tr("Seat {seat}: the Buster bank (CG-BBJ-06)?").format(seat=seat), then)
        return False  # the pad stays open for the second amount

    def _wager_buttons(self, show: BankedShow) -> None:
        c, seat = self.controller, self.selected
        rnd = c.session.table.round
        assert rnd is not None
        self.hint.setText(tr("Touch a seat to take its collection and wagers."))
        if seat is not None and seat != rnd.banker_seat:
            self.hint.setText(tr("Seat {seat} ({get}): collection and wagers").format(
                                  seat=seat, get=c.players.get(seat, '')))
            owed = next((s.charge for s in show.seats if s.number == seat), None)
            if owed is not None:  # its row stays (empty) once paid: the wager keys stay put
                self._add(tr("Seat {seat} paid the collection ${owed}").format(
                              seat=seat, owed=owed), "passive",
                          lambda: c.pay_collection(seat, owed), cell=0)
            if self.backline is not None and self.backline[0] == seat:
                self._backline_buttons(seat, self.backline[1])
                return
            self._wager_keys(seat, c.players.get(seat, ""), "")
            if backline_bettors(c.session, c.players, seat):
                row = self._wager_rows()
                self._add(tr("Backline\nbet"), "passive", lambda: self.choose_backline(seat, None),
                          half=True, cell=2 * row)
                self._add(tr("Refuses\nbackline"), "quiet", lambda: c.no_backline(seat),
                          half=True, cell=2 * row + 1)
        last = 2 * (self._wager_rows() + 1)  # below the backline row, taken or not
        if next_need(c.session) is not None:
            self._add(tr("Close wagers: deal"), "step", self.close_wagers, cell=last)
        else:  # nobody dealt in: the round ends without a deal (the procedure's "end" step)
            self._add(tr("End round {number}: no deal").format(
                          number=rnd.number), "quiet", c.end_round, cell=last)

    def _wager_rows(self) -> int:
        """The row below the wager keys: the collection's row, then a half row per wager."""
        rnd = self.controller.session.table.round
        wagers = len(rnd.config.wagers) if rnd is not None else 0
        return 1 + (wagers + 1) // 2

    def _wager_keys(self, seat: int, bettor: str, prefix: str) -> None:
        """One key per wager ``bettor`` has not placed on ``seat`` yet; the amount on the pad."""
        c = self.controller
        rnd = c.session.table.round
        assert rnd is not None
        placed = {w for h in rnd.hands_on(seat) if h.bettor == bettor for w in h.wagers}
        for i, wager in enumerate(rnd.config.wagers):
            if wager not in placed:  # a placed wager's key leaves its place empty
                name = wager.replace("_", " ")
                self._add(f"{prefix}{name}" if prefix else name.capitalize(), "passive",
                          lambda w=wager, n=name: self.ask(
                              tr("Seat {seat}: {bettor}'s {n} amount?").format(
                                  seat=seat, bettor=bettor, n=n),
                              lambda v: c.wager(seat, w, v, bettor)), half=not prefix,
                          cell=2 + (2 * i if prefix else i))

    def _backline_buttons(self, seat: int, bettor: str | None) -> None:
        """A backline bet (CG-3CP-10, CG-HAB-09): first who bets, then his wagers."""
        if bettor is None:
            self.hint.setText(tr("Seat {seat}: who bets on the backline?").format(seat=seat))
            for name in backline_bettors(self.controller.session, self.controller.players, seat):
                self._add(name, "passive", lambda n=name: self.choose_backline(seat, n),
                          half=True)
        else:
            self.hint.setText(tr("Seat {seat}: {bettor}'s backline wagers").format(
                                  seat=seat, bettor=bettor))
            self._wager_keys(seat, bettor, f"{bettor}: ")
        self._add(tr("Backline done"), "quiet", lambda: self.choose_backline(None, None))

    def choose_backline(self, seat: int | None, bettor: str | None) -> None:
        self.backline = (seat, bettor) if seat is not None else None
        self.refresh()

    def _match_buttons(self) -> None:
        """Hot Action: the other bettors may match a double or a split just made (CG-HAB-D1,
        CG-HAB-S1), a double for less on the pad."""
        c = self.controller
        for m in match_offers(c.session):
            label = (tr("Seat {seat} {bettor} matches the double") if m.move == "double" else
                     tr("Seat {seat} {bettor} matches the split") if m.move == "split" else
                     tr("Seat {seat} {bettor} matches the {move}")).format(
                seat=m.seat, bettor=m.bettor, move=m.move)
            self._add(f"{label} ${m.own}", "aggressive",
                      lambda o=m: c.decide(o.seat, o.bettor, "match", o.own, hand=o.hand))
            if m.move == "double":
                self._add(tr("{label} for less").format(
                              label=label), "passive", lambda o=m, t=label: self.ask(
                    tr("{t}: how much? (up to ${own})").format(t=t, own=o.own),
                    lambda v: c.decide(o.seat, o.bettor, "match", v, hand=o.hand)))

    def _need_buttons(self, need: Need) -> None:
        """The touches that answer the engine's next need, whatever the game."""
        c = self.controller
        if need.kind in CARD_NEEDS:
            if self.deck is not None:
                self._add(render(need.text), "step", self.deal)
            if c.shoe_connected():
                read = " ".join(card.text for card in c.pending)
                self.hint.setText(tr("The shoe: waiting for the cards (read so far: {read})")
                                  .format(read=read) if read
                                  else tr("The shoe: waiting for the cards"))
            self._add(tr("Cards by touch"), "quiet", lambda: self.pick_cards(need))
        elif need.kind == "dice":
            if self.deck is not None:
                self._add(tr("Shake the dice (demo)"), "step", self.shake)
            self._add(tr("Enter the dice"), "passive", lambda: self.enter_dice(need))
        elif need.kind == "set" and need.seat is not None:
            self._add(tr("Seat {seat}: set the hand").format(
                          seat=need.seat), "step", lambda: self.set_hand(need))
        elif need.kind == "decide" and need.seat is not None:
            for option in need.options:
                for amount in decision_amounts(c.session, need, option):
                    self._decision(need, option, amount)
                if option == "double":  # for less, up to the controlling bet (CG-HAB-D1)
                    self._double_for_less(need)

    def _double_for_less(self, need: Need) -> None:
        seat, c = need.seat or 0, self.controller
        self._add(tr("Seat {seat} doubles for less").format(seat=seat), "passive", lambda: self.ask(
            tr("Seat {seat} doubles for how much? (up to the bet, CG-HAB-D1)").format(seat=seat),
            lambda v: c.decide(seat, need.bettor, "double", v, hand=need.hand)))

    def _decision(self, need: Need, option: str, amount: int) -> None:
        seat = need.seat or 0
        one, split = DECISION_LABELS.get(option, (QT_TR_NOOP("Seat {seat} {option}"),) * 2)
        label = (tr(split) if self._hands(seat) > 1 else tr(one)).format(
            seat=seat, hand=need.hand + 1, option=option)
        label += f" ${amount}" if amount else ""
        role = ("aggressive" if amount else
                ("fold" if option in ("fold", "surrender") else "passive"))
        if option == "call" and self._keeps(need):
            self._add(label, role, lambda: self.keep_cards(need, amount))
            return
        self._add(label, role, lambda: self.controller.decide(
            seat, need.bettor, option, amount, hand=need.hand))

    def _hands(self, seat: int) -> int:
        return hand_count(self.controller.session, seat)

    def _keeps(self, need: Need) -> bool:
        """Two Card Poker: a Call keeps two of the four cards (HTP-2CP-07)."""
        return call_keeps(self.controller.session) > 0

    # ----------------------------------------------------------------- touches

    def set_kiosk(self, on: bool) -> None:
        """Kiosk mode: the Supervisor panel offers the only way out."""
        self.staff.supervisor.kiosk_button.setVisible(on)

    def offer_back(self, label: str) -> None:
        """A key back to the table this one was opened from (the set-up panel's banked game)."""
        self.top.insertWidget(1, touch_button(label, "quiet", self.go_back))

    def go_back(self) -> None:
        if self.controller.between_rounds():  # else the controller says why not, on screen
            self.back.emit()

    def close_wagers(self) -> None:
        self.selected = None
        self.controller.close_wagers()

    def deal(self) -> bool:
        """The demo's simulated deal: the cards the engine waits for, from the shuffled deck."""
        return self.deck is not None and self.controller.deal_from(self.deck)

    def shake(self) -> bool:
        return self.deck is not None and self.controller.shake_from(self.deck)

    def pick_cards(self, need: Need) -> None:
        self.picker.ask(render(need.text), cards_wanted(need))
        self.picker.open()

    def cards_picked(self, cards: tuple[Card, ...]) -> None:
        if self.controller.put_cards(cards):
            self.picker.hide()

    def enter_dice(self, need: Need) -> None:
        self.dice.ask(render(need.text))
        self.side.setCurrentWidget(self.dice)

    def dice_entered(self, dice: tuple[int, ...], pile: int) -> None:
        if self.controller.shake(dice, pile):
            self.amount_cancelled()

    def seat_cards(self, seat: int) -> list[Card]:
        rnd = self.controller.session.table.round
        return list(rnd.cards.get(seat, [])) if rnd is not None else []

    def set_hand(self, need: Need) -> None:
        """Pai Gow: touch the two front cards; the other five are the back (CG-PAI-06)."""
        seat = need.seat or 0
        self.choose(tr("Seat {seat}: touch the two cards of the front hand").format(seat=seat),
                    self.seat_cards(seat), 2, tr(HOUSE_WAY_GAP),
                    lambda front, back: self.controller.set_hand(seat, front, back))

    def keep_cards(self, need: Need, amount: int) -> None:
        seat = need.seat or 0
        self.choose(tr("Seat {seat} calls ${amount}: touch the two cards kept").format(
                        seat=seat, amount=amount), self.seat_cards(seat),
                    2, tr("The other two are discarded (HTP-2CP-07)."),
                    lambda kept, _rest: self.controller.decide(seat, need.bettor, "call", amount,
                                                               kept))

    def choose(self, title: str, cards: list[Card], count: int, note: str,
               then: Callable[[tuple[Card, ...], tuple[Card, ...]], object]) -> None:
        self.choosing = then
        self.choice.ask(title, cards, count, note)
        self.side.setCurrentWidget(self.choice)

    def cards_chosen(self, picked: tuple[Card, ...], rest: tuple[Card, ...]) -> None:
        then = self.choosing
        if then is not None and then(picked, rest):
            self.amount_cancelled()

    def seat_tapped(self, seat: int) -> None:
        self.selected = None if self.selected == seat else seat
        self.backline = None
        self.refresh()

    def ask(self, title: str, then: Callable[[int], object]) -> None:
        self.asking = then
        self.number_pad.ask(title)
        self.side.setCurrentWidget(self.number_pad)

    def amount_entered(self, amount: int) -> None:
        then = self.asking
        if then is not None and then(amount):
            self.amount_cancelled()

    def amount_cancelled(self) -> None:
        self.asking = None
        self.choosing = None
        self.side.setCurrentIndex(0)
