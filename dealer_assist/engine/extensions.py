"""What every rule event starts from: the hand in progress (shared by the engine's chip
rulings and string raises and by the irregularities package)."""

from __future__ import annotations

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.table_view import TableView
from dealer_assist.messages import msg


def live_hand(table: TableView) -> HandState:
    """The hand in progress, or a Refusal."""
    hand = table.hand
    if hand is None or hand.ended:
        raise Refusal(msg("extensions.refusal.no_hand_progress", "no hand is in progress"))
    return hand
