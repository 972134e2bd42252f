"""Which rule rows a dealer's step may cite at a table: its own house's, and only those.

Why a module: the steps are written once for every house and name the rows of each house
that has one (CG-HE-05, HTP-HE-03, PGP-HE-04 for the first betting round ...). A table shows
only the rows of its own house (issue 18): an LC table never shows a CG or PGP row. Where the
house says nothing about a step, the step says so instead of borrowing another house's row.
LC low and LC high share the LC rows: an LC low table whose room turns on an LC high rule
(time collection, LC-144; a must-move game, LC-145) cites it, as it applies there.

The ambiguity readings (AMB-nn) and the profile keys (Knn) are the project's own, shared by
every house (:data:`GENERAL`). A table whose house code is none of the five (a test table, a
room named otherwise) keeps every row: there is no house to choose by.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from dealer_assist.messages import msg

HOUSE_OF: Final = {"LC_LOW": "LC", "LC_HIGH": "LC", "CG": "CG", "HTP": "HTP", "PGP": "PGP"}
"""House profile code -> the prefix of that house's rule IDs."""
GENERAL: Final = re.compile(r"^(AMB-\d+|K\d+)$")
"""IDs every house may cite: the catalogue's readings and the profile keys."""


def prefix_of(house: str) -> str | None:
    """The rule-ID prefix of a house code (``LC_LOW`` -> ``LC``); None for an unknown code."""
    return HOUSE_OF.get(house.upper())


def belongs(house: str, rule_id: str) -> bool:
    """May a table of ``house`` cite ``rule_id``?"""
    prefix = prefix_of(house)
    if prefix is None or GENERAL.match(rule_id):
        return True
    return rule_id.startswith(prefix + "-")


def own_rows(house: str, rule_ids: Iterable[str]) -> tuple[str, ...]:
    """The rows of ``rule_ids`` that ``house`` may cite, in their order."""
    return tuple(r for r in rule_ids if belongs(house, r))


def silence(house: str) -> str:
    """What a step says when its house has no row for it."""
    prefix = prefix_of(house) or house
    return msg("citations.silence", " ({prefix}'s rulebook says nothing on this)", prefix=prefix)
