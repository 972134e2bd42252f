"""A decision from the floor station, carried out at the table (issue 17). No Qt here.

The table trusts the room no more than its own dealer: the decision must be for this table,
its floorperson must not be known here as anyone but floor staff (LC-8b), and the engine checks
the ruling is open and its hand still the current one (LC-8c) exactly as when the floor
decides at the table. Applied, it is one ``ruling_decided`` event in the table's own chain,
naming the floorperson, plus an audit note saying it came from the station.

A refusal's reason goes back to the station as a record (English) and is shown to the dealer in
the screen's language: it is a :class:`~dealer_assist.messages.Message` (the English string,
with its template and parameters) that :func:`notice` renders.
"""

from __future__ import annotations

from dealer_assist.engine.events import Event
from dealer_assist.engine.fold import Refusal
from dealer_assist.messages import msg
from dealer_assist.room.decisions import RoomDecision
from dealer_assist.ui.floor_desk import FloorDesk
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.staff_sign_in import FLOOR_ROLES


def carry_out(desk: FloorDesk, decision: RoomDecision) -> tuple[str, str]:
    """("applied", "") or ("refused", why), with the decision logged when applied."""
    if decision.table != desk.table_id:
        return "refused", msg("room_decision.wrong_table",
                              "the decision is for table {table}; this is table {here}",
                              table=decision.table, here=desk.table_id)
    store = desk.store
    known = store.staff(decision.by_badge) if store is not None else None
    if known is not None and (known.role not in FLOOR_ROLES or not known.active):
        return "refused", msg("room_decision.not_floor", "badge {badge} is not active floor "
                              "staff at this table: only the floor decides (LC-8b)",
                              badge=decision.by_badge)
    reason = None if decision.decision == "confirmed" else decision.reason
    try:
        events: list[Event] = desk.decide_ruling(decision.ruling, decision.by, reason)
    except Refusal as refused:
        first = refused.args[0] if refused.args else ""
        return "refused", first if isinstance(first, str) else str(refused)
    if not desk.submit(lambda: events):
        return "refused", msg("room_decision.not_logged", "the table could not log the decision")
    if store is not None:
        what = decision.decision if reason is None else f"overridden: {reason}"
        store.audit("ruling_decided",  # i18n: the audit record stays English
                    f"ruling {decision.ruling} {what} (at the floor station)",
                    table=desk.table_id, staff=decision.by_badge)
    return "applied", ""


def notice(decision: RoomDecision, outcome: str, why: str) -> str:
    """What the dealer reads on the screen, in the screen's language."""
    if outcome == "applied" and decision.decision == "confirmed":
        return tr("Floor station: ruling {number} confirmed by {name}.").format(
            number=decision.ruling, name=decision.by_name)
    if outcome == "applied":
        return tr("Floor station: ruling {number} overridden ({reason}) by {name}.").format(
            number=decision.ruling, reason=decision.reason, name=decision.by_name)
    return tr("Floor station's decision on ruling {number} refused here: {why}.").format(
        number=decision.ruling, why=render(why))
