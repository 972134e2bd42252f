"""The dealer screen of a player-banked game (Three Card Poker at CG and HTP, and the other
banked games the engine runs): seats with their wagers and the P/D and action button markers,
the procedure, the buttons that answer the engine's next need, and the coverage ledger, always
in view.

Layout only: values come from :func:`~dealer_assist.ui.banked_presenter.present_banked`, touches
go to the :class:`BankedController`. Wager and stake amounts come from the on-screen number pad;
the engine accepts or refuses them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.banked_demo import DemoDeck
from dealer_assist.ui.banked_presenter import (
    BankedShow,
    decision_amount,
    next_need,
    present_banked,
)
from dealer_assist.ui.widgets.banked_seat import BankedSeatView
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.ledger_view import LedgerView
from dealer_assist.ui.widgets.number_pad import NumberPad
from dealer_assist.ui.widgets.procedure_panel import ProcedurePanel

REFUSAL_SHOWN_MS = 8000
SEAT_COLUMNS = 4
DECISION_LABELS = {"play": "plays", "call": "calls", "fold": "folds", "surrender": "surrenders",
                   "check": "checks", "hit": "hits", "stand": "stands", "double": "doubles",
                   "split": "splits"}
BANKER_TITLES = {"player_dealer": "P/D", "designated_player": "DP"}


class BankedScreen(QWidget):
    def __init__(self, controller: BankedController, deck: DemoDeck | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealerScreen")
        self.controller = controller
        self.deck = deck
        self.selected: int | None = None
        self.asking: Callable[[int], object] | None = None
        self.show_state: BankedShow | None = None

        self.title = QLabel(objectName="tableTitle")
        self.stake = QLabel(objectName="handTitle")
        bar = QFrame(objectName="topBar")
        top = QHBoxLayout(bar)
        top.setContentsMargins(14, 6, 14, 6)
        top.addWidget(self.title, 1)
        top.addWidget(self.stake)

        cfg = controller.session.table.config
        title = BANKER_TITLES.get(cfg.banker_title, "Banker") if cfg else "Banker"
        self.seats: dict[int, BankedSeatView] = {}
        grid = QGridLayout()
        grid.setSpacing(8)
        for i, number in enumerate(sorted(controller.players)):
            view = BankedSeatView(number, title)
            view.tapped.connect(self.seat_tapped)
            self.seats[number] = view
            grid.addWidget(view, i // SEAT_COLUMNS, i % SEAT_COLUMNS)
        self.round_title = QLabel(objectName="ledgerTitle")
        self.ledger = LedgerView()
        left = QVBoxLayout()
        left.setSpacing(6)
        left.addLayout(grid)
        left.addWidget(self.round_title)
        left.addWidget(self.ledger, 1)

        self.procedure = ProcedurePanel()
        self.hint = QLabel(objectName="stepNext")
        self.hint.setWordWrap(True)
        self.pad = QGridLayout()
        self.pad.setSpacing(8)
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
        self.side = QStackedWidget()
        self.side.addWidget(main)
        self.side.addWidget(self.number_pad)

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
        box.addWidget(self.banner)

        controller.state_changed.connect(self.accepted)
        controller.refused.connect(self.show_refusal)
        self.refresh()

    # ----------------------------------------------------------------- rendering

    def refresh(self) -> None:
        c = self.controller
        show = self.show_state = present_banked(c.session, c.players, c.table_id)
        self.title.setText(show.title)
        self.stake.setText(show.stake)
        self.stake.setVisible(bool(show.stake))
        for seat in show.seats:
            view = self.seats.get(seat.number)
            if view is not None:
                view.show_seat(seat, selected=seat.number == self.selected)
        self.round_title.setText(f"Coverage ledger · {show.round_title}")
        self.ledger.show_rows(show.rows)
        self.procedure.show_steps(show.steps)
        self._buttons(show)

    def accepted(self) -> None:
        self.banner.hide()
        self.refresh()

    def show_refusal(self, message: str) -> None:
        self.banner.setText(message)
        self.banner.show()
        self.banner_timer.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.side.setFixedWidth(max(336, min(480, int(self.width() * 0.32))))

    # ----------------------------------------------------------------- the buttons

    def _add(self, text: str, role: str, slot: Callable[[], object], half: bool = False) -> None:
        """A full-width button, or half a row (``half``) for short labels side by side."""
        button = touch_button(text, role, slot)
        self.buttons.append(button)
        if not half and self.cell % 2:
            self.cell += 1
        self.pad.addWidget(button, self.cell // 2, self.cell % 2, 1, 1 if half else 2)
        self.cell += 1 if half else 2
        if self.isVisible():
            button.show()  # at once, not on the next turn of the event loop

    def _buttons(self, show: BankedShow) -> None:
        discard(self.pad, self.buttons)
        self.cell = 0
        c, seat = self.controller, self.selected
        self.hint.setText("")
        if show.phase in ("between rounds", "ended"):
            step = next((s for s in show.steps if s.kind in ("offer", "start", "stop")), None)
            if step is not None and step.kind == "start" and c.session.table.rotation \
                    and c.session.table.rotation.accepted is not None:
                self._add("Start the round", "step", c.start_round)
            elif step is not None and step.kind == "offer":
                target = step.seat if step.seat is not None else seat
                if target is None:
                    self.hint.setText("Touch the seat of the player the bank is offered to.")
                else:
                    self._add(f"Seat {target} takes the bank", "aggressive",
                              lambda: self.ask(f"Seat {target}: the banker's stake?",
                                               lambda v: c.take_bank(target, v)))
                    self._add(f"Seat {target} passes", "quiet", lambda: c.pass_bank(target))
            return
        rnd = c.session.table.round
        if rnd is None:
            return
        if show.phase == "wagers":
            self.hint.setText("Touch a seat to take its collection and wagers.")
            if seat is not None and seat != rnd.banker_seat:
                self.hint.setText(f"Seat {seat} ({c.players.get(seat, '')}): collection and "
                                  "wagers")
                owed = next((s.charge for s in show.seats if s.number == seat), None)
                if owed is not None:
                    self._add(f"Seat {seat} paid the collection ${owed}", "passive",
                              lambda: c.pay_collection(seat, owed))
                placed = {w for h in rnd.hands_on(seat) for w in h.wagers}
                for wager in rnd.config.wagers:
                    if wager not in placed:
                        name = wager.replace("_", " ")
                        self._add(name.capitalize(), "passive",
                                  lambda w=wager, n=name: self.ask(
                                      f"Seat {seat}: {n} amount?",
                                      lambda v: c.wager(seat, w, v)), half=True)
            need = next_need(c.session)
            if need is not None and self.deck is not None:
                self._add("Close wagers: deal", "step", self.deal)
            return
        need = show.need
        if need is not None and need.kind in ("deal", "draw"):
            if self.deck is not None:
                self._add(need.text, "step", self.deal)
            else:
                self.hint.setText(need.text)
        elif need is not None and need.kind == "decide" and need.seat is not None:
            for option in need.options:
                amount = decision_amount(c.session, need, option)
                label = f"Seat {need.seat} {DECISION_LABELS.get(option, option)}"
                label += f" ${amount}" if amount else ""
                self._add(label, "aggressive" if amount else
                          ("fold" if option in ("fold", "surrender") else "passive"),
                          lambda o=option, a=amount, n=need: c.decide(n.seat or 0, n.bettor, o, a))
        elif need is not None:
            self.hint.setText(need.text)
        elif show.phase == "settling":
            row = next((r for r in show.rows if not r.settled), None)
            if row is not None:
                self._add(f"Done: seat {row.seat} {row.wager}", "step", c.settle_next)
        elif show.phase == "settled":
            self._add(f"End round {rnd.number}", "step", c.end_round)

    # ----------------------------------------------------------------- touches

    def deal(self) -> bool:
        """The demo's simulated deal: the cards the engine waits for, from the shuffled deck."""
        return self.deck is not None and self.deck.deal_next(self.controller)

    def seat_tapped(self, seat: int) -> None:
        self.selected = None if self.selected == seat else seat
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
        self.side.setCurrentIndex(0)
