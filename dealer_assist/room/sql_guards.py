"""Two guards the room's append-only records share, as SQL for their migrations: history that
no one may edit, and functions only a floor login may call."""

from __future__ import annotations

from dealer_assist.room.roles import FLOOR_ROLE


def history_guard(table: str, function: str, what: str, short: str) -> str:
    """A trigger function and its triggers refusing UPDATE, DELETE and TRUNCATE on
    ``room.<table>`` to everyone, the owner included (``what``: the refusal's subject;
    ``short``: the triggers' name prefix)."""
    return f"""CREATE FUNCTION room.{function}() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '{what} are history: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER {short}_no_edit BEFORE UPDATE OR DELETE ON room.{table}
  FOR EACH ROW EXECUTE FUNCTION room.{function}();
CREATE TRIGGER {short}_no_truncate BEFORE TRUNCATE ON room.{table}
  FOR EACH STATEMENT EXECUTE FUNCTION room.{function}();"""


def floor_only(what: str) -> str:
    """The opening check of a SECURITY DEFINER function only floor logins may run."""
    return f"""  IF NOT pg_has_role(session_user, '{FLOOR_ROLE}', 'MEMBER') THEN
    RAISE EXCEPTION 'only a floor login {what} (% is not one)', session_user
      USING ERRCODE = 'insufficient_privilege';
  END IF;"""
