"""Keeps the derived tables (tables, hands, rulings) in step with the events being appended.

The event rows are the record; these tables only index them for the floor and for exports, and
are written in the same transaction so they never disagree with the log. Events are read by
their JSON type name and fields, so game modules (banked games, irregularities) need not be
imported here: a flop hand (``hand_started`` ... ``hand_ended``) and a banked round
(``banked_round_started`` ... ``banked_round_ended``) are both a "hand" of the log.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any, Final

from dealer_assist.engine.events import (
    ChipsAdded,
    EntryChosen,
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
    PlayerAway,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    RulingDecided,
    RulingProposed,
    SeatChanged,
    TableConfigured,
)

#: Hand openers and the field holding the hand's number.
HAND_STARTS: Final = {HandStarted.type: "hand", "banked_round_started": "round"}
HAND_ENDS: Final = frozenset({HandEnded.type, "banked_round_ended"})
#: Events that (re)configure the table: house, game and (flop games) limit and seats.
TABLE_SETUPS: Final = frozenset({TableConfigured.type, "banked_table_opened"})
#: Events about the table rather than the hand: never counted as part of a hand, even mid-hand.
SETUP_TYPES: Final = TABLE_SETUPS | frozenset(
    cls.type for cls in (PlayerSeated, PlayerLeft, PlayerAway, PlayerBack, SeatChanged,
                         ChipsAdded, EntryChosen)
) | {"banked_tppp_declared", "seats_swapped",
   # issue 17: the table's own matters between or during hands (engine/house_dealers.py,
   # button_draw.py, stepping_away.py, buy_in_record.py), kept for recovery's set-up replay
   "dealer_signed_in", "dealer_signed_out", "button_drawn", "hold_button_given",
   "player_called_away", "buy_in_checked",
   # engine/table_stakes.py: chips bought, cheques, runners (LC-26a, LC-26c, LC-29)
   "chips_bought", "cheque_processed", "cheque_declined", "runner_announced", "runner_arrived",
   "chips_passed_behind"}


def open_hand(conn: sqlite3.Connection, table_id: int) -> int | None:
    """The table's hand that has started and not ended, if any."""
    row = conn.execute(
        "SELECT id, status FROM hands WHERE table_id = ? ORDER BY id DESC LIMIT 1", (table_id,)
    ).fetchone()
    return int(row[0]) if row and row[1] == "in_progress" else None


def hand_for(
    conn: sqlite3.Connection, table_id: int, event: Event, seq: int, at: int, current: int | None,
) -> int | None:
    """The hand id this event row belongs to; opens a hand row when a hand or round starts."""
    if event.type in SETUP_TYPES:
        return None
    number_field = HAND_STARTS.get(event.type)
    if number_field is None:
        return current
    if current is not None:  # a new hand without the old one's end: keep both, mark the old
        conn.execute("UPDATE hands SET status = 'interrupted' WHERE id = ?", (current,))
    data = event.to_dict()
    config = conn.execute(
        "SELECT house, game, game_limit FROM tables WHERE id = ?", (table_id,)
    ).fetchone()
    cursor = conn.execute(
        "INSERT INTO hands (table_id, number, house, game, game_limit, button, small_bet,"
        " big_bet, status, started_at, first_seq, last_seq)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'in_progress', ?, ?, ?)",
        (table_id, data[number_field], *config, data.get("button", 0),
         data.get("small_bet", 0), data.get("big_bet", 0), at, seq, seq),
    )
    return cursor.lastrowid


def index_event(
    conn: sqlite3.Connection, table_id: int, event: Event, seq: int, at: int, hand_id: int | None,
) -> None:
    """Update the derived tables for an event row just written (``hand_id``: the row's hand)."""
    if event.type in TABLE_SETUPS:
        _configure(conn, table_id, event.to_dict(), at)
    elif event.type in HAND_ENDS and hand_id is not None:
        conn.execute(
            "UPDATE hands SET status = CASE status WHEN 'in_progress' THEN 'ended' ELSE status END,"
            " ended_at = ?, last_seq = ? WHERE id = ?", (at, seq, hand_id),
        )
    elif isinstance(event, HandVoided) and hand_id is not None:
        conn.execute("UPDATE hands SET voided = 1 WHERE id = ?", (hand_id,))
    elif isinstance(event, RulingProposed):
        conn.execute(
            "INSERT INTO rulings (table_id, ruling, hand_id, irregularity, rule_ids, detail,"
            " status, proposed_at, proposed_seq) VALUES (?, ?, ?, ?, ?, ?, 'proposed', ?, ?)"
            " ON CONFLICT (table_id, ruling) DO UPDATE SET irregularity = excluded.irregularity,"
            " rule_ids = excluded.rule_ids, detail = excluded.detail,"
            " proposed_at = excluded.proposed_at, proposed_seq = excluded.proposed_seq",
            (table_id, event.ruling, hand_id, event.irregularity, json.dumps(event.rule_ids),
             event.detail, at, seq),
        )
    elif isinstance(event, RulingDecided):
        conn.execute(
            "INSERT INTO rulings (table_id, ruling, hand_id, status, decided_at, decided_seq,"
            " decided_by, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (table_id, ruling) DO UPDATE SET status = excluded.status,"
            " decided_at = excluded.decided_at, decided_seq = excluded.decided_seq,"
            " decided_by = excluded.decided_by, reason = excluded.reason",
            (table_id, event.ruling, hand_id, event.decision, at, seq, event.by, event.reason),
        )


def index_batch(
    conn: sqlite3.Connection, table_id: int, events: Sequence[Event], first_seq: int, at: int,
) -> list[int | None]:
    """Index one append of a table's events (rows ``first_seq`` on, all stamped ``at``);
    returns each row's hand id. The store calls it for every append and ``verify`` for every
    row when it rebuilds the derived tables from the chain: one code path for both."""
    current = open_hand(conn, table_id)
    touched: dict[int, int] = {}
    hands: list[int | None] = []
    for offset, event in enumerate(events):
        seq = first_seq + offset
        hand_id = hand_for(conn, table_id, event, seq, at, current)
        index_event(conn, table_id, event, seq, at, hand_id)
        if event.type in HAND_STARTS:
            current = hand_id
        elif event.type in HAND_ENDS:
            current = None
        if current is not None:
            touched[current] = seq
        hands.append(hand_id)
    conn.executemany(
        "UPDATE hands SET last_seq = ? WHERE id = ? AND ended_at IS NULL",
        [(last_seq, hand) for hand, last_seq in touched.items()],
    )
    return hands


def extend_session(conn: sqlite3.Connection, session: int, first_seq: int, last_seq: int) -> None:
    """The run's session row covers the rows just appended to its table."""
    conn.execute(
        "UPDATE table_sessions SET first_seq = coalesce(first_seq, ?), last_seq = ? WHERE id = ?",
        (first_seq, last_seq, session),
    )


def _configure(conn: sqlite3.Connection, table_id: int, data: dict[str, Any], at: int) -> None:
    conn.execute(
        "UPDATE tables SET house = ?, game = ?, game_limit = ?, seats = coalesce(?, seats),"
        " configured_at = ? WHERE id = ?",
        (data.get("house"), data.get("game"), data.get("limit"), data.get("seats"), at,
         table_id),
    )
