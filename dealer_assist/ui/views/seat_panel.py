"""One seat's options by touch: sit a player down (name on the on-screen keyboard, then the
buy-in), step away (with a hold button, LC-GL-33) and come back with an entry option, change
seat, add chips, leave, or go to a seat at another table with his chips. Each button is one
engine event, shown only when the engine would accept it now (``Table.can``): the house's entry
options, leaving only between hands ... A buy-in or add-on is judged by the house's buy-in
rules first (``ui.buy_in_checks``: LC-35, LC-36, LC-37, LC-26d, LC-91); a refusal says why with
the rule, and a floorperson may override it with a reason (LC-P1). Chips bought during his hand
wait for the next deal and the title says so (LC-26a), as it says a cheque not processed yet
(LC-29) and runner chips on the way (LC-26c). Leaving records his stack and the time (LC-91)."""

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
from dealer_assist.engine.seating import ENTRY_OPTIONS, SeatInfo
from dealer_assist.engine.stepping_away import HoldButtonGiven, PlayerCalledAway
from dealer_assist.engine.table import Table
from dealer_assist.engine.table_stakes import (
    ChequeDeclined,
    ChequeProcessed,
    ChipsBought,
    RunnerArrived,
)
from dealer_assist.ui.buy_in_checks import Override, RoomRefusal, buy_in_events
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import render_error, tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.views.buy_in_override import BuyInOverride
from dealer_assist.ui.views.name_entry import NameEntry
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.keyboard import TABLE_ROWS, Keyboard
from dealer_assist.ui.widgets.number_pad import NumberPad

ENTRY_WORDS = {"deal_now": QT_TR_NOOP("deal in now"),
               "wait_for_big_blind": QT_TR_NOOP("wait for the big blind"),
               "post_big_blind": QT_TR_NOOP("post a big blind"),
               "post_missed_blinds": QT_TR_NOOP("post missed blinds"),
               "buy_button": QT_TR_NOOP("buy the button"),
               "post_in_front_of_button": QT_TR_NOOP("post in front of the button"),
               "straddle": QT_TR_NOOP("come in with a straddle")}
STATUS_WORDS = {  # SeatInfo.status keys, each said through its translatable word
    "away": QT_TR_NOOP("away"),
    "missed blind": QT_TR_NOOP("missed blind"),  # i18n: the key; the word is translated
    "waiting for big blind": QT_TR_NOOP("waiting for big blind"),  # i18n: the key, as above
    "waiting to straddle": QT_TR_NOOP("waiting to straddle"),  # i18n: the key, as above
    "playing": QT_TR_NOOP("playing"),
}
PROBE_TABLE = "another table"  # i18n: asks the engine whether he may be called away; never shown


class SeatPanel(Overlay):
    margins = (0.12, 0.08)

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 demo_floor_badge: Callable[[], None] | None = None) -> None:
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
        self.table_name = NameEntry(next_text=QT_TR_NOOP("Next: he goes there"),
                                    needed=QT_TR_NOOP("Name the table he is called to"),
                                    keyboard=Keyboard(placeholder=tr("Type the table's name"),
                                                      rows=TABLE_ROWS))
        self.table_name.cancelled.connect(lambda: self.open_seat(self.seat))
        self.table_name.named.connect(self._called_away)
        self.override = BuyInOverride(controller, demo_floor_badge)
        self.override.back.connect(lambda: self._ask(self.asked, None, self.buy_in))
        self.override.overridden.connect(self._overridden)
        self.pages = QStackedWidget()
        for page in (self.options, self.amount, self.name, self.table_name, self.override):
            self.pages.addWidget(page)
        self.amount_event: Callable[[int], Event] | None = None
        self.buy_in: tuple[str, str, bool, str] | None = None
        """player, entry ("" adds), declared, via ("", "cheque", "runner")"""
        self.last_amount = 0
        self.asked = ""
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
        self.title.setToolTip("")
        seat, info = self.seat, table.seats.get(self.seat)
        if info is None:
            self.title.setText(tr("Seat {seat}: open").format(seat=seat))
            self._add(tr("Seat a player (buy-in)…"), self._ask_name)
        else:
            hand = table.hand if table.in_hand else None
            stack = hand.stacks.get(seat, info.stack) if hand is not None else info.stack
            away = tr(" · away") if info.away else ""  # stepped away mid-hand: said here too
            status = tr(STATUS_WORDS.get(info.status, info.status))
            self.title.setText(tr("Seat {seat} · {player} · ${stack} · {status}{away}").format(
                seat=seat, player=info.player, stack=stack, status=status, away=away)
                + self._waiting_chips(info))
            if info.away:
                for option in ENTRY_OPTIONS:
                    self._event(tr("Back: {entry}").format(
                                    entry=tr(ENTRY_WORDS.get(option, option))),
                                PlayerBack(seat, option))
            else:
                self._event(tr("Step away"), PlayerAway(seat))
            self._event(tr("Hold button (LC-GL-33)"), HoldButtonGiven(seat))
            if not info.away:
                for option in ENTRY_OPTIONS if info.status != "playing" else ():
                    self._event(tr("Entry: {entry}").format(
                                    entry=tr(ENTRY_WORDS.get(option, option))),
                                EntryChosen(seat, option))
            moves = [SeatChanged(seat, n) for n in range(1, table.max_seats + 1)
                     if n not in table.seats]
            if any(table.can(move) for move in moves):
                self._add(tr("Change seat…"), lambda: self._moves(moves))
            self._chip_buttons(table, seat, info.player)
            if table.can(PlayerLeft(seat)):
                self._add(tr("Leave the table"), lambda: self._send(PlayerLeft(
                    seat, info.player, info.stack, self.controller.now_ms())))  # LC-91
            if table.can(PlayerCalledAway(seat, info.player, PROBE_TABLE, info.stack)):
                self._add(tr("Called to another table…"), self._ask_table)
        self._place()

    def _waiting_chips(self, info: SeatInfo) -> str:
        """Chips that are his but not (yet) on the table, said on the title line."""
        parts = []
        if info.pending:
            parts.append(tr(" · +${amount} next deal (LC-26a)").format(
                amount=info.pending))
        if info.cheque:
            parts.append(tr(" · cheque ${amount} waits (LC-29)").format(
                amount=info.cheque))
        if info.runner:
            parts.append(tr(" · runner ${amount} counted (LC-26c)").format(
                amount=info.runner))
        return "".join(parts)

    def _chip_buttons(self, table: Table, seat: int, player: str) -> None:
        """Chips by their way to the seat: bought now (during his hand they wait, LC-26a),
        undeclared (LC-26d), by cheque (LC-29) or by an announced runner (LC-26c)."""
        self._event(tr("Cheque processed (LC-29)"), ChequeProcessed(seat))
        self._event(tr("Cheque refused (LC-29)"), ChequeDeclined(seat))
        self._event(tr("Runner arrived (LC-26c)"), RunnerArrived(seat))
        if not (table.can(ChipsAdded(seat, 1)) or table.can(ChipsBought(seat, 1))):
            return  # away: nobody buys into his seat (LC-23)
        self._add(tr("Add chips…"), lambda: self.ask_buy_in(
            tr("Seat {seat}: chips to add").format(seat=seat), player, "", True))
        if table.can(ChipsAdded(seat, 1)):  # not while in a hand (table stakes)
            self._add(tr("Amount not said (LC-26d)…"), lambda: self.ask_buy_in(
                tr("Seat {seat}: chips he plays with, undeclared").format(
                    seat=seat), player, "", False))
        cheque = tr("Seat {seat}: the amount of the cheque written at the table")
        self._add(tr("Cheque (LC-29)…"), lambda: self.ask_buy_in(
            cheque.format(seat=seat), player, "", True, "cheque"))
        runner = tr("Seat {seat}: chips a house runner brings (the house agreed, the table "
                    "was told)")
        self._add(tr("Runner announced (LC-26c)…"), lambda: self.ask_buy_in(
            runner.format(seat=seat), player, "", True, "runner"))

    def _ask_name(self) -> None:
        self.title.setText(tr("Seat {seat}: the new player's name").format(seat=self.seat))
        self.name.ask(tr("Player {seat}").format(seat=self.seat))
        self.pages.setCurrentWidget(self.name)

    def _named(self, name: str) -> None:
        seat = self.seat
        entry = PlayerSeated(seat, name, 1).entry
        self.ask_buy_in(tr("Seat {seat}: {name}'s buy-in").format(
                            seat=seat, name=name), name, entry, True)

    def ask_buy_in(self, title: str, player: str, entry: str, declared: bool,
                   via: str = "") -> None:
        """A buy-in (``entry``: a new player) or chips added (``via`` a cheque or a runner),
        judged before it is logged."""
        if entry:
            self.title.setText(tr("Seat {seat}: {player}").format(seat=self.seat, player=player))
        self._ask(title, None, (player, entry, declared, via))

    def judge(self, amount: int, override: Override | None = None) -> None:
        assert self.buy_in is not None
        player, entry, declared, via = self.buy_in
        self.last_amount = amount
        try:
            events = buy_in_events(self.controller.session.table, self.seat, player, amount,
                                   entry=entry, declared=declared, override=override,
                                   now_ms=self.controller.now_ms(), via=via,
                                   room_file=self.controller.room_file,
                                   room=self.controller.room_departures)
        except RoomRefusal as refusal:
            self.override.refused(render_error(refusal))
            self.pages.setCurrentWidget(self.override)
            return
        if self.controller.table_events(events):
            store = self.controller.store
            if override is not None and store is not None:
                # i18n: the audit log stays English
                store.audit("buy_in_override", f"seat {self.seat} {player} ${amount}: "
                            f"{override.reason}", table=self.controller.table_id,
                            staff=override.badge or None)
            self.hide()

    def _overridden(self, override: Override) -> None:
        self.judge(self.last_amount, override)

    def _ask_table(self) -> None:
        """Connected to the room: its open tables to touch (and typing for any other); without
        a room, or when the room cannot be read now, the name is typed."""
        tables, why, detail = self._room_tables()
        if not tables:
            self._type_table(why)
            self.title.setToolTip(detail)  # the driver's words: a tool tip, never the words
            return
        discard(self.grid, self.buttons)
        self.title.setText(tr("Seat {seat}: called to which of the room's tables?").format(
            seat=self.seat))
        for name in tables:
            self._add(name, lambda n=name: self._called_away(n))
        self._add(tr("Another table: type its name…"), self._type_table)
        self._add(tr("Back"), lambda: self._build(self.controller.session.table))
        self._place()
        self.pages.setCurrentWidget(self.options)

    def _room_tables(self) -> tuple[list[str], str, str]:
        """The room's other open tables, or none, why and the database driver's words (no
        room: nothing to say)."""
        ask = self.controller.room_tables
        if ask is None:
            return [], "", ""
        tables, problem = ask()
        if problem:
            return [], tr("The room store is out of reach: type the table's name."), problem
        return tables, "", ""

    def _type_table(self, why: str = "") -> None:
        title = tr("Seat {seat}: called to which table?").format(seat=self.seat)
        self.title.setText(f"{title} {why}".strip())
        self.title.setToolTip("")
        self.table_name.ask("")
        self.pages.setCurrentWidget(self.table_name)

    def _called_away(self, to_table: str) -> None:
        """He goes to his seat at ``to_table`` with all his chips; the seat here is freed."""
        info = self.controller.session.table.seats.get(self.seat)
        if info is None:
            return
        called = PlayerCalledAway(self.seat, info.player, to_table, info.stack)
        if self.controller.table_events([called, PlayerLeft(self.seat)]):
            self.hide()

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

    def _ask(self, title: str, make: Callable[[int], Event] | None,
             buy_in: tuple[str, str, bool, str] | None = None) -> None:
        self.amount_event, self.buy_in, self.asked = make, buy_in, title
        self.amount.ask(title)
        self.pages.setCurrentWidget(self.amount)

    def _amount(self, amount: int) -> None:
        if self.buy_in is not None:
            self.judge(amount)
        elif self.amount_event is not None:
            self._send(self.amount_event(amount))
