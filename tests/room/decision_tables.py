"""The table side of the floor station's decisions for the room tests: what the table's log
decided, and waiting for its answer in the room (the table app itself: conftest's ``table_app``)."""

from __future__ import annotations

import psycopg
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.engine.events import RulingDecided
from dealer_assist.room.decisions import Known, outcomes
from dealer_assist.storage import EventStore


def decided_in_log(table: Table) -> list[RulingDecided]:
    with EventStore.open(table.log) as store:
        return [e for e in store.table_events(table.name) if isinstance(e, RulingDecided)]


def wait_outcome(qtbot: QtBot, floor: str, decision_id: int,
                 known: Known | None = None) -> tuple[str, str]:
    found: dict[str, tuple[str, str]] = {}

    def answered() -> bool:
        with psycopg.connect(floor) as conn:
            got = outcomes(conn, [decision_id], known)
        if decision_id in got:
            found["x"] = (got[decision_id].outcome, got[decision_id].why)
        return bool(found)

    qtbot.waitUntil(answered, timeout=10000)
    return found["x"]
