"""Random hands played by pokerkit and, in lockstep, by our engine (test oracle; pokerkit is a
test-only dependency).

Each hand is driven by pokerkit: at every decision both engines list what the player on turn may
do, the two lists are compared, and a random action legal in both is applied to both and recorded
as a PHH action. The finished hand is a PHH mapping that ``phh.from_mapping`` reads with the PHH
conventions (cap of four bets or raises on top of the blinds, no heads-up uncapping, odd chips to
the first winner clockwise from the button, the high half takes the odd chip).

Where the two rule models differ on purpose the comparison is limited, and this module says so:

* After an all-in wager short of a full bet or raise (including a blind posted short), a house
  table follows LC-66 / LC-126 and pokerkit its own sizing (any wager counts toward the cap, the
  next raise is a full increment on top). The lockstep engine is built by ``phh.from_mapping``,
  which since issue 18 reads PHH by the standard's rules (``short_all_in = "cumulative"``), as
  pokerkit does; the raise bounds of such rounds are still left out of the comparison here
  (``test_phh_differential`` replays pokerkit's own hands, raises over short all-ins included).
* pokerkit 0.7.7 builds ``FixedLimitOmahaHoldemHighLowSplitEightOrBetter`` on its *pot-limit*
  mixin (no cap, pot-size raises). :class:`FixedLimitOmaha8` puts the fixed-limit mixin first in
  the MRO, which gives pokerkit's own fixed-limit rules (cap of four) for the same game.
* When the others fold to the last player with chips and he has already matched the bet, our
  engine ends the betting; pokerkit still asks him for a check. That check is played in pokerkit
  and recorded in the PHH, not applied to our engine (``pokerkit_extra_checks``).
* pokerkit 0.7.7 splits a side pot into high and low halves whenever *any* player at the showdown
  has a qualifying low, even when nobody eligible for that side pot has one; the "low" half then
  goes to all the side pot's contenders alike. Hands where that happens are flagged
  (``pokerkit_low_bug``) and their stacks are not compared with pokerkit's.
"""

from __future__ import annotations

import random
import warnings
from dataclasses import dataclass, field
from typing import Any

import pokerkit
from pokerkit import Automation

from dealer_assist.cards import parse_cards
from dealer_assist.engine import phh
from dealer_assist.engine.events import Acted, BoardCard, CardDealt, Event, HandEnded, Shown
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.hand_values import hand_value
from dealer_assist.engine.pots import build_pots, uncalled


class FixedLimitOmaha8(
    pokerkit.FixedLimitPokerMixin, pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
):
    """pokerkit's Omaha 8 with its fixed-limit betting restored (see the module docstring)."""


GAMES: dict[str, Any] = {
    "FT": pokerkit.FixedLimitTexasHoldem,
    "NT": pokerkit.NoLimitTexasHoldem,
    "FO/8": FixedLimitOmaha8,
}
HOLE = {"FT": 2, "NT": 2, "FO/8": 4}
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]
FIXED_LIMITS = (((1, 2), 2, 4), ((1, 3), 3, 6), ((2, 4), 4, 8))
NO_LIMITS = (((1, 2), 2), ((2, 5), 5), ((1, 3), 3))


@dataclass(frozen=True, slots=True)
class Legal:
    """What the player on turn may do, in one engine's terms mapped to common ones."""

    seat: int | None
    fold: bool
    call_to: int | None  # street total after checking or calling
    raise_to: tuple[int, int] | None  # smallest and largest bet/raise/all-in total


@dataclass(frozen=True, slots=True)
class Mismatch:
    category: str
    action_index: int
    ours: Any
    theirs: Any


@dataclass(slots=True)
class DiffHand:
    variant: str
    seed: int
    data: dict[str, Any]
    pokerkit_stacks: list[int] = field(default_factory=list)
    lockstep_stacks: list[int] = field(default_factory=list)
    decisions: int = 0
    compared_raises: int = 0
    mismatches: list[Mismatch] = field(default_factory=list)
    all_in: bool = False
    side_pots: int = 0
    showdown: bool = False
    split: bool = False
    pokerkit_low_bug: bool = False
    replay_stacks: list[int] = field(default_factory=list)  # phh.replay of the recorded PHH
    replay_error: str = ""
    split_distribution: bool = False  # stacks differ only in how split pots were divided
    odd_chips: bool = False  # pokerkit's stacks = ours with every odd chip to the first winner
    log: list[Event] = field(default_factory=list)  # our engine's events for the hand
    start: phh.PHHHand | None = None
    pokerkit_extra_checks: int = 0  # pokerkit's checks after our engine ended the betting
    extra_checks: int = 0  # checks our engine needed that pokerkit (and the PHH) do not have
    diverged: str = ""  # why the lockstep stopped, if it did

    def label(self) -> str:
        return f"{self.variant} seed={self.seed}"


def header(variant: str, rng: random.Random) -> dict[str, Any]:
    """Players, limits and stacks of one random hand; stacks vary so all-ins are common."""
    n = rng.choice((2, 3, 3, 4, 5, 6, 6))
    if variant == "NT":
        blinds, min_bet = rng.choice(NO_LIMITS)
        big = blinds[1]
        data: dict[str, Any] = {"variant": variant, "min_bet": min_bet}
    else:
        blinds, small, big_bet = rng.choice(FIXED_LIMITS)
        big = blinds[1]
        data = {"variant": variant, "small_bet": small, "big_bet": big_bet}
    ante = 1 if variant == "NT" and rng.random() < 0.25 else 0
    stacks = []
    for _ in range(n):
        r = rng.random()
        if r < 0.2:
            stacks.append(rng.randint(1, 3 * big))
        elif r < 0.75:
            stacks.append(rng.randint(3 * big, 25 * big))
        else:
            stacks.append(rng.randint(25 * big, 150 * big))
    data["ante_trimming_status"] = True
    data["antes"] = [ante] * n
    data["blinds_or_straddles"] = [blinds[0], blinds[1]] + [0] * (n - 2)
    data["starting_stacks"] = stacks
    return data


def create_state(data: dict[str, Any]) -> pokerkit.State:
    n = len(data["starting_stacks"])
    game = GAMES[data["variant"]]
    limits = (data["min_bet"],) if data["variant"] == "NT" else (data["small_bet"], data["big_bet"])
    return game.create_state(
        AUTOMATIONS, True, tuple(data["antes"]), tuple(data["blinds_or_straddles"]), *limits,
        tuple(data["starting_stacks"]), n,
    )


def pokerkit_legal(state: pokerkit.State) -> Legal:
    i = state.actor_index
    if i is None:
        return Legal(None, False, None, None)
    amount = state.checking_or_calling_amount
    call_to = state.bets[i] + amount if amount is not None else None
    raise_to = None
    if state.can_complete_bet_or_raise_to():
        raise_to = (state.min_completion_betting_or_raising_to_amount,
                    state.max_completion_betting_or_raising_to_amount)
    return Legal(i + 1, state.can_fold(), call_to, raise_to)


def our_legal(hand: HandState) -> Legal:
    actions = hand.legal_actions()
    if not actions:
        return Legal(None, False, None, None)
    kinds = {a.action: a for a in actions}
    call_to = kinds["call"].min_to if "call" in kinds else (
        hand.street_bets[hand.to_act] if "check" in kinds and hand.to_act is not None else None)
    wagers = [a for a in actions if a.action in ("bet", "raise", "complete", "all_in")]
    raise_to = (min(a.min_to for a in wagers), max(a.max_to for a in wagers)) if wagers else None
    return Legal(hand.to_act, "fold" in kinds, call_to, raise_to)


def _no_opponent_can_call(hand: HandState, seat: int) -> bool:
    rnd = hand.round
    assert rnd is not None
    return all(hand.stacks[s] + hand.street_bets[s] <= rnd.current_bet
               for s in hand.in_hand if s != seat)


def _pokerkit_low_bug(hand: HandState) -> bool:
    """Does a side pot have no eligible low while some showdown hand has one (module doc)?"""
    if not hand.config.hi_lo:
        return False
    board = tuple(c for c in hand.board if c is not None)
    claimants = [s for s in hand.in_hand if s not in hand.mucked]
    if len(claimants) < 2 or len(board) < 5:
        return False
    lows = {s for s in claimants
            if hand_value(hand.config, tuple(c for c in hand.hole[s] if c), board).low is not None}
    if not lows:
        return False
    contrib = dict(hand.contrib)
    back = uncalled(contrib)
    if back is not None:
        contrib[back[0]] -= back[1]
    pots = build_pots(contrib, set(claimants), hand.dead_money)
    return any(len(p.eligible) > 1 and not lows & set(p.eligible) for p in pots)


class Lockstep:
    """Our engine, fed the same events as pokerkit as they happen."""

    def __init__(self, data: dict[str, Any]) -> None:
        start = phh.from_mapping({**data, "actions": []})
        self.start = start
        self.hand = HandState(start.config, start.started, start.stacks, start.posts)
        self.log: list[Event] = []  # every event our engine accepted, as a table would log it
        for ev in start.events:
            self.hand.apply(ev)
            self.log.append(ev)
        stacks, antes = data["starting_stacks"], data["antes"]
        n = len(stacks)
        short_blind = False
        for i, amount in enumerate(data["blinds_or_straddles"]):
            owner = (2 - i if n == 2 else i + 1) - 1  # PHH heads-up: the button posts first
            short_blind |= bool(amount) and stacks[owner] - antes[owner] < amount
        self.short_streets: set[int] = {0} if short_blind else set()

    def apply(self, ev: Event) -> None:
        resolved = phh.resolve(self.hand, ev)
        self.hand.apply(resolved)
        self.log.append(resolved)

    def in_short_round(self) -> bool:
        """Has an all-in short of a full wager been made in the current betting round?"""
        return self.hand.street in self.short_streets

    def mark_short_round(self) -> None:
        self.short_streets.add(self.hand.street)


def _choose(rng: random.Random, ours: Legal, theirs: Legal, variant: str) -> tuple[str, int]:
    options = ["cc"] * 5
    if ours.fold and theirs.fold:
        options += ["f"] * 2
    lo = hi = None
    if ours.raise_to and theirs.raise_to:
        lo = max(ours.raise_to[0], theirs.raise_to[0])
        hi = min(ours.raise_to[1], theirs.raise_to[1])
        if lo <= hi:
            options += ["cbr"] * 4
    verb = rng.choice(options)
    if verb != "cbr":
        return verb, 0
    assert lo is not None and hi is not None
    if variant != "NT" or lo == hi:
        return verb, lo
    r = rng.random()
    if r < 0.35:
        return verb, hi  # all-in
    if r < 0.6:
        return verb, lo
    return verb, rng.randint(lo, hi)


def play(variant: str, seed: int) -> DiffHand:
    """One random hand, played by pokerkit and by our engine in lockstep."""
    rng = random.Random(f"{variant}:{seed}")
    data = header(variant, rng)
    result = DiffHand(variant, seed, data)
    actions: list[str] = []
    data["actions"] = actions
    deck = DECK[:]
    rng.shuffle(deck)
    state = create_state(data)
    ours = Lockstep(data)
    hand = ours.hand
    result.log, result.start = ours.log, ours.start
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while state.status:
            if state.can_burn_card():
                state.burn_card("??")
            elif state.can_deal_hole():
                i = state.hole_dealee_index
                cards = "".join(deck.pop() for _ in range(HOLE[variant]))
                state.deal_hole(cards)
                actions.append(f"d dh p{i + 1} {cards}")
                if not result.diverged:
                    for card in parse_cards(cards):
                        play_step(result, ours, CardDealt(i + 1, card), len(actions))
            elif state.can_deal_board():
                sync_turn(result, ours, len(actions))
                cards = "".join(deck.pop() for _ in range(state.board_dealing_count))
                state.deal_board(cards)
                actions.append(f"d db {cards}")
                if not result.diverged:
                    for card in parse_cards(cards):
                        play_step(result, ours, BoardCard(card), len(actions))
            elif state.actor_index is not None:
                _decide(rng, state, ours, result, actions)
            elif state.can_show_or_muck_hole_cards():
                sync_turn(result, ours, len(actions))
                i = state.showdown_index
                cards = "".join(repr(c) for c in state.hole_cards[i])
                state.show_or_muck_hole_cards(True)
                actions.append(f"p{i + 1} sm {cards}")
                result.showdown = True
                if not result.diverged:
                    play_step(result, ours, Shown(i + 1, tuple(parse_cards(cards))), len(actions))
            else:  # pragma: no cover - every other step is automated
                raise AssertionError(f"pokerkit is stuck: {result.label()} {actions}")
    result.pokerkit_stacks = list(state.stacks)
    sync_turn(result, ours, len(actions))
    if not result.diverged:
        if hand.phase == "settling":
            result.pokerkit_low_bug = _pokerkit_low_bug(hand)
            pots = hand.pots()
            result.side_pots = max(0, len(pots) - 1)
            result.split = sum(1 for e in hand.settlement() if getattr(e, "pot", None) == 0) > 1
        try:
            for ev in hand.settlement():
                ours.apply(ev)
            ours.apply(HandEnded(ours.start.started.hand))
        except Refusal as exc:
            result.diverged = f"settlement refused: {exc}"
        result.lockstep_stacks = phh.finishing_stacks(hand)
        result.odd_chips = odd_chips_to_first_winner(hand) == result.pokerkit_stacks != (
            result.lockstep_stacks)
        result.split_distribution = not result.odd_chips and only_split_differs(
            hand, result.pokerkit_stacks)
    try:
        result.replay_stacks = phh.finishing_stacks(phh.replay(phh.from_mapping(data)))
    except phh.PHHError as exc:
        result.replay_error = str(exc)
    result.all_in = any(s == 0 for s in hand.stacks.values()) or any(
        hand.contrib[s] == hand.starting_stacks[s] for s in hand.seats)
    return result


def odd_chips_to_first_winner(hand: HandState) -> list[int]:
    """Our final stacks if each split (pot, half) gave *all* its odd chips to its first winner
    clockwise from the button (PHH / pokerkit) instead of one each (ours)."""
    stacks = dict(hand.stacks)
    shares: dict[tuple[int, str], list[tuple[int, int]]] = {}
    for award in hand.awards:
        shares.setdefault((award.pot, award.half), []).append((award.seat, award.amount))
    for split in shares.values():
        if len(split) < 2:
            continue
        total = sum(amount for _, amount in split)
        each, odd = divmod(total, len(split))
        for i, (seat, amount) in enumerate(split):  # awards come in odd-chip order
            stacks[seat] += each + (odd if i == 0 else 0) - amount
    return [stacks[s] for s in hand.seats]


def only_split_differs(hand: HandState, theirs: list[int]) -> bool:
    """Do our stacks differ from pokerkit's only among co-winners of split pots, with the same
    total? pokerkit 0.7.7 re-forms the pots after killing the losing hands (merging pots that
    now have the same contenders) and gives a split's whole remainder to its first winner; we
    split each pot on its own and hand out leftover chips one each (LC-27, AMB-23)."""
    mine = phh.finishing_stacks(hand)
    differ = [i for i, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b]
    if not differ or sum(mine[i] for i in differ) != sum(theirs[i] for i in differ):
        return False
    shares: dict[tuple[int, str], list[int]] = {}
    for award in hand.awards:
        shares.setdefault((award.pot, award.half), []).append(award.seat)
    split = {seat for seats in shares.values() if len(seats) > 1 for seat in seats}
    return all(hand.seats[i] in split for i in differ)


def sync_turn(result: DiffHand, ours: Lockstep, index: int) -> None:
    """pokerkit's betting round is over; if ours still waits for a player, record it and, when
    nobody could call a raise anyway, have that player check so the lockstep can go on."""
    hand = ours.hand
    seat = hand.to_act
    if result.diverged or seat is None:
        return
    if _no_opponent_can_call(hand, seat) and hand.can(Acted(seat, "check")):
        result.mismatches.append(Mismatch("turn_no_opponent", index, seat, None))
        result.extra_checks += 1
        ours.apply(Acted(seat, "check"))
    else:
        result.mismatches.append(Mismatch("turn", index, seat, None))
        result.diverged = f"action {index}: our engine still waits for seat {seat}"


def play_step(result: DiffHand, ours: Lockstep, ev: Event, index: int) -> None:
    try:
        ours.apply(ev)
    except Refusal as exc:
        result.diverged = f"action {index}: {ev.to_json()} refused: {exc}"
        result.mismatches.append(Mismatch("refused", index, str(exc), "accepted"))


def _decide(rng: random.Random, state: pokerkit.State, ours: Lockstep, result: DiffHand,
            actions: list[str]) -> None:
    hand = ours.hand
    theirs = pokerkit_legal(state)
    seat = theirs.seat
    assert seat is not None
    index = len(actions)
    if (not result.diverged and hand.to_act is None and theirs.raise_to is None
            and theirs.call_to == state.bets[seat - 1] and hand.phase in ("board", "showdown")):
        # Our engine has ended the betting: nobody can bet against this player, who has matched
        # the bet. pokerkit still asks him for a check; the check goes into the PHH only.
        result.mismatches.append(Mismatch("pokerkit_extra_check", index, None, seat))
        result.pokerkit_extra_checks += 1
        state.check_or_call()
        actions.append(f"p{seat} cc")
        return
    if result.diverged:
        mine = Legal(None, False, None, None)
    else:
        mine = our_legal(hand)
        result.decisions += 1
        compare_legal(result, hand, ours, mine, theirs, index)
        probe_refusals(result, hand, theirs, index)
    verb, to = _choose(rng, mine if not result.diverged else theirs, theirs, result.variant)
    if verb == "f":
        state.fold()
        ev = Acted(seat, "fold")
        actions.append(f"p{seat} f")
    elif verb == "cc":
        state.check_or_call()
        ev = Acted(seat, "check_or_call")
        actions.append(f"p{seat} cc")
    else:
        if not result.diverged and mine.raise_to is not None and to < full_raise_min(hand):
            ours.mark_short_round()
        state.complete_bet_or_raise_to(to)
        ev = Acted(seat, "wager", to)
        actions.append(f"p{seat} cbr {to}")
    if not result.diverged:
        play_step(result, ours, ev, len(actions))


def full_raise_min(hand: HandState) -> int:
    """The smallest full bet or raise our engine allows now (a larger sentinel if none)."""
    full = [a.min_to for a in hand.legal_actions() if a.action in ("bet", "raise", "complete")]
    return min(full) if full else 1 << 60


def compare_legal(result: DiffHand, hand: HandState, ours: Lockstep, mine: Legal, theirs: Legal,
             index: int) -> None:
    if mine.seat != theirs.seat:
        result.mismatches.append(Mismatch("turn", index, mine.seat, theirs.seat))
        return
    if mine.fold != theirs.fold:
        result.mismatches.append(Mismatch("fold", index, mine.fold, theirs.fold))
    if mine.call_to != theirs.call_to:
        result.mismatches.append(Mismatch("call", index, mine.call_to, theirs.call_to))
    if mine.raise_to == theirs.raise_to:
        if mine.raise_to is not None:
            result.compared_raises += 1
        return
    assert mine.seat is not None
    if mine.raise_to is not None and theirs.raise_to is None and _no_opponent_can_call(
            hand, mine.seat):
        result.mismatches.append(Mismatch("raise_no_opponent", index, mine.raise_to, None))
    elif not ours.in_short_round():
        result.mismatches.append(Mismatch("raise", index, mine.raise_to, theirs.raise_to))


def probe_refusals(result: DiffHand, hand: HandState, theirs: Legal, index: int) -> None:
    """Wagers pokerkit refuses must be refused by our engine too (issue 3, Deliver 8)."""
    seat = theirs.seat
    assert seat is not None
    full = hand.street_bets[seat] + hand.stacks[seat]
    if theirs.raise_to is None:
        return  # no raise at all: covered by the legal-list comparison
    low, high = theirs.raise_to
    if full > high:
        for action in ("all_in", "raise" if hand.round and hand.round.current_bet else "bet"):
            if hand.can(Acted(seat, action, full)):
                result.mismatches.append(
                    Mismatch("accepts_over_limit_all_in", index, (action, full), (low, high)))
                break
    if high + 1 < full and hand.can(Acted(seat, "raise" if hand.round and hand.round.current_bet
                                           else "bet", high + 1)):
        result.mismatches.append(Mismatch("accepts_over_limit_raise", index, high + 1, (low, high)))
