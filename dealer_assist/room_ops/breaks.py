"""Breaks and lobbying (catalogue §7.4) beside the table's three-button rule (LC-97, which the
engine applies: :mod:`dealer_assist.engine.pick_up`).

Stud players may take one 30-minute meal break per four hours of play, after telling the floor;
any other absence in stud is limited to 15 minutes (LC-99). Repeated lobbying may lead the floor
to pick a player's chips up before his third button (LC-98): the room says how many absences in
how long make a prompt. The floor station shows each timer and says when one runs over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from dealer_assist.messages import msg
from dealer_assist.room_ops.refusal import HOUR_MS, MINUTE_MS, RoomRefusal

MEAL_BREAK_MS = 30 * MINUTE_MS
MEAL_EVERY_MS = 4 * HOUR_MS
STUD_LOBBY_MS = 15 * MINUTE_MS


class BreakKind(StrEnum):
    MEAL = "meal"
    OTHER = "other"


@dataclass(frozen=True)
class Absence:
    """A player away from a seat since ``since_ms``."""

    player: str
    kind: BreakKind
    since_ms: int


def check_meal_break(stud: bool, playing_since_ms: int, last_meal_ms: int | None,
                     now_ms: int, floor_told: bool) -> None:
    """A stud meal break: the floor told, and four hours played since the start or the last
    meal break (LC-99). Other games have no meal-break rule: their absences follow LC-97."""
    if not stud:
        raise RoomRefusal(msg("room.breaks.meal_break_allowance_stud", "the meal-break "
                              "allowance is a stud rule; other games follow the three-button "
                              "rule"), "LC-99", "LC-97")
    if not floor_told:
        raise RoomRefusal(msg("room.breaks.meal_break_starts_after", "a meal break starts after "
                              "the player tells the floor"), "LC-99")
    since = playing_since_ms if last_meal_ms is None else last_meal_ms
    if now_ms - since < MEAL_EVERY_MS:
        minutes = (since + MEAL_EVERY_MS - now_ms + MINUTE_MS - 1) // MINUTE_MS
        raise RoomRefusal(msg("room.breaks.one_meal_break_per", "one meal break per four hours "
                              "of play: the next in {minutes} minutes",
                              minutes=minutes), "LC-99")


def overdue_minutes(absence: Absence, stud: bool, now_ms: int) -> int:
    """Whole minutes a stud player's absence is over its limit (30 for a meal break, 15 for
    any other: LC-99); 0 when within it or not stud (LC-97 governs the other games)."""
    if not stud:
        return 0
    allowed = MEAL_BREAK_MS if absence.kind is BreakKind.MEAL else STUD_LOBBY_MS
    over = now_ms - absence.since_ms - allowed
    return 0 if over <= 0 else -(-over // MINUTE_MS)  # started minutes count


def repeated_lobbying(absences_ms: Sequence[int], now_ms: int, *, count: int,
                      window_ms: int) -> bool:
    """Whether to prompt the floor about a player's repeated lobbying (LC-98): ``count``
    absences started within ``window_ms`` before now, by the room's own measure."""
    if count < 1 or window_ms <= 0:
        raise RoomRefusal(msg("room.breaks.room_s_repeated_lobbying", "the room's "
                              "repeated-lobbying measure needs a count and a period"),
                          "LC-98")
    recent = [at for at in absences_ms if 0 <= now_ms - at <= window_ms]
    return len(recent) >= count
