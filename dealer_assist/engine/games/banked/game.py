"""What a banked game module provides to the round, and what it may read of the round.

A leaf module: the round chooses its game once, when it starts (:func:`.registry.game_for`),
and asks the game everything that differs between games (the deck, the needs, the decisions
and their amounts, the settlement) instead of checking the game's name. The game sees the round
only through :class:`RoundView`, so no game module imports the round back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from dealer_assist.cards import Card
from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.engine.games.banked.events import BankedCardsDealt, BankedDecision
from dealer_assist.engine.games.banked.ledger import LedgerWager
from dealer_assist.engine.games.banked.state import Hand, Need


class RoundView(Protocol):
    """The round's facts a game reads (and, for its own records, changes)."""

    @property
    def config(self) -> BankedConfig: ...
    @property
    def seats(self) -> tuple[int, ...]: ...
    @property
    def banker_seat(self) -> int: ...
    @property
    def button(self) -> int: ...
    @property
    def stake(self) -> int: ...
    @property
    def side_stake(self) -> int: ...
    @property
    def players(self) -> Mapping[int, str]: ...
    @property
    def hands(self) -> dict[tuple[int, str], Hand]: ...
    @property
    def cards(self) -> dict[int, list[Card]]: ...
    @property
    def face_up(self) -> dict[int, list[Card]]: ...
    @property
    def board(self) -> list[Card]: ...
    @property
    def dice(self) -> tuple[int, ...]: ...
    @property
    def settings(self) -> dict[int, tuple[tuple[Card, ...], tuple[Card, ...]]]: ...

    def hands_on(self, seat: int) -> list[Hand]: ...

    def dealt_in(self) -> list[int]: ...

    def live_hands(self) -> list[Hand]: ...


@dataclass(frozen=True, slots=True)
class MatchOffer:
    """A bettor on a shared spot who may still match the double or split just made
    (CG-HAB-D1, CG-HAB-S1): up to his own bet on that hand (a split: exactly his bet)."""

    seat: int
    bettor: str
    hand: int
    move: str  # double | split
    own: int


class BankedGame(Protocol):
    """One game's rules. Game classes subclass it to inherit the defaults below (a game with
    one 52-card deck, no joker, no shared spots, no card hooks)."""

    required: tuple[str, ...]
    """The wagers a hand needs to be dealt in."""

    jokers: frozenset[int] = frozenset()
    """Joker codes the game's deck holds (CG-PAI-01: Pai Gow's one joker)."""

    single_deck: bool = True
    """One deck, no card twice (CG-3CP-01, HTP-3CP-01); a blackjack shoe holds several."""

    no_replacement: str | None = None
    """Why a card dealt off the table is not replaced from the shoe after the deal here;
    ``None``: it is (PGP-IRR-08)."""

    call_keeps: int = 0
    """Cards a Call keeps of the seat's cards (HTP-2CP-07: two of four); 0: the Call keeps all."""

    keep_rules: tuple[str, ...] = ()
    """The rows a banker keeping the bank rests on: the rotation, then his stake (K14)."""

    step_rules: tuple[tuple[str, ...], ...] = (("K13",),) * 4
    """The rows each step of a round cites: wagers, deal, banker's hand, order of comparison."""

    def verify_wager(self, rnd: RoundView, hand: Hand, wager: str, amount: int) -> None: ...

    def needs(self, rnd: RoundView) -> list[Need]: ...

    def verify_decision(self, rnd: RoundView, ev: BankedDecision, need: Need) -> None: ...

    def apply_decision(self, rnd: RoundView, ev: BankedDecision) -> None: ...

    def ledgers(self, rnd: RoundView) -> list[tuple[int, list[LedgerWager]]]: ...

    def banker_text(self, rnd: RoundView) -> str: ...

    def verify_cards(self, rnd: RoundView, ev: BankedCardsDealt) -> None:
        """Game-specific checks of a deal (face-up counts); none by default."""
        return None

    def on_cards(self, rnd: RoundView, ev: BankedCardsDealt) -> None:
        """The game's own records after a deal; none by default."""
        return None

    def decision_amounts(self, rnd: RoundView, need: Need, option: str) -> tuple[int, ...]:
        """The money ``option`` may add to the hand ``need`` names; the first is the usual one.
        By default a Play or Call equals the first required wager (CG-3CP-04b, HTP-3CP-06,
        HTP-2CP-07) and other options add nothing."""
        hand = rnd.hands.get((need.seat, need.bettor)) if need.seat is not None else None
        if hand is None or option not in ("play", "call") or not self.required:
            return (0,)
        return (hand.wagers.get(self.required[0], 0),)

    def face_up_cards(self, rnd: RoundView, seat: int) -> list[Card]:
        """The seat's cards everyone may see during play: those dealt face up."""
        return list(rnd.face_up.get(seat, []))

    def hand_count(self, rnd: RoundView, seat: int) -> int:
        """How many hands the seat plays (a split makes two); one by default."""
        return 1

    def match_offers(self, rnd: RoundView) -> list[MatchOffer]:
        """Bettors who may match a move just made; none where a spot has one bettor."""
        return []

    def money_added(self, rnd: RoundView) -> bool:
        """Whether a decision has put more money out than the original wagers (a double or a
        split): a void round is then settled by the floor, not the app (LC-105, LC-P1)."""
        return False
