"""Floor decisions across the room (issue 17): recorded at the station, carried to the table.

The station calls :func:`decide` as a floor login; the room function checks the ruling is one
of that table's, still open in the room's copy and not yet decided, records it (append-only)
and wakes the table with ``NOTIFY`` on the table's own channel. The table's
:class:`DecisionLink` (a thread, no Qt) listens as the table's login, hands each pending
decision to the app, which applies or refuses it with the engine's own checks (LC-8c), and
sends the outcome back. Offline, the link retries; whatever was decided meanwhile is read
again when the room is back.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import psycopg

from dealer_assist.messages import MalformedMessage, Message, from_json, msg, to_json
from dealer_assist.room import client
from dealer_assist.room.decision_said_schema import SAID_REFUSED
from dealer_assist.room.keys import Login
from dealer_assist.room.schema import DECISIONS_CHANNEL

_LOG = logging.getLogger(__name__)


class DecisionRefused(Exception):
    """The room refused to record a decision; the text says why (for the station's screen)."""


@dataclass(frozen=True, slots=True)
class RoomDecision:
    """A decision the station recorded, as the table receives it."""

    id: int
    table: str
    ruling: int
    hand: int | None
    decision: str  # confirmed | overridden
    by_badge: str
    by_name: str
    reason: str

    @property
    def by(self) -> str:
        """The floorperson as the table's log names a decider: "Name (BADGE)"."""
        return f"{self.by_name} ({self.by_badge})"


@dataclass(frozen=True, slots=True)
class Outcome:
    decision_id: int
    outcome: str  # applied | refused
    why: str  # a Message when the table sent its reason in words (why_said), else the English


Known = Callable[[Message], bool]
"""The station's test that a Message from a table is one it knows (its catalogue's)."""


def said_why(why: str, said: object, known: Known | None = None) -> str:
    """A table's reason as the station shows it: the Message it sent (``why_said``, as JSON
    or as the object PostgreSQL's jsonb arrives as) when that is well formed and ``known``
    accepts it; otherwise (an older table sent none, or it is malformed) the English ``why``,
    the record."""
    if said is None:
        return why
    try:
        message = from_json(said if isinstance(said, str | bytes) else _object(said))
    except MalformedMessage as exc:
        _LOG.warning("room decisions: a table's reason in words is refused: %s", exc)
        return why
    return message if known is None or known(message) else why


def _object(said: object) -> dict[str, Any]:
    if not isinstance(said, dict):
        raise MalformedMessage(f"why_said is a {type(said).__name__}, not an object")
    return said


def decide(conn: psycopg.Connection[tuple[object, ...]], table: str, ruling: int,
           decision: str, badge: str, name: str, reason: str = "") -> int:
    """Record a floor decision (a floor login); its id. Raises :class:`DecisionRefused`."""
    row = conn.execute("SELECT decision_id, why FROM room.decide(%s, %s, %s, %s, %s, %s)",
                       (table, ruling, decision, badge, name, reason)).fetchone()
    if row is None or row[0] is None:
        raise DecisionRefused(refused_why(str(row[1]), table, ruling) if row else msg(
            "room.decide.no_answer", "the room answered nothing"))
    return int(str(row[0]))


def refused_why(why: str, table: str, ruling: int) -> str:
    """The room's reason for refusing a decision, with a message ID when it is one the room's
    ``room.decide`` gives (the station says it in its language); any other as the room wrote
    it."""
    known = (
        msg("room.decide.confirmed_or_overridden", "a floor decision is confirmed or overridden"),
        msg("room.decide.badge", "a floor decision names the floorperson's badge"),
        msg("room.decide.override_reason", "an override needs a reason (LC-P1)"),
        msg("room.decide.not_enrolled", "table {table} is not enrolled in the room", table=table),
        msg("room.decide.no_ruling", "table {table} has no ruling {ruling} in the room",
            table=table, ruling=ruling),
        msg("room.decide.decided_at_table", "ruling {ruling} was already decided at table "
            "{table}", table=table, ruling=ruling),
        msg("room.decide.next_hand", "table {table} has begun its next hand: ruling {ruling} "
            "can no longer be decided (LC-8c)", table=table, ruling=ruling),
        msg("room.decide.decided_at_station", "ruling {ruling} of table {table} was already "
            "decided at a station", table=table, ruling=ruling),
    )
    return next((said for said in known if said == why), why)


def outcomes(conn: psycopg.Connection[tuple[object, ...]], ids: list[int],
             known: Known | None = None) -> dict[int, Outcome]:
    """The tables' answers to these decisions (those answered so far), each reason said
    again from its Message where the table sent one (:func:`said_why`)."""
    rows = conn.execute("SELECT decision_id, outcome, why, why_said FROM room.decision_outcomes"
                        " WHERE decision_id = ANY(%s)", (ids,)).fetchall()
    return {int(str(i)): Outcome(int(str(i)), str(o), said_why(str(w), s, known))
            for i, o, w, s in rows}


def pending(conn: psycopg.Connection[tuple[object, ...]]) -> list[RoomDecision]:
    """This table login's decisions that have no outcome yet."""
    rows = conn.execute("SELECT id, table_name, ruling, hand, decision, by_badge, by_name,"
                        " reason FROM room.pending_decisions()").fetchall()
    return [RoomDecision(int(str(i)), str(t), int(str(r)), None if h is None else int(str(h)),
                         str(d), str(b), str(n), str(w)) for i, t, r, h, d, b, n, w in rows]


def report(conn: psycopg.Connection[tuple[object, ...]], decision_id: int, outcome: str,
           why: str = "", seq: int | None = None) -> str | None:
    """The table's answer to a decision; None when the room took it, else why not. A reason
    that is a Message goes with its JSON too (the station says it in its language); one
    whose parameters cannot travel, a room not yet migrated, or one that will not take the
    JSON (its text there is over the room's limit) gets the English alone."""
    said = words_of(why)
    if said is not None:
        try:
            with conn.transaction():  # a savepoint when the caller has a transaction open
                row = conn.execute("SELECT room.decision_outcome(%s, %s, %s, %s, %s::jsonb)",
                                   (decision_id, outcome, str(why), seq, said)).fetchone()
        except psycopg.errors.UndefinedFunction:  # a room before migration 12
            pass
        else:
            if row is None or row[0] != SAID_REFUSED:  # refused: the English alone, below
                return None if row is None or row[0] is None else str(row[0])
    row = conn.execute("SELECT room.decision_outcome(%s, %s, %s, %s)",
                       (decision_id, outcome, str(why), seq)).fetchone()
    return None if row is None or row[0] is None else str(row[0])


def words_of(why: str) -> str | None:
    """A reason's Message as JSON, or None (plain English, or parameters that cannot
    travel)."""
    if not isinstance(why, Message):
        return None
    try:
        return to_json(why)
    except MalformedMessage as exc:
        _LOG.info("room decisions: the reason goes in English only: %s", exc)
        return None


class DecisionLink:
    """The table's side: listens for its decisions and sends back what became of them.

    ``on_decision`` is called from the link's thread, once per decision (until its outcome
    is sent); the app queues it for its own thread and answers with :meth:`answer`."""

    def __init__(self, dsn: str, login: Login, on_decision: Callable[[RoomDecision], None],
                 *, wait_s: float = 0.05, retry_s: float = 1.0) -> None:
        self.dsn, self.login, self.on_decision = dsn, login, on_decision
        self.wait_s, self.retry_s = wait_s, retry_s
        self.answers: queue.Queue[tuple[int, str, str, int | None]] = queue.Queue()
        self.delivered: set[int] = set()  # handed to the app; pending until answered
        self.held: list[tuple[int, str, str, int | None]] = []  # answers not yet sent
        self.online = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True,
                                        name=f"room decisions {login.table}")

    def start(self) -> DecisionLink:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)

    def answer(self, decision_id: int, outcome: str, why: str = "",
               seq: int | None = None) -> None:
        """Send the table's outcome (from any thread); kept until the room has it."""
        self.answers.put((decision_id, outcome, why, seq))

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                with client.connect(self.dsn, self.login) as conn:
                    self._serve(conn)
            except psycopg.Error as exc:
                if self.online:
                    _LOG.warning("room decisions: link lost (%s)", str(exc).strip())
                self.online = False
                self._stop.wait(self.retry_s)

    def _serve(self, conn: psycopg.Connection[tuple[object, ...]]) -> None:
        conn.execute(f'LISTEN "{DECISIONS_CHANNEL}{self.login.log_id}"')
        self.online = True
        self._fetch(conn)
        while not self._stop.is_set():
            woken = False
            for _ in conn.notifies(timeout=self.wait_s, stop_after=1):
                woken = True
            while True:
                try:
                    self.held.append(self.answers.get_nowait())
                except queue.Empty:
                    break
            while self.held:  # an answer not sent is sent again after reconnecting
                decision_id, outcome, why, seq = self.held[0]
                problem = report(conn, decision_id, outcome, why, seq)
                if problem:
                    _LOG.warning("room decisions: outcome of %s not taken: %s", decision_id,
                                 problem)
                self.held.pop(0)
            if woken:
                self._fetch(conn)

    def _fetch(self, conn: psycopg.Connection[tuple[object, ...]]) -> None:
        for found in pending(conn):
            if found.id not in self.delivered:
                self.delivered.add(found.id)
                self.on_decision(found)
