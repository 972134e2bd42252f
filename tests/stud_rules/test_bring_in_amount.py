"""K22 / CG-STD-04 / LC-GL-09: the stud bring-in is a forced bet, $1 at the least ($1 at 4-8 in
the catalogue). A $0 bring-in is refused where a table is set up, by the engine, and by the PHH
reader; the PHH writer never exports one (``tests/storage/test_phh.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.engine import phh
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import HandStarted
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hands import new_hand
from dealer_assist.engine.session import session_for

ROOM = """\
base = "CG"

[games.stud.limits."4-8"]
structure = "fixed"
ante = 1
bring_in_min = {bring_in}
bring_in_max = 4
completion = 4
chip_unit = 1
chip_denominations = [1, 5]
collection = 0
time_collection = "none"
buy_in_min = 40
buy_in_max = "none"
"""


def test_K22_a_house_room_with_a_zero_bring_in_cannot_open_a_stud_table(tmp_path: Path) -> None:
    room = tmp_path / "room.toml"
    room.write_text(ROOM.format(bring_in=0), encoding="utf-8")
    with pytest.raises(Refusal, match=r"bring-in of \$0 is not a bet.*K22"):
        session_for(room, "stud", "4-8")
    room.write_text(ROOM.format(bring_in=1), encoding="utf-8")
    assert session_for(room, "stud", "4-8").table.config.bring_in == 1  # the edge: $1 opens


def test_K22_the_engine_refuses_a_stud_hand_with_a_zero_bring_in() -> None:
    started = HandStarted(1, 3, (1, 2, 3), 4, 8)
    stacks = {1: 50, 2: 50, 3: 50}
    with pytest.raises(Refusal, match="K22"):
        new_hand(GameConfig(game="stud", blinds=(), ante=1, bring_in=0), started, stacks, [])
    hand = new_hand(GameConfig(game="stud", blinds=(), ante=1, bring_in=1), started, stacks, [])
    assert hand.config.bring_in == 1


@pytest.mark.parametrize("bring_in", [None, 0, -1])
def test_K22_a_phh_stud_hand_without_a_bring_in_is_refused(bring_in: int | None) -> None:
    data: dict[str, object] = {"variant": "F7S", "antes": [1, 1], "small_bet": 4, "big_bet": 8,
                               "starting_stacks": [50, 50], "actions": []}
    if bring_in is not None:
        data["bring_in"] = bring_in
    # a negative amount is refused first by the reader's input checks (issue 16), in their words
    words = "out of range for a chip amount" if bring_in == -1 else "bring-in of at least 1"
    with pytest.raises(phh.PHHError, match=words):
        phh.from_mapping(data)
