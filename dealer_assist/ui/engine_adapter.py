"""Commands the dealer screen needs that :class:`TableSession` does not offer yet.

Each one builds the event the dealer's touch means and has the session verify it, exactly as the
session's own commands do; nothing is applied here. Remove an adapter when the session grows the
command (see the report on issue 9).
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, Mucked, Posted, Shown
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.stud import StudHandState


def show(session: TableSession, seat: int) -> list[Event]:
    """Seat ``seat`` turns its cards face up at showdown (cards as the shoe read them)."""
    own = getattr(session, "show", None)
    if callable(own):
        events: list[Event] = own(seat)
        return events
    cards = session.hand.hole.get(seat, [])
    if not cards or any(c is None for c in cards):
        raise Refusal(f"seat {seat}'s cards were not read by the shoe: enter them or muck")
    return session.check([Shown(seat, tuple(c for c in cards if c is not None))])


def post_option(session: TableSession, seat: int, kind: str) -> list[Event]:
    """Seat ``seat`` takes an optional post the hand offers (a live straddle, LC-47), for the
    amount the engine listed."""
    due = next((d for d in session.hand.posts_outstanding()
                if d.optional and d.seat == seat and d.kind == kind), None)
    if due is None:
        raise Refusal(f"seat {seat} has no {kind.replace('_', ' ')} to post now")
    amount = min(due.total, session.hand.stacks[seat])
    live = min(due.live, amount)
    return session.check([Posted(seat, kind, live, amount - live)])


def show_cards(session: TableSession, seat: int, cards: Sequence[Card]) -> list[Event]:
    """Seat ``seat`` turns up ``cards`` that no shoe read (entered by touch)."""
    return session.check([Shown(seat, tuple(cards))])


def muck(session: TableSession, seat: int) -> list[Event]:
    """Seat ``seat`` throws its hand away at showdown."""
    own = getattr(session, "muck", None)
    if callable(own):
        events: list[Event] = own(seat)
        return events
    return session.check([Mucked(seat)])


def deal_by_hand(session: TableSession) -> list[Event]:
    """No shoe: the cards due now, face down and unknown. Stud's later streets go through
    ``deal_street`` (burn and one card each, as the engine routes them); everything else
    through ``deal_hole_cards``."""
    hand = session.table.hand
    if isinstance(hand, StudHandState) and hand.phase == "dealing" and hand.street > 0:
        return session.deal_street(None)
    return session.deal_hole_cards(None)
