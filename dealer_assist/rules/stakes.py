"""Per-limit amounts (the limit ladder): blinds, antes, collection, buy-ins, chip unit, kill.

Policy lives in the sections (live or dead, who may post); the dollar figures that change with
the limit live here, one table per limit key in the profile file. All amounts are whole dollars.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Final

from dealer_assist.messages import Message, msg
from dealer_assist.rules.checks import Invalid, Sources, check_sources, no_sources
from dealer_assist.rules.enums import BlindKind
from dealer_assist.rules.values import Amount, RoomSetting, Setting


def _given(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


_AT_LEAST_ONE: Final = msg("rules.at_least_one", "must be 1 or more")
BLIND_WORDS: Final = {BlindKind.SMALL_BLIND: msg("rules.blind.small", "small blind"),
                      BlindKind.BUTTON_BLIND: msg("rules.blind.button", "button blind")}
"""A blind an amount check names, said in the reader's language."""


def blind_word(kind: BlindKind) -> Message | str:
    return BLIND_WORDS.get(kind, str(kind).replace("_", " "))


@dataclass(frozen=True, slots=True, kw_only=True)
class KillStakes:
    """K09 amounts at one limit (CG-O8-09; other limits by AMB-16c)."""

    threshold: Amount
    """A scooped main pot of at least this much triggers the kill."""
    blind: Amount
    """The kill blind the scooper posts next hand."""
    limit: str
    """The limit key played on the kill hand (e.g. "6-12")."""


@dataclass(frozen=True, slots=True, kw_only=True)
class WagerRange:
    """A wager's minimum and maximum (HTP-3CP-10, CG-BBJ-02)."""

    minimum: Setting[Amount]
    """Smallest wager accepted."""
    maximum: Setting[Amount]
    """Largest wager with action; any excess is returned (CG-HAB-08, CG-BBJ-07)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class _Common:
    chip_unit: Setting[Amount]
    """Every amount moves in multiples of this chip (LC-67, LC-14, AMB-21)."""
    collection: Setting[Amount] | None
    """Collection per hand (button or per player); ``None`` when the game has none."""
    time_collection: Setting[Amount] | None
    """Time collection per player per period; ``None`` when the game never uses time."""
    sources: Sources = field(default_factory=no_sources)

    def _check_common(self) -> None:
        check_sources(self)
        unit = _given(self.chip_unit)
        if unit is not None and unit < 1:
            raise Invalid("chip_unit", _AT_LEAST_ONE)


@dataclass(frozen=True, slots=True, kw_only=True)
class PokerStakes(_Common):
    """Amounts shared by flop and stud games."""

    buy_in_min: Setting[Amount]
    """K20: CG-HE-10, CG-STD-13, LC-35, PGP-GAM-02/06/09."""
    buy_in_max: Setting[Amount] | None
    """K20: PGP-GAM-06/09; ``None`` = the rulebook sets no maximum."""
    chip_denominations: Setting[tuple[Amount, ...]] | None = None
    """LC-14: the standard chips of this game and limit, smallest first (20-40: 5, 25)."""

    def _check_poker(self) -> None:
        self._check_common()
        _check_denominations(self.chip_denominations, _given(self.chip_unit))
        low, high = _given(self.buy_in_min), _given(self.buy_in_max)
        if low is not None and high is not None and high < low:
            raise Invalid("buy_in_max", f"maximum buy-in {high} is below the minimum {low}")


def _check_denominations(chips: object, unit: int | None) -> None:
    """LC-14: standard chips are positive, listed once each, smallest first, and the limit's
    common chip (LC-67) can be paid with the smallest of them."""
    if not isinstance(chips, tuple):
        return
    if not chips:
        raise Invalid("chip_denominations", 'lists no chip; write "none" when not listed')
    for i, chip in enumerate(chips):
        if chip < 1:
            raise Invalid(f"chip_denominations[{i}]", "a chip is worth 1 or more")
        if i and chip <= chips[i - 1]:
            raise Invalid(
                f"chip_denominations[{i}]",
                f"{chip} does not follow {chips[i - 1]}: list each chip once, smallest first",
            )
    if unit is not None and unit % chips[0]:
        raise Invalid(
            "chip_denominations",
            f"the common chip {unit} (chip_unit, LC-67) cannot be paid in {chips[0]} chips",
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class FlopStakes(PokerStakes):
    """A flop game's amounts at one limit."""

    blinds: Mapping[BlindKind, Setting[Amount]]
    """One amount per blind of ``blinds.posts`` (K01)."""
    min_raise: Setting[Amount] | None
    """Spread limit: smallest raise (not in the PGP text, Gaps); ``None`` for other structures."""
    kill: KillStakes | None
    """K09 amounts; ``None`` when the game has no kill."""

    def check(self) -> None:
        self._check_poker()
        given: dict[BlindKind, int] = {}
        for kind, value in self.blinds.items():
            amount = _given(value)
            if amount is not None:
                given[kind] = amount
        big = given.get(BlindKind.BIG_BLIND)
        for kind in (BlindKind.BUTTON_BLIND, BlindKind.SMALL_BLIND):
            if big is not None and kind in given and given[kind] > big:
                raise Invalid(f"blinds.{kind}", msg(
                    "rules.blind_over_big", "{kind} {amount} is larger than the big blind {big}",
                    kind=blind_word(kind), amount=given[kind], big=big))
        unit = _given(self.chip_unit)
        if unit is not None:
            for kind, amount in given.items():
                if amount % unit:
                    raise Invalid(f"blinds.{kind}", msg(
                        "rules.blind_not_in_chips", "{amount} is not a multiple of the chip "
                        "unit {unit} (LC-68)", amount=amount, unit=unit))
        if self.kill is not None and self.kill.blind < 1:
            raise Invalid("kill.blind", _AT_LEAST_ONE)


@dataclass(frozen=True, slots=True, kw_only=True)
class StudStakes(PokerStakes):
    """A stud game's amounts at one limit (K22)."""

    ante: Setting[Amount]
    """CG-STD-02 ($1 at 4-8); HTP gives none (Gaps)."""
    bring_in_min: Setting[Amount] | None
    """Bring-in floor (CG-STD-04, CG-GL-13); ``None`` when the house sets only a ceiling."""
    bring_in_max: Setting[Amount] | None
    """Bring-in ceiling, normally the small bet (CG-STD-04, CG-GL-13); ``None``: floor only."""
    completion: Setting[Amount]
    """What a bring-in is completed to: the small bet (CG-STD-05, LC-GL-18)."""

    def check(self) -> None:
        self._check_poker()
        if self.bring_in_min is None and self.bring_in_max is None:
            raise Invalid("bring_in_min", "a bring-in needs a floor, a ceiling or both (CG-GL-13)")
        low, high = _given(self.bring_in_min), _given(self.bring_in_max)
        if low is not None and high is not None and high < low:
            raise Invalid("bring_in_max", msg("rules.bring_in_ceiling_low", "bring-in ceiling "
                                              "{high} is below the floor {low}", high=high,
                                              low=low))
        full = _given(self.completion)
        if full is not None and high is not None and full < high:
            raise Invalid("completion", msg("rules.completion_low", "completion {full} is below "
                                            "the bring-in ceiling {high}", full=full, high=high))


@dataclass(frozen=True, slots=True, kw_only=True)
class BankedStakes(_Common):
    """A banked game's posted wager limits (HTP-3CP-10, CG-3CP-B03, CG-BBJ-02)."""

    table: WagerRange
    """Main wager limits posted at the table."""
    side_bets: Mapping[str, WagerRange]
    """Limits of side wagers by name (e.g. buster: $5-$100 per seated position, CG-BBJ-02)."""

    def check(self) -> None:
        self._check_common()
        for name, rng in {
            "table": self.table,
            **{f"side_bets.{k}": v for k, v in self.side_bets.items()},
        }.items():
            low, high = _given(rng.minimum), _given(rng.maximum)
            if low is not None and high is not None and high < low:
                raise Invalid(f"{name}.maximum", f"maximum {high} is below the minimum {low}")


def room_settings_of(obj: object, prefix: str) -> list[str]:
    """Dotted keys of every pending room setting inside a stakes or section object."""
    found: list[str] = []
    for f in fields(obj):  # type: ignore[arg-type]
        _collect(getattr(obj, f.name), f"{prefix}.{f.name}", found)
    return found


def _collect(value: object, key: str, found: list[str]) -> None:
    if isinstance(value, RoomSetting):
        found.append(key)
    elif isinstance(value, Mapping):
        for k, v in value.items():
            _collect(v, f"{key}.{k}", found)
    elif hasattr(value, "__dataclass_fields__"):
        found.extend(room_settings_of(value, key))
