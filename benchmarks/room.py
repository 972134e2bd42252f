"""Room store benchmark: 100 simulated tables shipping to one local PostgreSQL.

    .venv/bin/python benchmarks/room.py                      # the issue's run (see docs)
    .venv/bin/python benchmarks/room.py --tables 20 --backlog 100000 --live-s 20   # quicker
    .venv/bin/python benchmarks/room.py floor [--tables 100 --seconds 120 ...]   # issue 17

``floor``: the floor station's latencies with 100 simulated tables playing (a ruling at a table
to the station, a decision at the station to the table): benchmarks/floor_latency.py, run from
here so the room's figures are in one place; its arguments are floor_latency's.

Three phases on a throwaway cluster (dealer_assist/room/cluster.py, fsync on):

1. catch-up: every table's log already holds its share of the backlog (1,000,000 events: 100
   tables, 8 hours offline); all shippers start at once; ``catchup_s`` is the time until the room
   has every event, ``events_per_s`` the sustained ingest over it.
2. live: the tables play at ten times real pace (benchmarks/storage.py's hand every 30 s: here a
   30-event hand every 3 s per table, appended a command at a time as the app does) for
   ``--live-s`` seconds; ``visible_p99_ms`` is the 99th percentile from a table's COMMIT
   returning to its shipper holding the room's answer.
3. cost: one table at real pace (one event every 1.5 s); ``shipper_cpu_pct`` is its shipper
   thread's CPU time over the wall time, in percent of one core.

The simulated tables' logs live on /dev/shm when it exists: the 100 table PCs' own disks are
not what is measured (one disk here would have to absorb every table's fsync). Tables run in
``--procs`` worker processes, a writer loop and one shipper thread per table each. The last line
is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import psycopg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from storage import hand, setup  # noqa: E402  (the hand-log benchmark's synthetic hands)

from dealer_assist.room.cluster import Cluster  # noqa: E402
from dealer_assist.room.enrol import enrol  # noqa: E402
from dealer_assist.room.keys import Login, load_login, signer_for  # noqa: E402
from dealer_assist.room.schema import migrate  # noqa: E402
from dealer_assist.room.shipper import Shipper  # noqa: E402
from dealer_assist.storage import EventStore  # noqa: E402

TARGETS = {"events_per_s": 5000, "visible_p99_ms": 250, "catchup_s": 120, "shipper_cpu_pct": 2.0}
HAND_EVENTS = 30  # benchmarks/storage.py's hands (32 with a ruling, one in 50)


def fill(log: Path, name: str, events: int, seed: int) -> None:
    """The table's backlog: its set-up and whole hands until ``events`` rows (signed heads too)."""
    rng = random.Random(seed)
    with EventStore.open(log) as store:
        store.signer = signer_for(log)
        store.append(name, setup(name))
        number, written = 0, 0
        while written < events:
            batch = []
            for _ in range(20):
                number += 1
                batch += hand(number, rng)
            store.append(name, batch)
            written = store.head()[0]


def thread_cpu_s(tid: int) -> float:
    fields = Path(f"/proc/self/task/{tid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def catch_up(dsn: str, logs: list[tuple[Path, Login]], out: Any) -> None:
    """Worker: ship these logs' backlogs; report when each is in the room."""
    shippers = [Shipper(log, dsn, login, batch=2000, poll_s=0.2) for log, login in logs]
    out.put(("ready", len(shippers)))
    for shipper in shippers:
        shipper.start()
    while any(s.status().state != "connected" for s in shippers):
        time.sleep(0.05)
    out.put(("done", sum(s.totals.shipped for s in shippers)))
    for shipper in shippers:
        shipper.stop()


def live(dsn: str, logs: list[tuple[Path, Login]], seconds: float, pace_s: float,
         out: Any) -> None:
    """Worker: these tables play (one command every ``pace_s`` per table); latencies back."""
    commits: dict[int, dict[int, float]] = {i: {} for i in range(len(logs))}
    latencies: list[float] = []
    lock = threading.Lock()

    def shipped(i: int) -> Any:
        def note(first: int, last: int) -> None:
            now = time.perf_counter()
            with lock:
                for seq in range(first, last + 1):
                    at = commits[i].pop(seq, None)
                    if at is not None:
                        latencies.append(now - at)
        return note

    shippers = [Shipper(log, dsn, login, poll_s=0.05, on_shipped=shipped(i)).start()
                for i, (log, login) in enumerate(logs)]
    stores = [EventStore.open(log) for log, _ in logs]
    for store, (log, _) in zip(stores, logs, strict=True):
        store.signer = signer_for(log)
    rng = random.Random(len(logs))
    plays = [_commands(10_000 + i, rng) for i in range(len(logs))]
    start = time.perf_counter()
    due = [start + rng.uniform(0, pace_s) for _ in logs]
    while time.perf_counter() - start < seconds:
        i = min(range(len(logs)), key=due.__getitem__)
        time.sleep(max(0.0, due[i] - time.perf_counter()))
        events = next(plays[i])
        seqs = stores[i].append(logs[i][1].table, events)
        now = time.perf_counter()
        with lock:
            for seq in seqs:
                commits[i][seq] = now
        shippers[i].wake()
        due[i] += pace_s
    time.sleep(1.0)  # the last commands reach the room
    for shipper in shippers:
        shipper.stop()
    for store in stores:
        store.close()
    out.put(("latencies", latencies))


def _commands(first_hand: int, rng: random.Random) -> Any:
    """A table's play as the app logs it: a command (one to three events) at a time."""
    number = first_hand
    while True:
        events = hand(number, rng)
        i = 0
        while i < len(events):
            size = 1 if i else 4  # the hand's start: HandStarted, blinds, collection together
            yield events[i:i + size]
            i += size
        number += 1


def cost(dsn: str, log: Path, login: Login, seconds: float) -> float:
    """One table at real pace: its shipper thread's CPU share, in percent of one core."""
    shipper = Shipper(log, dsn, login).start()
    rng = random.Random(7)
    plays = _commands(50_000, rng)
    with EventStore.open(log) as store:
        store.signer = signer_for(log)
        time.sleep(0.5)
        tid = shipper.thread_id
        assert tid is not None
        cpu0, wall0 = thread_cpu_s(tid), time.perf_counter()
        while time.perf_counter() - wall0 < seconds:
            store.append(login.table, next(plays))
            shipper.wake()
            time.sleep(1.5)
        cpu = thread_cpu_s(tid) - cpu0
        wall = time.perf_counter() - wall0
    shipper.stop()
    return 100 * cpu / wall


def _spread(items: list[Any], parts: int) -> list[list[Any]]:
    return [items[i::parts] for i in range(parts) if items[i::parts]]


def run_workers(target: Any, dsn: str, groups: list[list[tuple[Path, Login]]],
                *extra: Any) -> tuple[list[Any], Any]:
    """One process per group of tables: ``target(dsn, group, *extra, queue)``."""
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    procs = [ctx.Process(target=target, args=(dsn, group, *extra, out)) for group in groups]
    for proc in procs:
        proc.start()
    return procs, out


def main() -> None:
    if sys.argv[1:2] == ["floor"]:  # the floor station's latencies (issue 17)
        import floor_latency

        sys.argv = [sys.argv[0], *sys.argv[2:]]
        floor_latency.main()
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--backlog", type=int, default=1_000_000, help="events, all tables")
    parser.add_argument("--live-s", type=float, default=60.0)
    parser.add_argument("--cost-s", type=float, default=30.0)
    parser.add_argument("--procs", type=int, default=4, help="worker processes for the tables")
    parser.add_argument("--without-notify", action="store_true",
                        help="the anchor: the room's events_arrived trigger (a NOTIFY in every"
                        " append, for the floor station) disabled, to measure what it costs")
    args = parser.parse_args()
    base = Path("/dev/shm") if Path("/dev/shm").is_dir() else None
    folder = Path(tempfile.mkdtemp(prefix="dealer-assist-room-bench-", dir=base))
    result: dict[str, Any] = {"tables": args.tables}
    with Cluster(settings={"max_connections": str(args.tables + 50),
                           "shared_buffers": "256MB"}) as cluster:
        dsn = cluster.dsn()
        migrate(dsn)
        if args.without_notify:
            with psycopg.connect(dsn, autocommit=True) as conn:
                conn.execute("ALTER TABLE room.events DISABLE TRIGGER events_arrived")
            result["without_notify"] = True
        logs: list[tuple[Path, Login]] = []
        t0 = time.perf_counter()
        per_table = args.backlog // args.tables
        for n in range(args.tables):
            log = folder / f"T{n + 1}.db"
            EventStore.open(log).close()
            logs.append((log, enrol(dsn, f"T{n + 1}", log)))
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(args.procs) as pool:
            pool.starmap(fill, [(log, login.table, per_table, n)
                                for n, (log, login) in enumerate(logs)])
        backlog = sum(EventStore.open(log).head()[0] for log, _ in logs)
        print(f"backlog: {backlog} events in {args.tables} logs "
              f"({time.perf_counter() - t0:.1f} s to build)", file=sys.stderr)

        procs, out = run_workers(catch_up, dsn, _spread(logs, args.procs))
        for _ in procs:
            out.get()
        start = time.perf_counter()
        shipped = sum(out.get()[1] for _ in procs)
        result["catchup_s"] = round(time.perf_counter() - start, 1)
        for proc in procs:
            proc.join()
        result["backlog_events"] = shipped
        result["events_per_s"] = round(shipped / result["catchup_s"])
        print(f"catch-up: {shipped} events in {result['catchup_s']} s", file=sys.stderr)

        pace = 3.0 / HAND_EVENTS  # a 30-event hand every 3 s: ten times real pace
        procs, out = run_workers(live, dsn, _spread(logs, args.procs), args.live_s, pace)
        latencies = sorted(x for _ in procs for x in out.get()[1])
        for proc in procs:
            proc.join()
        result["live_events"] = len(latencies)
        result["live_events_per_s"] = round(len(latencies) / args.live_s)
        result["visible_p50_ms"] = round(1000 * latencies[len(latencies) // 2], 1)
        result["visible_p99_ms"] = round(1000 * latencies[int(len(latencies) * 0.99)], 1)
        print(f"live: {len(latencies)} events, p99 {result['visible_p99_ms']} ms",
              file=sys.stderr)

        log, login = logs[0]
        login = load_login(log) or login
        result["shipper_cpu_pct"] = round(cost(dsn, log, login, args.cost_s), 2)
        with psycopg.connect(dsn) as conn:
            result["room_events"] = conn.execute("SELECT count(*) FROM room.events").fetchone()[0]
            result["room_bytes"] = conn.execute(
                "SELECT pg_total_relation_size('room.events')").fetchone()[0]
    result["targets"] = TARGETS
    result["met"] = (result["events_per_s"] >= TARGETS["events_per_s"]
                     and result["visible_p99_ms"] <= TARGETS["visible_p99_ms"]
                     and result["catchup_s"] <= TARGETS["catchup_s"]
                     and result["shipper_cpu_pct"] <= TARGETS["shipper_cpu_pct"])
    shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
