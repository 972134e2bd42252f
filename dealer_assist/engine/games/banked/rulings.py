"""Floor rulings at a banked table: the dealer reports an irregularity, the floor confirms or
overrides it (LC-P5, LC-P1, LC-8a, CG-DIS-03), and nobody changes it once the next round has
begun (LC-8c, CG-DIS-04).

Why a module of its own: the flop table keeps its rulings per hand (``engine/table.py``); a
banked table has rounds instead, and only the catalogue entries that are not about poker betting
apply there (:data:`BANKED_IRREGULARITIES`). The same two logged events are used
(``ruling_proposed``, ``ruling_decided``), so the hand log, the ruling charts and the exports
read them as they read a flop table's. No correction is carried out here: the ruling and its
steps are shown and the dealer and floor do the rest (catalogue support ``catalogued``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from dealer_assist.engine.events import Event, RulingDecided, RulingProposed
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.table import Ruling, verify_decision

if TYPE_CHECKING:
    from dealer_assist.engine.games.banked.session import BankedSession
    from dealer_assist.engine.games.banked.table import BankedTable

BANKED_IRREGULARITIES: Final = (
    "card_off_table", "cards_damaged", "management_override", "late_objection",
)
"""Catalogue entries (``games="all"``) that can happen at a banked table. The other entries for
every game are about a poker hand's betting and muck (folding facing a bet, a hand killed in
the muck, show one show all): a banked game has no pot and no muck to rule on."""



def round_number(table: BankedTable) -> int:
    """The round a ruling belongs to: the current (or last) round, 0 before the first."""
    return table.round.number if table.round is not None else 0


def verify_ruling(table: BankedTable, ev: RulingProposed | RulingDecided) -> None:
    if isinstance(ev, RulingProposed):
        if ev.ruling in table.rulings:
            raise Refusal(f"ruling {ev.ruling} already exists")
        if ev.irregularity not in BANKED_IRREGULARITIES:
            raise Refusal(f"{ev.irregularity.replace('_', ' ')} is not ruled on at a banked "
                          "table: call the floor")
        return
    ruling = verify_decision(table.rulings, ev)
    if round_number(table) != ruling.hand:
        raise Refusal(f"round {ruling.hand} is over and the next round has begun: the ruling "
                      "can no longer be changed (LC-8c, CG-DIS-04)")


def apply_ruling(table: BankedTable, ev: RulingProposed | RulingDecided) -> None:
    if isinstance(ev, RulingProposed):
        table.rulings[ev.ruling] = Ruling(round_number(table), ev.irregularity, ev.rule_ids,
                                          ev.detail)
        return
    ruling = table.rulings[ev.ruling]
    ruling.status, ruling.decided_by, ruling.reason = ev.decision, ev.by, ev.reason


def open_rulings(table: BankedTable) -> list[tuple[int, Ruling]]:
    """Rulings of the current round still waiting for the floor, oldest first."""
    number = round_number(table)
    return [(n, r) for n, r in sorted(table.rulings.items())
            if r.status == "proposed" and r.hand == number]


def report(session: BankedSession, irregularity: str, rule_ids: tuple[str, ...],
           seat: int | None = None) -> list[Event]:
    """The dealer's report: a proposed ruling for the floor (checked on a copy)."""
    detail = f"seat {seat}" if seat is not None else ""
    number = max(session.table.rulings, default=0) + 1
    return session.check([RulingProposed(number, irregularity, rule_ids, detail)])


def decide(session: BankedSession, ruling: int, by: str, reason: str | None) -> list[Event]:
    """The floor's decision: confirmed (``reason`` None) or overridden with a reason."""
    if reason is None:
        return session.check([RulingDecided(ruling, "confirmed", by)])
    return session.check([RulingDecided(ruling, "overridden", by, reason)])
