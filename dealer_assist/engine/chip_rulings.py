"""Chips and words the floor rules on: forward motion (LC-52) and a call of a missed raise
(LC-58a, LC-58b); also the floor prompts, the dealer's steps for them and the hand rebuilding
that :mod:`.string_raises` (LC-62 to LC-64) shares.

A plain ``action`` event cannot say "he moved chips forward but kept hold of them" or "he said
call but put nothing in". Here the dealer flags what he saw, the floor (or the rule) decides,
and each step is an event, so the log shows who asked, who objected and what was ruled. A
decision that changes an action already taken (a raise that becomes a call, a call taken back)
rebuilds the hand from its own log with that action replaced: stacks, turn and pots come out
exactly as if it had been acted that way, and a replay of the log does the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from dealer_assist.engine.betting import LegalAction
from dealer_assist.engine.chips import read_chips, read_missed_raise
from dealer_assist.engine.events import Acted, Event, HandStarted, event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.hands import new_hand
from dealer_assist.engine.steps import Step
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg

RAISES: Final = ("raise", "complete")
FORWARD: Final = "forward_motion"
STRING: Final = "string_raise"


@dataclass(slots=True)
class Prompt:
    """A question waiting for the floor: forward motion (LC-52) or a string raise (LC-62,
    LC-64). ``at`` is the questioned raise's place in the hand's log."""

    kind: str
    seat: int
    amount: int = 0
    by: int | None = None  # the live player who objected (LC-62); None: the dealer flagged it
    at: int = -1


@dataclass(slots=True)
class ShortCall:
    """A call of a missed raise that is not yet made good (LC-58a, LC-58b)."""

    owed: int  # what the call needed on top of the chips already in front of him
    put_in: int  # what he actually put in (0: he only said "call")
    at: int  # the call's place in the hand's log


@dataclass(slots=True)
class ChipRulings:
    """This hand's open floor prompts and short calls (``Table.notes``, reset each hand)."""

    prompts: list[Prompt] = field(default_factory=list)
    short: dict[int, ShortCall] = field(default_factory=dict)


# ----------------------------------------------------------------- reading the hand


def state(table: TableView, keep: bool = True) -> ChipRulings:
    """This hand's chip rulings; with ``keep`` False an empty one that is not kept."""
    return table.notes.get(ChipRulings) if keep else table.notes.peek(ChipRulings)


def _on_turn(hand: HandState, seat: int) -> None:
    if hand.phase != "betting" or hand.to_act is None:
        raise Refusal(msg("chip_rulings.refusal.seat_cannot_act_now_no",
                          "seat {seat} cannot act now: no betting round is open",
                          seat=seat))
    if hand.to_act != seat:
        raise Refusal(msg("chip_rulings.refusal.seat_act_seat",
                          "seat {to_act} is to act, not seat {seat}",
                          to_act=hand.to_act, seat=seat))


def find_prompt(table: TableView, kind: str, seat: int) -> Prompt | None:
    return next(
        (p for p in state(table, keep=False).prompts if p.kind == kind and p.seat == seat), None
    )


def open_prompt(table: TableView, kind: str, seat: int) -> Prompt:
    prompt = find_prompt(table, kind, seat)
    if prompt is None:
        what = (msg("chip_rulings.word.forward_motion", "forward motion") if kind == FORWARD
                else msg("chip_rulings.word.string_raise", "string raise"))
        raise Refusal(msg("chip_rulings.refusal.no_seat_waiting_floor",
                          "no {what} of seat {seat} is waiting for the floor",
                          what=what, seat=seat))
    return prompt


def _round_start(hand: HandState) -> int:
    """Where the last betting round's actions begin in the hand's log."""
    i = len(hand.log)
    while i > 0 and isinstance(hand.log[i - 1], Acted):
        i -= 1
    return i


def raise_at(hand: HandState, seat: int) -> int:
    """The place in the log of ``seat``'s raise: his last action in this betting round."""
    for i in range(len(hand.log) - 1, _round_start(hand) - 1, -1):
        ev = hand.log[i]
        if isinstance(ev, Acted) and ev.seat == seat:
            if ev.action in RAISES:
                return i
            break
    raise Refusal(msg("chip_rulings.refusal.seat_s_last_action_betting",
                      "seat {seat}'s last action in this betting round is not a raise",
                      seat=seat))


def acted_after(hand: HandState, at: int) -> set[int]:
    """Players who have acted since the action at ``at``."""
    return {ev.seat for ev in hand.log[at + 1 :] if isinstance(ev, Acted)}


def check_or_call(hand: HandState, seat: int) -> Acted:
    """What the player on turn does instead of a raise: call, or check when nothing is owed."""
    call = next((a for a in hand.legal_actions() if a.action == "call"), None)
    return Acted(seat, "call", call.min_to) if call else Acted(seat, "check")


def _fingerprint(hand: HandState) -> tuple[object, ...]:
    return (hand.stacks, hand.contrib, hand.street_bets, hand.folded, hand.to_act, hand.phase)


def rebuilt(table: TableView, at: int, tail: Sequence[Event]) -> HandState:
    """The hand rebuilt from its log up to (not including) ``at``, then ``tail`` (an action in
    it by a player who is no longer to act is left out).

    Refused when a correction changed the hand outside its log (a killed hand, say): then the
    rebuilt hand would not be this one, and the floor adjusts the chips by hand."""
    hand = live_hand(table)
    started = next(e for e in reversed(table.history) if isinstance(e, HandStarted))

    def fresh() -> HandState:
        return new_hand(table.config, started, hand.starting_stacks, hand.posts_due)

    again = fresh()
    for ev in hand.log:
        again.apply(ev)
    if _fingerprint(again) != _fingerprint(hand):
        raise Refusal(
            msg("chip_rulings.refusal.correction_changed_hand_outside_betting",
                "a correction changed this hand outside its betting: the floor moves the chips "
                "by hand")
        )
    if any(s.at > at for s in state(table, keep=False).short.values()):
        raise Refusal(msg("chip_rulings.refusal.settle_short_call_made_after",
                          "settle the short call made after it first (LC-58a)"))
    out = fresh()
    for ev in hand.log[:at]:
        out.apply(ev)
    for ev in tail:
        if isinstance(ev, Acted) and out.to_act != ev.seat:
            continue  # it answered an action that is no longer there
        if isinstance(ev, Acted) and ev.action == "call":
            ev = check_or_call(out, ev.seat)  # a call is of whatever the bet now is
        out.apply(ev)
    return out


# ----------------------------------------------------------------- LC-52 forward motion


def _forward_action(hand: HandState, seat: int, amount: int) -> Acted:
    """LC-52 with LC-57: chips ruled a bet read as if released in turn (``read_chips``)."""
    rnd = hand.round
    assert rnd is not None
    wagered, facing = hand.street_bets[seat], rnd.current_bet
    options = [a for a in hand.legal_actions() if a.action in ("bet", "raise", "complete")]
    raising = options[0] if options else None
    raise_to = _raise_to(options, wagered + amount) if options else facing
    reading = read_chips(facing, wagered, amount, 0, raise_to, False)
    if reading.action in ("bet", "raise") and raising is not None:
        return Acted(seat, raising.action, reading.to)
    return check_or_call(hand, seat)


def _raise_to(options: list[LegalAction], chips: int) -> int:
    """The wager the chips make among the offers: clamped into a range, or the largest of
    several fixed amounts they reach (the open pair's small or big bet, LC-100)."""
    if len(options) == 1:
        return min(max(chips, options[0].min_to), options[0].max_to)
    reached = [a.min_to for a in options if a.min_to <= chips]
    return max(reached) if reached else options[0].min_to


@event
class ForwardMotionFlagged(TableRule):
    """LC-52: the dealer saw the player on turn move ``amount`` forward while still holding the
    chips; the floor is asked whether it is a bet."""

    type = "forward_motion_flagged"
    seat: int
    amount: int

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        _on_turn(hand, self.seat)
        if not 0 < self.amount <= hand.stacks[self.seat]:
            raise Refusal(
                msg("chip_rulings.refusal.seat_has_name_chips_he",
                    "seat {seat} has ${stacks}: name the chips he moved forward",
                    seat=self.seat, stacks=hand.stacks[self.seat])
            )
        if find_prompt(table, FORWARD, self.seat):
            raise Refusal(msg("chip_rulings.refusal.seat_s_forward_motion_already",
                              "seat {seat}'s forward motion is already before the floor",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        state(table).prompts.append(Prompt(FORWARD, self.seat, self.amount))


@event
class ForwardMotionRuled(TableRule):
    """LC-52: the floor's answer: ``bet`` (the chips play as if released, LC-57) or ``no_bet``
    (nothing happened; he is still to act). ``by`` names the floorperson who ruled (empty in
    logs written before it was recorded)."""

    type = "forward_motion_ruled"
    seat: int
    ruling: str
    by: str = ""

    def verify_on(self, table: TableView) -> None:
        prompt = open_prompt(table, FORWARD, self.seat)
        if self.ruling not in ("bet", "no_bet"):
            raise Refusal(msg("chip_rulings.refusal.floor_rules_forward_motion_bet",
                              "the floor rules forward motion a bet or not a bet (LC-52)"))
        if self.ruling == "bet":
            hand = live_hand(table)
            hand.verify(_forward_action(hand, self.seat, prompt.amount))

    def apply_on(self, table: TableView) -> None:
        prompt = open_prompt(table, FORWARD, self.seat)
        state(table).prompts.remove(prompt)
        if self.ruling == "bet":
            hand = live_hand(table)
            hand.apply(_forward_action(hand, self.seat, prompt.amount))


# ----------------------------------------------------------------- LC-58 calling a missed raise


@event
class MissedRaiseCall(TableRule):
    """LC-58a / LC-58b: the player on turn missed a raise and called short: ``put_in`` chips
    toward it (0: he only said "call"). The engine counts the whole call (LC-57: an underpaid
    call is owed); :class:`MissedRaiseResolved` settles what he does about the rest."""

    type = "missed_raise_call"
    seat: int
    put_in: int = 0

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        _on_turn(hand, self.seat)
        rnd = hand.round
        assert rnd is not None
        owed = min(rnd.current_bet, hand.street_bets[self.seat] + hand.stacks[self.seat])
        owed -= hand.street_bets[self.seat]
        if not any(a in (*RAISES, "all_in") and s != self.seat for s, a in rnd.actions):
            raise Refusal(
                msg("chip_rulings.refusal.nobody_has_raised_betting_round",
                    "nobody has raised in this betting round: an underpaid call is topped up "
                    "(LC-57)")
            )
        if self.seat in state(table, keep=False).short:
            raise Refusal(msg("chip_rulings.refusal.seat_s_earlier_short_call",
                              "seat {seat}'s earlier short call is not settled yet (LC-58a)",
                              seat=self.seat))
        if not 0 <= self.put_in < owed:
            raise Refusal(msg("chip_rulings.refusal.seat_owes_short_call_puts",
                              "seat {seat} owes ${owed}: a short call puts in less than that",
                              seat=self.seat, owed=owed))

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        call = check_or_call(hand, self.seat)
        owed = call.to - hand.street_bets[self.seat]
        state(table).short[self.seat] = ShortCall(owed, self.put_in, len(hand.log))
        hand.apply(call)


def short_call_reading(hand: HandState, short: ShortCall) -> tuple[str, tuple[str, ...]]:
    """What the dealer tells a player who called a missed raise short, and the rules."""
    reading = read_missed_raise(short.owed, short.put_in, bool(acted_after(hand, short.at)))
    return reading.note, reading.rule_ids


@event
class MissedRaiseResolved(TableRule):
    """LC-58a / LC-58b: what became of a short call of a missed raise. ``take_back``: nobody
    has acted after him, so he takes his chips back and acts again; ``complete``: he puts in
    the rest; ``fold``: someone has acted after him and he gives up, forfeiting what he put in
    (not after a bare "call", which binds him to the full raise, LC-58b)."""

    type = "missed_raise_resolved"
    seat: int
    choice: str

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        short = state(table, keep=False).short.get(self.seat)
        if short is None:
            raise Refusal(msg("chip_rulings.refusal.seat_has_no_short_call",
                              "seat {seat} has no short call of a missed raise",
                              seat=self.seat))
        acted = acted_after(hand, short.at)
        if self.choice == "take_back":
            if acted:
                seats = ", ".join(str(s) for s in sorted(acted))
                raise Refusal(
                    msg("chip_rulings.refusal.acted_after_complete_or_fold",
                        "seat(s) {seats} acted after seat {seat}: he completes the raise or "
                        "folds (LC-58a)", seats=seats, seat=self.seat)
                    if short.put_in else
                    msg("chip_rulings.refusal.acted_after_complete",
                        "seat(s) {seats} acted after seat {seat}: he completes the raise "
                        "(LC-58b)", seats=seats, seat=self.seat)
                )
            if len(hand.log) != short.at + 1:
                raise Refusal(msg("chip_rulings.refusal.next_cards_are_out_call",
                                  "the next cards are out: the call can no longer be taken back"))
            rebuilt(table, short.at, ())
        elif self.choice == "fold":
            if not acted:
                raise Refusal(
                    msg("chip_rulings.refusal.nobody_has_acted_after_seat",
                        "nobody has acted after seat {seat}: he takes the call back and may "
                        "then fold for free (LC-58a)",
                        seat=self.seat)
                )
            if short.put_in == 0:
                raise Refusal(
                    msg("chip_rulings.refusal.seat_said_call_someone_has",
                        "seat {seat} said 'call' and someone has acted since: the call binds, "
                        "he owes ${owed} (LC-58b)",
                        seat=self.seat, owed=short.owed)
                )
            if self.seat not in hand.in_hand or hand.phase not in ("betting", "board"):
                raise Refusal(msg("chip_rulings.refusal.seat_can_no_longer_fold",
                                  "seat {seat} can no longer fold",
                                  seat=self.seat))
        elif self.choice != "complete":
            raise Refusal(msg("chip_rulings.refusal.short_call_taken_back_completed",
                              "a short call is taken back, completed or folded (LC-58a)"))

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        short = state(table).short.pop(self.seat)
        if self.choice == "take_back":
            table.hand = rebuilt(table, short.at, ())
        elif self.choice == "fold":
            # LC-58a: he forfeits only what he put in; the rest of the call was never his to lose
            back = short.owed - short.put_in
            hand.stacks[self.seat] += back
            hand.contrib[self.seat] -= back
            if short.at >= _round_start(hand) and hand.phase == "betting":
                hand.street_bets[self.seat] -= back
            hand.kill(self.seat)


# ----------------------------------------------------------------- the dealer's steps


def chip_steps(table: TableView) -> list[Step]:
    """Floor prompts and short calls waiting on this hand, first in the dealer's procedure."""
    hand = table.hand
    if hand is None or hand.ended:
        return []
    found = state(table, keep=False)
    steps: list[Step] = []
    for p in found.prompts:
        if p.kind == FORWARD:
            text = (
                msg("chip_rulings.step.call_floor_seat_moved_forward",
                    "Call the floor: seat {seat} moved ${amount} forward still holding the "
                    "chips: rule it a bet?",
                    seat=p.seat, amount=p.amount)
            )
            steps.append(Step("floor", text, p.seat, ("LC-52", "LC-57")))
        else:
            who = (msg("chip_rulings.word.seat_objects", "seat {seat} objects", seat=p.by)
                   if p.by is not None
                   else msg("chip_rulings.word.stacked_and_paused", "stacked and paused"))
            text = (
                msg("chip_rulings.step.call_floor_was_seat_s",
                    "Call the floor: {who}: was seat {seat}'s raise a string raise? It stands, "
                    "or it is a call; two more actions after it and it stands",
                    who=who, seat=p.seat)
            )
            flagged = ("LC-64",) if p.by is None else ()
            steps.append(Step("floor", text, p.seat, ("LC-61", "LC-62", *flagged)))
    for seat, short in found.short.items():
        note, rule_ids = short_call_reading(hand, short)
        text = msg("chip_rulings.step.seat_called_missed_raise_short",
                   "Seat {seat} called a missed raise short: {note}",
                   seat=seat, note=note)
        steps.append(Step("collect", text, seat, rule_ids))
    return steps
