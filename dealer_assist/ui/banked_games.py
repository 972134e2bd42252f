"""The player-banked tables the demo opens: which room file and game each one is.

The rules and the values the rulebook leaves to the room (posted limits, pay tables, the rake)
are data: the house profile and an example room file on top of it
(``resources/houses/examples/*_banked_demo.toml``, loaded by :func:`dealer_assist.rules.load_room`).
Whether a house's game is banked is the profile's answer (its family). Only the demo's own
choices stay here: the table's name and label, and the stake its demo banker puts up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from dealer_assist.cards import Card, deck
from dealer_assist.engine.games.banked import BankedTable, banked_config
from dealer_assist.engine.session import DEMO_ROOM
from dealer_assist.rules import GameFamily, GameRules, HouseProfile, load_room, rules_for
from dealer_assist.ui.i18n import tr


@cache
def _room(file: str) -> HouseProfile:
    return load_room(DEMO_ROOM / file)


@dataclass(frozen=True, slots=True)
class BankedVariant:
    name: str  # the ``--game`` name
    room: str  # the room file in ``resources/houses/examples``
    game: str
    label: str
    stake: int = 200  # the demo banker's usual stake
    side_stake: int = 0  # Buster bank (CG-BBJ-06); 0: the game has no separate side bank

    @property
    def house(self) -> str:
        return str(self.profile().code)

    def profile(self) -> HouseProfile:
        """The house profile with the room's values (read once)."""
        return _room(self.room)

    def rules(self) -> GameRules:
        return rules_for(self.profile(), self.game, "posted")

    def cards(self) -> list[Card]:
        """One deck with the jokers the game's deck holds (CG-PAI-01), as the engine says."""
        table = BankedTable(banked_config(self.rules()))
        return list(deck(jokers=table.jokers_in_deck()))


# i18n: a house code and the game's name, as the room posts it (resources/i18n/README.md)
VARIANTS: dict[str, BankedVariant] = {v.name: v for v in (
    BankedVariant("three_card_poker", "cg_banked_demo.toml", "three_card_poker",
                  "CG Three Card Poker", stake=30),
    BankedVariant("htp_three_card_poker", "htp_banked_demo.toml", "three_card_poker",
                  "HTP Three Card Poker"),
    BankedVariant("two_card_poker", "htp_banked_demo.toml", "two_card_poker",
                  "HTP Two Card Poker"),
    BankedVariant("florida_holdem", "htp_banked_demo.toml", "florida_holdem",
                  "HTP Florida Hold'em"),
    BankedVariant("pai_gow", "cg_banked_demo.toml", "pai_gow", "CG Pai Gow Poker"),
    BankedVariant("hot_action_blackjack", "cg_banked_demo.toml", "hot_action_blackjack",
                  "CG Hot Action Blackjack with Buster", side_stake=100),
)}


def variant(name: str) -> BankedVariant:
    if name not in VARIANTS:
        # i18n: the demo command's error on the command line (a technician's), English
        raise KeyError(f"{name} is not a banked demo game ({', '.join(VARIANTS)})")
    return VARIANTS[name]


def is_banked(profile: HouseProfile, game: str) -> bool:
    """Whether the profile runs ``game`` as a player-banked game (its family says so)."""
    entry = next((g for key, g in profile.games.items() if str(key) == game), None)
    return entry is not None and entry.family is GameFamily.BANKED


def variant_for(profile: HouseProfile, game: str) -> BankedVariant | None:
    """The banked table the set-up panel opens for this house's game (None: the profile does
    not bank it). A banked game no demo room fills is refused with the reason."""
    if not is_banked(profile, game):
        return None
    found = next((v for v in VARIANTS.values()
                  if v.house == str(profile.code) and v.game == game), None)
    if found is None:
        raise LookupError(tr("{house} {game} is a banked game but no room file sets its posted "
                             "limits and pay tables").format(house=profile.code, game=game))
    return found
