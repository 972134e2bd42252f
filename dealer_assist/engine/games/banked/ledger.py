"""The coverage ledger: how far the banker's stake gives the wagers action (AMB-11).

Coverage is assigned by stake in action order before any chip moves (AMB-11 i): each player's
wagers in the house's order (CG: Ante, Play, Bonus, CG-3CP-B05). An even-money wager uses its
own amount of the stake whatever its result, so the order alone decides coverage (CG-3CP-06).
An odds-paying side bet is paid from what remains: a winner uses what it is owed, a loser its
amount (CG-3CP-B04, CG-BBJ-06). Then:

* partial coverage (CG): the wager that exhausts the stake is partly covered, and every later
  wager is returned with no action (CG-3CP-06/07, CG-3CP-B06, CG-HAB-16);
* dead and returned (HTP): a player whose wagers together cannot be covered is dead, refunded
  and left out of the rake; later players still get action as far as the stake reaches
  (HTP-3CP-13, HTP-2CP-13, HTP-FLH-17; reading in docs/banked-games.md).

The banker therefore never collects or pays more than his stake, and chips are conserved.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import groupby


class Result(StrEnum):
    """A wager's result against the banker."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    NO_ACTION = "no_action"  # returned by rule (e.g. Play when the banker fails to qualify)


class Status(StrEnum):
    """Exactly one per wager (issue 5 item 3)."""

    COVERED = "covered"
    PARTLY_COVERED = "partly_covered"
    RETURNED = "returned"
    DEAD = "dead"


@dataclass(frozen=True, slots=True)
class LedgerWager:
    """A wager in action order with its result; ``pays``:``per`` are the odds of a win."""

    seat: int
    bettor: str
    name: str
    amount: int
    result: Result
    pays: int = 1
    per: int = 1
    rule_ids: tuple[str, ...] = ()
    hand: int = 0

    @property
    def owed(self) -> int:
        """What a winner is owed at full action (rounded down to the chip)."""
        return self.amount * self.pays // self.per

    @property
    def exposure(self) -> int:
        """Stake this wager uses at full action (see module docstring)."""
        if self.result is Result.NO_ACTION:
            return 0
        if self.result is Result.WIN:
            return max(self.amount, self.owed)
        return self.amount


@dataclass(frozen=True, slots=True)
class LedgerLine:
    """One settled wager: coverage, result and chip movement; ``stake_left`` after it."""

    wager: LedgerWager
    status: Status
    covered: int
    returned: int
    paid: int
    collected: int
    stake_left: int

    @property
    def result(self) -> Result:
        """The result with action; a wager without any is a no-action return."""
        return self.wager.result if self.covered else Result.NO_ACTION

    @property
    def back_to_player(self) -> int:
        return self.wager.amount - self.collected + self.paid


def _line(w: LedgerWager, cover: int, left: int) -> LedgerLine:
    """Settle one wager given the stake ``cover`` it may use (0 .. exposure)."""
    if w.result is Result.NO_ACTION or cover == 0:
        return LedgerLine(w, Status.RETURNED, 0, w.amount, 0, 0, left)
    full = cover >= w.exposure
    status = Status.COVERED if full else Status.PARTLY_COVERED
    if w.result is Result.WIN:
        paid = w.owed if full else cover
        covered = w.amount if full else min(w.amount, -(-cover * w.per // max(w.pays, 1)))
        return LedgerLine(w, status, covered, w.amount - covered, paid, 0, left - cover)
    covered = min(w.amount, cover)
    collected = covered if w.result is Result.LOSE else 0
    return LedgerLine(w, status, covered, w.amount - covered, 0, collected, left - cover)


def cover_partial(stake: int, wagers: Iterable[LedgerWager]) -> list[LedgerLine]:
    """CG: in action order until the stake is spent; the rest is returned (CG-3CP-06/07)."""
    left, lines = stake, list[LedgerLine]()
    for w in wagers:
        use = min(left, w.exposure)
        line = _line(w, use, left)
        left = line.stake_left
        lines.append(line)
    return lines


def cover_dead(stake: int, wagers: Iterable[LedgerWager]) -> list[LedgerLine]:
    """HTP: a player's hand is covered in full or dead and refunded (HTP-3CP-13, AMB-11 ii)."""
    left, lines = stake, list[LedgerLine]()
    for _key, group in groupby(wagers, key=lambda w: (w.seat, w.bettor, w.hand)):
        hand = list(group)
        need = sum(w.exposure for w in hand)
        if need > left:
            lines.extend(LedgerLine(w, Status.DEAD, 0, w.amount, 0, 0, left) for w in hand)
            continue
        for w in hand:
            line = _line(w, w.exposure, left)
            left = line.stake_left
            lines.append(line)
    return lines


def cover(stake: int, wagers: Sequence[LedgerWager], *, partial: bool) -> list[LedgerLine]:
    """The ledger of a round: partial coverage (CG) or dead hands (HTP), per AMB-11."""
    if stake < 0:
        raise ValueError("a banker's stake cannot be negative")
    return cover_partial(stake, wagers) if partial else cover_dead(stake, wagers)
