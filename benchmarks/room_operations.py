"""Room operations: how long the floor station waits for one operation to be checked by the
house's rules and recorded, with a shift's worth of operations already in the room (issue 17).

    .venv/bin/python benchmarks/room_operations.py                  # 5000 operations first
    .venv/bin/python benchmarks/room_operations.py --before 500     # quicker

A throwaway PostgreSQL cluster; the room holds ``--before`` operations (players listed and
seated at 50 LC 3-6 tables). Then ``--samples`` more, timed one by one:

- ``record_p50_ms`` / ``record_p99_ms``: ``OperationStore.record`` (the lock, reading what is
  new, the board's check by the rules, ``room.record_operation``, the commit);
- anchor ``bare_p99_ms``: ``room.record_operation`` alone on the same connection, no check;
- ``fold_ms``: a second station opening the store and folding every operation in the room,
  with its anchor ``read_ms``: the same rows read and decoded without the fold.

The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dealer_assist.room.cluster import Cluster  # noqa: E402
from dealer_assist.room.operations import OperationStore  # noqa: E402
from dealer_assist.room.schema import FLOOR_ROLE, migrate  # noqa: E402
from dealer_assist.room_ops.house import house_rules  # noqa: E402

GAME = {"game": "holdem", "limit": "3-6"}
T0 = 1_800_000_000_000


def p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=int, default=5000)
    parser.add_argument("--samples", type=int, default=300)
    args = parser.parse_args()
    rules = house_rules("LC_LOW", "LC_HIGH")
    with Cluster(settings={"fsync": "off"}) as cluster:
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            conn.execute("CREATE DATABASE ops")
        migrate(cluster.dsn(dbname="ops"))
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            conn.execute(f"CREATE ROLE bench_floor LOGIN IN ROLE {FLOOR_ROLE}")
        dsn = cluster.dsn(user="bench_floor", dbname="ops")
        store = OperationStore(dsn, rules)
        for t in range(50):
            store.record("table_opened", "bench", T0, {"table": f"T{t}", **GAME})
        n = 0
        start = time.perf_counter()
        while len(store.read()) < args.before:
            player = f"p{n}"
            store.record("listed", "bench", T0 + n, {"player": player, "call_in": False, **GAME})
            store.record("seated", "bench", T0 + n, {"player": player, "table": f"T{n % 50}",
                                                    **GAME})
            n += 1
        fill_s = time.perf_counter() - start
        timed, bare = [], []
        for i in range(args.samples):
            player = f"q{i}"
            t = time.perf_counter()
            store.record("listed", "bench", T0 + n + i, {"player": player, "call_in": False,
                                                        **GAME})
            timed.append((time.perf_counter() - t) * 1000)
            body = json.dumps({"player": f"r{i}", "call_in": False, **GAME})
            t = time.perf_counter()
            store.conn.execute("SELECT room.record_operation(NULL, 'listed', 'bench', %s, "
                               "%s::jsonb)", (T0 + n + i, body))
            bare.append((time.perf_counter() - t) * 1000)
        store.close()
        t = time.perf_counter()
        with psycopg.connect(dsn) as conn:
            rows = conn.execute("SELECT seq, at, by, kind, body FROM room.operations "
                                "ORDER BY seq").fetchall()
            decoded = [(s, a, b, k, dict(body)) for s, a, b, k, body in rows]
        read_ms = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        second = OperationStore(dsn, rules)
        board = second.board()
        fold_ms = (time.perf_counter() - t) * 1000
        second.close()
    result = {
        "operations": len(decoded), "fill_s": round(fill_s, 1),
        "record_p50_ms": round(statistics.median(timed), 2),
        "record_p99_ms": round(p(timed, 0.99), 2),
        "bare_p99_ms": round(p(bare, 0.99), 2),
        "fold_ms": round(fold_ms, 1), "read_ms": round(read_ms, 1),
        "problems": len(board.problems),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
