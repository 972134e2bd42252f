"""Who quit this table's game, with what and when, read from the table's own log (LC-91).

A player who quits and comes back to the same game within the house's time brings at least the
chips he left with (LC-91). The table's ``player_left`` says who left, his stack and the time
(the caller's clock: the engine has none); this module checks such a record against the table
(the seat's player, his stack, time going forward) and reads the departures back for the
table's buy-in check (``ui/buy_in_checks.py``).

A player is known by the name the dealer entered, compared without case or extra spaces: two
players given the same name at one table are one player to this check, and one who gives
another name is not recognised (the floor knows its players; the app only knows names).
A departure the log does not record in full (an older log, or a ``player_left`` written without
who, what and when) is kept as *unrecorded*: the check then cannot pass it silently and the floor
decides. A player called to another table or whose chips the floor picked up did not quit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.engine.events import (
    Event,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
    TableConfigured,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.log_reading import caught_up
from dealer_assist.engine.pick_up import ChipsPickedUp
from dealer_assist.engine.seat_dues import SeatsSwapped
from dealer_assist.engine.seating import SeatingView
from dealer_assist.engine.stepping_away import PlayerCalledAway
from dealer_assist.messages import msg
from dealer_assist.rules.player_names import player_key

__all__ = ["Departure", "DepartureLog", "departure_of", "departures", "player_key",
           "verify_departure"]


@dataclass(frozen=True, slots=True)
class Departure:
    """A player quit the game ``game`` at ``limit``: with ``chips`` at ``at_ms`` (UTC ms), or
    ``None`` for both when the log does not say."""

    player: str
    game: str
    limit: str
    chips: int | None
    at_ms: int | None

    @property
    def recorded(self) -> bool:
        return self.chips is not None and self.at_ms is not None


@dataclass(slots=True)
class DepartureLog:
    """The latest departure of each player (by :func:`player_key`) and the latest time."""

    by_player: dict[str, Departure] = field(default_factory=dict)
    players: dict[int, str] = field(default_factory=dict)
    not_quitting: set[int] = field(default_factory=set)
    game: tuple[str, str] = ("", "")
    latest_ms: int = 0
    history: list[Departure] = field(default_factory=list)
    """Every departure in log order (the room reads each table's, LC-91 across tables)."""

    def read(self, ev: Event) -> None:
        if isinstance(ev, TableConfigured):
            self.game = (ev.game, ev.limit)
        elif isinstance(ev, PlayerSeated):
            self.players[ev.seat] = ev.player
            self.by_player.pop(player_key(ev.player), None)  # he is back
        elif isinstance(ev, SeatChanged) and ev.from_seat in self.players:
            self.players[ev.to_seat] = self.players.pop(ev.from_seat)
        elif isinstance(ev, SeatsSwapped):
            a, b = self.players.pop(ev.seat_a, None), self.players.pop(ev.seat_b, None)
            self.players.update({s: p for s, p in ((ev.seat_b, a), (ev.seat_a, b)) if p})
        elif isinstance(ev, PlayerCalledAway | ChipsPickedUp):
            self.not_quitting.add(ev.seat)
        elif isinstance(ev, PlayerLeft):
            self._left(ev)

    def _left(self, ev: PlayerLeft) -> None:
        name = self.players.pop(ev.seat, ev.player)
        if ev.seat in self.not_quitting or not name:
            self.not_quitting.discard(ev.seat)
            return
        whole = ev.stack is not None and ev.at_ms > 0
        left = Departure(name, *self.game, ev.stack if whole else None,
                         ev.at_ms if whole else None)
        self.by_player[player_key(name)] = left
        self.history.append(left)
        self.latest_ms = max(self.latest_ms, ev.at_ms)


def departures(table: SeatingView) -> DepartureLog:
    return caught_up(table, "departures", DepartureLog)


def departure_of(table: SeatingView, player: str) -> Departure | None:
    """``player``'s last departure from this table, if he is not seated again since."""
    return departures(table).by_player.get(player_key(player))


def verify_departure(table: SeatingView, ev: PlayerLeft) -> None:
    """A ``player_left`` that records the departure names the seat's player, his whole stack and
    a time not before the last departure recorded here (LC-91); a bare one records nothing."""
    if not ev.player and ev.stack is None and ev.at_ms == 0:
        return
    info = table.seats[ev.seat]
    if ev.player != info.player or ev.stack != info.stack or ev.at_ms <= 0:
        raise Refusal(msg("departures.refusal.record_does_not_match",
                          "seat {seat} is {player} with ${stack}: a departure records who left, "
                          "his whole stack and the time (LC-91)",
                          seat=ev.seat, player=info.player, stack=info.stack))
    latest = departures(table).latest_ms
    if ev.at_ms < latest:
        raise Refusal(msg("departures.refusal.time_goes_back",
                          "a departure cannot be recorded before the last one recorded at this "
                          "table (LC-91)"))
