"""Logged poker hands as PHH files for supervisors (the TOML format PokerKit reads).

The text is written by the engine's one PHH writer (:func:`dealer_assist.engine.phh_write.
write_hand`); this module only gathers what a log knows and a replay does not: the rules the
table recorded, the table, the house, who sat where, the start time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Final

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Event, HandStarted, TableConfigured
from dealer_assist.engine.phh_actions import PHH_EVENT_TYPES
from dealer_assist.engine.phh_write import (
    HandFacts,
    PHHCannotDescribe,
    variant_of,
    write_hand,
)

PHH_TYPES: Final = PHH_EVENT_TYPES
"""The event types a PHH hand is written from (the export reads no others)."""

NotPokerHand = PHHCannotDescribe
"""A hand PHH cannot describe (banked games, spread limit, no recorded stacks...): skipped."""


def table_rules(config: TableConfigured) -> GameConfig:
    """The engine rules the table recorded with its set-up; a log without them (written before
    tables recorded their rules) cannot say which PHH variant it played."""
    if not config.rules:
        raise PHHCannotDescribe(f"table {config.table}: no rules recorded with its set-up "
                                f"({config.house} {config.game} {config.limit})")
    try:
        return GameConfig.from_json(config.rules)
    except (ValueError, TypeError) as exc:
        raise PHHCannotDescribe(f"table {config.table}: its recorded rules cannot be read: "
                                f"{exc}") from exc


def phh_variant(config: TableConfigured) -> str:
    """PHH variant code from the rules the table recorded (``FT``, ``FO/8``, ``F7S/8``...)."""
    return variant_of(table_rules(config))


def hand_to_phh(
    config: TableConfigured, events: Sequence[Event], *,
    players: Mapping[int, str] | None = None, stacks: Mapping[int, int] | None = None,
    started_at: int | None = None,
) -> str:
    """One hand as PHH text. ``events`` must contain the hand's ``HandStarted``.

    ``stacks`` (chips at the start of the hand, by seat) default to those the ``HandStarted``
    event records; a hand whose stacks were never recorded cannot be written (PHH requires them).
    """
    rules = table_rules(config)
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    if started is None:
        raise ValueError("a hand's events start with hand_started")
    if stacks is None and started.stacks:
        stacks = dict(zip(sorted(started.dealt_in), started.stacks, strict=False))
    moment = None if started_at is None else datetime.fromtimestamp(started_at / 1000, UTC)
    facts = HandFacts(table=config.table, venue=config.house or None, seat_count=config.seats,
                      players=players, started_utc=moment, currency="USD")
    return write_hand(rules, started, stacks, events, facts)
