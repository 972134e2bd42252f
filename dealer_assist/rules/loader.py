"""Load and validate house profile files.

``load_profile("LC_LOW")`` reads the shipped file; ``load_profile(Path("my_room.toml"))`` reads a
room's own. A bad file is refused with :class:`ProfileError` naming the file, the dotted key and
the reason. File layout and every key: docs/house-profiles.md.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import fields
from importlib import resources
from pathlib import Path
from typing import Any

from dealer_assist.rules import ids
from dealer_assist.rules.banked import CA_PLAYER_DEALER_ROTATION
from dealer_assist.rules.checks import Invalid, ProfileError
from dealer_assist.rules.decode import ROOM_KEY, decode, room_setting
from dealer_assist.rules.enums import GAME_FAMILY, GameFamily, GameId, HouseCode, Structure
from dealer_assist.rules.limits import parse_limit
from dealer_assist.rules.profile import (
    SECTION_TYPES,
    SECTIONS,
    GameProfile,
    HouseHeader,
    HouseProfile,
    LimitRules,
)
from dealer_assist.rules.stakes import BankedStakes, FlopStakes, StudStakes
from dealer_assist.rules.validate import check_game

PACKAGE = "dealer_assist.rules.houses"
STAKES_TYPES: Mapping[GameFamily, type[Any]] = {
    GameFamily.FLOP: FlopStakes,
    GameFamily.STUD: StudStakes,
    GameFamily.BANKED: BankedStakes,
}
STRUCTURES: Mapping[GameFamily, frozenset[Structure]] = {
    GameFamily.FLOP: frozenset(
        {Structure.FIXED, Structure.SPREAD, Structure.NO_LIMIT, Structure.POT_LIMIT}
    ),
    GameFamily.STUD: frozenset({Structure.FIXED, Structure.SPREAD}),
    GameFamily.BANKED: frozenset({Structure.TABLE}),
}
_GAME_KEYS = ("name", "sources", "limits")


def shipped_files() -> dict[HouseCode, Path]:
    """The profile files shipped with the program, by house code."""
    root = resources.files(PACKAGE)
    return {code: Path(str(root.joinpath(f"{code.value.lower()}.toml"))) for code in HouseCode}


def load_profile(path_or_code: str | Path) -> HouseProfile:
    """Load one profile: a house code ("CG", "LC_LOW", ...) or the path of a profile file."""
    path = resolve(path_or_code)
    return profile_from_raw(read_toml(path), str(path))


def resolve(path_or_code: str | Path) -> Path:
    """The shipped file of a house code, or the path itself."""
    if isinstance(path_or_code, str) and path_or_code in HouseCode.__members__:
        return shipped_files()[HouseCode(path_or_code)]
    return Path(path_or_code)


def read_toml(path: Path) -> dict[str, Any]:
    """Parse a TOML file; :class:`ProfileError` (file, no key, reason) when it cannot."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ProfileError(str(path), "", f"cannot read the file ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ProfileError(str(path), "", f"line {line} is not UTF-8 text "
                           f"(byte 0x{raw[exc.start]:02x})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ProfileError(str(path), "", f"not valid TOML: {exc}") from None
    except RecursionError:
        raise ProfileError(str(path), "", "not valid TOML: nested too deeply") from None


def profile_from_raw(raw: dict[str, Any], file: str) -> HouseProfile:
    """Validate parsed profile data; errors name ``file``, the dotted key and the reason."""
    try:
        return _profile(raw, file)
    except Invalid as exc:
        raise ProfileError(file, exc.key, exc.reason) from None


def load_all(directory: str | Path | None = None) -> dict[HouseCode, HouseProfile]:
    """Every shipped profile (or every ``*.toml`` in ``directory``), by house code."""
    paths = (
        list(shipped_files().values())
        if directory is None
        else sorted(Path(directory).glob("*.toml"))
    )
    out: dict[HouseCode, HouseProfile] = {}
    for path in paths:
        profile = load_profile(path)
        if profile.code in out:
            raise ProfileError(
                str(path), "code", f"{profile.code} is also in {out[profile.code].file}"
            )
        out[profile.code] = profile
    return out


def _profile(raw: dict[str, Any], file: str) -> HouseProfile:
    tops = ("shared", "games", *(f"shared_{f.value}" for f in GameFamily))
    header = decode(HouseHeader, {k: v for k, v in raw.items() if k not in tops})
    _check_ids(header.sources, "sources")
    shared = _shared(raw)
    games_raw = raw.get("games")
    if not isinstance(games_raw, dict) or not games_raw:
        raise Invalid("games", "missing required value: a profile lists at least one game")
    games: dict[GameId, GameProfile] = {}
    for game_key, game_raw in games_raw.items():
        try:
            game = GameId(game_key)
        except ValueError:
            known = ", ".join(g.value for g in GameId)
            raise Invalid(f"games.{game_key}", f"unknown game (expected one of: {known})") from None
        games[game] = _game(header, game, game_raw, shared[GAME_FAMILY[game]])
    head = {f.name: getattr(header, f.name) for f in fields(HouseHeader)}
    return HouseProfile(games=games, file=file, **head)


def _shared(raw: dict[str, Any]) -> dict[GameFamily, dict[str, Any]]:
    """Sections under [shared] (every game) and [shared_<family>] (that family, and first)."""
    out: dict[GameFamily, dict[str, Any]] = {family: {} for family in GameFamily}
    tables = [("shared", None)] + [(f"shared_{f.value}", f) for f in GameFamily]
    for table, only in tables:
        sections = raw.get(table, {})
        if not isinstance(sections, dict):
            raise Invalid(table, "wrong type: expected a table of sections")
        for name, value in sections.items():
            if name not in SECTION_TYPES:
                known = ", ".join(SECTION_TYPES)
                raise Invalid(f"{table}.{name}", f"unknown section (expected one of: {known})")
            obj = decode(SECTION_TYPES[name], value, f"{table}.{name}")
            _check_section_ids(obj, f"{table}.{name}")
            for family in GameFamily:
                if (only is None and name not in out[family]) or only is family:
                    out[family][name] = obj
    return out


def _game(header: HouseHeader, game: GameId, raw: Any, shared: dict[str, Any]) -> GameProfile:
    key = f"games.{game.value}"
    if not isinstance(raw, dict):
        raise Invalid(key, "wrong type: expected a table")
    family = GAME_FAMILY[game]
    wanted = SECTIONS[family]
    for name in raw:
        if name not in wanted and name not in _GAME_KEYS:
            raise Invalid(
                f"{key}.{name}",
                f"unknown key for a {family} game (expected: {', '.join(_GAME_KEYS + wanted)})",
            )
    sections: dict[str, Any] = {
        f.name: None for f in fields(GameProfile) if f.name in SECTION_TYPES
    }
    for name in wanted:
        sections[name] = _section(header, key, name, raw, shared)
    if "name" not in raw:
        raise Invalid(f"{key}.name", "missing required value")
    title = decode(str, raw["name"], f"{key}.name")
    sources = decode(tuple[str, ...], raw.get("sources", []), f"{key}.sources")
    _check_ids(sources, f"{key}.sources")
    limits_raw = raw.get("limits")
    by_room: str | None = None
    if isinstance(limits_raw, dict) and ROOM_KEY in limits_raw:
        by_room = room_setting(limits_raw, f"{key}.limits").reason
        limits_raw = {}
    elif not isinstance(limits_raw, dict) or not limits_raw:
        raise Invalid(f"{key}.limits", "missing required value: at least one limit")
    limits = {k: _limit(header, family, f"{key}.limits.{k}", k, v) for k, v in limits_raw.items()}
    profile = GameProfile(
        game=game,
        family=family,
        name=title,
        sources=sources,
        limits=limits,
        limits_set_by_room=by_room,
        **sections,
    )
    check_game(profile, key)
    return profile


def _section(
    header: HouseHeader, key: str, name: str, raw: dict[str, Any], shared: dict[str, Any]
) -> Any:
    if name in raw:
        obj = decode(SECTION_TYPES[name], raw[name], f"{key}.{name}")
        _check_section_ids(obj, f"{key}.{name}")
        return obj
    if name in shared:
        return shared[name]
    if name == "player_dealer_rotation" and header.jurisdiction == "CA":
        return CA_PLAYER_DEALER_ROTATION
    raise Invalid(f"{key}.{name}", "missing required section (give it here or under [shared])")


def _limit(
    header: HouseHeader, family: GameFamily, key: str, limit_key: str, raw: Any
) -> LimitRules:
    if not isinstance(raw, dict):
        raise Invalid(key, "wrong type: expected a table")
    if "structure" not in raw:
        raise Invalid(f"{key}.structure", "missing required value")
    structure = decode(Structure, raw["structure"], f"{key}.structure")
    if structure not in STRUCTURES[family]:
        allowed = ", ".join(sorted(s.value for s in STRUCTURES[family]))
        raise Invalid(
            f"{key}.structure", f"a {family} game cannot be {structure} (expected: {allowed})"
        )
    try:
        limit = parse_limit(limit_key, structure)
    except ValueError as exc:
        raise Invalid(key, str(exc)) from None
    in_range = (header.small_bet_from is None or limit.low >= header.small_bet_from) and (
        header.small_bet_below is None or limit.low < header.small_bet_below
    )
    if family is not GameFamily.BANKED and not in_range:
        raise Invalid(
            key, "limit outside this profile's range (small_bet_from / small_bet_below, LC-P6)"
        )
    stakes = decode(STAKES_TYPES[family], {k: v for k, v in raw.items() if k != "structure"}, key)
    _check_section_ids(stakes, key)
    return LimitRules(limit=limit, stakes=stakes)


def _check_section_ids(obj: Any, key: str) -> None:
    for name, rule_ids in obj.sources.items():
        _check_ids(rule_ids, f"{key}.sources.{name}")


def _check_ids(rule_ids: tuple[str, ...], key: str) -> None:
    missing = ids.unknown(rule_ids)
    if missing:
        raise Invalid(key, f"unknown rule ID {missing[0]!r} (not in the catalogue registry)")
