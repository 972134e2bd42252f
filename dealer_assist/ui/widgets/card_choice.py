"""Cards chosen out of one seat's hand by touch: the two-card front of a Pai Gow setting
(CG-PAI-06) or the two cards a Two Card Poker caller keeps (HTP-2CP-07)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal

from dealer_assist.cards import Card, Suit
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.widgets.card_view import RANK_TEXT, SUIT_SYMBOLS
from dealer_assist.ui.widgets.choice_panel import ChoicePanel

COLUMNS = 4


def card_text(card: Card) -> str:
    if card.is_joker or card.suit is None or card.rank is None:
        return tr("Joker")
    rank = card.rank.letter
    return f"{RANK_TEXT.get(rank, rank)}{SUIT_SYMBOLS[card.suit]}"


class CardChoice(ChoicePanel):
    """Emits ``chosen(picked, rest)`` once ``count`` of the offered cards are touched."""

    chosen = Signal(object, object)  # tuple[Card, ...], tuple[Card, ...]

    def __init__(self) -> None:
        super().__init__()
        self.cards: tuple[Card, ...] = ()
        self.picked: list[Card] = []
        self.count = 0

    def ask(self, title: str, cards: Sequence[Card], count: int, note: str = "") -> None:
        self.clear(title, note)
        self.cards, self.picked, self.count = tuple(cards), [], count
        for i, card in enumerate(self.cards):
            red = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
            self.key(card_text(card), "cardRed" if red else "cardBlack", i // COLUMNS,
                     i % COLUMNS, lambda c=card: self.toggle(c))
        self.ok.setEnabled(False)

    def toggle(self, card: Card) -> None:
        if card in self.picked:
            self.picked.remove(card)
        elif len(self.picked) < self.count:
            self.picked.append(card)
        for c, key in zip(self.cards, self.keys, strict=True):
            key.setChecked(c in self.picked)
        self.ok.setEnabled(len(self.picked) == self.count)

    def accept(self) -> None:
        rest = tuple(c for c in self.cards if c not in self.picked)
        self.chosen.emit(tuple(self.picked), rest)
