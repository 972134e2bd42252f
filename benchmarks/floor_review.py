"""Floor station: how long a ruling takes to open with its hand replayed (issue 17).

    .venv/bin/python benchmarks/floor_review.py              # --hands 50 500 --runs 3

For each size, a table's log with that many hands (the engine's simulated table, signed heads)
and a ruling proposed in the next hand is shipped to a throwaway room; the station's review
(`ui/floor_station/ruling_review.py`: the room's copy mirrored into a scratch log, the history
folded by the engine, the hand replayed to the report) is timed ``--runs`` times. The anchor,
same log and run: the mirror alone (reading the room's copy into a scratch log, no engine).
The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psycopg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dealer_assist.engine.events import PlayerSeated  # noqa: E402
from dealer_assist.irregularities import report  # noqa: E402
from dealer_assist.room.cluster import Cluster  # noqa: E402
from dealer_assist.room.enrol import enrol  # noqa: E402
from dealer_assist.room.floor_feed import RoomFeed  # noqa: E402
from dealer_assist.room.keys import signer_for  # noqa: E402
from dealer_assist.room.mirror import mirror  # noqa: E402
from dealer_assist.room.schema import migrate  # noqa: E402
from dealer_assist.room.shipper import Shipper  # noqa: E402
from dealer_assist.room.simulate import SimulatedTable  # noqa: E402
from dealer_assist.storage import EventStore  # noqa: E402
from dealer_assist.ui.floor_station.ruling_review import review  # noqa: E402


def table_with_ruling(dsn: str, folder: Path, hands: int) -> tuple[str, int]:
    name = f"T{hands}"
    log = folder / f"{name}.db"
    EventStore.open(log).close()
    login = enrol(dsn, name, log)
    with EventStore.open(log) as store:
        store.signer = signer_for(log)
        sim = SimulatedTable(name, store, seed=hands)
        sim.log([PlayerSeated(s, f"p{s}", 100_000, "deal_now") for s in range(1, 7)
                 if s not in sim.session.table.seats])
        for _ in range(hands):
            sim.play_hand()
        while not (sim.session.table.in_hand and sim.session.hand.phase == "betting"):
            sim.step()
        sim.log(report(sim.session, "new_deck_request"))
    Shipper(log, dsn, login).sync()
    return name, login.log_id


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, nargs="+", default=[50, 500])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    result: dict[str, Any] = {"runs": args.runs}
    with Cluster(settings={"fsync": "off"}) as cluster, \
            tempfile.TemporaryDirectory() as scratch:
        dsn = cluster.dsn()
        migrate(dsn)
        with psycopg.connect(dsn, autocommit=True) as conn:
            for hands in args.hands:
                name, log_id = table_with_ruling(dsn, Path(scratch), hands)
                feed = RoomFeed(conn)
                feed.poll()
                ruling = next(r for r in feed.open_rulings() if r.table == name)
                times, anchors = [], []
                for run in range(args.runs):
                    start = time.perf_counter()
                    context = review(conn, log_id, ruling)
                    times.append(time.perf_counter() - start)
                    assert context.frame is not None
                    start = time.perf_counter()
                    with conn.transaction():
                        mirror(conn, log_id, Path(scratch, f"anchor{hands}-{run}.db"))
                    anchors.append(time.perf_counter() - start)
                row = conn.execute("SELECT head_seq FROM room.logs WHERE id = %s",
                                   (log_id,)).fetchone()
                result[f"events_{hands}"] = row[0] if row else 0
                result[f"review_{hands}_ms"] = round(1000 * min(times))
                result[f"review_{hands}_worst_ms"] = round(1000 * max(times))
                result[f"mirror_{hands}_ms"] = round(1000 * min(anchors))
                print(f"{hands} hands: review {result[f'review_{hands}_ms']} ms, mirror "
                      f"{result[f'mirror_{hands}_ms']} ms", file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
