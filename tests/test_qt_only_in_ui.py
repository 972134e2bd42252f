"""Qt lives in ui/ and app.py only (ARCHITECTURE.md): a command, the room or the engine that
imports PySide6, even inside a function, is found here by name."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dealer_assist"


def _qt_importers() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.startswith("ui/") or rel == "app.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(n == "PySide6" or n.startswith("PySide6.") for n in names):
                found.append(f"{rel}:{node.lineno}")
    return found


def test_no_module_outside_ui_and_app_imports_qt() -> None:
    assert _qt_importers() == []
