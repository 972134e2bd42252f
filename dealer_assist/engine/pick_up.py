"""The floor picks up an away player's chips (LC-97 three-button rule, LC-98 repeated lobbying).

The table counts missed-blind buttons and says whose chips are due (``Table.pick_up_due``: the
third button in a full game); the procedure asks the floor. This module is the floor's answer.

Why a module of its own: a pick-up is a floor sanction between hands, not seating. The
:class:`ChipsPickedUp` event records the player, the amount taken into the floor's keeping and
who did it; the session logs it together with an ordinary ``PlayerLeft``, so the seat is freed
by the table's own fold and every reader of the log (posting history, exports) sees the player
leave. The chips held are read back from the log (:func:`held_chips`), so a replay rebuilds
them; the dealer sees them between hands until the player sits down again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.engine.events import Event, PlayerSeated, event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.log_reading import caught_up
from dealer_assist.engine.seating import SeatingView
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg

RULES = ("LC-97",)


@event
class ChipsPickedUp(TableRule):
    """LC-97 / LC-98: the floor (``by``) takes an away player's chips, ``amount`` (his whole
    stack), into keeping for him. Due by the three-button rule in a full game; otherwise (a
    short game where someone asks for the seat, LC-97, or repeated lobbying, LC-98) only with
    the floor's ``reason``. Followed in the log by ``PlayerLeft`` for the seat."""

    type = "chips_picked_up"
    seat: int
    player: str
    amount: int
    by: str
    reason: str = ""

    def verify_on(self, table: TableView) -> None:
        info = table.seats.get(self.seat)
        if info is None:
            raise Refusal(msg("pick_up.refusal.seat_empty",
                              "seat {seat} is empty",
                              seat=self.seat))
        if not self.by.strip():
            raise Refusal(msg("pick_up.refusal.floorperson_who_picks_up_chips",
                              "the floorperson who picks up the chips must be named (LC-97)"))
        if info.player != self.player:
            raise Refusal(msg("pick_up.refusal.seat",
                              "seat {seat} is {player}, not {player2}",
                              seat=self.seat, player=info.player, player2=self.player))
        hand = table.hand
        if table.in_hand and hand is not None and self.seat in hand.seats:
            raise Refusal(msg("pick_up.refusal.seat_hand_pick_up_chips",
                              "seat {seat} is in the hand: pick up his chips between hands",
                              seat=self.seat))
        if not info.away:
            raise Refusal(msg("pick_up.refusal.seat_away_only_lobbying_player",
                              "seat {seat} is not away: only a lobbying player's chips are "
                              "picked up (LC-97)",
                              seat=self.seat))
        if self.seat not in table.pick_up_due() and not self.reason.strip():
            after = table.config.pick_up_after_buttons
            due = (msg("pick_up.due_at_button", "due only at button {after} in a full game",
                       after=after) if after is not None
                   else msg("pick_up.never_due", "never due by a count of buttons in this house"))
            raise Refusal(
                msg("pick_up.refusal.seat_has_missed_blind_button",
                    "seat {seat} has {missed_buttons} missed-blind button(s) and the game has "
                    "{count} of {max_seats} seats filled: his chips are {due}; otherwise give "
                    "the reason (a player asks for the seat or the game fills, LC-97; repeated "
                    "lobbying, LC-98)",
                    seat=self.seat, missed_buttons=info.missed_buttons, count=len(table.seats),
                    max_seats=table.max_seats, due=due))
        if self.amount != info.stack:
            raise Refusal(msg("pick_up.refusal.seat_has_front_him_pick",
                              "seat {seat} has ${stack} in front of him: pick up all of it",
                              seat=self.seat, stack=info.stack))

    def apply_on(self, table: TableView) -> None:
        table.seats[self.seat].stack = 0  # in the floor's keeping until the seat is freed


@dataclass(frozen=True, slots=True)
class HeldChips:
    """Chips the floor picked up and holds for a player."""

    player: str
    seat: int
    amount: int
    by: str


@dataclass(slots=True)
class ChipsHeld:
    """Chips picked up from players who have not sat down at this table since, read from the
    log (engine/log_reading.py), in the order picked up."""

    held: dict[str, HeldChips] = field(default_factory=dict)

    def read(self, ev: Event) -> None:
        if isinstance(ev, ChipsPickedUp):
            self.held[ev.player] = HeldChips(ev.player, ev.seat, ev.amount, ev.by)
        elif isinstance(ev, PlayerSeated):
            self.held.pop(ev.player, None)


def held_chips(table: SeatingView) -> list[HeldChips]:
    """Chips picked up from players who have not sat down at this table since."""
    return list(caught_up(table, "held_chips", ChipsHeld).held.values())


def notices(table: SeatingView) -> list[tuple[str, str, int | None, tuple[str, ...]]]:
    """(kind, text, seat, rule IDs) for the procedure between hands: the chips held."""
    return [("info", msg("pick_up.info.floor_holds_chips",
                         "The floor holds ${amount} in chips for {player} (picked up from "
                         "seat {seat} by {by})",
                         amount=h.amount, player=h.player, seat=h.seat, by=h.by), None, RULES)
            for h in held_chips(table)]
