"""``dealer-assist replay``: JSON Lines logs of flop and banked tables, PHH hands, --db logging
(issue 3 item 9, issue 5 item 8, issue 6 item 5, issue 8 item 4)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from dealer_assist.cards import deck
from dealer_assist.engine.events import RulingProposed, Shown, event_from_json
from dealer_assist.engine.session import demo_session

REPO = Path(__file__).resolve().parents[2]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dealer_assist", *args],
        cwd=REPO,
        text=True,
        capture_output=True,
        timeout=120,
    )


def _demo_log(path: Path) -> dict[int, int]:
    """A real hand played through the engine, written as the log would store it."""
    session = demo_session()
    cards = list(deck())
    random.Random(7).shuffle(cards)
    shoe = iter(cards)
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    session.commit(
        session.check([RulingProposed(1, "see_hand_at_showdown", ("LC-75",), "demo ruling")])
    )
    while session.hand.phase not in ("showdown", "settling"):
        if session.hand.phase == "betting":
            options = {a.action: a for a in session.hand.legal_actions()}
            move = options.get("check") or options["call"]
            session.commit(session.act(move.seat, move.action, move.min_to))
        else:
            session.commit(session.card_read(next(shoe)))
    while session.hand.phase == "showdown":
        seat = next(s for s in session.hand.showdown_order() if s not in session.hand.shown)
        session.commit(session.check([Shown(seat, tuple(session.hand.hole[seat]))]))  # type: ignore[arg-type]
    session.commit(session.settle())
    session.commit(session.end_hand())
    path.write_text("".join(ev.to_json() + "\n" for ev in session.table.history))
    return {s: i.stack for s, i in session.table.seats.items()}


def test_replay_jsonl_prints_state_and_procedure_after_each_event(tmp_path: Path) -> None:
    log = tmp_path / "hand.jsonl"
    stacks = _demo_log(log)
    result = _cli("replay", str(log))
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) == len(log.read_text().splitlines())
    last = lines[-1]["state"]
    assert {int(s): v["stack"] for s, v in last["seats"].items()} == stacks
    assert last["rulings"][0]["irregularity"] == "see_hand_at_showdown"
    assert any(step["rule_ids"] for line in lines for step in line["state"]["procedure"])


def test_replay_refuses_a_bad_line_naming_it(tmp_path: Path) -> None:
    log = tmp_path / "hand.jsonl"
    _demo_log(log)
    text = log.read_text().splitlines()
    text.insert(3, json.dumps({"type": "action", "v": 1, "seat": 9, "action": "raise", "to": 5}))
    log.write_text("\n".join(text) + "\n")
    result = _cli("replay", str(log))
    assert result.returncode == 1
    assert json.loads(result.stdout.splitlines()[-1])["line"] == 4


def test_replay_phh_prints_finishing_stacks_and_logs_to_the_db(
    tmp_path: Path, phh_dir: Path
) -> None:
    files = sorted(str(p) for p in phh_dir.glob("*.phh"))
    db = tmp_path / "log.db"
    result = _cli("replay", "--phh", *files, "--db", str(db))
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(rows) == len(files) and all(r["matches_file"] for r in rows)
    verified = _cli("verify", str(db))
    assert verified.returncode == 0 and "OK" in verified.stdout


def test_log_built_by_replay_phh_exports_hands_pokerkit_plays_to_the_same_stacks(
    tmp_path: Path, phh_dir: Path
) -> None:
    """Issue 18: of a log built by ``replay --phh``, pokerkit read 14 of 22 exported hands.
    Now every hand is exported with its starting stacks and variant, ``replay --phh`` of the
    ``.phhs`` gives the file's finishing stacks, and pokerkit plays each to the same stacks."""
    import tomllib
    import warnings

    import pokerkit

    files = sorted(str(p) for p in phh_dir.glob("*.phh"))
    db, out = tmp_path / "log.db", tmp_path / "hands.phhs"
    assert _cli("replay", "--phh", *files, "--db", str(db)).returncode == 0
    exported = _cli("export", "--db", str(db), "--format", "phh", "--out", str(out))
    assert exported.returncode == 0, exported.stderr
    again = _cli("replay", "--phh", str(out))
    rows = [json.loads(line) for line in again.stdout.splitlines()]
    assert len(rows) == len(files) and all(r["matches_file"] is True for r in rows)
    text = out.read_text(encoding="utf-8")
    hands = tomllib.loads(text)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for key, history in zip(hands, pokerkit.HandHistory.loads_all(text), strict=True):
            assert list(list(history)[-1].stacks) == hands[key]["finishing_stacks"], key


def test_exported_demo_hand_counts_the_live_collection_as_rake(tmp_path: Path) -> None:
    """Regression (issue 18): the LC demo's live $2 button collection (LC-46) was counted into
    the pot by ``replay --phh`` of the exported hand ($258 instead of $256). The export now
    writes it as the house's collection (rake) and the replay ends with the table's stacks."""
    from dealer_assist.storage import EventStore

    log = tmp_path / "hand.jsonl"
    stacks = _demo_log(log)
    db, out = tmp_path / "log.db", tmp_path / "hand.phhs"
    with EventStore.open(db) as store:
        store.append("T1", [event_from_json(line) for line in log.read_text().splitlines()])
    assert _cli("export", "--db", str(db), "--format", "phh", "--out", str(out)).returncode == 0
    row = json.loads(_cli("replay", "--phh", str(out)).stdout.splitlines()[0])
    assert row["matches_file"] is True
    assert sorted(row["finishing_stacks"]) == sorted(stacks.values())
    assert sum(stacks.values()) == 6 * 200 - 2  # the collection left the table, nothing else
