"""Table stakes: which chips play in a pot (catalogue §7.5, LC-26a, LC-26b, LC-26c, LC-29,
AMB-33).

How we read the rules:
- LC-26a: a pot is played with the chips on the table when its deal began. Chips a player buys
  while he holds a live hand wait beside his stack ("pending") and join it when that hand is
  over, so they play from the next deal on. A player not in the hand takes his chips at once.
- LC-29: chips paid by a cheque written at the table are not his until the cheque is processed;
  then they join as any bought chips do (pending if he is in a hand).
- LC-26c with AMB-33: chips on their way from the cashier with a house runner count as on the
  table only when the house agreed and the table was told; we count them from the next deal
  (announced during his hand, they wait like any chips bought then). Until the runner arrives
  the seat shows them "on the way".
- LC-26b, LC-26c: nobody passes chips to another player, except to one waiting for announced
  runner chips; what is passed plays for him at once ("behind") and leaves the passer's stack.
  Both between hands, or with neither in the hand.
Cash on the table never plays (LC-24, AMB-33): the dealer calls it (the irregularity catalogue),
it is never a chip amount here.
"""

from __future__ import annotations

from typing import Final

from dealer_assist.engine.events import ChipsAdded, Event, event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.seating import SeatInfo
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg

VIA: Final = ("cashier", "cheque")
"""How bought chips come: from the cashier (or the dealer's float), or by a cheque (LC-29)."""


def in_hand(table: TableView, seat: int) -> bool:
    """Whether ``seat`` holds a place in the hand being played (his chips are in it)."""
    hand = table.hand
    return table.in_hand and hand is not None and seat in hand.seats


def _seat(table: TableView, seat: int) -> SeatInfo:
    info = table.seats.get(seat)
    if info is None:
        raise Refusal(msg("table_stakes.refusal.seat_empty", "seat {seat} is empty", seat=seat))
    return info


def not_played_over(table: TableView, seat: int) -> None:
    """LC-23: chips go into a seat only for its player, there: not while he is away (lobbying,
    his seat held), when they would be someone else's money playing over his seat."""
    info = table.seats.get(seat)
    if info is not None and info.away:
        raise Refusal(msg("table_stakes.refusal.playing_over",
                          "seat {seat} is held for {player}, who is away: no chips go into it "
                          "until he is back; nobody plays over a seat (LC-23)",
                          seat=seat, player=info.player))


def _positive(amount: int) -> None:
    if amount <= 0:
        raise Refusal(msg("table_stakes.refusal.amount_positive",
                          "an amount of chips is positive, not ${amount}", amount=amount))


def _take(table: TableView, seat: int, amount: int) -> None:
    """Bought chips reach the seat: beside the stack while he plays a hand (LC-26a), else in."""
    info = table.seats[seat]
    if in_hand(table, seat):
        info.pending += amount
    else:
        info.stack += amount


@event
class ChipsBought(TableRule):
    """``seat`` bought ``amount`` in chips (a buy-in or add-on) ``via`` the cashier or a cheque
    written at the table. Whatever the moment, they never play in a pot already dealt (LC-26a);
    a cheque's chips wait for :class:`ChequeProcessed` (LC-29)."""

    type = "chips_bought"
    seat: int
    amount: int
    via: str = "cashier"

    def verify_on(self, table: TableView) -> None:
        _seat(table, self.seat)
        not_played_over(table, self.seat)
        _positive(self.amount)
        if self.via not in VIA:
            raise Refusal(msg("table_stakes.refusal.via", "{via!r} is not how chips come ({items})",
                              via=self.via, items=", ".join(VIA)))

    def apply_on(self, table: TableView) -> None:
        if self.via == "cheque":
            table.seats[self.seat].cheque += self.amount
        else:
            _take(table, self.seat, self.amount)


@event
class ChequeProcessed(TableRule):
    """LC-29: the cheque ``seat`` wrote at the table is processed: its chips are delivered."""

    type = "cheque_processed"
    seat: int

    def verify_on(self, table: TableView) -> None:
        if _seat(table, self.seat).cheque <= 0:
            raise Refusal(msg("table_stakes.refusal.no_cheque",
                              "seat {seat} has no cheque waiting (LC-29)", seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        info = table.seats[self.seat]
        amount, info.cheque = info.cheque, 0
        _take(table, self.seat, amount)


@event
class ChequeDeclined(TableRule):
    """LC-29: the cheque ``seat`` wrote at the table is not honoured: no chips come of it."""

    type = "cheque_declined"
    seat: int

    def verify_on(self, table: TableView) -> None:
        ChequeProcessed(self.seat).verify_on(table)

    def apply_on(self, table: TableView) -> None:
        table.seats[self.seat].cheque = 0


@event
class RunnerAnnounced(TableRule):
    """LC-26c, AMB-33: a house runner brings ``amount`` in chips to ``seat``; the house agreed
    and the table was told, so they count as his from the next deal (not in a pot he is
    playing: LC-26a)."""

    type = "runner_announced"
    seat: int
    amount: int
    house_agreed: bool = False
    table_told: bool = False

    def verify_on(self, table: TableView) -> None:
        _seat(table, self.seat)
        not_played_over(table, self.seat)
        _positive(self.amount)
        if not (self.house_agreed and self.table_told):
            raise Refusal(msg("table_stakes.refusal.runner_needs_consent",
                              "runner chips play only when the house agreed and the table was "
                              "told; until then only chips on the table play (LC-26c, AMB-33)"))

    def apply_on(self, table: TableView) -> None:
        table.seats[self.seat].runner += self.amount
        _take(table, self.seat, self.amount)


@event
class RunnerArrived(TableRule):
    """LC-26c: the runner's chips for ``seat`` are on the table (they already counted)."""

    type = "runner_arrived"
    seat: int

    def verify_on(self, table: TableView) -> None:
        if _seat(table, self.seat).runner <= 0:
            raise Refusal(msg("table_stakes.refusal.no_runner",
                              "no runner chips are on their way to seat {seat} (LC-26c)",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        table.seats[self.seat].runner = 0


@event
class ChipsPassedBehind(TableRule):
    """LC-26b, LC-26c: ``amount`` passed from ``from_seat`` to ``to_seat``, who waits for
    announced runner chips; it plays for him ("behind")."""

    type = "chips_passed_behind"
    from_seat: int
    to_seat: int
    amount: int

    def verify_on(self, table: TableView) -> None:
        giver, taker = _seat(table, self.from_seat), _seat(table, self.to_seat)
        not_played_over(table, self.to_seat)
        _positive(self.amount)
        if self.from_seat == self.to_seat:
            raise Refusal(msg("table_stakes.refusal.pass_to_himself",
                              "seat {seat} cannot pass chips to himself", seat=self.to_seat))
        if taker.runner <= 0:
            raise Refusal(msg("table_stakes.refusal.no_passing",
                              "players do not pass chips to each other, not even for a blind: "
                              "only to a player waiting for announced runner chips (LC-26b, "
                              "LC-26c)"))
        if in_hand(table, self.from_seat) or in_hand(table, self.to_seat):
            raise Refusal(msg("table_stakes.refusal.pass_in_hand",
                              "chips are passed between hands, not into or out of a pot being "
                              "played (LC-26a)"))
        if self.amount > giver.stack:
            raise Refusal(msg("table_stakes.refusal.pass_more_than_stack",
                              "seat {seat} has ${stack}, not ${amount}",
                              seat=self.from_seat, stack=giver.stack, amount=self.amount))

    def apply_on(self, table: TableView) -> None:
        table.seats[self.from_seat].stack -= self.amount
        table.seats[self.to_seat].stack += self.amount


def chips_event(table: TableView, seat: int, amount: int, via: str = "") -> Event:
    """The event for chips ``seat`` buys ``via`` "" (the cashier), "cheque" (LC-29) or "runner"
    (an announced house runner, LC-26c): added to his stack now between hands, bought for the
    next deal while his hand is being played (LC-26a)."""
    if via == "runner":
        return RunnerAnnounced(seat, amount, house_agreed=True, table_told=True)
    if via == "cheque":
        return ChipsBought(seat, amount, "cheque")
    return ChipsBought(seat, amount) if in_hand(table, seat) else ChipsAdded(seat, amount)
