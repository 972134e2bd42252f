"""The draw for the button when a new game opens (LC-86), settled by rank and then suit (LC-28).

Every player seated and present draws one card; the best card takes the button for the first
hand. A card's code orders the deck by rank, then by suit from clubs up to spades, which is
exactly LC-28's order, so the best card is the one with the highest code. Jokers take no part,
and no card can be drawn twice: two equal draws cannot happen from one deck, so a tie is
refused as a draw not made from one deck.

Why an event of its own: the draw is logged (who drew what) and the table reads the drawn seat
back from its log (:func:`first_button`) when it lays out its first hand, so a replay places
the button where the draw put it. Logs without a draw lay out the first hand as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, HandStarted, event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.log_reading import caught_up
from dealer_assist.engine.seating import SeatingView
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg

RULES = ("LC-86", "LC-28")


def best_draw(cards: Sequence[Card]) -> int:
    """The index of the best card drawn (LC-28: rank, then spades, hearts, diamonds, clubs).
    Refuses a joker and a card drawn twice."""
    seen: set[Card] = set()
    for card in cards:
        if card.is_joker:
            raise Refusal(msg("button_draw.refusal.cannot_drawn_draw_button_made",
                              "{text} cannot be drawn: the draw for the button is made without "
                              "jokers (LC-28)",
                              text=card.text))
        if card in seen:
            raise Refusal(msg("button_draw.refusal.was_drawn_twice_draw_again",
                              "{text} was drawn twice: draw again from one deck (LC-28)",
                              text=card.text))
        seen.add(card)
    if not cards:
        raise Refusal(msg("button_draw.refusal.nobody_drew_card_lc_86",
                          "nobody drew a card (LC-86)"))
    return max(range(len(cards)), key=lambda i: cards[i].code)


@event
class ButtonDrawn(TableRule):
    """LC-86: the players of a new game drew for the button: ``seats[i]`` drew ``cards[i]``;
    ``button`` is the seat of the best card (LC-28)."""

    type = "button_drawn"
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    button: int

    def verify_on(self, table: TableView) -> None:
        if table.config.is_stud:
            raise Refusal(msg("button_draw.refusal.stud_has_no_button_draw",
                              "stud has no button to draw for: the deal starts at seat 1 "
                              "(CG-STD-02)"))
        if table.in_hand or table.button is not None:
            raise Refusal(msg("button_draw.refusal.draw_button_opens_new_game",
                              "the draw for the button opens a new game: this game's button is "
                              "already on seat {button} (LC-86)",
                              button=table.button))
        if len(self.seats) != len(self.cards):
            raise Refusal(msg("button_draw.refusal.seats_drew_cards_one_card",
                              "{count} seats drew {count2} cards: one card each (LC-86)",
                              count=len(self.seats), count2=len(self.cards)))
        if len(set(self.seats)) != len(self.seats):
            raise Refusal(msg("button_draw.refusal.seat_drew_twice_one_card",
                              "a seat drew twice: one card each (LC-86)"))
        present = table.eligible()
        strangers = sorted(s for s in self.seats if s not in present)
        if strangers:
            raise Refusal(msg("button_draw.refusal.seat_s_cannot_draw_only",
                              "seat(s) {strangers} cannot draw: only players seated and present "
                              "with chips draw for the button (LC-86)",
                              strangers=strangers))
        missing = sorted(s for s in present if s not in self.seats)
        if missing:
            raise Refusal(msg("button_draw.refusal.seat_s_did_draw_every",
                              "seat(s) {missing} did not draw: every player seated and present "
                              "draws for the button (LC-86)",
                              missing=missing))
        if len(self.seats) < 2:
            raise Refusal(msg("button_draw.refusal.draw_button_needs_two_more",
                              "the draw for the button needs two or more players (LC-86)"))
        best = self.seats[best_draw(self.cards)]
        if self.button != best:
            raise Refusal(msg("button_draw.refusal.best_card_was_drawn_seat",
                              "the best card was drawn by seat {best}, not seat {button}: the "
                              "button goes there (LC-28)",
                              best=best, button=self.button))

    def apply_on(self, table: TableView) -> None:
        """Nothing changes until the first hand is laid out (:func:`first_button`)."""


@dataclass(slots=True)
class DrawnButton:
    """The seat the last draw gave the button, until a hand starts."""

    seat: int | None = None

    def read(self, ev: Event) -> None:
        if isinstance(ev, ButtonDrawn):
            self.seat = ev.button
        elif isinstance(ev, HandStarted):
            self.seat = None


def drawn_button(table: SeatingView) -> int | None:
    """The seat a draw gave the button since the last hand started, if any (LC-86)."""
    return caught_up(table, "button_draw", DrawnButton).seat


def first_button(table: SeatingView, pool: Sequence[int]) -> int:
    """The first hand's button among ``pool`` (seats that may take it): the drawn seat; if that
    player has gone or cannot take the button, the next seat after it in the pool; without a
    draw, the pool's first seat as before."""
    drawn = drawn_button(table)
    if drawn is None:
        return pool[0]
    later = [s for s in pool if s >= drawn]
    return later[0] if later else pool[0]


def may_draw(table: SeatingView) -> bool:
    """A new game before its first hand, two or more players present: the draw may be made
    (again) now (LC-86)."""
    return (table.button is None and not table.in_hand and not table.config.is_stud
            and len(table.eligible()) >= 2)


def draw_due(table: SeatingView) -> bool:
    """A new game about to deal its first hand without a draw for the button yet (LC-86)."""
    return may_draw(table) and drawn_button(table) is None
