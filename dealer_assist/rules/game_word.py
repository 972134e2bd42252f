"""A game named in a text (a refusal listing the games a house spreads): its key in the English
record ("omaha8"), and a message ID by which the screen shows the name the room posts
("Omaha 8", ui/game_names.py), in every language."""

from __future__ import annotations

from typing import Final

from dealer_assist.messages import Message, msg

GAME_NAME: Final = "rules.game_name"


def game_word(game: str) -> Message:
    """``game``'s key as a Message the screen shows by its posted name."""
    return msg("rules.game_name", "{game}", game=str(game))
