"""Reports the shoe cannot make: a hand found with the wrong card count, a request to see a hand
at showdown (LC-75, LC-107, LC-108, LC-85c, PGP-IRR-01 to 03)."""

from __future__ import annotations

from collections.abc import Sequence

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, PotAwarded
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.irregularities import house as rules
from dealer_assist.irregularities.dead_hands import HandMadeLive
from dealer_assist.irregularities.floor import ROLES, proposal
from dealer_assist.irregularities.hole_fixes import ExtraCardRecorded, TopCardOwed
from dealer_assist.irregularities.house import HouseIrregularities
from dealer_assist.irregularities.state import has_acted, live_hand, substantial_action
from dealer_assist.rules import IrregularityRules


def report_hole_count(session: TableSession, seat: int, held: int,
                      house: HouseIrregularities | IrregularityRules | None, *,
                      by_role: str = "dealer") -> list[Event]:
    """Seat ``seat`` is found holding ``held`` cards: the house's K15/K16 ruling by the acted
    flag and the street; a dead hand waits for the floor, a top card owed is given at once."""
    if by_role not in ROLES:
        raise Refusal(f"unknown role {by_role!r}")
    table = session.table
    hand = live_hand(table)
    the_house = house if isinstance(house, HouseIrregularities) else \
        HouseIrregularities.from_rules(house)
    n = hand.config.hole_cards
    if seat not in hand.in_hand or held == n:
        raise Refusal(f"seat {seat} has no live hand with a wrong card count")
    acted, flop_out = has_acted(hand, seat), hand.street > 0
    events: list[Event] = []
    if held > n:
        decision = rules.extra_card(the_house, acted, flop_out, substantial_action(hand))
        name = "extra_hole_card"
        events.append(ExtraCardRecorded(seat, None))
    else:
        decision = rules.missing_card(the_house, acted, flop_out)
        name = "missing_hole_card" if decision.rule_ids[0] != "LC-85c" else \
            "wrong_count_after_acting"
    plan = decision.action if decision.action not in ("top_card", "none") else "none"
    events += proposal(table, name, decision.rule_ids, f"seat {seat} holds {held} cards; "
                       f"{decision.detail}", plan=plan, seat=seat if plan != "none" else None)
    if decision.action == "top_card":
        events.append(TopCardOwed(seat))
    return session.check(events)


def showdown_request(session: TableSession, requester: int, seat: int,
                     cards: Sequence[Card], *, by_role: str = "dealer") -> list[Event]:
    """LC-75 / AMB-30: ``requester`` asks to see seat ``seat``'s called hand. Asked by the
    winner, a mucked hand plays against his; asked by anyone else, it stays dead."""
    if by_role not in ROLES:
        raise Refusal(f"unknown role {by_role!r}")
    table = session.table
    hand = live_hand(table)
    winners = {e.seat for e in hand.settlement() if isinstance(e, PotAwarded)}
    if requester in winners and seat in hand.mucked:
        detail = f"winner seat {requester} asked: seat {seat}'s hand plays against his"
        return session.check([*proposal(table, "see_hand_at_showdown", detail=detail),
                              HandMadeLive(seat, tuple(cards))])
    detail = f"seat {requester} asked to see seat {seat}: shown, the hand stays as it was"
    return session.check(proposal(table, "see_hand_at_showdown", detail=detail))
