"""Which catalogue entries can apply now, for the Floor button's list: the table's game, then the
stage of the hand (between hands, the deal, betting and board cards, showdown). Pure: no Qt.

The stages are a reading of the entries' titles and rules kept here because the catalogue does
not (yet) say when each entry can happen; an entry this table does not name is listed at every
stage, so nothing the dealer may need is hidden. A "Show all" toggle lists the whole catalogue.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from dealer_assist.irregularities import Irregularity

FAMILY: Final = {"holdem": "flop", "omaha": "flop"}
STAGES: Final = ("between", "deal", "play", "showdown")
STAGE_TEXT: Final = {"between": "between hands", "deal": "during the deal",
                     "play": "during the betting and board cards", "showdown": "at showdown"}

_BETWEEN: Final = frozenset({
    "new_deck_request", "structure_change", "show_burn_request", "late_objection",
    "management_override", "cards_damaged"})
_DEAL: Final = frozenset({
    "misdeal_a", "misdeal_b", "misdeal_c", "misdeal_d", "misdeal_e", "misdeal_f", "misdeal_g",
    "misdeal_h", "misdeal_i", "misdeal_request", "fouled_deck", "boxed_card", "boxed_five",
    "extra_hole_card", "missing_hole_card", "not_entitled_dealt", "newcomer_dealt_in",
    "card_to_empty_seat", "exposed_hole_card", "stud_ante_no_cards", "stud_hole_card_exposed",
    "stud_empty_seat_dealt", "card_off_table", "stud_card_off_table", "cards_damaged",
    "management_override",
    # stud deals a card on every street: the street-by-street deal errors
    "stud_premature_card", "stud_burn_error", "stud_seventh_up", "stud_short_deck"})
_PLAY: Final = frozenset({
    "premature_flop", "flop_too_many", "premature_turn", "premature_river", "fouled_deck",
    "boxed_card", "stud_premature_card", "stud_burn_error", "stud_seventh_up", "stud_short_deck",
    "stud_own_card_flipped", "stud_fold_no_bet", "stud_card_off_table", "card_off_table",
    "show_one_show_all", "hand_turned_by_other", "unprotected_hand", "thrown_hand_retrievable",
    "hand_in_muck", "cards_thrown", "fold_facing_bet", "hand_thrown_forward",
    "wrong_count_after_acting", "absent_at_turn", "advice_given", "cards_damaged",
    "management_override"})
_SHOWDOWN: Final = frozenset({
    "see_hand_at_showdown", "show_one_show_all", "hand_turned_by_other", "hand_in_muck",
    "thrown_hand_retrievable", "cards_thrown", "wrong_count_after_acting", "show_burn_request",
    "fouled_deck", "cards_damaged", "management_override", "advice_given"})
WHEN: Final = {"between": _BETWEEN, "deal": _DEAL, "play": _PLAY, "showdown": _SHOWDOWN}


def stage_of(in_hand: bool, phase: str | None) -> str:
    """The stage for a hand's engine phase (``posting``, ``dealing``, ``betting``, ``board``,
    ``showdown``, ``settling``, ``settled``, ``voided``), or ``between`` with no hand."""
    if not in_hand or phase in (None, "voided"):
        return "between"
    if phase in ("posting", "dealing"):
        return "deal"
    if phase in ("betting", "board"):
        return "play"
    return "showdown"  # showdown, settling, settled: until the cards are collected


def for_game(entries: Iterable[Irregularity], game: str) -> list[Irregularity]:
    """The entries for this game's family (flop, stud, ...), plus those for every game."""
    family = FAMILY.get(game, game)
    return [e for e in entries if e.games in (family, "all")]


def applies_at(entry: Irregularity, stage: str) -> bool:
    named = any(entry.id in ids for ids in WHEN.values())
    return entry.id in WHEN[stage] or not named


def applicable(entries: Iterable[Irregularity], game: str, stage: str) -> list[Irregularity]:
    """The entries that can apply now at a table of ``game`` at ``stage``, in catalogue order."""
    return [e for e in for_game(entries, game) if applies_at(e, stage)]
