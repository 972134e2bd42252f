"""A room migration (the eleventh): each table's device lights, for the floor's Room page.

A table reports a change of one of its devices (connected, disconnected, error) through
``room.report_device``; the table's name comes from its login, never from the caller, so a table
cannot speak for another. Rows carry the server's time and are history: nobody may UPDATE,
DELETE or TRUNCATE them. Floor and supervisor logins read ``room.device_states``: the latest
report per table and device (``room.device_latest``, kept by ``report_device`` so the
station's poll reads one row per device, not the years of history).
"""

from __future__ import annotations

from typing import Final

from dealer_assist.room.roles import FLOOR_ROLE, SUPERVISOR_ROLE, TABLE_ROLE
from dealer_assist.room.sql_guards import history_guard

DEVICE_STATES: Final = ("connected", "disconnected", "error")
MAX_DEVICE: Final = 40  # a device's name, e.g. "shoe", "card reader"
MAX_DETAIL: Final = 200  # a short reason, e.g. the serial error

_STATES = ", ".join(f"'{s}'" for s in DEVICE_STATES)

DEVICE_REPORTS_MIGRATION: Final = f"""
CREATE TABLE room.device_reports (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  login text NOT NULL DEFAULT session_user,
  table_name text NOT NULL,
  device text NOT NULL CHECK (length(btrim(device)) BETWEEN 1 AND {MAX_DEVICE}),
  state text NOT NULL CHECK (state IN ({_STATES})),
  detail text NOT NULL DEFAULT '' CHECK (length(detail) <= {MAX_DETAIL})
);
CREATE INDEX device_reports_latest ON room.device_reports (table_name, device, id DESC);
-- the latest report per table and device, kept by report_device: the station reads it every
-- poll, so it must not grow with the years of history (device_reports keeps that)
CREATE TABLE room.device_latest (
  table_name text NOT NULL,
  device text NOT NULL,
  state text NOT NULL,
  detail text NOT NULL,
  at timestamptz NOT NULL,
  report_id bigint NOT NULL,  -- the device_reports row it copies
  PRIMARY KEY (table_name, device)
);

{history_guard("device_reports", "device_reports_are_history", "device reports",
               "device_reports")}

CREATE FUNCTION room.report_device(p_device text, p_state text, p_detail text)
RETURNS timestamptz
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  v_table text;
  v_device text := btrim(coalesce(p_device, ''));
  v_id bigint;
  stamped timestamptz;
BEGIN
  SELECT l.table_name INTO v_table FROM room.logs l
   WHERE l.login = session_user AND l.retired_at IS NULL;
  IF v_table IS NULL THEN
    RAISE EXCEPTION 'login % is not an enrolled table', session_user
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF length(v_device) NOT BETWEEN 1 AND {MAX_DEVICE} THEN
    RAISE EXCEPTION 'a device report names its device (1 to {MAX_DEVICE} characters)'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF p_state IS NULL OR p_state NOT IN ({_STATES}) THEN
    RAISE EXCEPTION 'unknown device state %', quote_literal(p_state)
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF length(coalesce(p_detail, '')) > {MAX_DETAIL} THEN
    RAISE EXCEPTION 'a device report''s detail is at most {MAX_DETAIL} characters'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  INSERT INTO room.device_reports (table_name, device, state, detail)
    VALUES (v_table, v_device, p_state, coalesce(p_detail, ''))
    RETURNING id, at INTO v_id, stamped;
  INSERT INTO room.device_latest AS l (table_name, device, state, detail, at, report_id)
    VALUES (v_table, v_device, p_state, coalesce(p_detail, ''), stamped, v_id)
    ON CONFLICT (table_name, device) DO UPDATE
      SET state = EXCLUDED.state, detail = EXCLUDED.detail, at = EXCLUDED.at,
          report_id = EXCLUDED.report_id
      WHERE l.report_id < EXCLUDED.report_id;
  RETURN stamped;
END $$;

CREATE VIEW room.device_states AS
  SELECT table_name, device, state, detail, at FROM room.device_latest;

REVOKE ALL ON FUNCTION room.device_reports_are_history(),
  room.report_device(text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.report_device(text, text, text) TO {TABLE_ROLE};
GRANT SELECT ON room.device_reports, room.device_states TO {FLOOR_ROLE}, {SUPERVISOR_ROLE};
"""
