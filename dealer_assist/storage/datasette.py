"""Datasette's ``metadata.json`` for a hand log: what a supervisor sees when browsing it.

Labels and descriptions for the tables and views, the staff table closed (it holds the PIN
hashes: never shown, not even hashed) and free SQL off, so a browser cannot read it either way,
and the floor's usual questions as saved queries. Written beside an export
(``dealer-assist export --datasette``); run ``datasette LOG -m metadata.json``.
"""

from __future__ import annotations

from typing import Any

#: The floor's usual questions, as read-only SQL over the log's views.
QUERIES: dict[str, dict[str, str]] = {
    "open_rulings": {
        "title": "Rulings still waiting for the floor",
        "sql": "SELECT id, \"table\", hand, ruling, irregularity, rule_ids, proposed_utc "
               "FROM ruling_log WHERE status = 'proposed' ORDER BY proposed_utc",
    },
    "rulings_by_floorperson": {
        "title": "Rulings decided, by floorperson",
        "sql": "SELECT decided_by, count(*) AS rulings, "
               "sum(status = 'overridden') AS overrides FROM ruling_log "
               "WHERE decided_by IS NOT NULL GROUP BY decided_by ORDER BY rulings DESC",
    },
    "hands_of_a_table": {
        "title": "Hands of one table between two times (UTC)",
        "sql": "SELECT hand, game, game_limit, button, status, voided, started_utc, ended_utc "
               "FROM hand_log WHERE \"table\" = :table AND started_utc >= :from_utc "
               "AND started_utc < :to_utc ORDER BY hand",
    },
    "voided_hands": {
        "title": "Voided hands (misdeals)",
        "sql": "SELECT \"table\", hand, game, started_utc FROM hand_log WHERE voided = 1 "
               "ORDER BY started_utc",
    },
    "events_of_a_hand": {
        "title": "Every event of one hand",
        "sql": "SELECT seq, at_utc, type, event FROM event_log "
               "WHERE \"table\" = :table AND hand = :hand ORDER BY seq",
    },
    "staff_list": {
        "title": "Staff (names, roles, badges; never PINs)",
        "sql": "SELECT badge, name, role, active FROM staff ORDER BY name",
    },
}

CLOSED_TABLES = ("staff",)  # holds pin_hash


def metadata(database: str) -> dict[str, Any]:
    """The metadata for the log that Datasette serves as ``database`` (its file's stem)."""
    return {
        "title": "Dealer Assist hand log",
        "description": "Hands, rulings and events of the table log. Times are UTC.",
        "databases": {
            database: {
                "allow_sql": False,
                "queries": QUERIES,
                "tables": {
                    "hand_log": {"label_column": "hand",
                                 "description": "One row per hand, times in UTC"},
                    "ruling_log": {"label_column": "ruling",
                                   "description": "Rulings proposed and decided"},
                    "event_log": {"description": "Every event as the JSON it was written from"},
                    **{name: {"allow": False, "hidden": True} for name in CLOSED_TABLES},
                },
            },
        },
    }
