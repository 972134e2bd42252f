"""No import circles inside ``engine/games/banked`` (issue 22): every import counts, the ones
inside functions and under ``TYPE_CHECKING`` too, so a circle cannot hide behind a lazy import.

The graph is read from the source with :mod:`ast`; ``from package import module`` is an edge to
the module. The test also proves that its finder finds a circle, on a small package it writes.
"""

from __future__ import annotations

import ast
from pathlib import Path

import dealer_assist.engine.games.banked as banked

PACKAGE = "dealer_assist.engine.games.banked"


def import_graph(folder: Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports, anywhere in its source."""
    modules = {p.stem: p for p in folder.glob("*.py")}
    names = {(f"{package}.{stem}" if stem != "__init__" else package): path
             for stem, path in modules.items()}
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module is not None and not node.level:
                base = node.module
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in names else base
                           for a in node.names]
            edges |= {t for t in targets if t in names and t != name}
        graph[name] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle per strongly connected group of modules (Tarjan), shortest names first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_banked_package_has_no_import_circle() -> None:
    folder = Path(banked.__file__).parent
    graph = import_graph(folder, PACKAGE)
    assert len(graph) > 20  # the whole package was read
    assert cycles(graph) == []


def test_the_finder_sees_a_circle_hidden_in_a_function(tmp_path: Path) -> None:
    pkg = tmp_path / "toy"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from toy.b import thing\n")
    (pkg / "b.py").write_text("def thing():\n    from toy import c\n    return c\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                              "    from toy.a import x\n")
    (pkg / "d.py").write_text("import toy.a\n")
    assert cycles(import_graph(pkg, "toy")) == [["toy.a", "toy.b", "toy.c"]]
