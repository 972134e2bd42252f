"""One room operation as the room store keeps it, and the fields each kind must carry.

A leaf: the migration checks the same field lists in the server that the fold reads, so an
event the database accepted always has what :mod:`dealer_assist.room_ops.board` needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from dealer_assist.messages import msg
from dealer_assist.room_ops.operation_words import field_words, kind_words
from dealer_assist.room_ops.refusal import RoomRefusal

_GAME = ("game", "limit")
FIRST_KINDS: Final[Mapping[str, tuple[str, ...]]] = {
    # tables the room runs (LC-137 needs the running games)
    "table_opened": ("table", *_GAME),
    "table_closed": ("table",),
    # the sign-up board (LC-87, LC-136)
    "listed": (*_GAME, "player", "call_in"),
    "arrived": (*_GAME, "player"),
    "called": (*_GAME, "player", "table"),
    "no_answer": (*_GAME, "player"),
    "delisted": (*_GAME, "player", "reason"),
    "seated": (*_GAME, "player", "table"),
    # seat changes in a running game (LC-88e, LC-135)
    "seat_change_asked": ("table", "player"),
    "seat_change_given": ("table", "player", "players"),
    "seat_transferred": ("table", "player", "to_player"),  # LC-25
    # must-move games (LC-137..LC-145, LC-131)
    "must_move_declared": (*_GAME, "main_table", "must_move_table"),
    "must_move_players": (*_GAME, "players"),
    "must_move_called": (*_GAME, "player", "position"),
    "must_move_answer": (*_GAME, "player", "choice"),
    # table changes and broken games (LC-95, LC-96, LC-134, LC-92..94, LC-38)
    "table_change_asked": ("player", "from_table", "to_table", "position"),
    "table_change_approved": ("player",),
    "game_broken": ("table", "players", "open_seats"),
    "seat_draw": ("table", "draws"),
    "moved": ("player", "from_table", "to_table", "reason", "stack", "amount"),
    # departures and buy-ins across tables (LC-91, LC-35, LC-36)
    "left_table": ("table", "player", "chips"),
    "buy_in": ("table", "player", "amount", "declared"),
    # breaks, lobbying and buttons (LC-97, LC-98, LC-99, LC-GL-33)
    "away": ("table", "seat", "player", "break", "floor_told"),
    "back": ("player",),
    "hold_button": ("table", "seat", "player", "on"),
    "missed_button": ("table", "seat", "player"),
    "chips_picked_up": ("table", "seat", "player"),
}
# the room's eighth migration's kinds (the fifth's list above stays as it was migrated)
SEAT_KINDS: Final[Mapping[str, tuple[str, ...]]] = {
    "seat_offered": ("table", "seat"),  # LC-88f
    "seat_locked": ("table", "seat", "player"),  # LC-88f
    "short_game_cut": ("table", "to_table", "open_seats", "draws"),  # LC-92
    "limit_raised": ("table", "limit"),  # LC-37
}
KINDS: Final[Mapping[str, tuple[str, ...]]] = {**FIRST_KINDS, **SEAT_KINDS}


@dataclass(frozen=True)
class Operation:
    """One event: the room's number for it, when (ms), which floorperson, what, and its fields."""

    seq: int
    at_ms: int
    by: str
    kind: str
    body: Mapping[str, object] = field(default_factory=dict)

    def text(self, name: str) -> str:
        value = self.body.get(name)
        if not isinstance(value, str) or not value.strip():
            raise RoomRefusal(msg("room.operation.field_must_name", "{kind}: field {name} must "
                                  "be a name, not {value}",
                                  kind=kind_words(self.kind), name=field_words(name),
                                  value=repr(value)))
        return value.strip()

    def number(self, name: str) -> int:
        value = self.body.get(name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RoomRefusal(msg("room.operation.field_must_whole_number",
                                  "{kind}: field {name} must be a whole number of 0 or more, "
                                  "not {value}",
                                  kind=kind_words(self.kind), name=field_words(name),
                                  value=repr(value)))
        return value

    def flag(self, name: str) -> bool:
        value = self.body.get(name)
        if not isinstance(value, bool):
            raise RoomRefusal(msg("room.operation.field_must_true_false",
                                  "{kind}: field {name} must be true or false, not {value}",
                                  kind=kind_words(self.kind), name=field_words(name),
                                  value=repr(value)))
        return value


def check_fields(kind: str, body: Mapping[str, object]) -> None:
    """The same check the database makes, before a round trip: a known kind, no field missing."""
    needed = KINDS.get(kind)
    if needed is None:
        raise RoomRefusal(msg("room.operation.unknown_room_operation", "unknown room operation "
                              "{kind}", kind=repr(kind)))
    missing = [f for f in needed if body.get(f) is None]
    if missing:
        raise RoomRefusal(msg("room.operation.field_missing", "{kind}: field {missing} is "
                              "missing",
                              kind=kind_words(kind), missing=field_words(missing[0])))
