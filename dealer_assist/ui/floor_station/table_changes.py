"""The table changes page: a seated player asks to move to another table (where he sits in the
hand: LC-96), the floor approves (LC-95) and the board says when he leaves (at once, after the
blinds and button, or to his big blind at LC high for another limit: LC-134), then he moves
with the stack he may bring (LC-38). A game that breaks: its players as the room knows them
(away or not, their buttons), who draws for too few open seats (LC-94a, LC-93) or whose
buttons go along (LC-94b), and the draw by high card with LC-28's suits."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.board_seats import TIMING_WORDS, tables_for_broken_game_player
from dealer_assist.room_ops.board_state import TableChange
from dealer_assist.room_ops.must_move import Position
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
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.scroll import touch_scroll


class TableChangesPage(OperationsPage):
    def __init__(self, store: OperationStore, who: Who, now: Clock = station_clock,
                 parent: QWidget | None = None) -> None:
        super().__init__(store, who, now, parent)
        self.player: str | None = None
        self.moving: str | None = None  # a broken game's player the floor moves (LC-38)
        self.name = entry(QT_TR_NOOP("player, as on the list"))
        self.to_table = entry(QT_TR_NOOP("to table"), keys="table")
        ask = ButtonRow()
        ask.box.addWidget(self.name, 2)
        ask.box.addWidget(self.to_table, 1)
        self.ask_row = ask
        self.positions = ButtonRow()
        self.retranslate()
        self.list_title = QLabel(tr("Table changes"), objectName="panelTitle")
        self.list_body = QWidget(objectName="scrollBody")
        self.list_box = QVBoxLayout(self.list_body)
        self.list_box.addStretch(1)
        self.items: list[QPushButton] = []
        self.actions = ButtonRow()
        self.stack = entry(QT_TR_NOOP("his stack $"), digits=True)
        self.amount = entry(QT_TR_NOOP("he brings $"), digits=True)
        self.money = ButtonRow()
        self.money.box.addWidget(self.stack)
        self.money.box.addWidget(self.amount)
        self.break_title = QLabel(tr("A game breaks"), objectName="panelTitle")
        self.break_table = entry(QT_TR_NOOP("table"), keys="table")
        self.open_seats = entry(QT_TR_NOOP("open seats at its limit"), digits=True)
        self.cards = entry(QT_TR_NOOP("cards drawn, in the order shown: Kh Kd 2c"),
                           keys="table")
        self.breaks = ButtonRow()
        self.breaks.box.addWidget(self.break_table, 1)
        self.breaks.box.addWidget(self.open_seats, 1)
        self.breaks.box.addWidget(touch_button(tr("Break the game"), "floor", self.break_game), 1)
        self.draw = ButtonRow()
        self.draw.box.addWidget(self.cards, 2)
        self.draw.box.addWidget(touch_button(tr("Record the draw"), "step", self.record_draw), 1)
        self.broken = QLabel("", objectName="detailText")
        self.broken.setWordWrap(True)
        self.broken_players = ButtonRow()
        box = self.layout_
        for widget in (self.ask_row, self.positions, self.list_title):
            box.addWidget(widget)
        box.addWidget(touch_scroll(self.list_body, horizontal=False), 1)
        for widget in (self.money, self.actions, self.message, self.break_title, self.breaks,
                       self.broken, self.broken_players, self.draw):
            box.addWidget(widget)
        self.refresh()

    def retranslate(self) -> None:
        self.positions.fill([(tr("Asks: {position}").format(position=tr(text)), "step",
                              lambda p=p: self.ask(p)) for p, text in POSITIONS.items()])

    # -- table changes -------------------------------------------------------------------------

    def ask(self, position: Position) -> None:
        player = self.name.text().strip()
        source = self.board.seated_at.get(player) if self.board else None
        if source is None:
            self.say(lambda: tr("{player}? a player seated in the room asks to move").format(
                player=player or tr("who")), refused=True)
            return
        if self.record("table_change_asked", player=player, from_table=source,
                       to_table=self.to_table.text().strip(), position=position.value):
            self.name.clear()
            self.to_table.clear()

    def choose(self, player: str) -> None:
        self.player = None if self.player == player else player
        self.moving = None
        self.refresh()

    def move(self, change: TableChange) -> None:
        if not self.stack.text() or not self.amount.text():
            self.say(lambda: tr("enter his stack and what he brings"), refused=True)
            return
        if self.record("moved", player=change.player, from_table=change.from_table,
                       to_table=change.to_table, reason="voluntary",
                       stack=int(self.stack.text()), amount=int(self.amount.text())):
            self.stack.clear()
            self.amount.clear()

    # -- game breaks ---------------------------------------------------------------------------

    def choose_moving(self, player: str) -> None:
        self.moving = None if self.moving == player else player
        self.player = None
        self.refresh()

    def move_from_broken_game(self, player: str, target: str = "") -> None:
        """A broken game's player goes to ``target`` (else the table typed in "to table") with
        his stack: a forced move (LC-38, LC-89, LC-90); his missed-blind buttons stay behind
        (LC-142)."""
        source = self.board.seated_at.get(player) if self.board else None
        target = target or self.to_table.text().strip()
        if source is None or not target or not self.stack.text() or not self.amount.text():
            self.say(tr("type the table he moves to, his stack and what he brings"),
                     refused=True)
            return
        if self.record("moved", player=player, from_table=source, to_table=target,
                       reason="broken_game", stack=int(self.stack.text()),
                       amount=int(self.amount.text())):
            self.moving = None
            for line in (self.stack, self.amount, self.to_table):
                line.clear()
            self.refresh()

    def break_game(self) -> None:
        table = self.break_table.text().strip()
        if self.board is None or not self.open_seats.text():
            self.say(lambda: tr("which table, and how many open seats its limit has"),
                     refused=True)
            return
        players = []
        for player, at in sorted(self.board.seated_at.items()):
            if at != table:
                continue
            away = self.board.away.get(player)
            buttons = [b for (t, _), b in self.board.buttons.items()
                       if t == table and b.player == player]
            players.append({"player": player, "present": away is None,
                            "missed_buttons": sum(b.missed for b in buttons),
                            "hold_button": any(b.hold for b in buttons)})
        self.record("game_broken", table=table, players=players,
                    open_seats=int(self.open_seats.text()))

    def record_draw(self) -> None:
        table = self.break_table.text().strip()
        game = self.board.broken.get(table) if self.board else None
        if game is None:
            self.say(lambda: tr("{table}? a broken game's draw").format(
                table=table or tr("which table")), refused=True)
            return
        entrants = [*game.draw_themselves, *game.floor_draws_for]
        cards = [c[:-1].upper() + c[-1:].lower() for c in self.cards.text().split()]
        if len(cards) != len(entrants):
            self.say(lambda: tr("{count} cards, one for each of {players}").format(
                count=len(entrants), players=", ".join(entrants)), refused=True)
            return
        if self.record("seat_draw", table=table, draws=dict(zip(entrants, cards,
                                                                   strict=True))):
            self.cards.clear()

    # -- what the page shows -------------------------------------------------------------------

    def show_board(self, board: Board) -> None:
        if self.player not in board.changes:
            self.player = None
        discard(self.list_box, self.items)
        for i, change in enumerate(sorted(board.changes.values(), key=lambda c: c.player)):
            state = (tr("waits for the floor (LC-95)") if change.approved_by is None
                     else tr("approved by {floor}: {timing}").format(
                         floor=change.approved_by,
                         timing=render(TIMING_WORDS[change.timing]) if change.timing else ""))
            button = touch_button(f"{change.player} · {change.from_table} -> {change.to_table}"
                                  f" · {state}", "listItem",
                                  lambda p=change.player: self.choose(p))
            button.setCheckable(True)
            button.setChecked(change.player == self.player)
            self.list_box.insertWidget(i, button)
            button.show()
            self.items.append(button)
        chosen = board.changes.get(self.player) if self.player else None
        leaving = self.show_broken_players(board)
        self.money.setVisible(leaving or (chosen is not None and chosen.approved_by is not None))
        if leaving and self.moving is not None:
            self.actions.fill([
                *((tr("To {table}").format(table=t), "passive",
                   lambda p=self.moving, t=t: self.move_from_broken_game(p, t))
                  for t in tables_for_broken_game_player(board, self.moving)),
                (tr("Move {player}: the game broke (LC-38)").format(player=self.moving),
                 "passive", lambda p=self.moving: self.move_from_broken_game(p))])
        elif chosen is None:
            self.actions.fill([])
        elif chosen.approved_by is None:
            self.actions.fill([(tr("Approve (LC-95)"), "floor", lambda: self.record(
                "table_change_approved", player=chosen.player))])
        else:
            self.actions.fill([(tr("Move {player} to {table}").format(
                player=chosen.player, table=chosen.to_table), "passive",
                                lambda: self.move(chosen))])
        lines = []
        for game in board.broken.values():
            if game.seats_to:
                lines.append(tr("{table}: the seats go to {players}").format(
                    table=game.table, players=", ".join(game.seats_to)))
            elif game.floor_draws_for:
                lines.append(tr("{table}: draw {players}; the floor draws for {away}").format(
                    table=game.table, players=", ".join(game.draw_themselves),
                    away=", ".join(game.floor_draws_for)))
            elif game.draw_themselves:
                lines.append(tr("{table}: draw {players}").format(
                    table=game.table, players=", ".join(game.draw_themselves)))
        self.broken.setText("\n".join(lines))
        self.broken.setVisible(bool(lines))

    def show_broken_players(self, board: Board) -> bool:
        """A button per player still at a broken game's table (the draw's winners first);
        whether one is chosen to move."""
        still = []
        for game in board.broken.values():
            names = [*game.seats_to, *(p.player for p in game.players
                                       if p.player not in game.seats_to)]
            still.extend(p for p in names if board.seated_at.get(p) == game.table)
        if self.moving not in still:
            self.moving = None
        self.broken_players.fill_choices(
            [(tr("{player}: moves from the broken game").format(player=p), "listItem",
              lambda p=p: self.choose_moving(p)) for p in still], still, self.moving)
        return self.moving is not None
