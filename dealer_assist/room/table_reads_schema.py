"""Two narrow room reads (migrations 9 and 10): each answers one question and nothing else.

- ``room.last_departure(player, game, limit)`` (migration 9): a table login may ask when a named
  player last quit a table of this game and limit, and with how much (LC-91 across tables). The
  table cannot read the room's events itself; this SECURITY DEFINER function gives it the one
  departure (table, chips, time) and no other field. The name is compared as the engine's
  ``player_key`` does (case and spacing aside) with ``=``: a name with SQL wildcards matches only
  a player given that very name. Only departures the tables' logs record in full (who, his whole
  stack, when) are answered; an older log's bare ``player_left`` is the table's own check's to
  refer to the floor.
- ``room.staff_for_sign_in(badge)`` (migration 10) also returns the staff member's own screen
  language (issue 20): the newest of that badge's ``staff_set`` records that says one (a record
  without one keeps the member's language, as the table's staff table does: storage/ledger.py).
"""

from __future__ import annotations

from typing import Final

from dealer_assist.room.roles import FLOOR_ROLE, TABLE_ROLE
from dealer_assist.storage.ledger import LOG_TABLE

_OBJECT = ("(SELECT jsonb_object_agg(f.name, {e}.body::jsonb -> (f.n::int - 1))"
           " FROM jsonb_array_elements_text({k}.fields::jsonb) WITH ORDINALITY AS f(name, n))")
"""One event's body as a JSON object, its field names from its kind."""

_KEY = "lower(array_to_string(regexp_split_to_array(btrim({x}), '\\s+'), ' '))"
"""A player's name as the checks compare it (rules/player_names.player_key)."""

DEPARTURE_MIGRATION: Final = f"""
CREATE FUNCTION room.last_departure(p_player text, p_game text, p_limit text)
RETURNS TABLE (table_name text, chips bigint, left_at bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT d.table_name, (d.o ->> 'stack')::numeric::bigint, (d.o ->> 'at_ms')::numeric::bigint
  FROM (SELECT e.log_id, e.seq, e.table_name, {_OBJECT.format(e="e", k="k")} AS o
        FROM room.events e JOIN room.kinds k ON k.id = e.kind
        WHERE k.type = 'player_left' AND e.table_name <> '{LOG_TABLE}') d
  CROSS JOIN LATERAL (
    SELECT {_OBJECT.format(e="c", k="ck")} AS o
    FROM room.events c JOIN room.kinds ck ON ck.id = c.kind
    WHERE c.log_id = d.log_id AND c.seq < d.seq AND ck.type = 'table_configured'
    ORDER BY c.seq DESC LIMIT 1) g
  WHERE coalesce(d.o ->> 'player', '') <> ''
    AND {_KEY.format(x="d.o ->> 'player'")} = {_KEY.format(x="p_player")}
    AND CASE WHEN jsonb_typeof(d.o -> 'stack') = 'number'
              AND jsonb_typeof(d.o -> 'at_ms') = 'number'
             THEN (d.o ->> 'at_ms')::numeric > 0 ELSE false END  -- recorded in full only
    AND g.o ->> 'game' = p_game AND g.o ->> 'limit' = p_limit
  ORDER BY 3 DESC, d.log_id, d.seq DESC
  LIMIT 1
$$;
REVOKE ALL ON FUNCTION room.last_departure(text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.last_departure(text, text, text) TO {TABLE_ROLE};
"""

STAFF_LANGUAGE_MIGRATION: Final = f"""
DROP FUNCTION room.staff_for_sign_in(text);
CREATE FUNCTION room.staff_for_sign_in(p_badge text)
RETURNS TABLE (name text, role text, pin_hash text, active boolean, language text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  WITH records AS (
    SELECT {_OBJECT.format(e="e", k="k")} AS o, e.at, e.received_at, e.seq
    FROM room.events e JOIN room.kinds k ON k.id = e.kind
    WHERE k.type = 'staff_set' AND e.table_name = '{LOG_TABLE}')
  SELECT r.o ->> 'name', r.o ->> 'role', r.o ->> 'pin_hash', (r.o ->> 'active')::boolean,
         coalesce((SELECT l.o ->> 'language' FROM records l
                   WHERE l.o ->> 'badge' = p_badge AND l.o ? 'language'
                     AND jsonb_typeof(l.o -> 'language') = 'string'
                   ORDER BY l.at DESC, l.received_at DESC, l.seq DESC LIMIT 1), '')
  FROM records r
  WHERE r.o ->> 'badge' = p_badge
  ORDER BY r.at DESC, r.received_at DESC, r.seq DESC
  LIMIT 1
$$;
REVOKE ALL ON FUNCTION room.staff_for_sign_in(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.staff_for_sign_in(text) TO {FLOOR_ROLE};
"""
