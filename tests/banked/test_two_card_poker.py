"""HTP Two Card Poker rows (catalogue 5.3 and HTP-2CP-05 of 1.4)."""

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
from dealer_assist.engine.games.banked.collection import rake_options
from dealer_assist.engine.games.banked.rotation import BankRotation
from dealer_assist.evaluation import two_card

BONUS = {"bonus": {"pair": (5, 1), "straight_flush": (3, 1), "flush": (1, 1)}}
TWO = config("HTP", "two_card_poker", pdr_enabled=False, table_min=5, table_max=100,
             pay_tables=BONUS)


def round_(seats: tuple[int, ...] = (3,), bonus: int = 0, stake: int = 1000) -> BankedRound:
    rnd = new_round(TWO, banker=2, button=3, stake=stake)
    for s in seats:
        rnd.apply(BankedWagerPlaced(s, f"P{s}", "base", 10))
        if bonus:
            rnd.apply(BankedWagerPlaced(s, f"P{s}", "bonus", bonus))
    return rnd


def dealt(rnd: BankedRound, hands: dict[int, str]) -> BankedRound:
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, hands[need.seat or 0]))
    return rnd


def call(rnd: BankedRound, seat: int, keep: str) -> None:
    rnd.apply(BankedDecision(seat, f"P{seat}", "call", 10, cards(keep)))


def test_HTP_2CP_01_four_cards_each_from_left_of_the_button() -> None:
    rnd = round_(seats=(3, 4))
    assert [(n.seat, n.count) for n in rnd.first_needs()] == [(4, 4), (2, 4), (3, 4)]


def test_HTP_2CP_02_decisions_from_left_of_the_dp() -> None:
    rnd = dealt(round_(seats=(3, 4)), {3: "2c 3c 5d 9h", 4: "4c 4d 9c 8s", 2: "Qd 8h 2h 3s"})
    assert [n.seat for n in rnd.needs()] == [3, 4]


def test_HTP_2CP_03_base_bet_needed() -> None:
    rnd = new_round(TWO, banker=2, button=3)
    with pytest.raises(Refusal):
        rnd.apply(deal(3, "2c 3c 5d 9h"))


def test_HTP_2CP_04_bonus_needs_a_base() -> None:
    rnd = new_round(TWO, banker=2, button=3)
    with pytest.raises(Refusal, match="HTP-2CP-04"):
        rnd.apply(BankedWagerPlaced(3, "P3", "bonus", 5))


def test_HTP_2CP_05_two_card_ranks() -> None:
    ev = two_card.evaluate
    assert ev(cards("2c 2d")) > ev(cards("Ah Kh"))
    assert ev(cards("7s 6s")) > ev(cards("As Qs"))
    assert ev(cards("Ac 3d")) > ev(cards("Kc Qd"))


def test_HTP_2CP_06_fold_loses_base_and_bonus() -> None:
    rnd = dealt(round_(bonus=5), {3: "2c 3c 5d 9h", 2: "Qd 8h 2h 3s"})
    rnd.apply(BankedDecision(3, "P3", "fold"))
    lines = lines_by(rnd)
    assert lines[(3, "base")].collected == 10 and lines[(3, "bonus")].collected == 5


def test_HTP_2CP_07_call_equals_base_and_keeps_two_cards() -> None:
    rnd = dealt(round_(), {3: "2c 3c 5d 9h", 2: "Qd 8h 2h 3s"})
    with pytest.raises(Refusal, match="HTP-2CP-07"):
        rnd.apply(BankedDecision(3, "P3", "call", 10, cards("2c 3c 5d")))
    with pytest.raises(Refusal, match="HTP-2CP-07"):
        rnd.apply(BankedDecision(3, "P3", "call", 10, cards("2c As")))
    call(rnd, 3, "2c 3c")
    assert rnd.hands[(3, "P3")].kept == cards("2c 3c")


def test_HTP_2CP_08_dp_qualifier_and_non_qualifying_settlement() -> None:
    assert two_card.dealer_qualifies(two_card.evaluate(cards("Js 2s")))
    assert not two_card.dealer_qualifies(two_card.evaluate(cards("Th 9d")))
    rnd = dealt(round_(), {3: "Ac 5d 7h 9s", 2: "Kd Qh 3c 8s"})
    call(rnd, 3, "Ac 5d")
    lines = lines_by(rnd)
    assert lines[(3, "call")].status is Status.RETURNED and lines[(3, "base")].paid == 10


def test_HTP_2CP_09_compare_from_the_button_dp_rotates() -> None:
    rnd = dealt(round_(seats=(3, 4, 5)), {3: "2c 3c 5d 9h", 4: "4c 4d 9c 8s",
                                          5: "Ac Kd 6h 7s", 2: "Qd Qh 2h 3s"})
    for s, keep in ((3, "2c 3c"), (4, "4c 4d"), (5, "Ac Kd")):
        call(rnd, s, keep)
    assert rnd.settlement_lines()[0].wager.seat == 3  # the button
    rot = BankRotation(TWO)
    rot.apply(started(banker=2))
    assert rot.next_offer() == (3, "P3")


def test_HTP_2CP_10_limits_enforced() -> None:
    rnd = new_round(TWO, banker=2, button=3)
    with pytest.raises(Refusal, match="HTP-2CP-10"):
        rnd.apply(BankedWagerPlaced(3, "P3", "base", 500))


def test_HTP_2CP_11_beats_qualifying_dp_even_money() -> None:
    rnd = dealt(round_(), {3: "9c 9d 2h 5s", 2: "3d 3h 7c 8s"})
    call(rnd, 3, "9c 9d")
    lines = lines_by(rnd)
    assert lines[(3, "base")].paid == 10 and lines[(3, "call")].paid == 10


def test_HTP_2CP_12_bonus_pays_on_win_and_pushes_on_push() -> None:
    rnd = dealt(round_(bonus=5), {3: "9c 9d 2h 5s", 2: "Kd Qh 7c 8s"})
    call(rnd, 3, "9c 9d")
    assert lines_by(rnd)[(3, "bonus")].paid == 25  # beats a non-qualifying DP, pair 5:1
    rnd = dealt(round_(bonus=5), {3: "9c 9d 2h 5s", 2: "9h 9s 7c 8d"})
    call(rnd, 3, "9c 9d")
    assert lines_by(rnd)[(3, "bonus")].result is Result.PUSH


def test_HTP_2CP_13_pay_only_as_far_as_dp_money_reaches() -> None:
    rnd = dealt(round_(seats=(3, 4), stake=25), {3: "9c 9d 2h 5s", 4: "Tc Td 2c 5d",
                                                 2: "3d 3h 7c 8s"})
    call(rnd, 3, "9c 9d")
    call(rnd, 4, "Tc Td")
    lines = lines_by(rnd)
    assert lines[(3, "base")].status is Status.COVERED
    assert lines[(4, "base")].status is Status.DEAD


def test_HTP_2CP_14_rake_modes_as_three_card_poker() -> None:
    assert [o.split(":")[0] for o in rake_options(TWO)] == [
        "all_players", "all_but_banker", "banker_only"]
