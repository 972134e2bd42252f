"""What the room's board keeps between operations, and the small look-ups every handler needs.

Values only (frozen records, tuples); the containers are copied before a trial operation, so a
refused one leaves the board as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Final, TypeVar

from dealer_assist.messages import msg
from dealer_assist.room_ops.breaks import BreakKind
from dealer_assist.room_ops.buy_ins import BuyInKind
from dealer_assist.room_ops.must_move import CalledMove, GameKey, Position, game_label
from dealer_assist.room_ops.refusal import RoomRefusal
from dealer_assist.room_ops.seat_priority import SeatRequest
from dealer_assist.room_ops.sign_up import WaitingList
from dealer_assist.room_ops.table_changes import BrokenGamePlayer, ChangeTiming
from dealer_assist.rules.profile import GameRules
from dealer_assist.rules.values import RoomSetting

GameRulesOf = Callable[[str, str], GameRules]  # (game, limit) -> the house's rules
T = TypeVar("T")


@dataclass(frozen=True)
class Entry:
    """What one operation did, in words with its rule IDs: the board's history line."""

    seq: int
    at_ms: int
    by: str
    kind: str
    text: str


@dataclass(frozen=True)
class Problem:
    """An operation in the room that the rules refuse now: kept, shown, not applied."""

    seq: int
    kind: str
    text: str


@dataclass(frozen=True)
class MustMove:
    """A must-move game protecting its main game (LC-137): who plays in it, who was called
    with which choices (LC-139), who is moving."""

    main_table: str
    must_move_table: str
    players: int = 0
    playing: frozenset[str] = frozenset()
    called: Mapping[str, tuple[CalledMove, ...]] = field(default_factory=dict)
    moving: frozenset[str] = frozenset()

    def without(self, player: str) -> MustMove:
        return MustMove(self.main_table, self.must_move_table, self.players,
                        self.playing - {player},
                        {p: c for p, c in self.called.items() if p != player},
                        self.moving - {player})


@dataclass(frozen=True)
class TableChange:
    """A player's request to change tables: pending until the floor approves (LC-95)."""

    player: str
    from_table: str
    to_table: str
    position: Position
    approved_by: str | None = None
    timing: ChangeTiming | None = None


@dataclass(frozen=True)
class BrokenGame:
    """A game that broke (LC-92..94): who draws for the open seats and what they drew."""

    table: str
    game: GameKey
    players: tuple[BrokenGamePlayer, ...]
    open_seats: int
    draw_themselves: tuple[str, ...] = ()
    floor_draws_for: tuple[str, ...] = ()
    seats_to: tuple[str, ...] = ()  # the draw's winners, best first


@dataclass(frozen=True)
class Departure:
    """A player left ``table`` (playing ``game``) with ``chips`` at ``at_ms`` (LC-91);
    ``chips`` None: a table's older log says he left, not with how much."""

    player: str
    table: str
    game: GameKey
    chips: int | None
    at_ms: int


@dataclass(frozen=True)
class Away:
    """A player away from his seat since ``since_ms`` (LC-97, LC-99)."""

    player: str
    table: str
    seat: int
    kind: BreakKind
    since_ms: int
    stud: bool


@dataclass(frozen=True)
class SeatButtons:
    """A seat's missed-blind buttons and hold button (LC-97, LC-GL-33)."""

    player: str
    missed: int = 0
    hold: bool = False


@dataclass(frozen=True)
class SeatOffer:
    """An open seat in a game with a list (LC-88f): offered to the seated players by the
    floor, then locked for a newcomer from the list, whose chips then go down."""

    offered_by: str
    newcomer: str | None = None
    chips_down: bool = False


@dataclass(frozen=True)
class SeatCut:
    """A short game's cut for a lower game's open seats (LC-92): who won them, best first."""

    table: str
    to_table: str
    players: tuple[str, ...]
    winners: tuple[str, ...]


@dataclass
class RoomState:
    """Everything the fold keeps; the operations' handlers read and change it."""

    rules_of: GameRulesOf
    tables: dict[str, GameKey] = field(default_factory=dict)
    lists: dict[GameKey, WaitingList] = field(default_factory=dict)
    seat_requests: dict[str, tuple[SeatRequest, ...]] = field(default_factory=dict)
    must_moves: dict[GameKey, MustMove] = field(default_factory=dict)
    quit_instead: dict[tuple[str, GameKey], int] = field(default_factory=dict)
    changes: dict[str, TableChange] = field(default_factory=dict)
    broken: dict[str, BrokenGame] = field(default_factory=dict)
    departures: dict[str, Departure] = field(default_factory=dict)
    logged_departures: dict[str, tuple[Departure, ...]] = field(default_factory=dict)
    """LC-91 from the tables' own logs (room/departures.py reads the room's copy), by the
    player's name as compared (``engine.departures.player_key``); set by the reader, not an
    operation."""
    buy_ins: dict[tuple[str, GameKey], tuple[BuyInKind, ...]] = field(default_factory=dict)
    seated_at: dict[str, str] = field(default_factory=dict)
    playing_since: dict[str, int] = field(default_factory=dict)
    away: dict[str, Away] = field(default_factory=dict)
    lobbies: dict[str, tuple[int, ...]] = field(default_factory=dict)
    meals: dict[str, int] = field(default_factory=dict)
    buttons: dict[tuple[str, int], SeatButtons] = field(default_factory=dict)
    seat_offers: dict[tuple[str, int], SeatOffer] = field(default_factory=dict)
    cuts: dict[str, SeatCut] = field(default_factory=dict)
    from_must_move: dict[str, tuple[str, int]] = field(default_factory=dict)  # LC-140
    history: list[Entry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    def copied_fields(self) -> dict[str, Any]:
        """Each container copied (the values in them are immutable); the history and the
        problems are shared, not copied: only a taken operation adds to them."""
        out: dict[str, Any] = {}
        for name in STATE_FIELDS:
            value = getattr(self, name)
            out[name] = value.copy() if isinstance(value, dict) else value
        return out

    def take(self, other: RoomState) -> None:
        for name in STATE_FIELDS:
            setattr(self, name, getattr(other, name))

    # -- look-ups that refuse in the floor's words ---------------------------------------------

    def open_table(self, table: str) -> str:
        if table not in self.tables:
            raise RoomRefusal(msg("room.board_state.table_open_room", "table {table} is not "
                                  "open in the room",
                                  table=table))
        return table

    def table_for(self, table: str, key: GameKey) -> str:
        running = self.tables.get(self.open_table(table))
        if running != key:
            raise RoomRefusal(msg("room.board_state.table_deals", "table {table} deals "
                                  "{game_label}, not {game_label2}",
                                  table=table, game_label=game_label(running or key),
                                  game_label2=game_label(key)))
        return table

    def rules_at(self, table: str) -> GameRules:
        key = self.tables[self.open_table(table)]
        return self.rules_of(key.game, key.limit)

    def waiting(self, key: GameKey) -> WaitingList:
        return self.lists.get(key) or WaitingList(game_label(key))

    def must_move(self, key: GameKey) -> MustMove:
        mm = self.must_moves.get(key)
        if mm is None:
            raise RoomRefusal(msg("room.board_state.has_no_must_move", "{game_label} has no "
                                  "must-move game",
                                  game_label=game_label(key)), "LC-137")
        return mm

    def players_at(self, table: str) -> list[str]:
        """The players the room knows are seated at ``table``, by name."""
        return sorted(p for p, at in self.seated_at.items() if at == table)

    def sit(self, player: str, table: str, at_ms: int) -> None:
        self.seated_at[player] = table
        self.playing_since.setdefault(player, at_ms)

    @staticmethod
    def setting(value: T | RoomSetting | None, what: str, *rule_ids: str) -> T | None:
        """A house value; one the room must set and has not is refused, never guessed."""
        if isinstance(value, RoomSetting):
            raise RoomRefusal(msg("room.board_state.room_has_set", "the room has not set {what} "
                                  "({reason})",
                                  what=what, reason=value.reason), *rule_ids)
        return value


STATE_FIELDS: Final = tuple(f.name for f in fields(RoomState))  # what a copy or take carries
