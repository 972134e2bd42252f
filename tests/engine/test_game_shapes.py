"""Each flop or stud game's shape (engine/game_shapes.py), the one place its name is read
(issue 22): the facts the engine asks instead of comparing names, checked through the engine's
own answers (the deal, the showdown value, the log's rules)."""

from __future__ import annotations

import pytest

from dealer_assist.cards import parse_cards
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.game_shapes import SHAPES
from dealer_assist.engine.hand_values import hand_value
from dealer_assist.engine.session import DEMO_ROOM, session_for


@pytest.mark.parametrize(("room", "game", "limit", "name", "hi_lo", "hole"), [
    ("lc_low_demo.toml", "holdem", "3-6", "holdem", False, 2),
    ("lc_low_demo.toml", "omaha", "3-6", "omaha", False, 4),
    ("cg_demo.toml", "omaha8", "4-8", "omaha", True, 4),
    ("cg_demo.toml", "stud", "4-8", "stud", False, 7),
])
def test_a_profile_game_runs_as_its_shape(room: str, game: str, limit: str, name: str,
                                          hi_lo: bool, hole: int) -> None:
    """CG-O8-01 (Omaha 8 runs as Hold'em with four cards, the low half on), CG-STD-04 (stud:
    a bring-in, no board, no button)."""
    config = session_for(DEMO_ROOM / room, game, limit).table.config
    assert (config.game, config.hi_lo, config.hole_cards) == (name, hi_lo, hole)
    assert config.shape is SHAPES[name]
    assert config.is_stud == (not config.shape.board) == config.shape.bring_in


def test_CG_O8_02_omaha_plays_exactly_two_hole_cards() -> None:
    """Four hearts on the board and one in the hand is no flush in Omaha (exactly two hole
    cards), but a flush in Hold'em (any of the cards)."""
    board = parse_cards("2h 7h 9h Kh 4c")
    omaha = hand_value(GameConfig(game="omaha"), parse_cards("Ah 3c 8d Js"), board)
    holdem = hand_value(GameConfig(game="holdem"), parse_cards("Ah 3c"), board)
    assert holdem.high_label.lower().startswith("flush")
    assert not omaha.high_label.lower().startswith("flush")


def test_a_log_naming_a_game_without_a_shape_is_refused_by_name() -> None:
    text = GameConfig().to_json().replace('"game":"holdem"', '"game":"razz"')
    with pytest.raises(ValueError, match="game: 'razz' is not a game the table engine runs"):
        GameConfig.from_json(text)
