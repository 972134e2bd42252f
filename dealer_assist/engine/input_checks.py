"""Bounds on what the program reads from outside (event files, hand logs, table rules).

Why a module: events and rules reach the engine from JSON Lines files, the SQLite log, exports
and PHH histories, typed or edited by anyone. They are checked once, where they are decoded
(:func:`dealer_assist.engine.events.event_from_dict` and ``GameConfig.from_json``), so replay,
recovery and export all refuse the same things with the same words.

The bounds:

- chip amounts are whole chips from 0 to :data:`MAX_CHIPS` (one billion: no table holds more,
  and every sum of them stays exact);
- other whole numbers (seats, hand and ruling numbers, UTC milliseconds) from 0 to
  :data:`MAX_WHOLE`;
- a table has 2 to 10 seats, and plays a game the house profiles know;
- text holds no lone surrogate (it could not be written back as UTF-8) and no control
  character; free text (a ruling's detail or reason) may have line breaks and tabs.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping
from typing import Any, Final

MAX_CHIPS: Final = 10**9
MAX_WHOLE: Final = 10**15
MIN_SEATS, MAX_SEATS = 2, 10
KNOWN_GAMES: Final = frozenset({
    # the house profiles' games (``dealer_assist.rules.GameId``; a test keeps the two equal)
    "holdem", "omaha", "omaha8", "stud", "stud8", "three_card_poker", "two_card_poker",
    "florida_holdem", "pai_gow", "hot_action_blackjack",
})
AMOUNT_FIELDS: Final = frozenset({
    "stack", "stacks", "amount", "amounts", "live", "dead", "to", "put_in", "stake",
    "side_stake", "small_bet", "big_bet", "covered", "returned", "paid", "collected",
    "stake_left", "from_chip", "to_chip", "ante", "big_blind_ante", "collection",
    "time_collection", "bring_in", "chip_unit", "split_unit", "threshold", "blind",
    "chip_denominations",
})
FREE_TEXT_FIELDS: Final = frozenset({"detail", "reason", "rules", "config"})
LINE_BREAKS: Final = frozenset("\n\r\t")


def whole_problem(field: str, value: int) -> str:
    """Why ``value`` cannot be field ``field`` ("" when it can)."""
    top = MAX_CHIPS if field in AMOUNT_FIELDS else MAX_WHOLE
    if not 0 <= value <= top:
        what = "a chip amount" if field in AMOUNT_FIELDS else "a whole number"  # i18n: technician
        shown = (  # i18n: a decoding error (technician)
            str(value) if len(str(value)) <= 24 else f"a {len(str(value))}-digit number")
        return f"{shown} is out of range for {what} (0 to {top:,})"  # i18n: technician
    return ""


def text_problem(field: str, value: str) -> str:
    """Why ``value`` cannot be text field ``field`` ("" when it can)."""
    if value.isascii() and value.isprintable():
        return ""  # the usual case, without a look at each character
    allowed = LINE_BREAKS if field in FREE_TEXT_FIELDS else frozenset()
    for char in value:
        if 0xD800 <= ord(char) <= 0xDFFF:
            return f"has a lone surrogate U+{ord(char):04X}, which is not text"  # i18n: technician
        if char not in allowed and unicodedata.category(char) == "Cc":
            return f"has the control character U+{ord(char):04X}"  # i18n: technician
    return ""


def value_problem(field: str, value: Any) -> str:
    """Why a decoded value (whole number, text, or a list of them) cannot be ``field``."""
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int):
        return whole_problem(field, value)
    if isinstance(value, str):
        return text_problem(field, value)
    if isinstance(value, tuple | list):
        return next((p for v in value if (p := value_problem(field, v))), "")
    return ""


def fields_problem(values: Mapping[str, Any]) -> str:
    """The first field of ``values`` out of bounds, as ``field: why`` ("" when none is)."""
    for field, value in values.items():
        problem = value_problem(field, value)
        if problem:
            return f"{field}: {problem}"  # i18n: a decoding error (technician)
    return ""


def table_problem(seats: int, game: str) -> str:
    """Why a table set-up of ``seats`` seats playing ``game`` cannot be ("" when it can)."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        return (  # i18n: a decoding error (technician)
            f"seats: a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
    if game not in KNOWN_GAMES:
        return f"game: {game!r} is not a game the house profiles know"  # i18n: technician
    return ""


def read_json(text: str) -> Any:
    """``json.loads`` with every way it can fail (bad syntax, a number of thousands of digits,
    nesting deeper than Python's stack) as one ``ValueError`` that says which."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON: {exc}") from exc
    except ValueError as exc:  # an integer longer than Python converts (4,300 digits)
        raise ValueError(f"not usable JSON: {exc}") from exc
    except RecursionError:
        raise ValueError("not usable JSON: nested too deeply") from None
