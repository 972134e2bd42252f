"""Result of a player's hand against the banker's, shared by the banked games."""

from __future__ import annotations

from enum import Enum


class Outcome(Enum):
    """Player wins, push, or banker (P/D or DP) wins."""

    PLAYER_WINS = "player wins"  # i18n: a result key (the ledger's words are Messages)
    PUSH = "push"
    BANKER_WINS = "banker wins"  # i18n: a result key
