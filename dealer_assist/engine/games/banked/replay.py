"""Replay of a banked table's JSON Lines log, for ``dealer-assist replay`` and recovery.

The log is self-contained: the first event, ``banked_table_opened``, carries the rules record,
so no profile file is read and the same lines always reach the same state.
"""

from __future__ import annotations

from collections.abc import Iterable

from dealer_assist.engine.events import Event, EventError, event_from_json
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked.events import BankedTableOpened, BankedWagerSettled
from dealer_assist.engine.games.banked.table import BankedTable
from dealer_assist.messages import msg


def replay_banked(events: Iterable[Event]) -> BankedTable:
    """Fold events into a fresh table; a refused event raises :class:`Refusal`."""
    table = BankedTable()
    table.apply_all(events)
    return table


def is_banked(first: Event) -> bool:
    """Whether a log is a banked table's (its first event opens one)."""
    return isinstance(first, BankedTableOpened)


def replay_jsonl(lines: Iterable[str]) -> tuple[BankedTable, list[str]]:
    """Replay JSON Lines; returns the table and one readable line per event.

    A line that is not an event, or an event the rules refuse, raises ``ValueError`` naming
    the line number, so the command can print it and exit non-zero.
    """
    table = BankedTable()
    out: list[str] = []
    for number, text in enumerate(lines, 1):
        if not text.strip():
            continue
        try:
            ev = event_from_json(text)
            table.apply(ev)
        except (EventError, Refusal) as exc:
            raise ValueError(f"line {number}: {exc}") from exc
        out.append(describe(ev))
    return table, out


def describe(ev: Event) -> str:
    """One line a supervisor can read for an event."""
    if isinstance(ev, BankedWagerSettled):
        return msg("banked.replay.wager_settled",
                   "seat {seat} {bettor} {wager} ${amount}: {status}, {result}; paid ${paid}, "
                   "collected ${collected}, returned ${returned}; banker's stake left ${left}",
                   seat=ev.seat, bettor=ev.bettor, wager=ev.wager, amount=ev.amount,
                   status=ev.status, result=ev.result, paid=ev.paid, collected=ev.collected,
                   returned=ev.returned, left=ev.stake_left)
    fields = {k: v for k, v in ev.to_dict().items() if k not in ("type", "v", "config")}
    # the event record as stored (type and field names), for the supervisor's recall
    return " ".join([ev.type, *(f"{k}={v}" for k, v in fields.items())])  # i18n: a record
