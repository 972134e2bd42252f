"""Who gets an open seat in the game, and whether seat changes are allowed at all.

When seated players cannot settle an open seat among themselves, it goes to whoever asked first;
if that cannot be told, to whoever has been in the game longest; if that cannot be told either,
they draw cards (LC-88e, with LC-28's suits). Before the seat is locked for a newcomer from the
list, the floor offers it to the seated players (LC-88f). Some houses allow seat changes only in
a short game (LC high: under five players, LC-135 read by AMB-32; K29).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealer_assist.cards import Card
from dealer_assist.messages import msg
from dealer_assist.room_ops.card_draw import draw_order
from dealer_assist.room_ops.refusal import RoomRefusal


@dataclass(frozen=True)
class SeatRequest:
    """A seated player who wants the open seat; a time is ``None`` when nobody can tell it."""

    player: str
    asked_at_ms: int | None
    in_game_since_ms: int | None


def seat_priority(requests: Sequence[SeatRequest],
                  draws: Mapping[str, Card] | None = None) -> list[str]:
    """The requests in the order they get the seat (LC-88e). A tie that neither time settles
    needs a card draw among the tied players; without one it is refused, naming them."""
    names = [r.player for r in requests]
    if len(set(names)) != len(names):
        raise RoomRefusal(msg("room.seat_priority.player_asks_seat_twice",
                              "a player asks for the seat twice"))
    return _by(list(requests), ("asked_at_ms", "in_game_since_ms"), draws or {})


def _by(requests: list[SeatRequest], keys: tuple[str, ...],
        draws: Mapping[str, Card]) -> list[str]:
    if len(requests) <= 1:
        return [r.player for r in requests]
    if not keys:
        tied = [r.player for r in requests]
        if not all(p in draws for p in tied):
            raise RoomRefusal(msg("room.seat_priority.cannot_told_apart_who",
                                  "{tied} cannot be told apart by who asked first or who has "
                                  "played longest: they draw cards for the seat",
                                  tied=', '.join(tied)), "LC-88e")
        return draw_order({p: draws[p] for p in tied})
    key, rest = keys[0], keys[1:]
    known = [r for r in requests if getattr(r, key) is not None]
    if len(known) < len(requests):  # this step cannot settle it: all go on to the next
        return _by(requests, rest, draws)
    ordered: list[str] = []
    for value in sorted({getattr(r, key) for r in known}):
        ordered.extend(_by([r for r in known if getattr(r, key) == value], rest, draws))
    return ordered


def seat_change_allowed(players: int, only_below: int | None) -> bool:
    """Whether a seat change is allowed with ``players`` in the game: always, unless the house
    allows it only under a number of players (K29: LC-135, AMB-32)."""
    return only_below is None or players < only_below


def check_seat_change(players: int, only_below: int | None) -> None:
    if not seat_change_allowed(players, only_below):
        raise RoomRefusal(msg("room.seat_priority.seat_changes_are_allowed",
                              "seat changes are allowed only with fewer than {only_below} "
                              "players; the game has {players}",
                              only_below=only_below, players=players), "K29", "LC-135")


def check_lock_for_list(offered_to_table: bool) -> None:
    """An open seat goes to the list's newcomer only after the seated players were asked
    whether one of them wants it (LC-88f)."""
    if not offered_to_table:
        raise RoomRefusal(msg("room.seat_priority.offer_before_lock", "offer the open seat to "
                              "the seated players before locking it for the list"), "LC-88f")


def check_may_move_newcomer(newcomer: str, chips_down: bool) -> None:
    """A newcomer whose chips are on the table keeps his seat: no seated player's request
    moves him any more (LC-88f)."""
    if chips_down:
        raise RoomRefusal(msg("room.seat_priority.chips_down_no_move", "{newcomer}'s chips are "
                              "on the table: he cannot be made to move", newcomer=newcomer),
                          "LC-88f")
