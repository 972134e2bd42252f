"""The engine's own short words (what a post is called, a street, an action), each a
:class:`~dealer_assist.messages.Message` so a step that names one is said whole in the
dealer's language; an unknown key is the key in words, untranslated."""

from __future__ import annotations

from dealer_assist.messages import Message, msg

_WORDS: dict[str, Message] = {  # i18n: keys; each word said by its msg
    "small_blind": msg("word.small_blind", "small blind"),
    "big_blind": msg("word.big_blind", "big blind"),
    "button_blind": msg("word.button_blind", "button blind"),
    "single_blind": msg("word.single_blind", "single blind"),
    "straddle": msg("word.straddle", "straddle"),
    "kill": msg("word.kill", "kill"),
    "new_player_blind": msg("word.new_player_blind", "new player blind"),
    "missed_blinds": msg("word.missed_blinds", "missed blinds"),
    "buy_button": msg("word.buy_button", "buy button"),
    "ante": msg("word.ante", "ante"),
    "big_blind_ante": msg("word.big_blind_ante", "big blind ante"),
    "collection": msg("word.collection", "collection"),
    "bring_in": msg("word.bring_in", "bring-in"),
    "preflop": msg("word.preflop", "preflop"),
    "flop": msg("word.flop", "flop"),
    "turn": msg("word.turn", "turn"),
    "river": msg("word.river", "river"),
    "Preflop": msg("word.Preflop", "Preflop"),
    "Flop": msg("word.Flop", "Flop"),
    "Turn": msg("word.Turn", "Turn"),
    "River": msg("word.River", "River"),
    "3rd street": msg("word.3rd_street", "3rd street"),
    "4th street": msg("word.4th_street", "4th street"),
    "5th street": msg("word.5th_street", "5th street"),
    "6th street": msg("word.6th_street", "6th street"),
    "7th street": msg("word.7th_street", "7th street"),
    "main pot": msg("word.main_pot", "main pot"),
    "live": msg("word.live", "live"),
    "dead": msg("word.dead", "dead"),
}


def word(key: str) -> str:
    """``key`` (a post kind, a street) as a translatable word."""
    return _WORDS.get(key, key.replace("_", " "))
