"""Supervisor's room charts: a rebuild per request against the kept copies (issue 17).

    .venv/bin/python benchmarks/room_charts_kept.py          # --hands 500 --runs 3

One table's log of ``--hands`` hands is shipped to a throwaway room. Each run times, on the
same room: the anchor, ``room_figures`` rebuilding the log from the room (the scratch SQLite
copy, as every request did before); **first**, the same with a fresh ``KeptMirrors`` (the copy
made and kept); **second**, after the table plays two more hands and ships them, the same
``KeptMirrors`` again (only the new rows read). The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from floor_review import next_ruling, table_with_ruling  # noqa: E402

from dealer_assist.room.charts import room_figures  # noqa: E402
from dealer_assist.room.cluster import Cluster  # noqa: E402
from dealer_assist.room.mirror_cache import KeptMirrors  # noqa: E402
from dealer_assist.room.reader import RoomReader  # noqa: E402
from dealer_assist.room.schema import migrate  # noqa: E402

ALWAYS = (0, 2**62)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    result: dict[str, Any] = {"runs": args.runs, "hands": args.hands}
    times: dict[str, list[float]] = {"anchor": [], "first": [], "second": []}
    with Cluster(settings={"fsync": "off"}) as cluster, \
            tempfile.TemporaryDirectory() as scratch:
        dsn = cluster.dsn()
        migrate(dsn)
        name, login = table_with_ruling(dsn, Path(scratch), args.hands)
        with RoomReader(dsn) as reader:
            for _run in range(args.runs):
                start = time.perf_counter()
                rebuilt = room_figures(reader, *ALWAYS)
                times["anchor"].append(time.perf_counter() - start)
                kept = KeptMirrors()
                start = time.perf_counter()
                assert room_figures(reader, *ALWAYS, kept=kept) == rebuilt
                times["first"].append(time.perf_counter() - start)
                next_ruling(dsn, Path(scratch), name, login)
                start = time.perf_counter()
                assert room_figures(reader, *ALWAYS, kept=kept).hands == rebuilt.hands + 2
                times["second"].append(time.perf_counter() - start)
                kept.close()
    for what, found in times.items():
        result[f"{what}_ms"] = round(1000 * min(found))
        result[f"{what}_worst_ms"] = round(1000 * max(found))
    print(f"{args.hands} hands: anchor (rebuild per request) {result['anchor_ms']} ms, first "
          f"{result['first_ms']} ms, second {result['second_ms']} ms", file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
