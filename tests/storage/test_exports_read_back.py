"""Every export reads back (issue 18): hands played through the engine at a table of each game
and house PHH can express (LC low Hold'em with its live button collection, LC high Hold'em with
its dead one, CG Hold'em and Omaha 8, PGP Omaha 8, CG and LC stud, HTP Stud 8; the example rooms
of resources/houses/examples fill the amounts), logged to a real SQLite hand log, then

* ``export --format jsonl`` replayed by ``replay`` reaches the same table state;
* ``export --format phh`` (a ``.phhs``) replayed by ``replay --phh`` reaches the same finishing
  stacks for every hand, the collection counted as PHH counts rake (after it);
* pokerkit's ``HandHistory`` reads every exported hand; it plays every hand that does not depend
  on a house reading PHH has no words for (a noted raise over a short all-in, LC-66 / LC-126, or
  a round past the cap of four, uncapped heads-up by LC-49).
"""

from __future__ import annotations

import argparse
import json
import tomllib
import warnings
from functools import cache
from pathlib import Path

import pytest
from played_tables import play, sessions

from dealer_assist.commands import replay as replay_command
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.snapshot import table_snapshot
from dealer_assist.irregularities import procedure_with_rulings
from dealer_assist.storage import EventStore
from dealer_assist.storage.export import export_log

HANDS_PER_TABLE = 12


@cache
def played(tmp: Path) -> tuple[Path, dict[str, TableSession]]:
    db = tmp / "log.db"
    tables = dict(sessions())
    with EventStore.open(db) as log:
        for seed, session in enumerate(tables.values()):
            play(session, HANDS_PER_TABLE, seed, log)
    return db, tables


@pytest.fixture(scope="module")
def log(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, TableSession]]:
    return played(tmp_path_factory.mktemp("read_back"))


def _run(
    files: list[str], phh: bool, capsys: pytest.CaptureFixture[str]
) -> list[dict[str, object]]:
    status = replay_command.run(argparse.Namespace(files=files, phh=phh, db=None, table=None))
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert status == 0, [o for o in out if "error" in o or "refused" in o][:3]
    return out


def test_jsonl_export_replays_to_the_same_table_states(
    log: tuple[Path, dict[str, TableSession]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``replay`` refused the export ("unknown event type None"): it now reads the
    export's lines (event wrapped with seq, table, hand, time), one table at a time."""
    db, tables = log
    out = tmp_path / "all.jsonl"
    export_log(db, "jsonl", out)
    lines = _run([str(out)], False, capsys)
    last = {str(line["table"]): line["state"] for line in lines}
    assert set(last) == set(tables)
    for name, session in tables.items():
        expected = json.loads(json.dumps(table_snapshot(session.table, procedure_with_rulings)))
        assert last[name] == expected, name


def test_phh_export_replays_to_the_same_finishing_stacks(
    log: tuple[Path, dict[str, TableSession]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``replay --phh`` of the ``.phhs`` gives every hand's finishing stacks as the table ended
    it (the live LC-46 collection included: $256 in the pot, not $258)."""
    db, tables = log
    out = tmp_path / "hands.phhs"
    result = export_log(db, "phh", out)
    assert result.skipped == 0
    rows = _run([str(out)], True, capsys)
    assert len(rows) == result.written >= 4 * len(tables)
    assert all(r["matches_file"] is True for r in rows), [r for r in rows if not r["matches_file"]]
    hands = tomllib.loads(out.read_text(encoding="utf-8"))
    assert {h["variant"] for h in hands.values()} == {"FT", "FO/8", "F7S", "F7S/8"}
    assert {h["table"] for h in hands.values()} == set(tables)  # every game and house
    collected = [h for h in hands.values() if h.get("_collection_live")]
    assert collected, "the LC table's live collection is exercised"
    for h in hands.values():
        assert all(isinstance(x, int) for x in h["starting_stacks"])  # never inf
        assert not any(k.startswith("_started") for k in h)
        assert {"time", "day", "month", "year", "time_zone", "table", "venue", "currency"} <= set(h)


def test_pokerkit_reads_every_exported_hand(
    log: tuple[Path, dict[str, TableSession]], tmp_path: Path
) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    db, _tables = log
    out = tmp_path / "hands.phhs"
    export_log(db, "phh", out)
    text = out.read_text(encoding="utf-8")
    hands = tomllib.loads(text)
    house_reading = {k for k in hands if _house_reading_noted(text, k)}
    played = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pokerkit warns about cash-game folds
        histories = list(pokerkit.HandHistory.loads_all(text))
        assert len(histories) == len(hands)
        for key, history in zip(hands, histories, strict=True):
            assert history.variant == hands[key]["variant"]
            if key in house_reading:
                continue
            states = list(history)
            assert states[-1].status is False, key
            played += 1
    assert played >= len(hands) * 3 // 4, (played, len(hands))


def _house_reading_noted(text: str, key: str) -> bool:
    """Does the exported hand ``[key]`` carry a note that it follows a house reading?"""
    start = text.index(f"[{key}]\n")
    end = text.find("\n[", start + 1)
    block = text[start:end if end >= 0 else None]
    return "house's reading" in block or "past PHH's cap" in block


def test_jsonl_export_of_a_room_with_a_banked_table_replays_each_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A whole room's export mixes poker and player-banked tables: ``replay`` replays each
    table on its own kind of table and ends with the banked round settled as logged."""
    monkeypatch.syspath_prepend(str(Path(__file__).parents[1] / "banked"))
    from test_replay import cg_log  # the banked tests' CG three-card poker round

    from dealer_assist.engine.games.banked import BankedWagerSettled

    db = tmp_path / "room.db"
    tables = dict(sessions())
    banked = cg_log()
    with EventStore.open(db) as log:
        play(tables["T1"], 2, 0, log)
        log.append("B1", banked)
    out = tmp_path / "room.jsonl"
    export_log(db, "jsonl", out)
    lines = _run([str(out)], False, capsys)
    assert {line["table"] for line in lines} == {"T1", "B1"}
    dealer_lines = [line["dealer"] for line in lines if line["table"] == "B1"]
    assert len(dealer_lines) == len(banked)
    settled = [e for e in banked if isinstance(e, BankedWagerSettled)]
    assert settled and any("banker's stake left" in text for text in dealer_lines)
