"""Exports: golden files for CSV, JSON Lines and PHH; filters, progress, cancel, memory."""

from __future__ import annotations

import csv
import json
import os
import tomllib
import tracemalloc
from pathlib import Path

import pytest
from hand_samples import START_MS, TickingClock, holdem_hand, house_rules, table_setup

from dealer_assist.cards import parse_card
from dealer_assist.engine.events import (
    Acted,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandStarted,
    PlayerLeft,
    PlayerSeated,
    Posted,
    PotAwarded,
    SeatChanged,
    Shown,
    TableConfigured,
)
from dealer_assist.engine.games.banked.events import (
    BankedCollectionPaid,
    BankedRoundEnded,
    BankedRoundStarted,
    BankedTableOpened,
)
from dealer_assist.storage import EventStore, ExportCancelled
from dealer_assist.storage.export import export_log
from dealer_assist.storage.export_filters import FilterError

GOLDEN = Path(__file__).parent / "golden"


def stud_hand(number: int) -> list[Event]:
    c = parse_card
    return [
        HandStarted(number, 0, (1, 2, 3), small_bet=8, big_bet=16, stacks=(300, 300, 300)),
        *[Posted(s, "ante", 1) for s in (1, 2, 3)],
        *[CardDealt(s, c(card)) for s, card in ((1, "Ah"), (2, "3c"), (3, "Kd"))],
        *[CardDealt(s, c(card)) for s, card in ((1, "2h"), (2, "9c"), (3, "Qd"))],
        *[CardDealt(s, c(card), face_up=True) for s, card in ((1, "Ks"), (2, "2d"), (3, "7s"))],
        Posted(2, "bring_in", 3), Acted(3, "complete", 8), Acted(1, "call", 8), Acted(2, "fold"),
        CardBurned(c("4s")), CardDealt(1, c("Kh"), face_up=True),
        CardDealt(3, c("7d"), face_up=True), Acted(1, "bet", 8), Acted(3, "call", 8),
        Shown(1, (c("Ah"), c("2h"), c("Ks"), c("Kh"))), PotAwarded(0, 1, 37, hand_label="kings"),
        HandEnded(number),
    ]


def banked_hand(number: int) -> list[Event]:
    return [HandStarted(number, 1, (1, 2, 3)), CollectionTaken(2, 1), CollectionTaken(3, 1),
            PotAwarded(0, 2, 10, half="whole"), HandEnded(number)]


def build_golden_log(path: Path, clock: TickingClock) -> None:
    with EventStore.open(path, clock=clock) as log:
        log.append("T1", [*table_setup("T1"), PlayerSeated(8, 'Zoë "Z"', 800)])
        log.append("T2", [TableConfigured("T2", "htp", "stud", "8-16", seats=8,
                                          rules=house_rules("stud")),
                          PlayerSeated(1, "gus", 300), PlayerSeated(2, "hal", 300),
                          PlayerSeated(3, "ivy", 300)])
        log.append("T3", [TableConfigured("T3", "cg", "three_card_poker", "5-100", seats=7)])
        log.append("T1", holdem_hand(1))
        log.append("T2", stud_hand(1))
        log.append("T1", [SeatChanged(6, 9), PlayerLeft(1)])
        log.append("T1", holdem_hand(2, ruling=1))
        log.append("T3", banked_hand(1))
        log.append("T5", [BankedTableOpened("T5", "cg", "pai_gow", "{}"),
                          BankedRoundStarted(1, 1, "pd", 500, (1, 2, 3), ("pd", "ann", "")),
                          BankedCollectionPaid(2, 1), BankedRoundEnded(1)])
        log.append("T1", holdem_hand(3)[:20])  # still in progress


@pytest.fixture
def golden_log(tmp_path: Path) -> Path:
    path = tmp_path / "golden.db"
    build_golden_log(path, TickingClock(step=60_000))
    return path


@pytest.mark.parametrize("fmt", ["csv", "jsonl", "phh"])
def test_export_matches_golden_file(golden_log: Path, tmp_path: Path, fmt: str) -> None:
    out = tmp_path / f"export.{fmt}"
    export_log(golden_log, fmt, out)
    golden = GOLDEN / f"export.{fmt}"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(out.read_text(encoding="utf-8"), encoding="utf-8")
    assert out.read_text(encoding="utf-8") == golden.read_text(encoding="utf-8")


def test_csv_has_one_row_per_hand_with_players_pots_and_rulings(golden_log: Path,
                                                                tmp_path: Path) -> None:
    out = tmp_path / "hands.csv"
    result = export_log(golden_log, "csv", out)
    rows = list(csv.DictReader(out.open(encoding="utf-8-sig")))
    assert result.written == len(rows) == 6
    t1 = [r for r in rows if r["table"] == "T1"]
    assert [r["status"] for r in t1] == ["ended", "ended", "in_progress"]
    assert t1[0]["seats"].startswith("1 ann; 2 bob") and "6 flo" in t1[0]["seats"]
    assert t1[1]["seats"] == "1; 2 bob; 3 cy; 4 dee; 5 ed; 6"  # ann left, flo moved to 9
    assert t1[1]["rulings"] == "#1 exposed_card confirmed by floor-7"
    assert t1[0]["pots"] == "main 147" and t1[0]["collection"] == "3"


def test_jsonl_lines_are_the_events_exact_json(golden_log: Path, tmp_path: Path) -> None:
    out = tmp_path / "all.jsonl"
    result = export_log(golden_log, "jsonl", out)
    lines = out.read_text(encoding="utf-8").splitlines()
    with EventStore.open(golden_log) as log:
        expected = [e for t in ("T1", "T2", "T3", "T5") for e in log.table_events(t)]
    assert result.written == len(lines) == len(expected)
    by_seq = {json.loads(line)["seq"]: line for line in lines}
    texts = {line[line.index('"event":') + 8:-1] for line in by_seq.values()}
    assert texts == {e.to_json() for e in expected}  # byte for byte, escapes included
    assert json.loads(by_seq[min(by_seq)])["at"] == "2026-09-21T14:15:20.000Z"


def test_phh_export_skips_banked_games_and_parses_as_toml(golden_log: Path,
                                                         tmp_path: Path) -> None:
    out = tmp_path / "hands.phhs"
    result = export_log(golden_log, "phh", out)
    assert (result.written, result.skipped) == (4, 1)  # T3 skipped; T5 has no poker events
    hands = tomllib.loads(out.read_text(encoding="utf-8"))
    assert [hands[k]["variant"] for k in sorted(hands)] == ["FT", "F7S", "FT", "FT"]
    assert hands["2"]["bring_in"] == 3 and hands["2"]["antes"] == [1, 1, 1]


def test_filters_select_by_table_game_and_time(golden_log: Path, tmp_path: Path) -> None:
    def hands(**filters: str) -> int:
        return export_log(golden_log, "csv", tmp_path / "f.csv", **filters).written

    assert hands(table="T2") == 1
    assert hands(game="holdem") == 3
    assert hands(game="holdem", table="T3") == 0
    start = START_MS + 60_000 * 7  # between hand 1 of T2 and the seat change
    assert hands(start="2026-09-21T14:20:30Z") == 4 == hands(start=_iso(start))
    assert hands(end="2026-09-21T14:20:30+00:00") == 2
    assert hands(start="2026-09-21", end="2026-09-21") == 6
    assert hands(start="2026-09-22") == 0
    assert export_log(golden_log, "jsonl", tmp_path / "f.jsonl", game="stud").written == len(
        stud_hand(1))


def _iso(ms: int) -> str:
    from dealer_assist.storage.times import iso_utc
    return iso_utc(ms)


@pytest.mark.parametrize(("filters", "message"), [
    ({"start": "yesterday"}, "--from 'yesterday' is not a date"),
    ({"end": "2026-02-30"}, "--to '2026-02-30' is not a date"),
    ({"table": "T99"}, "unknown table 'T99'; the log has: T1, T2, T3, T5"),
    ({"game": "razz"}, "unknown game 'razz'; the log has: holdem, pai_gow, stud, three_card_poker"),
    ({"start": "2026-10-01", "end": "2026-09-01"}, "is not before --to"),
])
def test_bad_filters_are_refused_clearly(golden_log: Path, tmp_path: Path,
                                         filters: dict[str, str], message: str) -> None:
    with pytest.raises(FilterError, match=message.replace("(", r"\(")):
        export_log(golden_log, "csv", tmp_path / "x.csv", **filters)
    assert not (tmp_path / "x.csv").exists()


def test_progress_reports_and_cancel_leaves_no_file(tmp_path: Path) -> None:
    path = tmp_path / "many.db"
    with EventStore.open(path, clock=TickingClock()) as log:
        log.append("T1", table_setup("T1"))
        log.append("T1", [e for n in range(1, 2501) for e in holdem_hand(n)])
    seen: list[tuple[int, int]] = []
    export_log(path, "csv", tmp_path / "ok.csv", progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (2500, 2500) and len(seen) >= 3
    for fmt in ("csv", "jsonl", "phh"):
        out = tmp_path / f"cancelled.{fmt}"
        with pytest.raises(ExportCancelled):
            export_log(path, fmt, out, cancel=lambda: True)
        assert list(tmp_path.glob("cancelled*")) == []


def test_export_memory_does_not_grow_with_the_log(tmp_path: Path) -> None:
    """Four times the hands, about the same peak: a few MB of read-ahead and caches at most,
    where holding the larger log's 72,000 extra rows would take tens of MB."""
    peaks: dict[tuple[int, str], int] = {}
    for count in (600, 2400):
        path = tmp_path / f"m{count}.db"
        with EventStore.open(path, clock=TickingClock()) as log:
            log.append("T1", table_setup("T1"))
            log.append("T1", [e for n in range(1, count + 1) for e in holdem_hand(n)])
        for fmt in ("csv", "jsonl", "phh"):
            export_log(path, fmt, tmp_path / "warm-up")  # first-use caches are not the log's
            tracemalloc.start()
            export_log(path, fmt, tmp_path / f"m{count}.{fmt}")
            peaks[count, fmt] = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
    for fmt in ("csv", "jsonl", "phh"):
        growth = peaks[2400, fmt] - peaks[600, fmt]
        assert growth < 4 * 1024 * 1024, (fmt, peaks[600, fmt], peaks[2400, fmt])


def test_LC_88d_a_seat_swap_moves_both_players_in_the_export(tmp_path: Path) -> None:
    """LC-88d: after a swap the export names each player in his new seat."""
    from dealer_assist.engine.seat_dues import SeatsSwapped

    path = tmp_path / "swap.db"
    with EventStore.open(path, clock=TickingClock(step=60_000)) as log:
        log.append("T1", table_setup("T1"))
        log.append("T1", holdem_hand(1))
        log.append("T1", [SeatsSwapped(2, 5)])
        log.append("T1", holdem_hand(2))
    out = tmp_path / "hands.csv"
    export_log(path, "csv", out)
    rows = list(csv.DictReader(out.open(encoding="utf-8-sig")))
    assert "2 bob" in rows[0]["seats"] and "5 ed" in rows[0]["seats"]
    assert "2 ed" in rows[1]["seats"] and "5 bob" in rows[1]["seats"]
