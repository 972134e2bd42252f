"""The sign-up board: one waiting list per game and limit (LC-87, LC-136, LC-138).

A walk-in is listed when he asks; a phone call-in is listed when he calls and must arrive within
the hour or comes off the list; called during that hour and not answering, he rolls to the
bottom (LC-136). A new game seats its list first (LC-87). A must-move list keeps the order of the
waiting list it came from (LC-138). The board is a value: every change returns a new board, so
the room store can log the event and keep the state it leads to.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dealer_assist.messages import msg
from dealer_assist.room_ops.refusal import HOUR_MS, RoomRefusal


@dataclass(frozen=True)
class Listing:
    """One name on a list: when listed, whether by phone and not yet here, when last called."""

    player: str
    listed_at_ms: int
    call_in: bool = False
    called_at_ms: int | None = None


@dataclass(frozen=True)
class WaitingList:
    """The players waiting for one game and limit, first to be called first."""

    game: str
    names: tuple[Listing, ...] = ()

    @property
    def order(self) -> list[str]:
        return [listing.player for listing in self.names]

    def position(self, player: str) -> int:
        """Where the player stands on the list (0 is next to be called)."""
        for i, listing in enumerate(self.names):
            if listing.player == player:
                return i
        raise RoomRefusal(msg("room.sign_up.list", "{player} is not on the {game} list",
                              player=player, game=self.game))

    def add(self, player: str, at_ms: int, *, call_in: bool = False) -> WaitingList:
        """List a player at the bottom (a call-in by phone: LC-136)."""
        name = player.strip()
        if not name:
            raise RoomRefusal(msg("room.sign_up.name_needed_put_player", "a name is needed to "
                                  "put a player on the list"))
        if any(listing.player == name for listing in self.names):
            raise RoomRefusal(msg("room.sign_up.already_list", "{name} is already on the {game} "
                                  "list",
                                  name=name, game=self.game))
        return replace(self, names=(*self.names, Listing(name, at_ms, call_in)))

    def arrived(self, player: str) -> WaitingList:
        """A call-in reports to the floor on arrival: from now on he is a walk-in (LC-136)."""
        i = self.position(player)
        names = list(self.names)
        names[i] = replace(names[i], call_in=False)
        return replace(self, names=tuple(names))

    def expired(self, now_ms: int) -> tuple[WaitingList, list[str]]:
        """Call-ins who have not arrived within the hour come off the list (LC-136)."""
        kept = tuple(n for n in self.names if not (n.call_in and now_ms - n.listed_at_ms
                                                   >= HOUR_MS))
        gone = [n.player for n in self.names if n not in kept]
        return replace(self, names=kept), gone

    def call(self, player: str, at_ms: int) -> WaitingList:
        """The floor calls a name for a seat (the list's order is the floor's guide)."""
        board, gone = self.expired(at_ms)
        if player in gone:
            raise RoomRefusal(msg("room.sign_up.called_over_hour_ago", "{player} called in over "
                                  "an hour ago and never came: he is off the list",
                                  player=player), "LC-136")
        i = board.position(player)
        names = list(board.names)
        names[i] = replace(names[i], called_at_ms=at_ms)
        return replace(board, names=tuple(names))

    def no_answer(self, player: str, at_ms: int) -> WaitingList:
        """A called call-in who does not answer within his hour rolls to the bottom (LC-136);
        a walk-in who does not answer is the floor's call (:meth:`remove`)."""
        i = self.position(player)
        listing = self.names[i]
        if listing.called_at_ms is None:
            raise RoomRefusal(msg("room.sign_up.has_been_called", "{player} has not been called",
                                  player=player))
        if not listing.call_in:
            raise RoomRefusal(msg("room.sign_up.walk_floor_keeps_removes",
                                  "{player} is a walk-in: the floor keeps or removes him",
                                  player=player), "LC-136")
        rest = self.names[:i] + self.names[i + 1:]
        return replace(self, names=(*rest, replace(listing, called_at_ms=None)))

    def remove(self, player: str) -> WaitingList:
        """Take a name off (seated, left, or the floor's decision)."""
        i = self.position(player)
        return replace(self, names=self.names[:i] + self.names[i + 1:])

    def seat(self, player: str) -> WaitingList:
        """The player takes a seat: off the list. A call-in must have reported first."""
        listing = self.names[self.position(player)]
        if listing.call_in:
            raise RoomRefusal(msg("room.sign_up.called_has_reported_floor",
                                  "{player} called in and has not reported to the floor yet",
                                  player=player),
                              "LC-136")
        return self.remove(player)

    def must_move_list(self, game: str) -> WaitingList:
        """The must-move list of a new game of this type and limit: the same names in the same
        order (LC-138)."""
        return WaitingList(game, self.names)


def new_game_seating(waiting: WaitingList, seats: int, at_ms: int) -> tuple[list[str],
                                                                            WaitingList]:
    """A new game's first seats go to its list, top down (LC-87); call-ins not here yet keep
    their place. Returns the players to seat and the list left."""
    board, _ = waiting.expired(at_ms)
    chosen = [n.player for n in board.names if not n.call_in][:seats]
    for player in chosen:
        board = board.remove(player)
    return chosen, board
