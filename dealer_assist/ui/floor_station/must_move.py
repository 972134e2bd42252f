"""The must-move page: declare a must-move game for a second table of the same game and limit
(LC-137), the list in its waiting-list order with who plays in the must-move game (LC-138), the
number playing there (short: rights kept, LC-141; the floor sets the collection, LC-145), calling
the top name with his choices by position (LC-139, 139a/b) and moving him with the stack he must
bring (LC-143; no missed-blind buttons follow, LC-142; no post in the main game, LC-140). While
the must-move runs, the main game counts as full (LC-131)."""

from __future__ import annotations

import psycopg
from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QLabel, QWidget

from dealer_assist.room.main_game_entry import EntryReader
from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.board_state import MustMove
from dealer_assist.room_ops.buy_ins import BuyInPolicy
from dealer_assist.room_ops.must_move import (
    SHORT_GAME,
    CalledMove,
    GameKey,
    MainGameEntry,
    game_label,
)
from dealer_assist.room_ops.prompts import due
from dealer_assist.ui import room_reach
from dealer_assist.ui.floor_station.operations_page import (
    POSITIONS,
    ButtonRow,
    Clock,
    OperationsPage,
    Who,
    entry,
    station_clock,
)
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.room_reach import detail_of

CHOICES = {
    CalledMove.MOVE_NOW: QT_TR_NOOP("Move now (LC-139)"),
    CalledMove.PLAY_TO_BIG_BLIND_AND_QUIT: QT_TR_NOOP("Play to his big blind and quit (LC-139a)"),
    CalledMove.FINISH_BLINDS_AND_BUTTON: QT_TR_NOOP("Finish the blinds and button (LC-139b)"),
}
"""A called player's choices, in words (translated where shown: ``tr``)."""


_NOW, _BEHIND = MainGameEntry.TAKE_HAND_NOW, MainGameEntry.BEHIND_BUTTON_NO_POST
ENTRY_WORDS = {  # translated where shown (tr at import would fix the start-up language)
    (_NOW, _BEHIND): QT_TR_NOOP("he may take a hand now, or come in behind the button, "
                                "without posting"),
    (_BEHIND,): QT_TR_NOOP("he may come in behind the button without posting"),
    (MainGameEntry.MISSED_BLINDS,): QT_TR_NOOP("he owes the missed blinds like any seated "
                                               "player"),
}


class MustMovePage(OperationsPage):
    def __init__(self, store: OperationStore, who: Who, now: Clock = station_clock,
                 parent: QWidget | None = None) -> None:
        super().__init__(store, who, now, parent)
        self.game: GameKey | None = None
        self.games = ButtonRow()
        self.title = QLabel("", objectName="panelTitle")
        self.title.setWordWrap(True)
        self.declare = ButtonRow()
        self.order = QLabel("", objectName="detailText")
        self.order.setWordWrap(True)
        self.count_title = QLabel("", objectName="detailText")
        self.count_title.setWordWrap(True)
        self.counts = ButtonRow()
        self.call_title = QLabel("", objectName="detailText")
        self.call_title.setWordWrap(True)
        self.calls = ButtonRow()
        self.stack = entry(QT_TR_NOOP("his stack $"), digits=True)
        self.amount = entry(QT_TR_NOOP("he brings $"), digits=True)
        money = ButtonRow()
        money.box.addWidget(self.stack)
        money.box.addWidget(self.amount)
        self.move_row = money
        self.alerts = QLabel("", objectName="detailText")
        self.alerts.setWordWrap(True)
        self.entries = EntryReader()  # LC-140: each arrival's place in his table's log
        self.arrived = QLabel("", objectName="detailText")
        self.arrived.setWordWrap(True)
        box = self.layout_
        for widget in (self.games, self.title, self.declare, self.order, self.count_title,
                       self.counts, self.call_title, self.move_row, self.calls, self.message,
                       self.alerts, self.arrived):
            box.addWidget(widget)
        box.addStretch(1)
        self.refresh()

    def choose_game(self, key: GameKey) -> None:
        self.game = key
        self.message.hide()
        self.refresh()

    def send(self, kind: str, **body: object) -> bool:
        if self.game is None:
            return False
        return self.record(kind, game=self.game.game, limit=self.game.limit, **body)

    def move(self, mm: MustMove, player: str) -> None:
        stack, amount = self.stack.text(), self.amount.text()
        if not stack or not amount:
            self.say(lambda: tr("enter his stack and what he brings"), refused=True)
            return
        if self.record("moved", player=player, from_table=mm.must_move_table,
                       to_table=mm.main_table, reason="must_move", stack=int(stack),
                       amount=int(amount)):
            self.stack.clear()
            self.amount.clear()

    def show_board(self, board: Board) -> None:
        self.show_arrivals(board)
        counts: dict[GameKey, int] = {}
        for key in board.tables.values():
            counts[key] = counts.get(key, 0) + 1
        self.game = self.games.choose_among(
            {k for k, n in counts.items() if n > 1} | set(board.must_moves), self.game,
            self.choose_game)
        mm = board.must_moves.get(self.game) if self.game else None
        for widget in (self.order, self.count_title, self.call_title, self.alerts):
            widget.hide()
        self.counts.fill([])
        self.calls.fill([])
        self.move_row.hide()
        if self.game is None:
            self.title.setText(tr("A must-move needs two open tables of the same game and limit "
                                  "(LC-137)"))
            self.declare.fill([])
            return
        if mm is None:
            self.show_declare(board, self.game)
            return
        self.declare.fill([])
        self.show_must_move(board, self.game, mm)

    def show_arrivals(self, board: Board) -> None:
        """Each player moved from a must-move game still at the main table: the button's
        passes there as the room's copy of its log shows them, and what he may do (LC-140)."""
        try:
            found = self.entries.arrivals(self.store.conn, board)
        except psycopg.Error as error:
            room_reach.say(self.arrived, tr("The tables' logs cannot be read now: the room "
                                            "store is out of reach. The station tries again by "
                                            "itself."), detail_of(error))
            self.arrived.setVisible(True)
            return
        self.arrived.setToolTip("")
        lines = [tr("{player} at {table}: not seated in its log yet; {may}").format(
                     player=a.player, table=a.table, may=tr(ENTRY_WORDS[a.entries]))
                 if a.seat is None else
                 tr("{player} at {table} seat {seat}: the button passed {passes} time(s); "
                    "{may}").format(player=a.player, table=a.table, seat=a.seat,
                                    passes=a.passes,
                                    may=tr(ENTRY_WORDS[a.entries]))
                 for a in found]
        self.arrived.setText(tr("Moved from a must-move game (LC-140):\n{lines}").format(
            lines="\n".join(lines)))
        self.arrived.setVisible(bool(lines))

    def show_declare(self, board: Board, key: GameKey) -> None:
        self.title.setText(tr("{game_label}: no must-move game. Declare one to protect the main "
                              "game (LC-137)").format(
                               game_label=render(game_label(key))))
        tables = sorted(t for t, k in board.tables.items() if k == key)
        self.declare.fill([
            (tr("{extra} must move to {main}").format(extra=extra, main=main), "floor",
             lambda m=main, e=extra: self.send("must_move_declared", main_table=m,
                                               must_move_table=e))
            for main in tables for extra in tables if main != extra])

    def show_must_move(self, board: Board, key: GameKey, mm: MustMove) -> None:
        self.title.setText(tr("{game_label}: {must_move_table} must move to {main_table}; "
                              "{main_table} counts as a full game (LC-131)").format(
            game_label=render(game_label(key)), must_move_table=mm.must_move_table,
            main_table=mm.main_table))
        names = board.waiting(key).names
        lines = []
        for place, listing in enumerate(names, start=1):
            where = [tr("playing in {table}").format(table=mm.must_move_table)
                     if listing.player in mm.playing else tr("waiting")]
            if listing.player in mm.called:
                where.append(tr("called"))
            if listing.player in mm.moving:
                where.append(tr("moving to {table}").format(table=mm.main_table))
            lines.append(f"{place}. {listing.player}: {', '.join(where)}")
        self.order.setText(tr("List, in the waiting list's order (LC-138):\n{lines}").format(
            lines="\n".join(lines) or tr("nobody")))
        self.order.show()
        short = mm.players and mm.players < SHORT_GAME
        count = mm.players or tr("not counted yet")
        self.count_title.setText(
            (tr("Players in {table}: {count} (short: they keep their rights without playing, "
                "LC-141)") if short else tr("Players in {table}: {count}")).format(
                table=mm.must_move_table, count=count))
        self.count_title.show()
        self.counts.fill([(str(n), "choice", lambda n=n: self.send("must_move_players",
                                                                    players=n))
                          for n in range(2, 10)])
        self.show_call(board, key, mm)
        alerts = [f"{render(p.text)} ({', '.join(p.rule_ids)})" for p in due(board, self.now())
                  if p.where in (mm.main_table, mm.must_move_table)]
        self.alerts.setText("\n".join(alerts))
        self.alerts.setVisible(bool(alerts))

    def show_call(self, board: Board, key: GameKey, mm: MustMove) -> None:
        moving = next((p for p in board.waiting(key).order if p in mm.moving), None)
        if moving is not None:
            minimum = BuyInPolicy.of(board.rules_of(key.game, key.limit)).minimum
            self.call_title.setText(tr("{moving} moves to {main_table}: he brings at least "
                                       "${minimum}, or all he has when under it (LC-143); no "
                                       "missed-blind buttons follow (LC-142)").format(
                                        moving=moving, main_table=mm.main_table, minimum=minimum))
            self.call_title.show()
            self.move_row.show()
            self.calls.fill([(tr("Move {player}").format(player=moving), "passive",
                              lambda: self.move(mm, moving))])
            return
        called = next((p for p in board.waiting(key).order if p in mm.called), None)
        if called is not None:
            self.call_title.setText(tr("{called} was called: his choice").format(called=called))
            self.call_title.show()
            self.calls.fill([(tr(CHOICES[c]), "step",
                              lambda c=c: self.send("must_move_answer", player=called,
                                                    choice=c.value))
                             for c in mm.called[called]])
            return
        top = next((n.player for n in board.waiting(key).names if not n.call_in), None)
        if top is None or top not in mm.playing:
            return
        self.call_title.setText(tr("Call {top} from {must_move_table}: where does he sit in this "
                                   "hand?").format(
                                    top=top, must_move_table=mm.must_move_table))
        self.call_title.show()
        self.calls.fill([(tr(text), "floor",
                          lambda p=p: self.send("must_move_called", player=top,
                                                position=p.value))
                         for p, text in POSITIONS.items()])
