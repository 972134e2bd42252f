"""House differences K15, K16, K17 (profile ``irregularities`` section) turned into rulings.

The code asks the profile's setting and never a house name (ARCHITECTURE property 4). A setting
the room has not given yet (``RoomSetting``) proposes no correction: the floor decides (LC-P1).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from dealer_assist.rules import (
    ExposedHoleCard,
    ExtraHoleCard,
    IrregularityRules,
    MissingHoleCard,
    ProfileError,
    UnknownGame,
    load_profile,
    rules_for,
)


@dataclass(frozen=True, slots=True)
class HouseIrregularities:
    """The three K15-K17 settings of one table; None when the room has not set one."""

    extra_hole_card: ExtraHoleCard | None = None
    missing_hole_card: MissingHoleCard | None = None
    exposed_hole_card: ExposedHoleCard | None = None

    @staticmethod
    def from_rules(rules: IrregularityRules | None) -> HouseIrregularities:
        if rules is None:
            return HouseIrregularities()
        extra, missing, exposed = (rules.extra_hole_card, rules.missing_hole_card,
                                   rules.exposed_hole_card)
        return HouseIrregularities(
            extra if isinstance(extra, ExtraHoleCard) else None,
            missing if isinstance(missing, MissingHoleCard) else None,
            exposed if isinstance(exposed, ExposedHoleCard) else None,
        )

    @staticmethod
    def for_table(house: str, game: str, limit: str) -> HouseIrregularities:
        """The shipped profile's settings for a table's house code, game and limit; all unset
        when the code is not a shipped house (a test table, a room file under another code)."""
        return _shipped(house, game, limit)


@lru_cache(maxsize=32)
def _shipped(house: str, game: str, limit: str) -> HouseIrregularities:
    try:
        return HouseIrregularities.from_rules(rules_for(load_profile(house), game, limit)
                                              .irregularities)
    except (ProfileError, UnknownGame, KeyError, ValueError, OSError):
        return HouseIrregularities()


@dataclass(frozen=True, slots=True)
class Decision:
    """The ruling the house's rule gives, and the correction it needs (``action``):
    burn_extra, kill, kill_burn, top_card, replace, keep, void, none."""

    rule_ids: tuple[str, ...]
    detail: str
    action: str


_UNSET = "the house has not set this rule ({key}): the floor decides (LC-P1)"


def extra_card(house: HouseIrregularities, acted: bool, flop_out: bool,
               substantial: bool) -> Decision:
    """K15: one hole card too many."""
    rule = house.extra_hole_card
    if rule is ExtraHoleCard.BY_ACTION_AND_FLOP:
        if flop_out:
            return Decision(("LC-107c",), "found after the flop: the hand is dead and all action "
                            "stands", "kill")
        if acted:
            return Decision(("LC-107b", "LC-103.s2"), "he has acted: the hand is dead, his money "
                            "stays in the pot, one of its cards is the flop burn", "kill_burn")
        return Decision(("LC-107a",), "he has not acted: the floor mixes his cards face down, "
                        "turns one up at random, and it becomes the flop burn", "burn_extra")
    if rule is ExtraHoleCard.BURN_UNLESS_SUBSTANTIAL_ACTION:
        if substantial:
            return Decision(("PGP-IRR-03", "LC-GL-68"), "found after substantial action: the "
                            "hand is dead and he loses everything he put in, blinds included",
                            "kill")
        return Decision(("PGP-IRR-02",), "the floor turns up one of his cards at random; it is "
                        "the first burn", "burn_extra")
    return Decision(("K15", "LC-P1"), _UNSET.format(key="K15"), "none")


def missing_card(house: HouseIrregularities, acted: bool, flop_out: bool) -> Decision:
    """K16: one hole card short."""
    rule = house.missing_hole_card
    if rule is MissingHoleCard.TOP_CARD_UNLESS_ACTED:
        if not acted:
            return Decision(("LC-108a",), "he has not acted: he gets the top card once the deal "
                            "is complete", "top_card")
        if not flop_out:
            return Decision(("LC-108b", "LC-103.s2"), "he has acted before the flop: the hand is "
                            "dead and his money stays in the pot", "kill")
        return Decision(("LC-85c",), "found after acting, past the flop: the hand is dead",
                        "kill")
    if rule is MissingHoleCard.ALWAYS_TOP_CARD:
        return Decision(("PGP-IRR-01",), "he gets the top card once dealing is complete, whether "
                        "or not he has acted", "top_card")
    return Decision(("K16", "LC-P1"), _UNSET.format(key="K16"), "none")


def exposed_card(house: HouseIrregularities, index: int, earlier: int,
                 player_caused: bool) -> Decision:
    """K17: a hole card seen during the deal; ``index`` counts from 0 over the whole deal and
    ``earlier`` is how many cards of this deal were already exposed (AMB-17)."""
    rule = house.exposed_hole_card
    if rule is ExposedHoleCard.REPLACE_AND_BURN:
        if index < 2:
            return Decision(("LC-104f", "AMB-17"), f"card {index + 1} of the deal was face up: "
                            "misdeal", "void")
        if earlier:
            return Decision(("LC-104g",), "a second card of the deal was face up: misdeal",
                            "void")
        return Decision(("LC-115",), "after the deal the seat gets the top card; the exposed "
                        "card goes face up on the deck and is burned", "replace")
    if rule is ExposedHoleCard.REPLACE_AND_BURN_KEEP_IF_PLAYER_CAUSED:
        if player_caused:
            return Decision(("PGP-IRR-10",), "the card flipped off its own player: he keeps it",
                            "keep")
        return Decision(("PGP-IRR-08",), "replaced after every other card is dealt; the exposed "
                        "card is the burn", "replace")
    return Decision(("K17", "LC-P1"), _UNSET.format(key="K17"), "none")
