"""The hand state for a table's game: the one place that picks stud or a flop game."""

from __future__ import annotations

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import HandStarted
from dealer_assist.engine.hand import HandState, PostDue
from dealer_assist.engine.stud import StudHandState


def new_hand(
    config: GameConfig, started: HandStarted, stacks: dict[int, int], posts: list[PostDue]
) -> HandState:
    """The hand state for this table's game: stud or a flop game."""
    if config.is_stud:
        return StudHandState(config, started, stacks, posts)
    return HandState(config, started, stacks, posts)
