"""Card names as shoes and tags put them on the wire: ``AS``, ``TD``, ``JK`` and one-byte codes."""

from __future__ import annotations

from typing import Final

from dealer_assist.cards import ALL_CARDS, JOKER, RANK_LETTERS, Card

_SUITS: Final = "CDHS"
_BY_PAYLOAD: Final[dict[str, Card]] = {
    rank + suit: ALL_CARDS[4 * r + s]
    for r, rank in enumerate(RANK_LETTERS)
    for s, suit in enumerate(_SUITS)
}
_BY_PAYLOAD["JK"] = JOKER


def card_from_payload(payload: str) -> Card | None:
    """``AS`` -> As, ``JK`` -> first joker; anything else (even ``As``) is not a shoe card."""
    return _BY_PAYLOAD.get(payload)


def payload_for(card: Card) -> str:
    """The shoe's two-letter name for a card; both jokers read as ``JK``."""
    return "JK" if card.is_joker else card.text.upper()


def card_from_code(code: int) -> Card | None:
    """The one-byte card code tagged cards carry (the code of :mod:`dealer_assist.cards`)."""
    return ALL_CARDS[code] if 0 <= code < len(ALL_CARDS) else None
