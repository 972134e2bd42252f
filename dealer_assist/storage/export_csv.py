"""CSV for supervisors: one row per hand, summarised from the hand's own events.

Times twice: UTC (what the log stores, comparable across rooms) and this computer's local time
with its offset (what a supervisor reads). The file starts with a UTF-8 byte-order mark so a
spreadsheet opens "José" as José (``utf-8-sig``)."""

from __future__ import annotations

from typing import Any, Final

from dealer_assist.engine.events import (
    CollectionTaken,
    HandStarted,
    PotAwarded,
    RulingDecided,
    RulingProposed,
)
from dealer_assist.storage.codec import body_values
from dealer_assist.storage.export_hands import HandRecord
from dealer_assist.storage.times import iso_local, iso_utc

COLUMNS: Final = (
    "table", "hand", "house", "game", "limit", "small_bet", "big_bet", "started_utc",
    "ended_utc", "started_local", "ended_local", "status", "voided", "button", "seats", "pots",
    "winners", "collection", "rulings", "dealer",
)
"""Add a column at the end only: supervisors' spreadsheets read the columns by position."""

BYTE_ORDER_MARK: Final = "\ufeff"

#: Banked games' rounds and collections, read by name (their module need not be loaded).
BANKED_ROUND: Final = "banked_round_started"
BANKED_COLLECTION: Final = "banked_collection_paid"
#: The only event types a CSV row reads; the export query skips every other row in SQLite.
NEEDED: Final = frozenset(cls.type for cls in (
    HandStarted, CollectionTaken, PotAwarded, RulingProposed, RulingDecided,
)) | {BANKED_ROUND, BANKED_COLLECTION}


def csv_row(record: HandRecord) -> list[Any]:
    """The hand's CSV row; reads each event's values by position (no dict per event)."""
    button: Any = ""
    small_bet: Any = ""
    big_bet: Any = ""
    seats, collection = "", 0
    pots: dict[int, int] = {}
    winners: list[str] = []
    rulings: dict[int, list[str]] = {}
    for kind, body in record.rows:
        v = body_values(body)
        at = kind.position
        if kind.type == HandStarted.type:
            button, small_bet, big_bet = v[at["button"]], v[at["small_bet"]], v[at["big_bet"]]
            seats = "; ".join(_seat(s, record.players) for s in v[at["dealt_in"]])
        elif kind.type == BANKED_ROUND:
            button = v[at["button"]]
            players = dict(zip(v[at["seats"]], v[at["players"]], strict=True))
            seats = "; ".join(_seat(s, players) for s in v[at["seats"]] if players[s])
        elif kind.type in (CollectionTaken.type, BANKED_COLLECTION):
            collection += v[at["amount"]]
        elif kind.type == PotAwarded.type:
            pot, amount, half = v[at["pot"]], v[at["amount"]], v[at["half"]]
            pots[pot] = pots.get(pot, 0) + amount
            half = "" if half == "whole" else f" {half}"
            winners.append(f"{_pot(pot)}{half}: {_seat(v[at['seat']], record.players)} {amount}")
        elif kind.type == RulingProposed.type:
            number = v[at["ruling"]]
            rulings[number] = [f"#{number} {v[at['irregularity']]}", "proposed"]
        elif kind.type == RulingDecided.type:
            number = v[at["ruling"]]
            entry = rulings.setdefault(number, [f"#{number}", ""])
            entry[1] = f"{v[at['decision']]} by {v[at['by']]}"
    return [
        record.table, record.hand, record.house or "", record.game or "", record.limit or "",
        small_bet, big_bet, iso_utc(record.started_at), iso_utc(record.ended_at),
        iso_local(record.started_at), iso_local(record.ended_at), record.status,
        int(record.voided), button, seats,
        "; ".join(f"{_pot(p)} {amount}" for p, amount in sorted(pots.items())),
        "; ".join(winners), collection,
        "; ".join(f"{what} {status}" for what, status in rulings.values()),
        record.dealer,
    ]


def _seat(seat: int, players: dict[int, str]) -> str:
    name = players.get(seat)
    return f"{seat} {name}" if name else str(seat)


def _pot(pot: int) -> str:
    return "main" if pot == 0 else f"side {pot}"
