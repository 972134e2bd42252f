"""Floor station latency: 100 simulated tables playing, rulings going to the station and the
floor's decisions coming back (issue 17).

    .venv/bin/python benchmarks/floor_latency.py                 # the issue's run (see docs)
    .venv/bin/python benchmarks/floor_latency.py --tables 20 --seconds 30     # quicker

Each table (dealer_assist/room/simulate.py: the engine, a real hand log on /dev/shm, signed
heads, its shipper thread and its decision link thread, as ``gui --room`` runs them) deals a
command every ``--pace`` seconds; now and then, in a betting round, it reports an irregularity
(a proposed ruling, LC-21) and waits for the floor. The station side runs in this process as
the station does: a RoomWatch thread LISTENs, the screen's 50 ms timer sees the flag and polls
the RoomFeed. Two latencies, wall clock on one machine:

- ``proposed_p99_ms``: the table's commit of ``ruling_proposed`` to the station's feed holding
  it (the table's shipper, the room, the NOTIFY, the 50 ms timer, the feed's read);
  ``proposed_in_room_*`` is the first part of it, to the room's ``received_at``;
- ``decided_p99_ms``: the station's ``room.decide`` returning to the table's commit of
  ``ruling_decided`` (the NOTIFY, the link's read, the app's 50 ms timer, the engine's check).

The anchor, in the same run under the same load: ``notify_p99_ms``, a bare NOTIFY from one
connection to a LISTENing one. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import queue
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

from dealer_assist.engine.events import PlayerSeated  # noqa: E402
from dealer_assist.irregularities import confirm, report  # noqa: E402
from dealer_assist.room.cluster import Cluster  # noqa: E402
from dealer_assist.room.decisions import DecisionLink, RoomDecision, decide  # noqa: E402
from dealer_assist.room.enrol import enrol  # noqa: E402
from dealer_assist.room.floor_feed import RoomFeed  # noqa: E402
from dealer_assist.room.keys import Login, signer_for  # noqa: E402
from dealer_assist.room.schema import FLOOR_ROLE, migrate  # noqa: E402
from dealer_assist.room.shipper import Shipper  # noqa: E402
from dealer_assist.room.simulate import SimulatedTable  # noqa: E402
from dealer_assist.room.watch import RoomWatch  # noqa: E402
from dealer_assist.storage import EventStore  # noqa: E402

TARGETS = {"proposed_p99_ms": 1000, "decided_p99_ms": 1000}
APP_TICK_S = 0.05  # the table app's and the station's timers


def play(dsn: str, group: list[tuple[Path, Login]], seconds: float, pace_s: float,
         ruling_chance: float, out: Any) -> None:
    """Worker: these tables deal; a proposed ruling waits for the floor's decision."""
    rng = random.Random(len(group))
    inbox: queue.Queue[RoomDecision] = queue.Queue()
    tables, shippers, links = [], [], []
    for n, (log, login) in enumerate(group):
        store = EventStore.open(log)
        store.signer = signer_for(log)
        sim = SimulatedTable(login.table, store, seed=n)
        sim.log([PlayerSeated(s, f"p{s}", 10_000, "deal_now") for s in range(1, 7)
                 if s not in sim.session.table.seats])
        shipper = Shipper(log, dsn, login).start()
        tables.append(sim)
        shippers.append(shipper)
        links.append(DecisionLink(dsn, login, inbox.put).start())
    waiting: set[int] = set()
    start = time.time()
    due = [start + rng.uniform(0, pace_s) for _ in group]
    next_tick = start
    while time.time() - start < seconds:
        now = time.time()
        if now >= next_tick:  # the app's 50 ms timer: decisions carried out
            next_tick = now + APP_TICK_S
            while not inbox.empty():
                decision = inbox.get_nowait()
                i = next(k for k, t in enumerate(tables) if t.name == decision.table)
                tables[i].log(confirm(tables[i].session, decision.ruling, decision.by))
                out.put(("decided", decision.table, decision.ruling, time.time()))
                links[i].answer(decision.id, "applied")
                shippers[i].wake()
                waiting.discard(i)
        i = min(range(len(group)), key=due.__getitem__)
        time.sleep(max(0.0, min(due[i], next_tick) - time.time()))
        if time.time() < due[i]:
            continue
        due[i] += pace_s
        if i in waiting:
            continue
        sim = tables[i]
        hand = sim.session.hand if sim.session.table.in_hand else None
        if hand is not None and hand.phase == "betting" and rng.random() < ruling_chance:
            events = sim.log(report(sim.session, "new_deck_request"))
            out.put(("proposed", sim.name, events[0].ruling, time.time()))  # type: ignore
            waiting.add(i)
        else:
            sim.step()
        shippers[i].wake()
    for link in links:
        link.stop()
    for shipper in shippers:
        shipper.stop()
    for sim in tables:
        sim.store.close()
    out.put(("done", None, None, 0.0))


def notify_anchor(dsn: str, samples: list[float], stop: threading.Event) -> None:
    """A bare NOTIFY to a LISTENing connection, every 100 ms, under the same load."""
    with psycopg.connect(dsn, autocommit=True) as ear, \
            psycopg.connect(dsn, autocommit=True) as mouth:
        ear.execute("LISTEN bench_anchor")
        while not stop.is_set():
            sent = time.perf_counter()
            mouth.execute("NOTIFY bench_anchor")
            for _ in ear.notifies(timeout=5, stop_after=1):
                samples.append(time.perf_counter() - sent)
            stop.wait(0.1)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(len(ordered) * q))], 1)


def station(floor: str, seconds: float, out: Any, workers: int) -> dict[str, list[float]]:
    """This process: the station's feed and watch; decides each ruling as soon as it is seen."""
    proposed: dict[tuple[str, int], float] = {}
    decided_at: dict[tuple[str, int], float] = {}
    first_seen: dict[tuple[str, int], float] = {}
    counted: set[tuple[str, int]] = set()
    polls: list[float] = []
    up: list[float] = []
    to_room: list[float] = []
    down: list[float] = []
    done = 0
    watch = RoomWatch(floor).start()
    with psycopg.connect(floor, autocommit=True) as conn:
        feed = RoomFeed(conn)
        decider = psycopg.connect(floor, autocommit=True)
        end = time.time() + seconds + 30
        while done < workers and time.time() < end:
            while True:
                try:
                    kind, table, ruling, at = out.get_nowait()
                except queue.Empty:
                    break
                if kind == "proposed":
                    proposed[(table, ruling)] = at
                elif kind == "decided" and (table, ruling) in decided_at:
                    down.append(at - decided_at.pop((table, ruling)))
                elif kind == "done":
                    done += 1
            time.sleep(APP_TICK_S)
            if not watch.take():
                continue
            began = time.perf_counter()
            feed.poll()
            polls.append(time.perf_counter() - began)
            now = time.time()
            for r in feed.open_rulings():
                first_seen.setdefault((r.table, r.number), now)
            for key, seen_at in first_seen.items():
                if key in counted or key not in proposed:
                    continue
                counted.add(key)
                up.append(seen_at - proposed[key])
                row = decider.execute(
                    "SELECT extract(epoch FROM e.received_at) FROM room.event_bodies e"
                    " JOIN room.logs l ON l.id = e.log_id"
                    " WHERE l.table_name = %s AND e.type = 'ruling_proposed'"
                    " AND room.field(e.fields, e.body, 'ruling')::int = %s", key).fetchone()
                if row is not None:
                    to_room.append(float(row[0]) - proposed[key])
                decide(decider, key[0], key[1], "confirmed", "F1", "Bench Floor")
                decided_at[key] = time.time()
        decider.close()
    watch.stop()
    return {"up": up, "down": down, "poll": polls, "to_room": to_room}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--pace", type=float, default=0.5, help="seconds between commands")
    parser.add_argument("--ruling-chance", type=float, default=0.02,
                        help="chance a betting-round command is a reported irregularity")
    parser.add_argument("--procs", type=int, default=4)
    args = parser.parse_args()
    base = Path("/dev/shm") if Path("/dev/shm").is_dir() else None
    folder = Path(tempfile.mkdtemp(prefix="dealer-assist-floor-bench-", dir=base))
    result: dict[str, Any] = {"tables": args.tables, "seconds": args.seconds, "pace_s": args.pace}
    with Cluster(settings={"max_connections": str(3 * args.tables + 50),
                           "shared_buffers": "256MB"}) as cluster:
        dsn = cluster.dsn()
        migrate(dsn)
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f"CREATE ROLE bench_floor LOGIN IN ROLE {FLOOR_ROLE}")
        floor = cluster.dsn(user="bench_floor")
        logs = []
        for n in range(args.tables):
            log = folder / f"T{n + 1}.db"
            EventStore.open(log).close()
            logs.append((log, enrol(dsn, f"T{n + 1}", log)))
        ctx = multiprocessing.get_context("spawn")
        out = ctx.Queue()
        groups = [logs[i::args.procs] for i in range(args.procs) if logs[i::args.procs]]
        procs = [ctx.Process(target=play, args=(dsn, g, args.seconds, args.pace,
                                                args.ruling_chance, out)) for g in groups]
        for proc in procs:
            proc.start()
        anchor: list[float] = []
        stop = threading.Event()
        threading.Thread(target=notify_anchor, args=(dsn, anchor, stop), daemon=True).start()
        got = station(floor, args.seconds, out, len(procs))
        stop.set()
        for proc in procs:
            proc.join(30)
        with psycopg.connect(dsn) as conn:
            row = conn.execute("SELECT count(*) FROM room.events").fetchone()
            result["room_events"] = row[0] if row else 0
    shutil.rmtree(folder, ignore_errors=True)
    result["rulings_seen"] = len(got["up"])
    result["decisions_applied"] = len(got["down"])
    for name, values in (("proposed", got["up"]), ("decided", got["down"]),
                         ("proposed_in_room", got["to_room"]), ("feed_poll", got["poll"]),
                         ("notify", anchor)):
        if values:
            result[f"{name}_p50_ms"] = pct(values, 0.5)
            result[f"{name}_p99_ms"] = pct(values, 0.99)
            result[f"{name}_max_ms"] = pct(values, 1.0)
    result["targets"] = TARGETS
    result["met"] = all(result.get(k, 1e9) <= v for k, v in TARGETS.items())
    print(json.dumps(result))


if __name__ == "__main__":
    main()
