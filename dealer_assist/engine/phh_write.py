"""The one PHH writer for every hand we export: the engine's round-trip export (``phh.export``)
and the log export (``storage.export_phh``) both call :func:`write_hand`, which lays out PHH's
fields around the actions :class:`~dealer_assist.engine.phh_actions.PHHActions` reads from the
hand's events.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Final

from dealer_assist.engine.betting import CHECK_GESTURES
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import (
    Acted,
    BetReturned,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandStarted,
    Posted,
    PotAwarded,
)
from dealer_assist.engine.game_shapes import SHAPES
from dealer_assist.engine.phh_actions import (
    ANTES,
    FLOOR_BETTING_RULINGS,
    OUT_OF_TURN,
    PHH_CAP,
    PHHActions,
    player_order,
)


class PHHCannotDescribe(ValueError):
    """A hand PHH has no variant for (spread limit, Omaha high, banked games...) or cannot
    state (starting stacks not recorded, a stud hand without a bring-in)."""


#: The engine's games PHH names: (game, hi-lo, betting structure) -> PHH variant code.
def variant_codes() -> dict[str, tuple[str, bool, str]]:
    """PHH variant code -> (game, hi-lo, betting structure), from each game's shape."""
    return {code: (shape.name, hi_lo, structure)
            for shape in SHAPES.values() for hi_lo, structure, code in shape.phh_variants}

PHH_READING: Final = GameConfig(
    cap_bets=PHH_CAP, heads_up_uncapped=False, blind_counts_toward_cap=False,
    short_all_in="cumulative", odd_chips_together=True, open_pair="no_effect",
)
"""The standard's own reading where a house may differ (PHH fixes the cap at four completions,
bets or raises on top of the blinds, never uncapped heads-up; see ``phh.from_mapping``)."""

NO_CAP: Final = 0
"""``_cap_bets = 0``: the house sets no cap in this fixed-limit game."""

HOUSE_RULE_FIELDS: Final = ("cap_bets", "heads_up_uncapped", "blind_counts_toward_cap",
                            "short_all_in", "odd_chip", "odd_chips_together", "split_unit",
                            "open_pair")
"""Rules a house may read otherwise than PHH. An export writes each one that differs as a
user-defined field (``_heads_up_uncapped = true``: PHH allows fields named with a leading
underscore) so our reader replays the hand as the table played it; other readers ignore them."""


def variant_of(config: GameConfig) -> str:
    """The PHH variant for the rules a table recorded (not its game or limit names)."""
    code = next((c for hi_lo, structure, c in config.shape.phh_variants
                 if (hi_lo, structure) == (config.hi_lo, config.structure)), None)
    if code is None:
        low = " hi-lo" if config.hi_lo else ""  # i18n: PHH export
        raise PHHCannotDescribe(  # i18n: PHH export
            f"PHH has no variant for {config.structure.replace('_', '-')} {config.game}{low}")
    return code


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What a log knows about a hand beyond its events, written as PHH's optional fields."""

    table: str | None = None
    venue: str | None = None  # the house
    seat_count: int | None = None
    players: Mapping[int, str] | None = None
    started_utc: datetime | None = None  # aware; written as UTC
    currency: str | None = None  # ISO 4217 code
    finishing_stacks: Mapping[int, int] | None = None


def write_hand(
    config: GameConfig,
    started: HandStarted,
    stacks: Mapping[int, int] | None,
    events: Sequence[Event],
    facts: HandFacts | None = None,
) -> str:
    """One hand as PHH text. ``stacks`` are each seat's chips before the posts and collection.

    The table's collection is the house's rake: PHH has no action for it, so the text carries
    ``_collection`` (and ``_collection_live`` for LC-46's live one) for our reader, and the
    ``finishing_stacks`` (given, or counted from the events) are after it, as PHH counts rake.
    """
    variant = variant_of(config)
    if stacks is None:
        raise PHHCannotDescribe("the hand's starting stacks are not recorded")  # i18n: PHH export
    if config.is_stud and config.bring_in < 1:
        raise PHHCannotDescribe(  # i18n: PHH export
            f"a stud bring-in of ${config.bring_in} is not a bet (K22)")
    facts = facts or HandFacts()
    order = player_order(started)
    fixed = config.structure == "fixed"
    built = PHHActions(order, stud=config.is_stud, fixed_limit=fixed,
                       house_short_all_in=fixed and config.short_all_in != "cumulative",
                       small_bet=config.small_bet,
                       house_open_pair=config.is_stud and config.open_pair != "no_effect",
                       ).read(events)
    antes = built.in_order(built.antes)
    fields: list[tuple[str, object]] = [
        ("variant", variant),
        ("ante_trimming_status", len(set(antes)) == 1 and antes[0] > 0),
        ("antes", antes),
    ]
    if config.is_stud:
        fields.append(("bring_in", config.bring_in))
    else:
        fields.append(("blinds_or_straddles", built.in_order(built.blinds)))
    if config.structure == "fixed":
        fields += [("small_bet", started.small_bet or config.small_bet),
                   ("big_bet", started.big_bet or config.big_bet)]
    else:
        fields.append(("min_bet", max(config.small_bet, config.big_blind, *built.blinds.values(),
                                      0)))
    fields += [("starting_stacks", [stacks.get(s, 0) for s in order]),
               ("actions", built.actions), ("hand", started.hand), ("seats", list(order))]
    if facts.finishing_stacks is None:
        facts = replace(facts, finishing_stacks=finishing_stacks(stacks, events))
    fields += _facts(facts, order)
    fields += _house_fields(config, built)
    lines = [f"{key} = {_toml(value)}" for key, value in fields]  # i18n: PHH export
    lines.extend(f"# {note}" for note in built.notes)  # i18n: PHH export
    return "\n".join(lines) + "\n"


def _facts(facts: HandFacts, order: Sequence[int]) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    if facts.seat_count is not None:
        out.append(("seat_count", facts.seat_count))
    if facts.table is not None:
        out.append(("table", facts.table))
    if facts.players:
        out.append(("players", [facts.players.get(s, "") for s in order]))
    if facts.venue:
        out.append(("venue", facts.venue))
    if facts.started_utc is not None:
        moment = facts.started_utc.astimezone(UTC)
        out += [("time", _Raw(moment.strftime("%H:%M:%S"))), ("time_zone", "UTC"),
                ("day", moment.day), ("month", moment.month), ("year", moment.year)]
    if facts.finishing_stacks is not None:
        out.append(("finishing_stacks", [facts.finishing_stacks.get(s, 0) for s in order]))
    if facts.currency:
        out.append(("currency", facts.currency))
    return out


def _house_fields(config: GameConfig, built: PHHActions) -> list[tuple[str, object]]:
    """What PHH cannot say, as user-defined fields: the collection (rake) and the house's
    readings where they differ from the standard's (``HOUSE_RULE_FIELDS``)."""
    out: list[tuple[str, object]] = []
    if built.collection:
        out.append(("_collection", built.collection))
        if built.collection_live:
            out.append(("_collection_live", True))
    skip = {"blind_counts_toward_cap"} if config.is_stud else {"open_pair", "odd_chip"}
    if config.structure == "no_limit":
        skip |= {"cap_bets", "heads_up_uncapped", "blind_counts_toward_cap"}
    for name in HOUSE_RULE_FIELDS:
        value = getattr(config, name)
        if name in skip:
            continue
        if name == "cap_bets" and value is None:
            value = NO_CAP
        if value != getattr(PHH_READING, name):
            out.append((f"_{name}", value))  # i18n: PHH export
    return out


@dataclass(frozen=True, slots=True)
class _Raw:
    """A TOML value written as is (a local time)."""

    text: str


def _toml(value: object) -> str:
    if isinstance(value, _Raw):
        return value.text
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    raise TypeError(f"no PHH form for {value!r}")


def finishing_stacks(stacks: Mapping[int, int], events: Iterable[Event]) -> dict[int, int] | None:
    """Each seat's chips once the hand is settled, from the money its events moved (posts, the
    collection, wagers as street totals, bets returned, pots awarded); None for a hand not yet
    settled or one a floor ruling changed (its amounts are in the log, not in the actions)."""
    left = dict(stacks)
    street: dict[int, int] = {}
    current, acted, settled = 0, False, False
    for ev in events:
        if ev.type in OUT_OF_TURN or ev.type in FLOOR_BETTING_RULINGS:
            return None
        if isinstance(ev, CardDealt | BoardCard | CardBurned):
            if acted:
                street, current, acted = {}, 0, False
        elif isinstance(ev, Posted):
            left[ev.seat] = left.get(ev.seat, 0) - ev.live - ev.dead
            if ev.kind not in ANTES:
                street[ev.seat] = street.get(ev.seat, 0) + ev.live
                current = max(current, street[ev.seat])
        elif isinstance(ev, CollectionTaken):
            left[ev.seat] = left.get(ev.seat, 0) - ev.amount
            if ev.live:
                street[ev.seat] = street.get(ev.seat, 0) + ev.amount
        elif isinstance(ev, Acted):
            acted = True
            if ev.action == "fold" or ev.action == "check" or ev.action in CHECK_GESTURES:
                continue
            before = street.get(ev.seat, 0)
            to = ev.to or min(current, before + left.get(ev.seat, 0))  # a call logged as 0
            left[ev.seat] = left.get(ev.seat, 0) - (to - before)
            street[ev.seat] = to
            current = max(current, to)
        elif isinstance(ev, BetReturned | PotAwarded):
            left[ev.seat] = left.get(ev.seat, 0) + ev.amount
            settled = settled or isinstance(ev, PotAwarded)
        elif isinstance(ev, HandEnded):
            break
    return left if settled else None
