"""Every bad input to ``dealer-assist replay`` gets one clear line naming the file, the line and
the field, and a non-zero exit; never a traceback, never exit 0 for something out of range
(issue 16). Driven through the real command line (``cli.main``), on real files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_assist.cli import main
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.input_checks import KNOWN_GAMES, MAX_CHIPS
from dealer_assist.rules import GameId

RULES = GameConfig().to_json()


def table(**changes: object) -> dict[str, object]:
    event: dict[str, object] = {"type": "table_configured", "v": 1, "table": "T1",
                                "house": "LC_LOW", "game": "holdem", "limit": "3-6",
                                "seats": 9, "rules": RULES}
    event.update(changes)
    return {k: v for k, v in event.items() if v is not ...}


def seated(**changes: object) -> dict[str, object]:
    event: dict[str, object] = {"type": "player_seated", "v": 1, "seat": 1, "player": "Ana",
                                "stack": 200, "entry": "deal_now"}
    event.update(changes)
    return event


def rules(**changes: object) -> str:
    data = json.loads(RULES)
    data.update(changes)
    return json.dumps(data)


def replay(tmp_path: Path, capsys: pytest.CaptureFixture[str], *lines: str | bytes,
           phh: bool = False) -> tuple[int, str]:
    path = tmp_path / ("hand.phh" if phh else "events.jsonl")
    path.write_bytes(b"\n".join(x if isinstance(x, bytes) else x.encode("utf-8", "surrogatepass")
                                for x in lines) + b"\n")
    code = main(["replay", *(["--phh"] if phh else []), str(path)])
    out, err = capsys.readouterr()
    return code, out + err


def test_the_valid_lines_used_below_are_accepted(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = replay(tmp_path, capsys, json.dumps(table()), json.dumps(seated()),
                       json.dumps(table(seats=2)), json.dumps(table(seats=10)),
                       json.dumps(seated(seat=2, player="Zoë O'Neil", stack=MAX_CHIPS)))
    assert code == 0, out


BAD_EVENT_LINES = {
    "v missing": (table(v=...), "missing field 'v'"),
    "v zero": (table(v=0), "table_configured.v: 0 is not a schema version"),
    "v negative": (table(v=-1), "table_configured.v: -1 is not a schema version"),
    "v text": (table(v="1"), "table_configured.v: '1' is not a schema version"),
    "seats -3": (table(seats=-3), "table_configured.seats: -3 is out of range"),
    "seats 0": (table(seats=0), "table_configured.seats: a table has 2 to 10 seats, not 0"),
    "seats 1": (table(seats=1), "a table has 2 to 10 seats, not 1"),
    "seats 11": (table(seats=11), "a table has 2 to 10 seats, not 11"),
    "seats 10^9": (table(seats=10**9), "a table has 2 to 10 seats, not 1000000000"),
    "game chess": (table(game="chess"), "table_configured.game: 'chess' is not a game"),
    "rules {}": (table(rules="{}"), "table_configured.rules: missing game rule(s) game"),
    "rules list": (table(rules="[1, 2]"), "rules: the rules are a JSON object"),
    "rules not JSON": (table(rules="{"), "table_configured.rules: not JSON"),
    "blind x": (table(rules=rules(blinds=[{"kind": "small_blind", "amount": "x"}])),
                "rules: blinds: amount: expected a whole number, got 'x'"),
    "negative big_bet": (table(rules=rules(big_bet=-6)), "rules: big_bet: -6 is out of range"),
    "rules chess": (table(rules=rules(game="chess")), "rules: game: 'chess' is not a game"),
    "structure": (table(rules=rules(structure="pot_limit")), "rules: structure: 'pot_limit'"),
    "chip unit 0": (table(rules=rules(chip_unit=0)), "rules: chip_unit: must be at least 1"),
    "rule_ids list": (table(rules=rules(rule_ids=["LC-67"])),  # found by tests/fuzz
                      "rules: rule_ids: expected a JSON object"),
    "stack 10^30": (seated(stack=10**30), "player_seated.stack: a 31-digit number is out of "
                                          "range for a chip amount (0 to 1,000,000,000)"),
    "stack negative": (seated(stack=-5), "player_seated.stack: -5 is out of range"),
    "stack float": (seated(stack=1.5), "player_seated.stack: expected a whole number"),
    "name NUL": (seated(player="An\x00a"), "player_seated.player: has the control character "
                                           "U+0000"),
    "name escape": (seated(player="\x1b[2JAna"), "has the control character U+001B"),
    "name newline": (seated(player="Ana\nBen"), "has the control character U+000A"),
    "name DEL": (seated(player="Ana\x7f"), "has the control character U+007F"),
    "name C1": (seated(player="Ana\x85"), "has the control character U+0085"),
    "name surrogate": (seated(player="An\ud800a"), "has a lone surrogate U+D800"),
    "seat 10^30": (seated(seat=10**30), "player_seated.seat: a 31-digit number is out of range"),
}


@pytest.mark.parametrize("case", sorted(BAD_EVENT_LINES))
def test_replay_refuses_each_bad_event_line_naming_file_line_and_field(
        case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    event, words = BAD_EVENT_LINES[case]
    first = table() if event.get("type") == "player_seated" else seated()
    lines = [json.dumps(first), json.dumps(event, ensure_ascii=True)]
    code, out = replay(tmp_path, capsys, *lines)
    assert code == 1, out
    error = [x for x in out.splitlines() if x.startswith("dealer-assist replay:")]
    assert len(error) == 1 and "events.jsonl, line 2: " in error[0], out
    assert words in error[0], error[0]
    assert "Traceback" not in out


RAW_LINES = {
    "non-UTF-8": (b'{"type":"player_seated","v":1,"seat":1,"player":"\xff","stack":5}',
                  "line 2: not UTF-8 text (byte 0xff)"),
    "5,000 digits": (b'{"type":"player_seated","v":1,"seat":1,"player":"A","stack":'
                     + b"9" * 5000 + b"}", "line 2: not usable JSON: Exceeds the limit"),
    "100,000 deep": (b"[" * 100_000 + b"]" * 100_000, "line 2: not usable JSON: nested too "
                                                     "deeply"),
    "deep object": (b'{"a":' * 100_000 + b"1" + b"}" * 100_000, "line 2: not usable JSON"),
    "not an object": (b"[1, 2]", "line 2: an event is a JSON object"),
}


@pytest.mark.parametrize("case", sorted(RAW_LINES))
def test_replay_refuses_unreadable_lines_without_a_traceback(
        case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    raw, words = RAW_LINES[case]
    code, out = replay(tmp_path, capsys, json.dumps(table()).encode(), raw)
    assert code in (1, 2) and words in out and "events.jsonl" in out, out[:500]
    assert "Traceback" not in out


@pytest.mark.parametrize(("config", "words"), [
    ("[]", "banked rules are a JSON object"),
    ('{"pay_tables": {"pair_plus": {"pair": [Infinity, 1]}}}', "OverflowError"),  # tests/fuzz
])
def test_banked_rules_that_cannot_be_read_are_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], config: str, words: str) -> None:
    opened = {"type": "banked_table_opened", "v": 1, "table": "B1", "house": "CG",
              "game": "pai_gow", "config": config, "at": 0}
    code, out = replay(tmp_path, capsys, json.dumps(opened))
    assert code == 1 and words in out and "line 1" in out, out
    assert "Traceback" not in out


PHH_HEAD = 'variant = "NT"\nmin_bet = 2\nblinds_or_straddles = [1, 2]\n'
BAD_PHH = {
    "no starting_stacks": (PHH_HEAD + "actions = []\n", "starting_stacks: missing"),
    "inf stacks": (PHH_HEAD + "starting_stacks = [inf, 200]\n", "starting_stacks: inf is not"),
    "nan stacks": (PHH_HEAD + "starting_stacks = [nan, 200]\n", "starting_stacks: nan is not"),
    "huge stack": (PHH_HEAD + f"starting_stacks = [{10**30}, 200]\n", "out of range"),
    "negative": (PHH_HEAD + "starting_stacks = [-1, 200]\n", "starting_stacks: -1 is out"),
    "text stack": (PHH_HEAD + 'starting_stacks = ["x", 200]\n', "expected a chip amount"),
    "one player": ('variant = "NT"\nmin_bet = 2\nstarting_stacks = [200]\n', "1 players"),
    "blinds count": (PHH_HEAD.replace("[1, 2]", "[1, 2, 3]") + "starting_stacks = [9, 9]\n",
                     "blinds_or_straddles: 3 values for 2 players"),
    "inf min_bet": (PHH_HEAD.replace("min_bet = 2", "min_bet = inf")
                    + "starting_stacks = [9, 9]\n", "min_bet: inf is not a chip amount"),
    "NUL name": (PHH_HEAD + 'starting_stacks = [9, 9]\nplayers = ["a\\u0000", "b"]\n',
                 "players: has the control character U+0000"),
    "not TOML": ("starting_stacks = [\n", "cannot read PHH"),
    # the next three were found by tests/fuzz (IndexError in the reader before)
    "odd cards": (PHH_HEAD + "starting_stacks = [9, 9]\nactions = ['d dh p1 7s4']\n",
                  "actions[0] 'd dh p1 7s4': '7s4' is not a run of two-character cards"),
    "bare dealer": (PHH_HEAD + "starting_stacks = [9, 9]\nactions = ['d']\n",
                    "actions[0] 'd': a dealing line is"),
    "bare player": (PHH_HEAD + "starting_stacks = [9, 9]\nactions = ['p1']\n",
                    "actions[0] 'p1': a player's line is"),
    "cbr amount": (PHH_HEAD + "starting_stacks = [9, 9]\nactions = ['p1 cbr x']\n",
                   "'cbr' needs the amount"),
    "deep TOML": ("x = " + "[" * 100_000 + "]" * 100_000 + "\n", "cannot read PHH"),
}


@pytest.mark.parametrize("case", sorted(BAD_PHH))
def test_replay_phh_refuses_bad_files_naming_the_field(
        case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text, words = BAD_PHH[case]
    code, out = replay(tmp_path, capsys, text.encode(), phh=True)
    assert code == 1 and words in out and "hand.phh" in out, out[:500]
    assert "Traceback" not in out


def test_phh_non_utf8_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = replay(tmp_path, capsys, b'variant = "NT"\n# \xff\n', phh=True)
    assert code == 1 and "cannot read PHH" in out, out


def test_known_games_are_the_profiles_games() -> None:
    assert {str(g) for g in GameId} == KNOWN_GAMES


def test_a_bad_line_through_the_installed_command_line(tmp_path: Path) -> None:
    """The same refusal from a separate process: one line on stderr, exit 1, no traceback."""
    path = tmp_path / "events.jsonl"
    path.write_text(json.dumps(table(seats=0)) + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "replay", str(path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.strip() == (f"dealer-assist replay: {path}, line 1: table_configured."
                                   "seats: a table has 2 to 10 seats, not 0")


def test_replay_refuses_a_ruling_on_an_irregularity_the_catalogue_does_not_have(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A forged or mistyped ruling line: refused by the table, naming the ID (it crashed the
    procedure with a KeyError traceback before)."""
    path = tmp_path / "events.jsonl"
    ruling = {"type": "ruling_proposed", "v": 1, "ruling": 1, "irregularity": "no_such_thing",
              "rule_ids": ["LC-1"], "detail": "x"}
    path.write_text(json.dumps(table()) + "\n" + json.dumps(ruling) + "\n", encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "line 2" in err and "'no_such_thing', which is not in the irregularities" in err
