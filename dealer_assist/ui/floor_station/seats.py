"""The seats page: touch a table, then one of its players. An open seat in a game with a list
is first offered to the players at the table, and only then locked for a name from the list
(LC-88f); a seat handed to another person is the floor's approval, recorded as the floorperson
signed in (LC-25); a short game cuts cards for a lower game's open seats (LC-92, suits by
LC-28); a game's limit goes up with the stacks kept (LC-37).

Every check is the board's (room_ops): the page names the table's players and the list's top
names to touch, and shows what the room answered."""

from __future__ import annotations

from typing import Final

import psycopg
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.cards import Card
from dealer_assist.room.operations import OperationStore
from dealer_assist.room.table_seats import seated_in_log
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.must_move import game_label
from dealer_assist.ui.floor_station.operations_page import (
    ButtonRow,
    Clock,
    OperationsPage,
    Who,
    entry,
    station_clock,
)
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.views.card_picker import CardPicker
from dealer_assist.ui.widgets.buttons import touch_button

LOCK_CHOICES: Final = 3  # the list's top names offered for a lock


def card_text(card: str) -> str:
    """A card as typed ("kh", "10S") in the form the room reads it ("Kh", "Ts")."""
    card = card.strip().replace("10", "T")
    return card[:-1].upper() + card[-1:].lower()


class SeatsPage(OperationsPage):
    def __init__(self, store: OperationStore, who: Who, now: Clock = station_clock,
                 parent: QWidget | None = None) -> None:
        super().__init__(store, who, now, parent)
        self.table: str | None = None
        self.player: str | None = None
        self.tables = ButtonRow()
        self.players = ButtonRow()
        self.seat = entry(tr("open seat number"), digits=True)
        self.offer_row = ButtonRow()
        self.offer_row.box.addWidget(self.seat, 1)
        self.offer_row.box.addWidget(touch_button(tr("Offer to the table"), "passive",
                                                  self.offer), 1)
        self.offers = QLabel("", objectName="detailText")
        self.offers.setWordWrap(True)
        self.locks = ButtonRow()
        self.newcomer = entry(tr("who takes the seat"))
        self.transfer_row = ButtonRow()
        self.transfer_row.box.addWidget(self.newcomer, 1)
        self.transfer_row.box.addWidget(touch_button(tr("Hand over (LC-25)"), "floor",
                                                     self.transfer), 1)
        self.lower = entry(tr("lower game's table"), keys="table")
        self.open_seats = entry(tr("its open seats"), digits=True)
        self.cut_where = ButtonRow()
        self.cut_where.box.addWidget(self.lower, 1)
        self.cut_where.box.addWidget(self.open_seats, 1)
        self.cards = entry(tr("cards cut"), keys="table")
        self.cut_row = ButtonRow()
        self.cut_row.box.addWidget(self.cards, 1)
        self.cut_row.box.addWidget(touch_button(tr("Cards by touch…"), "quiet",
                                                self.ask_cut_cards), 1)
        self.cut_where.box.addWidget(touch_button(tr("Record the cut"), "passive", self.cut), 2)
        self.picker = CardPicker(self)  # the cut's cards on a 13 x 4 grid (LC-92, LC-28)
        self.picker.picked.connect(self.cut_by_touch)
        self.picker.cancelled.connect(self.picker.hide)
        self.limit = entry(tr("new limit, e.g. 20-40"), keys="table")
        self.raise_row = ButtonRow()
        self.raise_row.box.addWidget(self.limit, 1)
        self.raise_row.box.addWidget(touch_button(tr("Raise the limit (LC-37)"), "floor",
                                                  self.raise_limit), 1)
        left, right = QVBoxLayout(), QVBoxLayout()
        for title, widgets, column in (
                (tr("An open seat: the table first, then the list (LC-88f)"),
                 (self.offer_row, self.offers, self.locks), left),
                (tr("Seat handed to another person (LC-25)"), (self.transfer_row,), left),
                (tr("Short game: cut for a lower game's seats (LC-92)"),
                 (self.cut_where, self.cut_row), right),
                (tr("The game's limit goes up"), (self.raise_row,), right)):
            heading = QLabel(title, objectName="panelTitle")
            heading.setWordWrap(True)
            column.addWidget(heading)
            for widget in widgets:
                column.addWidget(widget)
        left.addStretch(1)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        box = self.layout_
        box.addWidget(self.tables)
        box.addWidget(self.players)
        box.addLayout(columns, 1)
        box.addWidget(self.message)
        self.refresh()

    # -- what the floor touches ------------------------------------------------------------------

    def choose_table(self, table: str) -> None:
        self.table, self.player = table, None
        self.message.hide()
        self.refresh()

    def choose_player(self, player: str) -> None:  # a second touch lets go
        self.player = None if self.player == player else player
        self.refresh()

    def chosen_table(self) -> str | None:
        if self.table is None:
            self.say(tr("touch a table first"), refused=True)
        return self.table

    def offer(self) -> None:
        table = self.chosen_table()
        if table is None:
            return
        if not self.seat.text():
            self.say(tr("which seat is open?"), refused=True)
            return
        if self.record("seat_offered", table=table, seat=int(self.seat.text())):
            self.seat.clear()

    def lock(self, table: str, seat: int, player: str) -> None:
        self.record("seat_locked", table=table, seat=seat, player=player)

    def transfer(self) -> None:
        table = self.chosen_table()
        if table is None:
            return
        if self.player is None:
            self.say(tr("touch the player who hands his seat over"), refused=True)
            return
        if self.record("seat_transferred", table=table, player=self.player,
                       to_player=self.newcomer.text().strip()):
            self.newcomer.clear()
            self.player = None
            self.refresh()

    def cut(self) -> None:
        table = self.chosen_table()
        if table is None or self.board is None:
            return
        players = self.board.players_at(table)
        cards = [card_text(c) for c in self.cards.text().split()]
        if len(cards) != len(players) or not self.open_seats.text():
            self.say(tr("{count} cards, one for each of {players}, and the open seats").format(
                count=len(players), players=", ".join(players)), refused=True)
            return
        body: dict[str, object] = {"table": table, "to_table": self.lower.text().strip(),
                                   "open_seats": int(self.open_seats.text()),
                                   "draws": dict(zip(players, cards, strict=True))}
        try:  # the table may have seated players the room never named (LC-92 counts them)
            logged = seated_in_log(self.store.conn, table)
        except psycopg.Error:
            logged = None
        if logged is not None:
            body["seated_in_log"] = logged
        if self.record("short_game_cut", **body):
            self.cards.clear()

    def ask_cut_cards(self) -> None:
        """The cards the players cut, touched on the grid in the order of the table's players."""
        table = self.chosen_table()
        if table is None or self.board is None:
            return
        players = self.board.players_at(table)
        self.picker.place(self.width(), self.height())
        self.picker.ask(tr("The cut at {table}: touch each player's card in this order: "
                           "{players}").format(table=table, players=", ".join(players)),
                        len(players))
        self.picker.open()

    def cut_by_touch(self, cards: tuple[Card, ...]) -> None:
        self.picker.hide()
        self.cards.setText(" ".join(card.text for card in cards))
        self.cut()

    def resizeEvent(self, event: QResizeEvent) -> None:
        if self.picker.isVisible():
            self.picker.place(self.width(), self.height())
        super().resizeEvent(event)

    def raise_limit(self) -> None:
        table = self.chosen_table()
        if table is not None and self.record("limit_raised", table=table,
                                             limit=self.limit.text().strip()):
            self.limit.clear()

    # -- what the page shows -------------------------------------------------------------------

    def show_board(self, board: Board) -> None:
        if self.table not in board.tables:
            self.table = None
        names = sorted(board.tables)
        self.tables.fill_choices([(f"{t} · {render(game_label(board.tables[t]))}", "choice",
                                   lambda t=t: self.choose_table(t)) for t in names],
                                 names, self.table)
        seated = board.players_at(self.table) if self.table else []
        if self.player not in seated:
            self.player = None
        self.players.fill_choices([(p, "listItem", lambda p=p: self.choose_player(p))
                                   for p in seated], seated, self.player)
        self.cards.setPlaceholderText(tr("cards cut, in this order: {players}").format(
            players=" ".join(seated)) if seated else tr("cards cut"))
        self.show_offers(board)

    def show_offers(self, board: Board) -> None:
        lines, locks = [], []
        for (table, seat), offer in sorted(board.seat_offers.items()):
            if table != self.table:
                continue
            if offer.newcomer is None:
                lines.append(tr("Seat {seat}: offered to the table by {by}").format(
                    seat=seat, by=offer.offered_by))
                key = board.tables[table]
                locks.extend((tr("Lock seat {seat} for {player}").format(seat=seat, player=p),
                              "passive", lambda s=seat, p=p, t=table: self.lock(t, s, p))
                             for p in board.waiting(key).order[:LOCK_CHOICES])
            elif offer.chips_down:
                lines.append(tr("Seat {seat}: {player}'s chips are down, he keeps it").format(
                    seat=seat, player=offer.newcomer))
            else:
                lines.append(tr("Seat {seat}: locked for {player}").format(
                    seat=seat, player=offer.newcomer))
        cut = board.cuts.get(self.table or "")
        if cut is not None:
            lines.append(tr("Cut for {table}: {winners}").format(
                table=cut.to_table, winners=", ".join(cut.winners)))
        self.offers.setText("\n".join(lines))
        self.offers.setVisible(bool(lines))
        self.locks.fill(locks)
