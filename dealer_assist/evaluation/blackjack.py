"""Hot Action Blackjack totals and naturals (catalogue 1.5 and 5.6; Buster uses the same counts).

Card values (CG-HAB-01): ace 1 or 11, J/Q/K 10, other cards their pips, joker 2. Naturals exist
only as the first two cards of an original hand, never after a split, hit or double (CG-HAB-06):

* Super Natural: a player's two jokers, each counted 12, "Natural 24" (CG-HAB-PUB1); the P/D
  never gets one, his two jokers are a hard 4 (CG-HAB-03, AMB-03);
* Natural 22: two aces of the same suit (CG-HAB-PUB2);
* Natural 21: an ace and a ten-value card (CG-HAB-05).

No soft total goes over 21: an ace that would pass 21 counts 1 (CG-HAB-18, CG-BBJ-08).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from dealer_assist.cards import Card
from dealer_assist.evaluation.outcome import Outcome
from dealer_assist.messages import Message, msg

__all__ = ["BlackjackTotal", "Natural", "Outcome", "card_value", "settle", "total"]


class Natural(IntEnum):
    """Natural hands, ordered: a higher value beats a lower one (CG-HAB-02/04/05)."""

    NATURAL_21 = 1
    NATURAL_22 = 2
    SUPER_NATURAL = 3


_NATURAL_TOTALS = {Natural.NATURAL_21: 21, Natural.NATURAL_22: 22, Natural.SUPER_NATURAL: 24}
_NATURAL_LABELS = {
    Natural.NATURAL_21: msg("blackjack.natural_21", "Natural 21"),
    Natural.NATURAL_22: msg("blackjack.natural_22", "Natural 22"),
    Natural.SUPER_NATURAL: msg("blackjack.super_natural", "Super Natural (24)"),
}


@dataclass(frozen=True)
class BlackjackTotal:
    """A hand's count: the best total, whether an ace counts 11 in it, and any natural."""

    total: int
    soft: bool
    natural: Natural | None
    cards: int

    @property
    def busted(self) -> bool:
        """Over 21 without a natural: every such total is a bust (AMB-04)."""
        return self.natural is None and self.total > 21

    @property
    def label(self) -> Message:
        """Dealer wording: "Natural 22", "17 (soft)", "4 (hard)", "Bust (23)" (a Message: the
        screen says it in its language)."""
        if self.natural is not None:
            return _NATURAL_LABELS[self.natural]
        if self.busted:
            return msg("blackjack.bust", "Bust ({total})", total=self.total)
        if self.soft:
            return msg("blackjack.soft", "{total} (soft)", total=self.total)
        return msg("blackjack.hard", "{total} (hard)", total=self.total)


def card_value(card: Card) -> int:
    """Hard value of one card: joker 2, ace 1, faces 10, others pips (CG-HAB-01)."""
    if card.rank is None:
        return 2
    if card.rank == 14:
        return 1
    return min(int(card.rank), 10)


def _natural(hand: list[Card], player: bool) -> Natural | None:
    if len(hand) != 2:
        return None
    a, b = hand
    if a.is_joker and b.is_joker:
        return Natural.SUPER_NATURAL if player else None  # P/D: hard 4 (CG-HAB-03, AMB-03)
    if a.rank == 14 and b.rank == 14:
        return Natural.NATURAL_22 if a.suit == b.suit else None  # CG-HAB-PUB2
    values = {card_value(a), card_value(b)}
    return Natural.NATURAL_21 if values == {1, 10} else None  # CG-HAB-05


def total(cards: Iterable[Card], *, original: bool = True, player: bool = True) -> BlackjackTotal:
    """Count a hand. ``original`` is False for hands made by a split (no naturals, CG-HAB-06);
    ``player`` is False for the P/D, who cannot hold a Super Natural (CG-HAB-03)."""
    hand = list(cards)
    natural = _natural(hand, player) if original else None
    if natural is not None:
        return BlackjackTotal(_NATURAL_TOTALS[natural], False, natural, len(hand))
    hard = sum(card_value(c) for c in hand)
    soft = any(c.rank == 14 for c in hand) and hard + 10 <= 21  # CG-HAB-18
    return BlackjackTotal(hard + 10 if soft else hard, soft, None, len(hand))


def settle(player: BlackjackTotal, dealer: BlackjackTotal) -> Outcome:
    """A player's finished hand against the P/D's (CG-HAB-T1..T6, CG-HAB-PUB3, AMB-04)."""
    ours, theirs = player.natural or 0, dealer.natural or 0
    if ours or theirs:
        if ours > theirs:
            return Outcome.PLAYER_WINS  # includes T1 and T5
        if ours < theirs:
            return Outcome.BANKER_WINS
        # equal naturals: a player's Natural 22 (or Super Natural) still wins (T1, T2);
        # Natural 21s push (T4)
        return Outcome.PLAYER_WINS if ours >= Natural.NATURAL_22 else Outcome.PUSH
    if player.busted:
        if player.total == 22 and dealer.total == 22:
            return Outcome.PUSH  # both hit to 22 (CG-HAB-T3, CG-HAB-PUB3)
        return Outcome.BANKER_WINS
    if dealer.busted or player.total > dealer.total:
        return Outcome.PLAYER_WINS
    if player.total < dealer.total:
        return Outcome.BANKER_WINS
    return Outcome.PUSH  # CG-HAB-T6
