"""Who gets action first: CG's action button, HTP's dealer button, Pai Gow's dice (K13).

Seats are listed clockwise; every function returns seats, never touches money.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealer_assist.cards import Card


def clockwise_from(seats: Sequence[int], start: int, *, skip: int | None = None) -> list[int]:
    """Every seat once, clockwise, starting at ``start``; ``skip`` (the banker) left out."""
    i = seats.index(start)
    ring = list(seats[i:]) + list(seats[:i])
    return [s for s in ring if s != skip]


def left_of(seats: Sequence[int], seat: int) -> int:
    """The next seat clockwise."""
    return seats[(seats.index(seat) + 1) % len(seats)]


def action_count(cards: Iterable[Card], *, ace: int = 1, face: int = 10) -> int:
    """Sum of the banker's cards for the action button: A=1, J/Q/K=10, pips (AMB-08)."""
    total = 0
    for card in cards:
        rank = int(card.rank) if card.rank is not None else 0
        total += ace if rank == 14 else face if rank > 10 else rank
    return total


def action_button(seats: Sequence[int], banker: int, count: int, wagering: Iterable[int]) -> int:
    """CG-3CP-B05 with AMB-08: count player positions (occupied or not) clockwise from the seat
    after the banker, skipping him; a spot without a wager passes it to the next wagering spot."""
    positions = clockwise_from(seats, left_of(seats, banker), skip=banker)
    landed = positions[(count - 1) % len(positions)]
    live = set(wagering)
    if not live:
        return landed
    return next(s for s in clockwise_from(positions, landed) if s in live)


def dice_position(
    seats: Sequence[int], banker: int, total: int, *, counter_clockwise: bool = True
) -> int:
    """CG-PAI-05 with AMB-28: the banker is position 1 (so 1, 8 and 15 are his); positions run
    over all seven places, occupied or not, in the profile's direction."""
    ring = clockwise_from(seats, banker)
    if counter_clockwise:
        ring = [ring[0], *reversed(ring[1:])]
    return ring[(total - 1) % len(ring)]


def action_order(seats: Sequence[int], first: int, banker: int) -> list[int]:
    """Settlement order: clockwise from the first seat to get action, banker left out."""
    return clockwise_from(seats, first, skip=banker)


def decision_order(seats: Sequence[int], banker: int) -> list[int]:
    """Decisions go clockwise from the banker's left (HTP-3CP-02, HTP-2CP-02, HTP-FLH-02)."""
    return clockwise_from(seats, left_of(seats, banker), skip=banker)


def deal_order(seats: Sequence[int], button: int) -> list[int]:
    """Dealing starts left of the dealer button (HTP-3CP-01, HTP-2CP-01, HTP-FLH-01)."""
    return clockwise_from(seats, left_of(seats, button))
