"""Correction state kept in ``Table.notes`` (cleared by the engine at each hand start).

Only the RuleEvents of this package write it, so it is a fold over the log like the rest of the
table: a replay rebuilds it exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.cards import Card
from dealer_assist.engine.events import Acted
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.table_view import TableView


@dataclass(slots=True)
class Plan:
    """A correction that waits for the floor's confirmation of its ruling."""

    action: str  # void | kill | kill_burn | burn_extra | retrieve | none
    seat: int | None = None
    card: Card | None = None
    rule_ids: tuple[str, ...] = ()


@dataclass(slots=True)
class Aside:
    """A premature board card out of play until the stub is reshuffled (LC-110 to LC-112)."""

    card: Card | None
    back_on: int  # the street whose first card follows the reshuffle
    rule_id: str
    set_on: int = 0  # the street whose betting was open when it was shown


@dataclass(slots=True)
class IrregularityState:
    """What the corrections of the current hand still require."""

    early: dict[int, list[Card | None]] = field(default_factory=dict)
    """Cards read while a street's betting was open; the first one is taken as its burn."""
    aside: list[Aside] = field(default_factory=list)
    burns_needed: dict[int, int] = field(default_factory=dict)
    """Burns the hand must hold before a street's first board card (LC-111 adds one)."""
    no_burn: dict[int, str] = field(default_factory=dict)
    """Streets dealt without a burn, with the rule that says so (LC-110, LC-111, LC-112, LC-114)."""
    exposed: dict[int, Card | None] = field(default_factory=dict)
    """Seats whose exposed hole card waits for the top card after the deal (LC-115)."""
    exposures: int = 0
    owed: list[int] = field(default_factory=list)
    """Seats owed the top card after the deal (LC-108a, PGP-IRR-01)."""
    extra: dict[int, Card | None] = field(default_factory=dict)
    dead_cards: list[Card | None] = field(default_factory=list)
    """Boxed cards and cards off the deck that are out of this hand (LC-109, LC-119 reading)."""
    boxed: int = 0
    planned: dict[int, Plan] = field(default_factory=dict)

    def out_of_play(self) -> set[Card]:
        """Cards the shoe must not deliver again before a reshuffle (else: fouled deck)."""
        cards = [a.card for a in self.aside] + self.dead_cards + list(self.extra.values())
        return {c for c in cards if c is not None}


def state(table: TableView) -> IrregularityState:
    """This hand's correction state (created on first use)."""
    return table.notes.get(IrregularityState)


def peek(table: TableView) -> IrregularityState:
    """The state without creating it (an empty one when there is none)."""
    return table.notes.peek(IrregularityState)


def actions(hand: HandState) -> list[Acted]:
    """Every voluntary action of the hand so far (blinds are not actions)."""
    return [e for e in hand.log if isinstance(e, Acted)]


def has_acted(hand: HandState, seat: int) -> bool:
    return any(a.seat == seat for a in actions(hand))


def substantial_action(hand: HandState) -> bool:
    """LC-GL-68: at least two players have acted one after the other."""
    return len(actions(hand)) >= 2


def street_actions(hand: HandState) -> int:
    """Actions taken in the betting round now open (0 outside a betting round)."""
    rnd = hand.round
    return len(rnd.actions) if rnd is not None and hand.phase == "betting" else 0


def next_ruling(table: TableView) -> int:
    return max(table.rulings, default=0) + 1
