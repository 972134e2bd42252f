"""Value types shared by every profile section: amounts, room settings, odds.

Money is a whole number of the table's chip unit, which is one dollar at every house we serve
(the rulebooks never name an amount below $1, and the engine's events count whole dollars too).
So ``Amount`` is a plain ``int`` of dollars: no floats anywhere, and a profile file that writes
``2.5`` is refused at load. Should a room ever deal with 50-cent chips, the unit changes in one
place (this module and the events), not in every comparison.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import TypeAlias, TypeVar

from dealer_assist.messages import Message, msg

Amount: TypeAlias = int
"""Whole dollars (the chip unit of every shipped house); never negative in a profile."""


class RoomSettingMissing(LookupError):
    """The engine asked for a value the rulebook leaves to the room and the room has not set."""


@dataclass(frozen=True, slots=True)
class RoomSetting:
    """A value the house's rulebook does not give: the room must set it before the table opens.

    Written in a profile file as ``{ set_by_room = "why" }``. We never invent such a value;
    the reason says which gap of the catalogue (or which AMB reading) leaves it open. The
    reason is a :class:`Message` (see :func:`reason_message`), so a refusal naming it reads in
    the dealer's language.
    """

    reason: str


_NOT_STATED = re.compile(r"(?:(?P<rule>K\d+[a-z]?): )?not stated by (?P<house>[A-Z]+)")


def reason_message(text: str) -> Message:
    """A room setting's reason as a Message. The shipped houses' reasons are catalogued for
    translation (``ui.engine_catalogue`` reads them with this): the common "not stated by CG"
    with the house (and rule) as parameters, each other sentence under an ID made from its
    words; a room file's own reason has no translation and shows as the room wrote it."""
    found = _NOT_STATED.fullmatch(text)
    if found is not None and found["rule"]:
        return msg("rules.reason.rule_not_stated", "{rule}: not stated by {house}",
                   rule=found["rule"], house=found["house"])
    if found is not None:
        return msg("rules.reason.not_stated", "not stated by {house}", house=found["house"])
    digest = hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]
    return Message(f"rules.reason.{digest}", text)  # no parameters: never formatted


T = TypeVar("T")

Setting: TypeAlias = T | RoomSetting
"""A value that is either given by the rulebook or left to the room (see :class:`RoomSetting`)."""


def require(value: T | RoomSetting, key: str) -> T:
    """The value, or :class:`RoomSettingMissing` naming the dotted key and the reason."""
    if isinstance(value, RoomSetting):
        raise RoomSettingMissing(msg("rules.room_setting_missing", "{key}: set by the room, "
                                     "not by the rulebook ({reason})", key=key,
                                     reason=value.reason))
    return value


def is_set(value: object) -> bool:
    """True when the value is given (not a pending room setting)."""
    return not isinstance(value, RoomSetting)


@dataclass(frozen=True, slots=True)
class Odds:
    """A payout of ``pays`` to ``per`` (200 to 1 is ``Odds(200, 1)``); written "200:1" in files."""

    pays: int
    per: int = 1

    def win(self, wager: Amount) -> Amount:
        """What a winning wager is paid (the wager itself comes back on top), rounded down."""
        return wager * self.pays // self.per

    def __str__(self) -> str:
        return f"{self.pays} to {self.per}"
