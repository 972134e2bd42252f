"""The dealer screen's touches as session commands (each returns verified events; nothing is
applied here). The engine decides every amount and order."""

from __future__ import annotations

from collections.abc import Sequence

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.stud import StudHandState


def show(session: TableSession, seat: int) -> list[Event]:
    """Seat ``seat`` turns its cards face up at showdown (cards as the shoe read them)."""
    return session.show(seat)


def post_option(session: TableSession, seat: int, kind: str) -> list[Event]:
    """Seat ``seat`` takes an optional post the hand offers (a live straddle, LC-47)."""
    return session.post(seat, kind)


def show_cards(session: TableSession, seat: int, cards: Sequence[Card]) -> list[Event]:
    """Seat ``seat`` turns up ``cards`` that no shoe read (entered by touch)."""
    return session.show(seat, cards)


def muck(session: TableSession, seat: int) -> list[Event]:
    """Seat ``seat`` throws its hand away at showdown."""
    return session.muck(seat)


def deal_by_hand(session: TableSession) -> list[Event]:
    """No shoe: the cards due now, face down and unknown. Stud's later streets go through
    ``deal_street`` (burn and one card each, as the engine routes them); everything else
    through ``deal_hole_cards``."""
    hand = session.table.hand
    if isinstance(hand, StudHandState) and hand.phase == "dealing" and hand.street > 0:
        return session.deal_street(None)
    return session.deal_hole_cards(None)
