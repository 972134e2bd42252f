"""A room's own settings on top of a shipped profile: fill the gaps, record every change.

A room file names its base and then gives only the keys it sets, in the profile layout::

    base = "CG"
    [shared.betting]
    max_bets_per_round = 4
    [games.holdem.limits."3-6"]
    blinds = { button_blind = 0, small_blind = 1, big_blind = 3 }

Tables merge key by key; any other value (a list too) replaces the base's. The result is
validated like any profile. Keys where the room replaced a value the rulebook had set (not a
``set_by_room`` gap) are listed in ``HouseProfile.room_changes`` so the floor can see them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dealer_assist.rules.checks import ProfileError
from dealer_assist.rules.decode import ROOM_KEY
from dealer_assist.rules.loader import profile_from_raw, read_toml, resolve
from dealer_assist.rules.profile import HouseProfile


def load_room(path: str | Path) -> HouseProfile:
    """Load a room file (``base`` = house code or a profile path relative to the room file)."""
    base_path, raw = _room_parts(Path(path))
    return _merged(base_path, raw, str(path))


def with_table_amounts(
    source: str | Path, game: str, limit: str, amounts: Mapping[str, Any]
) -> HouseProfile:
    """A room file (a ``.toml`` path) or house code with one table's amounts set on top, e.g.
    ``{"blinds.button_blind": 0}`` for ``holdem`` ``3-6``, checked exactly as a room file is
    (the amounts a floorperson enters by touch where the room file left a gap)."""
    table: dict[str, Any] = {}
    for dotted, value in amounts.items():
        *parents, last = dotted.split(".")
        node = table
        for part in parents:
            node = node.setdefault(part, {})
        node[last] = value
    overlay: dict[str, Any] = {"games": {game: {"limits": {limit: table}}}}
    path = Path(source)
    label = f"{game} {limit} amounts entered by touch"
    if path.suffix == ".toml":
        base_path, raw = _room_parts(path)
        return _merged(base_path, _merge(raw, overlay, "", []), f"{label} over {path}")
    return _merged(resolve(source), overlay, label)


def _room_parts(room_path: Path) -> tuple[Path, dict[str, Any]]:
    """A room file's base profile path and its own keys."""
    raw = read_toml(room_path)
    base = raw.pop("base", None)
    if not isinstance(base, str) or not base:
        raise ProfileError(
            str(room_path),
            "base",
            "missing required value: the house code or profile file it builds on",
        )
    base_path = resolve(base)
    if not base_path.is_absolute() and base_path.suffix:
        base_path = room_path.parent / base_path
    return base_path, raw


def with_room_settings(
    base: str | Path, settings: Mapping[str, Any], label: str = "room settings"
) -> HouseProfile:
    """A profile with dotted-key settings applied: ``{"shared.betting.max_bets_per_round": 4}``."""
    overlay: dict[str, Any] = {}
    for dotted, value in settings.items():
        parts = dotted.split(".")
        node = overlay
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value
    return _merged(resolve(base), overlay, label)


def _merged(base_path: Path, overlay: dict[str, Any], label: str) -> HouseProfile:
    changes: list[str] = []
    merged = _merge(read_toml(base_path), overlay, "", changes)
    profile = profile_from_raw(merged, f"{label} on {base_path}")
    return dataclasses.replace(profile, room_changes=tuple(changes))


def _merge(base: Any, top: Any, key: str, changes: list[str]) -> Any:
    if (
        isinstance(base, dict)
        and isinstance(top, dict)
        and ROOM_KEY not in base
        and ROOM_KEY not in top
    ):
        out = dict(base)
        for name, value in top.items():
            sub = f"{key}.{name}" if key else name
            out[name] = _merge(base[name], value, sub, changes) if name in base else value
        return out
    is_gap = isinstance(base, dict) and ROOM_KEY in base
    if not is_gap and base != top:
        changes.append(key)
    return top
