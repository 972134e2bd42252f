"""Banked games offer only what they accept (issue 16): in random Three Card Poker rounds (CG and
HTP), every option a "decide" step offers is accepted with the amount its words name, and a
refused decision changes nothing. Banked steps offer choices, not amounts: the amount of a Play
or Call is the Ante (CG-3CP-04b, HTP-3CP-06), of a fold or surrender nothing (CG-3CP-09)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from banked_helpers import config, new_round
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.cards import STANDARD_CARDS
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankedCardsDealt,
    BankedCollectionPaid,
    BankedDecision,
    BankedWagerPlaced,
)

sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))
from test_properties import snapshot

CG = config("CG", "three_card_poker", pdr_enabled=False, collection_amount=1)
HTP = config("HTP", "three_card_poker", pdr_enabled=False)


@settings(max_examples=60, deadline=None)
@given(deck=st.permutations(STANDARD_CARDS), antes=st.lists(st.integers(1, 60), min_size=1,
                                                            max_size=6),
       cg=st.booleans(), seed=st.integers(0, 2**32 - 1))
def test_every_offered_decision_is_accepted_and_a_refusal_changes_nothing(
        deck: list, antes: list[int], cg: bool, seed: int) -> None:  # type: ignore[type-arg]
    rng = random.Random(seed)
    ante_name = "ante" if cg else "base"
    rnd = new_round(CG if cg else HTP, banker=7, button=7, stake=1000)
    for seat, amount in enumerate(antes, start=1):
        if cg:
            rnd.apply(BankedCollectionPaid(seat, 1))
        rnd.apply(BankedWagerPlaced(seat, f"P{seat}", ante_name, amount))
    cards = iter(deck)
    for need in rnd.game_needs():  # the deal the wagers call for
        three = (next(cards), next(cards), next(cards))
        rnd.apply(BankedCardsDealt(need.seat or 0, three, three[:1] if cg and need.seat == 7
                                   else ()))
    decided = 0
    while decide := [n for n in rnd.needs() if n.kind == "decide"]:
        need = decide[0]
        ante = rnd.hands[(need.seat or 0, need.bettor)].wagers[ante_name]
        offered = [BankedDecision(need.seat or 0, need.bettor, option,
                                  ante if option in ("play", "call") else 0)
                   for option in need.options]
        for decision in offered:
            rnd.copy().apply(decision)  # accepted: no Refusal
        wrong = BankedDecision(need.seat or 0, rng.choice([need.bettor, "nobody"]),
                               rng.choice([*need.options, "raise", "hit"]),
                               rng.choice([0, ante + 1, max(0, ante - 1), 10**6]))
        before = snapshot(rnd)
        try:
            rnd.apply(wrong)
        except Refusal:
            assert snapshot(rnd) == before, f"refused {wrong} changed the round"
        else:
            decided += 1  # the random decision was a legal one: the round went on with it
            continue
        rnd.apply(rng.choice(offered))
        decided += 1
    assert decided or not antes
