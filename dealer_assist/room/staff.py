"""Who may sign in at the floor station: the staff records the tables shipped into the room.

Every table's log carries its staff (badge, name, role, PIN hash) as chained ``staff_set``
records under the log's own name (storage/ledger.py); the room holds copies of them. This is the
one place the station reads them, so the lead can switch it to the room-store function that
hides the PIN hashes (``room.staff_for_sign_in(badge)``, issue 15) without touching the station.
"""

from __future__ import annotations

import json

import psycopg

from dealer_assist.storage import StaffMember
from dealer_assist.storage.ledger import LOG_TABLE

_NEWEST = (
    "SELECT e.body, k.fields, e.log_id, e.seq FROM room.events e JOIN room.kinds k"
    " ON k.id = e.kind JOIN room.logs l ON l.id = e.log_id WHERE e.table_name = %s"
    " AND k.type = %s AND l.retired_at IS NULL AND e.body::jsonb ->> "
    "(SELECT i - 1 FROM jsonb_array_elements_text(k.fields::jsonb) WITH ORDINALITY f(n, i)"
    " WHERE f.n = %s)::int = %s ORDER BY e.at DESC, e.log_id, e.seq DESC LIMIT 1"
)


def _newest(conn: psycopg.Connection[tuple[object, ...]], kind: str, field: str,
            value: str) -> dict[str, object] | None:
    """The newest record of ``kind`` whose ``field`` is ``value``, as a dict (None: none)."""
    row = conn.execute(_NEWEST, (LOG_TABLE, kind, field, value)).fetchone()
    if row is None:
        return None
    return dict(zip(json.loads(str(row[1])), json.loads(str(row[0])), strict=True))


def staff_for_sign_in(conn: psycopg.Connection[tuple[object, ...]],
                      badge: str) -> StaffMember | None:
    """The newest staff record for ``badge`` across the room's tables; None when no table knows
    the badge, or the badge was replaced by a newer one (a lost badge no longer signs in)."""
    if _newest(conn, "badge_replaced", "old", badge) is not None:
        return None
    found = _newest(conn, "staff_set", "badge", badge)
    if found is None:
        moved = _newest(conn, "badge_replaced", "new", badge)
        old = None if moved is None else _newest(conn, "staff_set", "badge", str(moved["old"]))
        if old is None:
            return None
        found = {**old, "badge": badge}
    pin_hash = found.get("pin_hash")
    return StaffMember(0, str(found["badge"]), str(found["name"]), str(found["role"]),
                       None if pin_hash is None else str(pin_hash), bool(found["active"]))
