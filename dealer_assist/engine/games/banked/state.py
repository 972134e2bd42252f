"""Plain state records shared by the round and the game modules (no rules here)."""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.cards import Card

CARD_NEEDS = ("deal", "draw", "board")  # needs answered with cards (deck, shoe or picker)


@dataclass(slots=True)
class Hand:
    """One bettor's hand on a seat: his wagers and decisions (a backline bettor shares the
    seat's cards, CG-3CP-10)."""

    seat: int
    bettor: str
    wagers: dict[str, int] = field(default_factory=dict)
    over_limit: dict[str, int] = field(default_factory=dict)
    placed: int = 0  # original wager events (CG-HAB-07)
    house_way: bool = False
    decision: str | None = None
    kept: tuple[Card, ...] = ()
    play_street: int | None = None
    acted: int = 0  # Florida streets decided

    @property
    def folded(self) -> bool:
        return self.decision in ("fold", "surrender", "house_way_fold")

    @property
    def total(self) -> int:
        return sum(self.wagers.values())


@dataclass(frozen=True, slots=True)
class Need:
    """The next thing the round waits for: ``kind`` is dice, deal, board, decide, set, draw."""

    kind: str
    text: str
    seat: int | None = None
    bettor: str = ""
    options: tuple[str, ...] = ()
    count: int = 0
    hand: int = 0
    rule_ids: tuple[str, ...] = ()
    face_up: int = 0  # of ``count`` cards, how many (the last) are dealt face up

    @property
    def cards_due(self) -> int:
        """How many cards answer this need in one event: none unless it is a deal, a draw or
        the board; a count of 0 means one card at a time (the Hot Action P/D's up card, his
        hole card later, CG-HAB-17)."""
        return (self.count or 1) if self.kind in CARD_NEEDS else 0
