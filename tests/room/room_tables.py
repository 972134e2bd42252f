"""Simulated enrolled tables for the room tests: a real hand log, signed, played through the engine
(so ``verify``'s replay accepts it); and the two attacks of issue 15 as an adversary with write
access to the file would run them."""

from __future__ import annotations

import random
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from hand_samples import TickingClock
from played_hands import play_hand

from dealer_assist.engine.events import PlayerSeated
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.room.keys import Login, signer_for
from dealer_assist.room.shipper import Shipper, Totals
from dealer_assist.storage import EventStore
from dealer_assist.storage.chain import GENESIS, row_hash


@dataclass
class Table:
    name: str
    log: Path
    login: Login
    dsn: str
    hands: int = 0
    clock: TickingClock = field(default_factory=TickingClock)
    rng: random.Random = field(default_factory=lambda: random.Random(7))
    session: TableSession | None = None

    def _table(self) -> TableSession:
        """The LC $3-$6 demo room's table under this table's name, six players seated."""
        if self.session is None:
            self.session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6",
                                       self.name)
            self.session.run([PlayerSeated(seat, name, 200, "deal_now") for seat, name in
                              enumerate(("ann", "bob", "cy", "dee", "ed", "flo"), start=1)])
        return self.session

    def store(self) -> EventStore:
        store = EventStore.open(self.log, clock=self.clock)
        store.signer = signer_for(self.log)
        return store

    def setup(self) -> None:
        with self.store() as store:
            store.append(self.name, list(self._table().table.history))

    def play(self, hands: int = 1, *, split: int = 12) -> None:
        with self.store() as store:
            for _ in range(hands):
                self.hands += 1
                events = play_hand(self._table(), self.rng)
                store.append(self.name, events[:split])
                store.append(self.name, events[split:])

    def shipper(self, **options: float) -> Shipper:
        return Shipper(self.log, self.dsn, self.login, **options)  # type: ignore[arg-type]

    def sync(self, batch: int = 1000) -> Totals:
        return Shipper(self.log, self.dsn, self.login, batch=batch).sync()


def rehash_from(conn: sqlite3.Connection, first: int) -> None:
    """What the adversary's ten lines do: recompute every hash from row ``first`` on."""
    previous = GENESIS
    if first > 1:
        previous = bytes(conn.execute("SELECT hash FROM events WHERE seq = ?",
                                      (first - 1,)).fetchone()[0])
    rows = conn.execute(
        "SELECT e.seq, t.name, e.hand_id, e.at, k.type, k.v, k.fields, e.body FROM events e"
        " JOIN tables t ON t.id = e.table_id JOIN event_kinds k ON k.id = e.kind"
        " WHERE e.seq >= ? ORDER BY e.seq", (first,)).fetchall()
    for row in rows:
        previous = row_hash(previous, *row)
        conn.execute("UPDATE events SET hash = ? WHERE seq = ?", (previous, row[0]))


def move_pot(log: Path, hand: int, to_seat: int) -> int:
    """Attack 1: the pot of ``hand`` goes to another seat (``to_seat``, or the next one when it
    already won it), the chain recomputed; its row seq."""
    conn = sqlite3.connect(log)
    with conn:
        seq, body = conn.execute(
            "SELECT e.seq, e.body FROM events e JOIN event_kinds k ON k.id = e.kind"
            " JOIN hands h ON h.id = e.hand_id WHERE k.type = 'pot_awarded' AND h.number = ?",
            (hand,)).fetchone()
        values = body.split(",")
        if values[1] == str(to_seat):
            to_seat = to_seat % 6 + 1
        values[1] = str(to_seat)  # [pot, seat, amount, half, label]
        conn.execute("UPDATE events SET body = ? WHERE seq = ?", (",".join(values), seq))
        rehash_from(conn, seq)
    conn.close()
    return int(seq)


def delete_last_hand(log: Path) -> int:
    """Attack 2: the whole last hand (and its signed head) removed, the indexes made to fit; the
    first removed row's seq."""
    conn = sqlite3.connect(log)
    with conn:
        hand_id, first = conn.execute(
            "SELECT id, first_seq FROM hands ORDER BY id DESC LIMIT 1").fetchone()
        conn.execute("DELETE FROM events WHERE seq >= ?", (first,))
        conn.execute("DELETE FROM hands WHERE id = ?", (hand_id,))
        conn.execute("UPDATE table_sessions SET last_seq = min(last_seq, ?)", (first - 1,))
        conn.execute("UPDATE table_sessions SET first_seq = NULL WHERE first_seq >= ?", (first,))
    conn.close()
    return int(first)
