"""Store, then adopt: the one loop every screen's controller runs a dealer command through.

An event is shown as accepted only after the hand log has durably written it (ARCHITECTURE
property 6): the command's events are checked by the engine, appended to the log, and only then
committed to the session. A refusal or a failed write changes nothing and is reported in words
the dealer can read, in the screen's language (``i18n``). The controllers pass their signal's
``emit``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from dealer_assist.engine.citations import for_house
from dealer_assist.engine.events import Event
from dealer_assist.engine.fold import Refusal
from dealer_assist.storage import EventStore
from dealer_assist.ui.i18n import render, render_error, tr

log = logging.getLogger(__name__)


def store_then_commit(
    command: Callable[[], list[Event]],
    commit: Callable[[Sequence[Event]], None],
    store: EventStore | None,
    table_id: str,
    refused: Callable[[str], None],
    house: str = "",
) -> list[Event] | None:
    """Run one session command; the events stored and committed, or None when nothing changed.
    A refusal reaches ``refused`` in the screen's language, its rows those of ``house`` (the
    rewrite made on the engine's Message before it is translated: issue 18, issue 20)."""
    try:
        events = command()
    except Refusal as refusal:
        log.info("refused at %s: %s", table_id, refusal)
        said = refusal.args[0] if refusal.args and isinstance(refusal.args[0], str) else None
        refused(render(for_house(house, said)) if house and said else render_error(refusal))
        return None
    if not events:
        refused(tr("nothing to do at this step"))
        return None
    if store is not None:
        try:
            store.append(table_id, events)
        except Exception as error:  # StorageError: its text is written for the dealer
            log.exception("the hand log refused %d event(s)", len(events))
            refused(tr("NOT SAVED: {error}").format(error=render_error(error)))
            return None
    commit(events)
    return events
