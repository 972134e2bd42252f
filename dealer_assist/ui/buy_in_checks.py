"""Buy-ins at the table, judged by the house's rules before the seat panel logs them.

No Qt: the seat panel asks here, and here only wires the table to the pure judge
(``room_ops.buy_ins``: LC-35 full buy-in by house and limit with the CG and PGP amounts, LC-36
short buy-ins, LC-37 the new limit's buy-in after a raise, LC-26d an undeclared amount). The
player's earlier buy-ins come from the table's own log (``engine.buy_in_record``); the table's
house, game and limit (its last set-up) give the amounts, so a raised limit judges the next
buy-in at the new limit (LC-37) while seated stacks stay as they are. A player who quit this
game at this table comes back within the house's time with at least what he left with (LC-91,
from the table's own log: ``engine.departures``, and with ``--room`` the room's record of the
game's other tables, whichever departure is later); chips bought during his hand wait for the next
deal (LC-26a), a cheque's for its processing (LC-29), an announced runner's count (LC-26c).
What is logged: a ``buy_in_checked`` record, then the ``player_seated`` or ``chips_added`` (or
``chips_bought``, ``runner_announced``) with what plays.

A table whose house has no profile here (a test house) or whose game has no poker buy-in is
not judged: its buy-ins are logged as before. The amounts are the house profile's; a table
connected to the room (``--room``) reads its PC's room file first, the same values the floor
station's board judges with (``room_ops.house.room_rules``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from dealer_assist.engine.buy_in_record import BuyInChecked, buy_in_history
from dealer_assist.engine.departures import departure_of
from dealer_assist.engine.events import Event, PlayerSeated
from dealer_assist.engine.table import Table
from dealer_assist.engine.table_stakes import chips_event
from dealer_assist.room.table_departures import RoomUnreachable
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.buy_ins import (
    BuyInKind,
    BuyInPolicy,
    Quit,
    UnknownQuit,
    judge_buy_in,
    latest_quit,
    logged_quit,
    room_not_asked,
)
from dealer_assist.room_ops.house import room_rules
from dealer_assist.rules import ProfileError, UnknownGame, load_profile, rules_for

RoomDepartureLookup = Callable[[str, str, str], Quit | None]
"""The room's answer (``room.table_departures.RoomDepartures``): a player's last departure from
any table of a game and limit (player, game, limit), None for none; raises ``RoomUnreachable``."""


@dataclass(frozen=True)
class Override:
    """The floor accepts what the rules refused (LC-P1): who (as the log names him), why, and
    his badge (for the audit log)."""

    by: str
    reason: str
    badge: str = ""


@lru_cache(maxsize=64)
def _policy(house: str, game: str, limit: str, room_file: Path | None) -> BuyInPolicy | str:
    try:
        if room_file is not None:
            return BuyInPolicy.of(room_rules(house, room_file)(game, limit))
        return BuyInPolicy.of(rules_for(load_profile(house), game, limit))
    except (ProfileError, UnknownGame, RoomRefusal, OSError) as why:
        # i18n: why the table is not judged, for a debugger; buy_in_policy shows nothing
        return f"no buy-in rules for {house} {game} {limit}: {why}"


def buy_in_policy(table: Table, room_file: Path | None = None) -> BuyInPolicy | None:
    """The buy-in amounts of the table's house, game and limit now, from ``room_file`` first
    when the table is connected to the room (None: not judged)."""
    policy = _policy(table.house, table.game, table.limit, room_file)
    return policy if isinstance(policy, BuyInPolicy) else None


def buy_in_events(table: Table, seat: int, player: str, amount: int, *, entry: str = "",
                  declared: bool = True, override: Override | None = None, now_ms: int = 0,
                  via: str = "", room_file: Path | None = None,
                  room: RoomDepartureLookup | None = None) -> list[Event]:
    """The events of a buy-in (``entry`` given: a new player sitting down; otherwise chips
    added to his stack), or :class:`RoomRefusal` in the floor's words with the rule IDs.

    ``via``: "" chips on the table now, "cheque" a cheque written at the table (LC-29),
    "runner" chips a house runner brings, announced with the house's consent (LC-26c). Chips
    bought while his hand is being played wait for the next deal (LC-26a). ``now_ms``: the
    clock, for a player who quit this game and comes back (LC-91). ``room_file``: connected to
    the room, the amounts of its room file (as the station's board); ``room`` (a table with
    ``--room``): the room's record of his departures from the game's other tables."""
    new = bool(entry)
    policy = buy_in_policy(table, room_file)
    if policy is None:
        return [PlayerSeated(seat, player, amount, entry) if new
                else chips_event(table, seat, amount, via)]
    earlier = [] if new else buy_in_history(table, player)
    minimum = policy.minimum or 0
    history = [BuyInKind(b.kind) if b.kind is not None
               else BuyInKind.FULL if b.amount >= minimum else BuyInKind.SHORT  # older logs
               for b in earlier]
    if not new and not history:  # seated before the log kept buy-ins: his stack is his first
        info = table.seats.get(seat)
        stack = info.stack if info is not None else 0
        history = [BuyInKind.FULL if stack >= minimum else BuyInKind.SHORT]
    reason = override.reason if override is not None else ""
    quit = _quit(table, policy, player, room) if new else None
    verdict = judge_buy_in(policy, amount, history=history, declared=declared, quit=quit,
                           now_ms=now_ms, floor_override=reason)
    checked = BuyInChecked(seat, player, amount, verdict.kind.value, verdict.plays,
                           verdict.rule_ids, declared, override.by if override else "",
                           override.reason if override else "")
    played = (PlayerSeated(seat, player, verdict.plays, entry) if new
              else chips_event(table, seat, verdict.plays, via))
    return [checked, played]


def _quit(table: Table, policy: BuyInPolicy, player: str,
          room: RoomDepartureLookup | None) -> Quit | UnknownQuit | None:
    """LC-91's inputs (the judge in room_ops decides): the player's last departure from this
    game in this table's log and, with a room, its record of the game's other tables."""
    if policy.return_minutes is None:
        return None  # the house sets no return time: nothing to ask the room
    left = departure_of(table, player)
    own = (logged_quit(left.player, left.chips, left.at_ms) if left is not None
           and (left.game, left.limit) == (table.game, table.limit) else None)
    if room is None:
        return own
    try:
        return latest_quit(own, room(player, table.game, table.limit))
    except RoomUnreachable:  # its words are in the technician's log
        return latest_quit(own, room_not_asked(player))


__all__ = ["Override", "RoomDepartureLookup", "RoomRefusal",  # i18n: code names
           "RoomUnreachable", "buy_in_events", "buy_in_policy"]  # i18n: code names
