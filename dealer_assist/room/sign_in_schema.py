"""A room migration (the sixth): every PIN tried at a floor station, in one append-only record.

A person trying PINs at three stations, or restarting a station, must still be locked out, so
the count lives in the room, not in a station's memory. Stations write only through
``room.record_sign_in`` (floor logins; it takes the badge's lock, so two stations cannot both
slip in a fifth try), which answers whether the badge is now locked; ``room.badge_locked_until``
asks before a PIN is typed. Rows carry the server's time and the login that wrote them: a
station cannot back-date a try. Nobody may UPDATE, DELETE or TRUNCATE them (triggers refuse even
the owner); floor and supervisor logins read them.

The lockout is the table's own (ui/staff_sign_in.py, MAX_FAILURES and LOCKOUT_S): five wrong
PINs in a row, counted since the badge last signed in or was last locked, lock it for five
minutes. The numbers sit in ``room.sign_in_policy`` (one row), which the room's owner may change
for the house; these are its defaults.
"""

from __future__ import annotations

from typing import Final

from dealer_assist.room.roles import FLOOR_ROLE, SUPERVISOR_ROLE
from dealer_assist.room.sql_guards import floor_only, history_guard

DEFAULT_MAX_FAILURES: Final = 5  # the table's MAX_FAILURES (a test keeps them equal)
DEFAULT_LOCKOUT_S: Final = 300  # the table's LOCKOUT_S
OUTCOMES: Final = ("signed_in", "wrong_pin", "refused")  # what a station may report
LOCKED_OUT: Final = "locked_out"  # what the room records for a try while the badge is locked

SIGN_IN_MIGRATION: Final = rf"""
CREATE TABLE room.sign_in_policy (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  max_failures int NOT NULL CHECK (max_failures > 0),
  lockout interval NOT NULL CHECK (lockout > interval '0 seconds')
);
INSERT INTO room.sign_in_policy (max_failures, lockout)
  VALUES ({DEFAULT_MAX_FAILURES}, interval '{DEFAULT_LOCKOUT_S} seconds');

CREATE TABLE room.sign_in_attempts (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  login text NOT NULL DEFAULT session_user,
  station text NOT NULL CHECK (length(btrim(station)) > 0),
  badge text NOT NULL CHECK (length(btrim(badge)) > 0),
  outcome text NOT NULL CHECK (outcome IN ({", ".join(f"'{o}'" for o in OUTCOMES)},
                                           '{LOCKED_OUT}')),
  ok boolean GENERATED ALWAYS AS (outcome = 'signed_in') STORED,
  locks boolean NOT NULL DEFAULT false,
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX sign_in_attempts_badge ON room.sign_in_attempts (badge, id);

{history_guard("sign_in_attempts", "sign_ins_are_history", "sign-in attempts", "sign_in_attempts")}

CREATE FUNCTION room.badge_locked_until(p_badge text) RETURNS timestamptz
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT a.at + p.lockout FROM room.sign_in_attempts a CROSS JOIN room.sign_in_policy p
   WHERE a.badge = btrim(p_badge) AND a.locks AND a.at + p.lockout > clock_timestamp()
   ORDER BY a.id DESC LIMIT 1
$$;

CREATE FUNCTION room.record_sign_in(p_station text, p_badge text, p_outcome text,
                                    p_detail text)
RETURNS TABLE (outcome text, locked_until timestamptz, failures int)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  v_badge text := btrim(coalesce(p_badge, ''));
  pol room.sign_in_policy%ROWTYPE;
  until timestamptz;
  since bigint;
  n int := 0;
  locking boolean := false;
  stamped timestamptz;
BEGIN
{floor_only("records sign-in attempts")}
  IF v_badge = '' OR length(btrim(coalesce(p_station, ''))) = 0 THEN
    RAISE EXCEPTION 'a sign-in attempt names its badge and its station'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF p_outcome IS NULL OR p_outcome NOT IN ({", ".join(f"'{o}'" for o in OUTCOMES)}) THEN
    RAISE EXCEPTION 'unknown sign-in outcome %', quote_literal(p_outcome)
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('dealer-assist sign-in ' || v_badge));
  SELECT * INTO pol FROM room.sign_in_policy;
  until := room.badge_locked_until(v_badge);
  IF until IS NOT NULL THEN
    INSERT INTO room.sign_in_attempts (station, badge, outcome, detail)
      VALUES (btrim(p_station), v_badge, '{LOCKED_OUT}', coalesce(p_detail, ''));
    RETURN QUERY SELECT '{LOCKED_OUT}'::text, until, pol.max_failures;
    RETURN;
  END IF;
  IF p_outcome = 'wrong_pin' THEN
    SELECT coalesce(max(a.id), 0) INTO since FROM room.sign_in_attempts a
     WHERE a.badge = v_badge AND (a.outcome = 'signed_in' OR a.locks);
    SELECT count(*) + 1 INTO n FROM room.sign_in_attempts a
     WHERE a.badge = v_badge AND a.outcome = 'wrong_pin' AND a.id > since;
    locking := n >= pol.max_failures;
  END IF;
  INSERT INTO room.sign_in_attempts (station, badge, outcome, locks, detail)
    VALUES (btrim(p_station), v_badge, p_outcome, locking, coalesce(p_detail, ''))
    RETURNING at INTO stamped;
  RETURN QUERY SELECT p_outcome, CASE WHEN locking THEN stamped + pol.lockout END, n;
END $$;

REVOKE ALL ON FUNCTION room.sign_ins_are_history(), room.badge_locked_until(text),
  room.record_sign_in(text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.badge_locked_until(text),
  room.record_sign_in(text, text, text, text) TO {FLOOR_ROLE};
GRANT SELECT ON room.sign_in_attempts, room.sign_in_policy TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
"""
