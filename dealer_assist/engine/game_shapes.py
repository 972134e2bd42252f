"""The flop and stud games the table engine runs, each decided once here (issue 22).

A game's name is read in this module only: everywhere else the engine asks the game's shape
(how many hole cards, a board or none, exactly two hole cards, a bring-in) so adding a game
is a new row here, not a hunt for ``config.game == "..."``. The profile's games (``omaha8``,
``stud8``) are one of these shapes with the low half on (``hi_lo``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

Family = Literal["flop", "stud"]


@dataclass(frozen=True, slots=True)
class GameShape:
    """What the engine needs to know about one game, whatever the house or limit."""

    name: str
    family: Family
    hole_cards: int  # each player's cards at showdown (stud: up and down cards together)
    board: bool  # community cards dealt face up in the middle
    exactly_two: bool  # the hand is exactly two hole cards and three board cards (1.2)
    bring_in: bool  # the lowest door card opens with a forced bet; no button (CG-STD-04)
    own_rows: tuple[str, ...] = ()  # rows the game adds to the Hold'em ones it runs as
    phh_variants: tuple[tuple[bool, str, str], ...] = ()  # (hi-lo, betting, PHH code)

    @property
    def is_stud(self) -> bool:
        return self.family == "stud"


HOLDEM: Final = GameShape("holdem", "flop", 2, board=True, exactly_two=False, bring_in=False,
                          phh_variants=((False, "fixed", "FT"), (False, "no_limit", "NT")))
OMAHA: Final = GameShape("omaha", "flop", 4, board=True, exactly_two=True, bring_in=False,
                         own_rows=("CG-O8-01", "HTP-O8-01", "PGP-OMA-01"),  # four cards
                         phh_variants=((True, "fixed", "FO/8"),))
STUD: Final = GameShape("stud", "stud", 7, board=False, exactly_two=False, bring_in=True,
                        phh_variants=((False, "fixed", "F7S"), (True, "fixed", "F7S/8")))

SHAPES: Final[dict[str, GameShape]] = {shape.name: shape for shape in (HOLDEM, OMAHA, STUD)}
"""Every game the table engine runs, by the name a log and a PHH file record."""

PROFILE_GAMES: Final[dict[str, tuple[GameShape, bool]]] = {
    "holdem": (HOLDEM, False),
    "omaha": (OMAHA, False),
    "omaha8": (OMAHA, True),
    "stud": (STUD, False),
    "stud8": (STUD, True),
}
"""The house profiles' games (``rules.GameId``) the engine runs: the shape and hi-lo."""
