"""What an accepted command changed, so a screen repaints only the parts that show it.

The controllers emit ``state_changed(Change)`` after the log holds a command's events (the
operation -> changes -> redraw loop of Anki's ``OpChanges``): a bet touches seats, pots, the
procedure and the touch choices but not the title or the ruling banner; opening a table touches
everything; a device light only the lights and the choices that depend on a shoe.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Flag, auto

from dealer_assist.engine.events import (
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
    RuleEvent,
    RulingDecided,
    RulingProposed,
    TableConfigured,
)
from dealer_assist.engine.games.banked import (
    BankedRoundEnded,
    BankedRoundStarted,
    BankedTableOpened,
)
from dealer_assist.engine.house_dealers import DealerSignedIn, DealerSignedOut

_RULINGS = (RulingProposed, RulingDecided, RuleEvent, HandStarted, HandEnded, HandVoided,
            BankedRoundStarted, BankedRoundEnded)
"""Events that change the rulings waiting for the floor or what they say: a ruling, a
correction (a rule event), or a new hand or round (the waiting list is the current hand's)."""


class Change(Flag):
    """The parts of a table's state a change touches."""

    TABLE = auto()  # house, game, limit, name: the title and the seats laid out
    SEATS = auto()  # who sits where, stacks, cards, bets
    POTS = auto()  # pots, the banked ledger
    PROCEDURE = auto()  # the dealer's next steps
    ACTIONS = auto()  # the touch choices (action pad, the banked need buttons)
    RULINGS = auto()  # rulings waiting for the floor
    DEVICES = auto()  # device lights
    PLAY = SEATS | POTS | PROCEDURE | ACTIONS
    ALL = TABLE | PLAY | RULINGS | DEVICES


def change_of(event: Event) -> Change:
    """What one accepted event changes."""
    if isinstance(event, TableConfigured | BankedTableOpened | DealerSignedIn | DealerSignedOut):
        return Change.ALL  # the title names the house dealer
    if isinstance(event, _RULINGS):
        return Change.RULINGS | Change.PLAY
    return Change.PLAY


def changes_of(events: Iterable[Event]) -> Change:
    """What a command's events change together (nothing for no events)."""
    change = Change(0)
    for event in events:
        change |= change_of(event)
    return change
