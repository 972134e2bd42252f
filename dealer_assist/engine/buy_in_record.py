"""The table's record of each buy-in: how it counted (full, short, carried), what plays, the
rules it rests on, and the floor's override when there was one.

The house's buy-in rules (LC-35, LC-36, LC-37, LC-26d; ``room_ops.buy_ins``) judge a buy-in
against the player's earlier buy-ins in this game; those come from the table's own log here
(:func:`buy_in_history`), so a restart and a replay judge the same way. A ``buy_in_checked``
event goes in the log just before the ``player_seated`` or ``chips_added`` it judged. A log
written before the checks (or a buy-in entered without one) still reads: that buy-in's kind is
``None``, unknown, and the judge counts it by its amount against the minimum.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from dealer_assist.engine.events import (
    ChipsAdded,
    Event,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
    event,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.log_reading import caught_up
from dealer_assist.engine.seat_dues import SeatsSwapped
from dealer_assist.engine.seating import SeatingView
from dealer_assist.engine.table_stakes import ChipsBought, RunnerAnnounced
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg

KINDS: Final = ("full", "short", "carried")


@event
class BuyInChecked(TableRule):
    """A buy-in of ``amount`` for ``player`` at ``seat`` counted as ``kind``; ``plays`` of it
    play (LC-26d: an undeclared buy-in plays the minimum at most). ``override_by`` and
    ``override_reason``: the floor accepted what the rules refused (LC-P1)."""

    type = "buy_in_checked"
    seat: int
    player: str
    amount: int
    kind: str
    plays: int
    rule_ids: tuple[str, ...] = ()
    declared: bool = True
    override_by: str = ""
    override_reason: str = ""

    def verify_on(self, table: TableView) -> None:
        if self.kind not in KINDS:
            raise Refusal(msg("buy_in_record.refusal.kind_buy",
                              "{kind!r} is not a kind of buy-in ({items})",
                              kind=self.kind, items=', '.join(KINDS)))
        if self.amount <= 0 or not 0 < self.plays <= self.amount:
            raise Refusal(msg("buy_in_record.refusal.buy_cannot_play",
                              "a buy-in of ${amount} cannot play ${plays}",
                              amount=self.amount, plays=self.plays))
        if self.declared and self.plays != self.amount:
            raise Refusal(msg("buy_in_record.refusal.declared_buy_plays_full_lc",
                              "a declared buy-in plays in full (LC-26d)"))
        if bool(self.override_by.strip()) != bool(self.override_reason.strip()):
            raise Refusal(msg("buy_in_record.refusal.floor_override_names_floorperson_reason",
                              "a floor override names the floorperson and the reason (LC-P1)"))
        info = table.seats.get(self.seat)
        if info is not None and info.player != self.player:
            raise Refusal(msg("buy_in_record.refusal.seat",
                              "seat {seat} is {player}, not {player2}",
                              seat=self.seat, player=info.player, player2=self.player))

    def apply_on(self, table: TableView) -> None:
        """Read back from the log (:func:`buy_in_history`)."""


@dataclass(frozen=True, slots=True)
class BuyIn:
    """One buy-in of a player's stay: its amount and how it counted (None: not recorded)."""

    amount: int
    kind: str | None


@dataclass(slots=True)
class BuyInHistory:
    """Each seated player's buy-ins since he sat down, oldest first, read from the log."""

    by_player: dict[str, list[BuyIn]] = field(default_factory=dict)
    pending: dict[int, BuyInChecked] = field(default_factory=dict)
    players: dict[int, str] = field(default_factory=dict)

    def read(self, ev: Event) -> None:
        if isinstance(ev, BuyInChecked):
            self.pending[ev.seat] = ev
        elif isinstance(ev, PlayerSeated):
            self.players[ev.seat] = ev.player
            self.by_player[ev.player] = [self._record(ev.seat, ev.stack)]
        elif isinstance(ev, ChipsAdded | ChipsBought | RunnerAnnounced) and ev.seat in self.players:
            self.by_player[self.players[ev.seat]].append(self._record(ev.seat, ev.amount))
        elif isinstance(ev, PlayerLeft) and ev.seat in self.players:
            self.by_player.pop(self.players.pop(ev.seat), None)  # back later: a new player
        elif isinstance(ev, SeatChanged) and ev.from_seat in self.players:
            self.players[ev.to_seat] = self.players.pop(ev.from_seat)
        elif isinstance(ev, SeatsSwapped):
            a, b = self.players.pop(ev.seat_a, None), self.players.pop(ev.seat_b, None)
            self.players.update({s: p for s, p in ((ev.seat_b, a), (ev.seat_a, b)) if p})

    def _record(self, seat: int, amount: int) -> BuyIn:
        checked = self.pending.pop(seat, None)
        return BuyIn(amount, checked.kind if checked is not None else None)


def buy_in_history(table: SeatingView, player: str) -> list[BuyIn]:
    """``player``'s buy-ins in this game since he sat down (empty: a new player)."""
    return list(caught_up(table, "buy_ins", BuyInHistory).by_player.get(player, []))
