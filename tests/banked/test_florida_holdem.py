"""HTP Florida Hold'em rows (catalogue 5.4)."""

from __future__ import annotations

import pytest
from banked_helpers import cards, config, deal, lines_by, new_round, started

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankedBoardDealt,
    BankedDecision,
    BankedRound,
    BankedWagerPlaced,
    Result,
    Status,
)
from dealer_assist.engine.games.banked.collection import rake_options
from dealer_assist.engine.games.banked.rotation import BankRotation

TABLES = {
    "blind": {"straight": (1, 1), "flush": (3, 2), "full_house": (3, 1),
              "four_of_a_kind": (10, 1), "straight_flush": (50, 1), "royal_flush": (500, 1)},
    "trips": {"three_of_a_kind": (3, 1), "straight": (4, 1), "flush": (7, 1),
              "full_house": (8, 1), "four_of_a_kind": (30, 1), "straight_flush": (40, 1)},
}
FLH = config("HTP", "florida_holdem", pdr_enabled=False, table_min=5, table_max=100,
             pay_tables=TABLES)


def round_(seats: tuple[int, ...] = (3,), trips: int = 0, stake: int = 1000) -> BankedRound:
    rnd = new_round(FLH, banker=2, button=3, stake=stake)
    for s in seats:
        rnd.apply(BankedWagerPlaced(s, f"P{s}", "ante", 5))
        rnd.apply(BankedWagerPlaced(s, f"P{s}", "blind", 5))
        if trips:
            rnd.apply(BankedWagerPlaced(s, f"P{s}", "trips", trips))
    return rnd


def play_out(rnd: BankedRound, hands: dict[int, str], board: str,
             decisions: dict[int, list[tuple[str, int]]]) -> BankedRound:
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, hands[need.seat or 0]))
    flop, rest = cards(board)[:3], cards(board)[3:]
    for street in range(3):
        for seat, moves in decisions.items():
            if street < len(moves) and any(n.seat == seat for n in rnd.needs()):
                rnd.apply(BankedDecision(seat, f"P{seat}", moves[street][0], moves[street][1]))
        if street < 2:
            rnd.apply(BankedBoardDealt(flop if street == 0 else rest))
    return rnd


def test_HTP_FLH_01_two_cards_each_then_five_community_cards() -> None:
    rnd = round_(seats=(3, 4))
    assert [(n.seat, n.count) for n in rnd.first_needs()] == [(4, 2), (2, 2), (3, 2)]
    rnd = play_out(round_(), {3: "Ah Kh", 2: "2c 2d"}, "Qh Jh 3c 4d 9s", {3: [("play", 20)]})
    assert len(rnd.board) == 5


def test_HTP_FLH_02_decisions_left_of_the_dp() -> None:
    rnd = round_(seats=(3, 4, 5))
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, {3: "Ah Kh", 4: "7c 7d", 5: "9s 8s", 2: "2c 2d"}[
            need.seat or 0]))
    assert [n.seat for n in rnd.needs()] == [3, 4, 5]


def test_HTP_FLH_03_ante_and_blind_the_same_size() -> None:
    rnd = new_round(FLH, banker=2, button=3)
    rnd.apply(BankedWagerPlaced(3, "P3", "ante", 5))
    with pytest.raises(Refusal, match="HTP-FLH-03"):
        rnd.apply(BankedWagerPlaced(3, "P3", "blind", 10))


def test_HTP_FLH_04_trips_needs_ante_and_blind() -> None:
    rnd = new_round(FLH, banker=2, button=3)
    rnd.apply(BankedWagerPlaced(3, "P3", "ante", 5))
    with pytest.raises(Refusal, match="HTP-FLH-04"):
        rnd.apply(BankedWagerPlaced(3, "P3", "trips", 5))


def test_HTP_FLH_05_preflop_check_or_play_three_or_four_times() -> None:
    rnd = round_()
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, {3: "Ah Kh", 2: "2c 2d"}[need.seat or 0]))
    with pytest.raises(Refusal, match="HTP-FLH-05"):
        rnd.apply(BankedDecision(3, "P3", "play", 10))
    rnd.apply(BankedDecision(3, "P3", "play", 15))


def test_HTP_FLH_06_after_the_flop_play_twice_the_ante_once_only() -> None:
    rnd = round_(seats=(3, 4))
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, {3: "Ah Kh", 4: "7c 7d", 2: "2c 2d"}[need.seat or 0]))
    rnd.apply(BankedDecision(3, "P3", "play", 15))
    rnd.apply(BankedDecision(4, "P4", "check"))
    rnd.apply(BankedBoardDealt(cards("Qh Jh 3c")))
    assert [n.seat for n in rnd.needs()] == [4]  # seat 3 has its one Play bet (AMB-14a)
    with pytest.raises(Refusal, match="HTP-FLH-06"):
        rnd.apply(BankedDecision(4, "P4", "play", 15))
    rnd.apply(BankedDecision(4, "P4", "play", 10))


def test_HTP_FLH_07_after_the_river_fold_or_play_once_the_ante() -> None:
    rnd = play_out(round_(trips=5), {3: "Ah 3h", 2: "2c 2d"}, "Qh Jd 3c 4d 9s",
                   {3: [("check", 0), ("check", 0)]})
    assert rnd.needs()[0].options == ("fold", "play")
    rnd.apply(BankedDecision(3, "P3", "fold"))
    lines = lines_by(rnd)
    assert sum(lines[(3, w)].collected for w in ("ante", "blind", "trips")) == 15


def test_HTP_FLH_08_dp_needs_a_pair_or_the_ante_is_returned() -> None:
    rnd = play_out(round_(), {3: "Ah 3h", 2: "Kc 8d"}, "Qh Jd 5c 4d 9s", {3: [("play", 20)]})
    lines = lines_by(rnd)
    assert lines[(3, "ante")].status is Status.RETURNED
    assert lines[(3, "play")].paid == 20


def test_HTP_FLH_09_blind_straight_or_better_paid_less_pushes_lower_loses() -> None:
    rnd = play_out(round_(), {3: "Th 8h", 2: "2c 2d"}, "Qh Jd 9c 4d 3s", {3: [("play", 20)]})
    assert lines_by(rnd)[(3, "blind")].paid == 5
    rnd = play_out(round_(), {3: "Qc Jc", 2: "2c 2d"}, "Qh Jd 9c 4d 3s", {3: [("play", 20)]})
    assert lines_by(rnd)[(3, "blind")].result is Result.PUSH
    rnd = play_out(round_(), {3: "5c 6c", 2: "Qc Qd"}, "Qh Jd 9c 4d 3s", {3: [("play", 20)]})
    assert lines_by(rnd)[(3, "blind")].collected == 5


def test_HTP_FLH_10_play_bet_even_money() -> None:
    rnd = play_out(round_(), {3: "Ac Ad", 2: "Kc Kd"}, "Qh Jd 9c 4d 3s", {3: [("play", 15)]})
    assert lines_by(rnd)[(3, "play")].paid == 15


def test_HTP_FLH_11_trips_paid_at_posted_rate_lower_loses() -> None:
    rnd = play_out(round_(trips=5), {3: "9h 9d", 2: "Kc Kd"}, "9c Jd 2c 4d 3s",
                   {3: [("play", 20)]})
    assert lines_by(rnd)[(3, "trips")].paid == 15
    rnd = play_out(round_(trips=5), {3: "5h 7d", 2: "Kc Kd"}, "9c Jd 2c 4d 3s",
                   {3: [("play", 20)]})
    assert lines_by(rnd)[(3, "trips")].collected == 5


def test_HTP_FLH_12_compare_from_the_button_dp_rotates() -> None:
    rnd = play_out(round_(seats=(3, 4)), {3: "Ac Ad", 4: "7c 7d", 2: "Kc Kd"},
                   "Qh Jd 9c 4d 3s", {3: [("play", 20)], 4: [("play", 20)]})
    assert rnd.settlement_lines()[0].wager.seat == 3
    rot = BankRotation(FLH)
    rot.apply(started(banker=2))
    assert rot.offer_due


def test_HTP_FLH_13_limits_enforced() -> None:
    rnd = new_round(FLH, banker=2, button=3)
    with pytest.raises(Refusal, match="HTP-FLH-13"):
        rnd.apply(BankedWagerPlaced(3, "P3", "ante", 500))


def test_HTP_FLH_14_tie_pushes_ante_blind_play() -> None:
    rnd = play_out(round_(), {3: "2h 3h", 2: "2c 3c"}, "Ah Kd Qc Jd Ts", {3: [("play", 20)]})
    lines = lines_by(rnd)
    assert all(lines[(3, w)].result is Result.PUSH for w in ("ante", "blind", "play"))


def test_HTP_FLH_15_trips_paid_when_dp_fails_but_hand_beats_it() -> None:
    rnd = play_out(round_(trips=5), {3: "9h 9d", 2: "Kc 8d"}, "9c Jd 2c 4d 3s",
                   {3: [("play", 20)]})
    assert lines_by(rnd)[(3, "trips")].paid == 15


def test_HTP_FLH_16_blind_paid_on_flush_pushed_on_pair() -> None:
    rnd = play_out(round_(), {3: "Ah 2h", 2: "Kc Kd"}, "Qh Jh 9c 4h 3s", {3: [("play", 20)]})
    assert lines_by(rnd)[(3, "blind")].paid == 7  # 3:2 on $5, rounded down
    rnd = play_out(round_(), {3: "Ah Ad", 2: "Kc Kd"}, "Qh Jc 9c 4h 3s", {3: [("play", 20)]})
    assert lines_by(rnd)[(3, "blind")].result is Result.PUSH


def test_HTP_FLH_17_uncovered_hand_dead_and_returned() -> None:
    rnd = play_out(round_(seats=(3, 4), stake=35), {3: "Ac Ad", 4: "As Kd", 2: "Kc Ks"},
                   "Qh Jd 9c 4d 3s", {3: [("play", 20)], 4: [("play", 20)]})
    lines = lines_by(rnd)
    assert lines[(3, "play")].status is Status.COVERED
    assert all(lines[(4, w)].status is Status.DEAD for w in ("ante", "blind", "play"))


def test_HTP_FLH_18_each_player_only_against_the_dp() -> None:
    rnd = play_out(round_(seats=(3, 4)), {3: "Ac Ad", 4: "Ks Kd", 2: "2c 2s"},
                   "Qh Jd 9c 4d 3s", {3: [("play", 20)], 4: [("play", 20)]})
    lines = lines_by(rnd)
    assert lines[(3, "play")].result is Result.WIN and lines[(4, "play")].result is Result.WIN


def test_HTP_FLH_19_rake_modes_as_three_card_poker() -> None:
    assert len(rake_options(FLH)) == 3
