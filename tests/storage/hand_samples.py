"""Deterministic sample hands for the storage tests (the engine is not needed to log events)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import sqlite_utils

from dealer_assist.cards import parse_card
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import (
    Acted,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandStarted,
    Mucked,
    PlayerSeated,
    Posted,
    PotAwarded,
    RulingDecided,
    RulingProposed,
    Shown,
    TableConfigured,
)
from dealer_assist.storage.schema import APPLICATION_ID, MIGRATIONS
from dealer_assist.storage.verify import VerifyReport, verify


def verify_chain(path: str | Path, **options: Any) -> VerifyReport:
    """``verify`` without the engine replay: these sample hands are logged events built for the
    store's tests, not hands the engine would deal (their first blind is not where the engine
    puts it). The chain and the derived tables are checked in full."""
    return verify(path, engine=False, **options)


def legacy_log(path: Path, version: int) -> sqlite3.Connection:
    """A hand log as a program of schema ``version`` (before the chain covered the staff and
    audit tables) created it: returns an open connection to fill it as that program would."""
    conn = sqlite3.connect(path, isolation_level=None)
    db = sqlite_utils.Database(conn)
    for migration in MIGRATIONS[:version]:
        migration(db)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA journal_mode = WAL")
    return conn


START_MS = 1_790_000_000_000  # 2026-09-21T14:13:20Z


class TickingClock:
    """A wall clock for tests: starts at START_MS and moves ``step`` ms on every reading."""

    def __init__(self, start: int = START_MS, step: int = 1000) -> None:
        self.now, self.step = start, step

    def __call__(self) -> int:
        self.now += self.step
        return self.now


DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]
PLAYERS = ("ann", "bob", "cy", "dee", "ed", "flo")


def house_rules(game: str = "holdem") -> str:
    """The engine rules a sample table records with its set-up (GameConfig JSON): $20-$40
    Hold'em with $10/$20 blinds and a $3 collection, or $8-$16 stud, $1 ante, $3 bring-in."""
    if game == "stud":
        config = GameConfig(game="stud", small_bet=8, big_bet=16, blinds=(), ante=1, bring_in=3)
    else:
        config = GameConfig(small_bet=20, big_bet=40, collection=3,
                            blinds=(Blind("small_blind", 10), Blind("big_blind", 20)))
    return config.to_json()


def table_setup(table: str, game: str = "holdem", limit: str = "20-40") -> list[Event]:
    events: list[Event] = [TableConfigured(table, "lc_high", game, limit, seats=9,
                                           rules=house_rules(game))]
    events += [PlayerSeated(seat, name, 1000) for seat, name in enumerate(PLAYERS, start=1)]
    return events


def holdem_hand(number: int, *, ruling: int | None = None) -> list[Event]:
    """About 34 events: blinds, collection, 12 hole cards, flop/turn/river, betting, showdown."""
    rng = random.Random(number)
    cards = [parse_card(c) for c in rng.sample(DECK, 20)]
    seats = (1, 2, 3, 4, 5, 6)
    button = seats[number % 6]
    order = [s for s in seats if s > button] + [s for s in seats if s <= button]
    sb, bb = order[0], order[1]
    events: list[Event] = [
        HandStarted(number, button, seats, small_bet=20, big_bet=40, stacks=(1000,) * 6),
        Posted(sb, "small_blind", 10),
        Posted(bb, "big_blind", 20),
        CollectionTaken(button, 3),
    ]
    deck = iter(cards)
    for _ in range(2):
        events += [CardDealt(seat, next(deck)) for seat in order]
    first, second = order[2], order[3]
    events += [Acted(s, "fold") for s in order[4:]] + [Acted(sb, "fold")]
    events += [Acted(first, "raise", 40), Acted(second, "call", 40), Acted(bb, "fold")]
    if ruling is not None:
        events.append(RulingProposed(ruling, "exposed_card", ("LC-71",), "card flashed on deal"))
    events += [CardBurned(next(deck))] + [BoardCard(next(deck)) for _ in range(3)]
    events += [Acted(first, "bet", 20), Acted(second, "call", 20)]
    events += [CardBurned(next(deck)), BoardCard(next(deck)), Acted(first, "check"),
               Acted(second, "check")]
    events += [CardBurned(next(deck)), BoardCard(next(deck)), Acted(first, "check"),
               Acted(second, "check")]
    hole = {s: [] for s in order}
    for event in events:
        if isinstance(event, CardDealt) and event.card is not None:
            hole[event.seat].append(event.card)
    events += [Shown(first, tuple(hole[first])), Mucked(second)]
    if ruling is not None:
        events.append(RulingDecided(ruling, "confirmed", "floor-7", "LC-71 applies"))
    events += [PotAwarded(0, first, 147, hand_label="pair"), HandEnded(number)]
    return events
