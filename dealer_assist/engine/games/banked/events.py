"""Banked-game events: the same frozen, JSON-stable records as the flop engine's (``@event``).

Every type name starts with ``banked_`` so a log can mix them with flop-game events. Times
(``at``) are whole seconds since the Unix epoch, UTC, stamped by the caller: the engine never
reads a clock (ARCHITECTURE property 1); the California rotation rule is judged on these times.
"""

from __future__ import annotations

from typing import TypeVar, dataclass_transform

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, event

E = TypeVar("E", bound=Event)


@dataclass_transform(frozen_default=True)
def banked_event(cls: type[E]) -> type[E]:
    """:func:`~dealer_assist.engine.events.event`, typed so mypy sees the dataclass fields."""
    return event(cls)


__all__ = [
    "BankAnswered",
    "BankOffered",
    "BankedBoardDealt",
    "BankedCardsDealt",
    "BankedCollectionPaid",
    "BankedDecision",
    "BankedDiceShaken",
    "BankedHandSet",
    "BankedNoBackline",
    "BankedRoundEnded",
    "BankedRoundStarted",
    "BankedTableOpened",
    "BankedWagerPlaced",
    "BankedWagerSettled",
    "TpppDeclared",
    "banked_event",
]


@banked_event
class BankedTableOpened(Event):
    """A banked table opens; ``config`` is :class:`BankedConfig` as JSON, kept for replay."""

    type = "banked_table_opened"
    table: str
    house: str
    game: str
    config: str
    at: int = 0


@banked_event
class TpppDeclared(Event):
    """A third-party proposition player joins the table (CA-PDR: one per table)."""

    type = "banked_tppp_declared"
    player: str
    at: int = 0


@banked_event
class BankOffered(Event):
    """The bank is offered to a seat before a hand (CG-3CP-08, HTP-3CP-08, CA-PDR: logged)."""

    type = "banked_bank_offered"
    seat: int
    player: str
    at: int = 0


@banked_event
class BankAnswered(Event):
    """A seat's answer to the offer; ``stake`` is what an accepting banker puts up."""

    type = "banked_bank_answered"
    seat: int
    player: str
    accepted: bool
    stake: int = 0
    at: int = 0


@banked_event
class BankedRoundStarted(Event):
    """A round: the banker, his stake (and Buster bank), the dealer button and every position.

    ``seats`` lists every player position clockwise (occupied or not, AMB-08, AMB-28);
    ``players`` names each seat's seated player ("" when empty), same order.
    """

    type = "banked_round_started"
    round: int
    banker_seat: int
    banker: str
    stake: int
    seats: tuple[int, ...]
    players: tuple[str, ...]
    button: int = 0
    side_stake: int = 0
    at: int = 0


@banked_event
class BankedCollectionPaid(Event):
    """Collection (CG-3CP-02) or rake (HTP-3CP-16) taken from a seat."""

    type = "banked_collection_paid"
    seat: int
    amount: int


@banked_event
class BankedWagerPlaced(Event):
    """A wager on a seat's hand by ``bettor`` (the seated player, or a backline bettor)."""

    type = "banked_wager_placed"
    seat: int
    bettor: str
    wager: str
    amount: int


@banked_event
class BankedNoBackline(Event):
    """The seated player refuses backline bets on his spot this round (CG-HAB-11)."""

    type = "banked_no_backline"
    seat: int
    player: str


@banked_event
class BankedDiceShaken(Event):
    """Pai Gow: the P/D's three dice and the pile he chose to go out first (CG-PAI-04/05)."""

    type = "banked_dice_shaken"
    dice: tuple[int, ...]
    pile: int = 1


@banked_event
class BankedCardsDealt(Event):
    """Cards to a seat (the banker's seat included); ``face_up`` lists the exposed ones.

    Hot Action: ``hand`` is the split hand the card goes to (0 for the first)."""

    type = "banked_cards_dealt"
    seat: int
    cards: tuple[Card, ...]
    face_up: tuple[Card, ...] = ()
    hand: int = 0


@banked_event
class BankedBoardDealt(Event):
    """Florida Hold'em community cards: the flop (3), then turn and river (2)."""

    type = "banked_board_dealt"
    cards: tuple[Card, ...]


@banked_event
class BankedDecision(Event):
    """A player's decision: play, fold, surrender, call, check, hit, stand, double, split, match.

    ``amount`` is the money it adds; ``cards`` are the cards kept (Two Card Poker, HTP-2CP-07).
    """

    type = "banked_decision"
    seat: int
    bettor: str
    decision: str
    amount: int = 0
    cards: tuple[Card, ...] = ()
    hand: int = 0


@banked_event
class BankedHandSet(Event):
    """Pai Gow: a hand set as a two-card front and a five-card back (CG-PAI-06)."""

    type = "banked_hand_set"
    seat: int
    front: tuple[Card, ...]
    back: tuple[Card, ...]


@banked_event
class BankedWagerSettled(Event):
    """One ledger line: the wager's coverage, its result and the chips that move.

    ``status``: covered, partly_covered, returned or dead; ``result``: win, lose, push or
    no_action. The player gets back ``amount - collected + paid``.
    """

    type = "banked_wager_settled"
    seat: int
    bettor: str
    wager: str
    amount: int
    status: str
    result: str
    covered: int
    returned: int
    paid: int
    collected: int
    stake_left: int
    rule_ids: tuple[str, ...] = ()
    hand: int = 0


@banked_event
class BankedRoundEnded(Event):
    type = "banked_round_ended"
    round: int
    at: int = 0
