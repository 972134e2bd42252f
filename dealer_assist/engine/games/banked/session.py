"""The dealer's commands at a banked table, as events checked on a copy before anything changes
(the same check / commit split as the flop session: an event counts once the log holds it)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from dealer_assist.engine.events import Event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked.config import banked_config
from dealer_assist.engine.games.banked.events import BankedRoundEnded, BankedTableOpened
from dealer_assist.engine.games.banked.procedure import procedure
from dealer_assist.engine.games.banked.table import BankedTable
from dealer_assist.engine.steps import Procedure
from dealer_assist.messages import msg
from dealer_assist.rules import GameRules


class BankedSession:
    """One banked table plus the commands that move it forward."""

    def __init__(self, table: BankedTable | None = None) -> None:
        self.table = table if table is not None else BankedTable()

    def check(self, events: Sequence[Event]) -> list[Event]:
        """Verify ``events`` in order on a copy; raise :class:`Refusal` on the first bad one."""
        trial = self.table.copy()
        for ev in events:
            trial.apply(ev)
        return list(events)

    def commit(self, events: Iterable[Event]) -> None:
        """Adopt events already verified (and stored)."""
        self.table.apply_all(events)

    def run(self, events: Sequence[Event]) -> list[Event]:
        """Check and commit at once (replay, tests, tools without a log)."""
        self.commit(self.check(events))
        return list(events)

    def procedure(self, now: int | None = None) -> Procedure:
        return procedure(self.table, now)

    def open(self, rules: GameRules, table: str, at: int = 0, **room: Any) -> list[Event]:
        """The opening event, with the rules record the log keeps for replay."""
        config = banked_config(rules, **room)
        return self.check([BankedTableOpened(table, config.house, config.game,
                                             config.to_json(), at)])

    def settle(self) -> list[Event]:
        """Every settlement line still due, in action order (AMB-11)."""
        rnd = self.table.round
        if rnd is None:
            raise Refusal(msg("banked.session.refusal.no_round_progress",
                              "no round is in progress"))
        return self.check(list(rnd.settlement()))

    def end_round(self, at: int = 0) -> list[Event]:
        rnd = self.table.round
        if rnd is None:
            raise Refusal(msg("banked.session.refusal.no_round_progress",
                              "no round is in progress"))
        return self.check([BankedRoundEnded(rnd.number, at)])
