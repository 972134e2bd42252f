"""The station's Dealers page against a real room (issue 17): the tables' dealer sign-ins,
shipped from their logs, give who deals where, who rests, and who goes where next."""

from __future__ import annotations

from collections.abc import Callable

import psycopg
from floor_rooms import floor_login
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.engine.house_dealers import DealerSignedIn, DealerSignedOut
from dealer_assist.room.dealer_shifts import dealer_shifts
from dealer_assist.room_ops.refusal import MINUTE_MS
from dealer_assist.ui.floor_station.dealer_rotation import DealerRotationPage


def test_dealer_rotation_page_reads_the_sign_ins_of_every_table(
        qtbot: QtBot, room: str, enrolled: Callable[..., Table]) -> None:
    t1, t2, t3 = enrolled("T1"), enrolled("T2"), enrolled("T3")
    with t1.store() as store:
        store.append("T1", [DealerSignedIn("D1", "Rosa")])
    with t2.store() as store:
        store.append("T2", [DealerSignedIn("D2", "Sam")])
        store.append("T2", [DealerSignedOut("D2")])
    t1.play(1)
    for table in (t1, t2, t3):
        table.sync()
    floor = floor_login(room)
    with psycopg.connect(floor) as conn:
        shifts, tables = dealer_shifts(conn)
    assert [(s.table, s.badge, s.name, s.signed_in) for s in shifts] == [
        ("T1", "D1", "Rosa", True), ("T2", "D2", "Sam", True), ("T2", "D2", "", False)]
    assert tables == ["T1", "T2", "T3"]
    signed_in = shifts[0].at_ms

    def load() -> tuple[list, list[str]]:  # type: ignore[type-arg]
        with psycopg.connect(floor) as conn:
            return dealer_shifts(conn)

    page = DealerRotationPage(load, 20, now_ms=lambda: signed_in + 25 * MINUTE_MS)
    qtbot.addWidget(page)
    text = page.text.text()
    assert "T1: Rosa for 25 min, DUE 5 min ago" in text
    assert "T2: no dealer" in text and "T3: no dealer" in text
    assert "Sam since" in text
    assert "Sam to T2 in 0 min" in text  # the table left without a dealer first
    assert "nobody free to T1 in 0 min, relieving Rosa" in text
