"""A room migration (the twelfth): a table's refusal of a floor decision, said again in the
floorperson's language at the station (issue 20).

The table sends its reason twice: the English ``why`` (the record, as before) and
``why_said``, the same reason as a Message's JSON (message ID, English template, parameters:
``messages.to_json``), which the station reads back and says in its own language. The room
takes only a JSON object of bounded size there (anything else is refused, nothing recorded);
the station checks the rest before it shows a word of it. Outcomes stay append-only. The old
four-argument ``room.decision_outcome`` stays for tables not yet updated (no ``why_said``).
"""

from __future__ import annotations

from typing import Final

from dealer_assist.messages import MAX_JSON
from dealer_assist.room.roles import TABLE_ROLE

# i18n: the room's answer to a table, in the table's technician log, never on a screen
SAID_REFUSED: Final = (
    f"the reason in words is not a JSON object of at most {MAX_JSON} characters")
"""What the room answers a table whose ``why_said`` it will not take."""


def decision_said_migration(outcomes_channel: str) -> str:
    """The migration's SQL; ``outcomes_channel`` is where the station hears of an outcome."""
    return f"""
ALTER TABLE room.decision_outcomes ADD COLUMN why_said jsonb
  CHECK (why_said IS NULL OR (jsonb_typeof(why_said) = 'object'
                              AND length(why_said::text) <= {MAX_JSON}));

CREATE FUNCTION room.decision_outcome(p_decision bigint, p_outcome text, p_why text,
                                      p_seq bigint, p_said jsonb) RETURNS text
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
  IF p_said IS NOT NULL AND (jsonb_typeof(p_said) <> 'object'
                             OR length(p_said::text) > {MAX_JSON}) THEN
    RETURN '{SAID_REFUSED}';
  END IF;
  INSERT INTO room.decision_outcomes (decision_id, outcome, why, seq, why_said)
    VALUES (p_decision, p_outcome, coalesce(p_why, ''), p_seq, p_said) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN 'the outcome of this decision was already reported';
  END IF;
  PERFORM pg_notify('{outcomes_channel}', p_decision::text);
  RETURN NULL;
END $$;

-- a table not yet updated: its English reason alone, through the same checks
CREATE OR REPLACE FUNCTION room.decision_outcome(p_decision bigint, p_outcome text, p_why text,
                                                 p_seq bigint) RETURNS text
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT room.decision_outcome(p_decision, p_outcome, p_why, p_seq, NULL::jsonb)
$$;

REVOKE ALL ON FUNCTION room.decision_outcome(bigint, text, text, bigint, jsonb),
  room.decision_outcome(bigint, text, text, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.decision_outcome(bigint, text, text, bigint, jsonb),
  room.decision_outcome(bigint, text, text, bigint) TO {TABLE_ROLE};
"""
