"""Differential tests against independent evaluators used only as test oracles.

treys for seven-card high (CG-HE-09: best five of seven), pokerkit for Omaha 8 (CG-O8-02/05/06)
and Stud 8 (HTP-S8-04). Every deal comes from a fixed seed, so a failure names a reproducible deal.
"""

from __future__ import annotations

import random

import pytest
from eval_helpers import sign, text, texts

from dealer_assist.evaluation import high, low8, omaha
from dealer_assist.evaluation.strength import STRAIGHT_FLUSH, category, pack

treys = pytest.importorskip("treys")
pokerkit = pytest.importorskip("pokerkit")

_ROYAL = pack(STRAIGHT_FLUSH, 14)


def _treys_class(ours: int) -> int:
    """Our category in treys' numbering: 0 royal, 1 straight flush ... 9 high card."""
    return 0 if ours == _ROYAL else 9 - category(ours)


def test_high7_same_winner_and_category_as_treys_CG_HE_09() -> None:
    """100,000 deals: two hands share a board; same winner (or tie) and same category as treys."""
    rng = random.Random(20261129)
    evaluator = treys.Evaluator()
    tcards = [treys.Card.new(text(c)) for c in range(52)]
    deck = list(range(52))
    for _ in range(100_000):
        d = rng.sample(deck, 9)
        board = d[4:]
        a, b = d[:2] + board, d[2:4] + board
        ours_a, ours_b = high.evaluate_codes(a), high.evaluate_codes(b)
        tb = [tcards[c] for c in board]
        theirs_a = evaluator.evaluate([tcards[d[0]], tcards[d[1]]], tb)
        theirs_b = evaluator.evaluate([tcards[d[2]], tcards[d[3]]], tb)
        assert sign(ours_a - ours_b) == sign(theirs_b - theirs_a), texts(d)  # treys: lower wins
        assert _treys_class(ours_a) == evaluator.get_rank_class(theirs_a), texts(a)


def test_omaha8_high_and_low_match_pokerkit_CG_O8_06_PGP_O8_01() -> None:
    """Two Omaha 8 hands on one board of 3, 4 or 5 cards: same high winner, same low winner."""
    rng = random.Random(8)
    high_hand = pokerkit.OmahaHoldemHand
    low_hand = pokerkit.OmahaEightOrBetterLowHand
    for i in range(2_400):
        d = rng.sample(range(52), 11 + i % 3)
        board = d[8:]
        hole_a, hole_b = d[:4], d[4:8]
        hi_a, lo_a = omaha.hilo_codes(hole_a, board)
        hi_b, lo_b = omaha.hilo_codes(hole_b, board)
        pk_hi_a = high_hand.from_game(texts(hole_a), texts(board))
        pk_hi_b = high_hand.from_game(texts(hole_b), texts(board))
        pk_lo_a = low_hand.from_game_or_none(texts(hole_a), texts(board))
        pk_lo_b = low_hand.from_game_or_none(texts(hole_b), texts(board))
        assert sign(hi_a - hi_b) == _pk_sign(pk_hi_a, pk_hi_b), texts(d)
        assert (lo_a is None) == (pk_lo_a is None), texts(d)
        assert (lo_b is None) == (pk_lo_b is None), texts(d)
        if lo_a is not None and lo_b is not None:
            assert sign(lo_a - lo_b) == _pk_sign(pk_lo_a, pk_lo_b), texts(d)


def test_stud8_high_and_low_match_pokerkit_HTP_S8_04() -> None:
    """Two Stud 8 hands of seven cards each: same high winner and same low winner (or no low)."""
    rng = random.Random(7)
    high_hand = pokerkit.StandardHighHand
    low_hand = pokerkit.EightOrBetterLowHand
    for _ in range(2_000):
        d = rng.sample(range(52), 14)
        a, b = d[:7], d[7:]
        pk_lo = [low_hand.from_game_or_none(texts(x)) for x in (a, b)]
        lows = [low8.evaluate_codes(x) for x in (a, b)]
        assert [lo is None for lo in lows] == [p is None for p in pk_lo], texts(d)
        if lows[0] is not None and lows[1] is not None:
            assert sign(lows[0] - lows[1]) == _pk_sign(pk_lo[0], pk_lo[1]), texts(d)
        pk_hi = [high_hand.from_game(texts(x)) for x in (a, b)]
        ours = high.evaluate_codes(a) - high.evaluate_codes(b)
        assert sign(ours) == _pk_sign(pk_hi[0], pk_hi[1]), texts(d)


def _pk_sign(x: object, y: object) -> int:
    """+1 if pokerkit ranks ``x`` better, -1 if worse, 0 if equal (its hands order by strength)."""
    if x == y:
        return 0
    return 1 if x > y else -1  # type: ignore[operator]
