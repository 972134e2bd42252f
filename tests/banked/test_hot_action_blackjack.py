"""CG Hot Action Blackjack rows (catalogue 5.6; totals of 1.5 are in tests/evaluation)."""

from __future__ import annotations

from typing import Any

import pytest
from banked_helpers import cards, config, deal, lines_by, new_round, started

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedDecision,
    BankedRound,
    BankedWagerPlaced,
    BankOffered,
    Result,
    Status,
)
from dealer_assist.engine.games.banked.blackjack_spots import banker_must_hit, may_hit
from dealer_assist.engine.games.banked.rotation import BankRotation
from dealer_assist.evaluation.blackjack import Outcome, settle, total

BASE = config("CG", "hot_action_blackjack")
HAB = config("CG", "hot_action_blackjack", pdr_enabled=False, action_start="dealer_button",
             table_min=5, table_max=200, pay_tables={
                 **BASE.pay_tables,
                 "wager": {"natural_21": (3, 2), "natural_22": (2, 1), "super_natural": (3, 1)}})


def round_(bets: dict[int, Any], stake: int = 5000, side: int = 0) -> BankedRound:
    """``bets``: seat -> amount, or seat -> {bettor: amount}."""
    rnd = new_round(HAB, banker=7, stake=stake, side=side)
    for seat, bet in bets.items():
        for bettor, amount in (bet.items() if isinstance(bet, dict) else [(f"P{seat}", bet)]):
            rnd.apply(BankedWagerPlaced(seat, bettor, "wager", amount))
    return rnd


def dealt(rnd: BankedRound, hands: dict[int, str], banker: str) -> BankedRound:
    for seat in sorted(hands):
        rnd.apply(deal(seat, hands[seat]))
    rnd.apply(deal(7, banker))
    return rnd


def act(rnd: BankedRound, seat: int, decision: str, bettor: str = "", amount: int = 0,
        hand: int = 0) -> None:
    rnd.apply(BankedDecision(seat, bettor or f"P{seat}", decision, amount, hand=hand))


def card(rnd: BankedRound, seat: int, text: str, hand: int = 0) -> None:
    from dealer_assist.engine.games.banked import BankedCardsDealt

    rnd.apply(BankedCardsDealt(seat, cards(text), hand=hand))


def test_CG_HAB_07_five_original_wagers_per_player_per_spot() -> None:
    rnd = round_({3: 10})
    for _ in range(4):
        rnd.apply(BankedWagerPlaced(3, "P3", "wager", 10))
    with pytest.raises(Refusal, match="CG-HAB-07"):
        rnd.apply(BankedWagerPlaced(3, "P3", "wager", 10))


def test_CG_HAB_08_excess_over_the_limit_has_no_action() -> None:
    rnd = dealt(round_({1: 250}), {1: "Tc 9d"}, "Th 7s")
    act(rnd, 1, "stand")
    over = lines_by(rnd)[(1, "wager_over_limit")]
    assert (over.wager.amount, over.status) == (50, Status.RETURNED)
    assert lines_by(rnd)[(1, "wager")].wager.amount == 200


def test_CG_HAB_09_three_players_per_spot() -> None:
    rnd = round_({2: {"A": 10, "B": 10, "C": 10}})
    with pytest.raises(Refusal, match="CG-HAB-09"):
        rnd.apply(BankedWagerPlaced(2, "D", "wager", 10))


def test_CG_HAB_10_most_money_decides() -> None:
    rnd = dealt(round_({2: {"A": 50, "B": 30}}), {2: "Tc 6d"}, "Th 7s")
    assert rnd.needs()[0].bettor == "A"
    with pytest.raises(Refusal, match="CG-HAB-10"):
        act(rnd, 2, "stand", bettor="B")
    act(rnd, 2, "stand", bettor="A")


@pytest.mark.parametrize(("hand", "hits"), [("Ah 6c", True), ("Th 7c", False),
                                            ("Ah 7c", False), ("Jk Jk", True)])
def test_CG_HAB_12_pd_hits_soft_17_stands_on_17(hand: str, hits: bool) -> None:
    assert banker_must_hit(total(cards(hand), player=False)) is hits


@pytest.mark.parametrize(("hand", "ok"), [("Th 8c", False), ("Ah 7c", True), ("Ah 8c", False),
                                          ("2h 2c", True), ("Th 7d", True)])
def test_CG_HAB_13_players_hit_only_4_to_17_and_soft_18(hand: str, ok: bool) -> None:
    assert may_hit(total(cards(hand))) is ok


def test_CG_HAB_14_at_most_three_doubles_or_splits() -> None:
    rnd = dealt(round_({1: 10}), {1: "8c 8d"}, "Th 7s")
    act(rnd, 1, "split", amount=10)
    card(rnd, 1, "8h")
    act(rnd, 1, "split", amount=10)
    card(rnd, 1, "3c")
    act(rnd, 1, "double", amount=10)
    card(rnd, 1, "Tc")
    card(rnd, 1, "8s", hand=1)
    assert "split" not in rnd.needs()[0].options and "double" not in rnd.needs()[0].options


def test_CG_HAB_15_double_capped_by_the_controlling_bet() -> None:
    rnd = dealt(round_({1: 20}), {1: "5c 6d"}, "Th 7s")
    with pytest.raises(Refusal, match="CG-HAB-D1"):
        act(rnd, 1, "double", amount=30)


def test_CG_HAB_16_pd_wins_or_loses_only_his_stake() -> None:
    rnd = dealt(round_({1: 150, 2: 150, 3: 150}, stake=300),
                {1: "Tc 9d", 2: "Th 9c", 3: "Ts 9s"}, "Td 7s")
    for s in (1, 2, 3):
        act(rnd, s, "stand")
    lines = rnd.settlement_lines()
    assert [ln.paid for ln in lines] == [150, 150, 0]
    assert lines[2].status is Status.RETURNED
    assert sum(ln.paid for ln in lines) == 300


def test_CG_HAB_17_late_pd_natural_voids_play_after_the_deal() -> None:
    rnd = round_({1: 10})
    rnd.apply(deal(1, "Tc 4d"))
    rnd.apply(deal(7, "Ah"))  # hole card not turned up before the players act
    act(rnd, 1, "hit")
    card(rnd, 1, "5s")
    act(rnd, 1, "stand")
    rnd.apply(deal(7, "Ah"))  # the hole card: a suited ace pair, Natural 22
    assert "CG-HAB-17" in rnd.game.banker_text(rnd)
    line = lines_by(rnd)[(1, "wager")]
    assert line.result is Result.LOSE and line.wager.amount == 10


def test_CG_HAB_19_match_previous_bank_unless_it_lost() -> None:
    rot = BankRotation(HAB)
    rot.apply(started(banker=7, stake=500))
    rot.round_finished("P7", 500, net=+40, bettors={"P1", "P7"})
    rot.apply(BankOffered(7, "P7"))
    with pytest.raises(Refusal, match="CG-HAB-19"):
        rot.apply(BankAnswered(7, "P7", True, stake=300))
    rot.round_finished("P7", 500, net=-40, bettors={"P1", "P7"})
    rot.apply(BankAnswered(7, "P7", True, stake=300))


def test_CG_HAB_20_bank_only_for_last_round_bettors() -> None:
    rot = BankRotation(HAB)
    rot.apply(started(banker=7))
    rot.round_finished("P7", 500, net=0, bettors={"P1"})
    with pytest.raises(Refusal, match="CG-HAB-20"):
        rot.apply(BankOffered(4, "P4"))
    rot.apply(BankOffered(1, "P1"))


def test_CG_HAB_21_banker_may_not_bet_elsewhere() -> None:
    rnd = round_({})
    with pytest.raises(Refusal, match="CG-HAB-21"):
        rnd.apply(BankedWagerPlaced(4, "P7", "wager", 10))


def test_CG_HAB_22_dealer_handles_the_cards() -> None:
    rnd = dealt(round_({1: 10}), {1: "Tc 4d"}, "Th 7s")
    assert set(rnd.needs()[0].options) <= {"stand", "hit", "double", "split"}
    with pytest.raises(Refusal):
        act(rnd, 1, "discard")


def test_CG_HAB_T1_player_super_natural_beats_pd_two_jokers() -> None:
    rnd = dealt(round_({1: 10}), {1: "Jk Jk"}, "Jk Jk")
    rnd.apply(deal(7, "Tc"))
    rnd.apply(deal(7, "7c"))
    line = lines_by(rnd)[(1, "wager")]
    assert line.result is Result.WIN and line.paid == 30


def test_CG_HAB_T2_player_natural_22_beats_pd_natural_22() -> None:
    assert settle(total(cards("As As")), total(cards("Ah Ah"), player=False)) \
        is Outcome.PLAYER_WINS


def test_CG_HAB_T3_hit_22_against_hit_22_pushes() -> None:
    rnd = dealt(round_({1: 10}), {1: "Tc 6d"}, "Th 5s")
    act(rnd, 1, "hit")
    card(rnd, 1, "6s")
    rnd.apply(deal(7, "7c"))
    assert lines_by(rnd)[(1, "wager")].result is Result.PUSH


def test_CG_HAB_PUB3_player_hit_22_loses_to_anything_else() -> None:
    pd = total(cards("Ah Ah"), player=False)
    assert settle(total(cards("Tc 6d 6s")), pd) is Outcome.BANKER_WINS
    assert settle(total(cards("Tc 6d 6s")), total(cards("Th Ts"), player=False)) \
        is Outcome.BANKER_WINS
    assert settle(total(cards("Tc Td")), total(cards("Th 5s 7c"), player=False)) \
        is Outcome.PLAYER_WINS


def test_CG_HAB_T4_natural_21s_push() -> None:
    assert settle(total(cards("Ac Kd")), total(cards("Ah Qs"), player=False)) is Outcome.PUSH


def test_CG_HAB_T5_natural_21_beats_a_made_21() -> None:
    rnd = dealt(round_({1: 10}), {1: "Ac Kd"}, "5h 6s")
    rnd.apply(deal(7, "Tc"))
    line = lines_by(rnd)[(1, "wager")]
    assert line.result is Result.WIN and line.paid == 15  # room's 3:2 for a Natural 21


def test_CG_HAB_T6_other_ties_push() -> None:
    rnd = dealt(round_({1: 10}), {1: "Tc 9d"}, "Th 9s")
    act(rnd, 1, "stand")
    assert lines_by(rnd)[(1, "wager")].result is Result.PUSH


def test_CG_HAB_D1_shared_double_decliner_adds_nothing() -> None:
    rnd = dealt(round_({2: {"A": 50, "B": 30}}), {2: "5c 6d"}, "Th 7s")
    act(rnd, 2, "double", bettor="A", amount=50)
    card(rnd, 2, "Tc")
    bets = {ln.wager.bettor: ln.wager.amount for ln in rnd.settlement_lines()}
    assert bets == {"A": 100, "B": 30}


def test_CG_HAB_S1_split_decliner_plays_the_first_hand_only() -> None:
    rnd = dealt(round_({2: {"A": 50, "B": 30}}), {2: "8c 8d"}, "Th 7s")
    with pytest.raises(Refusal, match="CG-HAB-S1"):
        act(rnd, 2, "split", bettor="A", amount=30)
    act(rnd, 2, "split", bettor="A", amount=50)
    card(rnd, 2, "Tc")
    act(rnd, 2, "stand", bettor="A")
    card(rnd, 2, "Td", hand=1)
    act(rnd, 2, "stand", bettor="A", hand=1)
    by_hand = sorted((ln.wager.hand, ln.wager.bettor, ln.wager.amount)
                     for ln in rnd.settlement_lines())
    assert by_hand == [(0, "A", 50), (0, "B", 30), (1, "A", 50)]


def test_CG_HAB_S2_decliner_may_still_double_the_first_hand() -> None:
    rnd = dealt(round_({2: {"A": 50, "B": 30}}), {2: "5c 5d"}, "Th 7s")
    act(rnd, 2, "split", bettor="A", amount=50)
    card(rnd, 2, "6c")
    act(rnd, 2, "double", bettor="A", amount=50)
    act(rnd, 2, "match", bettor="B", amount=30)
    card(rnd, 2, "Tc")
    card(rnd, 2, "9d", hand=1)
    with pytest.raises(Refusal):
        act(rnd, 2, "match", bettor="B", amount=30, hand=1)
    act(rnd, 2, "stand", bettor="A", hand=1)
    bets = {(ln.wager.hand, ln.wager.bettor): ln.wager.amount for ln in rnd.settlement_lines()}
    assert bets == {(0, "A"): 100, (0, "B"): 60, (1, "A"): 50}


def test_CG_HAB_11_seated_player_may_refuse_backline_bets() -> None:
    from dealer_assist.engine.games.banked import BankedNoBackline

    rnd = round_({2: 10})
    with pytest.raises(Refusal, match="CG-HAB-11"):
        rnd.apply(BankedNoBackline(2, "Stranger"))
    rnd.apply(BankedNoBackline(2, "P2"))
    with pytest.raises(Refusal, match="CG-HAB-11"):
        rnd.apply(BankedWagerPlaced(2, "B", "wager", 10))
    rnd.apply(BankedWagerPlaced(2, "P2", "wager", 10))
