"""String raises and accidental raises (LC-61 to LC-64): who may question a raise, until when,
and what the floor's ruling does to the hand.

The dealer never calls a string raise himself (LC-62): a live player objects, or the dealer
flags what he saw (stacked and paused, LC-64), and the floor rules. A raise questioned in time
that the floor turns into a call, or an accidental raise taken back (LC-63), rebuilds the hand
from its log with the raise replaced by a call (``chip_rulings.rebuilt``).
"""

from __future__ import annotations

from dealer_assist.engine.chip_rulings import (
    RAISES,
    STRING,
    Prompt,
    acted_after,
    find_prompt,
    open_prompt,
    raise_at,
    rebuilt,
    state,
)
from dealer_assist.engine.events import Acted, Event, event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg


def _raise_open(hand: HandState, seat: int, at: int) -> None:
    """LC-62: once two or more players have acted after a raise, it stands."""
    acted = acted_after(hand, at)
    if len(acted) >= 2:
        raise Refusal(
            msg("string_raises.refusal.seat_s_raise_stands_seats",
                "seat {seat}'s raise stands: seats {sorted} have acted after it (LC-62)",
                seat=seat, sorted=sorted(acted))
        )


def _ask_string_raise(table: TableView, seat: int) -> int:
    hand = live_hand(table)
    at = raise_at(hand, seat)
    _raise_open(hand, seat, at)
    if find_prompt(table, STRING, seat):
        raise Refusal(msg("string_raises.refusal.seat_s_raise_already_before",
                          "seat {seat}'s raise is already before the floor",
                          seat=seat))
    return at


@event
class StringRaiseObjected(TableRule):
    """LC-62: a player objects that ``seat``'s raise was a string raise. Only a player with a
    live hand may (never the dealer, nor a folded player); the floor then rules."""

    type = "string_raise_objected"
    seat: int
    by: int

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if self.by not in hand.in_hand:
            raise Refusal(
                msg("string_raises.refusal.seat_has_no_live_hand",
                    "seat {by} has no live hand: only a player still in the hand may call a "
                    "string raise; the objection is ignored (LC-62)",
                    by=self.by)
            )
        if self.by == self.seat:
            raise Refusal(msg("string_raises.refusal.player_cannot_object_own_raise",
                              "a player cannot object to his own raise"))
        _ask_string_raise(table, self.seat)

    def apply_on(self, table: TableView) -> None:
        at = raise_at(live_hand(table), self.seat)
        state(table).prompts.append(Prompt(STRING, self.seat, by=self.by, at=at))


@event
class StringRaiseFlagged(TableRule):
    """LC-64: the dealer saw ``seat`` come forward with enough to raise, split the chips into
    stacks and pause before saying "raise"; the floor decides whether it was a string raise."""

    type = "string_raise_flagged"
    seat: int

    def verify_on(self, table: TableView) -> None:
        _ask_string_raise(table, self.seat)

    def apply_on(self, table: TableView) -> None:
        at = raise_at(live_hand(table), self.seat)
        state(table).prompts.append(Prompt(STRING, self.seat, at=at))


def _as_call(table: TableView, seat: int, at: int) -> HandState:
    """The hand with ``seat``'s raise at ``at`` turned into a call; later wagers come down by
    the raise's size, later calls are of the new bet, and a later action that only answered
    the raise (his call now closes the round) drops out."""
    hand = live_hand(table)
    raised = hand.log[at] if at < len(hand.log) else None
    if not (isinstance(raised, Acted) and raised.seat == seat and raised.action in RAISES):
        raise Refusal(msg("string_raises.refusal.seat_s_questioned_raise_has",
                          "seat {seat}'s questioned raise has already been changed",
                          seat=seat))
    before = rebuilt(table, at, ())
    assert before.round is not None
    size = raised.to - before.round.current_bet
    tail: list[Event] = [Acted(seat, "call")]
    for ev in hand.log[at + 1 :]:
        if isinstance(ev, Acted) and ev.action in ("bet", *RAISES):
            ev = Acted(ev.seat, ev.action, ev.to - size)
        tail.append(ev)
    return rebuilt(table, at, tail)


@event
class StringRaiseRuled(TableRule):
    """LC-62 / LC-64: the floor's ruling on a questioned raise: it ``stands``, or it was a
    string raise and is a ``call`` (the extra chips go back). ``by`` names the floorperson
    who ruled (empty in logs written before it was recorded)."""

    type = "string_raise_ruled"
    seat: int
    ruling: str
    by: str = ""

    def verify_on(self, table: TableView) -> None:
        prompt = open_prompt(table, STRING, self.seat)
        if self.ruling not in ("stands", "call"):
            raise Refusal(msg("string_raises.refusal.floor_rules_raise_stands_call",
                              "the floor rules that the raise stands or is a call (LC-62, LC-64)"))
        if self.ruling == "call":
            _raise_open(live_hand(table), self.seat, prompt.at)
            _as_call(table, self.seat, prompt.at)

    def apply_on(self, table: TableView) -> None:
        prompt = open_prompt(table, STRING, self.seat)
        state(table).prompts.remove(prompt)
        if self.ruling == "call":
            table.hand = _as_call(table, self.seat, prompt.at)


# ----------------------------------------------------------------- LC-63 accidental raise


@event
class RaiseWithdrawn(TableRule):
    """LC-63: a player who put in enough for a raise by accident takes it back before anyone
    acts behind him: his action is a call and the extra chips go back to him."""

    type = "raise_withdrawn"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        at = raise_at(hand, self.seat)
        if len(hand.log) != at + 1:
            raise Refusal(msg("string_raises.refusal.someone_has_acted_behind_seat",
                              "someone has acted behind seat {seat}: the raise stands (LC-63)",
                              seat=self.seat))
        rebuilt(table, at, (Acted(self.seat, "call"),))

    def apply_on(self, table: TableView) -> None:
        at = raise_at(live_hand(table), self.seat)
        table.hand = rebuilt(table, at, (Acted(self.seat, "call"),))
