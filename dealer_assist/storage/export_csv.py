"""CSV for supervisors: one row per hand, summarised from the hand's own events."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from dealer_assist.engine.events import (
    CollectionTaken,
    HandStarted,
    PotAwarded,
    RulingDecided,
    RulingProposed,
)
from dealer_assist.storage.export_hands import HandRecord
from dealer_assist.storage.times import iso_utc

COLUMNS: Final = (
    "table", "hand", "house", "game", "limit", "small_bet", "big_bet", "started_utc",
    "ended_utc", "status", "voided", "button", "seats", "pots", "winners", "collection", "rulings",
)

#: The only event types a CSV row reads; the export query skips every other row in SQLite.
NEEDED: Final = frozenset(cls.type for cls in (
    HandStarted, CollectionTaken, PotAwarded, RulingProposed, RulingDecided,
))


def csv_row(record: HandRecord) -> list[Any]:
    button, seats, collection = "", "", 0
    pots: dict[int, int] = {}
    winners: list[str] = []
    rulings: dict[int, list[str]] = {}
    small_bet: Any = ""
    big_bet: Any = ""
    for data in record.dicts():
        kind = data["type"]
        if kind == HandStarted.type:
            button, small_bet, big_bet = data["button"], data["small_bet"], data["big_bet"]
            seats = "; ".join(_seat(s, record.players) for s in data["dealt_in"])
        elif kind == CollectionTaken.type:
            collection += data["amount"]
        elif kind == PotAwarded.type:
            pots[data["pot"]] = pots.get(data["pot"], 0) + data["amount"]
            half = "" if data["half"] == "whole" else f" {data['half']}"
            winners.append(f"{_pot(data['pot'])}{half}: {_seat(data['seat'], record.players)} "
                           f"{data['amount']}")
        elif kind == RulingProposed.type:
            rulings[data["ruling"]] = [f"#{data['ruling']} {data['irregularity']}", "proposed"]
        elif kind == RulingDecided.type:
            entry = rulings.setdefault(data["ruling"], [f"#{data['ruling']}", ""])
            entry[1] = f"{data['decision']} by {data['by']}"
    return [
        record.table, record.hand, record.house or "", record.game or "", record.limit or "",
        small_bet, big_bet, iso_utc(record.started_at), iso_utc(record.ended_at), record.status,
        int(record.voided), button, seats,
        "; ".join(f"{_pot(p)} {amount}" for p, amount in sorted(pots.items())),
        "; ".join(winners), collection,
        "; ".join(f"{what} {status}" for what, status in rulings.values()),
    ]


def _seat(seat: int, players: dict[int, str]) -> str:
    name = players.get(seat)
    return f"{seat} {name}" if name else str(seat)


def _pot(pot: int) -> str:
    return "main" if pot == 0 else f"side {pot}"


def csv_rows(records: Iterator[HandRecord]) -> Iterator[list[Any]]:
    for record in records:
        yield csv_row(record)
