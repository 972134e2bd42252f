"""The room-wide figures behind the Supervisor panel's charts (room/charts.py), against a real
room: hands and rulings per house dealer follow engine/house_dealers.py's contract (the dealer
of a hand is the latest dealer_signed_in of its table before the hand's hand_started), and the
period, table and game filters."""

from __future__ import annotations

from pathlib import Path

from dealer_assist.engine.events import RulingProposed
from dealer_assist.engine.house_dealers import DealerSignedIn
from dealer_assist.room.charts import room_figures
from dealer_assist.room.enrol import enrol
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
