"""``verify LOG --room DSN``: the table's log against the room's copy, event by event.

The room's copy cannot be rewritten by the table, so the first event where the two differ is
where the local file was tampered with (or damaged): edited, inserted, dropped, or cut short.
Events the room has not received yet are not a difference.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import NamedTuple

import psycopg

from dealer_assist.room.local import ChainRow, LocalLog
from dealer_assist.storage.chain import GENESIS, row_hash

_BATCH = 5000


@dataclass(frozen=True, slots=True)
class Comparison:
    compared: int  # events both hold
    not_yet_shipped: int  # events only the log has, after the room's head
    difference: str  # empty when they agree
    first_seq: int | None = None

    @property
    def ok(self) -> bool:
        return not self.difference


class RoomRow(NamedTuple):
    """The room's copy of one event; a ``masked`` body had its PIN hashes hidden (docs/room.md)."""

    row: ChainRow
    masked: bool


def _content(row: ChainRow) -> tuple[object, ...]:
    return (row.table, row.hand_id, row.at, row.type, row.v, row.fields, row.body)


def _same(a: ChainRow, b: RoomRow, previous: bytes) -> bool:
    """The log's row is the room's event. A masked body cannot be compared as text: the log's row
    must then hash, after the log's previous row, to the hash the room checked when the event
    arrived (the room recomputed it from the whole body), so an edit still shows."""
    if a.hash != b.row.hash:
        return False
    if not b.masked:
        return _content(a) == _content(b.row)
    rehashed = row_hash(previous, a.seq, a.table, a.hand_id, a.at, a.type, a.v, a.fields, a.body)
    return _content(a)[:6] == _content(b.row)[:6] and rehashed == a.hash


def _room_rows(conn: psycopg.Connection[tuple[object, ...]], log_id: int) -> Iterator[RoomRow]:
    with conn.cursor(name="room_copy") as cursor:
        cursor.itersize = _BATCH
        cursor.execute(
            "SELECT seq, table_name, hand_id, at, type, v, fields, body, hash, masked"
            " FROM room.event_bodies WHERE log_id = %s ORDER BY seq", (log_id,))
        for seq, table, hand, at, kind, v, fields, body, digest, masked in cursor:
            yield RoomRow(ChainRow(
                int(str(seq)), str(table), None if hand is None else int(str(hand)),
                int(str(at)), str(kind), int(str(v)), str(fields), str(body),
                bytes(digest) if isinstance(digest, bytes | memoryview) else b""), bool(masked))


def _local_rows(local: LocalLog) -> Iterator[ChainRow]:
    seq = 0
    while rows := local.rows_after(seq, _BATCH):
        yield from rows
        seq = rows[-1].seq


def compare(log: Path, dsn: str, log_id: int) -> Comparison:
    """Walk both copies in step; name the first event where they part."""
    local = LocalLog(log)
    try:
        with psycopg.connect(dsn) as conn:
            return _walk(_local_rows(local), _room_rows(conn, log_id), local.head_seq())
    finally:
        local.close()


def _walk(mine: Iterator[ChainRow], theirs: Iterator[RoomRow], last: int) -> Comparison:
    compared = 0
    previous = GENESIS
    while True:
        a = next(mine, None)
        room = next(theirs, None)
        if room is None:
            return Comparison(compared, 0 if a is None else last - a.seq + 1, "")
        b = room.row
        if a is None:
            return Comparison(compared, 0, f"the log was cut short: it ends at row {compared}, "
                              f"the room holds events up to row {_last(b, theirs)}",
                              compared + 1)
        if _same(a, room, previous):
            compared += 1
            previous = a.hash
            continue
        next_mine = list(islice(mine, 1))
        next_theirs = [r.row for r in islice(theirs, 1)]
        return Comparison(compared, 0, _what(a, b, next_mine, next_theirs), b.seq)


def _what(a: ChainRow, b: ChainRow, next_mine: list[ChainRow],
          next_theirs: list[ChainRow]) -> str:
    where = f"event {b.seq} ({b.type})"
    if next_theirs and _content(a) == _content(next_theirs[0]):
        return f"{where} was dropped from the log (the room has it; the log goes on without it)"
    if next_mine and _content(next_mine[0]) == _content(b):
        return (f"an event was inserted into the log at row {a.seq} ({a.type}): the room's "
                f"{where} follows it")
    if _content(a) == _content(b):
        return f"{where}: same content but a different hash: the chain was rewritten from here"
    return f"{where} was edited in the log: it differs from the room's copy"


def _last(first: ChainRow, rest: Iterator[RoomRow]) -> int:
    seq = first.seq
    for room in rest:
        seq = room.row.seq
    return seq
