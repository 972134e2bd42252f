"""Player-banked games (catalogue section 5): Three Card Poker (CG and HTP), Two Card Poker,
Florida Hold'em, Pai Gow Poker, Hot Action Blackjack with Buster.

Pure: no Qt, no I/O, no clock, no randomness. A table is a fold over ``banked_*`` events
(:class:`BankedTable`, one :class:`BankedRound` at a time); every wager goes through the
coverage ledger (:mod:`.ledger`, AMB-11). See ``docs/banked-games.md``.
"""

from __future__ import annotations

from dealer_assist.engine.games.banked.config import BankedConfig, banked_config
from dealer_assist.engine.games.banked.events import (
    BankAnswered,
    BankedBoardDealt,
    BankedCardsDealt,
    BankedCollectionPaid,
    BankedDecision,
    BankedDiceShaken,
    BankedHandSet,
    BankedNoBackline,
    BankedRoundEnded,
    BankedRoundStarted,
    BankedTableOpened,
    BankedWagerPlaced,
    BankedWagerSettled,
    BankOffered,
    TpppDeclared,
)
from dealer_assist.engine.games.banked.ledger import LedgerLine, LedgerWager, Result, Status, cover
from dealer_assist.engine.games.banked.procedure import procedure
from dealer_assist.engine.games.banked.replay import replay_banked, replay_jsonl
from dealer_assist.engine.games.banked.rotation import BankRotation
from dealer_assist.engine.games.banked.round import BankedRound
from dealer_assist.engine.games.banked.session import BankedSession
from dealer_assist.engine.games.banked.table import BankedTable

__all__ = [
    "BankAnswered",
    "BankOffered",
    "BankRotation",
    "BankedBoardDealt",
    "BankedCardsDealt",
    "BankedCollectionPaid",
    "BankedConfig",
    "BankedDecision",
    "BankedDiceShaken",
    "BankedHandSet",
    "BankedNoBackline",
    "BankedRound",
    "BankedRoundEnded",
    "BankedRoundStarted",
    "BankedSession",
    "BankedTable",
    "BankedTableOpened",
    "BankedWagerPlaced",
    "BankedWagerSettled",
    "LedgerLine",
    "LedgerWager",
    "Result",
    "Status",
    "TpppDeclared",
    "banked_config",
    "cover",
    "procedure",
    "replay_banked",
    "replay_jsonl",
]
