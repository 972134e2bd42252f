"""Table changes and broken games (catalogue §7.2).

Every table change needs the floor's approval (LC-95). It happens at once: no playing up to the
big blind, though a player in the blinds may finish the blinds and the button (LC-96, K28); at
LC high a player going to another limit may play up to his big blind first (LC-134). A player
moved by force is a new player at his new table (LC-90). When a game breaks and the other games
of its limit have too few open seats, the players draw for them, the floor drawing for absent
players who hold no missed-blind or hold button (LC-94a); a player whose refusal to post broke a
game of five or more draws for nothing (LC-93). With seats enough, lobbying players' missed-blind
buttons go with them (LC-94b). In a short game (under five) a player who asks for a seat in the
next lower game may lead the floor to have everyone cut for the open seats (LC-92).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from dealer_assist.messages import msg
from dealer_assist.room_ops.must_move import SHORT_GAME, Position
from dealer_assist.room_ops.refusal import RoomRefusal


class ChangeTiming(StrEnum):
    """When an approved table change takes the player away."""

    NOW = "now"
    AFTER_BLINDS_AND_BUTTON = "after_blinds_and_button"
    AFTER_BIG_BLIND = "after_big_blind"


def check_approved(approved_by: str | None) -> None:
    """No table change without a floorperson's approval (LC-95)."""
    if not (approved_by or "").strip():
        raise RoomRefusal(msg("room.table_changes.table_change_waits_floorperson",
                              "a table change waits for a floorperson's approval"), "LC-95")


def change_timing(position: Position, *, immediate: bool, to_other_limit: bool,
                  other_limit_plays_to_big_blind: bool) -> ChangeTiming:
    """When the player leaves his table after the change is approved (K28)."""
    if to_other_limit and other_limit_plays_to_big_blind:
        return ChangeTiming.AFTER_BIG_BLIND  # LC-134
    if not immediate:
        return ChangeTiming.AFTER_BIG_BLIND
    if position is Position.OTHER:
        return ChangeTiming.NOW  # LC-96: not to his big blind
    return ChangeTiming.AFTER_BLINDS_AND_BUTTON


@dataclass(frozen=True)
class BrokenGamePlayer:
    """A player of the game that breaks."""

    player: str
    present: bool = True
    missed_blind_buttons: int = 0
    hold_button: bool = False
    broke_the_game: bool = False  # refused to ante or post in a game of five or more (LC-93)


def seat_draw_entrants(players: Sequence[BrokenGamePlayer],
                       game_size: int) -> tuple[list[str], list[str]]:
    """Who draws for the open seats when a game breaks with too few of them (LC-94a): players
    present draw; the floor draws for absent players without buttons; absent players with a
    button and a player whose refusal broke a game of five or more do not draw (LC-93).
    Returns (draw for themselves, the floor draws for them)."""
    themselves, by_floor = [], []
    for p in players:
        if p.broke_the_game and game_size >= SHORT_GAME:
            continue
        if p.present:
            themselves.append(p.player)
        elif p.missed_blind_buttons == 0 and not p.hold_button:
            by_floor.append(p.player)
    return themselves, by_floor


def buttons_carried(player: BrokenGamePlayer, enough_seats: bool) -> int:
    """Missed-blind buttons a lobbying player takes to the new game when his game breaks: all of
    them when the other games had seats for everyone (LC-94b)."""
    if enough_seats and not player.present:
        return player.missed_blind_buttons
    return 0


def may_offer_cut_for_seats(players_in_game: int) -> bool:
    """A short game (under five) whose player asks for the next lower game: the floor may have
    all of them cut cards for its open seats (LC-92)."""
    return players_in_game < SHORT_GAME


def check_cut_for_seats(players_in_game: int, open_seats: int) -> None:
    """The cut of LC-92 is for a short game only, for at least one open seat."""
    if not may_offer_cut_for_seats(players_in_game):
        raise RoomRefusal(msg("room.table_changes.cut_short_game_only", "a cut for the lower "
                              "game's seats is for a short game (under {short}); this one has "
                              "{players}", short=SHORT_GAME, players=players_in_game), "LC-92")
    if open_seats < 1:
        raise RoomRefusal(msg("room.table_changes.cut_no_open_seat", "the cut is for the lower "
                              "game's open seats: none is open"), "LC-92")


def check_lower_game(asked_small_bet: int, short_small_bet: int,
                     running_small_bets: Sequence[int] = ()) -> None:
    """LC-92's cut is for a seat in the next lower game: below the short one, and no game of
    that kind running between them (``running_small_bets``: the small bets it runs at)."""
    if asked_small_bet >= short_small_bet:
        raise RoomRefusal(msg("room.table_changes.cut_lower_game", "the cut is for a seat in a "
                              "lower game: ${asked} is not below ${short}", asked=asked_small_bet,
                              short=short_small_bet), "LC-92")
    between = sorted(b for b in running_small_bets if asked_small_bet < b < short_small_bet)
    if between:
        raise RoomRefusal(msg("room.table_changes.cut_next_lower_game", "the cut is for the next "
                              "lower game: a ${between} game runs between ${asked} and ${short}",
                              between=between[-1], asked=asked_small_bet,
                              short=short_small_bet), "LC-92")
