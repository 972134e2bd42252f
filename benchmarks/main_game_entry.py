"""LC-140 across the room: how long the Must-move page waits for the players moved from a
must-move game, their seats and the button's passes, read from the room's copy of the tables'
logs (``room.main_game_entry.arrivals``), in a room with a shift of hands (issue 17).

    .venv/bin/python benchmarks/main_game_entry.py                    # 100 tables x 2000 hands
    .venv/bin/python benchmarks/main_game_entry.py --hands 200        # quicker

A throwaway PostgreSQL cluster; ``--tables`` logs of ``--hands`` hands each (one a minute,
written by the owner as rows, no chain: the reader does not check hashes), and ``--arrivals``
players moved half-way through the shift, one per table, seated in its log then. Timed
``--runs`` times:

- ``fresh_p50_ms`` / ``fresh_p99_ms``: every arrival's seat, passes and entry read afresh (a
  page opening: ``arrivals``);
- ``refresh_p50_ms`` / ``refresh_p99_ms``: the page's kept reader (``EntryReader``) after one
  new hand at each arrival's table (what the page's redraw pays);
- anchor ``bare_p50_ms`` / ``bare_p99_ms``: the same rows (each arrival's table's events since
  the move) fetched with one plain query per table, no look-back, no decoding.

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
from dealer_assist.room.main_game_entry import EntryReader, arrivals  # noqa: E402
from dealer_assist.room.schema import FLOOR_ROLE, migrate  # noqa: E402
from dealer_assist.room_ops.board import Board  # noqa: E402
from dealer_assist.room_ops.house import house_rules  # noqa: E402

T0 = 1_800_000_000_000
MINUTE = 60_000
FIELDS = {
    "table_configured": '["table","house","game","limit","seats","rules"]',
    "player_seated": '["seat","player","stack","entry"]',
    "hand_started": '["hand","button","dealt_in","small_bet","big_bet","kill_seat","stacks"]',
}
_SINCE = ("SELECT e.at, e.type, e.fields, e.body FROM room.event_bodies e"
          " WHERE e.table_name = %s AND e.type = ANY(%s) AND e.at >= %s ORDER BY e.at, e.seq")


def p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def fill(conn: psycopg.Connection[tuple[object, ...]], tables: int, hands: int,
         seated: int) -> None:
    """The tables' logs as rows: configured, a hand a minute, a newcomer half-way."""
    for kind, fields in FIELDS.items():
        conn.execute("INSERT INTO room.kinds (type, v, fields) VALUES (%s, 1, %s)",
                     (kind, fields))
    conn.execute("INSERT INTO room.logs (table_name, login, public_key) SELECT 'T' || i,"
                 " 'bench_t' || i, '\\x00' FROM generate_series(1, %s) i", (tables,))
    conn.execute(
        "INSERT INTO room.events (log_id, seq, table_name, at, kind, body, hash)"
        " SELECT l.id, 1, l.table_name, %s, k.id,"
        " '[\"' || l.table_name || '\",\"LC_LOW\",\"holdem\",\"3-6\",9,\"\"]', '\\x00'"
        " FROM room.logs l, room.kinds k WHERE k.type = 'table_configured'", (T0,))
    conn.execute(
        "INSERT INTO room.events (log_id, seq, table_name, at, kind, body, hash)"
        " SELECT l.id, h + 1 + (h > %s)::int, l.table_name, %s + h * %s, k.id,"
        " '[' || h || ',' || (h %% 8 + 1) || ',[1,2,3,4,5,6,7,8],3,6,null,[]]', '\\x00'"
        " FROM room.logs l, room.kinds k, generate_series(1, %s) h"
        " WHERE k.type = 'hand_started'", (hands // 2, T0, MINUTE, hands))
    conn.execute(
        "INSERT INTO room.events (log_id, seq, table_name, at, kind, body, hash)"
        " SELECT l.id, %s + 2, l.table_name, %s, k.id,"  # in the log's order
        " '[9,\"gus' || l.id || '\",100,\"wait_for_big_blind\"]', '\\x00'"
        " FROM room.logs l, room.kinds k WHERE k.type = 'player_seated' AND l.id <= %s",
        (hands // 2, T0 + (hands // 2) * MINUTE + MINUTE // 2, seated))
    conn.execute("ANALYZE room.events")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--arrivals", type=int, default=10)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    moved_at = T0 + (args.hands // 2) * MINUTE + 1
    with Cluster(settings={"fsync": "off"}) as cluster:
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            conn.execute("CREATE DATABASE entry")
        migrate(cluster.dsn(dbname="entry"))
        with psycopg.connect(cluster.dsn(dbname="entry"), autocommit=True) as conn:
            start = time.perf_counter()
            fill(conn, args.tables, args.hands, args.arrivals)
            fill_s = time.perf_counter() - start
            conn.execute(f"CREATE ROLE bench_floor LOGIN IN ROLE {FLOOR_ROLE}")
        board = Board(rules_of=house_rules("LC_LOW", "LC_HIGH"))
        for i in range(1, args.arrivals + 1):
            board.from_must_move[f"gus{i}"] = (f"T{i}", moved_at)
            board.seated_at[f"gus{i}"] = f"T{i}"
        fresh, kept, bare = [], [], []
        owner = psycopg.connect(cluster.dsn(dbname="entry"), autocommit=True)
        with psycopg.connect(cluster.dsn(user="bench_floor", dbname="entry"),
                             autocommit=True) as conn:
            reader = EntryReader()
            found = reader.arrivals(conn, board)  # warm
            for run in range(args.runs):
                t = time.perf_counter()
                found = arrivals(conn, board)
                fresh.append((time.perf_counter() - t) * 1000)
                owner.execute(
                    "INSERT INTO room.events (log_id, seq, table_name, at, kind, body, hash)"
                    " SELECT l.id, %s, l.table_name, %s, k.id, '[0,1,[1,2],3,6,null,[]]',"
                    " '\\x00' FROM room.logs l, room.kinds k"
                    " WHERE k.type = 'hand_started' AND l.id <= %s",
                    (args.hands + 3 + run, T0 + (args.hands + run) * MINUTE, args.arrivals))
                t = time.perf_counter()
                found = reader.arrivals(conn, board)
                kept.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                for i in range(1, args.arrivals + 1):
                    conn.execute(_SINCE, (f"T{i}", list(FIELDS), moved_at)).fetchall()
                bare.append((time.perf_counter() - t) * 1000)
        owner.close()
    result = {
        "tables": args.tables, "hands": args.hands, "events": args.tables * (args.hands + 1),
        "arrivals": len(found), "passes": sorted({a.passes for a in found}),
        "fill_s": round(fill_s, 1),
        "fresh_p50_ms": round(statistics.median(fresh), 1),
        "fresh_p99_ms": round(p(fresh, 0.99), 1),
        "refresh_p50_ms": round(statistics.median(kept), 1),
        "refresh_p99_ms": round(p(kept, 0.99), 1),
        "bare_p50_ms": round(statistics.median(bare), 1),
        "bare_p99_ms": round(p(bare, 0.99), 1),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
