"""One seat's options by touch: sit a player down (name on the on-screen keyboard, then the
buy-in), step away and come back with an entry option, change seat, add chips, leave. Each
button is one engine event, shown only when the engine would accept it now (``Table.can``): the
house's entry options, leaving only between hands ... Amounts (buy-in, chips) are checked when
entered; a refusal says why."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.engine.events import (
    ChipsAdded,
    EntryChosen,
    Event,
    PlayerAway,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
)
from dealer_assist.engine.seating import ENTRY_OPTIONS
from dealer_assist.engine.table import Table
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.views.name_entry import NameEntry
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.number_pad import NumberPad

ENTRY_WORDS = {"deal_now": QT_TR_NOOP("deal in now"),
               "wait_for_big_blind": QT_TR_NOOP("wait for the big blind"),
               "post_big_blind": QT_TR_NOOP("post a big blind"),
               "post_missed_blinds": QT_TR_NOOP("post missed blinds"),
               "buy_button": QT_TR_NOOP("buy the button"),
               "post_in_front_of_button": QT_TR_NOOP("post in front of the button"),
               "straddle": QT_TR_NOOP("come in with a straddle")}


class SeatPanel(Overlay):
    margins = (0.12, 0.08)

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.seat = 0
        self.title = QLabel(objectName="overlayTitle")
        self.title.setWordWrap(True)
        close = QPushButton(tr("Close"))
        close.setProperty("role", "quiet")
        close.clicked.connect(returns_none(self.hide))
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        self.buttons: list[QPushButton] = []
        self.options = QWidget()
        self.options.setLayout(self.grid)
        self.amount = NumberPad()
        self.amount.cancelled.connect(lambda: self.pages.setCurrentWidget(self.options))
        self.amount.entered.connect(self._amount)
        self.name = NameEntry()  # the newcomer's name, then the buy-in
        self.name.cancelled.connect(lambda: self.open_seat(self.seat))
        self.name.named.connect(self._named)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.options)
        self.pages.addWidget(self.amount)
        self.pages.addWidget(self.name)
        self.amount_event: Callable[[int], Event] | None = None
        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(close)
        column = QVBoxLayout(self.panel)
        column.setContentsMargins(20, 14, 20, 14)
        column.addLayout(header)
        column.addWidget(self.pages, 1)

    def open_seat(self, seat: int) -> None:
        self.seat = seat
        self._build(self.controller.session.table)
        self.pages.setCurrentWidget(self.options)
        self.open()

    def _build(self, table: Table) -> None:
        discard(self.grid, self.buttons)
        seat, info = self.seat, table.seats.get(self.seat)
        if info is None:
            self.title.setText(tr("Seat {seat}: open").format(seat=seat))
            self._add(tr("Seat a player (buy-in)…"), self._ask_name)
        else:
            hand = table.hand if table.in_hand else None
            stack = hand.stacks.get(seat, info.stack) if hand is not None else info.stack
            away = tr(" · away") if info.away else ""  # stepped away mid-hand: said here too
            self.title.setText(tr("Seat {seat} · {player} · ${stack} · {status}{away}").format(
                seat=seat, player=info.player, stack=stack, status=tr(info.status), away=away))
            if info.away:
                for option in ENTRY_OPTIONS:
                    self._event(tr("Back: {entry}").format(
                                    entry=tr(ENTRY_WORDS.get(option, option))),
                                PlayerBack(seat, option))
            else:
                self._event(tr("Step away"), PlayerAway(seat))
                for option in ENTRY_OPTIONS if info.status != "playing" else ():
                    self._event(tr("Entry: {entry}").format(
                                    entry=tr(ENTRY_WORDS.get(option, option))),
                                EntryChosen(seat, option))
            moves = [SeatChanged(seat, n) for n in range(1, table.max_seats + 1)
                     if n not in table.seats]
            if any(table.can(move) for move in moves):
                self._add(tr("Change seat…"), lambda: self._moves(moves))
            if table.can(ChipsAdded(seat, 1, "add_on")):  # not while in a hand (table stakes)
                self._add(tr("Add chips…"), lambda: self._ask(
                    tr("Seat {seat}: chips to add").format(seat=seat),
                    lambda n: ChipsAdded(seat, n, "add_on")))
            self._event(tr("Leave the table"), PlayerLeft(seat))
        self._place()

    def _ask_name(self) -> None:
        self.title.setText(tr("Seat {seat}: the new player's name").format(seat=self.seat))
        self.name.ask(tr("Player {seat}").format(seat=self.seat))
        self.pages.setCurrentWidget(self.name)

    def _named(self, name: str) -> None:
        seat = self.seat
        self.title.setText(tr("Seat {seat}: {name}").format(seat=seat, name=name))
        self._ask(tr("Seat {seat}: {name}'s buy-in").format(seat=seat, name=name),
                  lambda n: PlayerSeated(seat, name, n))

    def _moves(self, moves: list[SeatChanged]) -> None:
        """The open seats this player may move to (LC-88: the engine works out the wait or
        post the move brings, and the seat's status shows it)."""
        discard(self.grid, self.buttons)
        self.title.setText(tr("Seat {seat}: move to which open seat?").format(seat=self.seat))
        for move in moves:
            self._event(tr("To seat {seat}").format(seat=move.to_seat), move)
        self._add(tr("Back"), lambda: self._build(self.controller.session.table))
        self._place()

    def _place(self) -> None:
        for i, button in enumerate(self.buttons):
            self.grid.addWidget(button, i // 2, i % 2)
            if self.isVisible():
                button.show()

    def _event(self, text: str, event: Event) -> None:
        """A button only for what the engine would accept now (as the action pad does)."""
        if self.controller.session.table.can(event):
            self._add(text, lambda: self._send(event))

    def _add(self, text: str, slot: Callable[[], object]) -> None:
        self.buttons.append(touch_button(text, "quiet", slot))

    def _send(self, event: Event) -> None:
        if self.controller.table_event(event):
            self.hide()

    def _ask(self, title: str, make: Callable[[int], Event]) -> None:
        self.amount_event = make
        self.amount.ask(title)
        self.pages.setCurrentWidget(self.amount)

    def _amount(self, amount: int) -> None:
        if self.amount_event is not None:
            self._send(self.amount_event(amount))
