"""Buster Blackjack, CG (5.7): a side bet that the P/D busts, paid by his card count from a
separate Buster bank (CG-BBJ-06)."""

from __future__ import annotations

from dealer_assist.engine.games.banked.game import RoundView
from dealer_assist.engine.games.banked.ledger import LedgerWager, Result
from dealer_assist.engine.games.banked.state import Hand
from dealer_assist.evaluation.blackjack import BlackjackTotal

_RULES = ("CG-BBJ-00a", "CG-BBJ-00b", "CG-BBJ-06")


def buster_pays(cards: int) -> str:
    """Pay-table line of a P/D bust by its card count (CG-BBJ-00b)."""
    return "8_or_more_cards" if cards >= 8 else f"{cards}_cards"  # i18n: a pay-table key


def suited_aces(rnd: RoundView) -> bool:
    """The P/D's first two cards are two aces of one suit: every Buster loses (CG-BBJ-09)."""
    pair = rnd.cards[rnd.banker_seat][:2]
    return len(pair) == 2 and all(c.rank == 14 for c in pair) and pair[0].suit == pair[1].suit


def buster_lines(rnd: RoundView, h: Hand, pd: BlackjackTotal) -> list[LedgerWager]:
    """The seat's Buster wager against the P/D's final hand; a hit-22 is a bust (AMB-04)."""
    result, odds = Result.LOSE, (1, 1)
    rules: tuple[str, ...] = _RULES
    if suited_aces(rnd):
        rules = (*_RULES, "CG-BBJ-09")
    elif pd.busted:
        count = len(rnd.cards[rnd.banker_seat])
        found = rnd.config.pay_tables.get("buster", {}).get(buster_pays(count))
        if found is not None:  # 2-card busts cannot happen; the table starts at 3
            result, odds = Result.WIN, found
    out = [LedgerWager(h.seat, h.bettor, "buster", h.wagers["buster"], result, *odds, rules)]
    if h.over_limit.get("buster"):
        out.append(LedgerWager(h.seat, h.bettor, "buster_over_limit", h.over_limit["buster"],
                               Result.NO_ACTION, rule_ids=("CG-BBJ-07",)))
    return out
