"""Betting rules of the flop games, each test named with the catalogue rule it proves.

Three players sit in seats 1-3: the button is seat 1, the small blind seat 2, the big blind
seat 3; seat 1 opens before the flop and seat 2 after it.
"""

from __future__ import annotations

import pytest
from flop_helpers import act, board, deal, fixed, legal, seated

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.fold import Refusal

SIX_TWELVE = fixed(6, 12, (3, 6), chip_unit=2)
TWENTY_FORTY = fixed(20, 40, (10, 20), chip_unit=5, short_all_in="half_bet")
OMAHA_TEN_TWENTY = fixed(10, 20, (5, 10), game="omaha", chip_unit=5, short_all_in="half_bet")


def _to_flop(config: GameConfig, stacks: list[int]) -> object:
    session = seated(config, stacks)
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    return session


def test_LC_66a_short_all_in_is_action_only_and_completion_reopens() -> None:
    """LC-66a: A bets 6, B all-in for 10; C may call 10 or complete to 12; if C only calls, A
    may only call 4 more or fold."""
    session = _to_flop(SIX_TWELVE, [200, 200, 16])
    act(session, (2, "bet", 6), (3, "all_in", 10))
    options = legal(session)
    assert options["call"].min_to == 10
    assert options["complete"].min_to == options["complete"].max_to == 12
    act(session, (1, "call"))
    options = legal(session)
    assert set(options) == {"fold", "call"} and options["call"].min_to == 10
    with pytest.raises(Refusal, match="LC-66"):
        session.act(2, "raise", 16)


def test_LC_66a_completion_lets_the_first_bettor_raise_to_18() -> None:
    """LC-66a: if C completes to 12, A may raise to 18."""
    session = _to_flop(SIX_TWELVE, [200, 200, 16])
    act(session, (2, "bet", 6), (3, "all_in", 10), (1, "complete", 12))
    options = legal(session)
    assert options["raise"].min_to == options["raise"].max_to == 18


def test_LC_66b_all_in_for_two_after_a_check_only_lets_the_checker_call() -> None:
    """LC-66b: A checks, B all-in for 2, C calls 2: A may only call 2 or fold."""
    session = _to_flop(SIX_TWELVE, [200, 200, 8])
    act(session, (2, "check"), (3, "all_in", 2))
    assert legal(session)["complete"].min_to == 6  # C could complete
    act(session, (1, "call"))
    options = legal(session)
    assert set(options) == {"fold", "call"} and options["call"].min_to == 2


def test_LC_126a_half_bet_all_in_is_a_raise_and_the_next_raise_goes_to_105() -> None:
    """LC-126a / AMB-22: 20-40 turn, A bets 40, B all-in 65: C may fold, call 65 or raise to 105."""
    session = seated(TWENTY_FORTY, [500, 500, 85])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "check"), (3, "check"), (1, "check"))
    board(session)
    act(session, (2, "bet", 40), (3, "all_in", 65))
    options = legal(session)
    assert options["call"].min_to == 65
    assert options["raise"].min_to == options["raise"].max_to == 105


def test_LC_67_raise_after_an_18_dollar_all_in_is_offered_in_5_dollar_chips() -> None:
    """LC-67 with LC-126a / AMB-22 (issue 16): LC high Omaha 10-20, $5 common chip. Flop: A
    bets 10, B all-in 18 (a raise of 8, half a bet or more). One full bet above the all-in is
    $28, which $5 chips cannot make: the engine offers the next chip, $30, and accepts it; $28
    and $25 are refused, and the next raise is one bet above the $30."""
    session = seated(OMAHA_TEN_TWENTY, [500, 500, 28])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "bet", 10), (3, "all_in", 18))
    options = legal(session)
    assert options["call"].min_to == 18
    assert options["raise"].min_to == options["raise"].max_to == 30
    assert options["raise"].label == "Raise to $30"
    for refused in (28, 25):
        with pytest.raises(Refusal):
            session.act(1, "raise", refused)
    act(session, (1, "raise", 30))
    assert legal(session)["raise"].min_to == 40
    act(session, (2, "raise", 40), (1, "call"))
    assert session.hand.phase == "board"


def test_LC_126b_under_half_all_in_is_action_only() -> None:
    """LC-126b: 20-40 flop, A bets 20, B all-in 28 (8 < 10): C may call 28 or complete to 40."""
    session = seated(TWENTY_FORTY, [500, 500, 48])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "bet", 20), (3, "all_in", 28))
    options = legal(session)
    assert options["call"].min_to == 28
    assert options["complete"].min_to == 40


def test_LC_126c_earlier_bettor_may_only_call_an_under_half_all_in() -> None:
    """LC-126c: in the LC-126b case, if C only calls 28, A may only call."""
    session = seated(TWENTY_FORTY, [500, 500, 48])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "bet", 20), (3, "all_in", 28), (1, "call"))
    assert set(legal(session)) == {"fold", "call"}


def test_LC_126d_cap_is_four_bets_and_under_half_all_ins_do_not_count() -> None:
    """LC-126d: bet 20, raise 40, all-in 48 (not counted), completion 60, raise 80: capped."""
    session = seated(TWENTY_FORTY, [500, 500, 500, 68, 500])
    deal(session)
    act(session, (4, "call"), (5, "call"), (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(
        session,
        (2, "bet", 20),
        (3, "raise", 40),
        (4, "all_in", 48),
        (5, "raise", 60),
        (1, "raise", 80),
    )
    assert set(legal(session)) == {"fold", "call"}
    with pytest.raises(Refusal, match=r"capped at 4 bets \(LC-49, LC-126d\)"):
        session.act(2, "raise", 100)


def test_LC_49_two_players_left_raise_without_limit() -> None:
    """LC-49: a round that began with three players and is down to two is uncapped."""
    session = _to_flop(fixed(3, 6), [500, 500, 500])
    act(session, (2, "bet", 3), (3, "raise", 6), (1, "fold"), (2, "raise", 9), (3, "raise", 12))
    assert legal(session)["raise"].min_to == 15


def test_LC_49_AMB_18_cap_reached_with_three_in_stays_when_one_then_folds() -> None:
    """LC-49, AMB-18 (corrected): three players on the flop reach the four-bet cap; the third
    then folds. The two left were not down to two before the cap, so the round stays capped:
    the last raiser's opponent may only call or fold."""
    session = _to_flop(fixed(3, 6), [500, 500, 500])
    act(session, (2, "bet", 3), (3, "raise", 6), (1, "raise", 9), (2, "raise", 12))
    act(session, (3, "fold"))
    assert set(legal(session)) == {"fold", "call"}
    with pytest.raises(Refusal, match=r"capped at 4 bets \(LC-49"):
        session.act(1, "raise", 15)


def test_LC_49_cap_reached_with_three_in_stays_when_one_then_goes_all_in() -> None:
    """LC-49: the cap is reached with three able to bet; the third then calls all-in: still
    capped for the other two (an all-in counts as gone only before the cap)."""
    session = seated(fixed(3, 6), {1: 500, 2: 500, 3: 11})
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "bet", 3), (3, "raise", 6), (1, "raise", 9), (2, "raise", 12))
    act(session, (3, "call"))
    assert session.hand.all_in(3)
    assert set(legal(session)) == {"fold", "call"}


def test_LC_49_down_to_two_on_the_capping_bet_is_uncapped() -> None:
    """LC-49: three start, the third folds after two bets; the two left reach four bets and
    go on raising (down to two before the cap)."""
    session = _to_flop(fixed(3, 6), [500, 500, 500])
    act(session, (2, "bet", 3), (3, "raise", 6), (1, "fold"), (2, "raise", 9))
    act(session, (3, "raise", 12), (2, "raise", 15))
    assert legal(session)["raise"].min_to == 18


def test_AMB_18_round_that_starts_heads_up_is_uncapped_but_the_profile_can_switch_it_off() -> None:
    """AMB-18 reading (profile K07): heads-up rounds are uncapped unless the house says not."""
    for uncapped, expect_raise in ((True, True), (False, False)):
        session = seated(fixed(3, 6, heads_up_uncapped=uncapped), [500, 500])
        deal(session)
        act(session, (1, "raise", 6), (2, "raise", 9), (1, "raise", 12))
        assert ("raise" in legal(session)) is expect_raise


def test_LC_45_CG_HE_04_big_blind_may_raise_when_everyone_calls() -> None:
    """LC-45, CG-HE-04: blinds are live; with no raise the big blind may check or raise."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session)
    act(session, (1, "call"), (2, "call"))
    assert set(legal(session)) == {"check", "raise"}


def test_LC_45_capped_before_the_big_blind_acts_leaves_call_or_fold() -> None:
    """LC-45: if the round is capped before the big blind acts, he may only call or fold."""
    session = seated(fixed(3, 6), [100, 100, 100, 100])
    deal(session)  # button 1, SB 2, BB 3; seat 4 opens
    act(session, (4, "raise", 6), (1, "raise", 9), (2, "raise", 12))
    assert set(legal(session)) == {"fold", "call"}


def test_CG_HE_03_caller_must_match_the_raise() -> None:
    """CG-HE-03: BB $3, raise to $6: a caller puts in $6."""
    session = seated(fixed(3, 6), [100, 100, 100, 100])
    deal(session)
    act(session, (4, "raise", 6))
    assert legal(session)["call"].min_to == 6


def test_CG_HE_08_turn_and_river_bet_the_big_bet() -> None:
    """CG-HE-07/08: flop bets go in $3 units at 3-6; turn and river in $6."""
    session = _to_flop(fixed(3, 6), [100, 100, 100])
    assert legal(session)["bet"].min_to == 3
    act(session, (2, "check"), (3, "check"), (1, "check"))
    board(session)
    assert legal(session)["bet"].min_to == 6


def test_PGP_GAM_05_spread_limit_bets_between_3_and_100() -> None:
    """PGP-GAM-05: at $3-$100 spread limit a bet is at least $3 and at most $100."""
    config = GameConfig(
        structure="spread", small_bet=3, big_bet=100, blinds=fixed(3, 6, (2, 3)).blinds
    )
    session = _to_flop(config, [500, 500, 500])
    with pytest.raises(Refusal, match=r"\$3-\$100"):
        session.act(2, "bet", 2)
    with pytest.raises(Refusal, match=r"\$3-\$100"):
        session.act(2, "bet", 101)
    act(session, (2, "bet", 100))


def test_PGP_GAM_03_AMB_24_partial_big_blind_call_or_complete() -> None:
    """AMB-24: $4-$8 with blinds 2-3: entrants call $3 or complete to $4; raises go in $4."""
    session = seated(fixed(4, 8, (2, 3)), [100, 100, 100, 100])
    deal(session)
    options = legal(session)
    assert options["call"].min_to == 3 and options["complete"].min_to == 4
    act(session, (4, "complete", 4))
    assert legal(session)["raise"].min_to == 8


def test_LC_67_amounts_move_in_the_common_chip() -> None:
    """LC-67: at a table whose common chip is $5, a no-limit raise to $22 is refused."""
    config = GameConfig(
        structure="no_limit",
        small_bet=10,
        big_bet=0,
        chip_unit=5,
        blinds=fixed(10, 20, (5, 10)).blinds,
        short_all_in="no_limit",
    )
    session = seated(config, [500, 500, 500])
    deal(session)
    with pytest.raises(Refusal, match="LC-67"):
        session.act(1, "raise", 22)
    act(session, (1, "raise", 25))


def test_LC_50_action_out_of_turn_is_held_not_applied() -> None:
    """LC-50: seat 3 acting while seat 1 is on turn is refused and nothing changes."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session)
    before = dict(session.hand.stacks)
    with pytest.raises(Refusal, match=r"out of turn.*LC-50"):
        session.act(3, "check")
    assert session.hand.stacks == before and session.hand.to_act == 1


def test_LC_60_no_fold_when_checking_is_free() -> None:
    """LC-60: a player who faces no wager cannot fold; the dealer is told checking is free."""
    session = _to_flop(fixed(3, 6), [100, 100, 100])
    with pytest.raises(Refusal, match="LC-60"):
        session.act(2, "fold")


def test_refusal_names_the_fixed_raise_amount() -> None:
    """A wrong fixed-limit raise is refused with the one legal amount (CG-HE-07)."""
    session = _to_flop(fixed(3, 6), [100, 100, 100])
    act(session, (2, "bet", 3))
    with pytest.raises(Refusal, match=r"raise to \$6 only, not \$9"):
        session.act(3, "raise", 9)
