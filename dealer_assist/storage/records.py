"""What the store's queries return: small frozen records, times as UTC milliseconds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from dealer_assist.engine.events import Event


@dataclass(frozen=True, slots=True)
class StoredEvent:
    """One logged event with where and when it was written (for step-by-step replay)."""

    seq: int
    table: str
    hand: int | None  # hand number, None between hands
    at: int
    event: Event


class HandInProgress(NamedTuple):
    """A hand that started and did not end: replay ``events`` in order to resume it.

    ``events`` holds the table's set-up events (configuration, seating, chips, in log order)
    followed by every event of the table from the hand's ``HandStarted`` on.
    """

    hand: int
    events: list[Event]


@dataclass(frozen=True, slots=True)
class HandSummary:
    table: str
    hand: int
    house: str | None
    game: str | None
    limit: str | None
    button: int
    status: str  # in_progress, ended, interrupted
    voided: bool
    started_at: int
    ended_at: int | None
    first_seq: int
    last_seq: int
    dealer: str = ""  # the house dealer: the table's latest dealer_signed_in before the hand


@dataclass(frozen=True, slots=True)
class Ruling:
    table: str
    ruling: int
    hand: int | None
    irregularity: str | None
    rule_ids: tuple[str, ...]
    detail: str | None
    status: str  # proposed, confirmed, overridden
    proposed_at: int | None
    decided_at: int | None
    decided_by: str | None
    reason: str | None


@dataclass(frozen=True, slots=True)
class Interruption:
    """A table whose last session ended without a clean close (power cut, crash, kill)."""

    table: str
    last_seq: int | None
    hand: int | None  # the hand left in progress, if any


@dataclass(frozen=True, slots=True)
class StaffMember:
    id: int
    badge: str
    name: str
    role: str
    pin_hash: str | None
    active: bool
    language: str = ""  # the screens' language while this member is signed in ("": the table's)


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: int
    at: int
    table: str | None
    staff: str | None
    action: str
    detail: str
