"""HTP Three Card Poker rows (catalogue 5.2 and HTP-3CP-09 of 1.4)."""

from __future__ import annotations

import pytest
from banked_helpers import cards, config, deal, lines_by, new_round, started

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankedDecision,
    BankedRound,
    BankedWagerPlaced,
    Result,
    Status,
)
from dealer_assist.engine.games.banked.collection import charges, describe, rake_options
from dealer_assist.engine.games.banked.rotation import BankRotation
from dealer_assist.evaluation import three_card

PP = {"pair_plus": {"straight_flush": (40, 1), "three_of_a_kind": (30, 1), "straight": (6, 1),
                    "flush": (3, 1), "pair": (1, 1)}}
HTP = config("HTP", "three_card_poker", pdr_enabled=False, table_min=5, table_max=100,
             pay_tables=PP, rake_mode="all_but_banker", rake_amount=1)


def htp_round(seats: tuple[int, ...] = (3, 4), stake: int = 1000, pp: int = 0,
              button: int = 3, banker: int = 2) -> BankedRound:
    rnd = new_round(HTP, banker=banker, stake=stake, button=button)
    for s in seats:
        rnd.apply(BankedWagerPlaced(s, f"P{s}", "base", 10))
        if pp:
            rnd.apply(BankedWagerPlaced(s, f"P{s}", "pair_plus", pp))
    return rnd


def deal_all(rnd: BankedRound, hands: dict[int, str]) -> BankedRound:
    for need in list(rnd.needs() or rnd.first_needs()):
        rnd.apply(deal(need.seat or 0, hands[need.seat or 0]))
    return rnd


def test_HTP_3CP_01_deal_starts_left_of_the_button() -> None:
    rnd = htp_round(seats=(3, 4, 5), button=3)
    order = [n.seat for n in rnd.first_needs()]
    assert order == [4, 5, 2, 3]
    with pytest.raises(Refusal, match="seat 4"):
        rnd.apply(deal(3, "As Ks Qs"))


def test_HTP_3CP_02_decisions_start_left_of_the_dp() -> None:
    rnd = deal_all(htp_round(seats=(3, 4, 6)),
                   {3: "2c 3c 5d", 4: "4c 4d 9h", 6: "Ah 7d 2s", 2: "Qd 8h 2h"})
    assert rnd.needs()[0].seat == 3
    with pytest.raises(Refusal, match="turn"):
        rnd.apply(BankedDecision(4, "P4", "call", 10))


def test_HTP_3CP_03_base_bet_needed_to_be_dealt() -> None:
    rnd = new_round(HTP, banker=2, button=3)
    assert rnd.dealt_in() == []
    with pytest.raises(Refusal, match="HTP-3CP-03"):
        rnd.apply(deal(3, "As Ks Qs"))


def test_HTP_3CP_04_pair_plus_needs_a_base() -> None:
    rnd = new_round(HTP, banker=2, button=3)
    with pytest.raises(Refusal, match="HTP-3CP-04"):
        rnd.apply(BankedWagerPlaced(3, "P3", "pair_plus", 5))


def test_HTP_3CP_05_fold_loses_base_and_pair_plus() -> None:
    rnd = deal_all(htp_round(seats=(3,), pp=5), {3: "5c 5d 9h", 2: "Qd 8h 2h"})
    rnd.apply(BankedDecision(3, "P3", "fold"))
    lines = lines_by(rnd)
    assert lines[(3, "base")].collected + lines[(3, "pair_plus")].collected == 15


def test_HTP_3CP_06_call_equals_base() -> None:
    rnd = deal_all(htp_round(seats=(3,)), {3: "5c 5d 9h", 2: "Qd 8h 2h"})
    with pytest.raises(Refusal, match="HTP-3CP-06"):
        rnd.apply(BankedDecision(3, "P3", "call", 20))
    rnd.apply(BankedDecision(3, "P3", "call", 10))


def test_HTP_3CP_07_dp_below_queen_high_call_returned_base_paid() -> None:
    rnd = deal_all(htp_round(seats=(3,)), {3: "2c 3c 5d", 2: "Jd 8h 4h"})
    rnd.apply(BankedDecision(3, "P3", "call", 10))
    lines = lines_by(rnd)
    assert lines[(3, "call")].status is Status.RETURNED and lines[(3, "base")].paid == 10


def test_HTP_3CP_08_compare_from_the_button_and_dp_rotates_every_hand() -> None:
    rnd = deal_all(htp_round(seats=(3, 4, 5), button=4),
                   {3: "2c 3c 5d", 4: "4c 4d 9h", 5: "Ah 7d 2s", 2: "Qd 8h 2h"})
    for s in (3, 4, 5):
        rnd.apply(BankedDecision(s, f"P{s}", "call", 10))
    assert [ln.wager.seat for ln in rnd.settlement_lines()][::2] == [4, 5, 3]
    rot = BankRotation(HTP)
    rot.apply(started(banker=2))
    assert rot.offer_due and rot.next_offer() == (3, "P3")


def test_HTP_3CP_09_straight_beats_flush_trips_beat_straight() -> None:
    ev = three_card.evaluate
    assert ev(cards("Kc Qd Jh")) > ev(cards("2s 5s 9s"))
    assert ev(cards("4c 4d 4h")) > ev(cards("Qc Kd Ah"))


def test_HTP_3CP_10_wagers_outside_posted_limits_rejected() -> None:
    rnd = new_round(HTP, banker=2, button=3)
    with pytest.raises(Refusal, match="HTP-3CP-10"):
        rnd.apply(BankedWagerPlaced(3, "P3", "base", 150))
    with pytest.raises(Refusal, match="HTP-3CP-10"):
        rnd.apply(BankedWagerPlaced(3, "P3", "base", 2))


def test_HTP_3CP_11_better_hand_paid_even_money_on_base_and_call() -> None:
    rnd = deal_all(htp_round(seats=(3, 4)), {3: "2h 7h 9h", 4: "3c 5d 9c", 2: "4s 4d Kc"})
    rnd.apply(BankedDecision(3, "P3", "call", 10))
    rnd.apply(BankedDecision(4, "P4", "call", 10))
    lines = lines_by(rnd)
    assert lines[(3, "base")].paid == lines[(3, "call")].paid == 10
    assert lines[(4, "base")].collected == lines[(4, "call")].collected == 10


def test_HTP_3CP_12_pair_plus_only_with_call_and_win_or_dp_not_qualifying() -> None:
    rnd = deal_all(htp_round(seats=(3, 4, 5), pp=5),
                   {3: "5c 5d 9h", 4: "6c 6d 9c", 5: "7c 7h 2d", 2: "4s 4h Kc"})
    rnd.apply(BankedDecision(3, "P3", "call", 10))
    rnd.apply(BankedDecision(4, "P4", "fold"))
    rnd.apply(BankedDecision(5, "P5", "call", 10))
    lines = lines_by(rnd)
    assert lines[(3, "pair_plus")].paid == 5
    assert lines[(4, "pair_plus")].collected == 5
    rnd = deal_all(htp_round(seats=(3,), pp=5), {3: "5c 5d 9h", 2: "6s 6h Kc"})
    rnd.apply(BankedDecision(3, "P3", "call", 10))
    assert lines_by(rnd)[(3, "pair_plus")].collected == 5
    rnd = deal_all(htp_round(seats=(3,), pp=5), {3: "5c 5d 9h", 2: "Js 8h 2c"})
    rnd.apply(BankedDecision(3, "P3", "call", 10))
    assert lines_by(rnd)[(3, "pair_plus")].paid == 5


def test_HTP_3CP_13_uncovered_hand_is_dead_returned_and_not_raked() -> None:
    rnd = deal_all(htp_round(seats=(3, 4), stake=30), {3: "Ac Ad 9h", 4: "Kc Kd 9c",
                                                       2: "Qs 4h 2c"})
    rnd.apply(BankedDecision(3, "P3", "call", 10))
    rnd.apply(BankedDecision(4, "P4", "call", 10))
    lines = lines_by(rnd)
    assert lines[(3, "base")].status is Status.COVERED
    assert lines[(4, "base")].status is Status.DEAD and lines[(4, "call")].returned == 10
    steps = [s.text for s in __import__(
        "dealer_assist.engine.games.banked.procedure", fromlist=["x"]).round_steps(rnd)]
    assert any("dead: returned, not raked" in t for t in steps)


def test_HTP_3CP_14_players_compared_only_with_the_dp() -> None:
    rnd = deal_all(htp_round(seats=(3, 4)), {3: "9c Th Jd", 4: "4c 4d 4h", 2: "Qs 4s 2c"})
    rnd.apply(BankedDecision(3, "P3", "call", 10))
    rnd.apply(BankedDecision(4, "P4", "call", 10))
    lines = lines_by(rnd)
    assert lines[(3, "base")].result is Result.WIN and lines[(4, "base")].result is Result.WIN


def test_HTP_3CP_15_no_jackpot() -> None:
    from dealer_assist.rules import load_profile, rules_for

    banked = rules_for(load_profile("HTP"), "three_card_poker", "posted").banked
    assert banked is not None and banked.jackpot_eligible is False


def test_HTP_3CP_16_three_disclosed_rake_modes_shown_before_the_deal() -> None:
    assert len(rake_options(HTP)) == 3
    assert "except the banker" in describe(HTP)
    assert [c.seat for c in charges(HTP, [3, 4], 2)] == [3, 4]
    only = config("HTP", "three_card_poker", rake_mode="banker_only", rake_amount=2)
    assert [(c.seat, c.amount) for c in charges(only, [3, 4], 2)] == [(2, 2)]
