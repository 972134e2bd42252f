"""The floor station is woken (NOTIFY on the room's channel) by a batch that carries a ruling
proposed or decided, and not by ordinary play: a NOTIFY in every append serialised every table's
commit (docs/performance.md), so play reaches the station through its own poll."""

from __future__ import annotations

from collections.abc import Callable

import psycopg
from room_tables import Table

from dealer_assist.engine.events import RulingDecided, RulingProposed
from dealer_assist.room.schema import ROOM_CHANNEL

Enrolled = Callable[..., Table]


def _heard(conn: psycopg.Connection[tuple[object, ...]]) -> list[str]:
    return [n.payload for n in conn.notifies(timeout=0.5, stop_after=5)]


def test_play_ships_quietly_and_a_ruling_wakes_the_station(enrolled: Enrolled) -> None:
    one, two = enrolled("T1"), enrolled("T2")
    with psycopg.connect(one.dsn, autocommit=True) as station:
        station.execute(f'LISTEN "{ROOM_CHANNEL}"')
        one.play(2)
        assert one.sync().shipped > 0
        assert _heard(station) == []  # hands dealt: no wake-up
        with one.store() as store:
            store.append("T1", [RulingProposed(1, "hand_in_muck", ("LC-8",))])
        one.sync()
        assert _heard(station) == [str(one.login.log_id)]
        with two.store() as store:  # T2: a decision with play in the same batch
            store.append("T2", [RulingProposed(1, "boxed_card", ("LC-52",))])
            store.append("T2", [RulingDecided(1, "confirmed", "Fay Floor (F100)")])
        two.play(1)
        two.sync()
        assert _heard(station) == [str(two.login.log_id)]
