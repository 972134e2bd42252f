"""Showdown values for the flop games, from the evaluators (catalogue 1.1-1.3).

Hold'em plays the best five of the seven cards (the board may play, CG-HE-09); Omaha uses
exactly two hole cards and three board cards (1.2). In hi-lo the low must be 8 or better
(CG-O8-05, PGP-LOW-02).
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer_assist.cards import Card
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.showdown import HandValue
from dealer_assist.evaluation import high, low8, omaha, stud
from dealer_assist.evaluation.strength import label as high_label


def hand_value(config: GameConfig, hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """The high (and, in hi-lo, the low) value of one player's hand at showdown."""
    hole_codes = [c.code for c in hole]
    board_codes = [c.code for c in board]
    low: int | None = None
    shape = config.shape
    if not shape.board:  # stud: best five of the seven; the low from any five (HTP-S8-04)
        cards = list(hole) + list(board)
        if config.hi_lo:
            hi, low = stud.evaluate_hilo(cards)
        else:
            hi = stud.evaluate_high(cards)
    elif shape.exactly_two:  # Omaha: two hole cards and three board cards (1.2)
        if len(board_codes) < 3:
            raise ValueError("Omaha needs at least three board cards at showdown")
        if config.hi_lo:
            hi, low = omaha.hilo_codes(hole_codes, board_codes)
        else:
            hi = omaha.high_codes(hole_codes, board_codes)
    else:
        codes = hole_codes + board_codes
        hi = high.evaluate_codes(codes)
        if config.hi_lo:
            low = low8.evaluate_codes(codes)
    return HandValue(hi, low, high_label(hi), low8.label(low) if low is not None else "")
