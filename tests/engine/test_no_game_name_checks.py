"""No code outside a game's own definition asks "is this game X?" (issue 22).

What differs between games is the game's answer, decided once where the game is defined: a
banked game's :class:`BankedGame` (chosen by the banked registry), a flop or stud game's
:class:`GameShape` (hole cards, a board or none, exactly two hole cards, a bring-in; in
``engine/game_shapes.py``). The test reads every module of ``dealer_assist`` and fails on a
comparison of a game (``x.game``, a name ``game``, ``str(x.game)``, ``data["game"]``) with a
game's name, written out or through a module's own tuple of names."""

from __future__ import annotations

import ast
from pathlib import Path

import dealer_assist
from dealer_assist.engine.game_shapes import PROFILE_GAMES, SHAPES
from dealer_assist.engine.games.banked.registry import GAMES
from dealer_assist.rules.enums import GameId

ROOT = Path(dealer_assist.__file__).parent
ALLOWED = {ROOT / "engine" / "games" / "banked" / "registry.py",
           ROOT / "engine" / "game_shapes.py"}
NAMES = frozenset(GAMES) | frozenset(SHAPES) | frozenset(PROFILE_GAMES) | {str(g) for g in GameId}


def _is_game(node: ast.expr) -> bool:
    if isinstance(node, ast.Call) and len(node.args) == 1:  # str(rules.game)
        return _is_game(node.args[0])
    if isinstance(node, ast.Subscript):  # data["game"]
        key = node.slice
        return isinstance(key, ast.Constant) and key.value == "game"
    return (isinstance(node, ast.Attribute) and node.attr == "game") or (
        isinstance(node, ast.Name) and node.id == "game")


def _constants(tree: ast.Module) -> dict[str, ast.expr]:
    """The module's own ``NAME = (...)`` assignments, so a tuple of names is looked into."""
    return {t.id: node.value for node in tree.body if isinstance(node, ast.Assign)
            for t in node.targets if isinstance(t, ast.Name)}


def _names(node: ast.expr, consts: dict[str, ast.expr]) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Starred):
        return _names(node.value, consts)
    if isinstance(node, ast.Name) and node.id in consts:
        return _names(consts[node.id], {})
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return set().union(*(_names(e, consts) for e in node.elts))
    return set()


def name_checks(source: str, filename: str) -> list[str]:
    """Each ``x.game == "omaha"`` (or ``in (...)``, ``!=``) comparing with a game's name."""
    tree = ast.parse(source, filename)
    consts = _constants(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        if any(_is_game(s) for s in sides) and set().union(
                *(_names(s, consts) for s in sides)) & NAMES:
            found.append(f"{filename}:{node.lineno}")
    return found


def test_no_game_name_checks_outside_the_games_own_definitions() -> None:
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        if path not in ALLOWED:
            found += name_checks(path.read_text(), str(path.relative_to(ROOT)))
    assert found == []


def test_the_check_finds_a_name_check() -> None:
    """Banked and flop/stud names alike, written out, through ``str()``, a subscript or a
    module's tuple of names; a comparison of something else with a name is not one."""
    code = ('if cfg.game == "pai_gow":\n    pass\n'
            'ok = game in ("hot_action_blackjack", "x")\n'
            'fine = cfg.family == "holdem"\n'
            'if config.game == "stud":\n    pass\n'
            'if str(rules.game) in ("stud", "stud8"):\n    pass\n'
            'if data["game"] not in (*FLOPS, "x"):\n    pass\n'
            'FLOPS = ("holdem", "omaha")\n'
            'if args.game not in FLOPS:\n    pass\n'
            'same = cfg.game != other.game\n')
    assert name_checks(code, "toy.py") == [
        "toy.py:1", "toy.py:3", "toy.py:5", "toy.py:7", "toy.py:9", "toy.py:12"]


def test_the_check_finds_a_planted_check_in_the_engine() -> None:
    """Planting ``config.game == "omaha"`` back into the module that used it is caught."""
    path = ROOT / "engine" / "hand_values.py"
    planted = path.read_text() + '\n\ndef is_omaha(config):\n    return config.game == "omaha"\n'
    assert name_checks(planted, "engine/hand_values.py") != []
    assert name_checks(path.read_text(), "engine/hand_values.py") == []
