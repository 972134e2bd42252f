"""docs/where-to-add.md is followed as written (issue 22): in a copy of the package, a toy
irregularity is added by its one catalogue entry and a toy event type by its module and one
line in the composition; a fresh program then reports, confirms and replays them."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "where-to-add.md"

TOY_ENTRY = '''
FLOOR = (*FLOOR, entry(
    "toy_card_flashed", "Toy: a card flashed on purpose", ("LC-9",),
    ("Which seat flashed it?",), "The hand is dead.", ("Floor kills the hand",),
    games="all", support="corrected", stages=("deal", "play"), correction="kill"))
'''

TOY_EVENTS = '''"""A toy event type, added as docs/where-to-add.md says."""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.engine.events import event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.table_view import TableRule, TableView


@dataclass(slots=True)
class ToyState:
    noted: list[int] = field(default_factory=list)


@event
class ToyNoted(TableRule):
    type = "toy_noted"
    seat: int

    def verify_on(self, table: TableView) -> None:
        if table.hand is None or self.seat not in table.hand.in_hand:
            raise Refusal(f"seat {self.seat} has no live hand (toy rule)")

    def apply_on(self, table: TableView) -> None:
        table.notes.get(ToyState).noted.append(self.seat)
'''

PROGRAM = '''
import dealer_assist.composition as composition
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import (
    CardDealt, PlayerSeated, TableConfigured, event_from_json)
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Table
from dealer_assist.irregularities import confirm, report
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.irregularities.toy_fix import ToyNoted, ToyState

config = GameConfig(small_bet=3, big_bet=6, blinds=(Blind("small_blind", 1), Blind("big_blind", 3)))
s = TableSession(config)
s.run([TableConfigured("T", "TEST", config.game, "3-6", 10, config.to_json())])
s.run([PlayerSeated(n, f"P{n}", 100, "deal_now") for n in range(1, 5)])
s.commit(s.start_hand())
s.commit(s.post_blinds())
s.commit([CardDealt(seat) for _ in range(2) for seat in (2, 3, 4, 1)])
assert get("toy_card_flashed").correction == "kill"
events = report(s, "toy_card_flashed", seat=4)
s.commit(events)
s.commit(confirm(s, events[0].ruling, "Floor Fran"))
assert 4 not in s.hand.in_hand, "the toy entry's correction killed seat 4"
toy = event_from_json(ToyNoted(2).to_json())
s.commit([toy])
assert s.table.notes.peek(ToyState).noted == [2]
again = Table()
again.apply_all(event_from_json(e.to_json()) for e in s.table.history)
assert again.notes.peek(ToyState).noted == [2] and 4 not in again.hand.in_hand
assert "toy_noted" in composition.event_types()
print("ok")
'''


def _files(section: str) -> list[str]:
    """The files a section of docs/where-to-add.md names (in backquotes, with a slash)."""
    text = DOC.read_text(encoding="utf-8")
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"`(dealer_assist/[\w/<>.]+|tests/[\w/<>.]+)`", body)


def test_the_documented_files_exist() -> None:
    named = _files("An irregularity") + _files("An event type")
    assert "dealer_assist/rules/irregularities/flop.py" in named
    assert "dealer_assist/composition.py" in named
    for name in named:
        if "<" not in name:
            assert (ROOT / name).exists(), f"docs/where-to-add.md names a missing file: {name}"


@pytest.mark.slow
def test_a_toy_irregularity_and_event_type_added_as_documented(tmp_path: Path) -> None:
    package = tmp_path / "dealer_assist"
    shutil.copytree(ROOT / "dealer_assist", package,
                    ignore=shutil.ignore_patterns("__pycache__", "ui", "resources"))
    # An irregularity, step 1: one entry in the section's data file; nothing else lists it.
    floor = package / "rules" / "irregularities" / "floor.py"
    floor.write_text(floor.read_text(encoding="utf-8") + TOY_ENTRY, encoding="utf-8")
    # An event type, step 1: the module of its concern; step 2: one line in the composition.
    (package / "irregularities" / "toy_fix.py").write_text(TOY_EVENTS, encoding="utf-8")
    composition = package / "composition.py"
    text = composition.read_text(encoding="utf-8")
    text = text.replace("from dealer_assist.irregularities import events as correction_events\n",
                        "from dealer_assist.irregularities import events as correction_events\n"
                        "from dealer_assist.irregularities import toy_fix\n")
    text = text.replace("    stud_fixes,\n)", "    stud_fixes,\n    toy_fix,\n)")
    composition.write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(tmp_path)}, cwd=tmp_path,
                          check=False)
    assert done.stdout.strip() == "ok", done.stderr[-3000:]
