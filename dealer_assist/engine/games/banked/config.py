"""What a banked table needs from the house profile, frozen into one JSON-able record.

The record is written into the log with the table-opened event, so a replay reaches the same
state from the log alone even after the profile file changes (ARCHITECTURE properties 1 and 2).
A value the rulebook leaves to the room (``RoomSetting``) becomes ``None`` here; the engine then
refuses the one step that needs it and names the gap, instead of inventing a number.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dealer_assist.rules import GameRules, JokerRule, PayTable, is_set

PayTables = Mapping[str, Mapping[str, tuple[int, int]]]
"""Wager name -> paying hand -> (pays, per): "200:1" is (200, 1)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BankedConfig:
    """One banked table's rules as the engine reads them (K04, K13, K14, K21, K27)."""

    house: str
    game: str
    limit: str = "posted"
    banker_title: str = "player_dealer"
    wagers: tuple[str, ...] = ()
    action_start: str | None = None
    count_direction: str | None = None
    count_ace: int = 1
    count_face: int = 10
    coverage: str | None = None
    rotation_every_hands: int | None = None
    rotation_mode: str | None = None
    eligibility: tuple[str, ...] = ()
    pay_tables: PayTables = field(default_factory=dict)
    house_way: bool = False
    joker_wild: bool = False
    ace_two_straight_flush: bool = True
    table_min: int | None = None
    table_max: int | None = None
    side_min: Mapping[str, int] = field(default_factory=dict)
    side_max: Mapping[str, int] = field(default_factory=dict)
    max_bettors_per_spot: int | None = None
    max_original_wagers: int | None = None
    collection_required: bool = False
    collection_amount: int | None = None
    rake_modes: tuple[str, ...] = ()
    rake_mode: str | None = None
    rake_amount: int | None = None
    pdr_enabled: bool = False
    pdr_window_minutes: int = 40
    pdr_min_other_players: int = 2
    pdr_max_tppp: int = 1
    pdr_tppp_followed_by_other: bool = True

    @property
    def partial_coverage(self) -> bool:
        """CG covers a wager in part; HTP kills a hand it cannot cover in full (AMB-11 ii)."""
        return self.coverage == "partial_then_returned"

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> BankedConfig:
        """The rules a banked log stored; ``ValueError`` (never another error) when they
        cannot be read, so a replay refuses the line instead of stopping with a traceback."""
        from dealer_assist.engine.events import read_json

        data = read_json(text)
        if not isinstance(data, dict):
            raise ValueError(f"the banked rules are a JSON object, not a {type(data).__name__}")
        try:
            return cls._from_dict(data)
        except (TypeError, KeyError, IndexError, AttributeError, OverflowError) as exc:
            raise ValueError(f"the banked rules cannot be read: {exc!r}") from exc

    @classmethod
    def _from_dict(cls, data: dict[str, Any]) -> BankedConfig:
        names = {f.name for f in dataclasses.fields(cls)}
        kwargs = {k: v for k, v in data.items() if k in names}
        for key in ("wagers", "eligibility", "rake_modes"):
            if key in kwargs:
                kwargs[key] = tuple(kwargs[key])
        if "pay_tables" in kwargs:
            kwargs["pay_tables"] = {
                name: {hand: (int(o[0]), int(o[1])) for hand, o in table.items()}
                for name, table in kwargs["pay_tables"].items()
            }
        return cls(**kwargs)


def _val(value: object) -> Any:
    """A profile value, or ``None`` when the room still has to set it."""
    if not is_set(value):
        return None
    return getattr(value, "value", value)


def _table(table: PayTable | object) -> dict[str, tuple[int, int]]:
    if not isinstance(table, tuple):
        return {}
    return {line.hand: (line.odds.pays, line.odds.per) for line in table}


def banked_config(rules: GameRules, **room: Any) -> BankedConfig:
    """The engine's view of one banked table; ``room`` replaces fields the room sets itself."""
    banked, collection, pdr = rules.banked, rules.collection, rules.player_dealer_rotation
    if banked is None:
        raise TypeError(f"{rules.game} is not a player-banked game")
    stakes = rules.banked_stakes
    eligibility = _val(banked.eligibility)
    required = bool(_val(collection.required_to_be_dealt_in))
    rake_mode = _val(collection.rake_mode)
    values: dict[str, Any] = {
        "house": str(rules.house),
        "game": str(rules.game),
        "limit": rules.limit.key,
        "banker_title": str(banked.banker),
        "wagers": tuple(banked.wagers),
        "action_start": _val(banked.action_start),
        "count_direction": _val(banked.action_count_direction),
        "count_ace": banked.action_count_ace or 1,
        "count_face": banked.action_count_face or 10,
        "coverage": _val(banked.coverage),
        "rotation_every_hands": _val(banked.rotation_every_hands),
        "rotation_mode": _val(banked.rotation_mode),
        "eligibility": tuple(str(e) for e in eligibility or ()),
        "pay_tables": {
            name: _table(table) for name, table in banked.pay_tables.items() if is_set(table)
        },
        "house_way": bool(_val(banked.house_way_for_unseated_and_extra_hands)),
        "joker_wild": banked.joker is JokerRule.FULLY_WILD,  # K21, AMB-01
        "table_min": _val(stakes.table.minimum),
        "table_max": _val(stakes.table.maximum),
        "side_min": {k: v.minimum for k, v in stakes.side_bets.items() if is_set(v.minimum)},
        "side_max": {k: v.maximum for k, v in stakes.side_bets.items() if is_set(v.maximum)},
        "max_bettors_per_spot": _val(banked.max_bettors_per_spot),
        "max_original_wagers": _val(banked.max_original_wagers_per_player_per_spot),
        "collection_required": required,
        "collection_amount": _val(stakes.collection),
        "rake_modes": tuple(str(m) for m in collection.rake_modes),
        "rake_mode": rake_mode,
        # the posted amount is the rake where a rake mode is disclosed (HTP-3CP-16, AMB-15)
        "rake_amount": _val(stakes.collection) if rake_mode and not required else None,
    }
    if pdr is not None:
        values.update(
            pdr_enabled=pdr.enabled,
            pdr_window_minutes=pdr.window_minutes,
            pdr_min_other_players=pdr.min_other_players,
            pdr_max_tppp=pdr.max_tppp_per_table,
            pdr_tppp_followed_by_other=pdr.tppp_followed_by_other_player,
        )
    values.update(room)
    return BankedConfig(**values)
