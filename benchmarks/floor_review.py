"""Floor station: how long a ruling takes to open with its hand replayed (issue 17).

    .venv/bin/python benchmarks/floor_review.py              # --hands 50 500 --runs 3

For each size, a table's log with that many hands (the engine's simulated table, signed heads)
and a ruling proposed in the next hand is shipped to a throwaway room. Each run times, on the
same log:

- the anchor, **the uncached rebuild** (``ruling_review.review``: the room's copy mirrored into a
  scratch SQLite log and folded by the engine from the start, as the station did before);
- **first**: the station's kept history (``review_kept``) opened fresh on that ruling: the
  whole log read from the room and folded once;
- **second**: the table plays on (the hand ends, one more hand, a new ruling in the next, all
  shipped), and the same kept history opens the new ruling: only the new rows are read and
  only the events since the last fold are folded.

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
from dealer_assist.room.keys import Login, signer_for  # noqa: E402
from dealer_assist.room.schema import migrate  # noqa: E402
from dealer_assist.room.shipper import Shipper  # noqa: E402
from dealer_assist.room.simulate import SimulatedTable  # noqa: E402
from dealer_assist.room.table_history import TableHistory  # noqa: E402
from dealer_assist.storage import EventStore  # noqa: E402
from dealer_assist.ui.floor_station.ruling_review import review, review_kept  # noqa: E402


def table_with_ruling(dsn: str, folder: Path, hands: int) -> tuple[str, Login]:
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
    return name, login


def next_ruling(dsn: str, folder: Path, name: str, login: Login) -> None:
    """The hand in progress played out, one more hand, a ruling in the next; shipped."""
    log = folder / f"{name}.db"
    with EventStore.open(log) as store:
        store.signer = signer_for(log)
        sim = SimulatedTable(name, store)
        sim.play_hand()
        sim.play_hand()
        while not (sim.session.table.in_hand and sim.session.hand.phase == "betting"):
            sim.step()
        sim.log(report(sim.session, "new_deck_request"))
    Shipper(log, dsn, login).sync()


def newest_ruling(feed: RoomFeed, name: str) -> Any:
    feed.poll()
    return max((r for r in feed.open_rulings() if r.table == name), key=lambda r: r.number)


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
                name, login = table_with_ruling(dsn, Path(scratch), hands)
                log_id = login.log_id
                feed = RoomFeed(conn)
                times: dict[str, list[float]] = {"anchor": [], "first": [], "second": []}
                for _run in range(args.runs):
                    ruling = newest_ruling(feed, name)
                    start = time.perf_counter()
                    context = review(conn, log_id, ruling)
                    times["anchor"].append(time.perf_counter() - start)
                    assert context.frame is not None
                    history = TableHistory(log_id)
                    start = time.perf_counter()
                    kept = review_kept(conn, history, ruling)
                    times["first"].append(time.perf_counter() - start)
                    assert kept.lines() == context.lines()
                    next_ruling(dsn, Path(scratch), name, login)
                    ruling = newest_ruling(feed, name)
                    start = time.perf_counter()
                    kept = review_kept(conn, history, ruling)
                    times["second"].append(time.perf_counter() - start)
                    assert kept.frame is not None
                row = conn.execute("SELECT head_seq FROM room.logs WHERE id = %s",
                                   (log_id,)).fetchone()
                result[f"events_{hands}"] = row[0] if row else 0
                for what, found in times.items():
                    result[f"{what}_{hands}_ms"] = round(1000 * min(found))
                    result[f"{what}_{hands}_worst_ms"] = round(1000 * max(found))
                print(f"{hands} hands: anchor (uncached rebuild) "
                      f"{result[f'anchor_{hands}_ms']} ms, first {result[f'first_{hands}_ms']}"
                      f" ms, second {result[f'second_{hands}_ms']} ms", file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
