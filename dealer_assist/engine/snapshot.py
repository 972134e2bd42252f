"""A JSON-ready picture of a table: what ``dealer-assist replay`` prints after each event and
what a floorperson steps through when reviewing a hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dealer_assist.engine.procedure import procedure
from dealer_assist.engine.steps import Procedure
from dealer_assist.engine.table import Table


def table_snapshot(table: Table, steps: Callable[[Table], Procedure] = procedure) -> dict[str, Any]:
    """The table as JSON; ``steps`` may add correction steps (irregularities) to the procedure."""
    hand = table.hand
    out: dict[str, Any] = {
        "table": table.name,
        "game": table.game,
        "limit": table.limit,
        "button": table.button,
        "seats": {
            str(s): {"player": i.player, "stack": i.stack, "status": i.status}
            for s, i in sorted(table.seats.items())
        },
    }
    if hand is not None:
        out["hand"] = {
            "number": hand.number,
            "phase": hand.phase,
            "street": hand.street,
            "to_act": hand.to_act,
            "board": [c.text if c else "??" for c in hand.board],
            "stacks": {str(s): v for s, v in hand.stacks.items()},
            "bets": {str(s): v for s, v in hand.street_bets.items() if v},
            "folded": sorted(hand.folded),
            "pots": [{"amount": p.amount, "eligible": list(p.eligible)} for p in hand.pots()],
            "legal_actions": [a.label for a in hand.legal_actions()],
        }
    out["rulings"] = [
        {
            "ruling": n,
            "irregularity": r.irregularity,
            "rule_ids": list(r.rule_ids),
            "status": r.status,
            "decided_by": r.decided_by,
            "reason": r.reason,
            "detail": r.detail,
        }
        for n, r in sorted(table.rulings.items())
    ]
    out["procedure"] = [
        {"kind": s.kind, "text": s.text, "seat": s.seat, "rule_ids": list(s.rule_ids)}
        for s in steps(table).steps
    ]
    return out
