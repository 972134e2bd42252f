"""What the engine needs to know about one game at one limit.

A :class:`GameConfig` is built from a house profile (``dealer_assist.rules``) or from a PHH hand
history. The engine asks it questions (``cap``, ``short_all_in``, ``odd_chip`` ...) and never
branches on a house name (ARCHITECTURE property 4).
"""

from __future__ import annotations

import json
import types
import typing
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Final, Literal

from dealer_assist.engine.game_shapes import SHAPES, GameShape
from dealer_assist.engine.input_checks import read_json, text_problem, whole_problem

Structure = Literal["fixed", "spread", "no_limit"]
ShortAllIn = Literal["action_only", "half_bet", "no_limit", "cumulative"]
"""How an all-in short of a full bet or raise counts: ``action_only`` (LC-66), ``half_bet``
(LC-126), ``no_limit`` (never reopens), or ``cumulative``, the PHH standard's reading (its
reference implementation, pokerkit): every wager counts toward the cap, the next raise is a full
bet over the all-in, and short all-ins in a row that together make a full raise reopen the
betting. Only hands read from PHH use ``cumulative``; house tables keep their own rule."""
OddChip = Literal["first_left_of_button", "highest_card_by_suit"]

STUD_STREETS = (  # i18n: keys; words.py says each street
    "3rd street", "4th street", "5th street", "6th street", "7th street")
STREETS = ("preflop", "flop", "turn", "river")


@dataclass(frozen=True, slots=True)
class Blind:
    """One blind of the structure, in posting order. ``kind`` is what the dealer calls it."""

    kind: str  # "button_blind" | "small_blind" | "big_blind" | "single_blind"
    amount: int


@dataclass(frozen=True, slots=True)
class KillRule:
    """Half kill (CG-O8-09, AMB-16): a scoop of a main pot of ``threshold`` or more makes the
    winner post ``blind`` next hand, played at ``small_bet``/``big_bet``."""

    threshold: int
    blind: int
    small_bet: int
    big_bet: int


@dataclass(frozen=True, slots=True)
class GameConfig:
    """One game at one limit, as the engine runs it."""

    game: str = "holdem"  # a game of engine/game_shapes.py: "holdem" | "omaha" | "stud"
    hi_lo: bool = False
    structure: Structure = "fixed"
    small_bet: int = 3  # fixed: small bet; spread: minimum bet; no limit: minimum bet
    big_bet: int = 6  # fixed: big bet; spread: maximum bet; no limit: unused
    blinds: tuple[Blind, ...] = (Blind("small_blind", 1), Blind("big_blind", 3))
    first_blind_on_button: bool = False  # CG's button blind (CG-HE-02, AMB-02)
    ante: int = 0  # per player, dead
    big_blind_ante: int = 0  # dead ante posted by the big blind (tournament PHH hands)
    collection: int = 0
    collection_live: bool = False  # LC-46 live; LC-130 dead
    time_collection: int = 0  # per player per period, when the table collects by time (K24)
    cap_bets: int | None = 4  # bet plus raises per round (LC-49, AMB-18, LC-126d)
    heads_up_uncapped: bool = True  # LC-49, AMB-18
    blind_counts_toward_cap: bool = True  # the big blind is the first bet of the preflop round
    short_all_in: ShortAllIn = "action_only"  # LC-66 / LC-126
    chip_unit: int = 1  # LC-67: every amount moves in multiples of this
    chip_denominations: tuple[int, ...] = ()  # LC-14: the standard chips; empty: not listed
    split_unit: int = 1  # LC-27: a split pot is broken down to this before the odd chip
    odd_chip: OddChip = "first_left_of_button"  # LC-27a; hi-lo: high half first (LC-27c)
    odd_chips_together: bool = False  # PHH convention: every odd chip to the first winner
    low_qualifier: int = 8
    entry_options: tuple[str, ...] = ()  # K03/K18: what a new or returning player may choose;
    # empty means every option the engine knows
    make_up_blinds: bool = False  # LC-128: a big blind is followed by a small blind next hand
    missed_blind_collection: bool = False  # LC-40: a missed-blind post adds the collection
    broke_player: str = "owes_missed_blinds"  # K08: LC-42 free_after_one_blind_pass, LC-129
    check_raise_allowed: bool = True  # LC-55: unless the house posts a notice against it
    chop_allowed: bool = False  # LC-18: blinds may agree to take their blinds back
    straddle_allowed: bool = False  # LC-47 (K26); off unless the house allows it
    skipped_button_collection: bool = False  # LC-41: back after skipping the button: live fee
    short_collection_sits_out: bool = False  # LC-70, AMB-20: no button hand without the fee
    missed_blind_full_collection: bool = False  # LC-131: button passes a missed blind: fee
    pick_up_after_buttons: int | None = 3  # LC-97; None: the house sets no count (floor decides)
    new_player_passes: int = 0  # LC-39/LC-127: passes before a waiting newcomer misses blinds
    late_entry_options: tuple[str, ...] = ()  # ... and his options then (empty: unchanged)
    kill: KillRule | None = None
    bring_in: int = 0  # stud: the lowest door card's forced bet (CG-STD-04)
    open_pair: str = "first_bettor_chooses"  # stud 4th street (K12): or any_player_may_bet_big,
    # no_effect
    burn_before_third: bool = False  # stud: a burn before 3rd street too (LC-GL-10; CG-GL-16 no)
    play_the_board: str = "allowed"  # K11: allowed, table_cards (LC-72), announce_before_muck
    # (PGP-HE-08) or none (Omaha, stud)
    pot_rake: int = 0  # PHH's `rake`: taken from the main pot as it is pushed (PHH reader only;
    # a house table takes its collection before the deal instead)
    rule_ids: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def shape(self) -> GameShape:
        """What the game is (hole cards, board, bring-in ...), decided in game_shapes.py."""
        return SHAPES[self.game]

    @property
    def hole_cards(self) -> int:
        """Cards each player holds at showdown: 2 in Hold'em, 4 in Omaha, 7 in stud."""
        return SHAPES[self.game].hole_cards

    @property
    def is_stud(self) -> bool:
        return SHAPES[self.game].is_stud

    def unit(self, street: int) -> int:
        """The betting unit of a street: small bet preflop and flop, big bet after (CG-HE-08)."""
        if self.structure == "fixed":
            return self.small_bet if street < 2 else self.big_bet
        return self.small_bet

    @property
    def big_blind(self) -> int:
        return max((b.amount for b in self.blinds), default=0)

    def to_json(self) -> str:
        """The rules in force, as the log stores them with the table set-up (replays stay exact
        even after the house profile changes)."""
        data = asdict(self)
        if not data["pot_rake"]:  # only a PHH hand with a rake sets it: older logs read the same
            del data["pot_rake"]
        return json.dumps(data, separators=(",", ":"), sort_keys=True)

    @staticmethod
    def from_json(text: str) -> GameConfig:
        """The rules a log stored (:meth:`to_json`); raises ``ValueError`` naming the first
        rule that is missing, of the wrong kind or out of range (input_checks)."""
        data = read_json(text)
        if not isinstance(data, dict):
            raise ValueError(f"the rules are a JSON object of game rules, not a "
                             f"{type(data).__name__}")
        missing = [key for key in REQUIRED_RULES if key not in data]
        if missing:
            raise ValueError(f"missing game rule(s) {', '.join(missing)}")
        known = {f.name for f in fields(GameConfig)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown game rule(s) {', '.join(sorted(unknown))}")
        hints = _config_hints()
        for key, value in data.items():
            problem = _rule_problem(key, hints[key], value)
            if problem:
                raise ValueError(f"{key}: {problem}")
        if data["game"] not in SHAPES:
            raise ValueError(f"game: {data['game']!r} is not a game the table engine runs")
        data["blinds"] = tuple(Blind(**b) for b in data["blinds"])
        if data.get("kill") is not None:
            data["kill"] = KillRule(**data["kill"])
        data["rule_ids"] = {k: tuple(v) for k, v in data.get("rule_ids", {}).items()}
        for key in ("chip_denominations", "late_entry_options", "entry_options"):
            data[key] = tuple(data.get(key, ()))
        return GameConfig(**data)

    def with_kill(self) -> GameConfig:
        """This config for a kill hand: the kill rule's limits (CG-O8-09)."""
        if self.kill is None:
            return self
        from dataclasses import replace

        return replace(self, small_bet=self.kill.small_bet, big_bet=self.kill.big_bet)


REQUIRED_RULES: Final = ("game", "structure", "small_bet", "big_bet", "blinds")
AT_LEAST_ONE: Final = frozenset({"small_bet", "chip_unit", "split_unit"})
_HINTS: dict[str, Any] = {}


def _config_hints() -> dict[str, Any]:
    if not _HINTS:
        _HINTS.update(typing.get_type_hints(GameConfig))
    return _HINTS


def _rule_problem(key: str, hint: Any, value: Any) -> str:
    """Why ``value`` cannot be the game rule ``key`` of type ``hint`` ("" when it can)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is Literal:
        return (  # i18n: a stored-rules read error (technician)
            "" if value in args else f"{value!r} is not one of {', '.join(map(str, args))}")
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return ""
        return _rule_problem(key, next(a for a in args if a is not type(None)), value)
    if hint is bool:
        return (  # i18n: a stored-rules read error (technician)
            "" if isinstance(value, bool) else f"expected true or false, got {value!r}")
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            return f"expected a whole number, got {value!r}"  # i18n: technician
        if key in AT_LEAST_ONE and value < 1:
            return f"must be at least 1, not {value}"  # i18n: technician
        return whole_problem(key, value)
    if hint is str:
        if not isinstance(value, str):
            return f"expected text, got {value!r}"  # i18n: technician
        return text_problem(key, value)
    if origin is dict and not isinstance(value, dict):
        return f"expected a JSON object, got {value!r}"  # i18n: technician
    if origin in (tuple, dict):
        items = list(value.values()) if origin is dict else value
        if not isinstance(items, list):
            return f"expected a list, got {value!r}"  # i18n: technician
        item = args[-1] if origin is dict else args[0]
        return next((p for v in items if (p := _rule_problem(key, item, v))), "")
    if hint in (Blind, KillRule):
        names = [f.name for f in fields(hint)]
        if not isinstance(value, dict) or sorted(value) != sorted(names):
            return f"expected an object with {', '.join(names)}, got {value!r}"  # i18n: technician
        inner = _config_hints_of(hint)
        return next(  # i18n: a stored-rules read error (technician)
            (f"{k}: {p}" for k, v in value.items()
             if (p := _rule_problem(k if k != "amount" else "blind", inner[k], v))), "")
    return ""


def _config_hints_of(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)
