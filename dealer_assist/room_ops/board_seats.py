"""The board's handlers for players who move, leave, buy in or step away: table changes and
broken games (LC-95, LC-96, LC-134, LC-92..94, LC-38), moves with the stack they may bring
(LC-38, LC-89, LC-142, LC-143), departures and buy-ins across tables (LC-91, LC-35, LC-36),
absences and seat buttons (LC-97, LC-98, LC-99, LC-GL-33)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Final

from dealer_assist.messages import msg
from dealer_assist.room_ops.board_state import (
    Away,
    BrokenGame,
    Departure,
    RoomState,
    SeatButtons,
    TableChange,
)
from dealer_assist.room_ops.breaks import BreakKind, check_meal_break
from dealer_assist.room_ops.buy_ins import (
    BuyInKind,
    BuyInPolicy,
    Move,
    MoveReason,
    Quit,
    judge_buy_in,
)
from dealer_assist.room_ops.card_draw import cards_drawn, draw_order
from dealer_assist.room_ops.must_move import (
    GameKey,
    Position,
    game_label,
    moved_missed_blind_buttons,
)
from dealer_assist.room_ops.operation import Operation
from dealer_assist.room_ops.refusal import RoomRefusal
from dealer_assist.room_ops.table_changes import (
    BrokenGamePlayer,
    ChangeTiming,
    buttons_carried,
    change_timing,
    check_approved,
    seat_draw_entrants,
)
from dealer_assist.rules.enums import GameFamily
from dealer_assist.rules.player_names import player_key

NONE: Final = msg("room.words.none", "none")
NOBODY: Final = msg("room.words.nobody", "nobody")
BUY_IN_WORDS: Final = {BuyInKind.FULL: msg("room.buy_in.full", "full"),
                       BuyInKind.SHORT: msg("room.buy_in.short", "short"),
                       BuyInKind.CARRIED: msg("room.buy_in.carried", "carried")}
"""How a buy-in counts, in words with message IDs (the station says them in its language)."""
TIMING_WORDS: Final = {
    ChangeTiming.NOW: msg("room.timing.now", "dealt out now (LC-96)"),
    ChangeTiming.AFTER_BLINDS_AND_BUTTON: msg("room.timing.after_blinds_and_button",
                                              "finishes the blinds and the button first (LC-96)"),
    ChangeTiming.AFTER_BIG_BLIND: msg("room.timing.after_big_blind",
                                      "may play to his big blind first (LC-134)"),
}


def _position(op: Operation) -> Position:
    try:
        return Position(op.text("position"))
    except ValueError:
        raise RoomRefusal(msg("room.board_seats.position_one", "position {position} is not one "
                              "of {names}",
                              position=repr(op.body.get('position')),
                              names=', '.join(p.value for p in Position))) from None


# -- table changes (LC-95, LC-96, LC-134) --------------------------------------------------------

def _table_change_asked(b: RoomState, op: Operation) -> str:
    player = op.text("player")
    source, target = b.open_table(op.text("from_table")), b.open_table(op.text("to_table"))
    if source == target:
        raise RoomRefusal(msg("room.board_seats.already", "{player} is already at {source}",
                              player=player, source=source))
    b.changes[player] = TableChange(player, source, target, _position(op))
    return msg("room.board_seats.asks_move_from_waits", "{player} asks to move from {source} to "
               "{target}: waits for the floor (LC-95)",
               player=player, source=source, target=target)


def _table_change_approved(b: RoomState, op: Operation) -> str:
    player = op.text("player")
    change = b.changes.get(player)
    if change is None:
        raise RoomRefusal(msg("room.board_seats.has_asked_table_change", "{player} has not "
                              "asked for a table change",
                              player=player), "LC-95")
    check_approved(op.by)
    seating = b.rules_at(change.from_table).seating
    if seating is None:
        raise RoomRefusal(msg("room.board_seats.s_game_has_no", "{from_table}'s game has no "
                              "seating rules",
                              from_table=change.from_table), "K28")
    immediate = b.setting(seating.table_change_immediate, msg("room.setting.changes_at_once",
                                                                "whether changes are at once"),
                          "K28")
    to_big_blind = b.setting(seating.other_limit_may_play_to_big_blind,
                             msg("room.setting.other_limit_big_blind",
                                 "whether a change of limit plays to the big blind"), "K28")
    source, target = b.tables[change.from_table], b.tables[change.to_table]
    timing = change_timing(change.position, immediate=bool(immediate),
                           to_other_limit=source.limit != target.limit,
                           other_limit_plays_to_big_blind=bool(to_big_blind))
    b.changes[player] = replace(change, approved_by=op.by, timing=timing)
    return (msg("room.board_seats.approves_s_move_lc", "{by} approves {player}'s move to "
                "{to_table} (LC-95): {timing_words}",
                by=op.by, player=player, to_table=change.to_table,
                timing_words=TIMING_WORDS[timing]))


# -- broken games and the seat draw (LC-92, LC-93, LC-94a/b, LC-28) ----------------------------

def _broken_players(op: Operation) -> tuple[BrokenGamePlayer, ...]:
    raw = op.body.get("players")
    if not isinstance(raw, list) or not raw:
        raise RoomRefusal(msg("room.board_seats.game_broken_field_players",
                              "game_broken: field 'players' must list the game's players"))
    out = []
    for item in raw:
        if not isinstance(item, Mapping) or not isinstance(item.get("player"), str):
            raise RoomRefusal(msg("room.board_seats.game_broken_player_name",
                                  "game_broken: {item} is not a player with a name",
                                  item=repr(item)))
        out.append(BrokenGamePlayer(
            str(item["player"]), bool(item.get("present", True)),
            int(item.get("missed_buttons", 0)), bool(item.get("hold_button", False)),
            bool(item.get("broke_the_game", False))))
    return tuple(out)


def _game_broken(b: RoomState, op: Operation) -> str:
    table = b.open_table(op.text("table"))
    players, seats = _broken_players(op), op.number("open_seats")
    if seats >= len(players):
        carried = {p.player: buttons_carried(p, True) for p in players}
        b.broken[table] = BrokenGame(table, b.tables[table], players, seats)
        with_buttons = [f"{p} {n}" for p, n in carried.items() if n]
        return (msg("room.board_seats.breaks_seats_all_missed", "{table} breaks with seats for "
                    "all: missed-blind buttons go along ({value}) (LC-94b)",
                    table=table, value=', '.join(with_buttons) or NONE))
    themselves, by_floor = seat_draw_entrants(players, len(players))
    b.broken[table] = BrokenGame(table, b.tables[table], players, seats, tuple(themselves),
                                 tuple(by_floor))
    left_out = [p.player for p in players
                if p.player not in themselves and p.player not in by_floor]
    return (msg("room.board_seats.breaks_seats_draw_floor", "{table} breaks with {seats} seats "
                "for {count}: draw {themselves}; the floor draws for {value}; no draw for "
                "{value2} (LC-94a, LC-93)",
                table=table, seats=seats, count=len(players), themselves=', '.join(themselves),
                value=', '.join(by_floor) or NOBODY, value2=', '.join(left_out) or NOBODY))


def _seat_draw(b: RoomState, op: Operation) -> str:
    table = op.text("table")
    game = b.broken.get(table)
    if game is None or not (game.draw_themselves or game.floor_draws_for):
        raise RoomRefusal(msg("room.board_seats.has_no_seat_draw", "{table} has no seat draw to "
                              "make", table=table), "LC-94a")
    raw = op.body.get("draws")
    if not isinstance(raw, Mapping):
        raise RoomRefusal(msg("room.board_seats.seat_draw_field_draws", "seat_draw: field "
                              "'draws' must give each player's card"))
    entrants = {*game.draw_themselves, *game.floor_draws_for}
    if set(raw) != entrants:
        raise RoomRefusal(msg("room.board_seats.draw", "the draw is for {names}, not {names2}",
                              names=', '.join(sorted(entrants)),
                              names2=', '.join(sorted(map(str, raw)))), "LC-94a")
    cards = cards_drawn("seat_draw", raw)
    winners = draw_order(cards)[:game.open_seats]
    b.broken[table] = replace(game, seats_to=tuple(winners))
    return msg("room.board_seats.seats_go_high_card", "seats go to {winners} (high card, suits "
               "by LC-28; LC-94a)", winners=', '.join(winners))


# -- moves with a stack (LC-38, LC-89, LC-142, LC-143, LC-140) ---------------------------------

def _moved(b: RoomState, op: Operation) -> str:
    player = op.text("player")
    source, target = op.text("from_table"), b.open_table(op.text("to_table"))
    try:
        reason = MoveReason(op.text("reason"))
    except ValueError:
        raise RoomRefusal(msg("room.board_seats.reason_one", "reason {reason} is not one of "
                              "{names}",
                              reason=repr(op.body.get('reason')),
                              names=', '.join(r.value for r in MoveReason)), "LC-38") from None
    from_key = b.tables.get(source) or (b.broken[source].game if source in b.broken else None)
    if from_key is None:
        raise RoomRefusal(msg("room.board_seats.table_open_room", "table {source} is not open "
                              "in the room", source=source))
    to_key = b.tables[target]
    note = _check_move_allowed(b, op, player, reason, source, target)
    rules = b.rules_of(to_key.game, to_key.limit)
    move = Move(reason, b.rules_of(from_key.game, from_key.limit).limit.low,
                op.number("stack"), bool(op.body.get("seat_at_same_limit", True)))
    verdict = judge_buy_in(BuyInPolicy.of(rules), op.number("amount"), move=move,
                           now_ms=op.at_ms)
    key = (player, to_key)
    b.buy_ins[key] = (*b.buy_ins.get(key, ()), verdict.kind)
    left = _clear_buttons(b, source, player)
    carried = moved_missed_blind_buttons(left)  # LC-142: none
    b.changes.pop(player, None)
    b.away.pop(player, None)
    b.seated_at[player] = target
    b.from_must_move.pop(player, None)
    if reason is MoveReason.MUST_MOVE:  # his no-post entry runs from now (LC-140)
        b.from_must_move[player] = (target, op.at_ms)
    return (msg("room.board_seats.moves_missed_blind_button", "{player} moves {source} -> "
                "{target} with ${plays} ({rule_ids}); {left} missed-blind button(s) stay "
                "behind, {carried} follow (LC-142){note}",
                player=player, source=source, target=target, plays=verdict.plays,
                rule_ids=', '.join(verdict.rule_ids), left=left, carried=carried, note=note))


def _clear_buttons(b: RoomState, table: str, player: str) -> int:
    """Take a player's buttons off his old table's seat; how many missed-blind ones he had."""
    missed = 0
    for seat, buttons in list(b.buttons.items()):
        if seat[0] == table and buttons.player == player:
            missed += buttons.missed
            del b.buttons[seat]
    return missed


def _check_move_allowed(b: RoomState, op: Operation, player: str, reason: MoveReason,
                        source: str, target: str) -> str:
    if reason is MoveReason.VOLUNTARY:
        change = b.changes.get(player)
        if change is None or change.approved_by is None or change.to_table != target:
            raise RoomRefusal(msg("room.board_seats.s_move_has_been", "{player}'s move to "
                                  "{target} has not been approved",
                                  player=player, target=target), "LC-95")
        return ""
    if reason is MoveReason.MUST_MOVE:
        mm = next((m for m in b.must_moves.values() if m.must_move_table == source), None)
        if mm is None or target != mm.main_table or player not in mm.moving:
            raise RoomRefusal(msg("room.board_seats.has_been_called_from",
                                  "{player} has not been called from a must-move game at "
                                  "{source} to this table",
                                  player=player, source=source), "LC-139")
        key = b.tables[source]
        b.lists[key] = b.waiting(key).remove(player)
        b.must_moves[key] = mm.without(player)
        return (msg("room.board_seats.may_take_hand_now", "; he may take a hand now or come in "
                    "behind the button without posting (LC-140)"))
    if source not in b.broken:
        raise RoomRefusal(msg("room.board_seats.has_broken_forced_move", "{source} has not "
                              "broken: a forced move is from a broken or must-move game",
                              source=source), "LC-38")
    return ""


# -- departures and buy-ins across tables (LC-91, LC-35, LC-36, LC-26d, LC-P1) -----------------

def _left_table(b: RoomState, op: Operation) -> str:
    table, player = b.open_table(op.text("table")), op.text("player")
    chips = op.number("chips")
    key = b.tables[table]
    b.departures[player] = Departure(player, table, key, chips, op.at_ms)
    b.buy_ins.pop((player, key), None)
    b.seated_at.pop(player, None)
    b.away.pop(player, None)
    b.from_must_move.pop(player, None)
    _clear_buttons(b, table, player)
    return msg("room.board_seats.left", "{player} left {table} ({game_label}) with ${chips}",
               player=player, table=table, game_label=game_label(key), chips=chips)


def last_departure(b: RoomState, player: str, key: GameKey, at_ms: int) -> Departure | None:
    """The player's last departure from this game before ``at_ms``: recorded by the floor
    (``left_table``) or read from a table's own log (its ``player_left``), whichever is later
    (LC-91)."""
    floor = b.departures.get(player)
    found = [floor] if floor is not None else []
    found += b.logged_departures.get(player_key(player), ())
    found = [d for d in found if d.game == key and d.at_ms <= at_ms]
    return max(found, key=lambda d: d.at_ms, default=None)


def _buy_in(b: RoomState, op: Operation) -> str:
    table, player = b.open_table(op.text("table")), op.text("player")
    key = b.tables[table]
    policy = BuyInPolicy.of(b.rules_of(key.game, key.limit))
    gone = last_departure(b, player, key, op.at_ms)
    quit = Quit(gone.at_ms, gone.chips) if gone is not None else None
    override = op.body.get("override")
    verdict = judge_buy_in(policy, op.number("amount"), history=b.buy_ins.get((player, key), ()),
                           declared=op.flag("declared"), quit=quit, now_ms=op.at_ms,
                           floor_override=override if isinstance(override, str) else "")
    b.buy_ins[(player, key)] = (*b.buy_ins.get((player, key), ()), verdict.kind)
    b.sit(player, table, op.at_ms)
    said = dict(player=player, amount=op.number("amount"), table=table,
                kind=BUY_IN_WORDS[verdict.kind], plays=verdict.plays,
                rule_ids=", ".join(verdict.rule_ids))
    if gone and quit and gone.chips is None:
        return msg("room.board_seats.buys_in_came_back_unrecorded", "{player} buys in ${amount} "
                   "at {table}: {kind}, ${plays} plays (left {left_table}, his stack not "
                   "recorded) ({rule_ids})", left_table=gone.table, **said)
    if gone and quit:
        return msg("room.board_seats.buys_in_came_back", "{player} buys in ${amount} at "
                   "{table}: {kind}, ${plays} plays (left {left_table} with ${chips}) "
                   "({rule_ids})", left_table=gone.table, chips=gone.chips, **said)
    return msg("room.board_seats.buys_plays", "{player} buys in ${amount} at {table}: {kind}, "
               "${plays} plays ({rule_ids})", **said)


# -- absences and seat buttons (LC-97, LC-98, LC-99, LC-GL-33) ---------------------------------

def _away(b: RoomState, op: Operation) -> str:
    table, player, seat = b.open_table(op.text("table")), op.text("player"), op.number("seat")
    if player in b.away:
        raise RoomRefusal(msg("room.board_seats.already_away_from", "{player} is already away "
                              "from {table}",
                              player=player, table=b.away[player].table))
    try:
        kind = BreakKind(op.text("break"))
    except ValueError:
        raise RoomRefusal(msg("room.board_seats.break_meal_other", "break {break_} is meal or "
                              "other",
                              break_=repr(op.body.get('break'))), "LC-99") from None
    stud = b.rules_at(table).family is GameFamily.STUD
    if kind is BreakKind.MEAL:
        check_meal_break(stud, b.playing_since.get(player, op.at_ms), b.meals.get(player),
                         op.at_ms, op.flag("floor_told"))
    b.away[player] = Away(player, table, seat, kind, op.at_ms, stud)
    b.lobbies[player] = (*b.lobbies.get(player, ()), op.at_ms)
    said = dict(player=player, table=table, seat=seat)
    if kind is BreakKind.MEAL:
        if stud:
            return msg("room.board_seats.away_meal_stud", "{player} away from {table} seat "
                       "{seat}: meal (30 minutes, LC-99)", **said)
        return msg("room.board_seats.away_meal", "{player} away from {table} seat {seat}: meal",
                   **said)
    if stud:
        return msg("room.board_seats.away_other_stud", "{player} away from {table} seat "
                   "{seat}: other (15 minutes, LC-99)", **said)
    return msg("room.board_seats.away_other", "{player} away from {table} seat {seat}: other "
               "(LC-97)", **said)


def _back(b: RoomState, op: Operation) -> str:
    player = op.text("player")
    away = b.away.pop(player, None)
    if away is None:
        raise RoomRefusal(msg("room.board_seats.away", "{player} is not away", player=player))
    if away.kind is BreakKind.MEAL:
        b.meals[player] = away.since_ms
    minutes = (op.at_ms - away.since_ms) // 60_000
    return msg("room.board_seats.back_after_minutes", "{player} back at {table} after {minutes} "
               "minutes", player=player, table=away.table, minutes=minutes)


def _seat(b: RoomState, op: Operation) -> tuple[tuple[str, int], SeatButtons]:
    table, player = b.open_table(op.text("table")), op.text("player")
    where = (table, op.number("seat"))
    buttons = b.buttons.get(where)
    if buttons is None or buttons.player != player:
        buttons = SeatButtons(player)
    return where, buttons


def _hold_button(b: RoomState, op: Operation) -> str:
    where, buttons = _seat(b, op)
    on = op.flag("on")
    b.buttons[where] = replace(buttons, hold=on)
    if on:
        return msg("room.board_seats.hold_button_on", "hold button on at {table} seat {seat}: "
                   "it never counts toward the three buttons (LC-GL-33, LC-97)",
                   table=where[0], seat=where[1])
    return msg("room.board_seats.hold_button_off", "hold button off at {table} seat {seat}: "
               "it never counts toward the three buttons (LC-GL-33, LC-97)",
               table=where[0], seat=where[1])


def _missed_button(b: RoomState, op: Operation) -> str:
    where, buttons = _seat(b, op)
    b.buttons[where] = replace(buttons, missed=buttons.missed + 1)
    return (msg("room.board_seats.seat_missed_blind_button", "{player} at {where} seat "
                "{where2}: missed-blind button {count} (LC-97)",
                player=buttons.player, where=where[0], where2=where[1], count=buttons.missed + 1))


def _chips_picked_up(b: RoomState, op: Operation) -> str:
    where, buttons = _seat(b, op)
    b.buttons.pop(where, None)
    b.away.pop(buttons.player, None)
    b.seated_at.pop(buttons.player, None)
    return msg("room.board_seats.s_chips_seat_picked", "{player}'s chips at {where} seat "
               "{where2} picked up (LC-97, LC-98)",
               player=buttons.player, where=where[0], where2=where[1])


Handler = Callable[[RoomState, Operation], str]
HANDLERS: Final[dict[str, Handler]] = {
    "table_change_asked": _table_change_asked, "table_change_approved": _table_change_approved,
    "game_broken": _game_broken, "seat_draw": _seat_draw, "moved": _moved,
    "left_table": _left_table, "buy_in": _buy_in,
    "away": _away, "back": _back, "hold_button": _hold_button,
    "missed_button": _missed_button, "chips_picked_up": _chips_picked_up,
}


def tables_for_broken_game_player(b: RoomState, player: str, most: int = 3) -> list[str]:
    """The open tables a broken game's player is offered (the floor may type any other): of his
    game, his own limit first (LC-38: he keeps his stack at an equal limit), at most ``most``."""
    source = b.seated_at.get(player, "")
    game = next((g.game for g in b.broken.values() if g.table == source), None)
    if game is None:
        return []
    tables = [t for t, key in b.tables.items() if key.game == game.game and t != source]
    return sorted(tables, key=lambda t: (b.tables[t] != game, t))[:most]
