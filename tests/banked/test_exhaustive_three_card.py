"""Every Three Card Poker hand against a fixed banker hand, through the engine's settlement."""

from __future__ import annotations

from itertools import combinations

import pytest
from banked_helpers import cards, config, deal, new_round, wager

from dealer_assist.cards import STANDARD_CARDS
from dealer_assist.engine.games.banked import BankedCollectionPaid, BankedDecision, Result, Status
from dealer_assist.engine.games.banked.three_card_poker import bonus_hand
from dealer_assist.evaluation import three_card as tc

CG = config("CG", "three_card_poker", pdr_enabled=False, collection_amount=1)
BONUS = {"royal_flush": 200, "straight_flush": 40, "three_of_a_kind": 30, "straight": 6,
         "flush": 3, "pair": 1}


@pytest.mark.parametrize("banker_text", ["Qd 7h 2s", "Jd 9h 4s"])
def test_every_three_card_hand_against_a_fixed_banker(banker_text: str) -> None:
    banker = cards(banker_text)
    rnd = new_round(CG, stake=10_000)
    rnd.apply(BankedCollectionPaid(1, 1))
    for name, amount in (("ante", 10), ("bonus", 5)):
        rnd.apply(wager(1, name, amount))
    rnd.apply(deal(1, "2c 3c 4c"))
    rnd.apply(deal(7, banker_text, banker_text.split()[0]))
    rnd.apply(BankedDecision(1, "P1", "play", 10))
    bank = tc.evaluate(banker)
    qualifies = tc.dealer_qualifies(bank)
    rest = [c for c in STANDARD_CARDS if c not in banker]
    seen = 0
    for hand in combinations(rest, 3):
        rnd.cards[1] = list(hand)
        lines = {ln.wager.name: ln for ln in rnd.settlement_lines()}
        player = tc.evaluate(hand)
        expected = Result.WIN if player > bank else Result.LOSE if player < bank else Result.PUSH
        if not qualifies:
            assert lines["ante"].paid == 10 and lines["play"].status is Status.RETURNED
        else:
            assert lines["ante"].result is expected and lines["play"].result is expected
        name = bonus_hand(player)
        assert lines["bonus"].paid == (5 * BONUS[name] if name else 0)
        assert lines["bonus"].collected == (0 if name else 5)
        assert all(ln.status in (Status.COVERED, Status.RETURNED) for ln in lines.values())
        seen += 1
    assert seen == 18_424  # C(49, 3): every hand the banker does not hold
