"""The room's tables, roles and functions in PostgreSQL, created by numbered migrations.

``room init`` applies every migration the database lacks, each in its own transaction, under an
advisory lock (two inits at once wait for each other): running it again changes nothing. The
table logins may do one thing only, call ``room.append``; it re-checks each log's hash chain in
the server with the formula of docs/storage.md, so a table can add to its history but never
change it.
"""

from __future__ import annotations

from typing import Final

import psycopg

from dealer_assist.room.decision_said_schema import decision_said_migration
from dealer_assist.room.device_reports_schema import DEVICE_REPORTS_MIGRATION
from dealer_assist.room.operations_schema import (
    OPERATIONS_MIGRATION,
    OPERATIONS_NOTIFY_MIGRATION,
    SEAT_KINDS_MIGRATION,
)
from dealer_assist.room.roles import FLOOR_ROLE, SUPERVISOR_ROLE, TABLE_ROLE
from dealer_assist.room.sign_in_schema import SIGN_IN_MIGRATION
from dealer_assist.room.table_reads_schema import DEPARTURE_MIGRATION, STAFF_LANGUAGE_MIGRATION
from dealer_assist.storage.ledger import LOG_TABLE

LOCK_KEY: Final = 0x44415253  # "DARS": serialises concurrent `room init`

_ROLES = f"""
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{TABLE_ROLE}') THEN
    CREATE ROLE {TABLE_ROLE} NOLOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{FLOOR_ROLE}') THEN
    CREATE ROLE {FLOOR_ROLE} NOLOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{SUPERVISOR_ROLE}') THEN
    CREATE ROLE {SUPERVISOR_ROLE} NOLOGIN; END IF;
END $$;
"""

_TABLES = r"""
CREATE SCHEMA room;
REVOKE ALL ON SCHEMA room FROM PUBLIC;
CREATE TABLE room.logs (
  id serial PRIMARY KEY,
  table_name text NOT NULL,
  login text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  enrolled_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  retired_at timestamptz,
  head_seq bigint NOT NULL DEFAULT 0,
  head_hash bytea NOT NULL DEFAULT '\x00000000000000000000000000000000'::bytea,
  local_head bigint NOT NULL DEFAULT 0,
  last_seen timestamptz,
  last_event_at bigint
);
CREATE UNIQUE INDEX logs_one_active_per_table ON room.logs (table_name) WHERE retired_at IS NULL;
CREATE TABLE room.kinds (
  id serial PRIMARY KEY, type text NOT NULL, v int NOT NULL, fields text NOT NULL,
  UNIQUE (type, v, fields)
);
CREATE TABLE room.events (
  log_id int NOT NULL REFERENCES room.logs,
  seq bigint NOT NULL,
  table_name text NOT NULL,
  hand_id bigint,
  at bigint NOT NULL,
  kind int NOT NULL REFERENCES room.kinds,
  body text NOT NULL,
  hash bytea NOT NULL,
  received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (log_id, seq)
);
CREATE INDEX events_at ON room.events (at);
CREATE TABLE room.alarms (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  log_id int REFERENCES room.logs,
  table_name text,
  login text NOT NULL DEFAULT session_user,
  seq bigint,
  why text NOT NULL
);
CREATE VIEW room.event_log AS
  SELECT l.table_name AS log_table, e.log_id, e.seq, e.table_name, e.hand_id,
         to_timestamp(e.at / 1000.0) AS at_utc, k.type, k.v, k.fields, e.body, e.hash,
         e.received_at
  FROM room.events e JOIN room.kinds k ON k.id = e.kind JOIN room.logs l ON l.id = e.log_id;
CREATE VIEW room.signed_heads AS
  SELECT e.log_id, e.seq, (e.body::jsonb ->> 1)::bigint AS signed_seq,
         e.body::jsonb ->> 2 AS head, e.body::jsonb ->> 3 AS signature, e.received_at
  FROM room.events e JOIN room.kinds k ON k.id = e.kind WHERE k.type = 'chain_head_signed';
"""

# The chain formula of docs/storage.md (dealer_assist/storage/chain.py), in SQL.
_ROW_HASH = r"""
CREATE FUNCTION room.row_hash(prev bytea, seq bigint, table_name text, hand_id bigint, at bigint,
                              type text, v int, fields text, body text) RETURNS bytea
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substring(sha256(prev || convert_to(concat_ws(E'\x1f', seq::text, table_name,
         coalesce(hand_id::text, ''), at::text, type, v::text, fields, body), 'UTF8'))
         FROM 1 FOR 16)
$$;
"""

_ALARM = r"""
CREATE FUNCTION room.raise_alarm(p_log int, p_table text, p_seq bigint, p_why text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO room.alarms (log_id, table_name, seq, why)
  SELECT p_log, p_table, p_seq, p_why
  WHERE NOT EXISTS (SELECT 1 FROM room.alarms a WHERE a.log_id IS NOT DISTINCT FROM p_log
                    AND a.login = session_user AND a.seq IS NOT DISTINCT FROM p_seq
                    AND a.why = p_why)
$$;
"""

_APPEND = r"""
CREATE FUNCTION room.append(
  p_local_head bigint, p_seq bigint[], p_table text[], p_hand bigint[], p_at bigint[],
  p_type text[], p_v int[], p_fields text[], p_body text[], p_hash bytea[])
RETURNS TABLE (head_seq bigint, head_hash bytea, shipped int, already_there int, refused int,
               why text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  lg room.logs%ROWTYPE;
  r record;
  n int := coalesce(cardinality(p_seq), 0);
  prev bytea;
  h bytea;
  expected bigint;
  stored bytea;
  fresh int := 0;
  old int := 0;
  problem text;
  bad bigint;
BEGIN
  SELECT * INTO lg FROM room.logs l WHERE l.login = session_user AND l.retired_at IS NULL
    FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM room.raise_alarm(NULL, NULL, p_seq[1],
      format('login %s is not an enrolled table (never enrolled, or retired)', session_user));
    RETURN QUERY SELECT 0::bigint, NULL::bytea, 0, 0, n, 'this login is not an enrolled table';
    RETURN;
  END IF;
  UPDATE room.logs l SET last_seen = clock_timestamp(),
         local_head = p_local_head WHERE l.id = lg.id;
  IF p_local_head < lg.head_seq THEN
    PERFORM room.raise_alarm(lg.id, lg.table_name, p_local_head + 1,
      format('the table''s log ends at row %s but the room holds %s events of it: the log was '
             'cut short or replaced', p_local_head, lg.head_seq));
  END IF;
  IF n = 0 THEN
    RETURN QUERY SELECT lg.head_seq, lg.head_hash, 0, 0, 0, NULL::text;
    RETURN;
  END IF;
  expected := p_seq[1];
  IF expected < 1 OR expected > lg.head_seq + 1 THEN
    problem := format('seq gap: the room has %s events of this log, the batch starts at %s',
                      lg.head_seq, expected);
    bad := expected;
  ELSIF expected = 1 THEN
    prev := '\x00000000000000000000000000000000'::bytea;
  ELSIF expected = lg.head_seq + 1 THEN  -- the usual case: the batch continues the head
    prev := lg.head_hash;
  ELSE
    SELECT e.hash INTO prev FROM room.events e WHERE e.log_id = lg.id AND e.seq = expected - 1;
  END IF;
  IF problem IS NULL THEN
    FOR r IN SELECT * FROM unnest(p_seq, p_table, p_hand, p_at, p_type, p_v, p_fields, p_body,
                                  p_hash) WITH ORDINALITY
             AS u(seq, table_name, hand_id, at, type, v, fields, body, hash, i) ORDER BY u.i
    LOOP
      IF r.seq IS DISTINCT FROM expected THEN
        problem := format('seq not continuous: expected %s, got %s', expected, r.seq);
        bad := expected; EXIT;
      END IF;
      h := room.row_hash(prev, r.seq, r.table_name, r.hand_id, r.at, r.type, r.v, r.fields,
                         r.body);
      IF h IS DISTINCT FROM r.hash THEN
        problem := 'the event does not fit the chain: its hash is not that of its content '
                   'after the room''s previous event (edited, inserted or removed history)';
        bad := r.seq; EXIT;
      END IF;
      IF r.seq <= lg.head_seq THEN
        SELECT e.hash INTO stored FROM room.events e WHERE e.log_id = lg.id AND e.seq = r.seq;
        IF stored IS DISTINCT FROM h THEN
          problem := 'rewrite refused: differs from the event the room already has at this seq';
          bad := r.seq; EXIT;
        END IF;
        old := old + 1;
      ELSE
        fresh := fresh + 1;
      END IF;
      prev := h;
      expected := expected + 1;
    END LOOP;
  END IF;
  IF problem IS NULL AND fresh > 0 THEN
    BEGIN
      INSERT INTO room.kinds (type, v, fields)
        SELECT DISTINCT u.type, u.v, u.fields FROM unnest(p_type, p_v, p_fields)
        AS u(type, v, fields) ON CONFLICT DO NOTHING;
      INSERT INTO room.events (log_id, seq, table_name, hand_id, at, kind, body, hash)
        SELECT lg.id, u.seq, u.table_name, u.hand_id, u.at, k.id, u.body, u.hash
        FROM unnest(p_seq, p_table, p_hand, p_at, p_type, p_v, p_fields, p_body, p_hash)
             AS u(seq, table_name, hand_id, at, type, v, fields, body, hash)
        JOIN room.kinds k ON k.type = u.type AND k.v = u.v AND k.fields = u.fields
        WHERE u.seq > lg.head_seq;
      UPDATE room.logs l SET head_seq = expected - 1, head_hash = prev,
             last_event_at = p_at[n] WHERE l.id = lg.id;
    EXCEPTION WHEN OTHERS THEN
      problem := 'the room could not store the batch: ' || SQLERRM;
      bad := lg.head_seq + 1;
    END;
  END IF;
  IF problem IS NOT NULL THEN
    PERFORM room.raise_alarm(lg.id, lg.table_name, bad, problem);
    RETURN QUERY SELECT lg.head_seq, lg.head_hash, 0, 0, n, problem;
    RETURN;
  END IF;
  IF fresh = 0 THEN  -- all of it was there already: the head stays where it was
    RETURN QUERY SELECT lg.head_seq, lg.head_hash, 0, old, 0, NULL::text;
    RETURN;
  END IF;
  RETURN QUERY SELECT expected - 1, prev, fresh, old, 0, NULL::text;
END $$;
"""

_ENROL = rf"""
CREATE FUNCTION room.enroll(p_table text, p_public_key bytea, p_password text)
RETURNS TABLE (log_id int, login text, why text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  cur room.logs%ROWTYPE;
  new_id int;
  name text;
BEGIN
  SELECT * INTO cur FROM room.logs l WHERE l.table_name = p_table AND l.retired_at IS NULL
    FOR UPDATE;
  IF FOUND THEN
    PERFORM room.raise_alarm(cur.id, p_table, NULL,
      format('a second PC tried to enrol as table %s (enrolled %s): refused; the floor must '
             'retire the old enrolment first', p_table, cur.enrolled_at));
    RETURN QUERY SELECT cur.id, cur.login,
      format('table %s is already enrolled (since %s): the floor must retire it first '
             '(room retire --table %s)', p_table, cur.enrolled_at, p_table);
    RETURN;
  END IF;
  new_id := nextval(pg_get_serial_sequence('room.logs', 'id'));
  -- roles are cluster-wide: the room database's name keeps two rooms on one server apart
  name := 'da_' || left(lower(regexp_replace(current_database(), '[^A-Za-z0-9]', '_', 'g')), 20)
          || '_' || left(lower(regexp_replace(p_table, '[^A-Za-z0-9]', '_', 'g')), 20)
          || '_' || new_id;
  EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE {TABLE_ROLE}', name, p_password);
  INSERT INTO room.logs (id, table_name, login, public_key) VALUES (new_id, p_table, name,
                                                                    p_public_key);
  RETURN QUERY SELECT new_id, name, NULL::text;
END $$;

CREATE FUNCTION room.retire(p_table text) RETURNS int
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  cur room.logs%ROWTYPE;
BEGIN
  SELECT * INTO cur FROM room.logs l WHERE l.table_name = p_table AND l.retired_at IS NULL
    FOR UPDATE;
  IF NOT FOUND THEN RETURN 0; END IF;
  UPDATE room.logs l SET retired_at = clock_timestamp() WHERE l.id = cur.id;
  EXECUTE format('ALTER ROLE %I NOLOGIN', cur.login);
  RETURN 1;
END $$;
"""

_GRANTS = f"""
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA room FROM PUBLIC;
GRANT USAGE ON SCHEMA room TO {TABLE_ROLE}, {FLOOR_ROLE}, {SUPERVISOR_ROLE};
GRANT EXECUTE ON FUNCTION room.append(bigint, bigint[], text[], bigint[], bigint[], text[],
  int[], text[], text[], bytea[]) TO {TABLE_ROLE};
GRANT SELECT ON ALL TABLES IN SCHEMA room TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
GRANT EXECUTE ON FUNCTION room.enroll(text, bytea, text), room.retire(text) TO {FLOOR_ROLE};
"""

# Migration 2 (issue 17): the floor station's decisions. The station records a decision with
# room.decide (floor logins only); the table is woken by NOTIFY on its own channel, reads its
# pending decisions with room.pending_decisions, applies or refuses each (LC-8c is the table's
# own check) and says which with room.decision_outcome. Both tables are append-only: no role
# is granted UPDATE or DELETE, and a trigger refuses them even to the owner.
DECISIONS_CHANNEL: Final = "dealer_assist_decisions_"  # + the log's id: one table's channel
OUTCOMES_CHANNEL: Final = "dealer_assist_outcomes"
ROOM_CHANNEL: Final = "dealer_assist_room"  # a ruling arrived (payload: the log ids; mig. 4)

_DECISIONS = rf"""
CREATE FUNCTION room.field(p_fields text, p_body text, p_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_body::jsonb ->> (SELECT (f.i - 1)::int FROM jsonb_array_elements_text(p_fields::jsonb)
                            WITH ORDINALITY f(n, i) WHERE f.n = p_name)
$$;
CREATE TABLE room.decisions (
  id bigserial PRIMARY KEY,
  log_id int NOT NULL REFERENCES room.logs,
  table_name text NOT NULL,
  ruling int NOT NULL,
  hand bigint,
  decision text NOT NULL CHECK (decision IN ('confirmed', 'overridden')),
  by_badge text NOT NULL CHECK (btrim(by_badge) <> ''),
  by_name text NOT NULL,
  reason text NOT NULL DEFAULT '',
  login text NOT NULL DEFAULT session_user,
  decided_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (log_id, ruling)
);
CREATE TABLE room.decision_outcomes (
  decision_id bigint PRIMARY KEY REFERENCES room.decisions,
  outcome text NOT NULL CHECK (outcome IN ('applied', 'refused')),
  why text NOT NULL DEFAULT '',
  seq bigint,
  login text NOT NULL DEFAULT session_user,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE FUNCTION room.append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: a decision and its outcome are never changed',
    TG_TABLE_NAME;
END $$;
CREATE TRIGGER decisions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON room.decisions
  FOR EACH STATEMENT EXECUTE FUNCTION room.append_only();
CREATE TRIGGER outcomes_append_only BEFORE UPDATE OR DELETE OR TRUNCATE
  ON room.decision_outcomes FOR EACH STATEMENT EXECUTE FUNCTION room.append_only();

CREATE FUNCTION room.events_arrived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('{ROOM_CHANNEL}', (SELECT string_agg(DISTINCT f.log_id::text, ',')
                                       FROM fresh f));
  RETURN NULL;
END $$;
CREATE TRIGGER events_arrived AFTER INSERT ON room.events REFERENCING NEW TABLE AS fresh
  FOR EACH STATEMENT EXECUTE FUNCTION room.events_arrived();

CREATE FUNCTION room.decide(p_table text, p_ruling int, p_decision text, p_badge text,
                            p_name text, p_reason text)
RETURNS TABLE (decision_id bigint, why text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  lg room.logs%ROWTYPE;
  proposed bigint;
  hand_no bigint;
  new_id bigint;
BEGIN
  IF p_decision IS NULL OR p_decision NOT IN ('confirmed', 'overridden') THEN
    RETURN QUERY SELECT NULL::bigint, 'a floor decision is confirmed or overridden'; RETURN;
  END IF;
  IF btrim(coalesce(p_badge, '')) = '' THEN
    RETURN QUERY SELECT NULL::bigint, 'a floor decision names the floorperson''s badge'; RETURN;
  END IF;
  IF p_decision = 'overridden' AND btrim(coalesce(p_reason, '')) = '' THEN
    RETURN QUERY SELECT NULL::bigint, 'an override needs a reason (LC-P1)'; RETURN;
  END IF;
  SELECT * INTO lg FROM room.logs l WHERE l.table_name = p_table AND l.retired_at IS NULL;
  IF NOT FOUND THEN
    RETURN QUERY SELECT NULL::bigint, format('table %s is not enrolled in the room', p_table);
    RETURN;
  END IF;
  SELECT e.seq INTO proposed FROM room.events e JOIN room.kinds k ON k.id = e.kind
   WHERE e.log_id = lg.id AND e.table_name = p_table AND k.type = 'ruling_proposed'
     AND room.field(k.fields, e.body, 'ruling')::int = p_ruling ORDER BY e.seq DESC LIMIT 1;
  IF proposed IS NULL THEN
    RETURN QUERY SELECT NULL::bigint, format('table %s has no ruling %s in the room', p_table,
                                             p_ruling);
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM room.events e JOIN room.kinds k ON k.id = e.kind
             WHERE e.log_id = lg.id AND e.table_name = p_table AND k.type = 'ruling_decided'
               AND e.seq > proposed AND room.field(k.fields, e.body, 'ruling')::int = p_ruling)
  THEN
    RETURN QUERY SELECT NULL::bigint, format('ruling %s was already decided at table %s',
                                             p_ruling, p_table);
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM room.events e JOIN room.kinds k ON k.id = e.kind
             WHERE e.log_id = lg.id AND e.table_name = p_table AND k.type = 'hand_started'
               AND e.seq > proposed) THEN
    RETURN QUERY SELECT NULL::bigint, format('table %s has begun its next hand: ruling %s can '
                                             'no longer be decided (LC-8c)', p_table, p_ruling);
    RETURN;
  END IF;
  SELECT room.field(k.fields, e.body, 'hand')::bigint INTO hand_no FROM room.events e
    JOIN room.kinds k ON k.id = e.kind WHERE e.log_id = lg.id AND e.table_name = p_table
     AND k.type = 'hand_started' AND e.seq < proposed ORDER BY e.seq DESC LIMIT 1;
  INSERT INTO room.decisions (log_id, table_name, ruling, hand, decision, by_badge, by_name,
                              reason)
    VALUES (lg.id, p_table, p_ruling, hand_no, p_decision, btrim(p_badge), p_name,
            coalesce(p_reason, ''))
    ON CONFLICT (log_id, ruling) DO NOTHING RETURNING id INTO new_id;
  IF new_id IS NULL THEN
    RETURN QUERY SELECT NULL::bigint, format('ruling %s of table %s was already decided at '
                                             'a station', p_ruling, p_table);
    RETURN;
  END IF;
  PERFORM pg_notify('{DECISIONS_CHANNEL}' || lg.id, new_id::text);
  RETURN QUERY SELECT new_id, NULL::text;
END $$;

CREATE FUNCTION room.pending_decisions()
RETURNS TABLE (id bigint, table_name text, ruling int, hand bigint, decision text,
               by_badge text, by_name text, reason text)
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT d.id, d.table_name, d.ruling, d.hand, d.decision, d.by_badge, d.by_name, d.reason
  FROM room.decisions d JOIN room.logs l ON l.id = d.log_id
  WHERE l.login = session_user AND l.retired_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM room.decision_outcomes o WHERE o.decision_id = d.id)
  ORDER BY d.id
$$;

CREATE FUNCTION room.decision_outcome(p_decision bigint, p_outcome text, p_why text,
                                      p_seq bigint) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  d room.decisions%ROWTYPE;
BEGIN
  SELECT x.* INTO d FROM room.decisions x JOIN room.logs l ON l.id = x.log_id
   WHERE x.id = p_decision AND l.login = session_user AND l.retired_at IS NULL;
  IF NOT FOUND THEN
    PERFORM room.raise_alarm(NULL, NULL, NULL,
      format('login %s reported an outcome for decision %s, which is not its table''s',
             session_user, p_decision));
    RETURN 'not a decision of this table';
  END IF;
  INSERT INTO room.decision_outcomes (decision_id, outcome, why, seq)
    VALUES (p_decision, p_outcome, coalesce(p_why, ''), p_seq) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN 'the outcome of this decision was already reported';
  END IF;
  PERFORM pg_notify('{OUTCOMES_CHANNEL}', p_decision::text);
  RETURN NULL;
END $$;

REVOKE ALL ON FUNCTION room.decide(text, int, text, text, text, text),
  room.pending_decisions(), room.decision_outcome(bigint, text, text, bigint),
  room.field(text, text, text), room.append_only(), room.events_arrived() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.field(text, text, text) TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
GRANT EXECUTE ON FUNCTION room.decide(text, int, text, text, text, text) TO {FLOOR_ROLE};
GRANT EXECUTE ON FUNCTION room.pending_decisions(),
  room.decision_outcome(bigint, text, text, bigint) TO {TABLE_ROLE};
GRANT SELECT ON room.decisions, room.decision_outcomes TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
"""

MASK: Final = "(masked)"  # what a reader sees in place of a PIN hash

# Staff records ride in each log's chain (docs/storage.md), PIN hashes included, so they ship.
# Only the room's owner reads them whole: the floor and supervisor logins read event bodies
# through room.event_bodies, which masks every PIN hash (a "pin_hash" field or key at any depth,
# and any scrypt string) and keeps each row's hash, so `verify --room` still compares every
# event. The floor signs a floorperson in with one function that returns one badge's record.
_MASKED = rf"""
CREATE FUNCTION room.masked(j jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  k text;
  v jsonb;
  result jsonb;
BEGIN
  IF jsonb_typeof(j) = 'object' THEN
    result := '{{}}'::jsonb;
    FOR k, v IN SELECT * FROM jsonb_each(j) LOOP
      result := result || jsonb_build_object(k, CASE WHEN k = 'pin_hash' AND v <> 'null'::jsonb
                                                      THEN to_jsonb('{MASK}'::text)
                                                      ELSE room.masked(v) END);
    END LOOP;
    RETURN result;
  ELSIF jsonb_typeof(j) = 'array' THEN
    SELECT coalesce(jsonb_agg(room.masked(a.e) ORDER BY a.n), '[]'::jsonb) INTO result
      FROM jsonb_array_elements(j) WITH ORDINALITY AS a(e, n);
    RETURN result;
  ELSIF jsonb_typeof(j) = 'string' AND strpos(j #>> '{{}}', 'scrypt$') > 0 THEN
    RETURN to_jsonb('{MASK}'::text);
  END IF;
  RETURN j;
END $$;

CREATE FUNCTION room.masked_body(p_fields text, p_body text) RETURNS text
LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  b jsonb := p_body::jsonb;
  f jsonb := p_fields::jsonb;
BEGIN
  IF jsonb_typeof(f) = 'array' AND jsonb_typeof(b) = 'array' THEN
    FOR i IN 0 .. jsonb_array_length(f) - 1 LOOP
      IF f ->> i = 'pin_hash' AND (b -> i) IS NOT NULL AND (b -> i) <> 'null'::jsonb THEN
        b := jsonb_set(b, ARRAY[i::text], to_jsonb('{MASK}'::text));
      END IF;
    END LOOP;
  END IF;
  RETURN room.masked(b)::text;
END $$;

CREATE INDEX events_kind ON room.events (kind);  -- rulings, hands, sign-ins across the room
CREATE VIEW room.event_bodies AS
  SELECT e.log_id, e.seq, e.table_name, e.hand_id, e.at, k.type, k.v, k.fields,
         CASE WHEN s.secret THEN room.masked_body(k.fields, e.body) ELSE e.body END AS body,
         s.secret AS masked, e.hash, e.received_at
  FROM room.events e JOIN room.kinds k ON k.id = e.kind
  CROSS JOIN LATERAL (SELECT strpos(k.fields, 'pin_hash') > 0 OR strpos(e.body, 'pin_hash') > 0
                             OR strpos(e.body, 'scrypt$') > 0 AS secret) s;

CREATE OR REPLACE VIEW room.event_log AS
  SELECT l.table_name AS log_table, b.log_id, b.seq, b.table_name, b.hand_id,
         to_timestamp(b.at / 1000.0) AS at_utc, b.type, b.v, b.fields, b.body, b.hash,
         b.received_at
  FROM room.event_bodies b JOIN room.logs l ON l.id = b.log_id;

CREATE FUNCTION room.staff_for_sign_in(p_badge text)
RETURNS TABLE (name text, role text, pin_hash text, active boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT r.o ->> 'name', r.o ->> 'role', r.o ->> 'pin_hash', (r.o ->> 'active')::boolean
  FROM (SELECT (SELECT jsonb_object_agg(f.name, e.body::jsonb -> (f.n::int - 1))
                FROM jsonb_array_elements_text(k.fields::jsonb) WITH ORDINALITY AS f(name, n)) AS o,
               e.at, e.received_at, e.seq
        FROM room.events e JOIN room.kinds k ON k.id = e.kind
        WHERE k.type = 'staff_set' AND e.table_name = '{LOG_TABLE}') r
  WHERE r.o ->> 'badge' = p_badge
  ORDER BY r.at DESC, r.received_at DESC, r.seq DESC
  LIMIT 1
$$;

REVOKE ALL ON FUNCTION room.masked(jsonb), room.masked_body(text, text),
  room.staff_for_sign_in(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.masked(jsonb), room.masked_body(text, text)
  TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
GRANT EXECUTE ON FUNCTION room.staff_for_sign_in(text) TO {FLOOR_ROLE};
REVOKE SELECT ON room.events FROM {FLOOR_ROLE}, {SUPERVISOR_ROLE};
GRANT SELECT (log_id, seq, table_name, hand_id, at, kind, hash, received_at) ON room.events
  TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
GRANT SELECT ON room.event_bodies, room.event_log TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
"""

# Migration 4 (issue 15's speed): a NOTIFY makes its transaction's commit wait for every other
# notifying commit (PostgreSQL serialises them, fsync included), so a NOTIFY in every append cost
# the whole room its group commit: benchmarks/room.py measured visible p99 1,995 ms with it and
# 128 ms without (docs/performance.md). The station is woken now only by a batch that carries
# what it must show at once (a ruling proposed or decided: issue 17's one second); the rest of
# its room view follows its own poll.
WAKE_KINDS: Final = ("ruling_proposed", "ruling_decided")

_QUIET_NOTIFY = rf"""
CREATE OR REPLACE FUNCTION room.events_arrived() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  logs text;
BEGIN
  SELECT string_agg(DISTINCT f.log_id::text, ',') INTO logs
    FROM fresh f JOIN room.kinds k ON k.id = f.kind
   WHERE k.type IN ({", ".join(f"'{k}'" for k in WAKE_KINDS)});
  IF logs IS NOT NULL THEN
    PERFORM pg_notify('{ROOM_CHANNEL}', logs);
  END IF;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION room.events_arrived() FROM PUBLIC;
"""

MIGRATIONS: Final[tuple[str, ...]] = (
    _ROLES + _TABLES + _ROW_HASH + _ALARM + _APPEND + _ENROL + _GRANTS,
    _DECISIONS,
    _MASKED,
    _QUIET_NOTIFY,
    OPERATIONS_MIGRATION,
    SIGN_IN_MIGRATION,
    OPERATIONS_NOTIFY_MIGRATION,
    SEAT_KINDS_MIGRATION,
    DEPARTURE_MIGRATION,
    STAFF_LANGUAGE_MIGRATION,
    DEVICE_REPORTS_MIGRATION,
    decision_said_migration(OUTCOMES_CHANNEL),
)


class SchemaTooNew(RuntimeError):
    """The room was migrated by a newer Dealer Assist: this program must not touch it."""


def schema_version(conn: psycopg.Connection[tuple[object, ...]]) -> int:
    row = conn.execute(
        "SELECT to_regclass('room.schema_version') IS NOT NULL").fetchone()
    if row is None or not row[0]:
        return 0
    found = conn.execute("SELECT max(version) FROM room.schema_version").fetchone()
    return int(str(found[0] or 0)) if found else 0


def migrate(dsn: str, up_to: int | None = None) -> tuple[int, int]:
    """Apply the missing migrations (up to version ``up_to``, default all); returns (version
    before, version after). A room is upgraded in place, its events kept: a room made by an
    older program is brought up one migration at a time, each in its own transaction."""
    target = len(MIGRATIONS) if up_to is None else up_to
    if not 1 <= target <= len(MIGRATIONS):
        raise ValueError(f"no room schema version {target}: this program knows 1 to "
                         f"{len(MIGRATIONS)}")
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (LOCK_KEY,))
        try:
            before = schema_version(conn)
            if before > len(MIGRATIONS):
                raise SchemaTooNew(f"the room's schema (version {before}) is newer than this "
                                   f"program ({len(MIGRATIONS)}): update Dealer Assist")
            for number in range(before, max(before, target)):
                with conn.transaction():
                    conn.execute(MIGRATIONS[number].encode())
                    if number == 0:
                        conn.execute("CREATE TABLE room.schema_version (version int NOT NULL,"
                                     " applied_at timestamptz NOT NULL DEFAULT now())")
                        conn.execute(f"GRANT SELECT ON room.schema_version TO {FLOOR_ROLE},"
                                     f" {SUPERVISOR_ROLE}")
                    conn.execute("INSERT INTO room.schema_version (version) VALUES (%s)",
                                 (number + 1,))
            return before, max(before, target)
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (LOCK_KEY,))
