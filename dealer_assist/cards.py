"""Playing cards as the shoe, the dealer and the log name them.

A card is one of 54 interned values: the 52 standard cards (codes 0-51,
``code = 4*(rank-2) + suit``) and two jokers (codes 52 and 53). Interning keeps comparisons and
hashing cheap and lets the evaluators index tables by ``card.code`` directly. Suits are ordered
clubs < diamonds < hearts < spades, the order stud uses to break ties for the bring-in (CG-STD-04).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final


class Suit(IntEnum):
    """Suit, in bridge order (clubs lowest), as stud's bring-in uses it."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "cdhs"[self]


class Rank(IntEnum):
    """Rank with the ace high (14); low-hand evaluators treat the ace as 1 themselves."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self - 2]

    @property
    def singular(self) -> str:
        return RANK_NAMES[self - 2]

    @property
    def plural(self) -> str:
        return "Sixes" if self == Rank.SIX else RANK_NAMES[self - 2] + "s"


RANK_LETTERS: Final = "23456789TJQKA"
RANK_NAMES: Final = (
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Jack",
    "Queen",
    "King",
    "Ace",
)
JOKER_CODES: Final = (52, 53)


class CardError(ValueError):
    """Text that does not name a card, with the reason a dealer can act on."""


class Card:
    """One playing card: use :func:`card`, :meth:`Card.parse` or :data:`ALL_CARDS`."""

    __slots__ = ("code", "rank", "suit", "text")

    code: int
    rank: Rank | None
    suit: Suit | None
    text: str

    def __new__(cls, code: int) -> Card:  # interned: Card(5) is Card(5)
        if not 0 <= code < len(ALL_CARDS):
            raise CardError(f"card code {code} is out of range 0-53")
        return ALL_CARDS[code]

    @classmethod
    def _make(cls, code: int) -> Card:
        self = object.__new__(cls)
        object.__setattr__(self, "code", code)
        if code >= 52:
            object.__setattr__(self, "rank", None)
            object.__setattr__(self, "suit", None)
            object.__setattr__(self, "text", "Jk" if code == 52 else "Jk2")
        else:
            rank, suit = Rank(code // 4 + 2), Suit(code % 4)
            object.__setattr__(self, "rank", rank)
            object.__setattr__(self, "suit", suit)
            object.__setattr__(self, "text", rank.letter + suit.letter)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self  # interned and immutable

    @property
    def is_joker(self) -> bool:
        return self.code >= 52

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __str__(self) -> str:
        return self.text

    def __hash__(self) -> int:
        return self.code

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return self.code < other.code

    @staticmethod
    def parse(text: str) -> Card:
        """Read ``As``, ``Td``, ``10d``, ``tD``, ``Jk`` / ``JK`` (first joker) or ``Jk2``."""
        return parse_card(text)


ALL_CARDS: Final[tuple[Card, ...]] = tuple(Card._make(code) for code in range(54))
STANDARD_CARDS: Final[tuple[Card, ...]] = ALL_CARDS[:52]
JOKER: Final = ALL_CARDS[52]
SECOND_JOKER: Final = ALL_CARDS[53]

_SUIT_BY_LETTER: Final = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
_RANK_BY_TEXT: Final = {letter: Rank(i + 2) for i, letter in enumerate(RANK_LETTERS)}
_RANK_BY_TEXT["10"] = Rank.TEN


def card(text: str) -> Card:
    """Shorthand for :func:`parse_card`."""
    return parse_card(text)


def parse_card(text: str) -> Card:
    """Parse one card; raise :class:`CardError` naming the text and what is wrong."""
    if not isinstance(text, str):
        raise CardError(f"{text!r} is not a card: expected text such as 'As' or 'Td'")
    raw = text.strip()
    low = raw.lower()
    if low in ("jk", "jk1", "joker"):
        return JOKER
    if low == "jk2":
        return SECOND_JOKER
    if len(raw) not in (2, 3):
        raise CardError(
            f"{text!r} is not a card: expected a rank and a suit such as 'As', 'Td' or '10d'"
        )
    rank_text, suit_text = raw[:-1].upper(), raw[-1].lower()
    rank = _RANK_BY_TEXT.get(rank_text)
    if rank is None:
        raise CardError(
            f"{text!r} is not a card: {raw[:-1]!r} is not a rank (2-9, T or 10, J, Q, K, A)"
        )
    suit = _SUIT_BY_LETTER.get(suit_text)
    if suit is None:
        raise CardError(f"{text!r} is not a card: {raw[-1]!r} is not a suit (c, d, h, s)")
    return ALL_CARDS[(rank - 2) * 4 + suit]


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse ``"AsKd Qh"``, ``"AsKdQh"`` or a list of card texts."""
    if isinstance(text, str):
        tokens: list[str] = []
        for chunk in text.replace(",", " ").split():
            tokens.extend(_split_run(chunk))
        return tuple(parse_card(t) for t in tokens)
    return tuple(parse_card(t) for t in text)


def _split_run(chunk: str) -> Iterator[str]:
    """Split a run such as ``AsKd10hJk`` into single-card texts."""
    i = 0
    while i < len(chunk):
        if chunk[i : i + 3].lower() == "jk2":
            yield chunk[i : i + 3]
            i += 3
        elif chunk[i : i + 2].lower() == "jk":
            yield chunk[i : i + 2]
            i += 2
        elif chunk[i : i + 2] == "10":
            yield chunk[i : i + 3]
            i += 3
        else:
            yield chunk[i : i + 2]
            i += 2


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as the log and PHH write them: ``AsKd7h``."""
    return "".join(c.text for c in cards)


def deck(jokers: int = 0) -> tuple[Card, ...]:
    """A fresh, ordered deck of 52 cards plus ``jokers`` (0, 1 or 2) jokers."""
    if jokers not in (0, 1, 2):
        raise CardError(f"a deck has 0, 1 or 2 jokers, not {jokers}")
    return ALL_CARDS[: 52 + jokers]
