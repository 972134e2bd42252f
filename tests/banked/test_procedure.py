"""The dealer's steps at a banked table (section 5 common model): wagers, deal, decisions,
the banker's hand, the comparison order, coverage, results, payouts and the stake left."""

from __future__ import annotations

import pytest
from banked_helpers import config, deal, new_round, settle_all, wager

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankedCollectionPaid,
    BankedDecision,
    BankedRoundEnded,
    BankedWagerPlaced,
)
from dealer_assist.engine.games.banked.procedure import round_steps

CG = config("CG", "three_card_poker", pdr_enabled=False, collection_amount=2)


def test_procedure_walks_a_cg_round_from_wagers_to_the_end() -> None:
    rnd = new_round(CG, stake=25)
    kinds = [s.kind for s in round_steps(rnd)]
    assert kinds == ["collect", "wager", "end"]  # nobody dealt in yet: no deal possible
    rnd.apply(BankedCollectionPaid(1, 2))
    rnd.apply(wager(1, "ante", 10))
    rnd.apply(wager(2, "ante", 10))
    steps = round_steps(rnd)  # CG-3CP-02: a paid collection is no longer asked for (seat 2,
    # unpaid, is not dealt in: no collection, no cards)
    assert [s.kind for s in steps] == ["collect", "wager", "deal"]
    assert "pays" not in " ".join(s.text for s in steps)
    rnd.apply(BankedCollectionPaid(2, 2))
    assert [s.kind for s in round_steps(rnd)] == ["collect", "wager", "deal"]
    for seat, text in ((1, "Ac Ad 2c"), (2, "Kh Kd 2d")):
        rnd.apply(deal(seat, text))
    assert round_steps(rnd)[0].text.startswith("Deal three cards to the banker (one face up")
    rnd.apply(deal(7, "Qs 2s 3d", "Qs"))
    assert [s.kind for s in round_steps(rnd)] == ["decide", "decide"]
    for s in (1, 2):
        rnd.apply(BankedDecision(s, f"P{s}", "play", 10))
    steps = round_steps(rnd)
    assert steps[0].kind == "qualify" and "qualifies" in steps[0].text
    assert steps[1].kind == "order" and steps[1].text.startswith("Compare in this order: seat")
    settle = [s.text for s in steps if s.kind == "settle"]
    assert len(settle) == 4
    assert "covered, win: pay $10; banker's stake left $15" in settle[0]
    assert "partly covered ($5), win: pay $5, return $5; banker's stake left $0" in settle[2]
    assert "returned (no action): return $10" in settle[3]
    assert any("stake is spent" in s.text for s in steps)
    with pytest.raises(Refusal, match="CG-3CP-07"):
        rnd.apply(BankedRoundEnded(1))
    settle_all(rnd)
    assert round_steps(rnd)[-1].kind == "end"
    rnd.apply(BankedRoundEnded(1))
    assert rnd.phase == "ended"


def test_procedure_dead_htp_hand_gets_its_rake_back() -> None:
    htp = config("HTP", "three_card_poker", pdr_enabled=False, rake_mode="all_players",
                 rake_amount=1)
    rnd = new_round(htp, banker=2, button=3, stake=20)
    for s in (3, 4):
        rnd.apply(BankedCollectionPaid(s, 1))
        rnd.apply(BankedWagerPlaced(s, f"P{s}", "base", 10))
    for seat, text in ((4, "Kc Kd 9c"), (2, "Qs 4h 2c"), (3, "Ac Ad 9h")):
        rnd.apply(deal(seat, text))
    for s in (3, 4):
        rnd.apply(BankedDecision(s, f"P{s}", "call", 10))
    texts = [s.text for s in round_steps(rnd)]
    assert "Seat 4's hand is dead: give back its rake $1" in texts


def test_htp_pair_plus_waits_for_the_room_posted_table() -> None:
    rnd = new_round(config("HTP", "three_card_poker", pdr_enabled=False), banker=2, button=3)
    rnd.apply(BankedWagerPlaced(3, "P3", "base", 10))
    with pytest.raises(Refusal, match="HTP-3CP-12"):
        rnd.apply(BankedWagerPlaced(3, "P3", "pair_plus", 5))


def test_hot_action_natural_without_a_room_payout_is_not_invented() -> None:
    hab = config("CG", "hot_action_blackjack", pdr_enabled=False, action_start="dealer_button")
    rnd = new_round(hab, banker=7)
    rnd.apply(BankedWagerPlaced(1, "P1", "wager", 10))
    rnd.apply(deal(1, "Ac Kd"))
    rnd.apply(deal(7, "Th 7s"))
    assert rnd.phase == "settling"
    assert "Gaps: Hot Action" in round_steps(rnd)[0].text


@pytest.mark.parametrize(("house", "game", "room", "prefix"), [
    ("CG", "three_card_poker", {"collection_amount": 2}, "CG-3CP-"),
    ("HTP", "three_card_poker", {}, "HTP-3CP-"),
    ("HTP", "two_card_poker", {}, "HTP-2CP-"),
    ("HTP", "florida_holdem", {}, "HTP-FLH-"),
    ("CG", "pai_gow", {"coverage": "partial_then_returned"}, "CG-PAI-"),
    ("CG", "hot_action_blackjack", {"action_start": "dealer_button"}, "CG-HAB-"),
])
def test_CG_3CP_02_HTP_2CP_03_CG_HAB_07_each_game_cites_its_own_wager_rules(
        house: str, game: str, room: dict[str, object], prefix: str) -> None:
    """The wager step cites the game's own rows (CG-3CP-02, HTP-3CP-03, HTP-2CP-03,
    HTP-FLH-03, CG-PAI-03, CG-HAB-07), never another game's (K13 is Three Card Poker's)."""
    rnd = new_round(config(house, game, pdr_enabled=False, **room))
    [step] = [s for s in round_steps(rnd) if s.kind == "wager"]
    assert step.rule_ids and all(r.startswith(prefix) for r in step.rule_ids), step.rule_ids
