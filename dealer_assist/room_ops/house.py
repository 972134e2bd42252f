"""The room's games' rules by game and limit, read from its house profiles."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path

from dealer_assist.messages import joined, msg, said
from dealer_assist.room_ops.board_state import GameRulesOf
from dealer_assist.rules.loader import load_profile
from dealer_assist.rules.profile import GameRules, HouseProfile, UnknownGame, rules_for
from dealer_assist.rules.room import load_room


def house_rules(*houses: str) -> GameRulesOf:
    """The rules of the room's games by game and limit, from the first of its house profiles
    that spreads them (a room at LC deals LC_LOW and LC_HIGH limits); profiles load once."""
    return _first_of([load_profile(house) for house in houses])


def room_rules(house: str, room_file: Path | None = None) -> GameRulesOf:
    """The room's rules: its room file first (its amounts and settings over the house it
    builds on), then the room's house profiles for the games and limits it does not spread.
    The station's board and a table connected to the room read the same file."""
    codes = room_houses(house)
    houses = [load_profile(code) for code in codes]
    room = None if room_file is None else load_room(room_file)
    if room is None or room.code not in codes:  # a room file of another house is not ours
        return _first_of(houses)
    return _first_of([room, *houses])


def _first_of(profiles: Sequence[HouseProfile]) -> GameRulesOf:

    @cache
    def rules_of(game: str, limit: str) -> GameRules:
        problems: list[UnknownGame] = []
        for profile in profiles:
            try:
                return rules_for(profile, game, limit)
            except UnknownGame as exc:
                problems.append(exc)
        if not problems:
            raise UnknownGame(msg("room.house.no_profile", "the room has no house profile"))
        raise UnknownGame(joined((said(p) for p in problems), "; "),
                          "limit" if all(p.field == "limit" for p in problems) else "game")

    return rules_of


LC_HOUSES = ("LC_LOW", "LC_HIGH")


def room_houses(house: str) -> tuple[str, ...]:
    """The profiles a room of ``house`` deals under: an LC room both of LC's (LC-P6 splits
    them at 10-20), any other house its own."""
    return LC_HOUSES if house in LC_HOUSES else (house,)
