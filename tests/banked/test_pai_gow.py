"""CG Pai Gow Poker rows (catalogue 5.5 and CG-PAI-01/01b/02 of 1.4)."""

from __future__ import annotations

import random

import pytest
from banked_helpers import SEATS, cards, config, deal, lines_by, new_round, rotation_after

from dealer_assist.cards import ALL_CARDS
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankedCardsDealt,
    BankedDiceShaken,
    BankedHandSet,
    BankedRound,
    BankedWagerPlaced,
    Result,
    Status,
)
from dealer_assist.engine.games.banked.order import dice_position
from dealer_assist.engine.games.banked.procedure import round_steps
from dealer_assist.evaluation import pai_gow as pg

PG = config("CG", "pai_gow", pdr_enabled=False, coverage="partial_then_returned")
HANDS = {  # seat 1 beats both banker hands, seat 2 loses both
    1: ("Tc Td", "Ac Ad As 5h 3h"),
    2: ("2c 3c", "4d 5d 6h 8c Th"),
    7: ("9s 9h", "Kc Kd 4c 3d 2s"),
}


def round_(seats: tuple[int, ...] = (1, 2), stake: int = 1000, dice: tuple[int, ...] = (1, 1, 6),
           amount: int = 50) -> BankedRound:
    rnd = new_round(PG, banker=7, stake=stake)
    for s in seats:
        rnd.apply(BankedWagerPlaced(s, f"P{s}", "wager", amount))
    rnd.apply(BankedDiceShaken(dice, pile=1))
    return rnd


def deal_and_set(rnd: BankedRound, hands: dict[int, tuple[str, str]]) -> BankedRound:
    while rnd.needs() and rnd.needs()[0].kind == "deal":
        seat = rnd.needs()[0].seat or 0
        front, back = hands[seat]
        rnd.apply(deal(seat, f"{front} {back}"))
    while rnd.needs():
        seat = rnd.needs()[0].seat or 0
        front, back = hands[seat]
        rnd.apply(BankedHandSet(seat, cards(front), cards(back)))
    return rnd


def test_CG_PAI_01_joker_limited_to_ace_or_completing() -> None:
    back = pg.evaluate_back(cards("Kc Kd Qh Js 3c Jk"))
    assert back == pg.evaluate_back(cards("Kc Kd Qh Js Ac"))  # pair of kings, the joker an ace
    straight = pg.evaluate_back(cards("9c Td Jh Qs Jk"))
    assert straight == pg.evaluate_back(cards("9c Td Jh Qs Kd"))


def test_CG_PAI_01b_fully_wild_switch() -> None:
    wild = pg.evaluate_back(cards("Kc Kd Qh Js 3c Jk"), pg.JokerRule.WILD)
    assert "Three" in pg.label(wild)
    assert config("CG", "pai_gow", joker_wild=True).joker_wild


def test_CG_PAI_02_five_aces_beat_a_royal() -> None:
    assert pg.evaluate_back(cards("Ac Ad Ah As Jk")) > pg.evaluate_back(cards("Ah Kh Qh Jh Th"))


def test_CG_PAI_03_house_dealer_has_no_hand() -> None:
    rnd = deal_and_set(round_(), HANDS)
    assert set(rnd.cards) == {1, 2, 7}  # players and the P/D only


def test_CG_PAI_04_seven_cards_to_each_hand_action_pile_recorded() -> None:
    rnd = round_()
    assert rnd.pile == 1
    assert all(n.count == 7 for n in rnd.needs())
    with pytest.raises(Refusal, match="CG-PAI-04"):
        rnd = new_round(PG, banker=7)
        rnd.apply(BankedWagerPlaced(1, "P1", "wager", 10))
        rnd.apply(BankedDiceShaken((1, 2, 3), pile=9))


@pytest.mark.parametrize(("total", "position"), [(8, 7), (15, 7), (1, 7), (10, 5), (18, 4)])
def test_CG_PAI_05_dice_count_from_the_banker(total: int, position: int) -> None:
    assert dice_position(SEATS, 7, total) == position


def test_CG_PAI_05_action_pile_goes_to_dice_position_first() -> None:
    rnd = round_(seats=(1, 5), dice=(3, 3, 4))  # 10 -> position 3 -> seat 5
    assert rnd.needs()[0].seat == 5 and "action pile" in rnd.needs()[0].text


def test_CG_PAI_06_back_must_outrank_front() -> None:
    rnd = round_()
    for seat in (7, 1, 2):  # dice 8: the banker takes the action pile
        rnd.apply(deal(seat, " ".join(HANDS[seat])))
    with pytest.raises(Refusal, match="CG-PAI-06"):
        rnd.apply(BankedHandSet(1, cards("Ac Ad"), cards("Tc Td As 5h 3h")))
    assert pg.is_valid_setting(pg.Setting(cards("Kd Qh"), cards("2c 2d 5h 7s 9c")))


def test_CG_PAI_06_setting_validity_random_hands() -> None:
    """The engine accepts a random setting exactly when its back outranks its front."""
    rng = random.Random(6)
    deck = list(ALL_CARDS[:53])  # 52 cards and one joker (CG-PAI-01)
    accepted = refused = 0
    for _ in range(150):
        seven = rng.sample(deck, 7)
        rnd = new_round(PG, banker=7)
        rnd.apply(BankedWagerPlaced(1, "P1", "wager", 10))
        rnd.apply(BankedDiceShaken((2, 2, 4)))  # 8: the banker's pile first
        rest = [c for c in deck if c not in seven]
        rnd.apply(BankedCardsDealt(7, tuple(rest[:7])))
        rnd.apply(BankedCardsDealt(1, tuple(seven)))
        for _ in range(5):
            rng.shuffle(seven)
            front, back = tuple(seven[:2]), tuple(seven[2:])
            valid = pg.is_valid_setting(pg.Setting(front, back))
            assert rnd.can(BankedHandSet(1, front, back)) is valid
            accepted += valid
            refused += not valid
    assert accepted and refused


def test_CG_PAI_07_both_higher_wins_split_pushes_both_lower_loses() -> None:
    rnd = deal_and_set(round_(seats=(1, 2, 3)), {**HANDS, 3: ("Jc Jh", "Qc Qd 5c 6s 8d")})
    lines = lines_by(rnd)
    assert lines[(1, "wager")].result is Result.WIN
    assert lines[(2, "wager")].result is Result.LOSE
    assert lines[(3, "wager")].result is Result.PUSH


def test_CG_PAI_08_copies_favour_the_banker() -> None:
    assert pg.compare_settings(pg.Setting(cards("9c 9d"), cards("Kh Ks 4h 3h 2h")),
                               pg.Setting(cards("9s 9h"), cards("Kc Kd 4c 3d 2s"))) \
        is pg.Outcome.BANKER_WINS
    assert pg.compare_settings(pg.Setting(cards("Tc Td"), cards("Kh Ks 4h 3h 2h")),
                               pg.Setting(cards("9s 9h"), cards("Kc Kd 4c 3d 2s"))) \
        is pg.Outcome.PUSH


def test_CG_PAI_09_two_hands_in_a_row_then_offered() -> None:
    rot = rotation_after(PG, banker_seat=2, hands=2)
    assert rot.offer_due and rot.next_offer() == (3, "P3")


def test_CG_PAI_10_wins_paid_even_money_from_the_banker_stake() -> None:
    rnd = deal_and_set(round_(seats=(1,), amount=50), HANDS)
    line = lines_by(rnd)[(1, "wager")]
    assert (line.paid, line.stake_left, line.status) == (50, 950, Status.COVERED)
    assert any("Compare in this order" in s.text for s in round_steps(rnd))
