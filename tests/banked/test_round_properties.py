"""Whole Three Card Poker rounds from random shuffles: the ledger's promises hold in play."""

from __future__ import annotations

from banked_helpers import config, new_round
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.cards import STANDARD_CARDS
from dealer_assist.engine.games.banked import (
    BankedCardsDealt,
    BankedCollectionPaid,
    BankedDecision,
    BankedWagerPlaced,
    Status,
)

CG = config("CG", "three_card_poker", pdr_enabled=False, collection_amount=1)
HTP = config("HTP", "three_card_poker", pdr_enabled=False,
             pay_tables={"pair_plus": {"pair": (1, 1), "flush": (4, 1), "straight": (6, 1),
                                       "three_of_a_kind": (30, 1), "straight_flush": (40, 1)}})


@settings(max_examples=60, deadline=None)
@given(
    deck=st.permutations(STANDARD_CARDS),
    stake=st.integers(1, 400),
    antes=st.lists(st.integers(1, 60), min_size=1, max_size=6),
    folds=st.lists(st.booleans(), min_size=6, max_size=6),
    cg=st.booleans(),
)
def test_random_rounds_keep_the_ledger_promises(
    deck: list, stake: int, antes: list[int], folds: list[bool], cg: bool  # type: ignore[type-arg]
) -> None:
    cfg = CG if cg else HTP
    ante, play, side = ("ante", "play", "bonus") if cg else ("base", "call", "pair_plus")
    rnd = new_round(cfg, banker=7, button=7, stake=stake)
    seats = list(range(1, len(antes) + 1))
    for seat, amount in zip(seats, antes, strict=True):
        if cg:
            rnd.apply(BankedCollectionPaid(seat, 1))
        rnd.apply(BankedWagerPlaced(seat, f"P{seat}", ante, amount))
        rnd.apply(BankedWagerPlaced(seat, f"P{seat}", side, max(1, amount // 2)))
    it = iter(deck)
    for need in rnd.first_needs():
        three = (next(it), next(it), next(it))
        up = three[:1] if cg and need.seat == 7 else ()
        rnd.apply(BankedCardsDealt(need.seat or 0, three, up))
    for need in rnd.needs():
        amount = rnd.hands[(need.seat or 0, need.bettor)].wagers[ante]
        stays = not folds[(need.seat or 1) - 1]
        rnd.apply(BankedDecision(need.seat or 0, need.bettor, play if stays else "fold",
                                 amount if stays else 0))
    lines = rnd.settlement_lines()
    total_in = sum(h.total for h in rnd.hands.values())
    assert sum(ln.wager.amount for ln in lines) == total_in
    assert sum(ln.paid for ln in lines) <= stake and sum(ln.collected for ln in lines) <= stake
    banker_after = stake + sum(ln.collected - ln.paid for ln in lines)
    assert total_in + stake == sum(ln.back_to_player for ln in lines) + banker_after
    assert all(ln.status in set(Status) for ln in lines)
    if not cg:
        assert not any(ln.status is Status.PARTLY_COVERED for ln in lines)
