"""The house profile and the per-table view the engine reads (``GameRules``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from dealer_assist.messages import joined, msg
from dealer_assist.rules.banked import BankedRules, PlayerDealerRotation
from dealer_assist.rules.enums import (
    GameFamily,
    GameId,
    HouseCode,
    OddChipWinner,
    ShortAllIn,
    Structure,
)
from dealer_assist.rules.game_word import game_word
from dealer_assist.rules.limits import Limit
from dealer_assist.rules.sections import (
    BettingRules,
    BlindRules,
    BuyInRules,
    CollectionRules,
    EntryRules,
    IrregularityRules,
    KillRules,
    SeatingRules,
    ShowdownRules,
    StudRules,
    VoluntaryPostRules,
)
from dealer_assist.rules.stakes import BankedStakes, FlopStakes, StudStakes, room_settings_of
from dealer_assist.rules.values import RoomSetting

Stakes = FlopStakes | StudStakes | BankedStakes

SECTIONS: Mapping[GameFamily, tuple[str, ...]] = {
    GameFamily.FLOP: (
        "blinds",
        "entry",
        "collection",
        "betting",
        "showdown",
        "kill",
        "voluntary_posts",
        "buy_in",
        "seating",
        "irregularities",
    ),
    GameFamily.STUD: ("stud", "collection", "betting", "showdown", "buy_in"),
    GameFamily.BANKED: ("banked", "collection", "player_dealer_rotation"),
}
"""The sections a game of each family must have (after [shared] sections are applied)."""

SECTION_TYPES: Mapping[str, type[Any]] = {
    "blinds": BlindRules,
    "entry": EntryRules,
    "collection": CollectionRules,
    "betting": BettingRules,
    "showdown": ShowdownRules,
    "kill": KillRules,
    "voluntary_posts": VoluntaryPostRules,
    "buy_in": BuyInRules,
    "seating": SeatingRules,
    "irregularities": IrregularityRules,
    "stud": StudRules,
    "banked": BankedRules,
    "player_dealer_rotation": PlayerDealerRotation,
}
"""The schema class of each section name."""


@dataclass(frozen=True, slots=True, kw_only=True)
class _Sections:
    """Rule sections of one game; a section a family does not use is ``None``."""

    blinds: BlindRules | None
    entry: EntryRules | None
    collection: CollectionRules
    betting: BettingRules | None
    showdown: ShowdownRules | None
    kill: KillRules | None
    voluntary_posts: VoluntaryPostRules | None
    buy_in: BuyInRules | None
    seating: SeatingRules | None
    irregularities: IrregularityRules | None
    stud: StudRules | None
    banked: BankedRules | None
    player_dealer_rotation: PlayerDealerRotation | None


@dataclass(frozen=True, slots=True, kw_only=True)
class LimitRules:
    """One limit a house spreads for a game, with its amounts."""

    limit: Limit
    stakes: Stakes


@dataclass(frozen=True, slots=True, kw_only=True)
class GameProfile(_Sections):
    """A game as one house runs it, with every limit the rulebook names."""

    game: GameId
    family: GameFamily
    name: str
    sources: tuple[str, ...]
    limits: Mapping[str, LimitRules]
    limits_set_by_room: str | None
    """Why the rulebook names no limit for this game (the room's own file must list them)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HouseHeader:
    """The top-level keys of a profile file."""

    code: HouseCode
    """House code of the catalogue ("Sources and house codes"); one file per code."""
    name: str
    """Name shown to the floor."""
    jurisdiction: str
    """"CA" turns on the California player-dealer rotation by default (CA-PDR)."""
    small_bet_from: int | None
    """Lowest small bet this profile covers (LC high: 10, LC-P6); ``None``: no lower bound."""
    small_bet_below: int | None
    """Small bets must be below this (LC low: 10, LC-P6); ``None``: no upper bound."""
    sources: tuple[str, ...]
    """Rule IDs about the profile as a whole (e.g. LC-P6)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HouseProfile(HouseHeader):
    """One house's rules: code, name, where it applies and its games by game id."""

    games: Mapping[GameId, GameProfile]
    file: str
    room_changes: tuple[str, ...] = ()
    """Dotted keys where a room file replaced a value the rulebook sets (see ``room.py``)."""

    def covers(self, limit: Limit) -> bool:
        """Whether a limit falls in this profile's range (LC-P6 splits LC at 10-20)."""
        if self.small_bet_from is not None and limit.low < self.small_bet_from:
            return False
        return self.small_bet_below is None or limit.low < self.small_bet_below


@dataclass(frozen=True, slots=True, kw_only=True)
class GameRules(_Sections):
    """Everything the engine needs for one table: house, game, limit, sections and amounts.

    The engine reads these and never the house code: ``rules.cap``, ``rules.short_all_in``,
    ``rules.odd_chip`` are shortcuts to the most used fields.
    """

    house: HouseCode
    house_name: str
    game: GameId
    family: GameFamily
    game_name: str
    limit: Limit
    stakes: Stakes
    sources: tuple[str, ...]

    @property
    def flop_stakes(self) -> FlopStakes:
        """The stakes of a flop game (``TypeError`` for other families)."""
        if not isinstance(self.stakes, FlopStakes):
            raise TypeError(f"{self.game} is a {self.family} game: no flop stakes")
        return self.stakes

    @property
    def stud_stakes(self) -> StudStakes:
        """The stakes of a stud game (``TypeError`` for other families)."""
        if not isinstance(self.stakes, StudStakes):
            raise TypeError(f"{self.game} is a {self.family} game: no stud stakes")
        return self.stakes

    @property
    def banked_stakes(self) -> BankedStakes:
        """The posted limits of a banked game (``TypeError`` for other families)."""
        if not isinstance(self.stakes, BankedStakes):
            raise TypeError(f"{self.game} is a {self.family} game: no banked stakes")
        return self.stakes

    @property
    def cap(self) -> int | RoomSetting | None:
        """Bets allowed per round (K06); ``None`` = uncapped; a room setting if not given.

        Only fixed and spread limits are capped: a no-limit or pot-limit table never is.
        """
        uncapped = (Structure.NO_LIMIT, Structure.POT_LIMIT)
        if self.betting is None or self.limit.structure in uncapped:
            return None
        return self.betting.max_bets_per_round

    @property
    def short_all_in(self) -> ShortAllIn | RoomSetting | None:
        """K05: action-only or half-bet (``None`` for banked games)."""
        return None if self.betting is None else self.betting.short_all_in

    @property
    def odd_chip(self) -> OddChipWinner | RoomSetting | None:
        """K19: who gets the odd chip between tied winners (``None`` for banked games)."""
        return None if self.showdown is None else self.showdown.odd_chip_winner

    def open_settings(self) -> tuple[str, ...]:
        """Dotted keys of every value the room must still set before this table can open."""
        found: list[str] = []
        for f in fields(_Sections):
            section = getattr(self, f.name)
            if section is not None:
                found.extend(room_settings_of(section, f.name))
        found.extend(room_settings_of(self.stakes, "stakes"))
        return tuple(found)


class UnknownGame(LookupError):
    """A game or limit the profile does not spread: ``args[0]`` says so (a Message, so a screen
    says it in its language), ``field`` names the record's field at fault ("game" or "limit")."""

    def __init__(self, text: str, field: str = "game") -> None:
        super().__init__(text)
        self.field = field


def rules_for(profile: HouseProfile, game: GameId | str, limit: str) -> GameRules:
    """The rules of one table: ``UnknownGame`` naming the house's games or limits if absent."""
    try:
        game_id = GameId(game)
    except ValueError:
        raise UnknownGame(msg("rules.unknown_game", "unknown game {game} (known: {known})",
                              game=repr(game), known=joined(map(game_word, GameId)))) from None
    entry = profile.games.get(game_id)
    if entry is None:
        offered = joined(map(game_word, profile.games)) if profile.games else msg(
            "rules.no_games", "none")
        raise UnknownGame(msg("rules.not_spread", "{house} does not spread {game} (games: "
                              "{offered})", house=profile.code, game=game_word(game_id),
                              offered=offered))
    limit_rules = entry.limits.get(limit)
    if limit_rules is None and entry.limits_set_by_room is not None:
        raise UnknownGame(msg(
            "rules.limits_by_room", "{house} {game}: the rulebook names no limits, the room "
            "must list them in its own profile file ({reason})", house=profile.code,
            game=game_word(game_id), reason=entry.limits_set_by_room), "limit")
    if limit_rules is None:
        raise UnknownGame(msg("rules.no_such_limit", "{house} {game}: no limit {limit} (limits: "
                              "{limits})", house=profile.code, game=game_word(game_id),
                              limit=repr(limit), limits=", ".join(entry.limits)), "limit")
    sections = {f.name: getattr(entry, f.name) for f in fields(_Sections)}
    return GameRules(
        house=profile.code,
        house_name=profile.name,
        game=game_id,
        family=entry.family,
        game_name=entry.name,
        limit=limit_rules.limit,
        stakes=limit_rules.stakes,
        sources=entry.sources,
        **sections,
    )
