"""Random Seven Card Stud and Stud 8 hands played by pokerkit and, in lockstep, by our
``StudHandState`` (test oracle; pokerkit is a test-only dependency).

Same method as ``engine_pokerkit_driver`` (whose comparison helpers this module reuses): pokerkit
plays each hand with random legal actions; at every decision both engines say who acts and what
that player may do (bring-in, fold, check or call amount, smallest and largest completion, bet or
raise), a random action legal in both is applied to both and recorded as a PHH action, and the
finished hand is a PHH mapping (variant ``F7S`` or ``F7S/8``) that ``phh.from_mapping`` reads.

How the two models are lined up:

* pokerkit runs with ``ante_trimming_status = True``: antes are part of each player's
  contribution, so a player all-in on a short ante is eligible only for what he matched (LC-65).
  That is our engine's model (an ante is counted in the poster's contribution). The PHH mapping
  carries the same flag.
* Burn cards are pokerkit's own (``??``); they are not in the PHH and not sent to our engine, so
  our stub never runs short (at most 7 players: 49 hole cards; LC-124 is out of scope here).
* A bring-in player whose stack is at most the bring-in can only put it all in: pokerkit offers
  that as a bring-in *or* an all-in "completion" for the same chips, and so does our engine for a
  PHH hand (which a PHH file may record either way). The all-in bound at most the bring-in is
  dropped on both sides before comparing (same chips; ``pb`` is what is played here).
* After an all-in short of a full wager, raise bounds are not compared in that round (LC-66 /
  LC-126 vs pokerkit's TDA-style sizing), exactly as in the flop driver.
* pokerkit's hi-lo side-pot error (``pokerkit_low_bug``), its merged-pot division of split pots
  (``split_distribution``) and the odd-chip convention are detected by the flop driver's helpers.
"""

from __future__ import annotations

import random
import warnings
from dataclasses import dataclass, field
from typing import Any

import pokerkit
from engine_pokerkit_driver import (
    AUTOMATIONS,
    DECK,
    DiffHand,
    Legal,
    Lockstep,
    Mismatch,
    compare_legal,
    full_raise_min,
    odd_chips_to_first_winner,
    only_split_differs,
    our_legal,
    play_step,
    pokerkit_legal,
    probe_refusals,
    sync_turn,
)

from dealer_assist.cards import parse_cards
from dealer_assist.engine import phh
from dealer_assist.engine.events import Acted, CardDealt, Event, HandEnded, Shown
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.hand_values import hand_value
from dealer_assist.engine.hands import new_hand
from dealer_assist.engine.pots import Pot, build_pots, uncalled
from dealer_assist.engine.stud import StudHandState
from dealer_assist.evaluation import stud as stud_eval

GAMES: dict[str, Any] = {
    "F7S": pokerkit.FixedLimitSevenCardStud,
    "F7S/8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
}
# (ante, bring-in, small bet, big bet)
LIMITS = ((1, 1, 2, 4), (1, 2, 4, 8), (2, 3, 10, 20), (1, 2, 5, 10), (0, 1, 3, 6))
PLAYERS = (2, 2, 3, 4, 5, 5, 6, 7, 7)  # at most 7: 8 x 7 cards would exhaust the deck (LC-124)


@dataclass(slots=True)
class StudDiffHand(DiffHand):
    bring_ins: int = 0  # bring-in decisions compared (CG-STD-04)
    completions: int = 0  # completions to the small bet made over a bring-in (CG-STD-05)
    high_board_rounds: int = 0  # rounds on 4th-7th street whose opener was compared (CG-STD-08)
    tied_boards: int = 0  # of those, rounds opened with two or more equal high boards (Gaps)
    high_board_all_in: int = 0  # rounds whose high board was all-in (LC-101)
    ante_all_in: bool = False  # a player put his whole stack in on the ante
    lone_third_street: bool = False  # after the antes only one player has chips left
    mirrored: tuple[int, int] | None = None  # two seats dealt the same ranks (see _deal_plan)
    bring_in_all_in: int = 0  # the low card was all-in (on the ante) when 3rd street began
    early_shows: int = 0  # pokerkit's ``sm`` before the all-in run-out was dealt (see play)
    deferred_data: dict[str, Any] | None = None  # the PHH with those shows moved to the end
    deferred_replay_stacks: list[int] = field(default_factory=list)
    deferred_replay_error: str = ""
    pokerkit_division: list[int] = field(default_factory=list)  # see _pokerkit_division
    merged_pots: bool = False  # stacks differ from pokerkit's only by its merging of pots


def header(variant: str, rng: random.Random) -> dict[str, Any]:
    """Players, limits and stacks of one random hand; stacks vary so all-ins are common."""
    n = rng.choice(PLAYERS)
    ante, bring_in, small, big = rng.choice(LIMITS)
    stacks = []
    for _ in range(n):
        r = rng.random()
        if r < 0.05:
            stacks.append(rng.randint(1, max(1, ante + bring_in)))
        elif r < 0.25:
            stacks.append(rng.randint(1, 3 * big))
        elif r < 0.75:
            stacks.append(rng.randint(3 * big, 12 * big))
        else:
            stacks.append(rng.randint(12 * big, 60 * big))
    return {
        "variant": variant,
        "ante_trimming_status": True,
        "antes": [ante] * n,
        "bring_in": bring_in,
        "small_bet": small,
        "big_bet": big,
        "starting_stacks": stacks,
    }


def create_state(data: dict[str, Any]) -> pokerkit.State:
    n = len(data["starting_stacks"])
    return GAMES[data["variant"]].create_state(
        AUTOMATIONS, True, tuple(data["antes"]), data["bring_in"], data["small_bet"],
        data["big_bet"], tuple(data["starting_stacks"]), n,
    )


@dataclass(frozen=True, slots=True)
class StudLegal:
    legal: Legal
    bring_in: int | None  # the bring-in amount, when the player on turn brings it in


def pokerkit_stud_legal(state: pokerkit.State) -> StudLegal:
    legal = pokerkit_legal(state)
    bring = state.effective_bring_in_amount if state.can_post_bring_in() else None
    if bring is not None and legal.raise_to is not None and legal.raise_to[1] <= bring:
        legal = Legal(legal.seat, legal.fold, legal.call_to, None)  # module doc: same chips
    return StudLegal(legal, bring)


def our_stud_legal(hand: HandState) -> StudLegal:
    bring = next((a.min_to for a in hand.legal_actions() if a.action == "bring_in"), None)
    legal = our_legal(hand)
    if bring is not None and legal.raise_to is not None and legal.raise_to[1] <= bring:
        legal = Legal(legal.seat, legal.fold, legal.call_to, None)  # the same chips, as above
    return StudLegal(legal, bring)


class _StudLockstep(Lockstep):
    """Our stud engine, fed the same events as pokerkit as they happen."""

    def __init__(self, data: dict[str, Any]) -> None:
        start = phh.from_mapping({**data, "actions": []})
        self.start = start
        self.hand = new_hand(start.config, start.started, dict(start.stacks), list(start.posts))
        assert isinstance(self.hand, StudHandState)
        self.log: list[Event] = []
        for ev in start.events:
            self.hand.apply(ev)
            self.log.append(ev)
        self.short_streets: set[int] = set()
        self.openers_seen: set[int] = set()
        self.deferred: list[int] = []  # seats pokerkit showed before our showdown began
        self.dealt: dict[int, str] = {}  # every seat's cards as dealt, PHH text


def _flush_shows(result: StudDiffHand, ours: _StudLockstep, index: int) -> None:
    """Show, in pokerkit's order and with all seven cards, the hands pokerkit showed during
    the all-in run-out, once our engine has reached the showdown."""
    if result.diverged or not ours.deferred or ours.hand.phase != "showdown":
        return
    for seat in ours.deferred:
        play_step(result, ours, Shown(seat, tuple(parse_cards(ours.dealt[seat]))), index)
    ours.deferred.clear()


def _choose(rng: random.Random, ours: StudLegal, theirs: StudLegal) -> tuple[str, int]:
    if theirs.bring_in is not None:  # pokerkit allows nothing else (a mismatch is recorded)
        options = ["pb"] * 6
    else:
        options = ["cc"] * 5
        if ours.legal.fold and theirs.legal.fold:
            options += ["f"] * 2
    a, b = ours.legal.raise_to, theirs.legal.raise_to
    lo = hi = 0
    if a and b:
        lo, hi = max(a[0], b[0]), min(a[1], b[1])
        if lo <= hi:
            options += ["cbr"] * 4
    verb = rng.choice(options)
    return verb, lo if verb == "cbr" else 0


def _note_opener(result: StudDiffHand, ours: _StudLockstep) -> None:
    """Count what the round's opener was decided by (CG-STD-04 / CG-STD-08 / LC-101)."""
    hand = ours.hand
    assert isinstance(hand, StudHandState)
    if hand.street in ours.openers_seen or hand.round is None or hand.round.actions:
        return
    ours.openers_seen.add(hand.street)
    able = set(hand.able_to_act)
    if hand.street == 0:
        if hand.bring_in_seat is not None and hand.bring_in_seat not in able:
            result.bring_in_all_in += 1
        return
    boards = {s: hand.up[s] for s in hand.after(hand.button) if s in hand.in_hand}
    top = stud_eval.high_board_seats(boards)
    result.high_board_rounds += 1
    result.tied_boards += len(top) > 1
    result.high_board_all_in += top[0] not in able


def _decide(rng: random.Random, state: pokerkit.State, ours: _StudLockstep,
            result: StudDiffHand, actions: list[str]) -> None:
    hand = ours.hand
    theirs = pokerkit_stud_legal(state)
    seat = theirs.legal.seat
    assert seat is not None
    index = len(actions)
    if (not result.diverged and hand.to_act is None and hand.phase != "betting"
            and theirs.legal.raise_to is None and theirs.bring_in is None
            and theirs.legal.call_to == state.bets[seat - 1]):
        # Our engine has ended the betting (nobody can bet against this player); pokerkit still
        # asks for a check, which goes into the PHH only (flop driver, same case).
        result.mismatches.append(Mismatch("pokerkit_extra_check", index, None, seat))
        result.pokerkit_extra_checks += 1
        state.check_or_call()
        actions.append(f"p{seat} cc")
        return
    if result.diverged:
        mine = StudLegal(Legal(None, False, None, None), None)
    else:
        _note_opener(result, ours)
        mine = our_stud_legal(hand)
        result.decisions += 1
        compare_legal(result, hand, ours, mine.legal, theirs.legal, index)
        if mine.legal.seat == theirs.legal.seat and mine.bring_in != theirs.bring_in:
            result.mismatches.append(Mismatch("bring_in", index, mine.bring_in, theirs.bring_in))
        elif theirs.bring_in is not None:
            result.bring_ins += 1
        if theirs.bring_in is None:
            probe_refusals(result, hand, theirs.legal, index)
    verb, to = _choose(rng, mine if not result.diverged else theirs, theirs)
    if verb == "pb":
        state.post_bring_in()
        ev: Event = Acted(seat, "bring_in", 0)
        actions.append(f"p{seat} pb")
    elif verb == "f":
        state.fold()
        ev = Acted(seat, "fold")
        actions.append(f"p{seat} f")
    elif verb == "cc":
        state.check_or_call()
        ev = Acted(seat, "check_or_call")
        actions.append(f"p{seat} cc")
    else:
        if (not result.diverged and mine.legal.raise_to is not None
                and to < full_raise_min(hand)):
            ours.mark_short_round()
        if state.street_index == 0 and max(state.bets) < data_small(result):
            result.completions += 1
        state.complete_bet_or_raise_to(to)
        ev = Acted(seat, "wager", to)
        actions.append(f"p{seat} cbr {to}")
    if not result.diverged:
        play_step(result, ours, ev, len(actions))


def data_small(result: DiffHand) -> int:
    return int(result.data["small_bet"])


def _claimants(hand: HandState) -> list[int]:
    return [s for s in hand.in_hand if s not in hand.mucked]


def _value(hand: HandState, seat: int) -> Any:
    return hand_value(hand.config, tuple(c for c in hand.hole[seat] if c), ())


def _settled_pots(hand: HandState) -> list[Pot]:
    """The pots being settled (uncalled chips taken out), as our engine divides them."""
    contrib = dict(hand.contrib)
    back = uncalled(contrib)
    if back is not None:
        contrib[back[0]] -= back[1]
    return build_pots(contrib, set(_claimants(hand)), hand.dead_money)


def _pokerkit_low_bug(hand: HandState) -> bool:
    """Does a side pot have no eligible low while some showdown hand has one? (flop driver)"""
    claimants = _claimants(hand)
    if not hand.config.hi_lo or len(claimants) < 2:
        return False
    lows = {s for s in claimants if _value(hand, s).low is not None}
    return bool(lows) and any(
        len(p.eligible) > 1 and not lows & set(p.eligible) for p in _settled_pots(hand))


def _pokerkit_division(hand: HandState, pots: list[Pot]) -> list[int]:
    """Our final stacks had the pots been divided the pokerkit 0.7.7 way: hands that win
    nothing are killed first, so consecutive pots left with the same contenders are merged
    into one before being split; a pot is split high/low when any hand at the showdown has a
    low (its "low" half goes to all the pot's contenders when none of them has one); the high
    half and the first winner by seat number take the odd chips."""
    stacks = dict(hand.stacks)
    for a in hand.awards:
        stacks[a.seat] -= a.amount
    claimants = _claimants(hand)
    winners = {a.seat for a in hand.awards}
    merged: list[list[Any]] = []
    for pot in pots:
        contenders = tuple(s for s in pot.eligible if s in winners) or pot.eligible
        if merged and merged[-1][1] == contenders:
            merged[-1][0] += pot.amount
        else:
            merged.append([pot.amount, contenders])
    values = {s: _value(hand, s) for s in claimants} if len(claimants) > 1 else {}
    any_low = hand.config.hi_lo and any(v.low is not None for v in values.values())
    for amount, contenders in merged:
        if len(contenders) == 1 or not values:
            stacks[contenders[0]] += amount
            continue
        keys = [lambda s: values[s].high] + ([lambda s: values[s].low] if any_low else [])
        share, rest = divmod(amount, len(keys))
        for i, key in enumerate(keys):
            half = share + (rest if i == 0 else 0)
            best = max((key(s) for s in contenders if key(s) is not None), default=None)
            top = sorted(s for s in contenders if key(s) == best)
            each, odd = divmod(half, len(top))
            for j, s in enumerate(top):
                stacks[s] += each + (odd if j == 0 else 0)
    return [stacks[s] for s in hand.seats]


def play(variant: str, seed: int) -> StudDiffHand:
    """One random stud hand, played by pokerkit and by our engine in lockstep."""
    rng = random.Random(f"{variant}:{seed}")
    data = header(variant, rng)
    result = StudDiffHand(variant, seed, data)
    actions: list[str] = []
    data["actions"] = actions
    deck = DECK[:]
    rng.shuffle(deck)
    plan = _deal_plan(rng, len(data["starting_stacks"]), deck) if rng.random() < 0.3 else None
    if plan is not None:
        result.mirrored = plan[1]
    state = create_state(data)
    ours = _StudLockstep(data)
    hand = ours.hand
    result.log, result.start = ours.log, ours.start
    result.ante_all_in = any(s == 0 for s in hand.stacks.values())
    result.lone_third_street = len(hand.able_to_act) == 1
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while state.status:
            if state.can_burn_card():
                state.burn_card("??")
            elif state.can_deal_hole():
                sync_turn(result, ours, len(actions))
                i = state.hole_dealee_index
                source = plan[0][i] if plan is not None else deck
                cards = "".join(source.pop() for _ in range(len(state.hole_dealing_statuses[i])))
                state.deal_hole(cards)
                actions.append(f"d dh p{i + 1} {cards}")
                ours.dealt[i + 1] = ours.dealt.get(i + 1, "") + cards
                if not result.diverged:
                    for card in parse_cards(cards):
                        play_step(result, ours, CardDealt(i + 1, card), len(actions))
                    _flush_shows(result, ours, len(actions))
            elif state.actor_index is not None:
                _decide(rng, state, ours, result, actions)
            elif state.can_show_or_muck_hole_cards():
                sync_turn(result, ours, len(actions))
                i = state.showdown_index
                cards = "".join(repr(c) for c in state.hole_cards[i])
                state.show_or_muck_hole_cards(True)
                actions.append(f"p{i + 1} sm {cards}")
                result.showdown = True
                if result.diverged or i + 1 in hand.shown or i + 1 in ours.deferred:
                    pass  # pokerkit shows an all-in hand again once its cards are all dealt
                elif hand.phase != "showdown":
                    # pokerkit shows all-in hands before the run-out is dealt; our engine takes
                    # a stud show only at the showdown, with seven cards (see the test module).
                    ours.deferred.append(i + 1)
                    result.early_shows += 1
                else:
                    play_step(result, ours, Shown(i + 1, tuple(parse_cards(cards))), len(actions))
            else:  # pragma: no cover - every other step is automated
                raise AssertionError(f"pokerkit is stuck: {result.label()} {actions}")
    result.pokerkit_stacks = list(state.stacks)
    sync_turn(result, ours, len(actions))
    _flush_shows(result, ours, len(actions))
    if not result.diverged:
        pots: list[Pot] = []
        if hand.phase == "settling":
            pots = _settled_pots(hand)
            result.pokerkit_low_bug = _pokerkit_low_bug(hand)
            result.side_pots = max(0, len(hand.pots()) - 1)
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
        if pots:
            result.pokerkit_division = _pokerkit_division(hand, pots)
        result.merged_pots = (
            not (result.odd_chips or result.split_distribution or result.pokerkit_low_bug)
            and result.pokerkit_division == result.pokerkit_stacks != result.lockstep_stacks)
    try:
        result.replay_stacks = phh.finishing_stacks(phh.replay(phh.from_mapping(data)))
    except phh.PHHError as exc:
        result.replay_error = str(exc)
    if result.early_shows:
        result.deferred_data = deferred = {**data, "actions": _shows_last(actions, ours.dealt)}
        try:
            result.deferred_replay_stacks = phh.finishing_stacks(
                phh.replay(phh.from_mapping(deferred)))
        except phh.PHHError as exc:
            result.deferred_replay_error = str(exc)
    result.all_in = any(s == 0 for s in hand.stacks.values()) or any(
        hand.contrib[s] == hand.starting_stacks[s] for s in hand.seats)
    return result


def _shows_last(actions: list[str], dealt: dict[int, str]) -> list[str]:
    """The same hand with one ``sm`` per player, after the last card, showing all his cards."""
    shows = dict.fromkeys(a.split()[0] for a in actions if a.split()[1] == "sm")
    rest = [a for a in actions if a.split()[1] != "sm"]
    return rest + [f"{p} sm {dealt[int(p[1:])]}" for p in shows]


SUITS = "cdhs"


def _deal_plan(rng: random.Random, n: int, deck: list[str]
               ) -> tuple[list[list[str]], tuple[int, int]]:
    """Seven cards for each player, two of whom (random seats) get the same ranks in other
    suits (one permutation of the suits for all seven cards): their high hands and their lows
    are equal, so pots are split between co-winners (odd chips, LC-27), their door cards tie
    in rank (the bring-in goes by suit, CG-STD-04) and so do their boards (CG-STD-08 Gap).
    Cards are popped from the end of each list."""
    a, b = sorted(rng.sample(range(n), 2))
    while True:
        perm = rng.sample(SUITS, 4)
        if all(perm[i] != SUITS[i] for i in range(4)):
            break
    while True:
        first = rng.sample(DECK, 7)
        second = [c[0] + perm[SUITS.index(c[1])] for c in first]
        if len(set(first) | set(second)) == 14:
            break
    rest = [c for c in deck if c not in first and c not in second]
    hands = [[rest.pop() for _ in range(7)] if i not in (a, b) else [] for i in range(n)]
    hands[a], hands[b] = first, second
    return hands, (a + 1, b + 1)
