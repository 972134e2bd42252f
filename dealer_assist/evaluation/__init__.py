"""Hand ranking for every game Dealer Assist runs, one module per ranking system.

Every evaluator returns a plain ``int`` where higher is better (lows included: see
:mod:`.low8`), plus a ``label`` a dealer can read aloud. The modules are pure: no Qt, no I/O
after import, no randomness. Importing the package loads the high-hand tables (well under 0.3 s).

==============  ==========================================================
``high``        best five of 5-7 cards (catalogue 1.1)
``low8``        8-or-better ace-to-five low (1.3)
``omaha``       Omaha high and hi-lo, two hole + three board (1.2)
``stud``        Seven Card Stud high and hi-lo, high board, bring-in (1.2, 2.2, 3.3)
``three_card``  Three Card Poker (1.4, 5.1, 5.2)
``two_card``    Two Card Poker, best two of four (1.4, 5.3)
``pai_gow``     Pai Gow Poker with the joker, settings, copies (1.4, 5.5)
``blackjack``   Hot Action Blackjack totals and naturals (1.5, 5.6)
==============  ==========================================================
"""

from __future__ import annotations

from dealer_assist.evaluation import (
    blackjack,
    high,
    low8,
    omaha,
    pai_gow,
    stud,
    three_card,
    two_card,
)
from dealer_assist.evaluation.outcome import Outcome
from dealer_assist.evaluation.strength import CATEGORY_NAMES, category, label

__all__ = [
    "CATEGORY_NAMES",
    "Outcome",
    "blackjack",
    "category",
    "high",
    "label",
    "low8",
    "omaha",
    "pai_gow",
    "stud",
    "three_card",
    "two_card",
]
