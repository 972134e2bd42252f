"""Every table's events replayed through the engine, for ``verify``.

The hash chain shows that rows were not changed after they were written; it cannot show that
what was written was a legal hand. Someone with the file who rewrites a row *and* recomputes
every later hash (the formula is public, docs/storage.md) passes the chain, but not the engine:
a pot awarded to a seat that did not win it, a bet larger than the stack, a card dealt twice is
refused here exactly as it would have been refused at the table.
"""

from __future__ import annotations

from typing import Final, Protocol

from dealer_assist.engine.events import Event, TableConfigured
from dealer_assist.engine.games.banked.replay import is_banked
from dealer_assist.engine.games.banked.table import BankedTable
from dealer_assist.engine.table import Table
from dealer_assist.messages import Message, msg
from dealer_assist.storage.anchor import ANCHOR_TYPES


class _Folds(Protocol):
    def apply(self, ev: Event) -> None: ...


#: The house name ``replay --phh --db`` gives the hands it imports (dealt by PokerKit's rules
#: from a PHH file, not by a table's seating and button, so the table engine cannot replay them).
PHH_HOUSE: Final = "PHH"


class EngineReplay:
    """One engine table per logged table, fed the table's events in log order.

    ``import_log``: the log was written by ``replay --db``; its PHH tables are then listed in
    :attr:`not_replayed` instead of replayed. In a table's live log a PHH table is refused.
    """

    def __init__(self, *, import_log: bool = False) -> None:
        self._tables: dict[str, _Folds | None] = {}
        self._import_log = import_log
        self.not_replayed: list[str] = []

    def feed(self, table: str, event: Event) -> str:
        """Apply one event; returns why the engine refuses it, or "" when it accepts it. A signed
        chain head is the log's bookkeeping, not play: the engine never sees it."""
        if event.type in ANCHOR_TYPES:
            return ""
        if table not in self._tables:
            if isinstance(event, TableConfigured) and event.house == PHH_HOUSE:
                if not self._import_log:
                    return msg("verify.phh_in_live_log", "table {table} holds imported PHH "
                               "hands, which only an import log (replay --db) may hold, not a "
                               "table's live log", table=table)
                self.not_replayed.append(table)
                self._tables[table] = None
            else:
                self._tables[table] = BankedTable() if is_banked(event) else Table()
        state = self._tables[table]
        if state is None:
            return ""
        try:
            state.apply(event)
        except (ValueError, KeyError, IndexError, TypeError, AssertionError) as exc:
            return msg("verify.engine_refuses", "the engine refuses this {event} event of "
                       "table {table} ({reason}): the hand as logged could not have been "
                       "played so", event=event.type, table=table,
                       reason=_reason(exc))
        return ""


def _reason(exc: Exception) -> str:
    """The engine's own refusal (a Message the screen can say in its language), or the error."""
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, Message) else str(exc) or type(exc).__name__
