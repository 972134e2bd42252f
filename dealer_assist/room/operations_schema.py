"""A room migration (the fifth): the room's operations as an append-only event table (issue 17).

Waiting lists, must-move games, table changes, departures, buy-ins and breaks are events the
floor records; the room's state is the fold of them (:mod:`dealer_assist.room_ops.board`). The
floor writes only through ``room.record_operation``, which checks the kind and its fields and
numbers the events 1, 2, 3 ... for the room; nobody is granted UPDATE, DELETE or TRUNCATE, and
triggers refuse them even to the owner, so the history cannot be edited after the fact.
"""

from __future__ import annotations

from typing import Final

from dealer_assist.room.roles import FLOOR_ROLE, SUPERVISOR_ROLE, TABLE_ROLE
from dealer_assist.room.sql_guards import floor_only, history_guard
from dealer_assist.room_ops.operation import FIRST_KINDS, SEAT_KINDS

CHANNEL: Final = "room_operations"  # NOTIFY payload: "ROOM:SEQ" (the database, the new seq)



def _kind_rows(kinds: dict[str, tuple[str, ...]]) -> str:
    return ",\n  ".join(
        "('{}', ARRAY[{}]::text[])".format(kind, ", ".join(f"'{f}'" for f in fields))
        for kind, fields in sorted(kinds.items()))


_KIND_ROWS = _kind_rows(dict(FIRST_KINDS))  # the fifth migration's kinds, as it was migrated


def record_operation_sql(payload: str, create: str = "CREATE FUNCTION") -> str:
    """``room.record_operation``, whose NOTIFY carries ``payload`` (an SQL expression of
    ``last + 1``, the new seq): migration 5 sent the seq, migration 7 the room and the seq."""
    return rf"""
{create} room.record_operation(p_after bigint, p_kind text, p_by text, p_at bigint,
                                      p_body jsonb) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  needed text[];
  missing text;
  last bigint;
BEGIN
{floor_only("records room operations")}
  SELECT k.required INTO needed FROM room.operation_kinds k WHERE k.kind = p_kind;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown room operation %', quote_literal(p_kind)
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF p_by IS NULL OR length(btrim(p_by)) = 0 THEN
    RAISE EXCEPTION '%: the floorperson who records it must be named', p_kind
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF p_at IS NULL OR p_at <= 0 THEN
    RAISE EXCEPTION '%: a time in milliseconds is needed, not %', p_kind, p_at
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF p_body IS NULL OR jsonb_typeof(p_body) <> 'object' THEN
    RAISE EXCEPTION '%: the body must be a JSON object', p_kind
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT u.f INTO missing FROM unnest(needed) WITH ORDINALITY AS u(f, i)
    WHERE NOT (p_body ? u.f) OR jsonb_typeof(p_body -> u.f) = 'null' ORDER BY u.i LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION '%: field % is missing', p_kind, quote_literal(missing)
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  LOCK TABLE room.operations IN EXCLUSIVE MODE;  -- one writer at a time: seqs without gaps
  SELECT coalesce(max(o.seq), 0) INTO last FROM room.operations o;
  IF p_after IS NOT NULL AND p_after <> last THEN
    RAISE EXCEPTION 'the room moved on: % operations recorded, this one was decided after %',
      last, p_after USING ERRCODE = 'serialization_failure';
  END IF;
  INSERT INTO room.operations (seq, at, by, kind, body)
    VALUES (last + 1, p_at, btrim(p_by), p_kind, p_body);
  PERFORM pg_notify('{CHANNEL}', {payload});
  RETURN last + 1;
END $$;
"""


OPERATIONS_MIGRATION: Final = rf"""
CREATE TABLE room.operation_kinds (kind text PRIMARY KEY, required text[] NOT NULL);
INSERT INTO room.operation_kinds (kind, required) VALUES
  {_KIND_ROWS};
CREATE TABLE room.operations (
  seq bigint PRIMARY KEY CHECK (seq > 0),
  at bigint NOT NULL CHECK (at > 0),
  by text NOT NULL CHECK (length(btrim(by)) > 0),
  login text NOT NULL DEFAULT session_user,
  kind text NOT NULL REFERENCES room.operation_kinds,
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
  received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX operations_kind ON room.operations (kind);

{history_guard("operations", "operations_are_history", "room operations", "operations")}

{record_operation_sql("(last + 1)::text")}
REVOKE ALL ON FUNCTION room.record_operation(bigint, text, text, bigint, jsonb) FROM PUBLIC;
REVOKE ALL ON FUNCTION room.operations_are_history() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.record_operation(bigint, text, text, bigint, jsonb)
  TO {FLOOR_ROLE};
GRANT SELECT ON room.operations, room.operation_kinds TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
"""

# Migration 7 (issue 17): the NOTIFY names the room as well as the seq, never the body, so a
# station's page listening on CHANNEL knows what is new without reading anything it may not.
OPERATIONS_NOTIFY_MIGRATION: Final = record_operation_sql(
    "current_database() || ':' || (last + 1)::text", "CREATE OR REPLACE FUNCTION")


def notified_seq(payload: str) -> int | None:
    """The seq a ``room_operations`` NOTIFY names ("ROOM:SEQ", or a bare seq before migration
    7); None for a payload that is neither."""
    seq = payload.rsplit(":", 1)[-1]
    return int(seq) if seq.isdigit() else None


# Migration 8: open seats offered before the list (LC-88f), a short game's cut for a lower
# game (LC-92), a limit raised (LC-37): kinds only, record_operation checks them as data. And
# room.open_tables(): the tables the floor opened and has not closed, with their game and limit
# now, for a table login too (it reads nothing else of the operations): the table offers them
# when a player is called to another table.
SEAT_KINDS_MIGRATION: Final = f"""
INSERT INTO room.operation_kinds (kind, required) VALUES
  {_kind_rows(dict(SEAT_KINDS))};

CREATE FUNCTION room.open_tables() RETURNS TABLE (table_name text, game text, limit_name text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  WITH last AS (
    SELECT DISTINCT ON (o.body ->> 'table') o.body ->> 'table' AS t, o.kind, o.seq, o.body
      FROM room.operations o WHERE o.kind IN ('table_opened', 'table_closed')
     ORDER BY o.body ->> 'table', o.seq DESC)
  SELECT l.t, l.body ->> 'game',
         coalesce((SELECT r.body ->> 'limit' FROM room.operations r
                    WHERE r.kind = 'limit_raised' AND r.body ->> 'table' = l.t
                      AND r.seq > l.seq ORDER BY r.seq DESC LIMIT 1), l.body ->> 'limit')
    FROM last l WHERE l.kind = 'table_opened' ORDER BY l.t
$$;
REVOKE ALL ON FUNCTION room.open_tables() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.open_tables() TO {TABLE_ROLE}, {FLOOR_ROLE}, {SUPERVISOR_ROLE};
"""
