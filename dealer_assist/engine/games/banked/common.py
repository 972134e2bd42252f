"""Small rules shared by the poker-style banked games: limits, pay tables, comparisons."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked.config import PayTables
from dealer_assist.engine.games.banked.game import RoundView
from dealer_assist.engine.games.banked.ledger import LedgerWager, Result
from dealer_assist.engine.games.banked.state import Hand, Need
from dealer_assist.messages import Message, msg

_WORDS = {
    2: msg("banked.count.two", "two"),
    3: msg("banked.count.three", "three"),
    4: msg("banked.count.four", "four"),
    7: msg("banked.count.seven", "seven"),
}
_BANKER = msg("banked.who.banker", "the banker")


def amounts_or(amounts: Iterable[int]) -> Message:
    """Dollar amounts the player may choose among: "$30 or $40" (each a parameter)."""
    said: Message | None = None
    for amount in amounts:
        one = msg("banked.amount", "${amount}", amount=amount)
        said = one if said is None else msg("banked.amounts_or", "{first} or {then}",
                                            first=said, then=one)
    if said is None:
        raise ValueError("no amount to offer")  # i18n: a programming error
    return said


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


def compare(player: int, banker: int) -> Result:
    """Higher strength wins, equal pushes (CG-3CP-05c, AMB-12, HTP-FLH-14)."""
    return (Result.PUSH, Result.WIN, Result.LOSE)[sign(player - banker)]


def check_limits(amount: int, low: int | None, high: int | None, what: str, rule: str) -> None:
    """Refuse a wager outside the posted limits (HTP-3CP-10, HTP-2CP-10, HTP-FLH-13)."""
    if low is not None and amount < low:
        raise Refusal(msg("banked.common.refusal.below_table_minimum",
                          "{what} ${amount} is below the table minimum ${low} ({rule})",
                          what=what, amount=amount, low=low, rule=rule))
    if high is not None and amount > high:
        raise Refusal(msg("banked.common.refusal.above_table_maximum",
                          "{what} ${amount} is above the table maximum ${high} ({rule})",
                          what=what, amount=amount, high=high, rule=rule))


def need_table(tables: PayTables, name: str, rule: str) -> None:
    """An odds-paying wager needs its posted table before anyone may place it."""
    if name not in tables:
        raise Refusal(
            msg("banked.common.refusal.room_has_set_pay_table",
                "the room has not set the {replace} pay table: it must be posted before this "
                "wager is taken ({rule})",
                replace=name.replace('_', ' '), rule=rule)
        )


def odds_for(tables: PayTables, name: str, hands: Iterable[str]) -> tuple[int, int] | None:
    """The first of ``hands`` (best first) that the table pays, or ``None``."""
    table = tables.get(name, {})
    for hand in hands:
        if hand in table:
            return table[hand]
    return None


def line(
    hand: Hand,
    name: str,
    result: Result,
    rules: tuple[str, ...],
    odds: tuple[int, int] = (1, 1),
) -> LedgerWager:
    """A ledger entry for one of ``hand``'s wagers."""
    return LedgerWager(
        hand.seat, hand.bettor, name, hand.wagers[name], result, odds[0], odds[1], rules
    )


def ordered(hands: Iterable[Hand], order: list[int]) -> list[Hand]:
    """Hands in action order: by seat, then the seated player's hand before backline ones."""
    pos = {s: i for i, s in enumerate(order)}
    return sorted(
        (h for h in hands if h.seat in pos), key=lambda h: (pos[h.seat], h.house_way, h.bettor)
    )


def deal_needs(
    rnd: RoundView,
    sequence: Iterable[int],
    count: int,
    rule_ids: tuple[str, ...],
    note: Mapping[int, str] | None = None,
    face_up: dict[int, int] | None = None,
) -> list[Need]:
    """The seats (banker included) still owed their cards, in dealing order; ``note`` adds
    words to a seat's need, ``face_up`` how many of its cards (the last) go face up."""
    seats = set(rnd.dealt_in()) | {rnd.banker_seat}
    out = []
    for s in sequence:
        if s in seats and s not in rnd.cards:
            who = _BANKER if s == rnd.banker_seat else msg("banked.who.seat", "seat {seat}",
                                                             seat=s)
            extra = (note or {}).get(s, "")
            out.append(
                Need(
                    "deal",
                    msg("banked.need.deal_cards", "Deal {count} cards to {who}{extra}",
                        count=_WORDS.get(count, count), who=who, extra=extra),
                    s,
                    count=count,
                    rule_ids=rule_ids,
                    face_up=(face_up or {}).get(s, 0),
                )
            )
    return out
