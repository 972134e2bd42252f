"""What the banked dealer screen asks the engine (issue 22: the screen only shows): who may bet
the backline, the money a decision adds, the collection or rake still owed, the face-up cards.

Each answer is checked at its rule's edges, and every amount the engine offers is one its own
check then accepts (a screen button never sends a refused amount).
"""

from __future__ import annotations

import pytest
from banked_helpers import config, deal, new_round, wager

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankedBoardDealt,
    BankedCollectionPaid,
    BankedDecision,
    BankedNoBackline,
    BankedRound,
    BankedWagerPlaced,
)
from dealer_assist.engine.games.banked.state import Need

CG_3CP = config("CG", "three_card_poker", pdr_enabled=False, collection_amount=1)
HTP_3CP = config("HTP", "three_card_poker", pdr_enabled=False, table_min=5, table_max=100,
                 pay_tables={"pair_plus": {"pair": (1, 1)}}, rake_mode="all_but_banker",
                 rake_amount=1)
TWO = config("HTP", "two_card_poker", pdr_enabled=False, table_min=5, table_max=100,
             pay_tables={"bonus": {"pair": (5, 1)}})
FLH = config("HTP", "florida_holdem", pdr_enabled=False, table_min=5, table_max=100,
             pay_tables={"blind": {"straight": (1, 1)}, "trips": {"flush": (7, 1)}})
HAB = config("CG", "hot_action_blackjack", pdr_enabled=False, action_start="dealer_button",
             table_min=5, table_max=200)
SEATED = {1: "P1", 2: "P2", 3: "P3", 7: "P7"}  # P7 banks


def offered_and_accepted(rnd: BankedRound, need: Need, option: str) -> tuple[int, ...]:
    """The amounts the engine offers for ``option``; each one passes its own check."""
    amounts = rnd.decision_amounts(need, option)
    for amount in amounts:
        trial = rnd.copy()
        trial.apply(BankedDecision(need.seat or 0, need.bettor, option, amount, hand=need.hand))
    return amounts


# ----------------------------------------------------------------- backline


def test_CG_3CP_10_backline_bettors_are_the_other_seated_players() -> None:
    rnd = new_round(CG_3CP, banker=7)
    assert rnd.takes_backline()
    assert rnd.backline_bettors(SEATED, 2) == ["P1", "P3"]  # not seat 2's own player
    assert rnd.backline_bettors({**SEATED, 4: ""}, 1) == ["P2", "P3"]  # an empty seat bets nothing


def test_CG_3CP_10_no_backline_where_the_game_has_none() -> None:
    rnd = new_round(HTP_3CP, banker=7)  # HTP's designated-player game: one hand per seat
    assert not rnd.takes_backline()
    assert rnd.backline_bettors(SEATED, 2) == []


def test_CG_3CP_10_backline_closes_with_the_first_card() -> None:
    rnd = new_round(CG_3CP, banker=7)
    rnd.apply(BankedCollectionPaid(1, 1))
    rnd.apply(wager(1, "ante", 10))
    rnd.apply(deal(1, "As Ks Qs"))
    assert rnd.backline_bettors(SEATED, 2) == []  # wagers close at the deal (CG-3CP-B01)


def test_CG_HAB_09_a_shared_spot_takes_backline_bettors() -> None:
    rnd = new_round(HAB, banker=7)
    assert rnd.takes_backline()
    assert rnd.backline_bettors(SEATED, 3) == ["P1", "P2"]


def test_CG_HAB_11_a_refusal_closes_that_spot_only() -> None:
    rnd = new_round(HAB, banker=7)
    rnd.apply(BankedNoBackline(2, "P2"))
    assert rnd.backline_bettors(SEATED, 2) == []
    assert rnd.backline_bettors(SEATED, 3) == ["P1", "P2"]
    with pytest.raises(Refusal, match="CG-HAB-11"):
        rnd.apply(BankedWagerPlaced(2, "P1", "wager", 10))


def test_CG_HAB_21_the_banker_is_never_offered_a_backline_bet() -> None:
    rnd = new_round(HAB, banker=7)
    for seat in (1, 2, 3):
        assert "P7" not in rnd.backline_bettors(SEATED, seat)
    with pytest.raises(Refusal, match="CG-HAB-21"):
        rnd.apply(BankedWagerPlaced(2, "P7", "wager", 10))


# ----------------------------------------------------------------- decision amounts


def test_CG_3CP_04b_the_play_equals_the_ante_and_a_fold_adds_nothing() -> None:
    rnd = new_round(CG_3CP, banker=7)
    rnd.apply(BankedCollectionPaid(1, 1))
    rnd.apply(wager(1, "ante", 10))
    rnd.apply(deal(1, "As Ks Qs"))
    rnd.apply(deal(7, "2c 3d 9h", "9h"))
    need = rnd.needs()[0]
    assert offered_and_accepted(rnd, need, "play") == (10,)
    assert offered_and_accepted(rnd, need, "fold") == (0,)
    with pytest.raises(Refusal, match="CG-3CP-04b"):
        rnd.apply(BankedDecision(1, "P1", "play", 5))


def test_HTP_3CP_06_the_call_equals_the_base() -> None:
    rnd = new_round(HTP_3CP, banker=7, button=7)
    rnd.apply(wager(1, "base", 15))
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, "As Ks Qs" if need.seat == 1 else "2c 3d 9h"))
    assert offered_and_accepted(rnd, rnd.needs()[0], "call") == (15,)


def test_HTP_2CP_07_the_call_equals_the_base() -> None:
    rnd = new_round(TWO, banker=2, button=3)
    rnd.apply(wager(3, "base", 20))
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, "As Ks Qs Js" if need.seat == 3 else "2c 3d 9h 8h"))
    need = rnd.needs()[0]
    assert rnd.decision_amounts(need, "call") == (20,)  # with two cards kept (checked in play)
    assert rnd.game.call_keeps == 2


def test_HTP_FLH_05_06_07_play_amounts_by_street() -> None:
    rnd = new_round(FLH, banker=2, button=3)
    rnd.apply(wager(3, "ante", 5))
    rnd.apply(wager(3, "blind", 5))
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, "As Ks" if need.seat == 3 else "2c 2d"))
    need = rnd.needs()[0]
    assert offered_and_accepted(rnd, need, "play") == (15, 20)  # 3 or 4 times (HTP-FLH-05)
    assert offered_and_accepted(rnd, need, "check") == (0,)
    rnd.apply(BankedDecision(3, "P3", "check"))
    rnd.apply(BankedBoardDealt(deal(0, "Qh Jh 3c").cards))
    assert offered_and_accepted(rnd, rnd.needs()[0], "play") == (10,)  # twice (HTP-FLH-06)
    rnd.apply(BankedDecision(3, "P3", "check"))
    rnd.apply(BankedBoardDealt(deal(0, "4d 9s").cards))
    assert offered_and_accepted(rnd, rnd.needs()[0], "play") == (5,)  # once (HTP-FLH-07)


def test_CG_HAB_D1_S1_a_double_or_split_puts_up_the_controlling_bet_again() -> None:
    rnd = new_round(HAB, banker=7)
    rnd.apply(BankedWagerPlaced(2, "P2", "wager", 50))
    rnd.apply(BankedWagerPlaced(2, "P1", "wager", 30))
    rnd.apply(deal(2, "8c 8d"))
    rnd.apply(deal(7, "Th 7s"))
    need = rnd.needs()[0]
    assert need.bettor == "P2"  # the most money controls (CG-HAB-10)
    assert offered_and_accepted(rnd, need, "double") == (50,)
    assert offered_and_accepted(rnd, need, "split") == (50,)
    assert offered_and_accepted(rnd, need, "stand") == (0,)
    rnd.apply(BankedDecision(2, "P2", "double", 50))
    offers = rnd.match_offers()
    assert [(o.bettor, o.move, o.own) for o in offers] == [("P1", "double", 30)]


# ----------------------------------------------------------------- charges and cards


def test_CG_3CP_02_every_seated_player_but_the_banker_owes_the_collection() -> None:
    rnd = new_round(CG_3CP, banker=7, players={1: "P1", 2: "P2", 7: "P7"})
    assert rnd.charges_due() == {1: 1, 2: 1}
    rnd.apply(BankedCollectionPaid(1, 1))
    assert rnd.charges_due() == {2: 1}


def test_HTP_3CP_16_the_disclosed_rake_mode_names_who_pays() -> None:
    rnd = new_round(HTP_3CP, banker=7, players={1: "P1", 2: "P2", 7: "P7"})
    assert rnd.charges_due() == {1: 1, 2: 1}  # all but the banker
    rnd.apply(wager(1, "base", 10))
    rnd.apply(BankedCollectionPaid(1, 1))
    for need in rnd.first_needs():
        rnd.apply(deal(need.seat or 0, "As Ks Qs" if need.seat == 1 else "2c 3d 9h"))
    assert rnd.charges_due() == {}  # nothing is charged once the cards are out


def test_CG_HAB_22_every_card_shows_but_the_banker_hole_card() -> None:
    rnd = new_round(HAB, banker=7)
    rnd.apply(BankedWagerPlaced(2, "P2", "wager", 10))
    rnd.apply(deal(2, "8c 9d"))
    rnd.apply(deal(7, "Th 7s"))
    assert [c.text for c in rnd.face_up_cards(2)] == ["8c", "9d"]
    assert [c.text for c in rnd.face_up_cards(7)] == ["Th"]
    three = new_round(CG_3CP, banker=7)
    three.apply(BankedCollectionPaid(1, 1))
    three.apply(wager(1, "ante", 10))
    three.apply(deal(1, "As Ks Qs"))
    three.apply(deal(7, "2c 3d 9h", "9h"))
    assert three.face_up_cards(1) == []  # player cards face down (CG-3CP-03)
    assert [c.text for c in three.face_up_cards(7)] == ["9h"]


@pytest.mark.parametrize(("mode", "due"), [("all_players", {1: 1, 2: 1, 7: 1}),
                                           ("all_but_banker", {1: 1, 2: 1}),
                                           ("banker_only", {7: 1})])
def test_HTP_3CP_16_each_rake_mode_charges_its_payers(mode: str, due: dict[int, int]) -> None:
    cfg = config("HTP", "three_card_poker", pdr_enabled=False, table_min=5, table_max=100,
                 rake_mode=mode, rake_amount=1)
    assert new_round(cfg, banker=7, players={1: "P1", 2: "P2", 7: "P7"}).charges_due() == due


def test_CG_3CP_03_the_need_says_which_of_the_banker_cards_go_face_up() -> None:
    rnd = new_round(CG_3CP, banker=7)
    rnd.apply(BankedCollectionPaid(1, 1))
    rnd.apply(wager(1, "ante", 10))
    needs = {n.seat: n for n in rnd.first_needs()}
    assert (needs[7].count, needs[7].face_up) == (3, 1)  # two down, one up
    assert needs[1].face_up == 0  # player cards face down
    htp = new_round(HTP_3CP, banker=7, button=7)
    htp.apply(wager(1, "base", 10))
    assert all(n.face_up == 0 for n in htp.first_needs())  # HTP-3CP-01: all down


# ----------------------------------------------------------------- cards due (the demo deck)


def test_CG_3CP_03_cards_due_follow_the_deal_then_stop_at_the_decisions() -> None:
    """What a demo deck or shoe is asked for (``cards_due``): nothing before a wager, then
    each seat's three cards (CG-3CP-03), the banker's last; none once play moves to the
    decisions. A wrong count is still the engine's to refuse."""
    rnd = new_round(CG_3CP, banker=7)
    assert rnd.cards_due() == 0  # nobody is dealt in yet
    rnd.apply(BankedCollectionPaid(1, 1))
    rnd.apply(wager(1, "ante", 10))
    assert rnd.cards_due() == 3
    with pytest.raises(Refusal):
        rnd.copy().apply(deal(1, "As Ks"))
    rnd.apply(deal(1, "As Ks Qs"))
    assert rnd.cards_due() == 3  # the banker: two down, one up
    rnd.apply(deal(7, "2c 3d 4h", "4h"))
    need = rnd.next_need()
    assert need is not None and need.kind not in ("deal", "draw", "board")
    assert rnd.cards_due() == 0 and need.cards_due == 0


def test_a_card_need_of_no_count_is_one_card_at_a_time() -> None:
    """CG-HAB-17: the Hot Action P/D's cards come one at a time (a need's count of 0)."""
    assert Need("deal", "P/D's up card", seat=7).cards_due == 1
    assert Need("board", "the flop", count=3).cards_due == 3
    assert Need("decide", "play or fold", seat=1, count=3).cards_due == 0
