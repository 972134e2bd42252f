"""The hand log: append events durably, and answer the floor's and recovery's questions.

One :class:`EventStore` per table PC, used from the GUI thread. ``append`` returns only after
COMMIT has reached the disk (WAL, synchronous FULL), so whatever it returns survives a power cut;
when it raises, nothing of the batch was written and the app must not show it as accepted.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path

from dealer_assist.engine.events import Event
from dealer_assist.storage import badges, journal, queries, recovery
from dealer_assist.storage.anchor import HeadSigner
from dealer_assist.storage.badges import RetiredBadge, StaffHistory
from dealer_assist.storage.chain import GENESIS, row_hash
from dealer_assist.storage.codec import KindCache, split_event
from dealer_assist.storage.connection import connect, quick_check, translated
from dealer_assist.storage.indexer import HAND_ENDS, HAND_STARTS, hand_for, index_event, open_hand
from dealer_assist.storage.records import (
    AuditEntry,
    HandInProgress,
    HandSummary,
    Interruption,
    Ruling,
    StaffMember,
    StoredEvent,
)
from dealer_assist.storage.schema import migrate
from dealer_assist.storage.times import Clock, wall_clock_ms
from dealer_assist.storage.transaction import write_transaction

# audit notes (sign-ins, lockouts, exports, recoveries) also go to the technician's log
_LOG = logging.getLogger(__name__)


class EventStore:
    """The SQLite event store. Open with :meth:`open`; close with :meth:`close` (or ``with``)."""

    def __init__(self, conn: sqlite3.Connection, path: Path, clock: Clock) -> None:
        self._conn = conn
        self.path = path
        self._clock = clock
        self._kinds = KindCache()
        self._kinds.load(conn)
        self._sessions: dict[int, int] = {}  # table row id -> this run's table_sessions id
        self.interrupted: list[Interruption] = []
        self.signer: HeadSigner | None = None  # set when the table is enrolled in a room

    @classmethod
    def open(
        cls, path: str | Path, *, clock: Clock = wall_clock_ms, busy_timeout_s: float = 5.0,
    ) -> EventStore:
        """Open (or create) the log, check its integrity, upgrade it, note any interruption.

        Raises a :class:`~dealer_assist.storage.errors.StorageError` subclass with a message for
        the screen; a damaged file is left exactly as it was found.
        """
        path = Path(path)
        conn = connect(path, busy_timeout_s=busy_timeout_s)
        try:
            quick_check(conn, path)
            migrate(conn, path)
            store = cls(conn, path, clock)
            with write_transaction(conn, path):
                store.interrupted = recovery.close_interrupted_sessions(conn, clock())
        except BaseException:
            conn.close()
            raise
        return store

    def close(self) -> None:
        """End this run's table sessions cleanly, so the next start knows it was not a crash.

        The connection is closed even when that last write fails (disk full): the sessions then
        simply count as interrupted next time.
        """
        try:
            if self._sessions:
                with write_transaction(self._conn, self.path):
                    self._conn.executemany(
                        "UPDATE table_sessions SET ended_at = ?, end_reason = 'closed'"
                        " WHERE id = ?", [(self._clock(), s) for s in self._sessions.values()],
                    )
                self._sessions.clear()
        finally:
            self._conn.close()

    def page_count(self) -> int:
        """How many database pages the log file holds now."""
        return int(self._conn.execute("PRAGMA page_count").fetchone()[0])

    def limit_pages(self, pages: int | None) -> None:
        """Cap the file at ``pages`` pages for this connection (None: SQLite's own ceiling):
        past it a write fails as on a full disk, and nothing of the batch is kept."""
        self._conn.execute(f"PRAGMA max_page_count = {int(pages or 1073741823)}")

    def __enter__(self) -> EventStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- writing --------------------------------------------------------------------------

    def append(self, table: str, events: Sequence[Event]) -> list[int]:
        """Write ``events`` of ``table`` in one durable transaction; returns their row ids (seq),
        with those of the signed heads written after a hand's end when :attr:`signer` is set.

        All or nothing: on any error nothing of the batch is kept and a StorageError is raised.
        """
        if not events:
            return []
        rows = [(event, *split_event(event)) for event in events]
        at = self._clock()
        conn = self._conn
        new_kinds: list[tuple[int, str, int, str]] = []
        seqs: list[int] = []
        signed = False
        with write_transaction(conn, self.path):
            table_id = self._table_id(table, at)
            session = self._sessions.get(table_id) or self._new_session(table_id, at)
            last = conn.execute("SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1").fetchone()
            seq, previous = (int(last[0]), bytes(last[1])) if last else (0, GENESIS)
            current = open_hand(conn, table_id)
            touched: dict[int, int] = {}
            for i, (event, kind_type, version, fields, body) in enumerate(rows):
                seq += 1
                kind_id = self._kinds.id_for(conn, kind_type, version, fields)
                new_kinds.append((kind_id, kind_type, version, fields))
                hand_id = hand_for(conn, table_id, event, seq, at, current)
                previous = row_hash(previous, seq, table, hand_id, at, kind_type, version, fields,
                                    body)
                conn.execute(
                    "INSERT INTO events (seq, table_id, hand_id, at, kind, body, hash)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (seq, table_id, hand_id, at, kind_id, body, previous),
                )
                index_event(conn, table_id, event, seq, at, hand_id)
                if event.type in HAND_STARTS:
                    current = hand_id
                elif event.type in HAND_ENDS:
                    current = None
                if current is not None:
                    touched[current] = seq
                seqs.append(seq)
                if self.signer is not None and event.type in HAND_ENDS:
                    # the signed head is written right after the hand's end (the loop reads it next)
                    anchor = self.signer.sign(seq, previous)
                    rows.insert(i + 1, (anchor, *split_event(anchor)))
                    signed = True
            conn.executemany(
                "UPDATE hands SET last_seq = ? WHERE id = ? AND ended_at IS NULL",
                [(last_seq, hand) for hand, last_seq in touched.items()],
            )
            conn.execute(
                "UPDATE table_sessions SET first_seq = coalesce(first_seq, ?), last_seq = ?"
                " WHERE id = ?", (seqs[0], seq, session),
            )
        self._sessions[table_id] = session
        for kind in new_kinds:
            self._kinds.remember(*kind)
        if signed and self.signer is not None:
            self.signer.committed()
        return seqs

    def _table_id(self, table: str, at: int) -> int:
        """The table's row id, creating the row when the table is first seen."""
        table_id = queries.table_row(self._conn, table)
        if table_id is None:
            cursor = self._conn.execute(
                "INSERT INTO tables (name, first_seen) VALUES (?, ?)", (table, at)
            )
            table_id = int(cursor.lastrowid or 0)
        return table_id

    def _new_session(self, table_id: int, at: int) -> int:
        """This run's session row for a table; remembered only once the append commits."""
        cursor = self._conn.execute(
            "INSERT INTO table_sessions (table_id, started_at) VALUES (?, ?)", (table_id, at)
        )
        return int(cursor.lastrowid or 0)

    def record_recovery(self, table: str, hand: int | None, where: str = "") -> int:
        """Audit note once the engine has replayed and resumed: "power lost during hand ...".

        ``where`` is the engine's description of the point reached ("flop betting").
        """
        at_hand = f"during hand {hand}" if hand is not None else "between hands"
        detail = f"power lost {at_hand}{', ' + where if where else ''}; resumed"
        return self.audit("recovered", detail, table=table)

    def audit(self, action: str, detail: str = "", *, table: str | None = None,
              staff: str | None = None) -> int:
        """Append an audit note (log-in, export, recovery, settings change); returns its id."""
        with write_transaction(self._conn, self.path):
            table_id = None if table is None else queries.table_row(self._conn, table)
            number = journal.add_audit(self._conn, self._clock(), action, detail, table_id, staff)
        level = logging.WARNING if action.startswith("login_") else logging.INFO
        _LOG.log(level, "audit %s%s%s: %s", action, f" [{table}]" if table else "",
                 f" by {staff}" if staff else "", detail)
        return number

    def add_staff(self, badge: str, name: str, role: str, *, pin_hash: str | None = None,
                  active: bool = True) -> int:
        """Add or update a staff member by badge; returns the staff row id. A replaced badge
        raises :class:`~dealer_assist.storage.badges.BadgeUnavailable`."""
        with write_transaction(self._conn, self.path):
            badges.refuse_retired(self._conn, badge)
            return journal.upsert_staff(self._conn, self._clock(), badge, name, role, pin_hash,
                                        active)

    def change_staff(self, badge: str, name: str, role: str, *, pin_hash: str | None,
                     active: bool, action: str, detail: str, by: str,
                     table: str | None = None) -> int:
        """Add or update a staff member and write the audit note saying who did it, in one
        transaction: both are kept or neither. Returns the staff row id."""
        with write_transaction(self._conn, self.path):
            badges.refuse_retired(self._conn, badge)
            row = journal.upsert_staff(self._conn, self._clock(), badge, name, role, pin_hash,
                                       active)
            self._note(action, detail, by, table)
            return row

    def replace_badge(self, old: str, new: str, *, action: str, detail: str, by: str,
                      table: str | None = None) -> int:
        """Give the holder of badge ``old`` the badge ``new`` and retire ``old`` (it signs in
        nowhere from now on), with the audit note, in one transaction. Nothing already written
        changes: see :mod:`dealer_assist.storage.badges`. Returns the staff row id; raises
        :class:`~dealer_assist.storage.badges.BadgeUnavailable` (nothing written) when ``new``
        is someone's, or was replaced before."""
        with write_transaction(self._conn, self.path):
            row = badges.replace(self._conn, self._clock(), old, new)
            self._note(action, detail, by, table)
            return row

    def _note(self, action: str, detail: str, by: str, table: str | None) -> None:
        table_id = None if table is None else queries.table_row(self._conn, table)
        journal.add_audit(self._conn, self._clock(), action, detail, table_id, by)

    # --- reading --------------------------------------------------------------------------

    def staff(self, badge: str) -> StaffMember | None:
        with translated(self.path):
            return journal.find_staff(self._conn, badge)

    def retired_badge(self, badge: str) -> RetiredBadge | None:
        """Whose badge this was, if an admin replaced it (it no longer signs in)."""
        with translated(self.path):
            return badges.retired(self._conn, badge)

    def staff_history(self, badge: str) -> StaffHistory | None:
        """The person who holds or held ``badge``: their badges, the audit notes they signed
        and the rulings they decided, under every badge they had."""
        with translated(self.path):
            old = badges.retired(self._conn, badge)
            member = (journal.find_staff(self._conn, badge) if old is None
                      else journal.find_staff_id(self._conn, old.staff_id))
            return None if member is None else badges.history(self._conn, member)

    def all_staff(self) -> list[StaffMember]:
        """Everyone in the staff table, active or not, by name."""
        with translated(self.path):
            return journal.all_staff(self._conn)

    def audit_entries(
        self, since: int | None = None, action: str | None = None,
    ) -> list[AuditEntry]:
        with translated(self.path):
            return journal.audit_entries(self._conn, since, action)

    def badge_notes(self, badge: str, actions: Sequence[str], count: int) -> list[AuditEntry]:
        """The ``count`` newest audit notes of ``actions`` naming ``badge``, newest first
        (sign-in failures and lockouts, shared by every panel and kept across restarts)."""
        with translated(self.path):
            return journal.latest_for_badge(self._conn, badge, actions, count)

    def now(self) -> int:
        """The log's clock (UTC ms): the time audit notes are stamped with."""
        return self._clock()

    def hand_in_progress(self, table: str) -> HandInProgress | None:
        """The unfinished hand to resume after a restart, or None (see :class:`HandInProgress`)."""
        with translated(self.path):
            return recovery.hand_in_progress(self._conn, self._kinds, table)

    def table_events(self, table: str) -> Iterator[Event]:
        """Every event of the table in log order, for a full rebuild of its state."""
        with translated(self.path):
            yield from queries.table_events(self._conn, self._kinds, table)

    def hand_events(self, table: str, hand: int) -> list[StoredEvent]:
        with translated(self.path):
            return queries.hand_events(self._conn, self._kinds, table, hand)

    def events_after(self, table: str, seq: int) -> list[StoredEvent]:
        """The table's events written after row ``seq`` (a floor view following the log)."""
        with translated(self.path):
            return list(queries.stored_events(
                self._conn, self._kinds, "e.seq > ? AND e.table_id = (SELECT id FROM tables"
                " WHERE name = ?)", (seq, table)))

    def last_hands(self, table: str, count: int = 10) -> list[HandSummary]:
        with translated(self.path):
            return queries.last_hands(self._conn, table, count)

    def games(self) -> list[str]:
        """The games the log holds hands of, by name."""
        with translated(self.path):
            return queries.games(self._conn)

    def rulings(self, table: str | None = None, *, since: int | None = None,
                until: int | None = None, status: str | None = None) -> list[Ruling]:
        """Rulings proposed in [since, until) (UTC ms), by table and status (proposed, ...)."""
        with translated(self.path):
            return queries.rulings(self._conn, table, since, until, status)

    def head(self) -> tuple[int, str]:
        """(last seq, its hash in hex): write it down elsewhere to anchor the chain."""
        with translated(self.path):
            row = self._conn.execute(
                "SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1"
            ).fetchone()
        return (0, GENESIS.hex()) if row is None else (int(row[0]), bytes(row[1]).hex())
