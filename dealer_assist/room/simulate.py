"""Tables that play on their own, for `make room-demo` and benchmarks/room.py: the demo's
six-handed hold'em table driven through the real engine (checks and calls, cards from a shuffled
deck), every command logged before it is adopted, as the app does. No Qt, no devices."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from dealer_assist.cards import STANDARD_CARDS, Card
from dealer_assist.engine.events import (
    BoardCard,
    CardBurned,
    CardDealt,
    Event,
    HandStarted,
    Shown,
)
from dealer_assist.engine.session import TableSession, demo_session
from dealer_assist.storage import EventStore

MAX_STEPS = 400


@dataclass
class SimulatedTable:
    """One table: ``step()`` plays the next command of the current hand (a new hand after the
    last one ended) and logs it; returns the events written."""

    name: str
    store: EventStore
    seed: int = 0
    session: TableSession = field(default_factory=demo_session)
    on_logged: Callable[[list[int]], None] | None = None
    _deck: list[Card] = field(default_factory=list)
    hands: int = 0

    def __post_init__(self) -> None:
        logged = list(self.store.table_events(self.name))
        if logged:
            self.session = TableSession()
            self.session.run(logged)
        else:
            self.store.append(self.name, list(self.session.table.history))
        self._rng = random.Random(self.seed)

    def log(self, events: list[Event]) -> list[Event]:
        """Log ``events`` (checked by the session), then adopt them."""
        if events:
            seqs = self.store.append(self.name, events)
            self.session.commit(events)
            if self.on_logged is not None:
                self.on_logged(seqs)
        return events

    def step(self) -> list[Event]:
        session = self.session
        hand = session.hand if session.table.in_hand else None
        if hand is None:
            self._deck = list(STANDARD_CARDS)
            self._rng.shuffle(self._deck)
            return self.log(session.start_hand())
        phase = hand.phase
        if not self._deck:  # resumed from the log in mid-hand: the cards not yet seen
            self._deck = self._unseen()
        if phase == "posting" and any(not d.optional for d in hand.posts_outstanding()):
            return self.log(session.post_blinds())
        if phase in ("posting", "dealing", "board"):
            return self.log(session.card_read(self._deck.pop()))
        if phase == "betting":
            seat = hand.to_act
            legal = {a.action for a in hand.legal_actions()}
            assert seat is not None
            return self.log(session.act(seat, "check" if "check" in legal else "call"))
        if phase == "showdown":
            seat = next(s for s in hand.showdown_order()
                        if s not in hand.shown and s not in hand.mucked)
            cards = tuple(c for c in hand.hole[seat] if c is not None)
            return self.log(session.check([Shown(seat, cards)]))
        if phase == "settling":
            return self.log(session.settle())
        if phase == "settled":
            self.hands += 1
            return self.log(session.end_hand())
        raise RuntimeError(f"{self.name}: the hand stopped in phase {phase!r}")

    def _unseen(self) -> list[Card]:
        history = self.session.table.history
        start = max(i for i, ev in enumerate(history) if isinstance(ev, HandStarted))
        seen = {ev.card for ev in history[start:]
                if isinstance(ev, CardDealt | CardBurned | BoardCard) and ev.card is not None}
        deck = [c for c in STANDARD_CARDS if c not in seen]
        self._rng.shuffle(deck)
        return deck

    def play_hand(self) -> None:
        """Play to the end of the current hand (or one whole new hand)."""
        for _ in range(MAX_STEPS):
            before = self.hands
            self.step()
            if self.hands > before:
                return
        raise RuntimeError(f"{self.name}: a hand did not end within {MAX_STEPS} steps")
