"""A banked table as a fold over all its events: the rules record, the rotation, the round."""

from __future__ import annotations

import copy
from collections.abc import Iterable

from dealer_assist.engine.events import Event, RulingDecided, RulingProposed
from dealer_assist.engine.fold import Fold, Refusal
from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.engine.games.banked.corrections import BankedFix, hold
from dealer_assist.engine.games.banked.events import (
    BankAnswered,
    BankedRoundEnded,
    BankedRoundStarted,
    BankedTableOpened,
    BankOffered,
    TpppDeclared,
)
from dealer_assist.engine.games.banked.plans import BankedPlan
from dealer_assist.engine.games.banked.registry import game_for
from dealer_assist.engine.games.banked.rotation import BankRotation
from dealer_assist.engine.games.banked.round import BankedRound
from dealer_assist.engine.games.banked.rulings import apply_ruling, verify_ruling
from dealer_assist.engine.seating import Ruling
from dealer_assist.messages import msg

_ROTATION = (TpppDeclared, BankOffered, BankAnswered)


class BankedTable(Fold):
    """Every fact about one banked table; change it only through :meth:`apply`."""

    def __init__(self, config: BankedConfig | None = None) -> None:
        self.config = config
        self.rotation = BankRotation(config) if config is not None else None
        self.round: BankedRound | None = None
        self.opened_at = 0
        self.rulings: dict[int, Ruling] = {}  # floor rulings, by number (.rulings)
        self.planned: dict[int, BankedPlan] = {}  # their corrections (.corrections)

    def copy(self) -> BankedTable:
        return copy.deepcopy(self)

    def jokers_in_deck(self) -> int:
        """Jokers the game's deck holds (CG-PAI-01: Pai Gow's one), for the card picker; the
        round refuses a joker in any other deck. 0 before the table opens."""
        if self.round is not None:
            return len(self.round.game.jokers)
        if self.config is None:
            return 0
        try:
            return len(game_for(self.config).jokers)
        except Refusal:
            return 0

    @property
    def in_round(self) -> bool:
        return self.round is not None and not self.round.ended

    def verify(self, ev: Event) -> None:
        """Raise :class:`Refusal` with the reason and rule ID if ``ev`` is not allowed now."""
        if isinstance(ev, BankedTableOpened):
            if self.in_round:
                raise Refusal(msg("banked.table.refusal.finish_round_before_changing_table",
                                  "finish the round before changing the table's rules"))
            try:
                BankedConfig.from_json(ev.config)
            except ValueError as exc:
                raise Refusal(msg("banked.table.refusal.banked_table_s_rules_cannot",
                                  "the banked table's rules cannot be read: {exc}",
                                  exc=exc)) from exc
            return
        if self.config is None or self.rotation is None:
            raise Refusal(msg("banked.table.refusal.open_banked_table_first_house",
                              "open the banked table first (house, game and rules)"))
        if isinstance(ev, RulingProposed | RulingDecided):
            verify_ruling(self, ev)
        elif isinstance(ev, BankedFix):
            ev.verify_on(self)
        elif isinstance(ev, _ROTATION):
            if self.in_round:
                raise Refusal(
                    msg("banked.table.refusal.third_party_proposition_player_declared",
                        "a third-party proposition player is declared between rounds (CA-PDR)")
                    if isinstance(ev, TpppDeclared)
                    else msg("banked.table.refusal.bank_offered_between_rounds_before",
                             "the bank is offered between rounds, before the deal (CG-3CP-08)"))
            self.rotation.verify(ev)
        elif isinstance(ev, BankedRoundStarted):
            if self.in_round:
                raise Refusal(msg("banked.table.refusal.current_round_over",
                                  "the current round is not over"))
            expected = self.round.number + 1 if self.round else 1
            if ev.round != expected:
                raise Refusal(msg("banked.table.refusal.next_round_number",
                                  "the next round is number {expected}",
                                  expected=expected))
            self.rotation.verify(ev)
            BankedRound(self.config, ev)
        elif self.round is None or self.round.ended:
            raise Refusal(msg("banked.table.refusal.start_round_first",
                              "start a round first"))
        else:
            hold(self, ev)  # a planned correction waits for the floor first
            self.round.verify(ev)

    def apply(self, ev: Event) -> None:
        self.verify(ev)
        if isinstance(ev, BankedTableOpened):
            self.config = BankedConfig.from_json(ev.config)
            rotation = self.rotation
            self.rotation = BankRotation(self.config)
            if rotation is not None:
                self.rotation.tppp, self.rotation.history = rotation.tppp, rotation.history
            self.opened_at = ev.at
            return
        assert self.config is not None and self.rotation is not None
        if isinstance(ev, RulingProposed | RulingDecided):
            apply_ruling(self, ev)
        elif isinstance(ev, BankedFix):
            ev.apply_on(self)
        elif isinstance(ev, _ROTATION):
            self.rotation.apply(ev)
        elif isinstance(ev, BankedRoundStarted):
            self.rotation.apply(ev)
            self.round = BankedRound(self.config, ev)
        else:
            assert self.round is not None
            self.round.apply(ev)
            if isinstance(ev, BankedRoundEnded):
                self._finished(self.round)

    def _finished(self, rnd: BankedRound) -> None:
        assert self.rotation is not None
        net = sum(s.collected - s.paid for s in rnd.settled)
        bettors = {h.bettor for h in rnd.hands.values() if h.wagers}
        self.rotation.round_finished(rnd.started.banker, rnd.stake, net, bettors)

    def apply_all(self, events: Iterable[Event]) -> None:
        for ev in events:
            self.apply(ev)
