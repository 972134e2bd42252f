"""An operation's kind and a record's field named for the floor (issue 20): the English is the
record's own code ("listed", 'player'), as logs and technicians read it; a screen says the
words of its language ("anotar en la lista", 'jugador'), so a refused record names the operation
and the field without code in a Spanish or Chinese sentence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dealer_assist.messages import Message, msg

KIND_WORDS: Final[Mapping[str, Message]] = {
    "table_opened": msg("room.operation.kind.table_opened", "table_opened"),
    "table_closed": msg("room.operation.kind.table_closed", "table_closed"),
    "listed": msg("room.operation.kind.listed", "listed"),
    "arrived": msg("room.operation.kind.arrived", "arrived"),
    "called": msg("room.operation.kind.called", "called"),
    "no_answer": msg("room.operation.kind.no_answer", "no_answer"),
    "delisted": msg("room.operation.kind.delisted", "delisted"),
    "seated": msg("room.operation.kind.seated", "seated"),
    "seat_change_asked": msg("room.operation.kind.seat_change_asked", "seat_change_asked"),
    "seat_change_given": msg("room.operation.kind.seat_change_given", "seat_change_given"),
    "seat_transferred": msg("room.operation.kind.seat_transferred", "seat_transferred"),
    "must_move_declared": msg("room.operation.kind.must_move_declared", "must_move_declared"),
    "must_move_players": msg("room.operation.kind.must_move_players", "must_move_players"),
    "must_move_called": msg("room.operation.kind.must_move_called", "must_move_called"),
    "must_move_answer": msg("room.operation.kind.must_move_answer", "must_move_answer"),
    "table_change_asked": msg("room.operation.kind.table_change_asked", "table_change_asked"),
    "table_change_approved": msg("room.operation.kind.table_change_approved",
                                   "table_change_approved"),
    "game_broken": msg("room.operation.kind.game_broken", "game_broken"),
    "seat_draw": msg("room.operation.kind.seat_draw", "seat_draw"),
    "moved": msg("room.operation.kind.moved", "moved"),
    "left_table": msg("room.operation.kind.left_table", "left_table"),
    "buy_in": msg("room.operation.kind.buy_in", "buy_in"),
    "away": msg("room.operation.kind.away", "away"),
    "back": msg("room.operation.kind.back", "back"),
    "hold_button": msg("room.operation.kind.hold_button", "hold_button"),
    "missed_button": msg("room.operation.kind.missed_button", "missed_button"),
    "chips_picked_up": msg("room.operation.kind.chips_picked_up", "chips_picked_up"),
    "seat_offered": msg("room.operation.kind.seat_offered", "seat_offered"),
    "seat_locked": msg("room.operation.kind.seat_locked", "seat_locked"),
    "short_game_cut": msg("room.operation.kind.short_game_cut", "short_game_cut"),
    "limit_raised": msg("room.operation.kind.limit_raised", "limit_raised"),
}
"""Each kind of operation (operation.py KINDS) in words."""

FIELD_WORDS: Final[Mapping[str, Message]] = {
    "amount": msg("room.operation.field.amount", "'amount'"),
    "break": msg("room.operation.field.break", "'break'"),
    "call_in": msg("room.operation.field.call_in", "'call_in'"),
    "chips": msg("room.operation.field.chips", "'chips'"),
    "choice": msg("room.operation.field.choice", "'choice'"),
    "declared": msg("room.operation.field.declared", "'declared'"),
    "draws": msg("room.operation.field.draws", "'draws'"),
    "floor_told": msg("room.operation.field.floor_told", "'floor_told'"),
    "from_table": msg("room.operation.field.from_table", "'from_table'"),
    "game": msg("room.operation.field.game", "'game'"),
    "limit": msg("room.operation.field.limit", "'limit'"),
    "main_table": msg("room.operation.field.main_table", "'main_table'"),
    "must_move_table": msg("room.operation.field.must_move_table", "'must_move_table'"),
    "on": msg("room.operation.field.on", "'on'"),
    "open_seats": msg("room.operation.field.open_seats", "'open_seats'"),
    "player": msg("room.operation.field.player", "'player'"),
    "players": msg("room.operation.field.players", "'players'"),
    "position": msg("room.operation.field.position", "'position'"),
    "reason": msg("room.operation.field.reason", "'reason'"),
    "seat": msg("room.operation.field.seat", "'seat'"),
    "stack": msg("room.operation.field.stack", "'stack'"),
    "table": msg("room.operation.field.table", "'table'"),
    "to_player": msg("room.operation.field.to_player", "'to_player'"),
    "to_table": msg("room.operation.field.to_table", "'to_table'"),
}
"""Each field an operation carries, in words (quoted, as the record names it)."""


def kind_words(kind: str) -> str:
    """``kind`` for the floor: its words, or the kind as sent when the room knows no such kind."""
    return KIND_WORDS.get(kind, kind)


def field_words(name: str) -> str:
    """A record's field for the floor: its words, or its name quoted when unknown."""
    return FIELD_WORDS.get(name, repr(name))
