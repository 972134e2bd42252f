"""Reports the shoe cannot make: a hand found with the wrong card count, a card exposed during
the deal, a request to see a hand at showdown (LC-75, LC-107, LC-108, LC-85c, LC-115,
PGP-IRR-01 to 03, PGP-IRR-08 to 10)."""

from __future__ import annotations

from collections.abc import Sequence

from dealer_assist.cards import Card
from dealer_assist.engine.events import CardDealt, Event, PotAwarded
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table_view import TableView
from dealer_assist.irregularities import house as rules
from dealer_assist.irregularities.dead_hands import HandMadeLive
from dealer_assist.irregularities.floor import ROLES, house_ruling, proposal
from dealer_assist.irregularities.hole_fixes import ExtraCardRecorded, HoleCardExposed
from dealer_assist.irregularities.house import HouseIrregularities
from dealer_assist.irregularities.misdeals import miscounted
from dealer_assist.irregularities.state import has_acted, peek, substantial_action
from dealer_assist.messages import msg
from dealer_assist.rules import IrregularityRules


def report_hole_count(session: TableSession, seat: int, held: int,
                      house: HouseIrregularities | IrregularityRules | None, *,
                      by_role: str = "dealer") -> list[Event]:
    """Seat ``seat`` is found holding ``held`` cards: the house's K15/K16 ruling by the acted
    flag and the street; a dead hand waits for the floor, a top card owed is given at once."""
    if by_role not in ROLES:
        raise Refusal(msg("irregularities.reports.refusal.unknown_role",
                          "unknown role {by_role!r}",
                          by_role=by_role))
    table = session.table
    hand = live_hand(table)
    the_house = house if isinstance(house, HouseIrregularities) else \
        HouseIrregularities.from_rules(house)
    n = hand.config.hole_cards
    if seat not in hand.in_hand or held == n:
        raise Refusal(msg("irregularities.reports.refusal.seat_has_no_live_hand",
                          "seat {seat} has no live hand with a wrong card count",
                          seat=seat))
    acted, flop_out = has_acted(hand, seat), hand.street > 0
    events: list[Event] = []
    wrong = miscounted(table, hand, [seat])  # LC-104c: a second seat with a wrong count
    if wrong:
        if held > n:
            events.append(ExtraCardRecorded(seat, None))
        return session.check([*events, *wrong_count_misdeal(table, wrong)])
    if held > n:
        decision = rules.extra_card(the_house, acted, flop_out, substantial_action(hand))
        name = "extra_hole_card"
        events.append(ExtraCardRecorded(seat, None))
    else:
        decision = rules.missing_card(the_house, acted, flop_out)
        name = "missing_hole_card" if decision.rule_ids[0] != "LC-85c" else \
            "wrong_count_after_acting"
    events += house_ruling(table, name, decision, seat, f"seat {seat} holds {held} cards")
    return session.check(events)


def wrong_count_misdeal(table: TableView, seats: Sequence[int]) -> list[Event]:
    """LC-104c: two or more seats with a wrong number of cards at the deal: a misdeal the floor
    confirms (the hand is dealt again), not one ruling per seat (LC-107a, LC-108a)."""
    return proposal(table, "misdeal_c", detail=f"seats {list(seats)} hold a wrong number of "
                    "cards", plan="void")


def showdown_request(session: TableSession, requester: int, seat: int,
                     cards: Sequence[Card], touched_muck: bool = False, *,
                     by_role: str = "dealer") -> list[Event]:
    """LC-75 / AMB-30, LC-78: ``requester`` asks to see seat ``seat``'s called hand, pushed
    face down at the showdown. Asked by the apparent winner, a hand that has not touched the
    muck is live again: both hands are read as tabled (cards speak) and the best one wins.
    Asked by anyone else, or once the hand has touched the muck, it is shown and stays dead."""
    if by_role not in ROLES:
        raise Refusal(msg("irregularities.reports.refusal.unknown_role",
                          "unknown role {by_role!r}",
                          by_role=by_role))
    table = session.table
    hand = live_hand(table)
    if requester not in table.seats:
        raise Refusal(msg("irregularities.reports.refusal.seat_empty_any_seated_player",
                          "seat {requester} is empty: any seated player may ask (LC-75)",
                          requester=requester))
    if hand.phase != "settling" or any(isinstance(e, PotAwarded) for e in hand.log):
        raise Refusal(msg("irregularities.reports.refusal.hand_asked_showdown_once_every",
                          "a hand is asked for at the showdown, once every hand is tabled or "
                          "pushed face down and before the pot is pushed (LC-75)"))
    if seat not in hand.mucked:
        raise Refusal(msg("irregularities.reports.refusal.seat_has_no_called_hand",
                          "seat {seat} has no called hand pushed face down",
                          seat=seat))
    winners = {e.seat for e in hand.settlement() if isinstance(e, PotAwarded)}
    if requester in winners and not touched_muck:
        detail = (f"winner seat {requester} asked: seat {seat}'s hand, not in the muck, is "
                  "live and plays against his; the best hand wins (LC-78)")
        return session.check([*proposal(table, "see_hand_at_showdown", detail=detail),
                              HandMadeLive(seat, tuple(cards))])
    why = "it had touched the muck" if touched_muck else "he is not the winner"
    detail = f"seat {requester} asked to see seat {seat}: shown, the hand stays dead ({why})"
    return session.check(proposal(table, "see_hand_at_showdown", detail=detail))


def exposure(table: TableView, house: HouseIrregularities, seat: int, card: Card | None, index: int,
             earlier: int, player_caused: bool = False) -> list[Event]:
    """The ruling on a hole card seen during the deal (K17, AMB-17): misdeal (LC-104f/g), swap
    and burn (LC-115, PGP-IRR-08) or kept (PGP-IRR-10). ``index`` counts the deal from 0."""
    decision = rules.exposed_card(house, index, earlier, player_caused)
    name = {"LC-104f": "misdeal_f", "LC-104g": "misdeal_g"}.get(decision.rule_ids[0],
                                                                "exposed_hole_card")
    exposed = HoleCardExposed(seat, card, replace=decision.action == "replace")
    return [*house_ruling(table, name, decision, seat, f"seat {seat}: {card or 'a card'} "
                          "exposed"), exposed]


def report_exposed(session: TableSession, seat: int,
                   house: HouseIrregularities | IrregularityRules | None, *,
                   card: Card | None = None, player_caused: bool = False,
                   by_role: str = "dealer") -> list[Event]:
    """A hole card flashed, shown or dealt off the table during the deal (PGP-IRR-09), which the
    shoe cannot see; ``player_caused``: it flipped off the player it was meant for (PGP-IRR-10).
    ``card`` defaults to the seat's last card dealt."""
    if by_role not in ROLES:
        raise Refusal(msg("irregularities.reports.refusal.unknown_role",
                          "unknown role {by_role!r}",
                          by_role=by_role))
    table = session.table
    hand = live_hand(table)
    if hand.street != 0 or hand.phase not in ("dealing", "betting") or (
            hand.round is not None and hand.round.actions):
        raise Refusal(msg("irregularities.reports.refusal.exposed_hole_card_dealt_during",
                          "an exposed hole card is dealt with during the deal (LC-115)"))
    dealt = [e for e in hand.log if isinstance(e, CardDealt)]
    mine = [i for i, e in enumerate(dealt) if e.seat == seat and (card is None or e.card == card)]
    if not mine:
        raise Refusal(msg("irregularities.reports.refusal.seat_was_dealt",
                          "seat {seat} was not dealt {value}",
                          seat=seat, value=card or 'any card'))
    index = mine[-1]
    the_house = house if isinstance(house, HouseIrregularities) else \
        HouseIrregularities.from_rules(house)
    earlier = peek(table).exposures
    return session.check(exposure(table, the_house, seat, dealt[index].card, index, earlier,
                                  player_caused))
