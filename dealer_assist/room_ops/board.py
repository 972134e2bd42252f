"""The room's state as the fold of its operations: lists, must-move games, table changes, who
left which table with what, buy-ins per player and game, absences and seat buttons.

Every decision is the rules' own (:mod:`sign_up`, :mod:`seat_priority`, :mod:`must_move`,
:mod:`table_changes`, :mod:`buy_ins`, :mod:`breaks`); the board only keeps what they need and
what they answered. :meth:`Board.apply` checks an operation and changes nothing when it is
refused, so the store can ask "would the rules allow this?" before it writes. An event already
in the room that the rules refuse (recorded by another program version, say) is kept in
``problems`` and skipped: the fold never stops and nothing is dropped silently.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Final

from dealer_assist.messages import msg, said
from dealer_assist.room_ops import board_open_seats, board_seats
from dealer_assist.room_ops.board_state import (
    Entry,
    GameRulesOf,
    MustMove,
    Problem,
    RoomState,
)
from dealer_assist.room_ops.must_move import (
    CHOICE_WORDS,
    CalledMove,
    GameKey,
    Position,
    called_move_options,
    check_must_move,
    check_relisting,
    choices_text,
    game_label,
    keeps_main_game_rights,
)
from dealer_assist.room_ops.operation import Operation
from dealer_assist.room_ops.operation_words import field_words, kind_words
from dealer_assist.room_ops.refusal import RoomRefusal
from dealer_assist.room_ops.seat_priority import SeatRequest, check_seat_change, seat_priority
from dealer_assist.room_ops.sign_up import new_game_seating
from dealer_assist.rules.profile import UnknownGame

__all__ = ["Board", "Entry", "Problem", "fold"]


def _key(op: Operation) -> GameKey:
    return GameKey(op.text("game"), op.text("limit"))


@dataclass
class Board(RoomState):
    """The room as its operations left it; :func:`fold` builds one."""

    def apply(self, op: Operation) -> Entry:
        """Check ``op`` by the house's rules and take it in; :class:`RoomRefusal` (naming the
        rule) leaves the board as it was."""
        trial, text = self.trial(op)
        self.take(trial)
        entry = Entry(op.seq, op.at_ms, op.by, op.kind, text)
        self.history.append(entry)
        return entry

    def check(self, op: Operation) -> str:
        """What ``op`` would do (or :class:`RoomRefusal`), leaving the board as it is."""
        return self.trial(op)[1]

    def trial(self, op: Operation) -> tuple[Board, str]:
        """``op`` applied to a copy of the board: the copy and what it did."""
        handler = (_HANDLERS.get(op.kind) or board_seats.HANDLERS.get(op.kind)
                   or board_open_seats.HANDLERS.get(op.kind))
        if handler is None:
            raise RoomRefusal(msg("room.board.unknown_room_operation", "unknown room operation "
                                  "{kind}", kind=repr(op.kind)))
        trial = self.copy()
        try:
            return trial, handler(trial, op)
        except RoomRefusal:
            raise
        except UnknownGame as exc:  # a game or limit the house does not spread
            raise RoomRefusal(msg("room.board.not_spread", "{kind}: field {field}: {why}",
                                  kind=kind_words(op.kind), field=field_words(exc.field),
                                  why=said(exc))) from None
        except (ValueError, LookupError, TypeError) as exc:  # a field no check foresaw
            raise RoomRefusal(msg("room.board.unreadable", "{kind}: a field of this record "
                                  "cannot be read ({exc})", kind=kind_words(op.kind),
                                  exc=str(exc))) from None

    def take_in(self, op: Operation) -> None:
        """An operation already in the room: applied, or kept as a problem when refused."""
        try:
            self.apply(op)
        except RoomRefusal as refusal:
            self.problems.append(Problem(op.seq, op.kind, str(refusal)))

    def copy(self) -> Board:
        return Board(**self.copied_fields())


def fold(operations: Iterable[Operation], rules_of: GameRulesOf) -> Board:
    """The room's state after ``operations`` (in their room order)."""
    board = Board(rules_of=rules_of)
    for op in operations:
        board.take_in(op)
    return board


# -- tables ------------------------------------------------------------------------------------

def _table_opened(b: Board, op: Operation) -> str:
    table, key = op.text("table"), _key(op)
    if table in b.tables:
        raise RoomRefusal(msg("room.board.table_already_open", "table {table} is already open "
                              "({game_label})",
                              table=table, game_label=game_label(b.tables[table])))
    try:
        b.rules_of(key.game, key.limit)
    except UnknownGame as exc:
        raise RoomRefusal(said(exc), "K20") from None
    b.tables[table] = key
    waiting = b.waiting(key)
    first, _ = new_game_seating(waiting, len(waiting.names), op.at_ms)
    if first:
        return msg("room.board.opens_seat_list_first", "{table} opens {game_label}: draw for "
                   "the button (LC-86, LC-28); seat its list first: {players} (LC-87)",
                   table=table, game_label=game_label(key), players=", ".join(first))
    return msg("room.board.opens_draw_button_lc", "{table} opens {game_label}: draw for the "
               "button (LC-86, LC-28)", table=table, game_label=game_label(key))


def _table_closed(b: Board, op: Operation) -> str:
    table = b.open_table(op.text("table"))
    del b.tables[table]
    for key, mm in list(b.must_moves.items()):
        if table in (mm.main_table, mm.must_move_table):
            del b.must_moves[key]
    return msg("room.board.closed", "{table} closed", table=table)


# -- the sign-up board (LC-87, LC-136) ---------------------------------------------------------

def _listed(b: Board, op: Operation) -> str:
    key, player = _key(op), op.text("player")
    quit_at = b.quit_instead.get((player, key))
    if quit_at is not None:
        check_relisting(quit_at, op.at_ms)
    b.rules_of(key.game, key.limit)
    b.lists[key] = b.waiting(key).add(player, op.at_ms, call_in=op.flag("call_in"))
    if op.flag("call_in"):
        return msg("room.board.listed_by_phone", "{player} listed for {game_label} by phone: "
                   "here within the hour or off the list (LC-136)",
                   player=player, game_label=game_label(key))
    return msg("room.board.listed", "{player} listed for {game_label}", player=player,
               game_label=game_label(key))


def _arrived(b: Board, op: Operation) -> str:
    key, player = _key(op), op.text("player")
    b.lists[key] = b.waiting(key).arrived(player)
    return msg("room.board.reported_floor_lc", "{player} reported to the floor (LC-136)",
               player=player)


def _called(b: Board, op: Operation) -> str:
    key, player, table = _key(op), op.text("player"), op.text("table")
    b.table_for(table, key)
    b.lists[key] = b.waiting(key).call(player, op.at_ms)
    return msg("room.board.called", "{player} called to {table}", player=player, table=table)


def _no_answer(b: Board, op: Operation) -> str:
    key, player = _key(op), op.text("player")
    b.lists[key] = b.waiting(key).no_answer(player, op.at_ms)
    return msg("room.board.did_answer_rolled_bottom", "{player} did not answer: rolled to the "
               "bottom of the list (LC-136)", player=player)


def _delisted(b: Board, op: Operation) -> str:
    key, player = _key(op), op.text("player")
    b.lists[key] = b.waiting(key).remove(player)
    mm = b.must_moves.get(key)
    if mm is not None:
        b.must_moves[key] = mm.without(player)
    return msg("room.board.off_list", "{player} off the {game_label} list: {reason}",
               player=player, game_label=game_label(key), reason=op.text('reason'))


def _seated(b: Board, op: Operation) -> str:
    key, player, table = _key(op), op.text("player"), op.text("table")
    b.table_for(table, key)
    waiting = b.waiting(key)
    left = waiting.seat(player)  # a call-in must have reported (LC-136)
    mm = b.must_moves.get(key)
    b.sit(player, table, op.at_ms)
    locked = board_open_seats.chips_down(b, player, table)
    if mm is not None and table == mm.must_move_table:
        b.must_moves[key] = replace(mm, playing=mm.playing | {player})
        return (msg("room.board.seated_must_move_game", "{player} seated in the must-move game "
                    "{table}; he keeps his place on the list (LC-138)",
                    player=player, table=table))
    b.lists[key] = left
    if mm is not None:
        b.must_moves[key] = mm.without(player)
    if locked:
        return msg("room.board.seated_chips_down", "{player} seated at {table}: his chips are "
                   "down, he keeps the seat (LC-88f)", player=player, table=table)
    return msg("room.board.seated", "{player} seated at {table}", player=player, table=table)


# -- seat changes (LC-88e, LC-135) ---------------------------------------------------------------

def _seat_change_asked(b: Board, op: Operation) -> str:
    table, player = b.open_table(op.text("table")), op.text("player")
    asked = b.seat_requests.get(table, ())
    if any(r.player == player for r in asked):
        raise RoomRefusal(msg("room.board.already_asked_seat_change", "{player} already asked "
                              "for a seat change at {table}",
                              player=player, table=table))
    request = SeatRequest(player, op.at_ms, b.playing_since.get(player))
    b.seat_requests[table] = (*asked, request)
    return msg("room.board.asks_seat_change", "{player} asks for a seat change at {table}",
               player=player, table=table)


def _seat_change_given(b: Board, op: Operation) -> str:
    table, player = b.open_table(op.text("table")), op.text("player")
    rules = b.rules_at(table)
    seating = rules.seating
    below = None if seating is None else b.setting(seating.seat_changes_only_below_players,
                                                   msg("room.setting.seat_changes_below",
                                                       "seat changes only below"),
                                                   "K29", "LC-135")
    check_seat_change(op.number("players"), below)
    asked = b.seat_requests.get(table, ())
    order = seat_priority(asked) if asked else []
    if player not in order:
        raise RoomRefusal(msg("room.board.has_asked_seat_change", "{player} has not asked for a "
                              "seat change at {table}",
                              player=player, table=table))
    if order[0] != player:
        raise RoomRefusal(msg("room.board.comes_first_asked_first", "{order} comes first: asked "
                              "first, or longer in the game",
                              order=order[0]),
                          "LC-88e")
    b.seat_requests[table] = tuple(r for r in asked if r.player != player)
    return msg("room.board.changes_seats_lc_e", "{player} changes seats at {table} (LC-88e)",
               player=player, table=table)


def _seat_transferred(b: Board, op: Operation) -> str:
    """A seat handed to another person is the floor's to approve; recording it is the approval
    (LC-25). The newcomer takes the seat; the one who left it is no longer seated."""
    table, player = b.open_table(op.text("table")), op.text("player")
    newcomer = op.text("to_player")
    if b.seated_at.get(player) != table:
        raise RoomRefusal(msg("room.board.seated_2", "{player} is not seated at {table}",
                              player=player, table=table), "LC-25")
    if newcomer in b.seated_at:
        raise RoomRefusal(msg("room.board.already_seated", "{newcomer} is already seated at "
                              "{seated_at}",
                              newcomer=newcomer, seated_at=b.seated_at[newcomer]), "LC-25")
    del b.seated_at[player]
    b.sit(newcomer, table, op.at_ms)
    return msg("room.board.approves_handing_seat_lc", "{by} approves {player} handing his seat "
               "at {table} to {newcomer} (LC-25)",
               by=op.by, player=player, table=table, newcomer=newcomer)


# -- must-move games (LC-137..LC-145, LC-131) ----------------------------------------------------

def _must_move_declared(b: Board, op: Operation) -> str:
    key = _key(op)
    main, extra = op.text("main_table"), op.text("must_move_table")
    if main == extra:
        raise RoomRefusal(msg("room.board.must_move_game_main", "the must-move game and the "
                              "main game are two tables"), "LC-137")
    running = [b.tables[t] for t in (main,) if t in b.tables]
    check_must_move(running, key)
    b.table_for(extra, key)
    if key in b.must_moves:
        raise RoomRefusal(msg("room.board.already_has_must_move", "{game_label} already has a "
                              "must-move game",
                              game_label=game_label(key)), "LC-137")
    b.must_moves[key] = MustMove(main, extra)
    b.lists[key] = b.waiting(key).must_move_list(b.waiting(key).game)  # LC-138
    return (msg("room.board.must_move_list_keeps", "{extra} must move to {main}; the list keeps "
                "its order (LC-137, LC-138); the main game counts as full for collection "
                "(LC-131)", extra=extra, main=main))


def _must_move_players(b: Board, op: Operation) -> str:
    key, players = _key(op), op.number("players")
    mm = b.must_move(key)
    b.must_moves[key] = replace(mm, players=players)
    if keeps_main_game_rights(players, playing=False):
        return (msg("room.board.must_move_has_players_2", "must-move {must_move_table} has "
                    "{players}: its players keep their rights without playing (LC-141); call "
                    "the floor to set a fair collection (LC-145)",
                    must_move_table=mm.must_move_table, players=players))
    return msg("room.board.must_move_has_players", "must-move {must_move_table} has {players} "
               "players", must_move_table=mm.must_move_table, players=players)


def _must_move_called(b: Board, op: Operation) -> str:
    key, player = _key(op), op.text("player")
    mm = b.must_move(key)
    if player not in mm.playing:
        raise RoomRefusal(msg("room.board.playing_must_move_game", "{player} is not playing in "
                              "the must-move game {must_move_table}",
                              player=player, must_move_table=mm.must_move_table),
                          "LC-139")
    listed = [n.player for n in b.waiting(key).names if not n.call_in]
    if listed and listed[0] != player:
        raise RoomRefusal(msg("room.board.ahead_list", "{listed} is ahead of {player} on the "
                              "list",
                              listed=listed[0], player=player), "LC-138")
    try:
        options = called_move_options(Position(op.text("position")))
    except ValueError:
        raise RoomRefusal(msg("room.board.position_one", "position {position} is not one of "
                              "{names}",
                              position=repr(op.body.get('position')),
                              names=', '.join(p.value for p in Position))) from None
    b.must_moves[key] = replace(mm, called={**mm.called, player: tuple(options)})
    return msg("room.board.called_from_lc", "{player} called from {must_move_table}: {options} "
               "(LC-139)",
               player=player, must_move_table=mm.must_move_table, options=choices_text(options))


def _must_move_answer(b: Board, op: Operation) -> str:
    key, player = _key(op), op.text("player")
    mm = b.must_move(key)
    options = mm.called.get(player)
    if options is None:
        raise RoomRefusal(msg("room.board.has_been_called_from", "{player} has not been called "
                              "from the must-move game",
                              player=player), "LC-139")
    choice = next((c for c in options if c.value == op.body.get("choice")), None)
    if choice is None:
        raise RoomRefusal(msg("room.board.may", "{player} may {options}, not {choice}",
                              player=player, options=choices_text(options),
                              choice=next((w for c, w in CHOICE_WORDS.items()
                                           if c.value == op.body.get("choice")),
                                          repr(op.body.get("choice")))),
                          "LC-139", "LC-139b")
    if choice is CalledMove.PLAY_TO_BIG_BLIND_AND_QUIT:
        b.quit_instead[(player, key)] = op.at_ms
        b.lists[key] = b.waiting(key).remove(player)
        b.must_moves[key] = mm.without(player)
        return msg("room.board.plays_big_blind_quits", "{player} plays to his big blind and "
                   "quits; he may list again in an hour (LC-139a)",
                   player=player)
    b.must_moves[key] = replace(mm, moving=mm.moving | {player})
    if choice is CalledMove.FINISH_BLINDS_AND_BUTTON:
        return (msg("room.board.finishes_blinds_button_then", "{player} finishes the blinds and "
                    "the button, then moves to {main_table} (LC-139b)",
                    player=player, main_table=mm.main_table))
    return msg("room.board.dealt_out_moves_now", "{player} is dealt out and moves to "
               "{main_table} now (LC-139)", player=player, main_table=mm.main_table)


Handler = Callable[[Board, Operation], str]
_HANDLERS: Final[dict[str, Handler]] = {
    "table_opened": _table_opened, "table_closed": _table_closed,
    "listed": _listed, "arrived": _arrived, "called": _called, "no_answer": _no_answer,
    "delisted": _delisted, "seated": _seated,
    "seat_change_asked": _seat_change_asked, "seat_change_given": _seat_change_given,
    "seat_transferred": _seat_transferred,
    "must_move_declared": _must_move_declared, "must_move_players": _must_move_players,
    "must_move_called": _must_move_called, "must_move_answer": _must_move_answer,
}

