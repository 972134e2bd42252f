"""Games by the short names a touch button shows (set-up panel, supervisor export filter), and
the banked games by the full names a table's title shows.

Game names stay as the room posts them, in every language (resources/i18n/README.md): a player
asks for "Hold'em" or "Pai Gow" by that name, the felt, the posted limits and the waiting-list
board say it, so a dealer reading another language on the screen still sees the room's name.
"""

from __future__ import annotations

import re
from typing import Final

# i18n: game names stay as the room posts them (a decision: resources/i18n/README.md)
GAME_NAMES: Final = {
    "holdem": "Hold'em", "omaha": "Omaha", "omaha8": "Omaha 8", "stud": "Stud", "stud8": "Stud 8",
    "three_card_poker": "Three Card", "two_card_poker": "Two Card", "florida_holdem": "Florida HE",
    "pai_gow": "Pai Gow", "hot_action_blackjack": "Hot Action BJ",
}

# i18n: game names stay as the room posts them (a decision: resources/i18n/README.md)
GAME_TITLES: Final = {
    "three_card_poker": "Three Card Poker", "two_card_poker": "Two Card Poker",
    "florida_holdem": "Florida Hold'em", "pai_gow": "Pai Gow Poker",
    "hot_action_blackjack": "Hot Action Blackjack",
}
"""Banked games by the full name a table's title shows."""


def limit_text(limit: str) -> str:
    """A limit key as the room posts it: "20-40" -> "$20-$40"; a banked game's "posted" says
    nothing (its wagers are on the felt), any other key is shown as it is."""
    if limit == "posted":
        return ""
    match = re.fullmatch(r"(\d+)-(\d+)(.*)", limit)
    return f"${match[1]}-${match[2]}{match[3]}" if match else limit


def posted_game(game: str, limit: str) -> dict[str, str]:
    """A game key's parameters as the screen shows them: the game's posted name ("Hold'em") and
    its limit in dollars ("$20-$40"); a game the list does not know keeps its key."""
    return {"game": GAME_NAMES.get(game, game), "limit": limit_text(limit)}
