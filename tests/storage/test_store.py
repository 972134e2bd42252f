"""The event store: durable appends, hands and rulings indexed, recovery and floor queries."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from hand_samples import START_MS, TickingClock, holdem_hand, table_setup

from dealer_assist.engine.events import (
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
    PlayerAway,
    PlayerSeated,
    RulingDecided,
    RulingProposed,
)
from dealer_assist.engine.games.banked.events import (
    BankedCollectionPaid,
    BankedRoundEnded,
    BankedRoundStarted,
    BankedTableOpened,
)
from dealer_assist.storage import EventStore
from dealer_assist.storage.schema import MIGRATIONS


def test_append_returns_consecutive_row_ids_and_events_round_trip(store: EventStore) -> None:
    setup = table_setup("T1")
    hand = holdem_hand(1)
    # rows 1 and 2 are the log's own records: opened as a table log, this run's session at T1
    assert store.append("T1", setup) == list(range(3, len(setup) + 3))
    ids = store.append("T1", hand)
    assert ids == list(range(len(setup) + 3, len(setup) + len(hand) + 3))
    assert list(store.table_events("T1")) == setup + hand
    assert store.append("T1", []) == []


def test_append_stamps_rows_with_the_injected_clock(store: EventStore) -> None:
    store.append("T1", table_setup("T1"))
    store.append("T1", holdem_hand(1))
    stored = store.hand_events("T1", 1)
    assert {s.at for s in stored} == {START_MS + 3000}  # open, set-up, then this batch
    assert stored[0].hand == 1 and stored[0].table == "T1"


def test_hands_open_on_hand_started_and_close_on_hand_ended(store: EventStore) -> None:
    store.append("T1", table_setup("T1"))
    hand = holdem_hand(4)
    store.append("T1", hand[:5])
    [summary] = store.last_hands("T1")
    assert (summary.hand, summary.status, summary.ended_at) == (4, "in_progress", None)
    assert (summary.game, summary.limit, summary.house) == ("holdem", "20-40", "lc_high")
    store.append("T1", hand[5:])
    [summary] = store.last_hands("T1")
    assert summary.status == "ended" and summary.ended_at is not None
    assert summary.last_seq - summary.first_seq + 1 == len(hand)


def test_last_hands_gives_the_ten_newest_newest_first(store: EventStore) -> None:
    store.append("T1", table_setup("T1"))
    store.append("T2", table_setup("T2"))
    for number in range(1, 15):
        store.append("T1", holdem_hand(number))
        store.append("T2", holdem_hand(100 + number))
    assert [h.hand for h in store.last_hands("T1")] == list(range(14, 4, -1))
    assert [h.hand for h in store.last_hands("T2", 3)] == [114, 113, 112]


def test_hand_events_include_set_up_events_written_during_the_hand(store: EventStore) -> None:
    store.append("T1", table_setup("T1"))
    hand = holdem_hand(1)
    store.append("T1", hand[:6])
    store.append("T2", table_setup("T2"))  # another table writing in between
    store.append("T1", [PlayerAway(6)])
    store.append("T1", hand[6:])
    events = [s.event for s in store.hand_events("T1", 1)]
    assert events == [*hand[:6], PlayerAway(6), *hand[6:]]
    assert [s.hand for s in store.hand_events("T1", 1)][6] is None  # not part of the hand
    assert store.hand_events("T1", 99) == []


def test_hand_in_progress_returns_set_up_and_partial_hand(store: EventStore) -> None:
    setup = table_setup("T1")
    store.append("T1", setup)
    store.append("T1", holdem_hand(1))
    assert store.hand_in_progress("T1") is None
    store.append("T1", [PlayerSeated(7, "gus", 500)])
    hand = holdem_hand(2)
    store.append("T1", hand[:9])
    store.append("T2", table_setup("T2") + holdem_hand(50)[:4])
    resumed = store.hand_in_progress("T1")
    assert resumed is not None
    number, events = resumed
    assert number == 2
    assert events == [*setup, PlayerSeated(7, "gus", 500), *hand[:9]]
    assert store.hand_in_progress("T2") == (50, table_setup("T2") + holdem_hand(50)[:4])
    assert store.hand_in_progress("T9") is None


def test_new_hand_without_an_end_marks_the_old_one_interrupted(store: EventStore) -> None:
    store.append("T1", table_setup("T1"))
    store.append("T1", holdem_hand(1)[:5])
    store.append("T1", [HandVoided("misdeal", ("LC-103",)), HandEnded(1)])
    store.append("T1", holdem_hand(2)[:5])
    store.append("T1", [HandStarted(3, 1, (1, 2, 3))])
    hands = {h.hand: h for h in store.last_hands("T1")}
    assert hands[1].voided and hands[1].status == "ended"
    assert hands[2].status == "interrupted"
    assert store.hand_in_progress("T1") == (3, [*table_setup("T1"), HandStarted(3, 1, (1, 2, 3))])


def test_rulings_by_table_shift_and_status(tmp_path: Path) -> None:
    clock = TickingClock(step=60_000)
    with EventStore.open(tmp_path / "r.db", clock=clock) as store:
        store.append("T1", table_setup("T1"))
        store.append("T2", table_setup("T2"))
        for n in range(1, 7):
            store.append("T1" if n % 2 else "T2", [RulingProposed(n, "misdeal", ("LC-103",))])
        store.append("T1", [RulingDecided(1, "confirmed", "floor-2")])
        store.append("T1", [RulingDecided(3, "overridden", "floor-2", "player was all in")])
        t1 = store.rulings("T1")
        assert [(r.ruling, r.status) for r in t1] == [
            (1, "confirmed"), (3, "overridden"), (5, "proposed")]
        assert t1[1].reason == "player was all in" and t1[1].decided_by == "floor-2"
        assert t1[0].rule_ids == ("LC-103",)
        shift = store.rulings("T1", since=t1[1].proposed_at, until=t1[2].proposed_at)
        assert [r.ruling for r in shift] == [3]
        assert [r.ruling for r in store.rulings(status="proposed")] == [2, 4, 5, 6]


def test_ruling_decided_without_proposal_is_still_listed(store: EventStore) -> None:
    store.append("T1", [RulingDecided(9, "confirmed", "floor-1")])
    [ruling] = store.rulings("T1")
    assert (ruling.ruling, ruling.status, ruling.irregularity) == (9, "confirmed", None)


def test_unclean_stop_is_noted_and_clean_close_is_not(tmp_path: Path, clock: TickingClock) -> None:
    path = tmp_path / "s.db"
    crashed = EventStore.open(path, clock=clock)
    crashed.append("T1", table_setup("T1") + holdem_hand(1234)[:10])
    # no close(): as after a power cut
    with EventStore.open(path, clock=clock) as store:
        [gap] = store.interrupted
        assert (gap.table, gap.hand) == ("T1", 1234)
        assert "during hand 1234" in store.audit_entries(action="interrupted")[0].detail
        store.append("T1", holdem_hand(1234)[10:])
        store.record_recovery("T1", 1234, "flop betting")
        notes = store.audit_entries(action="recovered")
        assert notes[0].detail == "power lost during hand 1234, flop betting; resumed"
        assert notes[0].table == "T1"
    with EventStore.open(path, clock=clock) as store:
        assert store.interrupted == []


def test_staff_and_audit_keep_what_they_are_given(store: EventStore) -> None:
    first = store.add_staff("B-17", "Rosa", "floor", pin_hash="scrypt$abc")
    assert store.add_staff("B-17", "Rosa M.", "supervisor", pin_hash="scrypt$def") == first
    member = store.staff("B-17")
    assert member is not None
    assert (member.name, member.role, member.pin_hash, member.active) == (
        "Rosa M.", "supervisor", "scrypt$def", True)
    assert store.staff("nobody") is None
    entry = store.audit("login", "floor PIN accepted", staff="B-17")
    [logged] = store.audit_entries()
    assert (logged.id, logged.action, logged.staff, logged.table) == (
        entry, "login", "B-17", None)


def test_schema_is_versioned_and_opening_twice_changes_nothing(small_log: Path) -> None:
    conn = sqlite3.connect(small_log)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    before = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    conn.close()
    EventStore.open(small_log).close()
    conn = sqlite3.connect(small_log)
    assert conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == before
    views = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'view'")}
    assert views == {"event_log", "hand_log", "ruling_log"}


def test_event_log_view_shows_each_event_as_its_json(small_log: Path) -> None:
    conn = sqlite3.connect(small_log)
    with EventStore.open(small_log) as store:
        events = list(store.table_events("T1"))
    rows = conn.execute('SELECT seq, "table", type, event FROM event_log'
                        " WHERE \"table\" <> '(log)' ORDER BY seq").fetchall()
    assert len(rows) == len(events)
    for (seq, table, kind, text), event in zip(rows, events, strict=True):
        assert table == "T1" and kind == event.type
        assert text == event.to_json(), seq


def banked_log(store: EventStore) -> list[Event]:
    opened = BankedTableOpened("T5", "cg", "three_card_poker", "{}")
    first = [BankedRoundStarted(1, 1, "pd", 500, (1, 2, 3), ("pd", "ann", "")),
             BankedCollectionPaid(2, 1), BankedRoundEnded(1)]
    second = [BankedRoundStarted(2, 2, "ann", 400, (1, 2, 3), ("pd", "ann", "bo"), button=1),
              BankedCollectionPaid(1, 1)]
    store.append("T5", [opened])
    store.append("T5", first)
    store.append("T5", second)
    return [opened, *second]


def test_banked_rounds_are_hands_of_the_log(store: EventStore) -> None:
    resume = banked_log(store)
    hands = store.last_hands("T5")
    assert [(h.hand, h.status, h.game, h.button) for h in hands] == [
        (2, "in_progress", "three_card_poker", 1), (1, "ended", "three_card_poker", 0)]
    assert store.hand_in_progress("T5") == (2, resume)
    assert [s.event.type for s in store.hand_events("T5", 1)] == [
        "banked_round_started", "banked_collection_paid", "banked_round_ended"]


def test_a_fresh_program_reads_every_event_type_through_the_composition(small_log: Path) -> None:
    """A fresh process (``dealer-assist export``, recovery) imports the composition first, as
    every entry point does (dealer_assist/composition.py), and then reads any event type."""
    with EventStore.open(small_log) as store:
        banked_log(store)
    code = ("import sys; import dealer_assist.composition\n"
            "from dealer_assist.storage import EventStore\n"
            "with EventStore.open(sys.argv[1]) as s:\n"
            "    print(' '.join(e.type for e in s.table_events('T5')))")
    out = subprocess.run([sys.executable, "-c", code, str(small_log)], capture_output=True,
                         text=True, check=True).stdout.split()
    assert out[0] == "banked_table_opened" and out[-1] == "banked_collection_paid"
