"""The board's handlers for a table's seats and stakes: an open seat offered to the seated
players before it is locked for the list (LC-88f), a short game's cut for a lower game's seats
(LC-92, LC-28), and a limit raised with the seated players' stacks kept (LC-37).

Each decision is the rules' own (:mod:`seat_priority`, :mod:`table_changes`, :mod:`buy_ins`,
:mod:`card_draw`); here only what they need is looked up and what they answered is kept."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Final

from dealer_assist.messages import msg, said
from dealer_assist.room_ops.board_state import (
    RoomState,
    SeatCut,
    SeatOffer,
    TableChange,
)
from dealer_assist.room_ops.buy_ins import BuyInPolicy, check_limit_raised, grandfathered_history
from dealer_assist.room_ops.card_draw import cards_drawn, draw_order
from dealer_assist.room_ops.must_move import GameKey, Position, game_label
from dealer_assist.room_ops.operation import Operation
from dealer_assist.room_ops.refusal import RoomRefusal
from dealer_assist.room_ops.seat_priority import check_lock_for_list, check_may_move_newcomer
from dealer_assist.room_ops.table_changes import check_cut_for_seats, check_lower_game
from dealer_assist.rules.profile import UnknownGame

# -- an open seat with a list (LC-88f) -----------------------------------------------------------


def _where(b: RoomState, op: Operation) -> tuple[str, int]:
    return b.open_table(op.text("table")), op.number("seat")


def _seat_offered(b: RoomState, op: Operation) -> str:
    where = _where(b, op)
    held = b.seat_offers.get(where)
    if held is not None and held.newcomer is not None:
        check_may_move_newcomer(held.newcomer, held.chips_down
                                and b.seated_at.get(held.newcomer) == where[0])
    b.seat_offers[where] = SeatOffer(op.by)
    return msg("room.board_open_seats.seat_offered", "{by} offers {table} seat {seat} to the "
               "players at the table before the list (LC-88f)", by=op.by, table=where[0],
               seat=where[1])


def _seat_locked(b: RoomState, op: Operation) -> str:
    where, player = _where(b, op), op.text("player")
    held = b.seat_offers.get(where)
    check_lock_for_list(held is not None and held.newcomer is None)
    key = b.tables[where[0]]
    held_for = [seat for (table, seat), o in b.seat_offers.items()
                if table == where[0] and o.newcomer == player and not o.chips_down]
    if held_for:
        raise RoomRefusal(msg("room.board_open_seats.seat_already_locked", "seat {seat} at "
                              "{table} is already locked for {player}", seat=held_for[0],
                              table=where[0], player=player), "LC-88f")
    if player not in b.waiting(key).order:
        raise RoomRefusal(msg("room.board_open_seats.not_on_list", "{player} is not on the "
                              "{game_label} list", player=player, game_label=game_label(key)),
                          "LC-88f")
    b.seat_offers[where] = replace(held or SeatOffer(op.by), newcomer=player)
    return msg("room.board_open_seats.seat_locked", "nobody at {table} took seat {seat}: locked "
               "for {player} from the list (LC-88f)", table=where[0], seat=where[1],
               player=player)


def chips_down(b: RoomState, player: str, table: str) -> bool:
    """A newcomer seated where a seat was locked for him: his chips are down (LC-88f)."""
    for where, offer in b.seat_offers.items():
        if where[0] == table and offer.newcomer == player:
            b.seat_offers[where] = replace(offer, chips_down=True)
            return True
    return False


# -- a short game's cut for a lower game's seats (LC-92) ---------------------------------------

def _short_game_cut(b: RoomState, op: Operation) -> str:
    table, lower = b.open_table(op.text("table")), b.open_table(op.text("to_table"))
    raw = op.body.get("draws")
    if not isinstance(raw, Mapping) or not raw:
        raise RoomRefusal(msg("room.board_open_seats.short_game_cut_field_draws",
                              "short_game_cut: field 'draws' must give each player's card"))
    seats = op.number("open_seats")
    logged = op.body.get("seated_in_log")  # the table's own log, when the station read it
    in_log = logged if isinstance(logged, int) and not isinstance(logged, bool) else 0
    check_cut_for_seats(max(len(raw), in_log), seats)
    if in_log > len(raw):
        raise RoomRefusal(msg("room.board_open_seats.log_has_more_seated", "{table}'s log has "
                              "{in_log} players seated and every one cuts: {cards} cards",
                              table=table, in_log=in_log, cards=len(raw)), "LC-92")
    missing = [p for p in b.players_at(table) if p not in raw]
    if missing:
        raise RoomRefusal(msg("room.board_open_seats.player_has_no_card", "every player of "
                              "{table} is asked to cut: {players} has no card", table=table,
                              players=", ".join(missing)), "LC-92")
    elsewhere = [str(p) for p in raw if b.seated_at.get(str(p), table) != table]
    if elsewhere:
        raise RoomRefusal(msg("room.board_open_seats.does_not_play_at", "{players} does not "
                              "play at {table}", players=", ".join(elsewhere), table=table),
                          "LC-92")
    high, low = b.tables[table], b.tables[lower]
    running = [b.rules_of(k.game, k.limit).limit.low for k in b.tables.values()
               if k.game == low.game]
    check_lower_game(b.rules_of(low.game, low.limit).limit.low,
                     b.rules_of(high.game, high.limit).limit.low, running)
    cards = cards_drawn("short_game_cut", raw)
    winners = tuple(draw_order(cards)[:seats])
    for player in winners:  # the cut is the floor's approval of these changes (LC-95)
        b.changes[player] = TableChange(player, table, lower, Position.OTHER, approved_by=op.by)
    b.cuts[table] = SeatCut(table, lower, tuple(cards), winners)
    return msg("room.board_open_seats.short_game_cut", "{table} ({players} players) cut for "
               "{seats} seat(s) at {lower}: {winners} (high card, suits by LC-28; LC-92)",
               table=table, players=len(cards), seats=seats, lower=lower,
               winners=", ".join(winners))


# -- a limit raised (LC-37) ----------------------------------------------------------------------

def _limit_raised(b: RoomState, op: Operation) -> str:
    table = b.open_table(op.text("table"))
    old = b.tables[table]
    new = GameKey(old.game, op.text("limit"))
    if any(table in (mm.main_table, mm.must_move_table) for mm in b.must_moves.values()):
        raise RoomRefusal(msg("room.board_open_seats.must_move_pair_one_limit", "{table} is in "
                              "a must-move pair: its games keep one limit", table=table),
                          "LC-137")
    try:
        rules = b.rules_of(new.game, new.limit)
    except UnknownGame as exc:
        raise RoomRefusal(said(exc), "K20") from None
    check_limit_raised(b.rules_of(old.game, old.limit).limit.low, rules.limit.low)
    b.tables[table] = new
    seated = b.players_at(table)
    for player in seated:
        b.buy_ins[(player, new)] = grandfathered_history()
    try:
        minimum = BuyInPolicy.of(rules).minimum
    except RoomRefusal:  # a game without a poker buy-in: no amount to name
        minimum = None
    players = (", ".join(seated) if seated
               else msg("room.board_open_seats.nobody_seated", "nobody seated"))
    if minimum:
        return msg("room.board_open_seats.limit_raised_minimum", "{table} goes from {old} to "
                   "{new}: {players} keep(s) the chips in play; every buy-in from now on is at "
                   "least ${minimum} (LC-37)", table=table, old=game_label(old),
                   new=game_label(new), players=players, minimum=minimum)
    return msg("room.board_open_seats.limit_raised", "{table} goes from {old} to {new}: "
               "{players} keep(s) the chips in play (LC-37)", table=table, old=game_label(old),
               new=game_label(new), players=players)


Handler = Callable[[RoomState, Operation], str]
HANDLERS: Final[dict[str, Handler]] = {
    "seat_offered": _seat_offered, "seat_locked": _seat_locked,
    "short_game_cut": _short_game_cut, "limit_raised": _limit_raised,
}
