"""No import circles among the engine's modules (issue 22), not even hidden ones: every
``import`` counts, at the top of a module, inside a function or under ``TYPE_CHECKING``; the
banked games (engine/games/banked) are part of the engine here. The engine also never imports
a module by name (``importlib``), which would dodge this check."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "dealer_assist"
ENGINE = "dealer_assist.engine"


def _modules(root: Path) -> dict[str, Path]:
    found = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _imports(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """Every module ``name`` imports, wherever the import statement sits."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            submodules = [f"{module}.{a.name}" for a in node.names if f"{module}.{a.name}" in known]
            yield from submodules  # ``from package import module``
            if len(submodules) < len(node.names):  # a name defined by the module itself
                yield module


def import_graph(prefix: str) -> dict[str, set[str]]:
    """Module -> the modules under ``prefix`` it imports."""
    known = _modules(PACKAGE)

    def inside(module: str) -> bool:
        return module.startswith(prefix)

    return {
        name: {m for m in _imports(name, path, known) if m in known and inside(m) and m != name}
        for name, path in known.items()
        if inside(name)
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_engine_has_no_import_circles() -> None:
    graph = import_graph(ENGINE)
    assert len(graph) > 30  # the walk found the engine's modules
    assert cycles(graph) == []


@pytest.mark.parametrize("package", ["irregularities", "storage", "rules", "evaluation", "devices"])
def test_the_packages_below_the_ui_have_no_import_circles(package: str) -> None:
    graph = import_graph(f"dealer_assist.{package}")
    assert graph
    assert cycles(graph) == []


def test_the_engine_imports_nothing_by_name() -> None:
    """The composition (dealer_assist/composition.py) knows every event module; the pure
    engine never loads one by its name."""
    by_name = [
        name for name in import_graph(ENGINE) if "importlib" in _modules(PACKAGE)[name].read_text()
    ]
    assert by_name == []


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        ({"a": {"b"}, "b": {"a"}, "c": set()}, [["a", "b"]]),
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, [["a", "b", "c"]]),
        ({"a": {"b"}, "b": set()}, []),
    ],
)
def test_the_circle_finder_finds_circles(
    graph: dict[str, set[str]], expected: list[list[str]]
) -> None:
    assert cycles(graph) == expected


def test_a_function_level_import_counts(tmp_path: Path) -> None:
    """A lazy import inside a function is an import: the walk sees it."""
    module = tmp_path / "lazy.py"
    module.write_text("def f():\n    from dealer_assist.engine import table\n", encoding="utf-8")
    found = set(_imports("dealer_assist.engine.lazy", module, _modules(PACKAGE)))
    assert "dealer_assist.engine.table" in found
