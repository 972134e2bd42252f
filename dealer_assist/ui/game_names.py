"""Games by the short names a touch button shows (set-up panel, supervisor export filter), and
the banked games by the full names a table's title shows.

Game names stay as the room posts them, in every language (resources/i18n/README.md): a player
asks for "Hold'em" or "Pai Gow" by that name, the felt, the posted limits and the waiting-list
board say it, so a dealer reading another language on the screen still sees the room's name.
"""

from __future__ import annotations

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
