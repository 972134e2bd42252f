"""Table stakes and departures in a real log (LC-26a, LC-26c, LC-29, LC-91): ``verify``
replays them through the engine; a departure forged to a smaller stack, or dated earlier than
the log wrote it (so the player could come back sooner with less), is caught even with the
chain recomputed; recovery resumes a hand with chips waiting beside a stack."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hand_samples import START_MS
from test_engine_check import forge_first

from dealer_assist.engine.events import PlayerLeft
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.engine.table import Table
from dealer_assist.engine.table_stakes import ChequeProcessed, ChipsBought, RunnerAnnounced
from dealer_assist.storage import EventStore
from dealer_assist.storage.verify import verify
from dealer_assist.ui.buy_in_checks import buy_in_events


class Clock:
    def __init__(self) -> None:
        self.now = START_MS

    def __call__(self) -> int:
        return self.now


def _log(path: Path, finish: bool = True) -> TableSession:
    """Four players; seat 1 buys $30 during hand 1 (it waits), seat 2's runner and seat 3's
    cheque; seat 4 quits after the hand with his stack and the time, as the seat panel does."""
    clock = Clock()
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")
    with EventStore.open(path, clock=clock) as store:
        store.append("T1", list(session.table.history))  # the table's set-up

        def run(events: list[Any]) -> None:
            session.run(events)
            store.append("T1", events)

        for seat, name in ((1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Dee")):
            run(buy_in_events(session.table, seat, name, 100, entry="deal_now"))
        run([RunnerAnnounced(2, 50, house_agreed=True, table_told=True),
             ChipsBought(3, 40, "cheque")])
        run(session.start_hand())
        run(session.post_blinds())
        run(session.deal_hole_cards(None))
        run(buy_in_events(session.table, 1, "Ann", 30))
        run([ChequeProcessed(3)])
        if not finish:
            return session
        while session.hand.phase == "betting":
            run(session.act(session.hand.to_act, "fold"))  # type: ignore[arg-type]
        run(session.settle())
        run(session.end_hand())
        clock.now += 20 * 60_000
        run([PlayerLeft(4, "Dee", session.table.seats[4].stack, clock.now)])
    return session


def test_LC_26a_LC_26c_LC_29_LC_91_the_log_verifies_and_replays(tmp_path: Path) -> None:
    path = tmp_path / "log.db"
    session = _log(path)
    assert verify(path).ok, verify(path).message()
    with EventStore.open(path) as store:
        replayed = Table()
        replayed.apply_all(store.table_events("T1"))
    assert replayed.seats == session.table.seats
    assert session.table.seats[1].stack == session.hand.stacks[1] + 30


def test_LC_91_a_departure_forged_to_a_smaller_stack_is_caught(tmp_path: Path) -> None:
    path = tmp_path / "log.db"
    _log(path)

    def smaller(left: dict[str, Any]) -> None:
        left["stack"] = 1

    seq = forge_first(path, "player_left", smaller)
    report = verify(path)
    assert not report.ok and report.first_bad == seq
    assert "the engine refuses this player_left event" in report.problem


def test_LC_91_a_departure_dated_earlier_than_written_is_caught(tmp_path: Path) -> None:
    path = tmp_path / "log.db"
    _log(path)

    def an_hour_earlier(left: dict[str, Any]) -> None:
        left["at_ms"] -= 60 * 60_000

    seq = forge_first(path, "player_left", an_hour_earlier)
    report = verify(path)
    assert not report.ok and report.first_bad == seq
    assert "carries the time it was recorded (LC-91)" in report.problem


def test_LC_26a_recovery_resumes_a_hand_with_chips_waiting(tmp_path: Path) -> None:
    path = tmp_path / "log.db"
    session = _log(path, finish=False)
    with EventStore.open(path) as store:
        resumed = store.hand_in_progress("T1")
    assert resumed is not None
    table = Table()
    table.apply_all(resumed.events)
    assert (table.seats[1].pending, table.seats[3].pending) == (30, 40)
    assert table.seats == session.table.seats
