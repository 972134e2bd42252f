"""Games by the short names a touch button shows (set-up panel, supervisor export filter)."""

from __future__ import annotations

from typing import Final

GAME_NAMES: Final = {
    "holdem": "Hold'em", "omaha": "Omaha", "omaha8": "Omaha 8", "stud": "Stud", "stud8": "Stud 8",
    "three_card_poker": "Three Card", "two_card_poker": "Two Card", "florida_holdem": "Florida HE",
    "pai_gow": "Pai Gow", "hot_action_blackjack": "Hot Action BJ",
}
