"""Room operations by the house's rules (catalogue §7): buy-ins, the card draw, the sign-up
board, seat priority, must-move games, table changes and game breaks, breaks and lobbying.

Pure: no clock, no database, no Qt. Every time a rule needs ("within one hour") comes in as the
event's own time in milliseconds, so the same inputs always give the same answer; the table app
and the room store call these functions and log what they decide. A refusal is a
:class:`RoomRefusal` that says what is wrong in the floor's words and names the rule IDs.
"""

from dealer_assist.room_ops.refusal import RoomRefusal

__all__ = ["RoomRefusal"]
