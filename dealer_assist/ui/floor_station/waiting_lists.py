"""The waiting lists page: one list per game and limit, top name first (LC-87), phone call-ins
with the minutes left of their hour (LC-136), calling a name to a table, no answer, seating,
and the seat-change requests of each table in the order the rules give them (LC-88e).

A touch on a name selects it; the buttons below act on it. The list's order, the call-ins'
hour, the roll to the bottom and who may be seated are the board's (room_ops), not the page's.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.must_move import GameKey, game_label
from dealer_assist.room_ops.prompts import due
from dealer_assist.room_ops.refusal import HOUR_MS, MINUTE_MS
from dealer_assist.room_ops.seat_priority import seat_priority
from dealer_assist.room_ops.sign_up import Listing
from dealer_assist.ui.floor_station.operations_page import (
    ButtonRow,
    Clock,
    OperationsPage,
    Who,
    entry,
    station_clock,
)
from dealer_assist.ui.i18n import render, render_error, tr
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.scroll import touch_scroll


class WaitingListsPage(OperationsPage):
    def __init__(self, store: OperationStore, who: Who, now: Clock = station_clock,
                 parent: QWidget | None = None) -> None:
        super().__init__(store, who, now, parent)
        self.game: GameKey | None = None
        self.player: str | None = None
        self.games = ButtonRow()
        self.title = QLabel("", objectName="panelTitle")
        self.names_body = QWidget(objectName="scrollBody")
        self.names_box = QVBoxLayout(self.names_body)
        self.names_box.addStretch(1)
        self.name_buttons: list[QPushButton] = []
        self.name = entry(QT_TR_NOOP("player's name, as on the board"))
        self.adds = ButtonRow()  # the name and the two ways to list it, on one line
        self.adds.box.addWidget(self.name, 2)
        for text, call_in in ((tr("Add walk-in"), False), (tr("Add call-in"), True)):
            self.adds.box.addWidget(touch_button(text, "step",
                                                 lambda c=call_in: self.add(call_in=c)), 1)
        self.actions = ButtonRow()
        self.tables = ButtonRow()
        self.alerts = QLabel("", objectName="detailText")
        self.alerts.setWordWrap(True)
        self.seat_changes = QLabel("", objectName="detailText")
        self.seat_changes.setWordWrap(True)
        self.players = entry(QT_TR_NOOP("players in the game, to give a seat"), digits=True)
        self.changes = ButtonRow()
        self.change_row = ButtonRow()
        self.change_row.box.addWidget(self.players, 1)
        self.change_row.box.addWidget(touch_button(tr("Asks for a seat change"), "step",
                                                   self.ask_seat_change), 1)
        box = self.layout_
        box.addWidget(self.games)
        box.addWidget(self.title)
        box.addWidget(touch_scroll(self.names_body, horizontal=False), 1)
        box.addWidget(self.actions)
        box.addWidget(self.tables)
        box.addWidget(self.adds)
        box.addWidget(self.message)
        box.addWidget(self.alerts)
        box.addWidget(self.seat_changes)
        box.addWidget(self.changes)
        box.addWidget(self.change_row)
        self.refresh()

    # -- what the floor touches ------------------------------------------------------------------

    def choose_game(self, key: GameKey) -> None:
        self.game, self.player = key, None
        self.message.hide()
        self.refresh()

    def choose_player(self, player: str) -> None:
        self.player = None if self.player == player else player
        self.refresh()

    def add(self, *, call_in: bool) -> None:
        if self.game is None:
            self.say(lambda: tr("choose a game first"), refused=True)
            return
        if self.record("listed", game=self.game.game, limit=self.game.limit,
                       player=self.name.text().strip(), call_in=call_in):
            self.name.clear()

    def act(self, kind: str, **extra: object) -> None:
        if self.game is None or self.player is None:
            return
        if self.record(kind, game=self.game.game, limit=self.game.limit, player=self.player,
                       **extra) and kind in ("seated", "delisted"):
            self.player = None
            self.refresh()

    def ask_seat_change(self) -> None:
        """The player named in the entry asks for another seat in his game (LC-88e)."""
        player = self.name.text().strip()
        table = self.board.seated_at.get(player) if self.board else None
        if table is None:
            self.say(lambda: tr("{player}? a player seated in the room asks for a seat "
                                "change").format(player=player or tr("who")), refused=True)
            return
        if self.record("seat_change_asked", table=table, player=player):
            self.name.clear()

    def give_seat_change(self, table: str, player: str) -> None:
        """The open seat goes to ``player``; the house may allow it only short-handed (LC-135),
        which needs the number playing."""
        if not self.players.text():
            self.say(lambda: tr("how many players are in the game? (LC-135)"), refused=True)
            return
        if self.record("seat_change_given", table=table, player=player,
                       players=int(self.players.text())):
            self.players.clear()

    # -- what the page shows ---------------------------------------------------------------------

    def show_board(self, board: Board) -> None:
        self.game = self.games.choose_among({*board.tables.values(), *board.lists}, self.game,
                                            self.choose_game)
        now = self.now()
        waiting = board.waiting(self.game) if self.game else None
        names = waiting.names if waiting else ()
        if self.player not in {n.player for n in names}:
            self.player = None
        self.title.setText(tr("{game_label}: {count} waiting").format(
                               game_label=render(game_label(self.game)), count=len(names))
                           if self.game else tr("No game is open and no list is kept yet"))
        discard(self.names_box, self.name_buttons)
        for place, listing in enumerate(names, start=1):
            button = touch_button(self.describe(board, place, listing, now), "listItem",
                                  lambda p=listing.player: self.choose_player(p))
            button.setCheckable(True)
            button.setChecked(listing.player == self.player)
            self.names_box.insertWidget(place - 1, button)
            button.show()
            self.name_buttons.append(button)
        self.show_actions(board)
        self.show_alerts(board, now)

    def describe(self, board: Board, place: int, listing: Listing, now: int) -> str:
        parts = [f"{place}. {listing.player}"]
        if listing.call_in:
            left = max(0, (listing.listed_at_ms + HOUR_MS - now) // MINUTE_MS)
            parts.append(tr("call-in, not here yet: {minutes} min of his hour left").format(
                minutes=left))
        if listing.called_at_ms is not None:
            parts.append(tr("called {minutes} min ago").format(
                minutes=(now - listing.called_at_ms) // MINUTE_MS))
        mm = board.must_moves.get(self.game) if self.game else None
        if mm is not None and listing.player in mm.playing:
            parts.append(tr("playing in must-move {table}").format(table=mm.must_move_table))
        return " · ".join(parts)

    def show_actions(self, board: Board) -> None:
        if self.player is None or self.game is None:
            self.actions.fill([])
            self.tables.fill([])
            return
        self.actions.fill([(tr("Arrived"), "step", lambda: self.act("arrived")),
                           (tr("No answer"), "step", lambda: self.act("no_answer")),
                           (tr("Take off the list"), "quiet",
                            # i18n: the reason is a record in the room's log (stays English)
                            lambda: self.act("delisted", reason="taken off by the floor"))])
        tables = sorted(t for t, k in board.tables.items() if k == self.game)
        items = []
        for table in tables:
            items.append((tr("Call to {table}").format(table=table), "floor",
                          lambda t=table: self.act("called", table=t)))
            items.append((tr("Seat at {table}").format(table=table), "passive",
                          lambda t=table: self.act("seated", table=t)))
        self.tables.fill(items)

    def show_alerts(self, board: Board, now: int) -> None:
        label = game_label(self.game) if self.game else ""
        alerts = [f"{render(p.text)} ({', '.join(p.rule_ids)})" for p in due(board, now)
                  if p.where == label]
        self.alerts.setText("\n".join(alerts))
        self.alerts.setVisible(bool(alerts))
        lines, gives = [], []
        for table in sorted(t for t, k in board.tables.items() if k == self.game):
            asked = board.seat_requests.get(table, ())
            if not asked:
                continue
            try:
                order = seat_priority(asked)
            except ValueError as tie:  # a tie only a card draw settles
                lines.append(tr("Seat changes at {table}: {tie}").format(
                    table=table, tie=render_error(tie)))
                continue
            lines.append(tr("Seat changes at {table}: {players} (LC-88e)").format(
                table=table, players=", ".join(order)))
            gives.append((tr("Seat change at {table} to {player}").format(
                table=table, player=order[0]), "passive",
                          lambda t=table, p=order[0]: self.give_seat_change(t, p)))
        self.seat_changes.setText("\n".join(lines))
        self.seat_changes.setVisible(bool(lines))
        self.changes.fill(gives)
