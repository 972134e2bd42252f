"""The room's texts reach the floor in its language (issue 20): every refusal, result and prompt
of the room operations (room_ops) is a ``msg(...)`` with a stable ID in the engine catalogue,
never an f-string a translation could not reorder; the rule IDs stay outside the words."""

from __future__ import annotations

import ast
import datetime as dt
from pathlib import Path

from dealer_assist.messages import Message
from dealer_assist.room.floor_feed import StationDecision, TableSummary
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.prompts import Prompt
from dealer_assist.ui import engine_catalogue

ROOM_OPS = Path(engine_catalogue.PACKAGE) / "room_ops"


def _english(node: ast.AST | None) -> bool:
    """An f-string, or a literal with words (a sentence), where a Message belongs."""
    if isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value


def test_no_room_operation_says_a_sentence_from_an_f_string() -> None:
    """RoomRefusal's text, a Prompt's text and what a board handler returns (board.py,
    board_seats.py) are msg(...)."""
    found = []
    for path in sorted(ROOM_OPS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            said = None
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                if node.func.id == "RoomRefusal" and node.args:
                    said = node.args[0]
                elif node.func.id == "Prompt" and len(node.args) > 2:
                    said = node.args[2]
            elif isinstance(node, ast.Return) and path.name in ("board.py", "board_seats.py"):
                said = node.value
            if _english(said):
                found.append(f"{path.name}:{node.lineno}")  # type: ignore[attr-defined]
    assert found == []


def test_the_room_operations_texts_are_in_the_catalogue() -> None:
    ids = engine_catalogue.catalogue()
    room = {i for i in ids if i.startswith("room.")}
    assert len(room) > 150
    assert ids["room.refusal.cited"] == "{text} ({rule_ids})"
    assert any("has not reported to the floor yet" in ids[i] for i in room)


def test_a_room_refusal_is_the_old_english_with_its_rules_as_a_parameter() -> None:
    refusal = RoomRefusal(Message("room.x", "{player} is not away", player="ann"), "LC-99",
                          "LC-97")
    assert str(refusal) == "ann is not away (LC-99, LC-97)"
    said = refusal.args[0]
    assert isinstance(said, Message) and said.params["rule_ids"] == "LC-99, LC-97"
    assert "LC-" not in said.template
    assert str(RoomRefusal(Message("room.y", "plain"))) == "plain"


def test_the_room_link_and_a_decisions_outcome_are_messages() -> None:
    now = dt.datetime.now(dt.UTC)
    summary = TableSummary("T1", 1, online=True, behind=3)
    light, words = summary.link(now, 300)
    assert (light, words) == ("warn", "3 behind") and isinstance(words, Message)
    line = StationDecision(1, "T1", 2, "confirmed", "Fay", "refused", "no such hand").line()
    assert line == "Ruling 2 at T1 confirmed by Fay: REFUSED by the table: no such hand"
    assert isinstance(line, Message) and isinstance(line.params["decision"], Message)
    assert isinstance(Prompt("T1", "ann", Message("room.z", "due"), ("LC-99",)).text, Message)
