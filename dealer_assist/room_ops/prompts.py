"""What the floor should act on now: pick-ups due, absences over their time, call-ins whose hour
ran out, short must-move games. ``now_ms`` comes in as data (the station's clock), so the same
board and time always give the same prompts."""

from __future__ import annotations

from dataclasses import dataclass

from dealer_assist.messages import msg
from dealer_assist.room_ops.board_state import RoomState
from dealer_assist.room_ops.breaks import Absence, overdue_minutes, repeated_lobbying
from dealer_assist.room_ops.must_move import game_label, keeps_main_game_rights
from dealer_assist.room_ops.refusal import HOUR_MS
from dealer_assist.rules.enums import CollectionKind


@dataclass(frozen=True)
class Prompt:
    """One thing due, at a table (or the sign-up board), with the rules it rests on."""

    where: str
    player: str
    text: str
    rule_ids: tuple[str, ...]


@dataclass(frozen=True)
class LobbyMeasure:
    """The room's own measure of repeated lobbying (LC-98): ``count`` absences in ``window_ms``."""

    count: int
    window_ms: int


def house_measure(board: RoomState, table: str) -> LobbyMeasure | None:
    """The lobbying measure of ``table``'s game: its absences per hour (LC-98; the room file
    sets it, 4 by our reading when it does not; "none" or a value the room left open: no
    prompt)."""
    seating = board.rules_at(table).seating
    count = None if seating is None else seating.lobbying_absences_per_hour
    if not isinstance(count, int) or isinstance(count, bool):
        return None
    return LobbyMeasure(count, HOUR_MS)


def due(board: RoomState, now_ms: int, lobbying: LobbyMeasure | None = None) -> list[Prompt]:
    """Every prompt due at ``now_ms``, absences first, then buttons, lists, must-move games.
    ``lobbying`` replaces each table's own measure (:func:`house_measure`) when given."""
    return [*_absences(board, now_ms, lobbying), *_pick_ups(board), *_call_ins(board, now_ms),
            *_must_moves(board)]


def _absences(board: RoomState, now_ms: int, lobbying: LobbyMeasure | None) -> list[Prompt]:
    out = []
    for away in board.away.values():
        over = overdue_minutes(Absence(away.player, away.kind, away.since_ms), away.stud,
                               now_ms)
        if over:
            allowed = 30 if away.kind.value == "meal" else 15
            out.append(Prompt(away.table, away.player,
                              msg("room.prompts.seat_min_over_minute", "{player} ({table} seat "
                                  "{seat}) is {over} min over the {allowed}-minute stud limit: "
                                  "pick-up due",
                                  player=away.player, table=away.table, seat=away.seat, over=over,
                                  allowed=allowed), ("LC-99",)))
        measure = lobbying or (house_measure(board, away.table)
                               if away.table in board.tables else None)
        if measure and repeated_lobbying(board.lobbies.get(away.player, ()), now_ms,
                                         count=measure.count, window_ms=measure.window_ms):
            out.append(Prompt(away.table, away.player,
                              msg("room.prompts.has_been_away_times", "{player} has been away "
                                  "{count} times lately: the floor may pick up his chips "
                                  "before a third button",
                                  player=away.player, count=measure.count), ("LC-98",)))
    return out


def _pick_ups(board: RoomState) -> list[Prompt]:
    out = []
    full = {mm.main_table for mm in board.must_moves.values()}  # LC-131: the main game is full
    for (table, seat), buttons in sorted(board.buttons.items()):
        if table not in board.tables:
            continue
        seating = board.rules_at(table).seating
        after = None if seating is None else seating.three_button_pickup
        if not isinstance(after, int) or buttons.missed < after:
            continue  # hold buttons never count (LC-GL-33)
        when = (msg("room.prompts.pick_up_now_full", "now: the game counts as full while it "
                    "has a must-move game (LC-131)") if table in full else
                msg("room.prompts.pick_up_when_full", "now if the game is full; otherwise when "
                    "someone asks for the seat or the game fills"))
        out.append(Prompt(table, buttons.player,
                          msg("room.prompts.seat_has_missed_blind", "{player} ({table} seat "
                              "{seat}) has {missed} missed-blind buttons: pick up his chips "
                              "{when}",
                              player=buttons.player, table=table, seat=seat,
                              missed=buttons.missed, when=when),
                          ("LC-97", "LC-GL-33", *(("LC-131",) if table in full else ()))))
    return out


def _call_ins(board: RoomState, now_ms: int) -> list[Prompt]:
    out: list[Prompt] = []
    for key, waiting in board.lists.items():
        _, gone = waiting.expired(now_ms)
        out.extend(Prompt(game_label(key), player,
                          msg("room.prompts.called_over_hour_ago", "{player} called in over an "
                              "hour ago and has not come: off the {game_label} list",
                              player=player, game_label=game_label(key)), ("LC-136",))
                   for player in gone)
    return out


def _must_moves(board: RoomState) -> list[Prompt]:
    out = []
    for key, mm in board.must_moves.items():
        if not keeps_main_game_rights(mm.players, playing=False) or mm.players == 0:
            continue
        collection = board.rules_of(key.game, key.limit).collection
        if collection is not None and collection.kind == CollectionKind.BUTTON:
            out.append(Prompt(mm.must_move_table, "",
                              msg("room.prompts.must_move_short_players",
                                  "must-move {must_move_table} is short ({players} players): "
                                  "the floor sets the fairest collection",
                                  must_move_table=mm.must_move_table, players=mm.players),
                              ("LC-145", "LC-141")))
    return out
