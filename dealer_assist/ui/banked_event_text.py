"""One logged banked-game event as a line the supervisor reads in the round recall, in the
screen's language (the banked twin of :mod:`.event_text`).

The log keeps its English records; the recall says each event again from its fields. Seats,
amounts and cards are placeholders; wager and game names stay as printed on the felt, and a
player's name as entered. Every banked event type has a line here (tests/ui hold it to that);
an event of another kind in a banked round (a ruling, a dealer signing in) is said as the flop
replay says it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from PySide6.QtCore import QT_TR_NOOP

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event
from dealer_assist.engine.games.banked.corrections import (
    BankedCardSetAside,
    BankedCorrectionPlanned,
    BankedRoundVoided,
)
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
from dealer_assist.engine.games.banked.replay import describe as settled_line
from dealer_assist.messages import Message
from dealer_assist.ui import event_text
from dealer_assist.ui.i18n import render, tr

DECISION_LABELS: Final = {
    "play": (QT_TR_NOOP("Seat {seat} plays"), QT_TR_NOOP("Seat {seat} hand {hand} plays")),
    "call": (QT_TR_NOOP("Seat {seat} calls"), QT_TR_NOOP("Seat {seat} hand {hand} calls")),
    "fold": (QT_TR_NOOP("Seat {seat} folds"), QT_TR_NOOP("Seat {seat} hand {hand} folds")),
    "surrender": (QT_TR_NOOP("Seat {seat} surrenders"),
                  QT_TR_NOOP("Seat {seat} hand {hand} surrenders")),
    "check": (QT_TR_NOOP("Seat {seat} checks"), QT_TR_NOOP("Seat {seat} hand {hand} checks")),
    "hit": (QT_TR_NOOP("Seat {seat} hits"), QT_TR_NOOP("Seat {seat} hand {hand} hits")),
    "stand": (QT_TR_NOOP("Seat {seat} stands"), QT_TR_NOOP("Seat {seat} hand {hand} stands")),
    "double": (QT_TR_NOOP("Seat {seat} doubles"), QT_TR_NOOP("Seat {seat} hand {hand} doubles")),
    "split": (QT_TR_NOOP("Seat {seat} splits"), QT_TR_NOOP("Seat {seat} hand {hand} splits")),
    "set": (QT_TR_NOOP("Seat {seat} sets"), QT_TR_NOOP("Seat {seat} hand {hand} sets")),
    "match": (QT_TR_NOOP("Seat {seat}: the double or split is matched"),
              QT_TR_NOOP("Seat {seat} hand {hand}: the double or split is matched")),
    "house_way_fold": (QT_TR_NOOP("Seat {seat} folds by the House Way"),
                       QT_TR_NOOP("Seat {seat} hand {hand} folds by the House Way")),
}
"""Each decision's key: its words for one hand, and for one of a split seat's hands (the
dealer's pad and the recall say them alike)."""


def cards_text(cards: Iterable[Card]) -> str:
    """Card codes as the table shows them ("As Kd"): the same in every language."""
    return " ".join(card.text for card in cards)


def _table_opened(ev: BankedTableOpened) -> str:
    return tr("Table {table} opened: {game} ({house})").format(table=ev.table, game=ev.game,
                                                               house=ev.house)


def _tppp(ev: TpppDeclared) -> str:
    return tr("{player} declared the TPPP").format(player=ev.player)


def _offered(ev: BankOffered) -> str:
    return tr("Bank offered to seat {seat} ({player})").format(seat=ev.seat, player=ev.player)


def _answered(ev: BankAnswered) -> str:
    if ev.accepted:
        return tr("Seat {seat} ({player}) takes the bank, stake ${stake}").format(
            seat=ev.seat, player=ev.player, stake=ev.stake)
    return tr("Seat {seat} ({player}) declines the bank").format(seat=ev.seat, player=ev.player)


def _round_started(ev: BankedRoundStarted) -> str:
    line = tr("Round {round}: seat {seat} ({banker}) banks ${stake}").format(
        round=ev.round, seat=ev.banker_seat, banker=ev.banker, stake=ev.stake)
    if ev.side_stake:
        line = tr("{line}; side bank ${amount}").format(line=line, amount=ev.side_stake)
    if ev.button:
        line = tr("{line}; button at seat {seat}").format(line=line, seat=ev.button)
    return line


def _collection(ev: BankedCollectionPaid) -> str:
    return tr("Seat {seat} pays ${amount} collection").format(seat=ev.seat, amount=ev.amount)


def _wager(ev: BankedWagerPlaced) -> str:
    return tr("Seat {seat}: {bettor} bets ${amount} on {wager}").format(
        seat=ev.seat, bettor=ev.bettor, amount=ev.amount, wager=ev.wager)


def _no_backline(ev: BankedNoBackline) -> str:
    return tr("Seat {seat} ({player}) refuses backline bets").format(seat=ev.seat,
                                                                     player=ev.player)


def _dice(ev: BankedDiceShaken) -> str:
    return tr("Dice: {dice}; pile {pile} goes out first").format(
        dice="-".join(str(d) for d in ev.dice), pile=ev.pile)


def _dealt(ev: BankedCardsDealt) -> str:
    if not ev.cards:
        line = tr("Seat {seat}: cards dealt").format(seat=ev.seat)
    elif ev.face_up and ev.face_up != ev.cards:
        line = tr("Seat {seat} dealt {cards} (face up: {up})").format(
            seat=ev.seat, cards=cards_text(ev.cards), up=cards_text(ev.face_up))
    else:
        line = tr("Seat {seat} dealt {cards}").format(seat=ev.seat, cards=cards_text(ev.cards))
    if ev.hand:
        line = tr("{line} (to hand {hand})").format(line=line, hand=ev.hand + 1)
    return line


def _board(ev: BankedBoardDealt) -> str:
    return tr("Board: {cards}").format(cards=cards_text(ev.cards))


def decision_line(ev: BankedDecision, split: bool = False) -> str:
    """``split``: the seat plays more than one hand, so the hand is named."""
    one, of_split = DECISION_LABELS.get(ev.decision, (QT_TR_NOOP("Seat {seat}: {option}"),) * 2)
    line = tr(of_split if split else one).format(seat=ev.seat, hand=ev.hand + 1,
                                                 option=ev.decision.replace("_", " "))
    line = tr("{line} ({bettor})").format(line=line, bettor=ev.bettor)
    if ev.amount:
        line = tr("{line}: ${amount}").format(line=line, amount=ev.amount)
    if ev.cards:
        line = tr("{line}; keeps {cards}").format(line=line, cards=cards_text(ev.cards))
    return line


def _hand_set(ev: BankedHandSet) -> str:
    if not ev.front and not ev.back:
        return tr("Seat {seat} sets the hand").format(seat=ev.seat)
    return tr("Seat {seat} sets the hand: front {front}, back {back}").format(
        seat=ev.seat, front=cards_text(ev.front), back=cards_text(ev.back))


COVERAGE: Final = {"covered": QT_TR_NOOP("covered"), "partly_covered": QT_TR_NOOP("partly covered"),
                   "returned": QT_TR_NOOP("returned"), "dead": QT_TR_NOOP("dead")}
RESULTS: Final = {"win": QT_TR_NOOP("win"), "lose": QT_TR_NOOP("lose"),
                  "push": QT_TR_NOOP("push"), "no_action": QT_TR_NOOP("no action")}
"""A settled wager's coverage and result, by their log keys."""


def _settled(ev: BankedWagerSettled) -> str:
    """The engine's settled line, its coverage and result words said in the language too."""
    line = settled_line(ev)
    if not isinstance(line, Message):
        return line
    words = {"status": tr(COVERAGE[ev.status]) if ev.status in COVERAGE else ev.status,
             "result": tr(RESULTS[ev.result]) if ev.result in RESULTS else ev.result}
    return render(Message(line.msg_id, line.template, **{**line.params, **words}))


def _ended(ev: BankedRoundEnded) -> str:
    return tr("Round {round} ended").format(round=ev.round)


def _planned(ev: BankedCorrectionPlanned) -> str:
    if ev.action == "void":
        return tr("Ruling {ruling}: the round is to be voided").format(ruling=ev.ruling)
    if ev.card is not None and ev.seat is not None:
        return tr("Ruling {ruling}: seat {seat}'s {card} is to be replaced").format(
            ruling=ev.ruling, seat=ev.seat, card=ev.card.text)
    return tr("Ruling {ruling}: correction planned ({action})").format(ruling=ev.ruling,
                                                                       action=ev.action)


def _voided(ev: BankedRoundVoided) -> str:
    return tr("Round {round} voided: {reason}").format(
        round=ev.round, reason=event_text.voided_reason(ev.reason))


def _set_aside(ev: BankedCardSetAside) -> str:
    return tr("Seat {seat}'s {card} set aside; the seat is owed the next card").format(
        seat=ev.seat, card=ev.card.text)


Line = Callable[[Event], str]
LINES: Final[dict[type[Event], Line]] = {  # type: ignore[dict-item]
    BankedTableOpened: _table_opened, TpppDeclared: _tppp, BankOffered: _offered,
    BankAnswered: _answered, BankedRoundStarted: _round_started,
    BankedCollectionPaid: _collection, BankedWagerPlaced: _wager,
    BankedNoBackline: _no_backline, BankedDiceShaken: _dice, BankedCardsDealt: _dealt,
    BankedBoardDealt: _board, BankedDecision: decision_line, BankedHandSet: _hand_set,
    BankedWagerSettled: _settled, BankedRoundEnded: _ended,
    BankedCorrectionPlanned: _planned, BankedRoundVoided: _voided,
    BankedCardSetAside: _set_aside,
}
"""Every banked event type's line, by its class."""

BANKED_TYPES: Final = frozenset(kind.type for kind in LINES)
"""The log names of the banked events that have a line."""


def banked_line(ev: Event, split: bool = False) -> str:
    """``ev`` as one line of the round recall, in the screen's language."""
    if isinstance(ev, BankedDecision):
        return decision_line(ev, split)
    say = LINES.get(type(ev))
    return say(ev) if say is not None else event_text.describe(ev)
