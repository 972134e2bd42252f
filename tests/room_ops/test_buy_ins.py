"""Buy-ins by the house's rules (catalogue §7.6, K20; issue 17), judged with the shipped house
profiles' own amounts."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.buy_ins import (
    BuyInKind,
    BuyInPolicy,
    Move,
    MoveReason,
    Quit,
    UnknownQuit,
    judge_buy_in,
    latest_quit,
    logged_quit,
    room_not_asked,
)
from dealer_assist.room_ops.refusal import MINUTE_MS
from dealer_assist.rules.loader import load_profile
from dealer_assist.rules.profile import rules_for

FULL, SHORT, CARRIED = BuyInKind.FULL, BuyInKind.SHORT, BuyInKind.CARRIED


def policy(house: str, game: str, limit: str) -> BuyInPolicy:
    return BuyInPolicy.of(rules_for(load_profile(house), game, limit))


LC_20_40 = policy("LC_HIGH", "holdem", "20-40")
LC_10_20 = policy("LC_HIGH", "holdem", "10-20")
LC_6_12 = policy("LC_LOW", "holdem", "6-12")
LC_3_6 = policy("LC_LOW", "holdem", "3-6")


def test_lc_35_profiles_give_ten_times_the_minimum_bet() -> None:
    assert (LC_20_40.minimum, LC_10_20.minimum, LC_6_12.minimum, LC_3_6.minimum) == (
        200, 100, 60, 30)
    assert "LC-35" in LC_20_40.minimum_sources


def test_lc_35_a_new_player_buys_in_full() -> None:
    assert judge_buy_in(LC_20_40, 200).kind is FULL
    with pytest.raises(RoomRefusal, match=r"new player buys in for at least \$200.*LC-35"):
        judge_buy_in(LC_20_40, 199)


def test_lc_36_one_short_buy_in_after_a_full_one_never_two_in_a_row() -> None:
    assert judge_buy_in(LC_20_40, 60, history=[FULL]).kind is SHORT
    with pytest.raises(RoomRefusal, match=r"after a short one.*LC-36"):
        judge_buy_in(LC_20_40, 60, history=[FULL, SHORT])
    # a full one in between allows the next short one again
    assert judge_buy_in(LC_20_40, 60, history=[FULL, SHORT, FULL]).kind is SHORT


def test_lc_36_an_add_on_under_a_full_buy_in_is_short_however_big_the_stack() -> None:
    """Anything under a full buy-in counts as short, adding to a stack included (LC-36)."""
    assert judge_buy_in(LC_20_40, 150, history=[FULL]).kind is SHORT
    assert judge_buy_in(LC_20_40, 200, history=[FULL, SHORT]).kind is FULL


def test_k20_cg_and_pgp_amounts() -> None:
    cg = policy("CG", "holdem", "3-6")
    assert cg.minimum == 30  # CG-HE-10
    pgp = policy("PGP", "holdem", "3-100")
    assert judge_buy_in(pgp, 40).kind is FULL  # PGP-GAM-06
    with pytest.raises(RoomRefusal, match=r"\$600 is over .* \$500 maximum.*PGP-GAM-06"):
        judge_buy_in(pgp, 600)
    big = policy("PGP", "holdem", "5-200")
    assert judge_buy_in(big, 1000).kind is FULL  # PGP-GAM-09
    with pytest.raises(RoomRefusal, match="PGP-GAM-09"):
        judge_buy_in(big, 90)


def test_k20_a_house_silent_on_short_buy_ins_is_refused_not_guessed() -> None:
    """CG and PGP say nothing of short buy-ins: the room must set it (K20)."""
    pgp = policy("PGP", "omaha", "4-8")
    with pytest.raises(RoomRefusal, match="room has not said how many short buy-ins"):
        judge_buy_in(pgp, 20, history=[FULL])


def test_lc_91_back_within_the_hour_with_at_least_what_he_left_with() -> None:
    left = Quit(at_ms=0, chips=300)
    with pytest.raises(RoomRefusal, match=r"left 40 minutes ago with \$300.*LC-91"):
        judge_buy_in(LC_20_40, 250, quit=left, now_ms=40 * MINUTE_MS)
    assert "LC-91" in judge_buy_in(LC_20_40, 300, quit=left, now_ms=40 * MINUTE_MS).rule_ids
    # edges: at 59:59 still bound, at exactly one hour free again
    with pytest.raises(RoomRefusal):
        judge_buy_in(LC_20_40, 250, quit=left, now_ms=60 * MINUTE_MS - 1000)
    assert judge_buy_in(LC_20_40, 250, quit=left, now_ms=60 * MINUTE_MS).kind is FULL


def test_lc_26d_an_undeclared_buy_in_plays_the_minimum_at_most() -> None:
    verdict = judge_buy_in(LC_20_40, 500, declared=False)
    assert verdict.plays == 200 and "LC-26d" in verdict.rule_ids
    assert judge_buy_in(LC_20_40, 500).plays == 500


def test_lc_37_after_a_limit_raise_the_next_buy_in_uses_the_new_minimum() -> None:
    """Seated at 10-20 with a full buy-in; the game goes to 20-40: his stack plays on, and his
    next add-on is judged at 20-40, where $150 is short."""
    assert judge_buy_in(LC_10_20, 150, history=[FULL]).kind is FULL
    assert judge_buy_in(LC_20_40, 150, history=[FULL]).kind is SHORT


def test_lc_38_forced_into_the_same_limit_keeps_a_short_stack() -> None:
    broken = Move(MoveReason.BROKEN_GAME, from_small_bet=20, stack=80)
    assert judge_buy_in(LC_20_40, 80, move=broken).kind is CARRIED


def test_lc_38_a_voluntary_change_needs_the_minimum() -> None:
    choice = Move(MoveReason.VOLUNTARY, from_small_bet=20, stack=80)
    with pytest.raises(RoomRefusal, match=r"by choice.*LC-38"):
        judge_buy_in(LC_20_40, 80, move=choice)
    assert judge_buy_in(LC_20_40, 200, move=Move(MoveReason.VOLUNTARY, 20, 500)).kind is FULL


def test_lc_89_a_broken_game_enters_short_only_at_an_equal_or_lower_limit() -> None:
    """Broken 6-12 player with $50 and no 6-12 seat: 6-12 or 3-6 short, not 10-20."""
    no_seat = Move(MoveReason.BROKEN_GAME, from_small_bet=6, stack=50, seat_at_same_limit=False)
    assert judge_buy_in(LC_6_12, 50, move=no_seat).kind is CARRIED
    assert judge_buy_in(LC_3_6, 25, move=no_seat).kind is CARRIED
    with pytest.raises(RoomRefusal, match=r"equal or lower limit.*LC-89"):
        judge_buy_in(LC_10_20, 50, move=no_seat)


def test_lc_143_a_must_move_player_brings_the_minimum_or_all_he_has() -> None:
    rich = Move(MoveReason.MUST_MOVE, from_small_bet=20, stack=900)
    assert judge_buy_in(LC_20_40, 200, move=rich).kind is FULL
    with pytest.raises(RoomRefusal, match=r"with \$900 he brings at least the \$200.*LC-143"):
        judge_buy_in(LC_20_40, 150, move=rich)
    poor = Move(MoveReason.MUST_MOVE, from_small_bet=20, stack=150)
    assert judge_buy_in(LC_20_40, 150, move=poor).kind is CARRIED
    with pytest.raises(RoomRefusal, match=r"brings all of it.*LC-143"):
        judge_buy_in(LC_20_40, 100, move=poor)
    with pytest.raises(RoomRefusal, match=r"holds \$150"):
        judge_buy_in(LC_20_40, 200, move=poor)


def test_lc_p1_the_floor_may_accept_a_refused_buy_in_with_a_reason() -> None:
    verdict = judge_buy_in(LC_20_40, 60, history=[FULL, SHORT], floor_override="regular, ok")
    assert verdict.kind is SHORT and verdict.rule_ids[-1] == "LC-P1"
    with pytest.raises(RoomRefusal):
        judge_buy_in(LC_20_40, 60, history=[FULL, SHORT], floor_override="  ")


@given(st.integers(-10**6, 10**6), st.lists(st.sampled_from([FULL, SHORT, CARRIED]),
                                          max_size=6), st.booleans())
def test_every_answer_is_a_verdict_or_a_refusal_that_cites_a_rule(
        amount: int, history: list[BuyInKind], declared: bool) -> None:
    try:
        verdict = judge_buy_in(LC_20_40, amount, history=history, declared=declared)
    except RoomRefusal as refusal:
        assert refusal.rule_ids
        return
    assert amount > 0 and 0 < verdict.plays <= amount and verdict.rule_ids


def test_lc_91_the_latest_departure_counts_and_one_not_known_goes_to_the_floor() -> None:
    """LC-91 across tables: of this table's record and the room's, the later departure is the
    one judged; a departure not known (a bare log record, a room not asked) comes first, so the
    return goes to the floor; nothing found: no LC-91 question."""
    early, late = Quit(1_000, 300), Quit(9_000, 100)
    assert latest_quit(early, late) == late and latest_quit(late, None, early) == late
    assert latest_quit(None, None) is None
    bare = logged_quit("Ann", None, None)
    assert isinstance(bare, UnknownQuit)
    assert latest_quit(late, bare) is bare
    assert logged_quit("Ann", 300, 1_000) == early
    down = room_not_asked("Ann")
    assert latest_quit(early, down) is down and "out of reach" in down.why


def test_lc_91_lc_p1_a_departure_not_known_is_refused_unless_the_floor_overrides() -> None:
    """A return whose last departure is not known is refused naming LC-91 at a house with a
    return time; the floor's override passes it and the verdict names LC-91 and LC-P1; a house
    with no return time does not ask."""
    policy = BuyInPolicy(minimum=100, maximum=None, return_minutes=60)
    unknown = logged_quit("Ann", None, None)
    with pytest.raises(RoomRefusal, match="does not say when") as refused:
        judge_buy_in(policy, 200, quit=unknown, now_ms=5_000)
    assert refused.value.rule_ids == ("LC-91",)
    verdict = judge_buy_in(policy, 200, quit=unknown, now_ms=5_000, floor_override="known")
    assert verdict.rule_ids == ("LC-91", "LC-P1")
    silent = BuyInPolicy(minimum=100, maximum=None, return_minutes=None)
    assert "LC-91" not in judge_buy_in(silent, 200, quit=unknown, now_ms=5_000).rule_ids
