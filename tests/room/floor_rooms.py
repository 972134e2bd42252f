"""Helpers for the floor station's tests: a floor login, staff shipped into the room, a table
whose hand in progress has a ruling waiting for the floor (all real: engine, SQLite, PostgreSQL)."""

from __future__ import annotations

from collections.abc import Callable

import psycopg
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from room_tables import Table

from dealer_assist.irregularities import report
from dealer_assist.room.schema import FLOOR_ROLE
from dealer_assist.room.simulate import SimulatedTable
from dealer_assist.ui.staff_sign_in import hash_pin

FLOOR_BADGE, FLOOR_PIN, FLOOR_NAME = "F100", "246810", "Fay Floor"


def floor_login(room: str, name: str = "floor_station") -> str:
    """A login in the floor role (cluster-wide, made once); the room's DSN as that login."""
    with psycopg.connect(room, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (name,)).fetchone() is None:
            conn.execute(f"CREATE ROLE {name} LOGIN IN ROLE {FLOOR_ROLE}")
    params = conninfo_to_dict(room)
    params["user"] = name
    return make_conninfo(**{k: str(v) for k, v in params.items() if v is not None})


def add_staff(table: Table) -> None:
    with table.store() as store:
        store.add_staff(FLOOR_BADGE, FLOOR_NAME, "floor", pin_hash=hash_pin(FLOOR_PIN))
        store.add_staff("D200", "Dan Dealer", "dealer", pin_hash=hash_pin("1357"))


def step_to_betting(table: Table) -> SimulatedTable:
    """The table's log played on to the first betting round of a new hand."""
    with table.store() as store:
        sim = SimulatedTable(table.name, store)
        for _ in range(100):
            hand = sim.session.hand if sim.session.table.in_hand else None
            if hand is not None and hand.phase == "betting":
                break
            sim.step()
        return sim


def propose_ruling(table: Table, irregularity: str = "new_deck_request") -> int:
    """A ruling proposed in the hand in progress (LC-21: a new deck asked for); its number."""
    with table.store() as store:
        sim = SimulatedTable(table.name, store)
        events = sim.log(report(sim.session, irregularity))  # reported by the dealer
        return int(events[0].ruling)  # type: ignore[attr-defined]


def finish_hand(table: Table, next_hand: bool = True) -> None:
    """Play the hand in progress to its end and (``next_hand``) begin the next one."""
    with table.store() as store:
        sim = SimulatedTable(table.name, store)
        sim.play_hand()
        if next_hand:
            sim.step()


def table_with_ruling(enrolled: Callable[..., Table]) -> tuple[Table, int]:
    table = enrolled("T1")
    add_staff(table)
    step_to_betting(table)
    number = propose_ruling(table)
    table.sync()
    return table, number
