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
from typing import Final

from dealer_assist.engine.events import Event
from dealer_assist.storage import badges, journal, ledger, queries, recovery
from dealer_assist.storage.anchor import HeadSigned, HeadSigner
from dealer_assist.storage.badges import RetiredBadge, StaffHistory
from dealer_assist.storage.chain import GENESIS, row_hash
from dealer_assist.storage.codec import KindCache, split_event
from dealer_assist.storage.connection import connect, quick_check, translated
from dealer_assist.storage.errors import StorageError
from dealer_assist.storage.indexer import HAND_ENDS, extend_session, index_batch
from dealer_assist.storage.records import (
    AuditEntry,
    HandInProgress,
    HandSummary,
    Interruption,
    Ruling,
    StaffMember,
    StoredEvent,
)
from dealer_assist.storage.schema import check_version, migrate
from dealer_assist.storage.times import Clock, wall_clock_ms
from dealer_assist.storage.transaction import write_transaction

# audit notes (sign-ins, lockouts, exports, recoveries) also go to the technician's log
_LOG = logging.getLogger(__name__)
# where a signed head goes (after a hand's end) until the append reaches it and signs the head
_UNSIGNED: Final = HeadSigned("", 0, "", "")


class NotAnImportLog(StorageError):
    """``replay --db`` was pointed at a table's live log: imports never write there."""


def refuse_live_log(conn: sqlite3.Connection, path: Path) -> None:
    """An import goes into a new file or an import log only, never into a table's own log."""
    with translated(path):
        tables = int(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
        if tables and ledger.purpose(conn) != "import":
            raise NotAnImportLog(
                f"{path} is a table's hand log: an import writes only into a new file or an "
                "import log (made by an earlier replay --db); nothing was written")


def check_import_target(path: Path) -> None:
    """Read-only, before anything is written or switched: ``path`` must be an import log."""
    conn = connect(path, reader=True)
    try:
        check_version(conn, path)
        refuse_live_log(conn, path)
    finally:
        conn.close()


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
        self._signed = False  # a head was signed in the append under way

    @classmethod
    def open(
        cls, path: str | Path, *, clock: Clock = wall_clock_ms, busy_timeout_s: float = 5.0,
        purpose: str = "table",
    ) -> EventStore:
        """Open (or create) the log, check its integrity, upgrade it, note any interruption.

        ``purpose``: ``table`` (a table's live log) or ``import`` (``replay --db``): a new log
        records it in the chain, and an import is refused on any log that is not an import log.
        Raises a :class:`~dealer_assist.storage.errors.StorageError` subclass with a message for
        the screen; a damaged file is left exactly as it was found.
        """
        if purpose not in ("table", "import"):
            raise ValueError(f"purpose is 'table' or 'import', not {purpose!r}")
        path = Path(path)
        if purpose == "import" and path.exists():
            check_import_target(path)
        conn = connect(path, busy_timeout_s=busy_timeout_s)
        try:
            quick_check(conn, path)
            created = migrate(conn, path) == 0
            store = cls(conn, path, clock)
            with write_transaction(conn, path):
                now = clock()
                if created:
                    ledger.write(conn, now, "log_opened", {"purpose": purpose})
                store.interrupted = recovery.close_interrupted_sessions(conn, now)
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
                    for session in self._sessions.values():
                        now = self._clock()
                        ledger.write(self._conn, now, "session_ended",
                                     {"session": session, "ended_at": now, "reason": "closed"})
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
        return self.append_all([(table, events)])

    def append_all(self, batches: Sequence[tuple[str, Sequence[Event]]],
                   note: tuple[str, str] | None = None) -> list[int]:
        """Several batches, of one or more tables, in one durable transaction (an import):
        all of them are kept, or (StorageError) none. ``note``: an audit note (action, detail)
        written in the same transaction."""
        batches = [(table, events) for table, events in batches if events]
        if not batches:
            return []
        for table, _events in batches:
            if table == ledger.LOG_TABLE:
                raise StorageError(f"{table!r} is the log's own name for its records, not a table")
        at = self._clock()
        self._signed = False
        sessions = dict(self._sessions)  # adopted only once the transaction commits
        new_kinds: list[tuple[int, str, int, str]] = []
        seqs: list[int] = []
        with write_transaction(self._conn, self.path):
            for table, events in batches:
                seqs += self._write_batch(table, events, at, sessions, new_kinds)
            if note is not None:
                journal.add_audit(self._conn, at, *note)
        self._sessions = sessions
        for kind in new_kinds:
            self._kinds.remember(*kind)
        if self._signed and self.signer is not None:
            self.signer.committed()
        self._signed = False
        return seqs

    def _write_batch(
        self, table: str, events: Sequence[Event], at: int, sessions: dict[int, int],
        new_kinds: list[tuple[int, str, int, str]],
    ) -> list[int]:
        """Chain, index and insert one table's batch (inside the caller's transaction); with a
        :attr:`signer`, a signed head follows each hand's end (the room store's anchoring)."""
        conn = self._conn
        if self.signer is not None:  # a place after each hand's end; signed as it is reached
            events = [e for event in events for e in (
                (event, _UNSIGNED) if event.type in HAND_ENDS else (event,))]
        # the run's first append to the table opens its session record, which also makes the
        # table's row: verify rebuilds the rows in this same order
        known = queries.table_row(conn, table)
        session = (sessions.get(known) if known is not None else None) or ledger.write(
            conn, at, "session_started", {"table": table})
        table_id = ledger.table_for(conn, table, at)
        sessions[table_id] = session
        seq, previous = ledger.chain_tail(conn)
        hands = index_batch(conn, table_id, events, seq + 1, at)
        seqs: list[int] = []
        for event, hand_id in zip(events, hands, strict=True):
            if event is _UNSIGNED and self.signer is not None:
                event = self.signer.sign(seq, previous)  # the head is the hand's end, just written
                self._signed = True
            kind_type, version, fields, body = split_event(event)
            seq += 1
            kind_id = self._kinds.id_for(conn, kind_type, version, fields)
            new_kinds.append((kind_id, kind_type, version, fields))
            previous = row_hash(previous, seq, table, hand_id, at, kind_type, version, fields,
                                body)
            conn.execute(
                "INSERT INTO events (seq, table_id, hand_id, at, kind, body, hash)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (seq, table_id, hand_id, at, kind_id, body, previous),
            )
            seqs.append(seq)
        extend_session(conn, session, seqs[0], seq)
        return seqs

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
            number = journal.add_audit(self._conn, self._clock(), action, detail, table, staff)
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
                     table: str | None = None, language: str | None = None) -> int:
        """Add or update a staff member and write the audit note saying who did it, in one
        transaction: both are kept or neither. Returns the staff row id. ``language`` None
        keeps the member's screen language."""
        with write_transaction(self._conn, self.path):
            badges.refuse_retired(self._conn, badge)
            row = journal.upsert_staff(self._conn, self._clock(), badge, name, role, pin_hash,
                                       active, language)
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
        journal.add_audit(self._conn, self._clock(), action, detail, table, by)

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

    def event_count(self, table: str) -> int:
        """How many events the table has logged (the log's own records are not a table's)."""
        with translated(self.path):
            row = self._conn.execute(
                "SELECT count(*) FROM events WHERE table_id = (SELECT id FROM tables"
                " WHERE name = ?)", (table,)).fetchone()
        return int(row[0])

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
