"""The one place that knows every event type: it imports each module that defines events, above
the engine, the banked games and the irregularities, so the pure engine never loads a module by
its name.

An event type registers itself (``@event``) when its module is imported; this module imports
them all, in one explicit list. Every entry point goes through it: the command line
(``cli.main``), the app, ``replay``, the log's readers, and the tests (``tests/conftest.py``).
A log then never names a type this program does not know. A new event module is added to
:data:`EVENT_MODULES` (docs/where-to-add.md); a test finds any module left out.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Final

from dealer_assist.engine import (
    button_draw,
    buy_in_record,
    chip_rulings,
    events,
    house_dealers,
    pick_up,
    players,
    seat_dues,
    showdown_calls,
    stepping_away,
    string_raises,
    table_stakes,
    time_collection,
    turns,
)
from dealer_assist.engine.games.banked import corrections as banked_corrections
from dealer_assist.engine.games.banked import events as banked_events
from dealer_assist.irregularities import (
    board_fixes,
    dead_hands,
    hole_fixes,
    newcomer,
    not_entitled,
    stud_fixes,
)
from dealer_assist.irregularities import events as correction_events
from dealer_assist.storage import anchor

EVENT_MODULES: Final[tuple[ModuleType, ...]] = (
    events,  # table set-up, seating, the hand, rulings
    seat_dues,
    time_collection,
    players,
    pick_up,
    turns,
    chip_rulings,
    string_raises,
    showdown_calls,
    buy_in_record,  # the table's buy-in checks (LC-35, LC-36, LC-26d)
    button_draw,  # LC-86
    stepping_away,  # hold buttons (LC-GL-33), a player called away
    house_dealers,  # dealer_signed_in / dealer_signed_out
    table_stakes,  # chips bought, cheques, runners, chips passed behind (LC-26a/b/c, LC-29)
    banked_events,
    banked_corrections,
    anchor,  # the table's signed chain heads (the room store's anchoring)
    correction_events,
    board_fixes,
    dead_hands,
    hole_fixes,
    newcomer,
    not_entitled,
    stud_fixes,
)
"""Every module that defines event types, engine first."""


def event_types() -> Mapping[str, type[events.Event]]:
    """Every event type of the program by its JSON ``type`` name (all modules imported)."""
    return events.event_types()
