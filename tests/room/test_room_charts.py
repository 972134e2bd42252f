"""The room-wide figures behind the Supervisor panel's charts (room/charts.py), against a real
room: hands and rulings per house dealer follow engine/house_dealers.py's contract (the dealer
of a hand is the latest dealer_signed_in of its table before the hand's hand_started), and the
period, table and game filters."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from dealer_assist.engine.events import RulingProposed
from dealer_assist.engine.house_dealers import DealerSignedIn
from dealer_assist.room.charts import room_figures
from dealer_assist.room.enrol import enrol
from dealer_assist.room.export import room_export
from dealer_assist.room.mirror import mirror
from dealer_assist.room.mirror_cache import KeptMirrors
from dealer_assist.room.reader import RoomReader
from dealer_assist.room.shipper import Shipper
from dealer_assist.room.simulate import SimulatedTable
from dealer_assist.storage import EventStore

ALWAYS = (0, 2**62)


def _dealt(room: str, folder: Path) -> None:
    """T1: hand 1 without a house dealer; Ann signs in; hand 2 starts, Bob signs in during it
    (he takes over from the next hand) and a ruling is proposed in it; hand 3 is Bob's."""
    log = folder / "T1.db"
    with EventStore.open(log) as store:
        table = SimulatedTable("T1", store, seed=5)
        table.play_hand()
        store.append("T1", [DealerSignedIn("A1", "Ann")])
        table.step()
        store.append("T1", [DealerSignedIn("B2", "Bob"), RulingProposed(1, "boxed_card",
                                                                         ("LC-52",))])
        table.play_hand()
        table.play_hand()
    Shipper(log, room, enrol(room, "T1", log)).sync()


def test_hands_and_rulings_per_dealer_follow_the_latest_sign_in_before_each_hand(
        room: str, tmp_path: Path) -> None:
    _dealt(room, tmp_path)
    with RoomReader(room) as reader:
        figures = room_figures(reader, *ALWAYS)
    assert figures.hands == 3 and figures.tables == ("T1",)
    assert figures.hands_by_dealer == (("Ann (A1)", 1), ("Bob (B2)", 1))
    assert figures.rulings_by_dealer == (("Ann (A1)", 1),)  # proposed in Ann's hand
    assert figures.rulings_by_table == (("T1", 1),) and figures.overrides == 0


def test_the_period_table_and_game_filters(room: str, tmp_path: Path) -> None:
    _dealt(room, tmp_path)
    steps: list[tuple[int, int]] = []
    with RoomReader(room) as reader:
        assert room_figures(reader, 0, 1).hands == 0  # a period before any hand
        assert room_figures(reader, *ALWAYS, game="stud").hands == 0
        assert room_figures(reader, *ALWAYS, game="holdem").hands == 3
        assert room_figures(reader, *ALWAYS, tables=["T1"],
                            progress=lambda d, t: steps.append((d, t))).hands == 3
    assert steps == [(1, 1)]


def test_an_unknown_table_is_refused_and_cancel_stops_between_tables(
        room: str, tmp_path: Path) -> None:
    import pytest

    from dealer_assist.storage.errors import ExportCancelled
    from dealer_assist.storage.export_filters import FilterError

    _dealt(room, tmp_path)
    with RoomReader(room) as reader:
        with pytest.raises(FilterError, match="unknown table 'T9'; the room has: T1"):
            room_figures(reader, *ALWAYS, tables=["T9"])
        with pytest.raises(ExportCancelled, match=r"^charts cancelled$"):
            room_figures(reader, *ALWAYS, cancel=lambda: True)


def _hands(db: Path) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(db)
    try:
        return conn.execute("SELECT table_id, number, status, voided, first_seq, last_seq,"
                            " started_at, ended_at FROM hands ORDER BY id").fetchall()
    finally:
        conn.close()


def test_kept_copies_read_only_what_is_new_and_count_as_a_rebuild(
        room: str, tmp_path: Path) -> None:
    """Issue 17: the supervisor's second request reads only the rows added since; a hand in
    progress at the first read is carried on in the kept copy exactly as in a fresh one."""
    log = tmp_path / "T1.db"
    with EventStore.open(log) as store:
        table = SimulatedTable("T1", store, seed=5)
        table.play_hand()
        store.append("T1", [DealerSignedIn("A1", "Ann")])
        table.step()  # hand 2 in progress when the supervisor first asks
        store.append("T1", [RulingProposed(1, "boxed_card", ("LC-52",))])
    login = enrol(room, "T1", log)
    shipper = Shipper(log, room, login)
    shipper.sync()
    kept = KeptMirrors()
    with RoomReader(room) as reader:
        assert room_figures(reader, *ALWAYS, kept=kept) == room_figures(reader, *ALWAYS)
        first = kept.read_to(login.log_id)
        assert first > 0
        with EventStore.open(log) as store:
            table = SimulatedTable("T1", store, seed=5)
            table.play_hand()
            store.append("T1", [DealerSignedIn("B2", "Bob")])
            table.play_hand()
        shipper.sync()
        figures = room_figures(reader, *ALWAYS, kept=kept)
        assert figures == room_figures(reader, *ALWAYS)
        assert figures.hands == 3 and figures.hands_by_dealer == (("Ann (A1)", 1),
                                                                  ("Bob (B2)", 1))
        with reader.connection() as conn:
            head = conn.execute("SELECT head_seq FROM room.logs WHERE id = %s",
                                (login.log_id,)).fetchone()
            assert head is not None and kept.read_to(login.log_id) == head[0] > first
            with kept.current(conn, login.log_id) as copy:
                kept_hands = _hands(copy)
            with conn.transaction():
                mirror(conn, login.log_id, tmp_path / "fresh.db")
        assert kept_hands == _hands(tmp_path / "fresh.db")
        out_kept, out_fresh = tmp_path / "kept.jsonl", tmp_path / "fresh.jsonl"
        room_export(reader, "jsonl", out_kept, kept=kept)
        room_export(reader, "jsonl", out_fresh)
        assert out_kept.read_text() == out_fresh.read_text()
    kept.close()
