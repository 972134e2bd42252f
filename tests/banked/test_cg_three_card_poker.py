"""CG Three Card Poker rows (catalogue 5.1), one test per row, named with the rule ID."""

from __future__ import annotations

import pytest
from banked_helpers import SEATS, cards, config, deal, lines_by, new_round, rotation_after, wager

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankedCollectionPaid,
    BankedDecision,
    BankedRound,
    Result,
    Status,
)
from dealer_assist.engine.games.banked.order import action_button, action_count
from dealer_assist.engine.games.banked.procedure import round_steps
from dealer_assist.evaluation import three_card

CG = config("CG", "three_card_poker", pdr_enabled=False, collection_amount=1,
            side_max={"bonus": 25})


def paid_round(stake: int = 1000, seats: tuple[int, ...] = (1, 2, 3), ante: int = 10,
               bonus: int = 0) -> BankedRound:
    rnd = new_round(CG, stake=stake)
    for s in seats:
        rnd.apply(BankedCollectionPaid(s, 1))
        rnd.apply(wager(s, "ante", ante))
        if bonus:
            rnd.apply(wager(s, "bonus", bonus))
    return rnd


def dealt(rnd: BankedRound, hands: dict[int, str], banker: str, up: str = "") -> BankedRound:
    for seat, text in hands.items():
        rnd.apply(deal(seat, text))
    rnd.apply(deal(7, banker, up or banker.split()[2]))
    return rnd


def play_all(rnd: BankedRound, seats: tuple[int, ...] = (1, 2, 3), ante: int = 10) -> None:
    for s in seats:
        rnd.apply(BankedDecision(s, f"P{s}", "play", ante))


def test_CG_3CP_01_one_52_card_deck_no_card_twice() -> None:
    rnd = paid_round()
    rnd.apply(deal(1, "As Ks Qs"))
    with pytest.raises(Refusal, match="CG-3CP-01"):
        rnd.apply(deal(2, "As 2d 3d"))
    with pytest.raises(ValueError, match="CG-3CP-01"):
        three_card.evaluate(cards("Jk 2c 3c"))


def test_CG_3CP_02_no_cards_without_ante_and_collection() -> None:
    rnd = new_round(CG)
    rnd.apply(wager(1, "ante", 10))
    assert rnd.dealt_in() == []
    with pytest.raises(Refusal, match="CG-3CP-02"):
        rnd.apply(deal(1, "As Ks Qs"))
    rnd.apply(BankedCollectionPaid(1, 1))
    assert rnd.dealt_in() == [1]


def test_CG_3CP_03_banker_gets_one_card_face_up_for_house_way() -> None:
    rnd = paid_round(seats=(1,))
    rnd.apply(deal(1, "2c 3c 5d"))
    assert "one face up" in rnd.needs()[0].text
    rnd.apply(deal(7, "Kd 7h 2s", "Kd"))
    assert rnd.face_up[7] == list(cards("Kd"))
    assert rnd.face_up.get(1, []) == []


def test_CG_3CP_04a_fold_loses_the_ante_to_the_banker() -> None:
    rnd = dealt(paid_round(seats=(1,)), {1: "2c 3c 5d"}, "Kd 7h 2s")
    rnd.apply(BankedDecision(1, "P1", "fold"))
    line = lines_by(rnd)[(1, "ante")]
    assert (line.result, line.collected, line.status) == (Result.LOSE, 10, Status.COVERED)


def test_CG_3CP_04b_play_must_equal_the_ante() -> None:
    rnd = dealt(paid_round(seats=(1,)), {1: "2c 3c 5d"}, "Kd 7h 2s")
    with pytest.raises(Refusal, match="CG-3CP-04b"):
        rnd.apply(BankedDecision(1, "P1", "play", 5))
    rnd.apply(BankedDecision(1, "P1", "play", 10))
    assert rnd.hands[(1, "P1")].wagers["play"] == 10


def test_CG_3CP_05_banker_qualifies_with_queen_high() -> None:
    rnd = dealt(paid_round(seats=(1,)), {1: "2c 3c 5d"}, "Qd 3h 2s")
    assert "qualifies" in rnd.game.banker_text(rnd) and "not" not in rnd.game.banker_text(rnd)
    rnd = dealt(paid_round(seats=(1,)), {1: "2c 3c 5d"}, "Jd Th 8s")
    assert "does not qualify" in rnd.game.banker_text(rnd)


def test_CG_3CP_05a_play_returned_when_banker_does_not_qualify() -> None:
    rnd = dealt(paid_round(seats=(1,)), {1: "2c 3c 5d"}, "Jd 9h 4s")
    play_all(rnd, (1,))
    line = lines_by(rnd)[(1, "play")]
    assert (line.status, line.result, line.returned) == (Status.RETURNED, Result.NO_ACTION, 10)


def test_CG_3CP_05b_ante_paid_even_money_folded_ante_stays_lost() -> None:
    rnd = dealt(paid_round(seats=(1, 2)), {1: "2c 3c 5d", 2: "2d 3d 6h"}, "Jd 9h 4s")
    rnd.apply(BankedDecision(1, "P1", "play", 10))
    rnd.apply(BankedDecision(2, "P2", "fold"))
    lines = lines_by(rnd)
    assert lines[(1, "ante")].paid == 10
    assert lines[(2, "ante")].collected == 10


def test_CG_3CP_05c_compare_win_lose_push() -> None:
    rnd = dealt(paid_round(), {1: "Kc 7c 2d", 2: "3c 3h 9d", 3: "4c 5h 8d"}, "Kd 7h 2s")
    play_all(rnd)
    lines = lines_by(rnd)
    assert lines[(1, "ante")].result is Result.PUSH and lines[(1, "play")].paid == 0
    assert lines[(2, "ante")].paid == 10 and lines[(2, "play")].paid == 10
    assert lines[(3, "ante")].collected == 10 and lines[(3, "play")].collected == 10


def test_CG_3CP_B07b_straight_beats_flush_in_cg_three_card() -> None:
    rnd = dealt(paid_round(seats=(1,)), {1: "5c 6d 7d"}, "2h 6h 9h", up="9h")
    play_all(rnd, (1,))
    assert lines_by(rnd)[(1, "ante")].result is Result.WIN


def test_CG_3CP_06_coverage_in_action_order_partial() -> None:
    # stake $50, four players each Ante $10 + Play $10 winning, in action-button order
    rnd = dealt(paid_round(stake=50, seats=(1, 2, 3, 4)),
                {1: "Ac Ad 2c", 2: "Kh Kd 2d", 3: "Qh Qd 3c", 4: "Jh Jd 4c"}, "Qs 2s 3d")
    play_all(rnd, (1, 2, 3, 4))
    count = action_count(rnd.cards[7])
    first = action_button(SEATS, 7, count, rnd.dealt_in())
    lines = rnd.settlement_lines()
    assert lines[0].wager.seat == first
    covered = [(ln.wager.seat, ln.wager.name, ln.status) for ln in lines]
    assert covered[:5] == [
        (first, "ante", Status.COVERED), (first, "play", Status.COVERED),
        (covered[2][0], "ante", Status.COVERED), (covered[2][0], "play", Status.COVERED),
        (covered[4][0], "ante", Status.COVERED),
    ]
    assert covered[5][2] is Status.RETURNED and all(c[2] is Status.RETURNED for c in covered[5:])


def test_CG_3CP_07_round_over_when_stake_used_up() -> None:
    rnd = dealt(paid_round(stake=50, seats=(1, 2, 3, 4)),
                {1: "Ac Ad 2c", 2: "Kh Kd 2d", 3: "Qh Qd 3c", 4: "Jh Jd 4c"}, "Qs 2s 3d")
    play_all(rnd, (1, 2, 3, 4))
    lines = rnd.settlement_lines()
    assert lines[-1].stake_left == 0
    texts = [s.text for s in round_steps(rnd)]
    assert any("round over" in t for t in texts)
    last_seat = lines[-1].wager.seat
    assert all(ln.returned == ln.wager.amount for ln in lines if ln.wager.seat == last_seat)


def test_CG_3CP_08_bank_offered_after_every_two_hands() -> None:
    rot = rotation_after(CG, banker_seat=4, hands=2)
    assert rot.offer_due
    assert rot.next_offer() == (5, "P5")


def test_CG_3CP_09_cannot_make_full_play_surrenders_ante_and_bonus() -> None:
    rnd = dealt(paid_round(seats=(1,), ante=20, bonus=10), {1: "Ac Kd 2c"}, "Qs 2s 3d")
    with pytest.raises(Refusal, match="CG-3CP-09"):
        rnd.apply(BankedDecision(1, "P1", "play", 15))
    rnd.apply(BankedDecision(1, "P1", "surrender"))
    lines = lines_by(rnd)
    assert lines[(1, "ante")].collected == 20 and lines[(1, "bonus")].collected == 10


def test_CG_3CP_10_backline_bettor_plays_house_way_without_prompt() -> None:
    rnd = paid_round(seats=(2,))
    rnd.apply(wager(2, "ante", 10, bettor="Backer"))
    rnd.apply(wager(2, "play", 10, bettor="Backer"))
    assert rnd.hands[(2, "Backer")].house_way
    dealt(rnd, {2: "Ac 9d 2c"}, "Qs 2s Ad", up="Ad")
    assert [n.bettor for n in rnd.needs()] == ["P2"]
    with pytest.raises(Refusal, match="CG-3CP-10"):
        rnd.apply(BankedDecision(2, "Backer", "play", 10))


def test_CG_3CP_11_second_hand_is_house_way_with_play_before_the_deal() -> None:
    rnd = paid_round(seats=(1,))
    rnd.apply(BankedCollectionPaid(2, 1))
    rnd.apply(wager(2, "ante", 10, bettor="P1"))  # P1's second hand, on an empty-ish seat
    assert rnd.hands[(2, "P1")].house_way
    with pytest.raises(Refusal, match="CG-3CP-11"):
        rnd.apply(wager(2, "play", 5, bettor="P1"))
    rnd.apply(wager(2, "play", 10, bettor="P1"))
    assert rnd.hands[(2, "P1")].wagers == {"ante": 10, "play": 10}


@pytest.mark.parametrize(("up", "hand", "plays"), [
    ("Ad", "Ac 9d 2c", True), ("Ad", "Ac 8d 7c", False), ("Ad", "Kc Kh 3d", True),
    ("Qd", "Kc 5h 2d", True), ("Qd", "Qc 8h 7d", False), ("Jd", "2c 5h 7d", True),
])
def test_CG_3CP_12_house_way_threshold(up: str, hand: str, plays: bool) -> None:
    rnd = paid_round(seats=())
    rnd.apply(BankedCollectionPaid(1, 1))
    rnd.apply(wager(1, "ante", 10, bettor="Backer"))
    rnd.apply(wager(1, "play", 10, bettor="Backer"))
    rnd.apply(wager(1, "bonus", 5, bettor="Backer"))
    dealt(rnd, {1: hand}, f"{up} Ks 4h", up=up)
    lines = {ln.wager.name: ln for ln in rnd.settlement_lines()}
    if plays:
        assert lines["play"].result is not Result.NO_ACTION
    else:
        assert lines["play"].status is Status.RETURNED
        assert lines["ante"].collected == 10 and lines["bonus"].collected == 5


def test_CG_3CP_B00_bonus_needs_an_ante() -> None:
    rnd = new_round(CG)
    with pytest.raises(Refusal, match="CG-3CP-B00"):
        rnd.apply(wager(1, "bonus", 5))


def test_CG_3CP_B01_bonus_locked_once_the_first_card_is_out() -> None:
    rnd = paid_round(seats=(1, 2))
    rnd.apply(deal(1, "As Ks Qs"))
    with pytest.raises(Refusal, match="CG-3CP-B01"):
        rnd.apply(wager(2, "bonus", 5))


def test_CG_3CP_B02_bonus_no_larger_than_ante() -> None:
    rnd = paid_round(seats=(1,))
    with pytest.raises(Refusal, match="CG-3CP-B02"):
        rnd.apply(wager(1, "bonus", 15))
    rnd.apply(wager(1, "bonus", 10))


def test_CG_3CP_B03_bonus_within_posted_limit() -> None:
    rnd = paid_round(seats=(1,), ante=50)
    with pytest.raises(Refusal, match="CG-3CP-B03"):
        rnd.apply(wager(1, "bonus", 30))


def test_CG_3CP_B04_bonus_paid_only_as_far_as_the_stake_reaches() -> None:
    # stake 25: ante 10 + play 10 covered, $5 left for a $10 Bonus pair (1:1)
    rnd = dealt(paid_round(stake=25, seats=(1,), bonus=10), {1: "9c 9d 2c"}, "Qs 2s 3d")
    play_all(rnd, (1,))
    bonus = lines_by(rnd)[(1, "bonus")]
    assert (bonus.status, bonus.paid, bonus.returned) == (Status.PARTLY_COVERED, 5, 5)


def test_CG_3CP_B05_action_button_count() -> None:
    assert action_count(cards("7s 5s 3d")) == 15
    assert action_button((1, 2, 3, 4, 5, 6, 7), 7, 15, (1, 2, 3, 4, 5, 6)) == 3
    assert action_count(cards("Ks Qd Ah")) == 21
    assert action_button((1, 2, 3, 4, 5, 6, 7), 7, 21, (1, 2, 3, 4, 5, 6)) == 3
    assert action_button((1, 2, 3, 4, 5, 6, 7), 7, 15, (5, 6)) == 5  # no wager on 3 (AMB-08)
    assert action_button((1, 2, 3, 4, 5, 6, 7), 3, 1, (4,)) == 4  # seat after the P/D


def test_CG_3CP_B06_uncovered_wagers_returned_after_exhaustion() -> None:
    rnd = dealt(paid_round(stake=15, seats=(1, 2), bonus=5), {1: "9c 9d 2c", 2: "Tc Td 2h"},
                "Qs 2s 3d")
    play_all(rnd, (1, 2))
    lines = rnd.settlement_lines()
    first = lines[0].wager.seat
    statuses = [(ln.wager.seat, ln.wager.name, ln.status) for ln in lines]
    assert statuses[1] == (first, "play", Status.PARTLY_COVERED)
    assert all(s is Status.RETURNED for _seat, _n, s in statuses[2:])


@pytest.mark.parametrize(("hand", "paid"), [
    ("As Ks Qs", 1000), ("9h Th Jh", 200), ("4c 4d 4h", 150), ("9c Th Jd", 30),
    ("2d 7d 9d", 15), ("5c 5d 9h", 5), ("2c 7d 9h", 0),
])
def test_CG_3CP_B07a_bonus_pay_table(hand: str, paid: int) -> None:
    rnd = dealt(paid_round(stake=5000, seats=(1,), bonus=5), {1: hand}, "Qc 3c 2h")
    play_all(rnd, (1,))
    bonus = lines_by(rnd)[(1, "bonus")]
    assert bonus.paid == paid
    assert bonus.collected == (5 if paid == 0 else 0)


def test_CG_3CP_01_no_joker_in_the_deck() -> None:
    rnd = paid_round(seats=(1,))
    with pytest.raises(Refusal, match="no joker"):
        rnd.apply(deal(1, "Jk 2c 3c"))


def test_CG_3CP_03_banker_must_show_exactly_one_card() -> None:
    rnd = paid_round(seats=(1,))
    rnd.apply(deal(1, "2c 3c 5d"))
    with pytest.raises(Refusal, match="CG-3CP-03"):
        rnd.apply(deal(7, "Kd 7h 2s"))
