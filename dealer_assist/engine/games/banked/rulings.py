"""Floor rulings at a banked table: the dealer reports an irregularity, the floor confirms or
overrides it (LC-P5, LC-P1, LC-8a, CG-DIS-03), and nobody changes it once the next round has
begun (LC-8c, CG-DIS-04).

Why a module of its own: the flop table keeps its rulings per hand (``engine/table.py``); a
banked table has rounds instead, and only the catalogue entries that are not about poker betting
apply there (each catalogue entry says so itself: ``banked``). The same two logged events are used
(``ruling_proposed``, ``ruling_decided``), so the hand log, the ruling charts and the exports
read them as they read a flop table's. A report may plan a correction the engine can do
(:mod:`.corrections`: a fouled deck voids the round, a card off the table is replaced); the
floor's confirmation carries it out and an override drops it. The rest is left to people.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, RulingDecided, RulingProposed
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked.corrections import (
    FixTable,
    carried_out,
    planned,
    replaceable,
)
from dealer_assist.engine.games.banked.plans import NOTHING_TO_CARRY_OUT, PEOPLE, PLANS
from dealer_assist.engine.seating import Ruling, verify_decision
from dealer_assist.engine.steps import Step
from dealer_assist.messages import msg
from dealer_assist.rules.irregularities.catalogue import get, is_known


def ruled_at_banked_table(irregularity: str) -> bool:
    """Whether a banked table rules on this catalogue entry: the entry's own ``banked`` mark
    (rules/irregularities). The other entries are about a poker hand's betting and muck: a
    banked game has no pot and no muck to rule on."""
    return is_known(irregularity) and get(irregularity).banked


class Session(Protocol):
    """The session a report goes through: its table, and its check on a copy."""

    @property
    def table(self) -> FixTable: ...

    def check(self, events: Sequence[Event]) -> list[Event]: ...


def round_number(table: FixTable) -> int:
    """The round a ruling belongs to: the current (or last) round, 0 before the first."""
    return table.round.number if table.round is not None else 0


def verify_ruling(table: FixTable, ev: RulingProposed | RulingDecided) -> None:
    if isinstance(ev, RulingProposed):
        if ev.ruling in table.rulings:
            raise Refusal(msg("banked.rulings.refusal.ruling_already_exists",
                              "ruling {ruling} already exists",
                              ruling=ev.ruling))
        if not ruled_at_banked_table(ev.irregularity):
            raise Refusal(msg("banked.rulings.refusal.ruled_banked_table_call_floor",
                              "{replace} is not ruled on at a banked table: call the floor",
                              replace=ev.irregularity.replace('_', ' ')))
        return
    ruling = verify_decision(table.rulings, ev)
    if round_number(table) != ruling.hand:
        raise Refusal(msg("banked.rulings.refusal.round_over_next_round_has",
                          "round {hand} is over and the next round has begun: the ruling can no "
                          "longer be changed (LC-8c, CG-DIS-04)",
                          hand=ruling.hand))


def apply_ruling(table: FixTable, ev: RulingProposed | RulingDecided) -> None:
    if isinstance(ev, RulingProposed):
        table.rulings[ev.ruling] = Ruling(round_number(table), ev.irregularity, ev.rule_ids,
                                          ev.detail, reported_by=ev.reported_by)
        return
    ruling = table.rulings[ev.ruling]
    ruling.status, ruling.decided_by, ruling.reason = ev.decision, ev.by, ev.reason


def open_rulings(table: FixTable) -> list[tuple[int, Ruling]]:
    """Rulings of the current round still waiting for the floor, oldest first."""
    number = round_number(table)
    return [(n, r) for n, r in sorted(table.rulings.items())
            if r.status == "proposed" and r.hand == number]


def note(table: FixTable, number: int, ruling: Ruling) -> str:
    """What a waiting ruling's confirmation will do: its planned correction, or what is left to
    the dealer and floor (for the procedure and the ruling banner)."""
    plan = table.planned.get(number)
    if plan is not None:
        return plan.text()
    return PEOPLE.get(ruling.irregularity, NOTHING_TO_CARRY_OUT)


def ruling_steps(table: FixTable) -> list[Step]:
    """One "call the floor" step per ruling of this round still waiting (LC-P5)."""
    steps = []
    for number, ruling in open_rulings(table):
        plan = table.planned.get(number)
        seat = plan.seat if plan is not None else None
        rules = plan.rule_ids if plan is not None else ruling.rule_ids
        steps.append(Step("floor", msg("banked.rulings.step.call_floor_ruling",
                                       "Call the floor: ruling {number}, {title}. {note}",
                                       number=number, title=get(ruling.irregularity).title,
                                       note=note(table, number, ruling)),
                          seat, (*rules, "LC-P5")))
    return steps


def report(session: Session, irregularity: str, rule_ids: tuple[str, ...],
           seat: int | None = None, card: Card | None = None,
           reported_by: str = "dealer") -> list[Event]:
    """The dealer's report: a proposed ruling for the floor and the correction it plans, if
    any (checked on a copy). ``card``: the seat's card that went off the table (a replacement
    is planned only with it; :func:`replaceable_cards` lists the cards it may name);
    ``reported_by``: who reported it (a name and badge when someone is signed in)."""
    detail = msg("banked.rulings.detail.seat", "seat {seat}", seat=seat) \
        if seat is not None else ""
    if card is not None:
        detail = msg("banked.rulings.detail.card", "{detail} ({card})", detail=detail,
                     card=str(card))
    number = max(session.table.rulings, default=0) + 1
    return session.check([RulingProposed(number, irregularity, rule_ids, detail, reported_by),
                          *planned(session.table, number, irregularity, seat, card)])


def decide(session: Session, ruling: int, by: str, reason: str | None) -> list[Event]:
    """The floor's decision: confirmed (``reason`` None) or overridden with a reason."""
    if reason is None:
        table = session.table
        entry = table.rulings.get(ruling)
        title = get(entry.irregularity).title if entry is not None else ""
        return session.check([RulingDecided(ruling, "confirmed", by),
                              *carried_out(table, ruling, title)])
    return session.check([RulingDecided(ruling, "overridden", by, reason)])


def replaceable_cards(table: FixTable, irregularity: str, seat: int | None) -> list[Card]:
    """The seat's cards a report of ``irregularity`` may name to plan a replacement (none when
    the engine has no correction for it now)."""
    rnd = table.round
    if PLANS.get(irregularity) != "replace" or seat is None or rnd is None or rnd.ended:
        return []
    out = []
    for card in rnd.cards.get(seat, ()):
        try:
            replaceable(rnd, seat, card)
        except Refusal:
            continue
        out.append(card)
    return out
