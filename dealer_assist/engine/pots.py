"""Main pot and side pots from what each player put in (LC-65, LC-71).

An all-in player can win from each opponent only as much as he put in himself; the rest goes to
side pots among the players who covered it. The part of the biggest wager that nobody matched
is not in any pot: it goes back to its owner.
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the seats that can win it (seat order)."""

    amount: int
    eligible: tuple[int, ...]


def uncalled(contributions: Mapping[int, int]) -> tuple[int, int] | None:
    """(seat, amount) of the unmatched top of the largest wager, or None when it was matched."""
    if not contributions:
        return None
    ordered = sorted(contributions.items(), key=lambda item: item[1], reverse=True)
    top_seat, top = ordered[0]
    second = ordered[1][1] if len(ordered) > 1 else 0
    return (top_seat, top - second) if top > second else None


def build_pots(
    contributions: Mapping[int, int],
    live: Set[int],
    dead: int = 0,
    credit: Mapping[int, int] | None = None,
    capped: Set[int] | None = None,
) -> list[Pot]:
    """Split contributions into the main pot and side pots.

    ``contributions`` (wagers, each already counting any ``credit``) must exclude any uncalled
    amount (see :func:`uncalled`); ``live`` are the seats still contesting; ``dead`` is middle
    money (dead blinds) that belongs to the main pot. ``credit`` is wagering that counts toward a
    seat's bet without being in the pot: a live button collection (LC-46). It makes the seat
    fully eligible, but nobody can win those chips (LC-71). Folded players' chips stay in the
    pots they reached.
    """
    credit = credit or {}
    # ``capped``: the live seats whose wager cannot grow (all-in); while betting goes on, only
    # they start a side pot. None: every live seat is capped (the hand is settling).
    capping = live if capped is None else live & capped
    highest = max((c for seat, c in contributions.items() if seat in live), default=0)
    levels = sorted(
        {c for seat, c in contributions.items() if seat in capping and c > 0}
        | ({highest} if highest > 0 else set())
    )
    pots: list[Pot] = []
    previous = 0
    for i, level in enumerate(levels):
        top = i == len(levels) - 1
        amount = 0
        for seat, c in contributions.items():
            upper = c if top else min(c, level)  # folded chips above the last level: top pot
            amount += max(0, upper - previous)
            # a live credit is the bottom of the seat's wager and holds no chips
            amount -= max(0, min(credit.get(seat, 0), upper) - previous)
        eligible = tuple(
            sorted(s for s in live if s not in capping or contributions.get(s, 0) >= level)
        )
        if amount:
            pots.append(Pot(amount, eligible))
        previous = level
    if not pots:  # everybody folded to players who had put nothing in
        total = sum(contributions.values()) - sum(credit.values())
        if total or dead:
            pots.append(Pot(total, tuple(sorted(live))))
    if dead:
        first = pots[0]
        pots[0] = Pot(first.amount + dead, first.eligible)
    return pots
