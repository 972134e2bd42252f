"""Differential test against pokerkit (test-only oracle): random hands of fixed-limit Hold'em,
no-limit Hold'em and fixed-limit Omaha 8, with varied stacks so that all-ins, side pots and
showdowns are common. pokerkit plays each hand with random legal actions; our engine follows in
lockstep and must agree on whose turn it is and what that player may do, and must end with the
same stacks; the recorded PHH hand, read by ``phh.from_mapping`` and replayed, must too.

How the two rule models are lined up, and where they differ on purpose, is documented in
``engine_pokerkit_driver``. Every hand comes from a fixed seed: a failure names
``variant seed=N`` and ``engine_pokerkit_driver.play(variant, N)`` reproduces it.
"""

from __future__ import annotations

import tomllib
import warnings
from collections import Counter
from functools import cache

import pytest
from engine_pokerkit_driver import DiffHand, FixedLimitOmaha8, play

from dealer_assist.engine import phh
from dealer_assist.engine.events import Acted
from dealer_assist.engine.hand import HandState

pokerkit = pytest.importorskip("pokerkit")

HANDS = {"FT": 900, "NT": 900, "FO/8": 600}  # 2,400 hands; about 20 s on the 2-core machine
VARIANTS = tuple(HANDS)
MODEL_CATEGORIES = ("turn", "fold", "call", "raise", "refused")


@cache
def hands(variant: str) -> tuple[DiffHand, ...]:
    return tuple(play(variant, seed) for seed in range(HANDS[variant]))


def compared(variant: str) -> list[DiffHand]:
    """Hands whose stacks are compared with pokerkit's (see the driver for the exclusions)."""
    return [h for h in hands(variant)
            if not h.pokerkit_low_bug and not h.split_distribution and not h.odd_chips]


def _mismatches(categories: tuple[str, ...]) -> list[str]:
    out = []
    for variant in VARIANTS:
        for h in hands(variant):
            out += [f"{h.label()} action {m.action_index}: {m.category} ours={m.ours} "
                    f"pokerkit={m.theirs}" for m in h.mismatches if m.category in categories]
    return out


def test_pokerkit_omaha8_is_fixed_limit_in_our_oracle() -> None:
    """pokerkit 0.7.7 builds FO/8 on its pot-limit mixin; the oracle restores fixed limit with
    pokerkit's cap of four (so LC-49 / AMB-18 caps are compared like for like)."""
    assert FixedLimitOmaha8.betting_structure == pokerkit.BettingStructure.FIXED_LIMIT
    assert FixedLimitOmaha8.max_completion_betting_or_raising_count == 4


def test_enough_hands_with_all_ins_side_pots_and_showdowns() -> None:
    """At least 2,000 hands are compared, and the features under test happen often."""
    total = sum(len(compared(v)) for v in VARIANTS)
    assert total >= 2000, total
    for variant in VARIANTS:
        played = compared(variant)
        n = len(played)
        assert sum(h.all_in for h in played) > n // 3, variant
        assert sum(h.side_pots > 0 for h in played) > n // 4, variant
        assert sum(h.showdown for h in played) > n // 2, variant
        assert sum(h.split for h in played) > 0, variant
        assert sum(h.compared_raises for h in played) > n, variant
        excluded = len(hands(variant)) - n
        assert excluded <= len(hands(variant)) // 20, (variant, excluded)


@pytest.mark.parametrize("variant", VARIANTS)
def test_finishing_stacks_match_pokerkit(variant: str) -> None:
    """Identical finishing stacks: blinds and antes, betting, uncalled bets returned, main and
    side pots for any number of all-ins (LC-65, LC-71), showdown by cards speak, split pots and
    hi-lo halves with the odd chip to the first winner after the button / the high half (LC-27a,
    LC-27c), boards with no low (PGP-LOW-01)."""
    bad = [f"{h.label()}: ours {h.lockstep_stacks} pokerkit {h.pokerkit_stacks} {h.diverged}"
           for h in compared(variant) if h.lockstep_stacks != h.pokerkit_stacks]
    assert not bad, "\n".join(bad[:10])


@pytest.mark.parametrize("variant", VARIANTS)
def test_recorded_phh_replays_to_pokerkit_stacks(variant: str) -> None:
    """The recorded hand as a PHH mapping, read by ``phh.from_mapping`` and replayed with
    ``phh.replay``, ends with pokerkit's stacks. Hands where pokerkit asked for a check after
    our engine had ended the betting are counted by the test below."""
    bad = [f"{h.label()}: replay {h.replay_stacks or h.replay_error} pokerkit {h.pokerkit_stacks}"
           for h in compared(variant)
           if not h.extra_checks and not h.pokerkit_extra_checks
           and h.replay_stacks != h.pokerkit_stacks]
    assert not bad, "\n".join(bad[:10])


def _export(h: DiffHand) -> str:
    assert h.start is not None
    return phh.export(h.start.config, h.start.started, h.start.stacks, h.log)


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_hands_export_and_round_trip(variant: str) -> None:
    """``phh.export`` of the hand our engine logged parses back (``phh.from_mapping``) and
    replays to the same stacks."""
    bad = []
    for h in compared(variant):
        if h.extra_checks:
            continue
        again = phh.finishing_stacks(phh.replay(phh.from_mapping(tomllib.loads(_export(h)))))
        if again != h.lockstep_stacks:
            bad.append(f"{h.label()}: round trip {again} ours {h.lockstep_stacks}")
    assert not bad, "\n".join(bad[:10])


def test_pokerkit_reads_our_exports() -> None:
    """pokerkit's ``HandHistory`` reads every tenth export and ends with its own stacks (one
    ``d db`` per street, also in all-in run-outs)."""
    bad = []
    for variant in VARIANTS:
        for h in compared(variant):
            if h.extra_checks or h.seed % 10:
                continue
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    stacks = list(list(pokerkit.HandHistory.loads(_export(h)))[-1].stacks)
                except ValueError as exc:
                    bad.append(f"{h.label()}: pokerkit refuses the export: {exc}")
                    continue
            if stacks != h.pokerkit_stacks:
                bad.append(f"{h.label()}: pokerkit reads {stacks}, played {h.pokerkit_stacks}")
    assert not bad, f"{len(bad)} exports:\n" + "\n".join(bad[:10])




def test_phh_replay_accepts_pokerkits_check_after_betting_ended() -> None:
    """Every PHH hand pokerkit plays must replay (issue 3, Deliver 9): count the hands whose
    recorded PHH our engine refuses because of that check."""
    bad = [f"{h.label()}: {h.replay_error}" for v in VARIANTS for h in compared(v)
           if h.pokerkit_extra_checks and h.replay_stacks != h.pokerkit_stacks]
    assert not bad, f"{len(bad)} hands:\n" + "\n".join(bad[:10])


def test_phh_replay_accepts_pokerkits_check_after_betting_ended_minimal() -> None:
    """Minimal reproduction (pokerkit plays it): FT 1-2/2-4, four players; the big blind p2
    has 1 and is all-in with it, p3 and p4 fold, the small blind p1 (4) has matched the 1 and
    checks; the board is dealt."""
    hand_phh = phh.from_mapping({
        "variant": "FT", "antes": [0, 0, 0, 0], "blinds_or_straddles": [1, 2, 0, 0],
        "small_bet": 2, "big_bet": 4, "starting_stacks": [4, 1, 41, 290],
        "actions": ["d dh p1 5d7c", "d dh p2 Qh4c", "d dh p3 2dJh", "d dh p4 2c6h", "p3 f",
                    "p4 f", "p1 cc", "p1 sm 5d7c", "p2 sm Qh4c", "d db Tc5h8h", "d db 3h",
                    "d db 6d"],
    })
    final = phh.finishing_stacks(phh.replay(hand_phh))
    assert final == [5, 0, 41, 290]


def test_legal_actions_agree_with_pokerkit() -> None:
    """At every decision: the same player is on turn (LC-47 preflop order, button last after),
    fold is offered exactly when there is something to call, the same check-or-call amount, and
    the same smallest and largest bet or raise (fixed-limit levels and the cap of four, LC-49 /
    LC-126d with PHH's no heads-up uncapping; no-limit minimum raise; all-in for less when a full
    raise is out of reach). Raise bounds are not compared in a round after an all-in short of a
    full wager, where LC-66 and pokerkit differ on purpose (driver docstring)."""
    decisions = sum(h.decisions for v in VARIANTS for h in hands(v))
    assert decisions > 20_000
    bad = _mismatches(MODEL_CATEGORIES)
    assert not bad, f"{len(bad)} disagreements:\n" + "\n".join(bad[:15])


def test_no_raise_or_turn_when_no_opponent_can_call() -> None:
    """pokerkit ends the betting when nobody else can act; so do we (a raise nobody can call
    is only returned, LC-65; the dealer must not be shown a Raise button). Regression test for
    the bug found here on 2026-11-29 and fixed in the engine the same afternoon."""
    bad = _mismatches(("raise_no_opponent", "turn_no_opponent"))
    assert not bad, f"{len(bad)} decisions:\n" + "\n".join(bad[:10])


def test_no_raise_when_no_opponent_can_call_minimal() -> None:
    """Regression: NL 1-2, three players; the big blind p2 has 2 and is all-in with
    his blind, p3 (button) folds; the small blind p1 may only call or fold."""
    hand_phh = phh.from_mapping({
        "variant": "NT", "antes": [0, 0, 0], "blinds_or_straddles": [1, 2, 0], "min_bet": 2,
        "starting_stacks": [100, 2, 100],
        "actions": ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 f"],
    })
    state = _play(hand_phh)
    assert state.to_act == 1
    assert [a.action for a in state.legal_actions()] == ["fold", "call"]


def test_heads_up_small_blind_all_in_call_replays_minimal() -> None:
    """Regression (a legal PHH hand pokerkit plays): FT 1-3/3-6 heads-up, the button
    p2 has 3, posts the 1 small blind and calls all-in; the board is dealt at once."""
    hand_phh = phh.from_mapping({
        "variant": "FT", "antes": [0, 0], "blinds_or_straddles": [1, 3], "small_bet": 3,
        "big_bet": 6, "starting_stacks": [350, 3],
        "actions": ["d dh p1 Jh2c", "d dh p2 Tc4d", "p2 cc", "p2 sm Tc4d", "p1 sm Jh2c",
                    "d db Ad2h7c", "d db 5s", "d db 3h"],
    })
    assert phh.finishing_stacks(phh.replay(hand_phh)) == [347, 6]


def test_wagers_pokerkit_refuses_are_refused() -> None:
    """A wager above the largest legal amount is refused (issue 3, Deliver 8), all-in or not.
    Regression test: fixed limit used to accept an all-in above the fixed raise."""
    bad = _mismatches(("accepts_over_limit_all_in", "accepts_over_limit_raise"))
    assert not bad, f"{len(bad)} decisions:\n" + "\n".join(bad[:10])


def test_fixed_limit_all_in_above_the_raise_is_refused_minimal() -> None:
    """Regression: FT 1-2/2-4, three players with 100; p3 (first to act) may raise
    to 4 only, yet all-in to 100 is accepted."""
    hand_phh = phh.from_mapping({
        "variant": "FT", "antes": [0, 0, 0], "blinds_or_straddles": [1, 2, 0], "small_bet": 2,
        "big_bet": 4, "starting_stacks": [100, 100, 100],
        "actions": ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd"],
    })
    state = _play(hand_phh)
    assert [(a.action, a.min_to, a.max_to) for a in state.legal_actions()][-1] == ("raise", 4, 4)
    assert not state.can(Acted(3, "all_in", 100))
    assert not state.can(Acted(3, "raise", 100))


def _play(hand_phh: phh.PHHHand) -> HandState:
    """The hand's events so far (no settlement): the state at its next decision."""
    state = HandState(hand_phh.config, hand_phh.started, hand_phh.stacks, hand_phh.posts)
    for ev in hand_phh.events:
        state.apply(phh.resolve(state, ev))
    return state




def test_odd_chips_follow_phh_convention() -> None:
    """LC-27a as PHH reads it: the odd chips of a split go to the first winner after the
    button. Hands whose stacks differ from pokerkit's only by that are counted here."""
    bad = [f"{h.label()}: ours {h.lockstep_stacks} pokerkit {h.pokerkit_stacks}"
           for v in VARIANTS for h in hands(v) if h.odd_chips]
    assert not bad, f"{len(bad)} hands:\n" + "\n".join(bad[:10])


def test_odd_chips_follow_phh_convention_minimal() -> None:
    """Minimal reproduction: NT 2-3, four players with 100; p3 and p4 call 3, the small blind
    p1 folds, the big blind p2 checks, all check down; the board is a royal flush, so p2, p3 and
    p4 split $11: PHH gives both odd chips to p2 (5/3/3), the engine gives 4/4/3."""
    hand_phh = phh.from_mapping({
        "variant": "NT", "antes": [0, 0, 0, 0], "blinds_or_straddles": [2, 3, 0, 0],
        "min_bet": 3, "starting_stacks": [100, 100, 100, 100],
        "actions": ["d dh p1 2c3d", "d dh p2 2d3c", "d dh p3 2h3h", "d dh p4 4c4d", "p3 cc",
                    "p4 cc", "p1 f", "p2 cc", "d db AsKsQs", "p2 cc", "p3 cc", "p4 cc",
                    "d db Js", "p2 cc", "p3 cc", "p4 cc", "d db Ts", "p2 cc", "p3 cc", "p4 cc",
                    "p2 sm 2d3c", "p3 sm 2h3h", "p4 sm 4c4d"],
    })
    assert phh.finishing_stacks(phh.replay(hand_phh)) == [98, 102, 100, 100]


def test_excluded_hands_are_pokerkit_artifacts() -> None:
    """The few hands left out of the stack comparison: a pokerkit 0.7.7 hi-lo side-pot error, or
    a split-pot division that differs only among the co-winners with the same total (pokerkit
    merges pots after killing hands; we split each pot on its own, LC-27 / AMB-23)."""
    counts: Counter[str] = Counter()
    for variant in VARIANTS:
        for h in hands(variant):
            if h.pokerkit_low_bug:
                counts["pokerkit_low_bug"] += 1
                assert h.variant == "FO/8"
            elif h.split_distribution:
                counts["split_distribution"] += 1
                assert sum(h.lockstep_stacks) == sum(h.pokerkit_stacks)
    assert sum(counts.values()) <= 100, counts
