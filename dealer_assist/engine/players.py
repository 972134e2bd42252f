"""Players across hands and entries: posting history, discipline, owed posts, chip colour-ups.

The table (engine/table.py) knows seats; the rules here follow a *player* (by name) through
several entries, which is what catching a posting abuse needs (LC-P3), or carry a matter from
one hand to the next: a disciplinary removal and return (LC-5), a post the floor or a
correction requires before the player's next hand (LC-P3, LC-132a), a newcomer entering with
a straddle (LC-47, LC-127). Colour-ups (LC-14) are logged here as non-action events.

Everything is kept in :class:`PlayerLedger` (``Table.ledger``), written only by the RuleEvents
below, so a replay of the log rebuilds it; the posting history itself is read from the log.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from dealer_assist.engine.events import (
    Event,
    HandStarted,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    Posted,
    SeatChanged,
    event,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.log_reading import caught_up
from dealer_assist.engine.seating import OwedPost, Removal, SeatingView
from dealer_assist.engine.steps import Step
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg

ABUSE_AFTER: Final = 3
"""LC-P3 (catalogue example): entries left without a big blind before the floor is told."""
PAID_BIG_BLIND: Final = frozenset(
    {"big_blind", "single_blind", "new_player_blind", "missed_blinds", "buy_button", "straddle"}
)
"""Posts that pay a player's way round (a straddle entry counts, LC-47)."""
FREE_ENTRIES: Final = frozenset({"deal_now", "wait_for_big_blind"})
"""Entries that post nothing now: refused to a player who owes a post."""


# ----------------------------------------------------------------- posting history (LC-P3)


@dataclass(slots=True)
class Entry:
    """One stay of a player at the table, from sitting down to leaving."""

    player: str
    seat: int
    hands: int = 0  # hands dealt to him
    paid_big_blind: bool = False
    left: bool = False

    @property
    def avoided_blinds(self) -> bool:
        """Played, then left before ever paying a big blind (LC-P3)."""
        return self.left and self.hands > 0 and not self.paid_big_blind


@dataclass(slots=True)
class PostingHistory:
    """Every player's entries, in order, read from the table's log (engine/log_reading.py)."""

    by_player: dict[str, list[Entry]] = field(default_factory=dict)
    current: dict[int, Entry] = field(default_factory=dict)  # seat -> the stay now

    def read(self, ev: Event) -> None:
        current = self.current
        if isinstance(ev, PlayerSeated):
            current[ev.seat] = Entry(ev.player, ev.seat)
            self.by_player.setdefault(ev.player, []).append(current[ev.seat])
        elif isinstance(ev, SeatChanged) and ev.from_seat in current:
            current[ev.to_seat] = current.pop(ev.from_seat)
        elif isinstance(ev, PlayerLeft) and ev.seat in current:
            current.pop(ev.seat).left = True
        elif isinstance(ev, HandStarted):
            for seat in ev.dealt_in:
                if seat in current:
                    current[seat].hands += 1
        elif isinstance(ev, Posted) and ev.kind in PAID_BIG_BLIND and ev.seat in current:
            current[ev.seat].paid_big_blind = True


def posting_history(table: SeatingView) -> dict[str, list[Entry]]:
    """Every player's entries at this table, in order."""
    return caught_up(table, "posting_history", PostingHistory).by_player


def blind_free_entries(table: SeatingView, player: str) -> int:
    """How many times ``player`` has left the table without paying a big blind."""
    return sum(e.avoided_blinds for e in posting_history(table).get(player, []))


def abuse_suspects(table: SeatingView) -> list[tuple[int, str, int]]:
    """LC-P3: (seat, player, entries) for seated players who keep leaving before their big
    blind, ``ABUSE_AFTER`` times or more since the floor last ruled on them."""
    history = posting_history(table)
    out = []
    for seat, info in sorted(table.seats.items()):
        count = sum(e.avoided_blinds for e in history.get(info.player, []))
        if count - table.ledger.reviewed.get(info.player, 0) >= ABUSE_AFTER:
            out.append((seat, info.player, count))
    return out


# ----------------------------------------------------------------- shared checks


def owed_post(table: SeatingView, seat: int) -> OwedPost | None:
    """The post this seat's player owes before his next hand, if any (he has not been dealt
    in since it was required)."""
    owed = table.ledger.owes_post.get(seat)
    info = table.seats.get(seat)
    if owed is None or info is None or info.player != owed.player or info.played:
        return None
    return owed


def removal(table: SeatingView, seat: int) -> Removal | None:
    removed = table.ledger.removed.get(seat)
    info = table.seats.get(seat)
    if removed is None or info is None or info.player != removed.player:
        return None
    return removed


def verify_entry(table: SeatingView, seat: int, option: str) -> None:
    """Entry checks that follow the player: a post he owes (LC-132a, LC-P3) and the house's
    straddle (LC-47, K26). Called by the table for every entry choice."""
    removed = removal(table, seat)
    if removed is not None:
        raise Refusal(
            msg("players.refusal.seat_was_removed_only_floor",
                "seat {seat} was removed by {by}: only the floor lets him back (LC-5)",
                seat=seat, by=removed.by)
        )
    owed = owed_post(table, seat)
    if owed is not None and option in FREE_ENTRIES:
        raise Refusal(
            msg("players.refusal.seat_owes_big_blind_before",
                "seat {seat} owes a big blind before his next hand ({rule_id}): he posts it, "
                "buys the button or straddles",
                seat=seat, rule_id=owed.rule_id)
        )
    if option == "straddle" and not table.config.straddle_allowed:
        raise Refusal(msg("players.refusal.house_has_no_live_straddle",
                          "this house has no live straddle, so no entry with one (K26, LC-47)"))


def owe_post(table: SeatingView, seat: int, rule_id: str) -> None:
    """From now on the player posts a big blind to be dealt in (played is reset so the table
    lays out his post like a newcomer's, LC-127)."""
    info = table.seats[seat]
    table.ledger.owes_post[seat] = OwedPost(info.player, rule_id)
    info.played = False
    if info.entry in FREE_ENTRIES:
        info.entry = "post_big_blind"


def _seated(table: SeatingView, seat: int) -> None:
    if seat not in table.seats:
        raise Refusal(msg("players.refusal.seat_empty", "seat {seat} is empty", seat=seat))


_KILLABLE: Final = ("posting", "dealing", "betting", "board", "showdown")


def _live_hand_of(table: SeatingView, seat: int) -> HandState | None:
    """The hand in progress if ``seat`` still holds a live hand in it."""
    hand = table.hand
    if table.in_hand and hand is not None and seat in hand.in_hand:
        return hand
    return None


def _floor(by: str) -> None:
    if not by.strip():
        raise Refusal(msg("players.refusal.floor_decision_names_floorperson_who",
                          "a floor decision names the floorperson who made it (LC-P5)"))


# ----------------------------------------------------------------- straddle entry (LC-47)


def straddle_entry(
    table: SeatingView, order: Sequence[int], blind_seats: Sequence[int], dealt: Sequence[int]
) -> int | None:
    """LC-47 / LC-127: the waiting player who comes in with a straddle, if the seat just left
    of the big blind is his (never in a kill hand, where no live straddle is allowed)."""
    cfg = table.config
    if not cfg.straddle_allowed or not blind_seats or blind_seats[-1] not in order:
        return None
    if table.kill_seat is not None and cfg.kill is not None:
        return None
    i = list(order).index(blind_seats[-1])
    seat = [*order[i + 1 :], *order[:i]][:1]
    if not seat or seat[0] in dealt or seat[0] in blind_seats:
        return None
    return seat[0] if table.seats[seat[0]].entry == "straddle" else None


# ----------------------------------------------------------------- events


@event
class PlayerRemoved(TableRule):
    """LC-5: the floor removes a player for discipline. His seat is held but away, so blinds
    he misses meanwhile give him the usual missed-blind button (LC-40, LC-48); a live hand of
    his is dead and nothing he paid (blinds, collection) is given back."""

    type = "player_removed"
    seat: int
    by: str
    reason: str = ""
    rule_ids: tuple[str, ...] = ("LC-5",)

    def verify_on(self, table: TableView) -> None:
        _seated(table, self.seat)
        _floor(self.by)
        if removal(table, self.seat) is not None:
            raise Refusal(msg("players.refusal.seat_has_already_been_removed",
                              "seat {seat} has already been removed by the floor",
                              seat=self.seat))
        hand = _live_hand_of(table, self.seat)
        if hand is not None and hand.phase not in _KILLABLE:
            raise Refusal(msg("players.refusal.pot_being_pushed_remove_him",
                              "the pot is being pushed: remove him once the hand is over"))

    def apply_on(self, table: TableView) -> None:
        info = table.seats[self.seat]
        hand = _live_hand_of(table, self.seat)
        if hand is not None:
            hand.kill(self.seat)  # his money stays in the pot (LC-5: no refund)
        info.away = True
        table.ledger.removed[self.seat] = Removal(
            info.player, table.hand_number, self.reason, self.by
        )


@event
class PlayerReturned(TableRule):
    """LC-5: the floor lets a removed player back with his chosen entry; he is owed no refund
    and any missed-blind button he collected meanwhile stays."""

    type = "player_returned"
    seat: int
    by: str
    entry: str = "wait_for_big_blind"

    def verify_on(self, table: TableView) -> None:
        _seated(table, self.seat)
        _floor(self.by)
        if removal(table, self.seat) is None:
            raise Refusal(msg("players.refusal.seat_was_removed_floor_lc",
                              "seat {seat} was not removed by the floor (LC-5)",
                              seat=self.seat))
        trial = table.copy()  # his entry choice, checked as if he were simply coming back
        del trial.ledger.removed[self.seat]
        trial.verify(PlayerBack(self.seat, self.entry))

    def apply_on(self, table: TableView) -> None:
        del table.ledger.removed[self.seat]
        info = table.seats[self.seat]
        info.away, info.entry = False, self.entry


@event
class PostingAbuseRuled(TableRule):
    """LC-P3: the floor's ruling on a player the app flagged for leaving before his big
    blind again and again: ``require_post`` makes him post a big blind before his next hand
    (the other sanction, picking up his chips, is a PlayerLeft)."""

    type = "posting_abuse_ruled"
    seat: int
    by: str
    require_post: bool = True
    rule_ids: tuple[str, ...] = ("LC-P3",)

    def verify_on(self, table: TableView) -> None:
        _seated(table, self.seat)
        _floor(self.by)
        if table.in_hand and table.hand is not None and self.seat in table.hand.seats:
            raise Refusal(msg("players.refusal.seat_hand_rule_between_hands",
                              "seat {seat} is in the hand: rule on it between hands",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        player = table.seats[self.seat].player
        table.ledger.reviewed[player] = blind_free_entries(table, player)
        if self.require_post:
            owe_post(table, self.seat, "LC-P3")


@event
class ChipsColouredUp(TableRule):
    """LC-14: the dealer changes a player's small chips for larger ones (or back). Not an
    action: no stack total changes. ``amount`` is the value exchanged."""

    type = "chips_coloured_up"
    seat: int
    amount: int
    from_chip: int
    to_chip: int

    def verify_on(self, table: TableView) -> None:
        _seated(table, self.seat)
        standard = table.config.chip_denominations
        for chip in (self.from_chip, self.to_chip):
            if chip <= 0 or (standard and chip not in standard):
                listed = ", ".join(f"${c}" for c in standard)  # i18n: chip values, no words
                raise Refusal(msg("players.refusal.standard_chip_game_lc_14",
                                  "${chip} is not a standard chip of this game ({listed}, LC-14)",
                                  chip=chip, listed=listed))
        if self.from_chip == self.to_chip:
            raise Refusal(msg("players.refusal.colour_up_changes_chips_another",
                              "a colour-up changes chips for another denomination"))
        if self.amount <= 0 or self.amount % self.from_chip or self.amount % self.to_chip:
            raise Refusal(
                msg("players.refusal.cannot_changed_into_chips_exactly",
                    "${amount} cannot be changed from ${from_chip} into ${to_chip} chips exactly",
                    amount=self.amount, from_chip=self.from_chip, to_chip=self.to_chip)
            )
        hand = table.hand
        in_hand = table.in_hand and hand is not None and self.seat in hand.seats
        stack = hand.stacks[self.seat] if in_hand and hand is not None else \
            table.seats[self.seat].stack
        if self.amount > stack:
            raise Refusal(msg("players.refusal.seat_has_only_front_him",
                              "seat {seat} has only ${stack} in front of him",
                              seat=self.seat, stack=stack))
        if in_hand and hand is not None and hand.phase == "betting" and \
                hand.to_act == self.seat:
            raise Refusal(
                msg("players.refusal.seat_turn_colour_up_after",
                    "seat {seat} is on turn: colour up after his action, not during it (LC-14)",
                    seat=self.seat)
            )

    def apply_on(self, table: TableView) -> None:
        table.ledger.colour_ups += 1  # a logged exchange; no stack changes


# ----------------------------------------------------------------- the dealer's screen


def notices(table: SeatingView) -> list[Step]:
    """Floor matters about players between hands: a posting-abuse note (LC-P3), removed
    players and what their return means (LC-5), posts owed before the next deal (LC-132a)."""
    notes: list[tuple[int, str, tuple[str, ...]]] = [
        (
            seat,
            msg("players.floor.posting_abuse",
                "Posting abuse? {player} (seat {seat}) has left {count} times without paying a "
                "big blind: the floor may require a post or pick up his chips",
                player=player, seat=seat, count=count),
            ("LC-P3",),
        )
        for seat, player, count in abuse_suspects(table)
    ]
    for seat in sorted(table.ledger.removed):
        removed = removal(table, seat)
        if removed is not None:
            notes.append((
                seat,
                msg("players.floor.removed_player",
                    "Seat {seat} ({player}) is removed by {by}: on his return nothing he paid "
                    "is refunded and missed blinds follow the usual rules",
                    seat=seat, player=removed.player, by=removed.by),
                ("LC-5", "LC-40"),
            ))
    for seat in sorted(table.ledger.owes_post):
        owed = owed_post(table, seat)
        if owed is not None:
            notes.append((
                seat,
                msg("players.floor.owes_big_blind",
                    "Seat {seat} ({player}) owes a big blind before he is dealt in again",
                    seat=seat, player=owed.player),
                (owed.rule_id,),
            ))
    return [Step("floor", text, seat, ids, optional=True) for seat, text, ids in notes]
