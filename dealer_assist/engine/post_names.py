"""What a seat posts, named for the dealer: every kind of post is a Message of its own, so a
sentence that names one ("Seat 2 will post the small blind: $1") is said whole in the
dealer's language (the kind's code, "small_blind", is never shown). Pure data."""

from __future__ import annotations

from typing import Final

from dealer_assist.messages import Message, msg

POST_NAMES: Final[dict[str, Message]] = {
    "button_blind": msg("post.button_blind", "button blind"),
    "small_blind": msg("post.small_blind", "small blind"),
    "big_blind": msg("post.big_blind", "big blind"),
    "single_blind": msg("post.single_blind", "single blind"),
    "big_blind_ante": msg("post.big_blind_ante", "big blind ante"),
    "new_player_blind": msg("post.new_player_blind", "new player blind"),
    "missed_blinds": msg("post.missed_blinds", "missed blinds"),
    "trailing_blind": msg("post.trailing_blind", "trailing blind"),
    "collection": msg("post.collection", "collection"),
    "kill": msg("post.kill", "kill"),
    "straddle": msg("post.straddle", "straddle"),
    "ante": msg("post.ante", "ante"),
    "all_in": msg("post.all_in", "all in"),
    "buy_button": msg("post.buy_button", "buy button"),
}
WILL_POST: Final = msg("post.will_post", "will post")
MAY_POST: Final = msg("post.may_post", "may post")


def post_name(kind: str) -> str:
    """The post's name; a kind not listed (a new one) as its code with spaces, in English."""
    return POST_NAMES.get(kind, kind.replace("_", " "))
