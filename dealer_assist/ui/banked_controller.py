"""Banked tables: touch -> engine command -> durable log -> session commit -> ``state_changed``.

The same loop as :class:`~dealer_assist.ui.controller.TableController`, over a
:class:`BankedSession`: the session checks the events on a copy (or refuses, shown unchanged),
the store appends them in one transaction, and only then does the session adopt them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedCardsDealt,
    BankedCollectionPaid,
    BankedDecision,
    BankedRoundStarted,
    BankedSession,
    BankedWagerPlaced,
    BankOffered,
)
from dealer_assist.engine.hand import Refusal
from dealer_assist.storage import EventStore
from dealer_assist.ui.durable import store_then_commit


class BankedController(QObject):
    state_changed = Signal()
    refused = Signal(str)

    def __init__(self, session: BankedSession, players: dict[int, str],
                 store: EventStore | None = None, table_id: str = "B1",
                 clock: Callable[[], float] = time.time, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.players = players  # seat -> name, as seated at the table
        self.store = store
        self.table_id = table_id
        self.clock = clock  # the engine reads no clock: times come from here (CA-PDR)

    def now(self) -> int:
        return int(self.clock())

    def submit(self, command: Callable[[], list[Event]]) -> bool:
        """Run one session command; True when its events were stored and committed."""
        events = store_then_commit(command, self.session.commit, self.store, self.table_id,
                                   self.refused.emit)
        if events is None:
            return False
        self.state_changed.emit()
        return True

    def _check(self, *events: Event) -> Callable[[], list[Event]]:
        return lambda: self.session.check(list(events))

    # ----------------------------------------------------------------- between rounds

    def take_bank(self, seat: int, stake: int) -> bool:
        """The bank offered to ``seat`` and accepted with ``stake`` (two logged events)."""
        name, at = self.players.get(seat, ""), self.now()
        return self.submit(self._check(BankOffered(seat, name, at),
                                       BankAnswered(seat, name, True, stake, at)))

    def pass_bank(self, seat: int) -> bool:
        name, at = self.players.get(seat, ""), self.now()
        return self.submit(self._check(BankOffered(seat, name, at),
                                       BankAnswered(seat, name, False, 0, at)))

    def start_round(self) -> bool:
        """The round the engine's rotation says: the accepted banker and his stake."""
        def events() -> list[Event]:
            t = self.session.table
            rot = t.rotation
            if rot is None or rot.accepted is None:
                raise Refusal("offer the bank and record the answer before the round (K14)")
            seat, banker, stake = rot.accepted
            number = t.round.number + 1 if t.round is not None else 1
            seats = tuple(sorted(self.players))
            names = tuple(self.players[s] for s in seats)
            return self.session.check([BankedRoundStarted(number, seat, banker, stake, seats,
                                                          names, seat, 0, self.now())])
        return self.submit(events)

    # ----------------------------------------------------------------- a round

    def pay_collection(self, seat: int, amount: int) -> bool:
        return self.submit(self._check(BankedCollectionPaid(seat, amount)))

    def wager(self, seat: int, wager: str, amount: int, bettor: str | None = None) -> bool:
        name = bettor if bettor is not None else self.players.get(seat, "")
        return self.submit(self._check(BankedWagerPlaced(seat, name, wager, amount)))

    def deal(self, seat: int, cards: Sequence[Card], face_up: Sequence[Card] = ()) -> bool:
        return self.submit(self._check(BankedCardsDealt(seat, tuple(cards), tuple(face_up))))

    def decide(self, seat: int, bettor: str, decision: str, amount: int = 0) -> bool:
        return self.submit(self._check(BankedDecision(seat, bettor, decision, amount)))

    def settle_next(self) -> bool:
        """The next ledger line, in the engine's action order (AMB-11)."""
        return self.submit(lambda: self.session.settle()[:1])

    def end_round(self) -> bool:
        return self.submit(lambda: self.session.end_round(self.now()))
