"""Read-only queries for the floor, the supervisor and recovery (no writes here)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from dealer_assist.engine.events import Event
from dealer_assist.storage.anchor import ANCHOR_TYPES
from dealer_assist.storage.codec import KindCache, join_event
from dealer_assist.storage.records import HandSummary, Ruling, StoredEvent

_EVENT_COLUMNS = "e.seq, t.name, h.number, e.at, e.kind, e.body"
_EVENT_FROM = (
    "FROM events e JOIN tables t ON t.id = e.table_id LEFT JOIN hands h ON h.id = e.hand_id"
)


def table_row(conn: sqlite3.Connection, table: str) -> int | None:
    row = conn.execute("SELECT id FROM tables WHERE name = ?", (table,)).fetchone()
    return int(row[0]) if row else None


def stored_events(
    conn: sqlite3.Connection, kinds: KindCache, where: str, params: tuple[Any, ...],
) -> Iterator[StoredEvent]:
    """Events matching ``where`` (over alias ``e``), in log order, rebuilt as event objects.

    Signed chain heads are the log's bookkeeping, not table play: they are left out."""
    sql = f"SELECT {_EVENT_COLUMNS} {_EVENT_FROM} WHERE {where} ORDER BY e.seq"
    for seq, table, hand, at, kind_id, body in conn.execute(sql, params):
        kind = kinds.kind(conn, kind_id)
        if kind.type not in ANCHOR_TYPES:
            yield StoredEvent(seq, table, hand, at, join_event(kind, body))


def table_events(conn: sqlite3.Connection, kinds: KindCache, table: str) -> Iterator[Event]:
    """Every event of one table in log order: what the engine folds to rebuild the table."""
    table_id = table_row(conn, table)
    if table_id is None:
        return
    for stored in stored_events(conn, kinds, "e.table_id = ?", (table_id,)):
        yield stored.event


def hand_events(
    conn: sqlite3.Connection, kinds: KindCache, table: str, hand: int,
) -> list[StoredEvent]:
    """One hand's events for step-by-step replay (the latest hand with that number).

    Set-up events written during the hand (a player stepping away) are included: they happened
    at the table while the hand was played.
    """
    row = conn.execute(
        "SELECT h.table_id, h.first_seq, h.last_seq FROM hands h JOIN tables t"
        " ON t.id = h.table_id WHERE t.name = ? AND h.number = ? ORDER BY h.id DESC LIMIT 1",
        (table, hand),
    ).fetchone()
    if row is None:
        return []
    return list(stored_events(
        conn, kinds, "e.seq BETWEEN ? AND ? AND e.table_id = ?", (row[1], row[2], row[0])
    ))


_HAND_COLUMNS = (
    "t.name, h.number, h.house, h.game, h.game_limit, h.button, h.status, h.voided,"
    " h.started_at, h.ended_at, h.first_seq, h.last_seq"
)


def _hand(row: tuple[Any, ...]) -> HandSummary:
    table, number, house, game, limit, button, status, voided, started, ended, first, last = row
    return HandSummary(table, number, house, game, limit, button, status, bool(voided), started,
                       ended, first, last)


_DEALER = (
    # the contract of engine/house_dealers.py: the latest sign-in before the hand started, read
    # from the table's between-hands rows (a sign-in is never a hand's row)
    "(SELECT k.fields || char(10) || e.body FROM events e INDEXED BY events_between_hands"
    " JOIN event_kinds k ON k.id = e.kind WHERE e.table_id = h.table_id AND e.hand_id IS NULL"
    " AND e.seq < h.first_seq AND k.type = 'dealer_signed_in' ORDER BY e.seq DESC LIMIT 1)"
)


def last_hands(conn: sqlite3.Connection, table: str, count: int = 10) -> list[HandSummary]:
    """The table's latest hands, newest first (game recall), each with its house dealer."""
    rows = conn.execute(
        f"SELECT {_HAND_COLUMNS}, {_DEALER} FROM hands h JOIN tables t ON t.id = h.table_id"
        " WHERE t.name = ? ORDER BY h.id DESC LIMIT ?", (table, count),
    )
    return [replace(_hand(r[:-1]), dealer=_dealer(r[-1])) for r in rows]


def _dealer(row: str | None) -> str:
    if row is None:
        return ""
    fields, body = row.split("\n", 1)
    values = dict(zip(json.loads(fields), json.loads(body), strict=False))
    return f"{values.get('name', '')} ({values.get('badge', '')})"


def games(conn: sqlite3.Connection) -> list[str]:
    """The games the log holds hands of (the export's game filter offers these)."""
    return [str(r[0]) for r in conn.execute(
        "SELECT DISTINCT game FROM hands WHERE game IS NOT NULL ORDER BY game")]


def hands_started(conn: sqlite3.Connection, since: int, until: int) -> list[int]:
    """When each hand begun in [since, until) began (UTC ms): the shift chart's hands per hour."""
    return [int(r[0]) for r in conn.execute(
        "SELECT started_at FROM hands WHERE started_at >= ? AND started_at < ?", (since, until))]


def rulings(
    conn: sqlite3.Connection, table: str | None = None, since: int | None = None,
    until: int | None = None, status: str | None = None, decided_with: Sequence[str] = (),
) -> list[Ruling]:
    """Rulings proposed in [since, until) (a shift), optionally for one table and one status;
    ``decided_with``: only those decided by a badge among these (``decided_by`` ends "(BADGE)",
    as the Floor panel signs a decision)."""
    clauses, params = [], []
    for clause, value in (("t.name = ?", table), ("r.proposed_at >= ?", since),
                          ("r.proposed_at < ?", until), ("r.status = ?", status)):
        if value is not None:
            clauses.append(clause)
            params.append(value)
    if decided_with:
        signed = [f"({badge})" for badge in decided_with]
        clauses.append("(" + " OR ".join(
            ["substr(r.decided_by, -length(?)) = ?"] * len(signed)) + ")")
        params += [part for sign in signed for part in (sign, sign)]
    where = " AND ".join(clauses) or "1"
    rows = conn.execute(
        "SELECT t.name, r.ruling, h.number, r.irregularity, r.rule_ids, r.detail, r.status,"
        " r.proposed_at, r.decided_at, r.decided_by, r.reason FROM rulings r"
        " JOIN tables t ON t.id = r.table_id LEFT JOIN hands h ON h.id = r.hand_id"
        f" WHERE {where} ORDER BY r.proposed_at, r.id", params,
    )
    return [
        Ruling(name, number, hand, irr, tuple(json.loads(ids)) if ids else (), *rest)
        for name, number, hand, irr, ids, *rest in rows
    ]
