"""Registry of rule IDs: every ID a profile, a procedure step or a ruling may cite.

The UI shows a reference as ``describe("LC-110")`` -> "LC-110: Premature flop: ...". Titles are
short, in the project's words (generated from the catalogue's paraphrase by ``build_ids.py``,
never from the rulebooks). A few IDs come from outside the catalogue and are listed here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from dealer_assist.messages import Message, msg
from dealer_assist.rules.catalogue_ids import CATALOGUE


class UnknownRuleId(KeyError):
    """A rule ID that is in neither the catalogue nor the project's own list."""


EXTRA: Final[dict[str, tuple[str, str]]] = {
    "CA-PDR": (
        "California player-dealer rotation: two non-TPPP bankers per 40 minutes",
        "California rules in force since 1 April 2026 (issue 5)",
    ),
    "GEGA-001336": ("CG Pai Gow rule page reference (file 001)", "Sources and house codes"),
    "GEGA-001337": ("CG Omaha 8 rule page reference (file 001)", "Sources and house codes"),
    "GEGA-001338": ("CG Hold'em rule page reference (file 001)", "Sources and house codes"),
}

_ALL: Final[dict[str, tuple[str, str]]] = {**CATALOGUE, **EXTRA}


def exists(rule_id: str) -> bool:
    """True when the ID is known (catalogue rows, DIFF keys K01-K29, AMB readings, extras)."""
    return rule_id in _ALL


def title(rule_id: str) -> Message:
    """Short title of a rule (message ID ``rule.<ID>``, for the screen's language);
    :class:`UnknownRuleId` if the ID is not known."""
    try:
        return Message(f"rule.{rule_id}", _ALL[rule_id][0])
    except KeyError:
        raise UnknownRuleId(rule_id) from None


def section(rule_id: str) -> str:
    """The catalogue section the ID sits in."""
    try:
        return _ALL[rule_id][1]
    except KeyError:
        raise UnknownRuleId(rule_id) from None


def describe(rule_id: str) -> Message:
    """``"ID: title"``, the form procedure steps and rulings show."""
    return msg("rule.describe", "{rule_id}: {title}", rule_id=rule_id, title=title(rule_id))


def unknown(rule_ids: Iterable[str]) -> list[str]:
    """The IDs of ``rule_ids`` that are not known, in order."""
    return [r for r in rule_ids if r not in _ALL]


def all_ids() -> tuple[str, ...]:
    """Every known ID, catalogue order first."""
    return tuple(_ALL)
