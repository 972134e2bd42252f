"""Card draws: for the button when a game opens (LC-86), for seats when a game breaks (LC-94a)
or a short game cuts for a seat (LC-92), and as the last tie-break for a seat (LC-88e).

The highest card wins, the ace high; equal ranks are settled by suit, spades over hearts over
diamonds over clubs (LC-28). Jokers do not take part, and a card drawn twice means the draw was
not made from one deck: both are refused.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TypeVar

from dealer_assist.cards import Card, CardError, parse_card
from dealer_assist.messages import msg
from dealer_assist.room_ops.operation_words import field_words, kind_words
from dealer_assist.room_ops.refusal import RoomRefusal

K = TypeVar("K", bound=Hashable)


def cards_drawn(kind: str, draws: Mapping[object, object]) -> dict[str, Card]:
    """Each player's card as the record's ``draws`` field gives it ({player: "As"}); a text
    that is no card is refused naming the operation, the field, the player and what was typed."""
    cards = {}
    for player, text in draws.items():
        try:
            cards[str(player)] = parse_card(str(text))
        except CardError:
            raise RoomRefusal(msg("room.card_draw.not_a_card", "{kind}: field {field}: {card} "
                                  "for {player} is not a card (a rank and a suit, such as As "
                                  "or Td)", kind=kind_words(kind), field=field_words("draws"),
                                  card=repr(text), player=str(player)), "LC-28") from None
    return cards


def draw_order(draws: Mapping[K, Card]) -> list[K]:
    """Who drew what, best first (LC-28)."""
    seen: dict[Card, K] = {}
    for who, card in draws.items():
        if card.is_joker or card.rank is None or card.suit is None:
            raise RoomRefusal(msg("room.card_draw.cannot_drawn_draw_again",
                                  "{card} cannot be drawn: draw again without jokers",
                                  card=card), "LC-28")
        if card in seen:
            raise RoomRefusal(msg("room.card_draw.was_drawn_twice_draw", "{card} was drawn "
                                  "twice ({seen} and {who}): draw again from one deck",
                                  card=card, seen=seen[card], who=who), "LC-28")
        seen[card] = who
    return sorted(draws, key=lambda who: (draws[who].rank, draws[who].suit), reverse=True)


def draw_winner(draws: Mapping[K, Card]) -> K:
    """The one who drew the best card (LC-28)."""
    if not draws:
        raise RoomRefusal(msg("room.card_draw.nobody_drew_card", "nobody drew a card"), "LC-28")
    return draw_order(draws)[0]


def button_draw(draws: Mapping[int, Card]) -> int:
    """The seat that takes the button when a new game starts: the best card drawn (LC-86)."""
    if len(draws) < 2:
        raise RoomRefusal(msg("room.card_draw.draw_button_needs_two", "the draw for the button "
                              "needs two or more seated players"), "LC-86")
    return draw_winner(draws)
