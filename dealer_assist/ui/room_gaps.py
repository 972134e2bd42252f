"""What a table still needs from the room before it can open, in a floorperson's words.

A profile leaves amounts to the room (blinds, collection, ante ...; AMB-02, Gaps). The room file
sets them; where it did not, the set-up panel asks for them by touch. A missing *rule choice*
(whether the button's collection is live, a short all-in reading ...) is the room file's to
make, not a dealer's: such a table is not offered and the choice is named.

The engine's ``config_from_rules`` refuses the first setting it lacks; :func:`table_gaps` finds
them all by trying again with a neutral stand-in for each amount (0, or 1 where 0 is not
allowed), so the panel knows before the first question whether the table can open at all.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.from_profile import config_from_rules
from dealer_assist.rules import HouseProfile, ProfileError, rules_for, with_table_amounts

AMOUNT_WORDS = {"blinds.small_blind": "small blind", "blinds.big_blind": "big blind",
                "blinds.button_blind": "button blind", "ante": "ante",
                "bring_in_min": "bring-in", "collection": "collection",
                "chip_unit": "smallest chip"}
STAND_IN = {"chip_unit": 1, "bring_in_min": 1}  # neutral values the checks accept (else 0)
RULE_WORDS = {"collection.button_collection_live": "whether the button's collection is live",
              "betting.max_bets_per_round": "how many bets a round allows",
              "betting.heads_up_uncapped": "whether heads-up betting is uncapped",
              "betting.short_all_in": "how a short all-in counts",
              "stud.open_pair_fourth_street": "whether an open pair on 4th street may bet big"}


@dataclass(frozen=True)
class Gaps:
    """``amounts``: the keys to ask by touch, in the order the engine needs them; ``rule``: a
    rule choice in words when the room file must decide something first ("" if none)."""

    amounts: tuple[str, ...] = ()
    rule: str = ""

    @property
    def ready(self) -> bool:
        return not self.amounts and not self.rule


def missing_key(refusal: str) -> str:
    """The setting key a ``config_from_rules`` refusal names ("" when it names none)."""
    match = re.search(r"(\S+) must be set by the room", refusal)
    return match.group(1) if match else ""


def in_words(key: str) -> str:
    """A missing setting in plain words ("the button blind")."""
    if key in AMOUNT_WORDS:
        return "the " + AMOUNT_WORDS[key]
    return RULE_WORDS.get(key, "the " + key.rsplit(".", 1)[-1].replace("_", " "))


def question(key: str, limit: str, digits: str = "") -> str:
    """The keypad's question: "Button blind for 3-6: $__"."""
    what = AMOUNT_WORDS.get(key, key)
    return f"{what[0].upper()}{what[1:]} for {limit}: ${digits or '__'}"


def config_of(profile: HouseProfile, game: str, limit: str) -> GameConfig:
    """The engine's configuration of one table of ``profile`` (Refusal naming a gap)."""
    return config_from_rules(rules_for(profile, game, limit))


def table_gaps(source: str | Path, profile: HouseProfile, game: str, limit: str,
               entered: Mapping[str, int]) -> Gaps:
    """What ``profile``'s table still lacks once ``entered`` amounts are set on ``source``
    (the room file, or the house code)."""
    amounts: list[str] = []
    trial = dict(entered)
    current = profile_with(source, profile, game, limit, trial)
    for _ in range(len(AMOUNT_WORDS) + 1):
        try:
            config_of(current, game, limit)
            return Gaps(tuple(amounts))
        except Refusal as refusal:
            key = missing_key(str(refusal))
            if not key and len(trial) > len(entered):
                return Gaps(tuple(amounts))  # a stand-in refused: the real amounts decide
            if key not in AMOUNT_WORDS or key in trial:
                return Gaps(tuple(amounts), in_words(key) if key else str(refusal))
            amounts.append(key)
            trial[key] = STAND_IN.get(key, 0)
        try:
            current = with_table_amounts(source, game, limit, trial)
        except ProfileError:  # a stand-in refused by a check: ask for the rest as they come
            return Gaps(tuple(amounts))
    return Gaps(tuple(amounts))


def profile_with(source: str | Path, profile: HouseProfile, game: str, limit: str,
                 entered: Mapping[str, int]) -> HouseProfile:
    """``profile`` with the amounts entered by touch, checked as a room file is (ProfileError)."""
    return with_table_amounts(source, game, limit, entered) if entered else profile


def refused_key(error: ProfileError, keys: list[str] | tuple[str, ...]) -> str:
    """Which entered amount a profile check refused ("" if the message names none)."""
    return next((k for k in keys if error.key.endswith(k)), "")
