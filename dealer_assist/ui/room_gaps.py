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

from PySide6.QtCore import QT_TR_NOOP

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.from_profile import config_from_rules
from dealer_assist.rules import HouseProfile, ProfileError, rules_for, with_table_amounts
from dealer_assist.ui.i18n import render, tr

AMOUNT_WORDS = {"blinds.small_blind": QT_TR_NOOP("the small blind"),
                "blinds.big_blind": QT_TR_NOOP("the big blind"),
                "blinds.button_blind": QT_TR_NOOP("the button blind"),
                "ante": QT_TR_NOOP("the ante"),
                "bring_in_min": QT_TR_NOOP("the bring-in"),
                "collection": QT_TR_NOOP("the collection"),
                "chip_unit": QT_TR_NOOP("the smallest chip")}
"""An amount the room leaves open, as a sentence names it."""
QUESTIONS = {"blinds.small_blind": QT_TR_NOOP("Small blind for {limit}: ${amount}"),
             "blinds.big_blind": QT_TR_NOOP("Big blind for {limit}: ${amount}"),
             "blinds.button_blind": QT_TR_NOOP("Button blind for {limit}: ${amount}"),
             "ante": QT_TR_NOOP("Ante for {limit}: ${amount}"),
             "bring_in_min": QT_TR_NOOP("Bring-in for {limit}: ${amount}"),
             "collection": QT_TR_NOOP("Collection for {limit}: ${amount}"),
             "chip_unit": QT_TR_NOOP("Smallest chip for {limit}: ${amount}")}
"""The keypad's question for each amount (a whole sentence: the language orders it)."""
STAND_IN = {"chip_unit": 1, "bring_in_min": 1}  # neutral values the checks accept (else 0)
RULE_WORDS = {
    "collection.button_collection_live": QT_TR_NOOP("whether the button's collection is live"),
    "betting.max_bets_per_round": QT_TR_NOOP("how many bets a round allows"),
    "betting.heads_up_uncapped": QT_TR_NOOP("whether heads-up betting is uncapped"),
    "betting.short_all_in": QT_TR_NOOP("how a short all-in counts"),
    "stud.open_pair_fourth_street": QT_TR_NOOP("whether an open pair on 4th street may bet big")}
"""A rule choice only the room file makes, as a sentence names it."""


@dataclass(frozen=True)
class Gaps:
    """``amounts``: the keys to ask by touch, in the order the engine needs them;
    ``rule_key``: the setting the room file must decide first ("" if none), or ``refusal``:
    the engine's refusal when it names no setting; ``rule`` says either in the screen's
    language each time it is read."""

    amounts: tuple[str, ...] = ()
    rule_key: str = ""
    refusal: str = ""

    @property
    def rule(self) -> str:
        """The rule choice in words ("" if none)."""
        return in_words(self.rule_key) if self.rule_key else render(self.refusal)

    @property
    def ready(self) -> bool:
        return not self.amounts and not self.rule_key and not self.refusal


def missing_key(refusal: str) -> str:
    """The setting key a ``config_from_rules`` refusal names ("" when it names none)."""
    match = re.search(r"(\S+) must be set by the room", refusal)
    return match.group(1) if match else ""


def in_words(key: str) -> str:
    """A missing setting in plain words ("the button blind"), in the screen's language."""
    words = AMOUNT_WORDS.get(key) or RULE_WORDS.get(key)
    if words is not None:
        return tr(words)
    return tr("the setting {key}").format(key=key)


def question(key: str, limit: str, digits: str = "") -> str:
    """The keypad's question: "Button blind for 3-6: $__"."""
    template = QUESTIONS.get(key)
    if template is None:
        return tr("{setting} for {limit}: ${amount}").format(setting=key, limit=limit,
                                                               amount=digits or "__")
    return tr(template).format(limit=limit, amount=digits or "__")


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
                first = refusal.args[0] if refusal.args else ""
                return Gaps(tuple(amounts), key) if key else Gaps(
                    tuple(amounts), refusal=first if isinstance(first, str) else str(refusal))
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
