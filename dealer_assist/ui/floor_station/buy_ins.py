"""The buy-ins page: who left which table with what (the floor writes the player as on the
list), and a buy-in at any table judged by the house's rules with that history (LC-91 back
within the hour with at least what he took away, across tables of the game; LC-35 full buy-in,
LC-36 short ones, LC-26d undeclared, LC-P1 the floor's override with a reason).

The verdict, its amount that plays and its rule IDs are the rules' (room_ops.buy_ins); the
page shows the room's departures and each player's buy-ins in the game, nothing computed."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QLabel, QWidget

from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.buy_ins import BuyInPolicy
from dealer_assist.room_ops.must_move import game_label
from dealer_assist.room_ops.refusal import MINUTE_MS
from dealer_assist.ui.floor_station.operations_page import (
    ButtonRow,
    Clock,
    OperationsPage,
    Who,
    entry,
    station_clock,
)
from dealer_assist.ui.i18n import render, tr


class BuyInsPage(OperationsPage):
    def __init__(self, store: OperationStore, who: Who, now: Clock = station_clock,
                 parent: QWidget | None = None) -> None:
        super().__init__(store, who, now, parent)
        self.name = entry(QT_TR_NOOP("player, as on the list"))
        self.table = entry(QT_TR_NOOP("table"), keys="table")
        self.amount = entry(QT_TR_NOOP("amount $"), digits=True)
        self.reason = entry(QT_TR_NOOP("floor's reason to override (LC-P1), if any"))
        top = ButtonRow()
        top.box.addWidget(self.name, 2)
        top.box.addWidget(self.table, 1)
        top.box.addWidget(self.amount, 1)
        self.actions = ButtonRow()
        self.actions.fill([
            (tr("Buys in"), "passive", lambda: self.buy_in(declared=True)),
            (tr("Buys in, amount not said"), "step", lambda: self.buy_in(declared=False)),
            (tr("Leaves with these chips"), "quiet", self.left)])
        self.left_title = QLabel(tr("Left within the house's time: back with at least as much "
                                    "(LC-91)"), objectName="panelTitle")
        self.left_title.setWordWrap(True)
        self.departures = QLabel("", objectName="detailText")
        self.departures.setWordWrap(True)
        box = self.layout_
        for widget in (top, self.reason, self.actions, self.message, self.left_title,
                       self.departures):
            box.addWidget(widget)
        box.addStretch(1)
        self.refresh()

    def buy_in(self, *, declared: bool) -> None:
        if not self.amount.text():
            self.say(lambda: tr("how many dollars of chips?"), refused=True)
            return
        body: dict[str, object] = {
            "table": self.table.text().strip(), "player": self.name.text().strip(),
            "amount": int(self.amount.text()), "declared": declared}
        if self.reason.text().strip():
            body["override"] = self.reason.text().strip()
        if self.record("buy_in", **body):
            self.amount.clear()
            self.reason.clear()

    def left(self) -> None:
        player = self.name.text().strip()
        table = self.board.seated_at.get(player) if self.board else None
        if table is None or not self.amount.text():
            self.say(lambda: tr("{player}? a seated player and the chips he takes away").format(
                player=player or tr("who")), refused=True)
            return
        if self.record("left_table", table=table, player=player,
                       chips=int(self.amount.text())):
            self.amount.clear()

    def show_board(self, board: Board) -> None:
        now = self.now()
        lines = []
        for gone in sorted(board.departures.values(), key=lambda d: -d.at_ms):
            rules = board.rules_of(gone.game.game, gone.game.limit)
            within = BuyInPolicy.of(rules).return_minutes
            minutes = (now - gone.at_ms) // MINUTE_MS
            if within is not None and minutes < within:
                lines.append(tr("{player}: left {table} ({game}) {minutes} min ago with "
                                "${chips}; the rule holds {more} more min").format(
                    player=gone.player, table=gone.table, game=render(game_label(gone.game)),
                    minutes=minutes, chips=gone.chips, more=within - minutes))
        self.departures.setText("\n".join(lines) or tr("Nobody"))
