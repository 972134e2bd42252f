"""Records the banked corrections share with the round and the table (a leaf module).

The round keeps whether it is void and which seats are owed a replacement card; the table keeps
the correction each waiting ruling plans. The events that change them live in
:mod:`.corrections`, above the round and the table, so neither imports them back.
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.engine.games.banked.state import Need
from dealer_assist.messages import msg

VOID_RULES: Final = ("LC-105", "CG-3CP-01", "HTP-3CP-01", "HTP-2CP-01", "HTP-FLH-01",
                     "CG-PAI-01")
REPLACE_RULES: Final = ("PGP-IRR-09", "PGP-IRR-08", "LC-83", "K17", "LC-P1")
PLANS: Final = {"fouled_deck": "void", "card_off_table": "replace"}
"""The catalogue entries whose confirmed ruling the engine carries out, and how."""

PEOPLE: Final = {
    "card_off_table": msg("banked.plans.people.card_off_table",
                          "With no seat and card named, the floor shows the card and rules; the "
                          "app changes nothing ({rules}).", rules="LC-83"),
    "cards_damaged": msg("banked.plans.people.cards_damaged",
                         "Dealing the player out and calling the lead floor supervisor are done "
                         "at the table ({rules}); if the deck is no longer usable, report a "
                         "fouled deck ({rules2}).", rules="LC-4", rules2="LC-105"),
    "management_override": msg("banked.plans.people.management_override",
                               "The override and its reason are the record; nothing to carry "
                               "out ({rules}).", rules="LC-P1, LC-8a, CG-DIS-03"),
    "late_objection": msg("banked.plans.people.late_objection",
                          "Too late to rule ({rules}): nothing to carry out.", rules="LC-8c"),
    "fouled_deck": msg("banked.plans.people.fouled_deck",
                       "The app voids no round here (no card out yet, or chips already moved): "
                       "the floor settles the money by hand and the deck is replaced "
                       "({rules}).", rules="LC-105, LC-P1"),
}
NOTHING_TO_CARRY_OUT: Final = msg("banked.plans.people.nothing",
                                  "Nothing for the app to carry out.")
"""What is left to people for each entry the engine does not correct (shown on the banner)."""


@dataclass(frozen=True, slots=True)
class BankedPlan:
    """The correction a proposed ruling waits to carry out."""

    action: str
    seat: int | None = None
    card: Card | None = None
    rule_ids: tuple[str, ...] = ()

    def text(self) -> str:
        if self.action == "void":
            return msg("banked.plans.void_on_confirmation",
                       "On confirmation the round is void and every wager goes back ({rule})",
                       rule="LC-105")
        return msg("banked.plans.replace_on_confirmation",
                   "On confirmation seat {seat}'s {card} is out of play and the seat gets the "
                   "next card from the shoe after the deal ({rules}; {house}: the floor rules, "
                   "{rule})", seat=self.seat, card=str(self.card), rules="PGP-IRR-09, PGP-IRR-08",
                   house="K17", rule="LC-P1")


@dataclass(frozen=True, slots=True)
class RoundVoid:
    """Why a round is void (a confirmed ruling, LC-105) and the rows it rests on."""

    reason: str
    rule_ids: tuple[str, ...] = ()


def with_replacements(owed: list[int], dealt: Container[int], needs: list[Need]) -> list[Need]:
    """The game's needs with the owed replacement cards: after every other card of the first
    deal (PGP-IRR-08), and before anything else. ``dealt``: the seats that have cards."""
    cards = [Need("deal", msg("banked.plans.need.replacement_card",
                              "Give seat {seat} the next card from the shoe in place of the card "
                              "out of play ({rule})", seat=s, rule="PGP-IRR-08"),
                  s, count=1, rule_ids=("PGP-IRR-08", "PGP-IRR-09"))
             for s in owed]
    if needs and needs[0].kind == "deal" and needs[0].seat not in dealt:
        return needs + cards  # the first deal is still going on
    return cards
