"""Random PHH hands played by pokerkit alone, with pokerkit's finishing stacks (test oracle;
pokerkit is a test-only dependency). Used by ``test_phh_differential`` and
``benchmarks/phh_differential.py``.

Unlike the lockstep drivers, nothing here asks our engine what is legal: pokerkit picks every
action from its own legal set (fold, check or call, bring-in, any completion, bet or raise size,
all-in), so each hand is a valid PHH hand by the standard's reference implementation, and
``replay --phh`` must reach the same finishing stacks. Stacks are short (a fifth of the players
start with less than three big bets) so all-ins, short all-ins and side pots are common.

Where pokerkit 0.7.7 itself is wrong, the oracle is corrected, never our engine:

* ``FixedLimitOmahaHoldemHighLowSplitEightOrBetter`` is built on pokerkit's *pot-limit* mixin;
  :class:`FixedLimitOmaha8` puts the fixed-limit mixin first, which gives pokerkit's own fixed-limit
  rules (a cap of four completions, bets or raises) for the same game.
* When any hand at the showdown has a qualifying low, pokerkit splits *every* pot into a high and
  a low half, even a side pot none of whose contenders has a low; that "low" half then goes to all
  the side pot's contenders alike. :func:`_split_pots_by_their_own_contenders` replaces
  pokerkit's pot splitting so that a pot is split only by the kinds of hand its own contenders
  hold (the high half takes the whole pot when none of them has a low, LC-27c / CG-O8-07).
"""

from __future__ import annotations

import random
import types
import warnings
from dataclasses import dataclass
from typing import Any

import pokerkit
from engine_pokerkit_driver import AUTOMATIONS, DECK, NO_LIMITS
from engine_pokerkit_driver import GAMES as DRIVER_GAMES

GAMES: dict[str, Any] = {
    **DRIVER_GAMES,  # FT, NT and the FO/8 class with its fixed-limit betting restored
    "F7S": pokerkit.FixedLimitSevenCardStud,
    "F7S/8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
}
VARIANTS = tuple(GAMES)
STUD = ("F7S", "F7S/8")
FIXED = (((1, 2), 2, 4), ((2, 3), 3, 6), ((2, 4), 4, 8))  # blinds, small bet, big bet
NO_LIMIT = NO_LIMITS  # blinds, minimum bet
STUD_LIMITS = ((1, 1, 2, 4), (1, 2, 4, 8), (2, 3, 10, 20), (0, 1, 3, 6))  # ante, bring-in, bets


@dataclass(frozen=True, slots=True)
class OracleHand:
    variant: str
    seed: int
    data: dict[str, Any]  # the PHH fields, ``finishing_stacks`` included (pokerkit's, corrected)
    corrected: bool  # pokerkit's own pot splitting would have given other stacks

    @property
    def label(self) -> str:
        return f"{self.variant} seed={self.seed}"


def header(variant: str, rng: random.Random) -> dict[str, Any]:
    """Players, limits and short stacks of one random hand."""
    if variant in STUD:
        n = rng.choice((2, 3, 4, 5, 6, 7))
        ante, bring_in, small, big = rng.choice(STUD_LIMITS)
        data: dict[str, Any] = {"variant": variant, "ante_trimming_status": True,
                                "antes": [ante] * n, "bring_in": bring_in,
                                "small_bet": small, "big_bet": big}
    else:
        n = rng.choice((2, 3, 4, 5, 6, 6, 8))
        ante = 1 if variant == "NT" and rng.random() < 0.25 else 0
        if variant == "NT":
            (sb, bb), min_bet = rng.choice(NO_LIMIT)
            data = {"variant": variant, "min_bet": min_bet}
            big = bb
        else:
            (sb, bb), small, big = rng.choice(FIXED)
            data = {"variant": variant, "small_bet": small, "big_bet": big}
        data.update({"ante_trimming_status": True, "antes": [ante] * n,
                     "blinds_or_straddles": [sb, bb] + [0] * (n - 2)})
    stacks = []
    for _ in range(n):
        r = rng.random()
        if r < 0.2:
            stacks.append(rng.randint(1, 3 * big))
        elif r < 0.8:
            stacks.append(rng.randint(3 * big, 15 * big))
        else:
            stacks.append(rng.randint(15 * big, 60 * big))
    data["starting_stacks"] = stacks
    return data


def create_state(data: dict[str, Any]) -> pokerkit.State:
    n = len(data["starting_stacks"])
    game = GAMES[data["variant"]]
    if data["variant"] in STUD:
        limits: tuple[Any, ...] = (data["bring_in"], data["small_bet"], data["big_bet"])
        blinds: tuple[Any, ...] = ()
    else:
        blinds = (tuple(data["blinds_or_straddles"]),)
        limits = (data["min_bet"],) if data["variant"] == "NT" else (
            data["small_bet"], data["big_bet"])
    state = game.create_state(AUTOMATIONS, True, tuple(data["antes"]), *blinds, *limits,
                              tuple(data["starting_stacks"]), n)
    # the oracle corrected (see above): pokerkit 0.7.7 splits a low half among players with no low
    state._begin_chips_pushing = types.MethodType(  # noqa: SLF001
        _split_pots_by_their_own_contenders, state)
    return state


def _split_pots_by_their_own_contenders(self: pokerkit.State) -> None:
    """pokerkit's ``_begin_chips_pushing`` with its hi-lo error fixed (module docstring): a pot's
    halves are the hand types some contender *of that pot* holds, not of the whole showdown."""
    self.street_index = None
    self._pots = list(self.pots)
    showdown = [k for k in self.hand_type_indices
                if any(h is not None for h in self.get_up_hands(0, k))]
    for i, pot in enumerate(self._pots):
        if sum(self.statuses) == 1:
            self._sub_pots.append((pot.unraked_amount, i, None, None))
            continue
        for j in self.board_indices:  # one board in every game here
            kinds = [k for k in self.hand_type_indices
                     if any(h is not None for n, h in enumerate(self.get_up_hands(j, k))
                            if n in pot.player_indices)]
            if len(pot.player_indices) > 1 and kinds != showdown:
                self.oracle_corrected = True
            share, rest = divmod(pot.unraked_amount, len(kinds))
            for k in kinds:
                amount = share + (rest if k == kinds[0] else 0)
                if amount:
                    self._sub_pots.append((amount, i, j, k))
    self._update_chips_pushing()


def play(variant: str, seed: int) -> OracleHand:
    """One random hand played by pokerkit; its PHH fields and finishing stacks."""
    rng = random.Random(f"phh-oracle:{variant}:{seed}")
    data = header(variant, rng)
    actions: list[str] = []
    deck = DECK[:]
    rng.shuffle(deck)
    state = create_state(data)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while state.status:
            if state.can_burn_card():
                state.burn_card("??")
            elif state.can_deal_hole():
                i = state.hole_dealee_index
                count = len(state.hole_dealing_statuses[i]) if variant in STUD else (
                    4 if variant == "FO/8" else 2)
                cards = "".join(deck.pop() for _ in range(count))
                state.deal_hole(cards)
                actions.append(f"d dh p{i + 1} {cards}")
            elif state.can_deal_board():
                cards = "".join(deck.pop() for _ in range(state.board_dealing_count))
                state.deal_board(cards)
                actions.append(f"d db {cards}")
            elif state.actor_index is not None:
                actions.append(_act(rng, state))
            elif state.can_show_or_muck_hole_cards():
                i = state.showdown_index
                cards = "".join(repr(c) for c in state.hole_cards[i])
                state.show_or_muck_hole_cards(True)
                actions.append(f"p{i + 1} sm {cards}")
            else:  # pragma: no cover - every other step is automated
                raise AssertionError(f"pokerkit is stuck: {variant} seed={seed} {actions}")
    data["actions"] = actions
    data["finishing_stacks"] = list(state.stacks)
    return OracleHand(variant, seed, data, bool(getattr(state, "oracle_corrected", False)))


def _act(rng: random.Random, state: pokerkit.State) -> str:
    """A random action legal in pokerkit for the player on turn, as a PHH action."""
    who = f"p{state.actor_index + 1}"
    options = ["cc"] * 4
    if state.can_post_bring_in():
        options = ["pb"] * 4
    if state.can_fold() and state.checking_or_calling_amount:
        options += ["f"] * 2
    if state.can_complete_bet_or_raise_to():
        options += ["cbr"] * 4
    verb = rng.choice(options)
    if verb == "pb":
        state.post_bring_in()
        return f"{who} pb"
    if verb == "f":
        state.fold()
        return f"{who} f"
    if verb == "cc":
        state.check_or_call()
        return f"{who} cc"
    low = state.min_completion_betting_or_raising_to_amount
    high = state.max_completion_betting_or_raising_to_amount
    assert low is not None and high is not None
    r = rng.random()
    amount = high if r < 0.3 else low if r < 0.6 else rng.randint(low, high)
    state.complete_bet_or_raise_to(amount)
    return f"{who} cbr {amount}"


def phh_text(data: dict[str, Any]) -> str:
    """The hand as a PHH (TOML) file."""
    lines = []
    for key, value in data.items():
        if isinstance(value, bool):
            lines.append(f"{key} = {'true' if value else 'false'}")
        elif isinstance(value, str):
            lines.append(f"{key} = '{value}'")
        elif isinstance(value, list):
            items = ", ".join(f"'{v}'" if isinstance(v, str) else str(v) for v in value)
            lines.append(f"{key} = [{items}]")
        else:
            lines.append(f"{key} = {value}")
    return "\n".join(lines) + "\n"
