"""Every user-visible string of the screens goes through the translation catalogue: an AST walk
of dealer_assist/ui fails on a string literal (or f-string with words) handed straight to a
label, a button, a window title, a tool tip, a list item or a prompt. Rule IDs, card codes and
symbols need no translation and pass.

What it adds to test_every_literal's wider walk, at the sinks alone: a text handed to the screen
can never be excused by an ``# i18n:`` comment (what a label shows is shown), a single word
counts ("floor", "hand"), and the shown text is followed through ``"…".format(...)``, a
``sep.join(...)`` of literals or f-strings and a ``.get(key, "default")`` (calls the wider walk
lets pass as plumbing)."""

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
PASSED_ON = {"format", "join", "get"}
"""Calls whose result shows their receiver's or arguments' words (followed for files done)."""


def words(node: ast.expr, follow: bool = False) -> str | None:
    """The words a literal shows, or None when it shows none (or is not a literal); with
    ``follow``, also through the calls of :data:`PASSED_ON`."""
    if follow and isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr in PASSED_ON:
        return _passed_on(node, node.func.attr)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    elif isinstance(node, ast.IfExp):
        return words(node.body, follow) or words(node.orelse, follow)
    elif isinstance(node, ast.BinOp):
        return words(node.left, follow) or words(node.right, follow)
    else:
        return None
    return None if ALLOWED.fullmatch(text.strip()) else text


def _passed_on(node: ast.Call, how: str) -> str | None:
    func = node.func
    assert isinstance(func, ast.Attribute)
    if how == "format":
        return words(func.value, True)
    if how == "get":
        return words(node.args[1], True) if len(node.args) > 1 else None
    shown = node.args[0] if node.args else None  # join: the items, not the separator
    if isinstance(shown, (ast.List, ast.Tuple)):
        return next((w for e in shown.elts if (w := words(e, True)) is not None), None)
    if isinstance(shown, (ast.ListComp, ast.GeneratorExp)):
        return words(shown.elt, True)
    return None


def unwrapped(source: str, name: str, follow: bool = True) -> list[str]:
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
                  if (text := words(arg, follow)) is not None]
    return found


def test_no_user_visible_literal_escapes_the_catalogue() -> None:
    """Every file of the screens, the calls passed on followed."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        rel = str(path.relative_to(UI))
        if path.name not in NOT_SCREENS:
            found += unwrapped(path.read_text(encoding="utf-8"), rel)
    assert found == [], "\n".join(found)


def test_the_walk_finds_what_it_should() -> None:
    """The test's own edges: a plain literal, an f-string, a conditional are caught; tr(...),
    a rule ID, a card code and a symbol are not."""
    caught = unwrapped('QLabel("Seat open")\nb.setText(f"Seat {n} acts")\n'
                       'w.setToolTip("a" if x else "Floor")\n', "x.py")
    assert [c.split(":")[1] for c in caught] == ["1", "2", "3"]
    assert unwrapped('QLabel(tr("NOW"))\nb.setText("LC-110")\nc.setText("As")\n'
                     'd.setText("·")\ne.setText(name)\n', "x.py") == []


def test_the_sinks_follow_format_join_and_get_and_take_no_excuse() -> None:
    """Beyond test_every_literal: a format's template, the items of a join, a get's default,
    a single word and a literal with an ``# i18n:`` comment are all caught at a sink; a
    translated template, a join's separator and tr() items are not."""
    caught = unwrapped('a.setText("Seat {n}".format(n=1))\n'
                       'b.setText("\\n".join([f"Seat {s}" for s in seats]))\n'
                       'c.setText(", ".join(("Seat open", x)))\n'
                       'd.setText(WORDS.get(k, "Banker"))\n'
                       'e.setText("floor")\n'
                       'f.setText("Seat open")  # i18n: nowhere\n', "x.py")
    assert [c.split(":")[1] for c in caught] == ["1", "2", "3", "4", "5", "6"]
    assert unwrapped('a.setText(tr("Seat {n}").format(n=1))\n'
                     'b.setText("\\n".join(tr(x) for x in xs))\n'
                     'c.setText(", ".join(names))\n'
                     'd.setText(WORDS.get(k, k))\n', "x.py") == []
