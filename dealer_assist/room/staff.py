"""Who may sign in at the floor station: the staff records the tables shipped into the room.

Every table's log carries its staff (badge, name, role, PIN hash) as chained ``staff_set``
records under the log's own name (storage/ledger.py); the room holds copies of them, each
member's own screen language included (issue 20: the station shows it while he is signed in).
This is the one place the station reads them: the PIN hash comes only through the room function
that the floor login may call for one badge (``room.staff_for_sign_in``); every other room read
masks it.
"""

from __future__ import annotations

import json

import psycopg

from dealer_assist.storage import StaffMember
from dealer_assist.storage.ledger import LOG_TABLE

_REPLACED = (
    "SELECT e.body, e.fields FROM room.event_bodies e JOIN room.logs l ON l.id = e.log_id"
    " WHERE e.table_name = %s AND e.type = 'badge_replaced' AND l.retired_at IS NULL"
    " AND e.body::jsonb ->> (SELECT i - 1 FROM jsonb_array_elements_text(e.fields::jsonb)"
    " WITH ORDINALITY f(n, i) WHERE f.n = %s)::int = %s"
    " ORDER BY e.at DESC, e.log_id, e.seq DESC LIMIT 1"
)
_STAFF = "SELECT name, role, pin_hash, active, language FROM room.staff_for_sign_in(%s)"


def _replaced(conn: psycopg.Connection[tuple[object, ...]], field: str,
              badge: str) -> dict[str, object] | None:
    """The newest badge replacement whose ``field`` (old or new) is ``badge`` (None: none)."""
    row = conn.execute(_REPLACED, (LOG_TABLE, field, badge)).fetchone()
    if row is None:
        return None
    return dict(zip(json.loads(str(row[1])), json.loads(str(row[0])), strict=True))


def _staff_record(conn: psycopg.Connection[tuple[object, ...]],
                  badge: str) -> tuple[object, ...] | None:
    """The newest ``staff_set`` for ``badge``, PIN hash included, through the one room function
    the floor login may call for it (it cannot read PIN hashes anywhere else)."""
    return conn.execute(_STAFF, (badge,)).fetchone()


def staff_for_sign_in(conn: psycopg.Connection[tuple[object, ...]],
                      badge: str) -> StaffMember | None:
    """The newest staff record for ``badge`` across the room's tables; None when no table knows
    the badge, or the badge was replaced by a newer one (a lost badge no longer signs in)."""
    if _replaced(conn, "old", badge) is not None:
        return None
    found = _staff_record(conn, badge)
    if found is None:
        moved = _replaced(conn, "new", badge)
        found = None if moved is None else _staff_record(conn, str(moved["old"]))
        if found is None:
            return None
    name, role, pin_hash, active, language = found
    return StaffMember(0, badge, str(name), str(role),
                       None if pin_hash is None else str(pin_hash), bool(active),
                       str(language or ""))
