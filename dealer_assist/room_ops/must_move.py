"""Must-move games (LC high, catalogue §7.3).

A must-move game may be started to protect a game when a second game of the same type and limit
opens (LC-137); its list keeps the waiting list's order (LC-138, :mod:`sign_up`). A player called
to the main game is dealt out at once and moved, unless he plays up to his big blind and quits
instead, signing up again no sooner than an hour later (LC-139a), or, in the blinds or on the
button, finishes them first (LC-139b). In the main game he may take a hand at once without a
post or wait for the button to pass once and come in behind it; after two passes he owes what a
seated player with missed blinds owes (LC-140). He must keep playing to keep his place, except
while the must-move game has fewer than five players (LC-141). Missed-blind buttons stay behind
(LC-142), and he brings at least the minimum buy-in, or all he has when he has less (LC-143,
:func:`~dealer_assist.room_ops.buy_ins.judge_buy_in` with a must-move :class:`Move`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import pairwise
from typing import Final

from dealer_assist.messages import Message, joined, msg
from dealer_assist.room_ops.refusal import HOUR_MS, RoomRefusal

SHORT_GAME = 5  # LC-141, LC-145: "fewer than five players"


@dataclass(frozen=True)
class GameKey:
    """A game by type and limit, as the sign-up board names it."""

    game: str
    limit: str


GAME_LABEL: Final = "room.game_label"
"""The message ID of a game and limit in a room text: the screen shows its parameters as the room
posts them (ui/i18n.py formats them), the English stays the key."""


def game_label(key: GameKey) -> Message:
    """The game and limit as the board names them ("holdem 4-8"): in English the key itself (a
    record, kept in logs as it was); the screen shows the game's posted name and its limit in
    dollars ("Hold'em $4-$8") from the parameters."""
    return msg("room.game_label", "{game} {limit}", game=key.game, limit=key.limit)


def check_must_move(open_games: Sequence[GameKey], new_game: GameKey) -> None:
    """A must-move may protect a game only when the new game has its type and limit (LC-137)."""
    if new_game not in open_games:
        raise RoomRefusal(msg("room.must_move.no_game_running", "no {game_label} game is running "
                              "to protect: a must-move needs a main game of the same type and "
                              "limit", game_label=game_label(new_game)), "LC-137")


class Position(StrEnum):
    """Where the called player sits relative to the blinds in the hand being dealt."""

    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    BUTTON = "button"
    OTHER = "other"


class CalledMove(StrEnum):
    """What a called player may do (LC-139)."""

    MOVE_NOW = "move_now"
    PLAY_TO_BIG_BLIND_AND_QUIT = "play_to_big_blind_and_quit"
    FINISH_BLINDS_AND_BUTTON = "finish_blinds_and_button"


CHOICE_WORDS: Final = {
    CalledMove.MOVE_NOW: msg("room.must_move.choice_move_now", "move now"),
    CalledMove.PLAY_TO_BIG_BLIND_AND_QUIT: msg("room.must_move.choice_play_to_big_blind",
                                               "play to his big blind and quit"),
    CalledMove.FINISH_BLINDS_AND_BUTTON: msg("room.must_move.choice_finish_blinds",
                                             "finish the blinds and the button"),
}
"""A called player's choices in words (the codes are the operation's record)."""


def choices_text(choices: Sequence[CalledMove]) -> Message:
    """The choices named in words, each said in the reader's language on screen."""
    return joined((CHOICE_WORDS[c] for c in choices), " / ")


def called_move_options(position: Position) -> list[CalledMove]:
    """The choices of a player called from the must-move game (LC-139, a and b)."""
    options = [CalledMove.MOVE_NOW, CalledMove.PLAY_TO_BIG_BLIND_AND_QUIT]
    if position is not Position.OTHER:
        options.append(CalledMove.FINISH_BLINDS_AND_BUTTON)
    return options


def check_relisting(quit_at_ms: int, now_ms: int) -> None:
    """A called player who quit instead of moving signs up for that game again only an hour
    after he quit (LC-139a)."""
    if now_ms - quit_at_ms < HOUR_MS:
        minutes = (quit_at_ms + HOUR_MS - now_ms + 59_999) // 60_000
        raise RoomRefusal(msg("room.must_move.quit_instead_moving_may", "he quit instead of "
                              "moving: he may sign up again in {minutes} minutes",
                              minutes=minutes), "LC-139a")


class MainGameEntry(StrEnum):
    """How a moved player comes into the main game (LC-140)."""

    TAKE_HAND_NOW = "take_hand_now"
    BEHIND_BUTTON_NO_POST = "behind_button_no_post"
    MISSED_BLINDS = "missed_blinds"


def main_game_entry(button_passes: int) -> list[MainGameEntry]:
    """What he may do after the button has passed his seat ``button_passes`` times since he
    arrived (LC-140): at once either way; after one pass, behind the button without a post;
    after two, he owes missed blinds like any seated player."""
    if button_passes < 0:
        raise RoomRefusal(msg("room.must_move.button_cannot_pass_negative",
                              "the button cannot pass a negative number of times"))
    if button_passes == 0:
        return [MainGameEntry.TAKE_HAND_NOW, MainGameEntry.BEHIND_BUTTON_NO_POST]
    if button_passes == 1:
        return [MainGameEntry.BEHIND_BUTTON_NO_POST]
    return [MainGameEntry.MISSED_BLINDS]


def keeps_main_game_rights(must_move_players: int, playing: bool) -> bool:
    """Whether a player in the must-move game keeps his list place and no-post entry: by
    playing on, or without playing while that game is short, under five (LC-141)."""
    return playing or must_move_players < SHORT_GAME


def moved_missed_blind_buttons(buttons: int) -> int:
    """Missed-blind buttons a moved player takes to the main game: none (LC-142)."""
    del buttons
    return 0


def button_passes(seat: int, buttons: Sequence[int], seats: int) -> int:
    """How many times the button went by ``seat`` (numbered 1..``seats``) as it moved over
    ``buttons``, the hands' buttons in order, the first the one when he sat down: each move
    clockwise that comes to or goes over his seat counts once (for LC-140)."""
    passes = 0
    for before, after in pairwise(buttons):
        travelled = (after - before) % seats  # clockwise steps from before to after
        if 0 < (seat - before) % seats <= travelled:
            passes += 1
    return passes
