"""Hand-log benchmark: durable appends, exports, floor queries, size, kill-and-recover.

    .venv/bin/python benchmarks/storage.py                 # the full run: 1,000,000 hands
    .venv/bin/python benchmarks/storage.py --hands 100000  # smaller; figures scaled to 1M too

Synthetic log: 4 tables taking turns, six-handed hold'em hands of 30 events (32 with a ruling,
one hand in 50), one hand every 30 s of wall-clock time. The durable append rate is measured on
its own log with one transaction per hand, as the app writes. The large log is loaded in
transactions of 100 hands (same code path, fewer disk flushes) to keep the run short; exports,
the rulings query and the size are measured on it. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "storage"))  # crash_worker: the crash test's rounds

from dealer_assist.cards import parse_card  # noqa: E402
from dealer_assist.engine.events import (  # noqa: E402
    Acted,
    BetReturned,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandStarted,
    PlayerSeated,
    Posted,
    PotAwarded,
    RulingDecided,
    RulingProposed,
    TableConfigured,
)
from dealer_assist.storage import EventStore  # noqa: E402
from dealer_assist.storage.export import export_log  # noqa: E402
from dealer_assist.storage.verify import verify  # noqa: E402

TABLES = ("T1", "T2", "T3", "T4")
HAND_SECONDS = 30
SHIFT_MS = 8 * 3600 * 1000
BATCH = 100  # hands per table per transaction when loading the big log
TARGETS = {"csv_export_s_1m": 30, "jsonl_export_s_1m": 60, "rulings_shift_ms": 50,
           "bytes_per_hand": 2048, "kill_rounds": 1000}
DECK = [parse_card(r + s) for r in "23456789TJQKA" for s in "cdhs"]


class Clock:
    """Synthetic wall clock: each append moves it on by the play time of the hands it holds."""

    def __init__(self, hands_per_append: int = 1) -> None:
        self.now = 1_790_000_000_000
        self.step = hands_per_append * HAND_SECONDS * 1000 // len(TABLES)

    def __call__(self) -> int:
        self.now += self.step
        return self.now


def setup(table: str) -> list[Event]:
    return [TableConfigured(table, "lc_high", "holdem", "20-40", seats=9),
            *[PlayerSeated(s, f"player{s}", 1000) for s in range(1, 7)]]


def hand(number: int, rng: random.Random) -> list[Event]:
    """30 events: blinds, collection, 12 hole cards, 6 preflop actions, flop, bet, fold, award."""
    cards = rng.sample(DECK, 16)
    button = 1 + number % 6
    order = [1 + (button + i) % 6 for i in range(6)]
    events: list[Event] = [HandStarted(number, button, (1, 2, 3, 4, 5, 6), 20, 40),
                           Posted(order[0], "small_blind", 10), Posted(order[1], "big_blind", 20),
                           CollectionTaken(button, 3)]
    events += [CardDealt(seat, cards[i]) for i, seat in enumerate(order + order)]
    events += [Acted(order[2], "raise", 40), *[Acted(s, "fold") for s in order[3:]],
               Acted(order[0], "fold"), Acted(order[1], "call", 40)]
    events += [CardBurned(cards[12]), *[BoardCard(c) for c in cards[13:16]]]
    events += [Acted(order[1], "bet", 20), Acted(order[2], "fold"), BetReturned(order[1], 20)]
    if number % 50 == 0:
        events += [RulingProposed(number, "exposed_card", ("LC-71",)),
                   RulingDecided(number, "confirmed", "floor-3")]
    events += [PotAwarded(0, order[1], 87), HandEnded(number)]
    return events


def hands(count: int, seed: int = 1) -> Iterator[tuple[str, list[Event]]]:
    rng = random.Random(seed)
    for number in range(1, count + 1):
        yield TABLES[number % len(TABLES)], hand(number, rng)


def durable_appends(path: Path, count: int) -> dict[str, float]:
    """One transaction per hand, synchronous FULL: the rate the app can log at."""
    latencies = []
    with EventStore.open(path, clock=Clock()) as store:
        for table in TABLES:
            store.append(table, setup(table))
        events = 0
        start = time.perf_counter()
        for table, events_of_hand in hands(count):
            t0 = time.perf_counter()
            store.append(table, events_of_hand)
            latencies.append(time.perf_counter() - t0)
            events += len(events_of_hand)
        elapsed = time.perf_counter() - start
    latencies.sort()
    return {"durable_hands_per_s": round(count / elapsed, 1),
            "durable_events_per_s": round(events / elapsed),
            "append_ms_p50": round(1000 * latencies[len(latencies) // 2], 3),
            "append_ms_p99": round(1000 * latencies[int(len(latencies) * 0.99)], 3)}


def build(path: Path, count: int) -> tuple[int, float]:
    """The big log, 100 hands a transaction per table (progress on stderr).

    The rows of one transaction share its time stamp, so times move in steps of 100 hands.
    """
    batches: dict[str, list[Event]] = {t: [] for t in TABLES}
    events = 0
    start = time.perf_counter()
    with EventStore.open(path, clock=Clock(hands_per_append=BATCH)) as store:
        for table in TABLES:
            store.append(table, setup(table))
        for number, (table, events_of_hand) in enumerate(hands(count), start=1):
            batches[table] += events_of_hand
            events += len(events_of_hand)
            if number % (BATCH * len(TABLES)) == 0 or number == count:
                for name, batch in batches.items():
                    if batch:
                        store.append(name, batch)
                        batch.clear()
            if number % 100_000 == 0:
                print(f"  built {number} hands", file=sys.stderr, flush=True)
    return events, time.perf_counter() - start


def rulings_query(path: Path, samples: int = 50) -> tuple[float, float, float]:
    """A shift's rulings for one table at random shifts: (median ms, max ms, rulings found)."""
    rng = random.Random(3)
    with EventStore.open(path) as store:
        first = store.last_hands("T1", 10**9)[-1].started_at
        last = store.last_hands("T1", 1)[0].started_at
        times, found = [], []
        for _ in range(samples):
            since = rng.randint(first, max(first, last - SHIFT_MS))
            t0 = time.perf_counter()
            found.append(len(store.rulings("T1", since=since, until=since + SHIFT_MS)))
            times.append(1000 * (time.perf_counter() - t0))
    return statistics.median(times), max(times), statistics.mean(found)


def timed_export(db: Path, fmt: str, out: Path) -> tuple[float, int]:
    start = time.perf_counter()
    result = export_log(db, fmt, out)
    return time.perf_counter() - start, result.written


def kill_rounds(path: Path, rounds: int) -> dict[str, float]:
    from crash_worker import CrashRounds

    runner = CrashRounds(path, seed=1000, max_delay_s=0.05)
    start = time.perf_counter()
    for _ in range(rounds):
        runner.round()
    runner.full_check()
    return {"kill_rounds": runner.rounds, "kill_lost": len(runner.lost),
            "kill_committed_events": runner.checked,
            "kill_s": round(time.perf_counter() - start, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--durable-hands", type=int, default=5000)
    parser.add_argument("--kill-rounds", type=int, default=1000)
    parser.add_argument("--dir", type=Path, help="work folder (default: a temporary one)")
    args = parser.parse_args()
    work = args.dir or Path(tempfile.mkdtemp(prefix="storage-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    scale = 1_000_000 / args.hands
    figures: dict[str, object] = {"hands": args.hands}

    figures.update(durable_appends(work / "durable.db", args.durable_hands))
    print(f"durable appends: {figures}", file=sys.stderr)
    db = work / "big.db"
    events, build_s = build(db, args.hands)
    figures.update(events=events, events_per_hand=round(events / args.hands, 1),
                   build_s=round(build_s, 1))
    with EventStore.open(db) as store:
        store.head()  # open and close cleanly: checkpoints the WAL into the file
    figures["bytes_per_hand"] = round(db.stat().st_size / args.hands)
    for fmt in ("csv", "jsonl"):
        seconds, written = timed_export(db, fmt, work / f"all.{fmt}")
        figures[f"{fmt}_export_s"] = round(seconds, 2)
        figures[f"{fmt}_export_s_1m"] = round(seconds * scale, 1)
        figures[f"{fmt}_bytes"] = (work / f"all.{fmt}").stat().st_size
        print(f"{fmt}: {seconds:.1f} s, {written} written", file=sys.stderr)
    started = time.perf_counter()
    report = verify(db, engine=False)  # the synthetic hands are not dealt by the engine's rules
    verify_s = time.perf_counter() - started
    assert report.ok, report.message()
    figures.update(verify_tables_s=round(verify_s, 2),
                   verify_tables_s_1m=round(verify_s * scale, 1))
    print(f"verify (chain and derived tables): {verify_s:.1f} s", file=sys.stderr)
    median_ms, max_ms, found = rulings_query(db)
    figures.update(rulings_shift_ms=round(median_ms, 2), rulings_shift_ms_max=round(max_ms, 2),
                   rulings_per_shift=round(found, 1))
    if args.kill_rounds:
        figures.update(kill_rounds(work / "kill.db", args.kill_rounds))
    figures["extrapolated_to_1m"] = args.hands != 1_000_000
    figures["targets"] = TARGETS
    print(json.dumps(figures))


if __name__ == "__main__":
    multiprocessing.freeze_support()
    main()
