"""Floor workflow: proposed rulings, the floor's confirm or override, misdeals (LC-103, LC-104,
LC-8b, LC-8c, LC-P1, LC-P5).

Command functions take the :class:`TableSession` and return events checked on a copy of the table
(commit them once stored, as with every session command). ``by_role`` is ``"dealer"`` or
``"floor"``; only the floor decides a ruling or declares a misdeal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, HandVoided, RulingDecided, RulingProposed
from dealer_assist.engine.events import reported_as as reported_as
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table_view import TableView
from dealer_assist.irregularities.dead_hands import HandKilled, HandRetrieved
from dealer_assist.irregularities.events import CorrectionPlanned
from dealer_assist.irregularities.hole_fixes import ExtraCardBurned, TopCardOwed
from dealer_assist.irregularities.house import Decision
from dealer_assist.irregularities.misdeals import check_case
from dealer_assist.irregularities.state import next_ruling, peek
from dealer_assist.messages import msg
from dealer_assist.rules.irregularities.catalogue import get

ROLES: Final = ("dealer", "floor")


def _role(by_role: str, what: str) -> None:
    if by_role not in ROLES:
        raise Refusal(msg("irregularities.floor.refusal.unknown_role",
                          "unknown role {by_role!r} ({items})",
                          by_role=by_role, items=', '.join(ROLES)))
    if by_role != "floor":
        raise Refusal(msg("irregularities.floor.refusal.only_floorperson_may_lc_103",
                          "only a floorperson may {what} (LC-103.s1, LC-8b)",
                          what=what))


def proposal(table: TableView, irregularity: str, rule_ids: Sequence[str] = (), detail: str = "",
             plan: str = "none", seat: int | None = None,
             card: Card | None = None, reported_by: str = "") -> list[Event]:
    """The events of a new proposed ruling and, if any, the correction it waits to carry out.
    ``reported_by``: who reported it; "" leaves it to the caller (:func:`reported_as`)."""
    entry = get(irregularity)
    ids = tuple(rule_ids) or entry.rule_ids
    number = next_ruling(table)
    events: list[Event] = [RulingProposed(number, irregularity, ids, detail, reported_by)]
    if plan != "none" or seat is not None:
        events.append(CorrectionPlanned(number, plan, seat, card, ids))
    return events


def house_ruling(table: TableView, name: str, decision: Decision, seat: int, detail: str,
                 owe: bool = True) -> list[Event]:
    """The proposal of a K15-K17 ruling: a correction taking cards or money waits for the floor;
    a top card owed (LC-108a, PGP-IRR-01) is owed at once unless ``owe`` is False."""
    plan = "none" if decision.action in ("top_card", "replace", "keep", "none") else \
        decision.action
    events = proposal(table, name, decision.rule_ids, f"{detail}; {decision.detail}", plan=plan,
                      seat=seat)  # the seat is kept: LC-104c counts the seats ruled on
    if decision.action == "top_card" and owe:
        events.append(TopCardOwed(seat))
    return events


def confirm(session: TableSession, ruling: int, by: str, *, by_role: str = "floor",
            card: Card | None = None) -> list[Event]:
    """The floor confirms: the decision, then the correction the ruling planned. ``card`` is the
    card the floor turned up at random (LC-107a, PGP-IRR-02)."""
    _role(by_role, "confirm a ruling")
    table = session.table
    events: list[Event] = [RulingDecided(ruling, "confirmed", by)]
    plan = peek(table).planned.get(ruling)
    if plan is not None and table.rulings.get(ruling) is not None and table.in_hand:
        events += _correction(table, ruling, plan.action, plan.seat, card or plan.card,
                              plan.rule_ids)
    return session.check(events)


def _correction(table: TableView, ruling: int, action: str, seat: int | None, card: Card | None,
                rule_ids: tuple[str, ...]) -> list[Event]:
    if action == "void":
        entry = get(table.rulings[ruling].irregularity)  # a misdeal is dealt again (LC-104)
        return [HandVoided(f"ruling {ruling}: {entry.title}", rule_ids, redeal=entry.misdeal)]
    if seat is None:
        return []
    if action == "kill":
        return [HandKilled(seat, rule_ids)]
    won = table.hand is not None and table.hand.phase in ("settling", "settled")
    burn: list[Event] = [] if won else [ExtraCardBurned(seat, card)]
    if action == "kill_burn":  # the hand won before any flop: no burn left to make
        return [*burn, HandKilled(seat, rule_ids)]
    if action == "burn_extra":
        return burn
    if action == "retrieve":
        return [HandRetrieved(seat)]
    return []


def override(session: TableSession, ruling: int, by: str, reason: str, *,
             by_role: str = "floor") -> list[Event]:
    """The floor overrides with a reason (LC-P1, LC-8a); the planned correction is dropped and
    both proposal and override stay in the log."""
    _role(by_role, "override a ruling")
    return session.check([RulingDecided(ruling, "overridden", by, reason)])


def request_misdeal(session: TableSession, case: str, *, by_role: str = "dealer",
                    detail: str = "", reported_by: str = "") -> list[Event]:
    """A dealer's misdeal request: a proposed ruling that voids the hand once the floor confirms."""
    table = session.table
    name = check_case(table, case)
    return session.check(proposal(table, name, detail=detail or f"requested by the {by_role}",
                                  plan="void", reported_by=reported_by or by_role))


def call_misdeal(session: TableSession, case: str, by: str, *, by_role: str = "floor",
                 detail: str = "") -> list[Event]:
    """The floor declares a misdeal (LC-103.s1): every bet goes back (HandVoided) and the hand
    is dealt again with the same button (engine/redeal.py). Only a case of this game that still
    holds is accepted (:mod:`.misdeals`)."""
    _role(by_role, "declare a misdeal")
    table = session.table
    name = check_case(table, case)
    events = proposal(table, name, detail=detail or f"declared by {by}", reported_by=by)
    number = events[0].ruling  # type: ignore[attr-defined]
    ids = get(name).rule_ids
    return session.check([*events, RulingDecided(number, "confirmed", by),
                          HandVoided(get(name).title, ids, redeal=True)])


def report(session: TableSession, irregularity: str, *, seat: int | None = None,
           by_role: str = "dealer", detail: str = "", hand: int | None = None,
           reported_by: str = "") -> list[Event]:
    """A dealer or floor report of an irregularity the shoe cannot see (dead hands, LC-80 to
    LC-85, LC-113 ...). ``hand``: the hand it concerns; an earlier one is too late (LC-8c).
    ``reported_by``: the signed-in staff member's name and badge (else the role)."""
    if by_role not in ROLES:
        raise Refusal(msg("irregularities.floor.refusal.unknown_role_2",
                          "unknown role {by_role!r}",
                          by_role=by_role))
    table = session.table
    if hand is not None and hand != table.hand_number:
        raise Refusal(msg("irregularities.floor.refusal.hand_over_hand_has_begun",
                          "hand {hand} is over and hand {hand_number} has begun: too late for "
                          "an objection or a ruling (LC-8c)",
                          hand=hand, hand_number=table.hand_number))
    entry = get(irregularity)
    if entry.misdeal:
        return request_misdeal(session, irregularity.removeprefix("misdeal_"), by_role=by_role,
                               detail=detail, reported_by=reported_by)
    plan = entry.correction  # kill (LC-9, LC-81 to LC-85, LC-113), retrieve (LC-80) or none
    if plan == "kill" and (seat is None or seat not in live_hand(table).in_hand):
        raise Refusal(msg("irregularities.floor.refusal.name_seat_live_hand_seat",
                          "{title}: name a seat with a live hand (seat {seat} has none)",
                          title=entry.title, seat=seat))
    return session.check(proposal(table, irregularity, detail=detail, plan=plan, seat=seat,
                                  reported_by=reported_by or by_role))
