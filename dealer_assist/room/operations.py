"""The room's operations store: append an operation the house's rules allow, read them back.

No Qt. The floor station holds one :class:`OperationStore` on a floor login. :meth:`record`
folds the room's operations, asks the board whether the rules allow the new one (a buy-in
also against the departures the tables' own logs recorded, LC-91; a refusal
names the rule and nothing is written), then appends it with ``room.record_operation``, which
writes only if nobody recorded anything in between; if someone did, the store reads again and
re-checks, so two floorpersons never both give away the same seat.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Final

import psycopg
from psycopg import errors

from dealer_assist.messages import msg
from dealer_assist.room.departures import LoggedDepartures
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.board_state import GameRulesOf
from dealer_assist.room_ops.operation import Operation, check_fields

_READ = "SELECT seq, at, by, kind, body FROM room.operations WHERE seq > %s ORDER BY seq"
_RECORD = "SELECT room.record_operation(%s, %s, %s, %s, %s::jsonb)"
RETRIES: Final = 3
LOCK_KEY: Final = 0x44414F50  # "DAOP": one floor writer at a time


class OperationRefused(ValueError):
    """The room refused an operation (a rule, a missing field, a login that is not the floor's)."""


class RoomOutOfReach(OperationRefused):
    """The room store did not answer (the link, the server): nothing was recorded. Its words
    say what failed and what to do; ``detail`` is the database driver's own text, for a tool
    tip and the technician's log, never the words shown."""

    def __init__(self, detail: str) -> None:
        super().__init__(msg("room.operation.out_of_reach", "the room store is out of reach: "
                             "nothing was recorded. Try again in a moment; if it lasts, call the "
                             "technician"))
        self.detail = detail


class OperationStore:
    """One floor login's view of ``room.operations``: read, fold, record."""

    def __init__(self, dsn: str, rules_of: GameRulesOf) -> None:
        self.conn = psycopg.connect(dsn, autocommit=True)
        self.rules_of = rules_of
        self._seen: list[Operation] = []
        self._board = Board(rules_of=rules_of)
        self._departures = LoggedDepartures()  # the tables' own quits, read as they come

    def close(self) -> None:
        self.conn.close()

    def read(self) -> list[Operation]:
        """Every operation in the room, oldest first (new ones fetched since the last read)."""
        after = self._seen[-1].seq if self._seen else 0
        for s, a, b, k, body in self.conn.execute(_READ, (after,)).fetchall():
            op = Operation(int(str(s)), int(str(a)), str(b), str(k), _body(body))
            self._seen.append(op)
            self._board.take_in(op)
        return list(self._seen)

    def board(self) -> Board:
        """The room's state now (the fold of every operation, kept up to date)."""
        self.read()
        return self._board

    def record(self, kind: str, by: str, at_ms: int, body: Mapping[str, object]) -> Operation:
        """Check ``kind`` with ``body`` against the room's rules and append it; raises
        :class:`~dealer_assist.room_ops.RoomRefusal` (a rule) or :class:`OperationRefused`
        (the database's checks) and writes nothing then.

        Writers take the room's operations lock for the transaction, so the check and the
        write see the same room; ``room.record_operation`` still refuses a write decided on
        an older room (a program that skips the lock), and then the store checks again."""
        check_fields(kind, body)
        for _ in range(RETRIES):
            try:
                with self.conn.transaction():
                    self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK_KEY,))
                    seen = self.read()
                    last = seen[-1].seq if seen else 0
                    op = Operation(last + 1, at_ms, by.strip(), kind, dict(body))
                    if kind == "buy_in":  # LC-91: the tables' own departures, read now
                        self._board.logged_departures = self._departures.poll(self.conn)
                    self._board.check(op)
                    self.conn.execute(_RECORD, (last, kind, by, at_ms, json.dumps(dict(body))))
            except errors.SerializationFailure:
                continue  # someone recorded in between: read again and re-check
            except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
                raise RoomOutOfReach(_message(exc)) from None
            except psycopg.Error as exc:
                raise OperationRefused(_message(exc)) from None
            self._seen.append(op)
            self._board.take_in(op)
            return op
        raise OperationRefused(msg("room.operation.kept_changing", "the room kept changing while "
                                   "this was recorded: try again"))


def _body(value: object) -> dict[str, object]:
    if isinstance(value, str):
        value = json.loads(value)
    return dict(value) if isinstance(value, Mapping) else {}


def _message(exc: psycopg.Error) -> str:
    diag = exc.diag.message_primary
    return diag or str(exc).strip()
