"""One betting round: whose turn it is, what they may do, and when the round is over.

The round keeps the facts the rules turn on: the current bet, the last *full* bet level (an
all-in short of a full bet is action only, LC-66, or counts at half a bet, LC-126), how many bets
count toward the cap (LC-49, LC-126d), and who has acted since raising was last reopened.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from dealer_assist.engine.config import GameConfig
from dealer_assist.messages import msg

AGGRESSIVE: Final = frozenset({"bet", "raise", "complete", "bring_in", "all_in"})
CHECK_GESTURES: Final = frozenset({"tap", "knock", "gesture"})
"""LC-59: a tap, knock or other gesture made in turn is a check; the log keeps which it was."""


@dataclass(frozen=True, slots=True)
class LegalAction:
    """One thing the player on turn may do; amounts are the street total after the action."""

    seat: int
    action: str  # fold | check | call | bet | raise | complete | bring_in | all_in
    min_to: int = 0
    max_to: int = 0
    rule_ids: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """What the action button says: "Call $3", "Raise to $6", "All-in $14"."""
        low, high = self.min_to, self.max_to
        if self.action == "fold":
            return msg("betting.label.fold", "Fold")
        if self.action == "check":
            return msg("betting.label.check", "Check")
        if self.action == "call":
            return msg("betting.label.call", "Call ${amount}", amount=low)
        if self.action == "all_in":
            return msg("betting.label.all_in", "All-in ${amount}", amount=high)
        if self.action == "bet":
            return (msg("betting.label.bet", "Bet ${amount}", amount=low) if low == high
                    else msg("betting.label.bet_range", "Bet ${low}-${high}", low=low, high=high))
        if self.action == "raise":
            return (msg("betting.label.raise", "Raise to ${amount}", amount=low) if low == high
                    else msg("betting.label.raise_range", "Raise ${low}-${high}", low=low,
                             high=high))
        if self.action == "complete":
            return (msg("betting.label.complete", "Complete to ${amount}", amount=low)
                    if low == high else msg("betting.label.complete_range",
                                            "Complete ${low}-${high}", low=low, high=high))
        if self.action == "bring_in":
            return (msg("betting.label.bring_in", "Bring-in to ${amount}", amount=low)
                    if low == high else msg("betting.label.bring_in_range",
                                            "Bring-in ${low}-${high}", low=low, high=high))
        raise ValueError(f"no button label for the action {self.action!r}")


@dataclass(slots=True)
class BettingRound:
    """Mutable state of one street's betting; owned and copied by the hand."""

    street: int
    unit: int
    current_bet: int = 0
    level: int = 0  # last full bet level; fixed-limit raises go to level + unit
    bet_count: int = 0  # bets that count toward the cap
    last_raise: int = 0  # size of the last full raise (no limit / spread minimum)
    needs_action: set[int] = field(default_factory=set)
    acted_since_reopen: set[int] = field(default_factory=set)
    started_with: int = 0  # players able to act when the round began (LC-49)
    capped_with: int | None = None  # players able to bet when the cap was reached (LC-49)
    last_aggressor: int | None = None
    first_actor: int | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)
    # PHH's cumulative reading (``short_all_in == "cumulative"``):
    raised_by: int = 0  # the largest bet or raise increment of the street (0 before any)
    short_run: int = 0  # increments of the short all-ins since the betting last reopened
    bring_in_open: bool = False  # stud: only the bring-in is in; the next wager completes

    def copy(self) -> BettingRound:
        return BettingRound(
            self.street,
            self.unit,
            self.current_bet,
            self.level,
            self.bet_count,
            self.last_raise,
            set(self.needs_action),
            set(self.acted_since_reopen),
            self.started_with,
            self.capped_with,
            self.last_aggressor,
            self.first_actor,
            list(self.actions),
            self.raised_by,
            self.short_run,
            self.bring_in_open,
        )

    def capped(self, config: GameConfig, able_to_act: int) -> bool:
        """True when no more raises are allowed: the cap is reached. Uncapped (where the house
        says so) are a round that starts heads-up and a round down to two players able to bet
        before the cap is reached (LC-49, AMB-18); once the cap has been reached with three or
        more in, it stays reached when a player then folds or goes all-in."""
        if config.structure == "no_limit" or config.cap_bets is None:
            return False
        if self.bet_count < config.cap_bets:
            return False
        if not config.heads_up_uncapped:
            return True
        in_at_cap = self.capped_with if self.capped_with is not None else able_to_act
        return self.started_with > 2 and in_at_cap > 2

    def raise_bounds(self, config: GameConfig, wagered: int, stack: int) -> tuple[int, int] | None:
        """The smallest and largest full bet or raise a player may make, as street totals, or
        None when only an all-in for less is possible. ``wagered`` is already in front of him.

        Both ends move in whole common chips (LC-67): after an all-in that is not a chip
        multiple, a full raise one bet above it (LC-126a, AMB-22) is rounded up to the next
        chip (10-20 with $5 chips: $18 all-in, raise to $30, not $28), and a spread's top is
        rounded down to stay inside the spread."""
        most = wagered + stack
        if config.short_all_in == "cumulative":
            return self._cumulative_bounds(config, most)
        chip = max(config.chip_unit, 1)
        if config.structure == "fixed":
            target = self.level + self.unit
            if target <= self.current_bet:  # a counted all-in pushed the bet past the level
                target = self.current_bet + self.unit
            target = _chips_up(target, chip)
            return (target, target) if most >= target else None
        low = _chips_up(self.current_bet + max(self.unit if config.structure == "spread"
                                               else config.small_bet, self.last_raise), chip)
        high = most
        if config.structure == "spread":
            high = min(most, (self.current_bet + config.big_bet) // chip * chip)
        if high < low:
            return None
        return low, high

    def _cumulative_bounds(self, config: GameConfig, most: int) -> tuple[int, int] | None:
        """PHH: a full bet or raise over the current bet, whatever an all-in left it at; a
        stud bring-in is completed to the small bet."""
        if self.bring_in_open:
            low = self.unit
        elif config.structure == "fixed":
            low = self.current_bet + self.unit
        else:
            low = self.current_bet + max(self.raised_by, self.unit)
        if most < low:
            return None
        if config.structure == "fixed":
            return low, low
        high = most if config.structure == "no_limit" else self.current_bet + config.big_bet
        return low, min(high, most)

    def raise_name(self, config: GameConfig) -> str:
        """What a wager over the current bet is called: a completion of a short bet (LC-66a,
        a stud bring-in) or a raise."""
        if config.short_all_in == "cumulative":
            return "complete" if self.bring_in_open else "raise"
        if config.structure == "fixed" and self.level < self.current_bet < self.level + self.unit:
            return "complete"
        return "raise"

    def may_reraise(self, config: GameConfig, seat: int, owed: int) -> bool:
        """May ``seat`` (on turn, owing ``owed``) bet or raise, as far as reopening goes?"""
        if config.short_all_in != "cumulative":
            return seat not in self.acted_since_reopen
        if owed < self.raised_by:
            return False  # PHH: facing less than a full raise, a player only calls or folds
        return seat not in self.acted_since_reopen or not self.short_run

    def is_full(self, config: GameConfig, to: int) -> bool:
        """Does a wager to ``to`` count as a full bet or raise (reopening the betting)?"""
        increase = to - self.current_bet
        if config.short_all_in == "cumulative":
            return self.bring_in_open or increase >= self.raised_by
        if config.structure == "fixed":
            full = self.level + self.unit
            if to >= full:
                return True
            # LC-126a-c: half a bet or more counts at the half-bet houses; LC-66: never otherwise.
            return config.short_all_in == "half_bet" and 2 * increase >= self.unit
        return increase >= max(self.last_raise, config.small_bet if self.current_bet == 0 else 0, 1)

    def record_wager(
        self, config: GameConfig, seat: int, to: int, others: set[int], all_in: bool = False
    ) -> None:
        """Apply a wager that raises the current bet to ``to``; ``others`` may still act."""
        if config.short_all_in == "cumulative":
            self._record_cumulative(config, seat, to, others, all_in)
            return
        full = self.is_full(config, to)
        if full:
            if config.structure == "fixed":
                self.level = to
            self.last_raise = to - self.current_bet
            self.bet_count += 1
            self.acted_since_reopen = set()
            if self.capped_with is None and self.bet_count == config.cap_bets:
                self.capped_with = len(others) + 1  # LC-49: who was in when the cap came
        self.current_bet = to
        self.last_aggressor = seat
        self.needs_action |= others

    def _record_cumulative(
        self, config: GameConfig, seat: int, to: int, others: set[int], all_in: bool
    ) -> None:
        """PHH: every wager counts toward the cap; a full one reopens the betting, and so do
        short all-ins in a row once their increments add up to a full raise."""
        increase = to - self.current_bet
        if self.is_full(config, to):
            self.acted_since_reopen = set()
            self.level = to
        self.raised_by = max(self.raised_by, increase)
        self.last_raise = self.raised_by
        self.bet_count += 1
        self.short_run = self.short_run + increase if all_in else 0
        if self.short_run >= self.raised_by:
            self.short_run = 0
        self.bring_in_open = False
        self.current_bet = to
        self.last_aggressor = seat
        self.needs_action |= others


def _chips_up(amount: int, chip: int) -> int:
    """``amount`` rounded up to a whole number of ``chip`` (LC-67)."""
    return -(-amount // chip) * chip
