"""A misdealt hand is dealt again as it was (LC-103.s1, LC-104, the catalogue's misdeal steps).

Why a module: after a misdeal the floor confirms, the next hand is not a new hand. The button
stays where it was, the same seats are dealt in, and every blind, ante, straddle and collection
that went back with the void is posted again (stud: the same antes; the new door cards name a new
bring-in). The between-hands bookkeeping the void hand already did as it started (missed-blind
buttons, LC-97; newcomer passes, LC-39 / LC-127; seat dues, LC-41 / LC-131; waits, LC-88a; time,
LC-146) is not done a second time.

Only a void marked ``redeal`` (``HandVoided.redeal``: the LC-104 cases) is dealt again; a fouled
deck (LC-105) or five boxed cards (LC-106) void the hand and the button moves on. The redeal
also gives way to the ordinary layout when it can no longer be dealt as it was: a player dealt
in has left, moved or swapped seats, gone away or sits out, or the game was changed in between.
"""

from __future__ import annotations

from dataclasses import replace

from dealer_assist.engine.events import (
    HandStarted,
    HandVoided,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
    TableConfigured,
)
from dealer_assist.engine.hand import PostDue
from dealer_assist.engine.seat_dues import SeatsSwapped
from dealer_assist.engine.seating import SeatingView
from dealer_assist.messages import msg


def misdeal_void(table: SeatingView) -> HandVoided | None:
    """The void of the table's last hand when it is a misdeal to deal again, else None."""
    hand = table.hand
    if hand is None or not hand.voided:
        return None
    void = next((e for e in reversed(hand.log) if isinstance(e, HandVoided)), None)
    return void if void is not None and void.redeal else None


def layout(table: SeatingView) -> tuple[HandStarted, list[PostDue]] | None:
    """The misdealt hand laid out again under the next hand number (stacks are the table's
    now), or None when the next hand is laid out as usual."""
    hand = table.hand
    if hand is None or misdeal_void(table) is None:
        return None
    started: HandStarted | None = None
    moved: set[int] = set()  # seats a player left, took or moved from since it started
    for ev in reversed(table.history):
        if isinstance(ev, TableConfigured):
            return None  # the game changed since: a new hand under the new rules
        if isinstance(ev, HandStarted):
            started = ev
            break
        if isinstance(ev, PlayerLeft | PlayerSeated):
            moved.add(ev.seat)
        elif isinstance(ev, SeatChanged):
            moved |= {ev.from_seat, ev.to_seat}
        elif isinstance(ev, SeatsSwapped):  # LC-88d
            moved |= {ev.seat_a, ev.seat_b}
    if started is None or started.hand != hand.number or moved & set(hand.seats):
        return None
    for seat in hand.seats:
        info = table.seats.get(seat)
        if info is None or info.away or info.stack <= 0 or info.dues.deal_off:  # LC-88b
            return None
    return replace(started, hand=table.hand_number + 1), list(hand.posts_due)


def start_text(table: SeatingView, started: HandStarted) -> tuple[str, tuple[str, ...]] | None:
    """The dealer's start step for a redeal (text and rule IDs), or None for a new hand."""
    void = misdeal_void(table)
    if void is None or layout(table) is None:
        return None
    seats = ", ".join(map(str, started.dealt_in))
    text = (
        msg("redeal.start.stud", "Start hand {hand}: hand {misdealt} was a misdeal and is dealt "
            "again; seats {seats} are dealt in and post again what went back",
            hand=started.hand, misdealt=table.hand_number, seats=seats)
        if table.config.is_stud else
        msg("redeal.start.same_button", "Start hand {hand}: hand {misdealt} was a misdeal and is "
            "dealt again with the same button, seat {button}; seats {seats} are dealt in and "
            "post again what went back",
            hand=started.hand, misdealt=table.hand_number, button=started.button, seats=seats)
    )
    return text, void.rule_ids or ("LC-104", "LC-103.s1")
