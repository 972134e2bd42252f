"""The breaks page: every player away from a seat with his timer (stud: 30 minutes for the
one meal break per four hours, 15 for anything else, LC-99), seat buttons (missed-blind and hold
buttons; hold buttons never count, LC-GL-33), and the prompts due now: pick-ups by the
three-button rule (LC-97; a main game with a must-move counts as full, LC-131), repeated
lobbying by the room's measure (LC-98), stud absences over their time (LC-99).

The timers refresh with the page's poll of the room (every 2 seconds) from the station's
clock; the board and the rules say what is due, the page only shows it."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.prompts import LobbyMeasure, due
from dealer_assist.room_ops.refusal import MINUTE_MS
from dealer_assist.ui.floor_station.operations_page import (
    ButtonRow,
    Clock,
    OperationsPage,
    Who,
    entry,
    restyle,
    station_clock,
)
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.scroll import touch_scroll


class BreaksPage(OperationsPage):
    def __init__(self, store: OperationStore, who: Who, now: Clock = station_clock,
                 lobbying: LobbyMeasure | None = None, parent: QWidget | None = None) -> None:
        super().__init__(store, who, now, parent)
        self.lobbying = lobbying
        self.player: str | None = None
        self.due_title = QLabel(tr("Due now"), objectName="panelTitle")
        self.due = QLabel("", objectName="detailText")
        self.due.setWordWrap(True)
        self.away_title = QLabel("", objectName="panelTitle")
        self.away_body = QWidget(objectName="scrollBody")
        self.away_box = QVBoxLayout(self.away_body)
        self.away_box.addStretch(1)
        self.away_buttons: list[QPushButton] = []
        self.actions = ButtonRow()
        self.buttons_title = QLabel(tr("Seat buttons"), objectName="panelTitle")
        self.seat_buttons = QLabel("", objectName="detailText")
        self.seat_buttons.setWordWrap(True)
        self.name = entry(QT_TR_NOOP("player, as on the list"))
        self.seat = entry(QT_TR_NOOP("seat"), digits=True)
        self.leave = ButtonRow()
        self.leave.box.addWidget(self.name, 2)
        self.leave.box.addWidget(self.seat, 1)
        for text, kind in ((tr("Away"), "other"), (tr("Meal break"), "meal")):
            button = touch_button(text, "step", lambda k=kind: self.send_away(k))
            self.leave.box.addWidget(button, 1)
        box = self.layout_
        for widget in (self.due_title, self.due, self.away_title):
            box.addWidget(widget)
        box.addWidget(touch_scroll(self.away_body, horizontal=False), 1)
        for widget in (self.actions, self.leave, self.message, self.buttons_title,
                       self.seat_buttons):
            box.addWidget(widget)
        self.refresh()

    def send_away(self, kind: str) -> None:
        """The floor records a player leaving his seat (the floor is told: it records it)."""
        player, seat = self.name.text().strip(), self.seat.text()
        table = self.board.seated_at.get(player) if self.board else None
        if table is None or not seat:
            self.say(lambda: tr("{player}? a player seated in the room, and his seat "
                                "number").format(player=player or tr("who")), refused=True)
            return
        if self.record("away", table=table, seat=int(seat), player=player, floor_told=True,
                       **{"break": kind}):
            self.name.clear()
            self.seat.clear()

    def choose(self, player: str) -> None:
        self.player = None if self.player == player else player
        self.refresh()

    def show_board(self, board: Board) -> None:
        now = self.now()
        prompts = due(board, now, self.lobbying)
        shown = [p for p in prompts if p.rule_ids[0] in ("LC-97", "LC-98", "LC-99")]
        self.due.setText("\n".join(f"{render(p.text)} ({', '.join(p.rule_ids)})" for p in shown)
                         or tr("Nothing due"))
        restyle(self.due, "refusal" if shown else "detailText")
        away = sorted(board.away.values(), key=lambda a: a.since_ms)
        if self.player not in board.away:
            self.player = None
        self.away_title.setText(tr("Away from their seats: {count}").format(count=len(away)))
        discard(self.away_box, self.away_buttons)
        for i, absence in enumerate(away):
            minutes = (now - absence.since_ms) // MINUTE_MS
            meal = absence.kind.value == "meal"
            if not absence.stud:
                time_away = tr("{minutes} min").format(minutes=minutes)
            elif meal:
                time_away = tr("{minutes} min of 30 (meal)").format(minutes=minutes)
            else:
                time_away = tr("{minutes} min of 15").format(minutes=minutes)
            text = tr("{player} · {table} seat {seat} · {kind} · {time}").format(
                player=absence.player, table=absence.table, seat=absence.seat,
                kind=tr("meal") if meal else tr("other"), time=time_away)
            button = touch_button(text, "listItem", lambda p=absence.player: self.choose(p))
            button.setCheckable(True)
            button.setChecked(absence.player == self.player)
            self.away_box.insertWidget(i, button)
            button.show()
            self.away_buttons.append(button)
        if self.player is None:
            self.actions.fill([])
        else:
            chosen = board.away[self.player]
            held = board.buttons.get((chosen.table, chosen.seat))
            hold_on = not (held is not None and held.player == chosen.player and held.hold)
            self.actions.fill([
                (tr("Missed blind"), "step",
                 lambda: self.record("missed_button", table=chosen.table, seat=chosen.seat,
                                     player=chosen.player)),
                (tr("Hold button on") if hold_on else tr("Hold button off"), "step",
                 lambda: self.record("hold_button", table=chosen.table, seat=chosen.seat,
                                     player=chosen.player, on=hold_on)),
                (tr("Back at his seat"), "passive",
                 lambda: self.record("back", player=chosen.player)),
                (tr("Chips picked up"), "floor",
                 lambda: self.record("chips_picked_up", table=chosen.table, seat=chosen.seat,
                                     player=chosen.player))])
        lines = [(tr("{player} · {table} seat {seat}: {missed} missed-blind + hold button "
                     "(never counted, LC-GL-33)") if b.hold else
                  tr("{player} · {table} seat {seat}: {missed} missed-blind")).format(
                      player=b.player, table=table, seat=seat, missed=b.missed)
                 for (table, seat), b in sorted(board.buttons.items())]
        self.seat_buttons.setText("\n".join(lines) or tr("No buttons out"))
