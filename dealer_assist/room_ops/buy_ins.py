"""Buy-ins by the house's rules (catalogue §7.6, K20), for the table and for the floor.

What is checked, in this order:
- a buy-in is a positive amount, and within the house's maximum where it has one
  (PGP-GAM-06/09);
- a player who quit this game and comes back within the house's time brings at least the chips
  he left with (LC-91);
- a player moved by the room: forced into a game of the same limit he may keep his stack even
  under the minimum (LC-38); from a broken game with no seat at his limit he may enter an equal
  or lower limit short, never a higher one (LC-89); called from a must-move game he brings at
  least the minimum when he has more, all he has when he has less (LC-143); a voluntary change
  of game needs the minimum (LC-38);
- otherwise a new player buys in full (LC-35); later a buy-in or add-on under the minimum is a
  short one, allowed as many times after a full one as the house says (LC-36: once, never two in
  a row).
A buy-in taken without saying how much plays for the minimum at most (LC-26d). When the limit is
raised, seated players keep their stacks and the next buy-in is judged at the new limit (LC-37):
call :func:`judge_buy_in` with the new limit's :class:`BuyInPolicy`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from dealer_assist.messages import msg
from dealer_assist.room_ops.refusal import MINUTE_MS, RoomRefusal
from dealer_assist.rules.profile import GameRules
from dealer_assist.rules.stakes import PokerStakes
from dealer_assist.rules.values import RoomSetting


class BuyInKind(StrEnum):
    """How a buy-in counts for LC-36."""

    FULL = "full"
    SHORT = "short"
    CARRIED = "carried"  # a moved player's stack, carried under LC-38/LC-89/LC-143


class MoveReason(StrEnum):
    """Why a player arrives from another game (LC-38, LC-89, LC-90)."""

    VOLUNTARY = "voluntary"
    BROKEN_GAME = "broken_game"
    MUST_MOVE = "must_move"


@dataclass(frozen=True)
class BuyInPolicy:
    """The amounts and counts one game and limit uses (K20)."""

    minimum: int | None
    maximum: int | None = None
    shorts_after_full: int | None = 1
    return_minutes: int | None = None
    small_bet: int = 0
    minimum_sources: tuple[str, ...] = ("K20", "LC-35")
    maximum_sources: tuple[str, ...] = ("K20",)

    @classmethod
    def of(cls, rules: GameRules) -> BuyInPolicy:
        """The policy of a table's rules; a value the room must still set stays ``None`` and
        is refused when it is needed, never guessed."""
        stakes = rules.stakes
        if not isinstance(stakes, PokerStakes) or rules.buy_in is None:
            raise RoomRefusal(msg("room.buy_ins.has_no_poker_buy", "{game_name} has no poker "
                                  "buy-in",
                                  game_name=rules.game_name), "K20")
        return cls(
            minimum=_given(stakes.buy_in_min), maximum=_given(stakes.buy_in_max),
            shorts_after_full=_given(rules.buy_in.short_buy_ins_after_full),
            return_minutes=_given(rules.buy_in.return_within_minutes_with_same_chips),
            small_bet=rules.limit.low,
            minimum_sources=stakes.sources.get("buy_in_min", ("K20",)),
            maximum_sources=stakes.sources.get("buy_in_max", ("K20",)),
        )

    def needed_minimum(self) -> int:
        if self.minimum is None:
            raise RoomRefusal(msg("room.buy_ins.room_has_set_this", "the room has not set this "
                                  "game's minimum buy-in"), "K20")
        return self.minimum


@dataclass(frozen=True)
class Quit:
    """A player left this game with ``chips`` at ``at_ms`` (for LC-91); ``chips`` None: the
    record does not say how much (an older table log), so a return in time goes to the floor."""

    at_ms: int
    chips: int | None


@dataclass(frozen=True)
class UnknownQuit:
    """Whether or when the player last left this game is not known: a table log's bare
    departure (no time, no stack), or a room that could not be asked. A return goes to the
    floor (LC-91), never passed; ``why`` says what is not known."""

    why: str


def logged_quit(player: str, chips: int | None, at_ms: int | None) -> Quit | UnknownQuit:
    """A departure as a table's log recorded it: whole (stack and time), or not known."""
    if chips is None or at_ms is None:
        return UnknownQuit(msg("room.buy_ins.left_unrecorded", "{player} left this game before "
                               "and the log does not say when or with how much: the floor "
                               "decides", player=player))
    return Quit(at_ms, chips)


def room_not_asked(player: str) -> UnknownQuit:
    """The room could not be asked whether ``player`` left this game at another table (why, in
    the database driver's words, is the technician's log's: room/table_departures.py)."""
    return UnknownQuit(msg("room.buy_ins.room_out_of_reach", "the room store is out of reach, "
                           "so whether {player} left this game at another table is not known: "
                           "the floor decides; the table keeps working", player=player))


def latest_quit(*found: Quit | UnknownQuit | None) -> Quit | UnknownQuit | None:
    """The departure LC-91 judges a return by: one not known first (the floor decides), else
    the latest of those recorded (this table's log, the room's record of the others)."""
    unknown = next((q for q in found if isinstance(q, UnknownQuit)), None)
    if unknown is not None:
        return unknown
    return max((q for q in found if isinstance(q, Quit)), key=lambda q: q.at_ms, default=None)


@dataclass(frozen=True)
class Move:
    """A player coming from another game: why, its small bet, and the stack he holds there."""

    reason: MoveReason
    from_small_bet: int
    stack: int
    seat_at_same_limit: bool = True  # LC-89: a broken game's player found no seat at his limit


@dataclass(frozen=True)
class BuyInVerdict:
    """An accepted buy-in: how it counts, what plays (LC-26d) and the rules it rests on."""

    kind: BuyInKind
    plays: int
    rule_ids: tuple[str, ...]


def judge_buy_in(policy: BuyInPolicy, amount: int, *, history: Sequence[BuyInKind] = (),
                 declared: bool = True, quit: Quit | UnknownQuit | None = None, now_ms: int = 0,
                 move: Move | None = None, floor_override: str = "") -> BuyInVerdict:
    """Accept a buy-in (``history``: this player's earlier buy-ins in this game, oldest first;
    empty for a new player) or raise :class:`RoomRefusal` in the floor's words.

    ``floor_override`` (a reason) lets the floor accept what the rules refuse (LC-P1); the
    verdict then names the override."""
    try:
        return _judge(policy, amount, history, declared, quit, now_ms, move)
    except RoomRefusal as refusal:
        if not floor_override.strip():
            raise
        kind = BuyInKind.FULL if amount >= (policy.minimum or 0) else BuyInKind.SHORT
        return BuyInVerdict(kind, amount, (*refusal.rule_ids, "LC-P1"))


def _judge(policy: BuyInPolicy, amount: int, history: Sequence[BuyInKind], declared: bool,
           quit: Quit | UnknownQuit | None, now_ms: int, move: Move | None
           ) -> BuyInVerdict:
    if amount <= 0:
        raise RoomRefusal(msg("room.buy_ins.buy_positive_amount", "a buy-in is a positive "
                              "amount, not ${amount}", amount=amount), "K20")
    if policy.maximum is not None and amount > policy.maximum:
        raise RoomRefusal(msg("room.buy_ins.over_this_game_s", "${amount} is over this game's "
                              "${maximum} maximum buy-in",
                              amount=amount, maximum=policy.maximum),
                          *policy.maximum_sources)
    cited: list[str] = []
    if isinstance(quit, UnknownQuit):
        if policy.return_minutes is not None:
            raise RoomRefusal(quit.why, "LC-91")
    elif quit is not None and _returns_too_soon(policy, quit, now_ms):
        left = (now_ms - quit.at_ms) // MINUTE_MS
        if quit.chips is None:
            raise RoomRefusal(msg("room.buy_ins.left_minutes_ago_unrecorded", "he left {left} "
                                  "minutes ago and his table's log does not say with how much: "
                                  "the floor decides", left=left), "LC-91")
        if amount < quit.chips:
            raise RoomRefusal(msg("room.buy_ins.left_minutes_ago_comes", "he left {left} "
                                  "minutes ago with ${chips}: he comes back with at least "
                                  "${chips}, not ${amount}",
                                  left=left, chips=quit.chips, amount=amount), "LC-91")
        cited.append("LC-91")
    minimum = policy.needed_minimum()
    plays = amount if declared else min(amount, minimum)
    if not declared:
        cited.append("LC-26d")
    if move is not None:
        return _moved(policy, amount, plays, move, minimum, tuple(cited))
    if amount >= minimum:
        return BuyInVerdict(BuyInKind.FULL, plays, (*cited, *policy.minimum_sources))
    if not history:
        raise RoomRefusal(msg("room.buy_ins.new_player_buys_least", "a new player buys in for "
                              "at least ${minimum}, not ${amount}",
                              minimum=minimum, amount=amount),
                          *policy.minimum_sources)
    _check_short_allowed(policy, history, amount, minimum)
    return BuyInVerdict(BuyInKind.SHORT, plays, (*cited, "LC-36"))


def _check_short_allowed(policy: BuyInPolicy, history: Sequence[BuyInKind], amount: int,
                         minimum: int) -> None:
    if policy.shorts_after_full is None:
        raise RoomRefusal(msg("room.buy_ins.room_has_said_how", "the room has not said how many "
                              "short buy-ins follow a full one"),
                          "K20", "LC-36")
    shorts = 0
    for kind in reversed(history):
        if kind is BuyInKind.FULL:
            break
        if kind is BuyInKind.SHORT:
            shorts += 1
    else:
        if not any(kind is BuyInKind.FULL for kind in history):
            raise RoomRefusal(msg("room.buy_ins.short_buy_none_follows", "${amount} is a short "
                                  "buy-in and none follows a full one yet: at least ${minimum}",
                                  amount=amount, minimum=minimum), "LC-36")
    if shorts >= policy.shorts_after_full:
        raise RoomRefusal(msg("room.buy_ins.would_short_buy_after", "${amount} would be a short "
                              "buy-in after a short one: this one must be at least ${minimum}",
                              amount=amount, minimum=minimum), "LC-36")


def _moved(policy: BuyInPolicy, amount: int, plays: int, move: Move, minimum: int,
           cited: tuple[str, ...]) -> BuyInVerdict:
    if amount > move.stack:
        raise RoomRefusal(msg("room.buy_ins.holds_game_leaves", "he holds ${stack} in the game "
                              "he leaves, not ${amount}",
                              stack=move.stack, amount=amount), "LC-38")
    same_limit = policy.small_bet == move.from_small_bet
    if move.reason is MoveReason.MUST_MOVE:
        if move.stack > minimum and amount < minimum:
            raise RoomRefusal(msg("room.buy_ins.brings_least_minimum", "with ${stack} he brings "
                                  "at least the ${minimum} minimum",
                                  stack=move.stack, minimum=minimum),
                              "LC-143")
        if move.stack <= minimum and amount != move.stack:
            raise RoomRefusal(msg("room.buy_ins.under_minimum_brings_all",
                                  "with ${stack}, under the minimum, he brings all of it",
                                  stack=move.stack),
                              "LC-143")
        kind = BuyInKind.FULL if amount >= minimum else BuyInKind.CARRIED
        return BuyInVerdict(kind, plays, (*cited, "LC-143", "LC-38"))
    if amount >= minimum:
        return BuyInVerdict(BuyInKind.FULL, plays, (*cited, "LC-38"))
    if move.reason is MoveReason.VOLUNTARY:
        raise RoomRefusal(msg("room.buy_ins.player_who_changes_games", "a player who changes "
                              "games by choice buys in for at least ${minimum}, not ${amount}",
                              minimum=minimum, amount=amount), "LC-38", "LC-89")
    # a broken game: his own limit keeps his stack (LC-38); without a seat there, a lower or
    # equal limit takes him short, a higher one does not (LC-89)
    if same_limit or (not move.seat_at_same_limit and policy.small_bet <= move.from_small_bet):
        return BuyInVerdict(BuyInKind.CARRIED, plays, (*cited, "LC-38", "LC-89"))
    raise RoomRefusal(msg("room.buy_ins.from_broken_game_may", "from a broken ${from_small_bet} "
                          "game he may enter short only at an equal or lower limit: here at "
                          "least ${minimum}",
                          from_small_bet=move.from_small_bet, minimum=minimum), "LC-89")


def _returns_too_soon(policy: BuyInPolicy, quit: Quit, now_ms: int) -> bool:
    if policy.return_minutes is None:
        return False
    return now_ms - quit.at_ms < policy.return_minutes * MINUTE_MS


def _given(value: object) -> int | None:
    if isinstance(value, RoomSetting) or value is None or isinstance(value, bool):
        return None
    return value if isinstance(value, int) else None


def check_limit_raised(old_small_bet: int, new_small_bet: int) -> None:
    """LC-37 covers a game whose limit goes up; any other change of limit is a new game."""
    if new_small_bet <= old_small_bet:
        raise RoomRefusal(msg("room.buy_ins.limit_does_not_raise", "a ${new} limit does not "
                              "raise a ${old} game", new=new_small_bet, old=old_small_bet),
                          "LC-37")


def grandfathered_history() -> tuple[BuyInKind, ...]:
    """What a seated player's buy-ins count for once his game's limit went up (LC-37): his
    stack plays on as it is (carried, neither full nor short at the new limit), and his next
    buy-in is judged by the new limit's amounts, so it must reach the new minimum (our reading:
    "the new buy-in applies to everyone" leaves no short one before a full one there)."""
    return (BuyInKind.CARRIED,)
