"""Differential test against pokerkit (test-only oracle) for Seven Card Stud (PHH ``F7S``) and
Stud 8-or-better (``F7S/8``), issue 4: 2,400 random hands, 2-7 players, antes, bring-in,
completion, fixed limits, varied stacks so that all-ins on the ante, all-in bring-ins, side pots
and showdowns are common. pokerkit plays each hand with random legal actions; our
``StudHandState`` follows in lockstep and must agree on who acts (bring-in by the low door card,
then the high board), what that player may do, and end with the same stacks; the recorded PHH
hand, read by ``phh.from_mapping`` and replayed, must too.

How the two models are lined up, and where they differ on purpose, is documented in
``stud_pokerkit_driver``. Every hand comes from a fixed seed: a failure names
``variant seed=N`` and ``stud_pokerkit_driver.play(variant, N)`` reproduces it.

Engine bugs found here were fixed; their tests, each with a minimal reproduction, stay as
regression tests; the hands they affect are counted by the bug's own test and left out of the
other comparisons, so that the other tests keep checking everything else.
"""

from __future__ import annotations

import dataclasses
import tomllib
import warnings
from collections import Counter
from functools import cache

import pytest
from stud_pokerkit_driver import StudDiffHand, create_state, play

from dealer_assist.engine import phh
from dealer_assist.engine.events import Acted
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.hands import new_hand

pokerkit = pytest.importorskip("pokerkit")

HANDS = {"F7S": 1200, "F7S/8": 1200}  # 2,400 hands; about 12 s on the 2-core machine
VARIANTS = tuple(HANDS)
MODEL_CATEGORIES = ("turn", "fold", "call", "raise", "refused", "bring_in")


@cache
def hands(variant: str) -> tuple[StudDiffHand, ...]:
    return tuple(play(variant, seed) for seed in range(HANDS[variant]))


def bug_a(h: StudDiffHand) -> bool:
    """Engine bug A: the low door card is all-in on the ante (test below)."""
    return bool(h.bring_in_all_in) and not h.lone_third_street


def bug_b(h: StudDiffHand) -> bool:
    """Engine bug B: after the antes only one player has chips (test below)."""
    return h.lone_third_street


def artifact(h: StudDiffHand) -> bool:
    """pokerkit's own way of dividing pots (driver: ``_pokerkit_division``)."""
    return h.pokerkit_low_bug or h.merged_pots or h.split_distribution or h.odd_chips


def lockstep(variant: str) -> list[StudDiffHand]:
    """Hands not touched by a known engine bug: all their decisions are compared."""
    return [h for h in hands(variant) if not bug_a(h) and not bug_b(h)]


def compared(variant: str) -> list[StudDiffHand]:
    """Hands whose stacks are compared with pokerkit's."""
    return [h for h in lockstep(variant) if not artifact(h)]


def _mismatches(categories: tuple[str, ...]) -> list[str]:
    return [f"{h.label()} action {m.action_index}: {m.category} ours={m.ours} "
            f"pokerkit={m.theirs} {h.diverged}"
            for v in VARIANTS for h in lockstep(v) for m in h.mismatches
            if m.category in categories]


def _state(data: dict[str, object]) -> HandState:
    """Our engine at the hand's next decision (no settlement)."""
    hand_phh = phh.from_mapping(data)
    state = new_hand(hand_phh.config, hand_phh.started, dict(hand_phh.stacks),
                     list(hand_phh.posts))
    for ev in hand_phh.events:
        state.apply(phh.resolve(state, ev))
    return state


def _pokerkit_stacks(phh_text: str) -> list[int]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return list(list(pokerkit.HandHistory.loads(phh_text))[-1].stacks)


STUD = {"variant": "F7S", "ante_trimming_status": True, "bring_in": 1, "small_bet": 2,
        "big_bet": 4}


# ----------------------------------------------------------------------------- coverage


def test_enough_hands_and_the_features_under_test_happen() -> None:
    """At least 1,000 hands of each game are compared decision by decision and by stacks, and
    what the test is about happens often: bring-ins and completions (CG-STD-04, CG-STD-05),
    openers by the high board (CG-STD-08) including an all-in high board (LC-101), all-ins and
    side pots (LC-65), showdowns, split pots and hi-lo splits (HTP-S8-01)."""
    for variant in VARIANTS:
        played = compared(variant)
        n = len(played)
        assert n >= 1000, (variant, n)
        assert sum(h.bring_ins for h in played) > n * 9 // 10, variant
        assert sum(h.completions for h in played) > n // 2, variant
        assert sum(h.high_board_rounds for h in played) > n, variant
        assert sum(h.high_board_all_in for h in played) > n // 10, variant
        assert sum(h.all_in for h in played) > n // 3, variant
        assert sum(h.side_pots > 0 for h in played) > n // 5, variant
        assert sum(h.ante_all_in for h in played) > n // 50, variant
        assert sum(h.showdown for h in played) > n // 2, variant
        assert sum(h.compared_raises for h in played) > 5 * n, variant
        assert sum(h.decisions for h in played) > 10 * n, variant
    assert sum(h.split for h in compared("F7S/8")) > 200  # (exact high ties in F7S are rare)


def test_excluded_hands_are_counted() -> None:
    """Every hand left out of a comparison is counted, with its reason: the two engine bugs
    (their own regression tests below) and pokerkit's way of dividing pots (next test)."""
    counts: Counter[str] = Counter()
    for variant in VARIANTS:
        for h in hands(variant):
            if bug_b(h):
                counts["bug B: one player with chips after the antes"] += 1
            elif bug_a(h):
                counts["bug A: the low card is all-in on the ante"] += 1
            elif artifact(h):
                counts[f"{variant} pokerkit pot division"] += 1
    total = sum(len(hands(v)) for v in VARIANTS)
    assert sum(counts.values()) <= total // 12, counts
    assert all(not h.diverged for v in VARIANTS for h in lockstep(v)), [
        f"{h.label()}: {h.diverged}" for v in VARIANTS for h in lockstep(v) if h.diverged][:10]


# ----------------------------------------------------------------------------- stacks


@pytest.mark.parametrize("variant", VARIANTS)
def test_finishing_stacks_match_pokerkit(variant: str) -> None:
    """Identical finishing stacks: antes (an all-in ante is matched like any wager, LC-65),
    bring-in and completion (CG-STD-04, CG-STD-05), small bet on 3rd and 4th street and big bet
    after (CG-STD-06), the cap, uncalled bets returned, main and side pots for any number of
    all-ins (LC-65), best five of seven for high, 8-or-better low from any five, no low -> high
    scoops (HTP-S8-01), odd chips to the high half (LC-27c) and, by the PHH convention that
    ``phh.from_mapping`` sets, to the first winner from seat 1 (not LC-27b: see below)."""
    bad = [f"{h.label()}: ours {h.lockstep_stacks} pokerkit {h.pokerkit_stacks} {h.diverged}"
           for h in compared(variant) if h.lockstep_stacks != h.pokerkit_stacks]
    assert not bad, "\n".join(bad[:10])


def test_pokerkit_pot_division_explains_every_other_difference() -> None:
    """The hands where pokerkit's stacks differ from ours are exactly those where pokerkit 0.7.7
    divides the pots its own way, and a model of that division reproduces its stacks to the chip:
    it kills the hands that win nothing and then merges consecutive pots left with the same
    contenders, so the high half's odd chip is counted once on the merged pot instead of once
    per pot (LC-27c: each pot is split on its own); and it splits every pot high/low as soon as
    any hand at the showdown has a low, giving a side pot's "low" half to all its contenders
    even when none of them has a low (HTP-S8-01: no qualifying low, the high scoops). Totals
    are always equal. The model also reproduces pokerkit in every hand that agrees with us."""
    counts: Counter[str] = Counter()
    for variant in VARIANTS:
        for h in lockstep(variant):
            if h.pokerkit_division:
                assert h.pokerkit_division == h.pokerkit_stacks, h.label()
            if not artifact(h):
                continue
            assert sum(h.lockstep_stacks) == sum(h.pokerkit_stacks), h.label()
            assert h.pokerkit_division == h.pokerkit_stacks, h.label()
            if h.pokerkit_low_bug:
                assert variant == "F7S/8"
                counts["low half of a side pot with no low"] += 1
            else:
                counts["odd chip on merged pots"] += 1
    assert 0 < counts["low half of a side pot with no low"] <= 120, counts
    assert counts["odd chip on merged pots"] <= 30, counts


def test_house_odd_chip_rule_LC_27b_differs_only_among_co_winners() -> None:
    """LC-27b (stud: the odd chip to the winner with the highest card, suit breaking ties)
    is the house's rule; PHH and pokerkit give it to the first winner from seat 1. Replaying
    every split hand with the house rule (and LC-27's one chip each, each pot on its own) changes
    only how a split pot is shared among its winners, never the total; those hands are
    counted."""
    moved = 0
    splits = 0
    for variant in VARIANTS:
        for h in compared(variant):
            if not h.split or h.lockstep_stacks != h.pokerkit_stacks:
                continue
            splits += 1
            hand_phh = phh.from_mapping(h.deferred_data or h.data)
            house = dataclasses.replace(hand_phh, config=dataclasses.replace(
                hand_phh.config, odd_chip="highest_card_by_suit", odd_chips_together=False))
            state = phh.replay(house)
            final = phh.finishing_stacks(state)
            if final == h.pokerkit_stacks:
                continue
            moved += 1
            shares: dict[int, list[int]] = {}  # PHH merges same-winner pots: a pot, both halves
            for a in state.awards:
                shares.setdefault(a.pot, []).append(a.seat)
            shared = {s for seats in shares.values() if len(seats) > 1 for s in seats}
            differ = {i + 1 for i, (a, b) in enumerate(zip(final, h.pokerkit_stacks,
                                                            strict=True)) if a != b}
            assert differ <= shared and sum(final) == sum(h.pokerkit_stacks), h.label()
    assert splits > 200
    assert 5 <= moved < splits, (moved, splits)


# ----------------------------------------------------------------------------- decisions


def test_legal_actions_agree_with_pokerkit() -> None:
    """At every decision: the same player is on turn, i.e. the lowest door card brings in with
    suits clubs < diamonds < hearts < spades (CG-STD-04), the highest board opens 4th-7th street
    (CG-STD-08) or the next hand clockwise when it is all-in (LC-101), then clockwise; the same
    bring-in amount, fold only when facing a wager, the same check-or-call amount, the same
    completion (CG-STD-05), bet or raise with the cap (CG-STD-07 / AMB-31 as PHH counts it: the
    bring-in is not a bet, the completion is). Raise bounds are not compared in a round after an
    all-in short of a full wager (LC-66 vs pokerkit, see the flop driver)."""
    decisions = sum(h.decisions for v in VARIANTS for h in lockstep(v))
    assert decisions > 30_000
    bad = _mismatches(MODEL_CATEGORIES)
    assert not bad, f"{len(bad)} disagreements:\n" + "\n".join(bad[:15])


def test_no_raise_or_turn_when_no_opponent_can_call() -> None:
    """When nobody else can call, the betting is over (LC-65): no Raise button, no turn."""
    bad = _mismatches(("raise_no_opponent", "turn_no_opponent"))
    assert not bad, f"{len(bad)} decisions:\n" + "\n".join(bad[:10])


def test_wagers_pokerkit_refuses_are_refused() -> None:
    """A wager above the fixed-limit amount is refused, all-in or not."""
    bad = _mismatches(("accepts_over_limit_all_in", "accepts_over_limit_raise"))
    assert not bad, f"{len(bad)} decisions:\n" + "\n".join(bad[:10])


def test_equal_high_boards_open_from_seat_1_like_pokerkit() -> None:
    """Gap (catalogue, "Stud (all houses)"): no source breaks a tie between equal high boards;
    our engine takes the first tied seat from seat 1 clockwise, and so does pokerkit (the lowest
    player index). The tied rounds are counted; each was compared in the decision test above."""
    tied = sum(h.tied_boards for v in VARIANTS for h in lockstep(v))
    assert tied >= 10, tied


# ----------------------------------------------------------------------------- PHH


@pytest.mark.parametrize("variant", VARIANTS)
def test_recorded_phh_replays_to_pokerkit_stacks(variant: str) -> None:
    """The recorded hand as a PHH mapping, read by ``phh.from_mapping`` and replayed with
    ``phh.replay`` (``pb`` -> bring-in, ``cbr`` -> completion/bet/raise), ends with pokerkit's
    stacks. Hands where pokerkit showed all-in hands before the run-out are replayed with the
    shows after the last card (bug C below for pokerkit's order)."""
    bad = []
    for h in compared(variant):
        got = h.deferred_replay_stacks if h.early_shows else h.replay_stacks
        error = h.deferred_replay_error if h.early_shows else h.replay_error
        if got != h.pokerkit_stacks:
            bad.append(f"{h.label()}: replay {got or error} pokerkit {h.pokerkit_stacks}")
    assert not bad, "\n".join(bad[:10])


def _export(h: StudDiffHand) -> str:
    assert h.start is not None
    return phh.export(h.start.config, h.start.started, h.start.stacks, h.log)


def _merges_streets(text: str) -> bool:
    """Does an exported ``d dh`` give a player cards of more than one street (bug D)?"""
    seen: set[str] = set()
    for action in tomllib.loads(text)["actions"]:
        parts = action.split()
        if parts[:2] == ["d", "dh"]:
            if len(parts[3]) // 2 != (1 if parts[2] in seen else 3):
                return True
            seen.add(parts[2])
    return False


@cache
def exports() -> tuple[tuple[StudDiffHand, str], ...]:
    return tuple((h, _export(h)) for v in VARIANTS for h in compared(v))


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_hands_export_and_round_trip(variant: str) -> None:
    """``phh.export`` of the hand our engine logged (``bring_in`` and ``pb`` included) parses
    back and replays to the same stacks. Exports hit by bug D (below) are counted there."""
    bad = []
    for h, text in exports():
        if h.variant != variant or _merges_streets(text):
            continue
        again = phh.finishing_stacks(phh.replay(phh.from_mapping(tomllib.loads(text))))
        if again != h.lockstep_stacks:
            bad.append(f"{h.label()}: round trip {again} ours {h.lockstep_stacks}")
    assert not bad, "\n".join(bad[:10])
    assert sum(1 for h, _ in exports() if h.variant == variant) >= 1000


def test_pokerkit_reads_our_exports() -> None:
    """pokerkit's ``HandHistory`` reads every fifth stud export (bug D exports aside) and ends
    with its own stacks, except where an ante was all-in short: the export says
    ``ante_trimming_status = false``, so pokerkit puts every ante in the main pot, while the
    engine (like pokerkit with trimming on) lets a short ante win only what it matched (LC-65).
    Those hands are counted."""
    bad = []
    short_ante = 0
    for h, text in exports():
        if h.seed % 5 or _merges_streets(text):
            continue
        try:
            stacks = _pokerkit_stacks(text)
        except ValueError as exc:
            bad.append(f"{h.label()}: pokerkit refuses the export: {exc}")
            continue
        if stacks == h.pokerkit_stacks:
            continue
        if min(h.data["starting_stacks"]) < h.data["antes"][0]:
            short_ante += 1
            continue
        bad.append(f"{h.label()}: pokerkit reads {stacks}, played {h.pokerkit_stacks}")
    assert not bad, f"{len(bad)} exports:\n" + "\n".join(bad[:10])
    assert short_ante <= 10, short_ante


# ----------------------------------------------------------------------------- engine bugs


def test_bug_a_low_card_all_in_on_the_ante_hands() -> None:
    """CG-STD-04, LC-GL-09. Every hand where the low door card was all-in on the ante: our
    engine must offer the next player the bring-in, as pokerkit does (the lockstep diverges at
    the bring-in in each of them)."""
    bad = [f"{h.label()}: {h.mismatches[0]} {h.diverged}" for v in VARIANTS for h in hands(v)
           if bug_a(h) and (h.mismatches or h.diverged)]
    assert not bad, f"{len(bad)} hands:\n" + "\n".join(bad[:10])


def test_bug_a_low_card_all_in_on_the_ante_minimal() -> None:
    """CG-STD-04: the bring-in passes to the next player clockwise when the low card cannot
    bring in (pokerkit: ``p2`` must ``pb`` or complete)."""
    state = _state({**STUD, "antes": [1, 1, 1], "starting_stacks": [1, 100, 100],
                    "actions": ["d dh p1 AsKs2c", "d dh p2 AhKh5d", "d dh p3 AdKd9h"]})
    assert state.to_act == 2
    assert [(a.action, a.min_to) for a in state.legal_actions()] == [
        ("bring_in", 1), ("complete", 2)]
    assert not state.can(Acted(2, "check"))


def test_bug_a_pokerkit_side_of_the_minimal_hand() -> None:
    """The oracle's ruling for the hand above: p2 (index 1) must bring in or complete."""
    data = {**STUD, "antes": [1, 1, 1], "starting_stacks": [1, 100, 100],
            "actions": ["d dh p1 AsKs2c", "d dh p2 AhKh5d", "d dh p3 AdKd9h"]}
    state = create_state(data)
    for action in data["actions"]:
        state.deal_hole(action.split()[3])
    assert state.actor_index == 1
    assert state.can_post_bring_in() and not state.can_check_or_call()
    assert state.min_completion_betting_or_raising_to_amount == 2


def test_bug_b_one_player_with_chips_after_the_antes_hands() -> None:
    """LC-65 / the flop fix of 2026-11-29 (no turn when no opponent can call). Every such hand
    must be played and replayed like pokerkit's."""
    bad = [f"{h.label()}: {h.diverged or h.replay_error}" for v in VARIANTS for h in hands(v)
           if bug_b(h) and (h.diverged or h.extra_checks or h.replay_stacks != h.pokerkit_stacks)]
    assert not bad, f"{len(bad)} hands:\n" + "\n".join(bad[:10])


def test_bug_b_one_player_with_chips_after_the_antes_minimal() -> None:
    """pokerkit plays this PHH hand to [0, 101]: no betting at all, seven cards each."""
    data = {**STUD, "antes": [1, 1], "starting_stacks": [1, 100],
            "actions": ["d dh p1 AsKs9c", "d dh p2 AhKh2d", "d dh p1 Qd", "d dh p2 3h",
                        "d dh p1 Js", "d dh p2 4h", "d dh p1 Ts", "d dh p2 5h", "d dh p1 8d",
                        "d dh p2 7c", "p1 sm AsKs9cQdJsTs8d", "p2 sm AhKh2d3h4h5h7c"]}
    assert phh.finishing_stacks(phh.replay(phh.from_mapping(data))) == [0, 101]


def test_bug_b_pokerkit_side_of_the_minimal_hand() -> None:
    """The oracle plays the hand above with no decision at all."""
    text = "\n".join([
        "variant = 'F7S'", "ante_trimming_status = true", "antes = [1, 1]", "bring_in = 1",
        "small_bet = 2", "big_bet = 4", "starting_stacks = [1, 100]",
        "actions = ['d dh p1 AsKs9c', 'd dh p2 AhKh2d', 'd dh p1 Qd', 'd dh p2 3h', "
        "'d dh p1 Js', 'd dh p2 4h', 'd dh p1 Ts', 'd dh p2 5h', 'd dh p1 8d', 'd dh p2 7c', "
        "'p1 sm AsKs9cQdJsTs8d', 'p2 sm AhKh2d3h4h5h7c']"])
    assert _pokerkit_stacks(text) == [0, 101]


def test_bug_c_pokerkit_order_of_shows_replays() -> None:
    """Issue 4 Deliver 6 (PHH replay for F7S and F7S/8): every recorded hand must replay in
    pokerkit's own order of actions, not only with the shows moved to the end."""
    bad = [f"{h.label()}: {h.replay_error}" for v in VARIANTS for h in compared(v)
           if h.early_shows and h.replay_stacks != h.pokerkit_stacks]
    assert not bad, f"{len(bad)} hands:\n" + "\n".join(bad[:10])


EARLY_SHOW = {**STUD, "antes": [1, 1], "starting_stacks": [3, 100],
              "actions": ["d dh p1 AsKs2c", "d dh p2 AhKh9d", "p1 pb", "p2 cbr 2", "p1 cc",
                          "p1 sm AsKs2c", "p2 sm AhKh9d", "d dh p1 Qs", "d dh p2 3h",
                          "d dh p1 Js", "d dh p2 4h", "d dh p1 Ts", "d dh p2 5h", "d dh p1 8d",
                          "d dh p2 7c", "p1 sm AsKs2cQsJsTs8d", "p2 sm AhKh9d3h4h5h7c"]}


def test_bug_c_early_show_minimal() -> None:
    """pokerkit plays this PHH to [6, 97] (p1 makes a royal flush)."""
    assert phh.finishing_stacks(phh.replay(phh.from_mapping(EARLY_SHOW))) == [6, 97]


def test_bug_c_pokerkit_side_and_shows_last() -> None:
    """The oracle's stacks for the hand above; with the shows after the last card our replay
    agrees."""
    lines = [f"{k} = {v!r}".replace("True", "true") for k, v in EARLY_SHOW.items()]
    assert _pokerkit_stacks("\n".join(lines)) == [6, 97]
    last = {**EARLY_SHOW, "actions": EARLY_SHOW["actions"][:5] + EARLY_SHOW["actions"][7:]}
    assert phh.finishing_stacks(phh.replay(phh.from_mapping(last))) == [6, 97]


def test_bug_d_exports_of_all_in_run_outs_replay() -> None:
    """Issue 4 Deliver 6 (export to PHH round-trips): every export must deal one street at a
    time (in dealing order) and replay to our stacks."""
    bad = [h.label() for h, text in exports() if _merges_streets(text)]
    assert not bad, f"{len(bad)} exports:\n" + "\n".join(bad[:10])


def test_bug_d_export_of_an_all_in_run_out_minimal() -> None:
    """Minimal reproduction: the hand of bug C with the shows after the last card."""
    hand_phh = phh.from_mapping(
        {**EARLY_SHOW, "actions": EARLY_SHOW["actions"][:5] + EARLY_SHOW["actions"][7:]})
    state = phh.replay(hand_phh)
    text = phh.export(hand_phh.config, hand_phh.started, hand_phh.stacks,
                      phh.applied_events(state))
    assert phh.finishing_stacks(phh.replay(phh.from_mapping(tomllib.loads(text)))) == [6, 97]
