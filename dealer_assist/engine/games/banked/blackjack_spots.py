"""Hot Action spots: bettors on a seated position, split hands, the controlling player."""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.cards import Card
from dealer_assist.evaluation.blackjack import BlackjackTotal, total


@dataclass(slots=True)
class BjHand:
    """One hand on a spot; ``bets`` by bettor. A split hand never holds a natural (CG-HAB-06)."""

    cards: list[Card]
    bets: dict[str, int]
    split: bool = False
    doubled: bool = False
    stood: bool = False
    hitting: bool = False  # a hit was called; the card is due

    @property
    def count(self) -> BlackjackTotal:
        return total(self.cards, original=not self.split)

    @property
    def card_due(self) -> bool:
        """A card is owed: the first two, a hit, or the one card after a double."""
        return len(self.cards) < 2 or self.hitting or (self.doubled and len(self.cards) < 3)

    @property
    def done(self) -> bool:
        t = self.count
        if len(self.cards) < 2:
            return False
        return (
            self.stood
            or t.natural is not None
            or t.busted
            or t.total == 21
            or (self.doubled and len(self.cards) >= 3)
        )


@dataclass(slots=True)
class Spot:
    """A seated position: its hands, its bettors' original wagers, moves made (CG-HAB-14)."""

    seat: int
    original: dict[str, int]
    controller: str
    hands: list[BjHand] = field(default_factory=list)
    moves: int = 0
    match_open: tuple[int, str] | None = None  # (hand, "double"|"split") awaiting matches
    matched: set[str] = field(default_factory=set)


def controlling_player(bets: dict[str, int], seated: str) -> str:
    """CG-HAB-10: most money on the spot decides; a tie goes to the seated player, then to
    whoever bet first."""
    top = max(bets.values())
    leaders = [b for b, amount in bets.items() if amount == top]
    return seated if seated in leaders else leaders[0]


def may_hit(t: BlackjackTotal) -> bool:
    """CG-HAB-13: hits only on 4 to 17 and on soft 18."""
    return 4 <= t.total <= 17 or (t.soft and t.total == 18)


def banker_must_hit(t: BlackjackTotal) -> bool:
    """CG-HAB-12: the P/D hits below 17 and on soft 17, stands on 17 or more otherwise."""
    if t.natural is not None or t.busted:
        return False
    return t.total < 17 or (t.total == 17 and t.soft)


def can_split(hand: BjHand) -> bool:
    a, b = ([*hand.cards, None, None])[:2]
    return len(hand.cards) == 2 and a is not None and b is not None and a.rank == b.rank
