"""The irregularities catalogue (pure data, sections 6, 7.1, 7.5 and 8): every entry by its ID.

It lives with the rules, below the engine and the irregularities package, so any layer may read
it (the banked games' rulings, the floor screens) without importing upward.
"""

from __future__ import annotations

from dealer_assist.rules.irregularities.entry import Irregularity
from dealer_assist.rules.irregularities.floor import FLOOR
from dealer_assist.rules.irregularities.flop import FLOP
from dealer_assist.rules.irregularities.stakes import STAKES
from dealer_assist.rules.irregularities.stud import STUD

_BY_ID: dict[str, Irregularity] = {e.id: e for e in FLOP + STUD + FLOOR + STAKES}


def catalogue() -> tuple[Irregularity, ...]:
    """Every entry, in catalogue order (sections 6, 7.1, 8, then 7.5's dealer calls)."""
    return tuple(_BY_ID.values())


def is_known(irregularity_id: str) -> bool:
    """Whether the catalogue has an entry of this ID (a ruling read from a file may not)."""
    return irregularity_id in _BY_ID


def get(irregularity_id: str) -> Irregularity:
    """One entry; KeyError naming the unknown ID."""
    try:
        return _BY_ID[irregularity_id]
    except KeyError:
        raise KeyError(f"no irregularity {irregularity_id!r} in the catalogue") from None


def banked_entries() -> tuple[Irregularity, ...]:
    """The entries a banked table rules on (``banked``), in catalogue order."""
    return tuple(e for e in _BY_ID.values() if e.banked)
