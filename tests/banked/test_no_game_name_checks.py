"""No code outside a banked game's own module asks "is this game X?" (issue 22): what differs
between the banked games is the game's answer (:class:`BankedGame`), chosen once by the
registry. The test reads every module of ``dealer_assist`` and fails on a comparison of a
``.game`` (or a name ``game``) with a banked game's name."""

from __future__ import annotations

import ast
from pathlib import Path

import dealer_assist
from dealer_assist.engine.games.banked.registry import GAMES

ROOT = Path(dealer_assist.__file__).parent
ALLOWED = {ROOT / "engine" / "games" / "banked" / "registry.py"}


def _is_game(node: ast.expr) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "game") or (
        isinstance(node, ast.Name) and node.id == "game")


def _names(node: ast.expr) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return {e.value for e in node.elts
                if isinstance(e, ast.Constant) and isinstance(e.value, str)}
    return set()


def name_checks(source: str, filename: str) -> list[str]:
    """Each ``x.game == "pai_gow"`` (or ``in (...)``, ``!=``) comparing with a banked game."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        if any(_is_game(s) for s in sides) and set().union(*map(_names, sides)) & set(GAMES):
            found.append(f"{filename}:{node.lineno}")
    return found


def test_no_banked_game_name_checks_outside_the_registry() -> None:
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        if path not in ALLOWED:
            found += name_checks(path.read_text(), str(path.relative_to(ROOT)))
    assert found == []


def test_the_check_finds_a_name_check() -> None:
    code = ('if cfg.game == "pai_gow":\n    pass\n'
            'ok = game in ("hot_action_blackjack", "x")\n'
            'fine = cfg.game == "holdem"\n')
    assert name_checks(code, "toy.py") == ["toy.py:1", "toy.py:3"]
