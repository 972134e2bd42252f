"""Every player-banked table the demo opens: the house profile and game, and the values the
rulebook leaves to the room (``set_by_room`` in the profile), filled in for a demo room.

The values below are demo settings, not rules: a real room sets its own posted limits and pay
tables in its profile. Where the profile already states a value it is not repeated here. The
engine still refuses what the rules refuse.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dealer_assist.cards import STANDARD_CARDS, Card, deck
from dealer_assist.engine.games.banked import banked_config
from dealer_assist.rules import GameRules


@dataclass(frozen=True, slots=True)
class BankedVariant:
    name: str  # the ``--game`` name
    house: str
    game: str
    label: str
    room: dict[str, Any] = field(default_factory=dict)
    stake: int = 200  # the demo banker's usual stake
    side_stake: int = 0  # Buster bank (CG-BBJ-06); 0: the game has no separate side bank

    def settings(self, rules: GameRules) -> dict[str, Any]:
        """The room values, pay tables added to the ones the profile states (Buster's)."""
        room = dict(self.room)
        if "pay_tables" in room:
            room["pay_tables"] = {**banked_config(rules).pay_tables, **room["pay_tables"]}
        return room

    def cards(self) -> list[Card]:
        """One deck: 52 cards, Pai Gow adds its joker (CG-PAI-01)."""
        return list(deck(jokers=1)) if self.game == "pai_gow" else list(STANDARD_CARDS)


_PAIR_PLUS = {"straight_flush": (40, 1), "three_of_a_kind": (30, 1), "straight": (6, 1),
              "flush": (3, 1), "pair": (1, 1)}
_BONUS_2CP = {"straight_flush": (3, 1), "flush": (1, 1), "pair": (5, 1)}
_BLIND = {"straight": (1, 1), "flush": (3, 2), "full_house": (3, 1), "four_of_a_kind": (10, 1),
          "straight_flush": (50, 1), "royal_flush": (500, 1)}
_TRIPS = {"three_of_a_kind": (3, 1), "straight": (4, 1), "flush": (7, 1), "full_house": (8, 1),
          "four_of_a_kind": (30, 1), "straight_flush": (40, 1)}
_NATURALS = {"natural_21": (3, 2), "natural_22": (2, 1), "super_natural": (3, 1)}
_HTP_ROOM: dict[str, Any] = {"table_min": 5, "table_max": 100,
                             "rake_mode": "all_but_banker", "rake_amount": 1}

VARIANTS: dict[str, BankedVariant] = {v.name: v for v in (
    BankedVariant("three_card_poker", "CG", "three_card_poker", "CG Three Card Poker",
                  {"collection_amount": 1, "side_max": {"bonus": 25}},
                  stake=30),
    BankedVariant("htp_three_card_poker", "HTP", "three_card_poker", "HTP Three Card Poker",
                  {**_HTP_ROOM, "pay_tables": {"pair_plus": _PAIR_PLUS}}),
    BankedVariant("two_card_poker", "HTP", "two_card_poker", "HTP Two Card Poker",
                  {**_HTP_ROOM, "pay_tables": {"bonus": _BONUS_2CP}}),
    BankedVariant("florida_holdem", "HTP", "florida_holdem", "HTP Florida Hold'em",
                  {**_HTP_ROOM, "pay_tables": {"blind": _BLIND, "trips": _TRIPS}}),
    BankedVariant("pai_gow", "CG", "pai_gow", "CG Pai Gow Poker",
                  {"coverage": "partial_then_returned", "table_min": 5,
                   "table_max": 200}),
    BankedVariant("hot_action_blackjack", "CG", "hot_action_blackjack",
                  "CG Hot Action Blackjack with Buster",
                  {"action_start": "dealer_button", "table_min": 5,
                   "table_max": 200, "pay_tables": {"wager": _NATURALS}}, side_stake=100),
)}


def variant(name: str) -> BankedVariant:
    if name not in VARIANTS:
        raise KeyError(f"{name} is not a banked demo game ({', '.join(VARIANTS)})")
    return VARIANTS[name]


def variant_for(house: str, game: str) -> BankedVariant | None:
    """The banked table the set-up panel opens for this house's game (None: not a banked one)."""
    return next((v for v in VARIANTS.values() if v.house == house and v.game == game), None)
