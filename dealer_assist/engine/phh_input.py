"""What a PHH hand history must hold before the reader uses it (issue 16).

Why a module: PHH files come from anywhere (hand-history sites, other programs, a person's
editor). The reader (:mod:`dealer_assist.engine.phh`) calls :func:`check_phh` first, so a file
without ``starting_stacks``, with ``inf`` or ``nan`` chips, a 10^30 stack or a name with a
control character is refused in words naming the field, never as a traceback or a wrong hand.
Amounts follow the event bounds (:mod:`dealer_assist.engine.input_checks`): whole or decimal
chip counts from 0 to ``MAX_CHIPS``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

from dealer_assist.engine.input_checks import MAX_CHIPS, MAX_SEATS, MIN_SEATS, text_problem

PER_PLAYER: Final = ("blinds_or_straddles", "antes", "finishing_stacks")
SIZES: Final = ("small_bet", "big_bet", "min_bet", "bring_in", "rake")
TEXT_LISTS: Final = ("players", "actions")
NEEDED_SIZES: Final = {"F": ("small_bet", "big_bet"), "N": ("min_bet",), "P": ("min_bet",)}
"""By the variant code's first letter (the betting structure: fixed, no limit, pot limit)."""


class PHHInputError(ValueError):
    """A PHH field that is missing, of the wrong kind or out of range."""


def check_phh(data: Mapping[str, Any]) -> None:
    """Raise :class:`PHHInputError` naming the first field the reader cannot use."""
    stacks = data.get("starting_stacks")
    if stacks is None:
        raise PHHInputError(  # i18n: PHH import (technician)
            "starting_stacks: missing (each player's chips at the start)")
    _amounts("starting_stacks", stacks)
    if not MIN_SEATS <= len(stacks) <= MAX_SEATS:
        raise PHHInputError(  # i18n: PHH import (technician)
            f"starting_stacks: {len(stacks)} players; a table seats "
            f"{MIN_SEATS} to {MAX_SEATS}")
    for key in PER_PLAYER:
        if key in data:
            _amounts(key, data[key])
            if len(data[key]) != len(stacks):
                raise PHHInputError(  # i18n: PHH import (technician)
                    f"{key}: {len(data[key])} values for {len(stacks)} players")
    variant = data.get("variant")
    needed = NEEDED_SIZES.get(variant[:1], ()) if isinstance(variant, str) else ()
    missing = [key for key in needed if key not in data]
    if missing:
        raise PHHInputError(  # i18n: PHH import (technician)
            f"{missing[0]}: missing (a {variant} hand states it)")
    for key in SIZES:
        if key in data:
            _amount(key, data[key])
    for key in TEXT_LISTS:
        value = data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise PHHInputError(f"{key}: expected a list of text")  # i18n: PHH import (technician)
        problem = next((p for v in value if (p := text_problem(key, v))), "")
        if problem:
            raise PHHInputError(f"{key}: {problem}")  # i18n: PHH import (technician)
    for number, text in enumerate(data.get("actions", [])):
        problem = action_problem(text)
        if problem:
            raise PHHInputError(  # i18n: PHH import (technician)
                f"actions[{number}] {text!r}: {problem}")


def action_problem(text: str) -> str:
    """Why an action line has not the words its verb needs ("" when it has): ``d dh p1 AsKd``,
    ``d db 2c3d4h``, ``p1 f``, ``p2 cc``, ``p3 cbr 600``, ``p1 sm [cards]``, ``p1 pb``."""
    words = text.split("#")[0].split()
    if not words:
        return ""
    if words[0] == "d":
        needed = {"dh": 3, "db": 3}.get(words[1] if len(words) > 1 else "", 0)
        if len(words) < max(needed, 2):
            return "a dealing line is 'd dh PLAYER CARDS' or 'd db CARDS'"  # i18n: technician
        if needed:
            cards = words[3] if words[1] == "dh" and len(words) > 3 else words[2]
            if len(cards) % 2:
                return f"{cards!r} is not a run of two-character cards"  # i18n: technician
        return ""
    if len(words) < 2:
        return "a player's line is 'PLAYER VERB [AMOUNT or CARDS]'"  # i18n: PHH import (technician)
    if words[1] == "cbr" and (len(words) < 3 or not words[2].isdigit()):
        return "'cbr' needs the amount bet or raised to, in whole chips"  # i18n: technician
    return ""


def _amounts(key: str, value: Any) -> None:
    if not isinstance(value, list):
        raise PHHInputError(  # i18n: PHH import (technician)
            f"{key}: expected a list of chip amounts, got {value!r}")
    for item in value:
        _amount(key, item)


def _amount(key: str, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise PHHInputError(  # i18n: PHH import (technician)
            f"{key}: expected a chip amount, got {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise PHHInputError(f"{key}: {value} is not a chip amount")  # i18n: PHH import (technician)
    if not 0 <= value <= MAX_CHIPS:
        raise PHHInputError(  # i18n: PHH import (technician)
            f"{key}: {value} is out of range for a chip amount "
            f"(0 to {MAX_CHIPS:,})")
