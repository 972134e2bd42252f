"""``verify`` replays every hand through the engine (issue 16): a forged event whose chain was
recomputed with the public formula (docs/storage.md) passes the hashes but not the engine."""

from __future__ import annotations

import importlib.util
import json
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from played_hands import played_log

from dealer_assist.engine.events import Event
from dealer_assist.storage import EventStore
from dealer_assist.storage.chain import GENESIS, row_hash
from dealer_assist.storage.verify import verify


def recompute_chain(conn: sqlite3.Connection) -> None:
    """What an attacker with the file does after an edit: every hash again, from row 1."""
    previous = GENESIS
    rows = conn.execute(
        "SELECT e.seq, t.name, e.hand_id, e.at, k.type, k.v, k.fields, e.body FROM events e"
        " JOIN tables t ON t.id = e.table_id JOIN event_kinds k ON k.id = e.kind"
        " ORDER BY e.seq").fetchall()
    for row in rows:
        previous = row_hash(previous, *row)
        conn.execute("UPDATE events SET hash = ? WHERE seq = ?", (previous, row[0]))


def forge_first(log: Path, kind: str, change: Callable[[dict[str, Any]], object]) -> int:
    """Change the first event of ``kind`` and recompute the chain; returns its seq."""
    conn = sqlite3.connect(log)
    seq, body, fields = conn.execute(
        "SELECT e.seq, e.body, k.fields FROM events e JOIN event_kinds k ON k.id = e.kind"
        " WHERE k.type = ? ORDER BY e.seq LIMIT 1", (kind,)).fetchone()
    event = dict(zip(json.loads(fields), json.loads(body), strict=True))
    change(event)
    conn.execute("UPDATE events SET body = ? WHERE seq = ?",
                 (json.dumps(list(event.values()), separators=(",", ":")), seq))
    recompute_chain(conn)
    conn.commit()
    conn.close()
    return int(seq)


def test_a_forged_award_with_the_chain_recomputed_is_caught_by_the_engine(
        tmp_path: Path) -> None:
    log = played_log(tmp_path / "played.db", hands=3)
    assert verify(log).ok

    def to_another_seat(award: dict[str, Any]) -> None:  # a seat that did not win it
        award["seat"] = next(s for s in range(1, 7) if s != award["seat"])

    seq = forge_first(log, "pot_awarded", to_another_seat)

    report = verify(log)
    assert not report.ok and report.first_bad == seq, report.message()
    assert "the engine refuses this pot_awarded event of table T1" in report.problem
    # the hashes alone were fine: without the engine replay the forgery passes
    assert verify(log, engine=False).ok


@pytest.mark.parametrize("body", [
    '{"id":1,"badge\\" TEXT); DROP TABLE staff; --":"x"}',  # a column name as SQL
    "[" * 100_000 + "]" * 100_000,  # nesting deeper than the decoder goes
    '"not a list"',
])
def test_a_forged_record_body_is_reported_not_run_or_crashed_on(
        tmp_path: Path, body: str) -> None:
    """Records are read back by verify: whatever a forger puts in one (with the chain
    recomputed) is a finding at that row, never SQL, never a traceback."""
    log = played_log(tmp_path / "played.db", hands=1)
    conn = sqlite3.connect(log)
    conn.execute("INSERT INTO event_kinds (type, v, fields) VALUES"
                  " ('row_adopted', 1, '[\"table\",\"row\"]')")
    kind = conn.execute("SELECT max(id) FROM event_kinds").fetchone()[0]
    last = conn.execute("SELECT max(seq), max(at) FROM events").fetchone()
    log_table = conn.execute("SELECT id FROM tables WHERE name = '(log)'").fetchone()[0]
    conn.execute("INSERT INTO events (seq, table_id, hand_id, at, kind, body, hash)"
                 " VALUES (?, ?, NULL, ?, ?, ?, x'00')",
                 (last[0] + 1, log_table, last[1], kind, '["staff",' + body + "]"))
    recompute_chain(conn)
    conn.commit()
    conn.close()
    report = verify(log)
    assert not report.ok and report.first_bad == last[0] + 1, report.message()
    assert "cannot be read back as a 'row_adopted'" in report.problem


def _banked_round() -> list[Event]:
    """The banked tests' Three Card Poker round (tests/banked/test_replay.py), loaded under its
    own name so it never clashes with that module as pytest collects it."""
    folder = Path(__file__).parents[1] / "banked"
    sys.path.insert(0, str(folder))  # its banked_helpers
    spec = importlib.util.spec_from_file_location("banked_round_log", folder / "test_replay.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    events: list[Event] = module.cg_log()
    return events


def test_a_forged_banked_payout_is_caught_too(tmp_path: Path) -> None:
    """A player-banked table (CA-PDR) is replayed by its own engine: a settlement paying more
    than the hand won is refused even with the chain recomputed."""
    log = tmp_path / "banked.db"
    with EventStore.open(log) as store:
        store.append("B1", _banked_round())
    assert verify(log).ok
    seq = forge_first(log, "banked_wager_settled",
                      lambda settled: settled.update(paid=settled["paid"] + 100))
    report = verify(log)
    assert not report.ok and report.first_bad == seq, report.message()
    assert "the engine refuses this banked_wager_settled event of table B1" in report.problem
