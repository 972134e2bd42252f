"""Every user-visible string of the screens goes through the translation catalogue: an AST walk
of dealer_assist/ui fails on a string literal (or f-string with words) handed straight to a
label, a button, a window title, a tool tip, a list item or a prompt. Rule IDs, card codes and
symbols need no translation and pass."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import dealer_assist.ui

UI = Path(dealer_assist.ui.__file__).parent
SINK_CALLS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QToolButton",
              "ElidedLabel", "touch_button"}
SINK_METHODS = {"setText", "setWindowTitle", "setToolTip", "addItem", "addItems",
                "setPlaceholderText", "addTab", "setTabText", "setTitle", "setStatusTip",
                "show_notice", "show_refusal", "ask", "_add", "add_key", "_event", "ask_buy_in"}
ALLOWED = re.compile(r"[A-Z]{1,4}(-[A-Z0-9]+)+(\.s\d+)?|[2-9TJQKA][cdhs]|[^A-Za-z]*")
"""Rule IDs (LC-110, CG-3CP-05), card codes (As, Td) and text without words ("$", "·")."""
NOT_SCREENS = {"engine_texts.py", "engine_catalogue.py", "i18n.py"}


def words(node: ast.expr) -> str | None:
    """The words a literal shows, or None when it shows none (or is not a literal)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    elif isinstance(node, ast.IfExp):
        return words(node.body) or words(node.orelse)
    elif isinstance(node, ast.BinOp):
        return words(node.left) or words(node.right)
    else:
        return None
    return None if ALLOWED.fullmatch(text.strip()) else text


def unwrapped(source: str, name: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        called = (func.id if isinstance(func, ast.Name) else
                  func.attr if isinstance(func, ast.Attribute) else "")
        if called not in SINK_CALLS and called not in SINK_METHODS:
            continue
        shown = [node.args[0]] if node.args else []
        shown += [k.value for k in node.keywords if k.arg in ("text", "title")]
        found += [f"{name}:{node.lineno}: {called}({text!r})" for arg in shown
                  if (text := words(arg)) is not None]
    return found


def test_no_user_visible_literal_escapes_the_catalogue() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        if path.name not in NOT_SCREENS:
            found += unwrapped(path.read_text(encoding="utf-8"), str(path.relative_to(UI)))
    assert found == [], "\n".join(found)


def test_the_walk_finds_what_it_should() -> None:
    """The test's own edges: a plain literal, an f-string, a conditional are caught; tr(...),
    a rule ID, a card code and a symbol are not."""
    caught = unwrapped('QLabel("Seat open")\nb.setText(f"Seat {n} acts")\n'
                       'w.setToolTip("a" if x else "Floor")\n', "x.py")
    assert [c.split(":")[1] for c in caught] == ["1", "2", "3"]
    assert unwrapped('QLabel(tr("NOW"))\nb.setText("LC-110")\nc.setText("As")\n'
                     'd.setText("·")\ne.setText(name)\n', "x.py") == []
