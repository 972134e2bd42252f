"""The draw for the button when a new game opens (LC-86): each player seated and present draws
one card, by the shoe (each card it reads goes to the next seat in order; the demo's simulated
shoe deals them by itself while the draw is open) or by touch (the cards in seat order on the
card picker). The best card by
rank, then spades, hearts, diamonds, clubs, takes the button (LC-28); the draw is one logged
``button_drawn`` event the engine checks again, and the first hand's button goes there.

A joker or a card drawn twice is refused and the draw starts again (no tie can stand)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.cards import Card
from dealer_assist.engine.button_draw import ButtonDrawn, may_draw
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.card_draw import button_draw
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import render_error, tr
from dealer_assist.ui.views.card_picker import CardPicker
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.widgets.buttons import touch_button

RULES = "LC-86, LC-28"  # i18n: rule IDs stay as they are


class ButtonDraw(Overlay):
    margins = (0.15, 0.12)

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.seats: list[int] = []
        self.cards: list[Card] = []
        self.title = QLabel(tr("Draw for the button ({RULES})").format(
                                RULES=RULES), objectName="overlayTitle")
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        self.said: Callable[[], str] = str  # builds what the text says: again on a switch
        self.picker = CardPicker(parent)
        self.picker.hide()
        self.picker.picked.connect(self.by_touch)
        self.picker.cancelled.connect(self.picker.hide)
        self.touch_button = touch_button(tr("Cards by touch…"), "quiet", self.ask_touch)
        keys = QHBoxLayout()
        for button in (self.touch_button,
                       touch_button(tr("Draw again"), "quiet", self.start),
                       touch_button(tr("Close"), "quiet", self.close_draw)):
            keys.addWidget(button)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(20, 14, 20, 14)
        box.addWidget(self.title)
        box.addWidget(self.text, 1)
        box.addLayout(keys)

    def start(self) -> None:
        """Open (or restart) the draw: the players present, in seat order; the shoe's next
        cards go to them one by one."""
        table = self.controller.session.table
        self.seats = table.eligible()
        self.cards = []
        drawing = may_draw(table)
        self.controller.card_sink = self.shoe_card if drawing else None
        self.touch_button.setEnabled(drawing)
        if drawing:
            self._say()
        else:
            self._show(lambda: tr(
                "No draw now: the draw for the button opens a new game, before its first "
                "hand, with two or more players seated and present (stud has no button) "
                "(LC-86)."))
        self.open()

    def _show(self, said: Callable[[], str]) -> None:
        self.said = said
        self.text.setText(said())

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the draw's text said again, as it stands."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.text.setText(self.said())

    def close_draw(self) -> None:
        self.controller.card_sink = None
        self.picker.hide()
        self.hide()

    def shoe_card(self, card: Card | None) -> bool:
        """A card the shoe read: the next seat's draw."""
        if card is None or len(self.cards) >= len(self.seats):
            self.controller.card_taken.emit()
            return False
        self.cards.append(card)
        if len(self.cards) == len(self.seats):
            return self._decide()
        self._say()
        self.controller.card_taken.emit()
        return True

    def ask_touch(self) -> None:
        self.cards = []
        order = ", ".join(map(str, self.seats))
        self.picker.ask(tr("Touch each player's card in seat order: seats {order}").format(
                            order=order),
                        len(self.seats))
        self.picker.show()
        self.picker.raise_()

    def by_touch(self, cards: tuple[Card, ...]) -> None:
        self.picker.hide()
        self.cards = list(cards)
        self._decide()

    def _decide(self) -> bool:
        draws = dict(zip(self.seats, self.cards, strict=True))
        try:
            winner = button_draw(draws)
        except RoomRefusal as refusal:
            self.cards = []
            reason = refusal  # (the except clause's name is gone once it ends)
            self._show(lambda: tr("Refused: {refusal}. Draw again: the shoe's next cards, or "
                                  "by touch.").format(refusal=render_error(reason)))
            self.controller.card_taken.emit()
            return False
        drawn = ButtonDrawn(tuple(self.seats), tuple(self.cards), winner)
        if not self.controller.table_event(drawn):  # the refusal lands the shoe's card
            self.cards = []
            self.controller.card_sink = None  # the draw cannot be made: the shoe deals again
            return False
        self.controller.card_sink = None
        players = {s: self.controller.session.table.seats[s].player for s in draws}

        def drawn_text() -> str:
            lines = [tr("Seat {seat} ({player}): {card}").format(
                         seat=s, player=players[s], card=c.text) for s, c in draws.items()]
            best = tr("The best card is seat {seat}'s ({card}): the button goes to seat {seat} "
                      "({rules}).").format(seat=winner, card=draws[winner].text, rules=RULES)
            return "\n".join([*lines, best])
        self._show(drawn_text)
        return True

    def _say(self) -> None:
        self._show(self._progress)

    def _progress(self) -> str:
        """The draw so far: each seat's card (… until drawn) and whose card the shoe gives next."""
        if len(self.seats) < 2:
            return tr("The draw needs two or more players seated and present (LC-86).")
        table = self.controller.session.table
        lines = [tr("Seat {seat} ({player}): {card}").format(
                     seat=s, player=table.seats[s].player,
                     card=self.cards[i].text if i < len(self.cards) else "…")
                 for i, s in enumerate(self.seats)]
        nxt = self.seats[len(self.cards)] if len(self.cards) < len(self.seats) else None
        lines.append(tr("Pull one card from the shoe for seat {seat}, or enter the cards by "
                        "touch.").format(seat=nxt) if nxt is not None else "")
        return "\n".join(lines)
