"""CG Buster Blackjack rows (catalogue 5.7)."""

from __future__ import annotations

import pytest
from banked_helpers import deal
from test_hot_action_blackjack import act, dealt, round_

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import BankedRound, BankedWagerPlaced, Result, Status
from dealer_assist.engine.games.banked.buster import buster_pays


def busters(rnd: BankedRound) -> dict[int, object]:
    return {ln.wager.seat: ln for ln in rnd.settlement_lines() if ln.wager.name == "buster"}


def with_buster(amounts: dict[int, int], regular: int = 100, side: int = 1000) -> BankedRound:
    rnd = round_({s: regular for s in amounts}, side=side)
    for seat, amount in amounts.items():
        rnd.apply(BankedWagerPlaced(seat, f"P{seat}", "buster", amount))
    return rnd


def pd_busts(rnd: BankedRound, pd: str, draws: list[str], seats: list[int]) -> BankedRound:
    dealt(rnd, {s: "Tc 9d" for s in seats}, pd)
    for s in seats:
        act(rnd, s, "stand")
    for c in draws:
        rnd.apply(deal(7, c))
    return rnd


def test_CG_BBJ_00a_every_buster_wins_when_the_pd_busts() -> None:
    rnd = pd_busts(with_buster({1: 10, 2: 10}), "Tc 6d", ["Ks"], [1, 2])
    assert all(ln.result is Result.WIN for ln in busters(rnd).values())  # type: ignore[attr-defined]


@pytest.mark.parametrize(("draw", "paid"), [
    ("Tc 6d Ks", 10), ("2c 3d Th Ks", 30), ("2c 2d 2h Ts Ks", 40),
    ("2c 2d 2h 2s 8s Ks", 150), ("2c 2d 2h 2s 2c 6s Ks", 400),
    ("2c 2d 2h 2s 2c 2d Jk 2h Ks", 2000),
])
def test_CG_BBJ_00b_paid_by_card_count(draw: str, paid: int) -> None:
    first, *rest = draw.split(" ", 2)[:2], draw.split(" ")[2:]
    rnd = pd_busts(with_buster({1: 10}, side=5000), " ".join(first), rest[0], [1])
    assert len(rnd.cards[7]) == len(draw.split())
    assert busters(rnd)[1].paid == paid  # type: ignore[attr-defined]
    assert buster_pays(len(draw.split())) in rnd.config.pay_tables["buster"]


def test_CG_BBJ_01_buster_needs_a_main_wager() -> None:
    rnd = round_({})
    with pytest.raises(Refusal, match="CG-BBJ-01"):
        rnd.apply(BankedWagerPlaced(1, "P1", "buster", 10))


def test_CG_BBJ_02_five_to_one_hundred_per_position() -> None:
    rnd = round_({1: 200, 2: 200})
    with pytest.raises(Refusal, match="CG-BBJ-02"):
        rnd.apply(BankedWagerPlaced(1, "P1", "buster", 4))
    rnd.apply(BankedWagerPlaced(1, "P1", "buster", 100))
    rnd.apply(BankedWagerPlaced(2, "P2", "buster", 105))
    assert rnd.hands[(2, "P2")].wagers["buster"] == 100


def test_CG_BBJ_03_no_larger_than_the_regular_wager() -> None:
    rnd = round_({1: 20})
    with pytest.raises(Refusal, match="CG-BBJ-03"):
        rnd.apply(BankedWagerPlaced(1, "P1", "buster", 25))


def test_CG_BBJ_04_one_buster_per_position() -> None:
    rnd = with_buster({3: 10})
    with pytest.raises(Refusal, match="CG-BBJ-04"):
        rnd.apply(BankedWagerPlaced(3, "P3", "buster", 10))


def test_CG_BBJ_05_pooled_buster_recorded_as_one_wager() -> None:
    rnd = with_buster({3: 60})
    assert [h.wagers.get("buster") for h in rnd.hands_on(3)] == [60]


def test_CG_BBJ_06_separate_buster_bank_paid_in_action_order() -> None:
    rnd = pd_busts(with_buster({1: 50, 2: 50, 3: 50}, side=100), "Tc 2d", ["3s", "Ks"],
                   [1, 2, 3])
    lines = busters(rnd)
    assert lines[1].paid == 100 and lines[1].status is Status.PARTLY_COVERED  # type: ignore
    assert lines[2].status is Status.RETURNED and lines[3].status is Status.RETURNED  # type: ignore


def test_CG_BBJ_07_part_over_the_limit_not_paid() -> None:
    rnd = pd_busts(with_buster({1: 120}, regular=200), "Tc 6d", ["Ks"], [1])
    names = {ln.wager.name: ln for ln in rnd.settlement_lines() if ln.wager.seat == 1}
    assert names["buster"].wager.amount == 100 and names["buster"].paid == 100
    assert names["buster_over_limit"].status is Status.RETURNED


def test_CG_BBJ_08_no_soft_total_over_21() -> None:
    from banked_helpers import cards

    from dealer_assist.evaluation.blackjack import total

    assert total(cards("Ac 6d Ah"), player=False).total == 18


def test_CG_BBJ_09_suited_aces_lose_every_buster() -> None:
    rnd = with_buster({1: 10})
    dealt(rnd, {1: "Tc 9d"}, "Ad Ad")
    lines = busters(rnd)
    assert lines[1].result is Result.LOSE and lines[1].collected == 10  # type: ignore
