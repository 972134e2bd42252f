"""The hand log and its exports open in the tools a supervisor has: an older SQLite (Ubuntu
20.04's 3.31), a spreadsheet (CSV with a byte-order mark and local times), Datasette."""

from __future__ import annotations

import csv
import json
import re
import sqlite3
import subprocess
from pathlib import Path

import pytest
from hand_samples import TickingClock, holdem_hand, table_setup

from dealer_assist.engine.events import PlayerSeated
from dealer_assist.storage import EventStore
from dealer_assist.storage.export import export_log
from dealer_assist.storage.times import iso_local

ROOT = Path(__file__).resolve().parents[2]
# SQL that SQLite 3.31 cannot parse or run: JSON operators (3.38), RETURNING (3.35), STRICT
# tables (3.37), unixepoch() (3.38), iif() (3.32), DROP COLUMN (3.35), group_concat ORDER BY
NEWER_SQL = re.compile(r"->|\bRETURNING\b|\bSTRICT\b|\bunixepoch\s*\(|\biif\s*\(|DROP\s+COLUMN"
                       r"|group_concat\([^)]*ORDER\s+BY", re.IGNORECASE)


def _schema_sql(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [row[0] for row in conn.execute(
            "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL")]
    finally:
        conn.close()


def test_log_schema_uses_no_sql_newer_than_sqlite_3_31(small_log: Path) -> None:
    newer = [sql for sql in _schema_sql(small_log) if NEWER_SQL.search(sql)]
    assert newer == []


@pytest.fixture(scope="module")
def sqlite_3_31() -> Path:
    """SQLite 3.31.1's own shell, built from its source (tools/old-sqlite.sh)."""
    built = subprocess.run(["sh", str(ROOT / "tools" / "old-sqlite.sh"),
                            str(ROOT / "build" / "sqlite-3.31")],
                           capture_output=True, text=True, timeout=900, check=False)
    if built.returncode != 0:
        pytest.fail(f"could not build SQLite 3.31.1: {built.stderr.strip()}")
    return Path(built.stdout.strip().splitlines()[-1])


def test_sqlite_3_31_reads_every_view_of_the_log(small_log: Path, sqlite_3_31: Path) -> None:
    queries = ("SELECT count(*) FROM event_log; SELECT count(*) FROM hand_log; "
               "SELECT count(*) FROM ruling_log; SELECT event FROM event_log ORDER BY seq LIMIT 3;")
    old = subprocess.run([str(sqlite_3_31), "-readonly", str(small_log), queries],
                         capture_output=True, text=True, timeout=60, check=False)
    assert old.returncode == 0, old.stderr
    conn = sqlite3.connect(small_log)
    events = [row[0] for row in conn.execute("SELECT event FROM event_log ORDER BY seq LIMIT 3")]
    counts = [conn.execute(f"SELECT count(*) FROM {view}").fetchone()[0]
              for view in ("event_log", "hand_log", "ruling_log")]
    conn.close()
    assert old.stdout.splitlines() == [str(n) for n in counts] + events


def test_event_log_view_gives_the_events_json_with_every_value_kind(small_log: Path) -> None:
    conn = sqlite3.connect(small_log)
    for (text,) in conn.execute("SELECT event FROM event_log"):
        event = json.loads(text)  # valid JSON, booleans and lists kept as such
        assert isinstance(event["type"], str) and isinstance(event["v"], int)
    conn.close()


def test_a_version_2_log_gets_the_portable_view(tmp_path: Path) -> None:
    path = tmp_path / "v2.db"
    EventStore.open(path).close()
    conn = sqlite3.connect(path)  # as a version-2 program left it: the view with `->`
    conn.execute("DROP VIEW event_log")
    conn.execute("CREATE VIEW event_log AS SELECT e.body -> 0 AS event FROM events e")
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    EventStore.open(path).close()
    assert not [sql for sql in _schema_sql(path) if NEWER_SQL.search(sql)]


def test_csv_starts_with_a_byte_order_mark_and_keeps_accented_names(tmp_path: Path) -> None:
    path = tmp_path / "jose.db"
    events = table_setup("T1")
    events = [PlayerSeated(e.seat, "José", e.stack) if isinstance(e, PlayerSeated) and e.seat == 1
              else e for e in events]
    with EventStore.open(path, clock=TickingClock()) as log:
        log.append("T1", events)
        log.append("T1", holdem_hand(1))
    out = tmp_path / "hands.csv"
    export_log(path, "csv", out)
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # utf-8-sig: a spreadsheet reads the file as UTF-8
    assert "1 José".encode() in raw
    rows = list(csv.DictReader(out.open(encoding="utf-8-sig")))
    assert rows[0]["seats"].startswith("1 José")


def test_csv_has_local_time_beside_utc(tmp_path: Path, small_log: Path) -> None:
    out = tmp_path / "hands.csv"
    export_log(small_log, "csv", out)
    row = next(csv.DictReader(out.open(encoding="utf-8-sig")))
    assert row["started_utc"].endswith("Z")
    # tests run in the room's zone (conftest sets TZ=America/Los_Angeles): UTC-8 or UTC-7
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[78]:00", row["started_local"])


def test_iso_local_names_the_same_moment_as_utc() -> None:
    assert iso_local(None) == ""
    # 2026-01-15 20:00:00 UTC is noon in California (PST, UTC-8)
    assert iso_local(1_768_507_200_000) == "2026-01-15T12:00:00-08:00"


def test_datasette_metadata_closes_the_staff_table_and_its_queries_run(
        tmp_path: Path, small_log: Path) -> None:
    from dealer_assist.cli import main

    out = tmp_path / "hands.csv"
    assert main(["export", "--db", str(small_log), "--format", "csv", "--out", str(out),
                 "--datasette"]) == 0
    meta = json.loads((tmp_path / "metadata.json").read_text(encoding="utf-8"))
    database = meta["databases"][small_log.stem]
    assert database["allow_sql"] is False  # no free SQL that could read pin_hash
    assert database["tables"]["staff"] == {"allow": False, "hidden": True}
    conn = sqlite3.connect(small_log)
    params = {"table": "T1", "hand": 1, "from_utc": "2000", "to_utc": "3000"}
    for name, query in database["queries"].items():
        assert "pin_hash" not in query["sql"], name
        rows = conn.execute(query["sql"], params).fetchall()
        assert isinstance(rows, list), name
    assert conn.execute(database["queries"]["hands_of_a_table"]["sql"], params).fetchall()
    conn.close()
