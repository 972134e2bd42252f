"""A room for the board's tests: operations applied one by one, with the shipped LC profiles."""

from __future__ import annotations

import pytest

from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.house import house_rules
from dealer_assist.room_ops.operation import Operation, check_fields
from dealer_assist.room_ops.prompts import LobbyMeasure, Prompt, due
from dealer_assist.room_ops.refusal import MINUTE_MS

RULES = house_rules("LC_LOW", "LC_HIGH")
T0 = 1_800_000_000_000  # ms: an evening in 2027
HE40 = {"game": "holdem", "limit": "20-40"}
HE20 = {"game": "holdem", "limit": "10-20"}
HE12 = {"game": "holdem", "limit": "6-12"}
HE6 = {"game": "holdem", "limit": "3-6"}
STUD40 = {"game": "stud", "limit": "20-40"}


def at(minute: float) -> int:
    return T0 + int(minute * MINUTE_MS)


class Room:
    """Operations applied in order, as the store would after the database took them."""

    def __init__(self) -> None:
        self.board = Board(rules_of=RULES)
        self.ops: list[Operation] = []

    def do(self, kind: str, minute: float = 0, by: str = "maria", **body: object) -> str:
        check_fields(kind, body)
        op = Operation(len(self.ops) + 1, at(minute), by, kind, body)
        text = self.board.apply(op).text
        self.ops.append(op)
        return text

    def refused(self, match: str, kind: str, minute: float = 0, **body: object) -> RoomRefusal:
        before = self.board.copy()
        with pytest.raises(RoomRefusal, match=match) as caught:
            self.do(kind, minute, **body)
        assert self.board == before, "a refused operation changed the board"
        return caught.value

    def open(self, table: str, game: dict[str, str], *players: str, minute: float = 0) -> None:
        self.do("table_opened", minute, table=table, **game)
        for p in players:
            self.do("listed", minute, player=p, call_in=False, **game)
            self.do("seated", minute, player=p, table=table, **game)

    def absences(self, *minutes: float, player: str = "ann", table: str = "T1") -> None:
        """``player`` steps away at each minute and is back two minutes later, but for the
        last time: he is away now."""
        for i, minute in enumerate(minutes):
            self.do("away", minute, table=table, seat=1, player=player, floor_told=False,
                    **{"break": "other"})
            if i < len(minutes) - 1:
                self.do("back", minute + 2, player=player)

    def prompts(self, minute: float, lobbying: LobbyMeasure | None = None) -> list[Prompt]:
        return due(self.board, at(minute), lobbying)
