"""Logged poker hands as PHH files for supervisors (the TOML format PokerKit reads).

The actions are written by the engine's one PHH writer (:mod:`dealer_assist.engine.phh_write`);
this module adds what a log export knows and a replay does not: the table, hand number, seat
numbers, player names and start time, and as comments or ``_`` fields what PHH cannot say
(collection, dead money, awards).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from dealer_assist.engine.events import (
    Acted,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandStarted,
    Mucked,
    Posted,
    PotAwarded,
    Shown,
    TableConfigured,
)
from dealer_assist.engine.phh_write import (
    FLOOR_BETTING_RULINGS,
    OUT_OF_TURN,
    PHHActions,
    player_order,
)
from dealer_assist.storage.times import iso_utc

#: The event types a PHH hand is written from (the export reads no others).
PHH_TYPES: Final = frozenset(cls.type for cls in (
    HandStarted, Posted, CollectionTaken, CardDealt, CardBurned, BoardCard, Acted, Shown, Mucked,
    PotAwarded,
)) | OUT_OF_TURN | FLOOR_BETTING_RULINGS


class NotPokerHand(ValueError):
    """The table's game is not a poker game PHH can describe (banked games, blackjack...)."""


def phh_variant(game: str, limit: str) -> str:
    """PHH variant code from the table's game and limit keys (``holdem``, ``20-40`` -> ``FT``)."""
    g = re.sub(r"[^a-z0-9]", "", game.lower())
    low = "8" in g or "hilo" in g or "hl" in g
    if "holdem" in g or g in ("he", "nlhe", "lhe"):
        family = "T"
    elif "omaha" in g or g.startswith("o8"):
        family = "O/8" if low else "O"
    elif "stud" in g or g in ("7cs", "std", "s8"):
        family = "7S/8" if low else "7S"
    elif "razz" in g:
        family = "R"
    else:
        raise NotPokerHand(f"game {game!r} is not a poker game PHH can describe")
    lim = re.sub(r"[^a-z]", "", limit.lower())
    betting = "N" if lim.startswith(("nl", "nolimit")) else "P" if lim.startswith(
        ("pl", "potlimit")) else "F"
    return betting + family


def hand_to_phh(
    config: TableConfigured, events: Sequence[Event], *,
    players: Mapping[int, str] | None = None, stacks: Mapping[int, int] | None = None,
    started_at: int | None = None,
) -> str:
    """One hand as PHH text. ``events`` must start with the hand's ``HandStarted``.

    ``stacks`` (chips at the start of the hand, by seat) default to those the ``HandStarted``
    event records; a log written before it recorded them gets ``inf`` with a comment saying so.
    """
    variant = phh_variant(config.game, config.limit)
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    if started is None:
        raise ValueError("a hand's events start with hand_started")
    order = player_order(started)
    if stacks is None and started.stacks:
        stacks = dict(zip(sorted(started.dealt_in), started.stacks, strict=False))
    builder = PHHActions(order, stud="7S" in variant or "R" in variant).read(events)

    lines = [f"# table {config.table}, hand {started.hand}: {config.house} {config.game} "
             f"{config.limit}, button seat {started.button}"]
    lines.append(f"variant = {_q(variant)}")
    lines.append("ante_trimming_status = false")
    lines.append(f"antes = {_list(builder.in_order(builder.antes))}")
    if "7S" in variant or "R" in variant:
        lines.append(f"bring_in = {builder.bring_in}")
    else:
        lines.append(f"blinds_or_straddles = {_list(builder.in_order(builder.blinds))}")
    if variant.startswith("F"):
        lines.append(f"small_bet = {started.small_bet}")
        lines.append(f"big_bet = {started.big_bet}")
    else:
        lines.append(f"min_bet = {max([started.small_bet, *builder.blinds.values()])}")
    if stacks is None:
        lines.append("# starting stacks are not recorded in the event log")
        lines.append(f"starting_stacks = {_list('inf' for _ in order)}")
    else:
        lines.append(f"starting_stacks = {_list(stacks.get(s, 0) for s in order)}")
    lines.append("actions = [")
    lines.extend(f"  {_q(a)}," for a in builder.actions)
    lines.append("]")
    lines.append(f"hand = {started.hand}")
    lines.append(f"seat_count = {config.seats}")
    lines.append(f"seats = {_list(order)}")
    if players:
        lines.append(f"players = {_list(_q(players.get(s, '')) for s in order)}")
    if started_at is not None:
        lines.append(f"_started_utc = {_q(iso_utc(started_at))}")
    lines.append(f"_table = {_q(config.table)}")
    lines.append(f"_collection = {builder.collection}")
    lines.extend(f"# {note}" for note in builder.notes)
    return "\n".join(lines) + "\n"


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _list(items: Iterable[object]) -> str:
    return "[" + ", ".join(str(i) for i in items) + "]"
