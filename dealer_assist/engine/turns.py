"""Action out of turn and a turn let pass (LC-50, LC-51, LC-53a, LC-53b).

Why a module of its own: these inputs are about *who* acted, not what the betting allows, so
they sit beside the hand as RuleEvents instead of growing ``HandState``. Their state lives in a
:class:`TurnState` that the hand holds among its ``restrictions`` (so it is copied with the hand
and rebuilt exactly by a replay of the log).

- LC-50: an action by a seat that is not on turn does not bind; it is logged as a note that
  changes no betting, and the dealer brings the action back to the seat on turn.
- LC-53a / LC-53b: heads-up (the round began with two players) it binds instead. A check out of
  turn stands; if the other then bets, the checker may only call or fold. A bet out of turn
  stands; the other may call, raise, or make the bettor take it back, which restarts the round.
- LC-51: the dealer records that the seat on turn let it pass. When the action comes back to him
  after three or more later players acted, he may only check, call or fold until the floor rules
  (full options back, or the limit kept).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from dealer_assist.engine.betting import AGGRESSIVE, CHECK_GESTURES, BettingRound
from dealer_assist.engine.events import Acted, event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.engine.words import word
from dealer_assist.messages import Message, msg

ACTIONS: Final = frozenset({"fold", "check", "call", "bet", "raise", "complete", "all_in"})
ACTION_WORDS: Final[dict[str, Message]] = {
    "fold": msg("turns.action.fold", "fold"),
    "check": msg("turns.action.check", "check"),
    "call": msg("turns.action.call", "call"),
    "bet": msg("turns.action.bet", "bet"),
    "raise": msg("turns.action.raise", "raise"),
    "complete": msg("turns.action.complete", "complete"),
    "all_in": msg("turns.action.all_in", "all in"),
}
"""An action held out of turn, as the dealer is told it (LC-50)."""
LATER_ACTORS: Final = 3  # LC-51: a turn let pass while this many later players act


@dataclass(slots=True)
class Note:
    """LC-50: an action held because its seat was not on turn."""

    seat: int
    action: str
    to: int
    on_turn: int
    street: int
    mark: int  # actions of the round when it was noted; stale once anyone acts


@dataclass(slots=True)
class Passed:
    """LC-51: a seat that let its turn pass; ``ruling`` is "" until the floor decides."""

    seat: int
    street: int
    mark: int  # actions of the round when the turn passed
    ruling: str = ""  # "" | "allow" | "limit"


@dataclass(slots=True)
class HeldBet:
    """LC-53b: a heads-up bet out of turn, with the round as it stood before it."""

    bettor: int
    on_turn: int
    street: int
    mark: int  # actions of the round after the bet; the choice lapses once anyone acts
    round: BettingRound
    street_bets: dict[int, int]
    stacks: dict[int, int]
    contrib: dict[int, int]


@dataclass(slots=True)
class TurnState:
    """This hand's out-of-turn facts; one of the hand's restrictions."""

    notes: list[Note] = field(default_factory=list)
    passed: list[Passed] = field(default_factory=list)
    stood_checks: dict[int, int] = field(default_factory=dict)  # seat -> street (LC-53a)
    held_bet: HeldBet | None = None

    def barred(self, hand: HandState, seat: int) -> str | None:
        if self.stood_checks.get(seat) == hand.street:
            return msg("turns.refusal.check_out_of_turn_stands",
                       "seat {seat} checked out of turn heads-up and the check stands: "
                       "call or fold only (LC-53a)", seat=seat)
        limit = self.pass_limit(hand, seat)
        if limit is None or limit.ruling == "allow":
            return None
        if limit.ruling == "limit":
            return msg("turns.refusal.floor_kept_call_or_fold",
                       "the floor kept seat {seat} to call or fold after letting his turn pass "
                       "(LC-51)", seat=seat)
        return msg("turns.refusal.passed_until_floor_rules",
                   "seat {seat} let his turn pass while {acted} later players acted: call or "
                   "fold only until the floor rules (LC-51)",
                   seat=seat, acted=later_actors(hand, limit))

    def pass_limit(self, hand: HandState, seat: int) -> Passed | None:
        """The LC-51 pass of ``seat`` on this street that three or more later players acted
        after, or None."""
        return next(
            (
                p
                for p in self.passed
                if p.seat == seat
                and p.street == hand.street
                and later_actors(hand, p) >= LATER_ACTORS
            ),
            None,
        )


def later_actors(hand: HandState, passed: Passed) -> int:
    """How many other players acted in this round after ``passed`` let his turn go."""
    rnd = hand.round
    if rnd is None or rnd.street != passed.street:
        return 0
    return len({s for s, _a in rnd.actions[passed.mark :] if s != passed.seat})


def turn_state(hand: HandState) -> TurnState:
    """This hand's TurnState, added to its restrictions on first use."""
    found = next((r for r in hand.restrictions if isinstance(r, TurnState)), None)
    if found is None:
        found = TurnState()
        hand.restrictions.append(found)
    return found


def peek(hand: HandState) -> TurnState:
    """The TurnState without adding one (an empty one when there is none)."""
    return next((r for r in hand.restrictions if isinstance(r, TurnState)), TurnState())


def betting_hand(table: TableView) -> HandState:
    """The hand in progress with a betting round open and a seat on turn, or a Refusal."""
    hand = table.hand
    if hand is None or hand.ended:
        raise Refusal(msg("turns.refusal.no_hand_progress", "no hand is in progress"))
    if hand.phase != "betting" or hand.to_act is None or hand.round is None:
        raise Refusal(msg("turns.refusal.nobody_turn_now",
                          "nobody is on turn now ({phase_text})",
                          phase_text=hand.phase_text()))
    return hand


def heads_up(hand: HandState) -> bool:
    """LC-53: the round began with two players and both can still act."""
    rnd = hand.round
    return rnd is not None and rnd.started_with == 2 and len(hand.able_to_act) == 2


def _as_if_on_turn(hand: HandState, ev: Acted, apply: bool) -> None:
    """Check (or apply) ``ev`` as though its seat were on turn: a heads-up out-of-turn check or
    bet binds (LC-53), so it follows every other betting rule."""
    on_turn = hand.to_act
    hand.to_act = ev.seat
    try:
        if apply:
            hand.apply(ev)
        else:
            hand.verify(ev)
    finally:
        if not apply:
            hand.to_act = on_turn


@event
class ActedOutOfTurn(TableRule):
    """A player acted while ``on_turn`` was to act. A note that changes no betting (LC-50),
    except heads-up, where a check stands (LC-53a) and a bet stands until the player on turn
    answers it (LC-53b)."""

    type = "out_of_turn"
    seat: int
    action: str
    on_turn: int
    to: int = 0
    stands: str = ""  # the rule that makes it stand heads-up (LC-53a/b), "" for a held note

    def binds(self, hand: HandState) -> str | None:
        """The heads-up rule that makes this action stand, or None (a held note)."""
        rnd = hand.round
        if rnd is None or not heads_up(hand):
            return None
        if self.action == "check" or self.action in CHECK_GESTURES:
            return "LC-53a"
        if self.action in AGGRESSIVE and self.to > rnd.current_bet:
            return "LC-53b"
        return None

    def verify_on(self, table: TableView) -> None:
        hand = betting_hand(table)
        if self.on_turn != hand.to_act:
            raise Refusal(msg("turns.refusal.seat_turn_seat",
                              "seat {to_act} is on turn, not seat {on_turn}",
                              to_act=hand.to_act, on_turn=self.on_turn))
        if self.seat == hand.to_act:
            raise Refusal(msg("turns.refusal.seat_turn_enter_action_normally",
                              "seat {seat} is on turn: enter the action normally",
                              seat=self.seat))
        if self.seat not in hand.in_hand:
            raise Refusal(msg("turns.refusal.seat_has_no_live_hand",
                              "seat {seat} has no live hand",
                              seat=self.seat))
        if self.action not in ACTIONS | CHECK_GESTURES:
            raise Refusal(msg("turns.refusal.poker_action",
                              "{action!r} is not a poker action",
                              action=self.action))
        rule = self.binds(hand) or ""
        if self.stands != rule:
            raise Refusal(
                msg("turns.refusal.seat_s_out_turn_stands",
                    "seat {seat}'s {action} out of turn stands heads-up ({rule}); the event "
                    "must say so",
                    seat=self.seat, action=self.action, rule=rule)
                if rule
                else msg("turns.refusal.seat_s_out_turn_only",
                         "seat {seat}'s {action} out of turn is only a note (LC-50); it cannot "
                         "stand by {stands}",
                         seat=self.seat, action=self.action, stands=self.stands)
            )
        if rule:
            _as_if_on_turn(hand, Acted(self.seat, self.action, self.to), apply=False)

    def apply_on(self, table: TableView) -> None:
        hand = betting_hand(table)
        state = turn_state(hand)
        rnd = hand.round
        assert rnd is not None
        rule = self.binds(hand)
        if rule is None:
            street, mark = hand.street, len(rnd.actions)
            state.notes.append(Note(self.seat, self.action, self.to, self.on_turn, street, mark))
            return
        before = (rnd.copy(), dict(hand.street_bets), dict(hand.stacks), dict(hand.contrib))
        _as_if_on_turn(hand, Acted(self.seat, self.action, self.to), apply=True)
        if rule == "LC-53a":
            state.stood_checks[self.seat] = hand.street
        elif hand.round is not None and hand.phase == "betting":
            state.held_bet = HeldBet(
                self.seat, self.on_turn, hand.street, len(hand.round.actions), *before
            )


def held_bet(hand: HandState) -> HeldBet | None:
    """LC-53b: the heads-up bet out of turn the player on turn may still send back."""
    held = peek(hand).held_bet
    rnd = hand.round
    if (
        held is None
        or rnd is None
        or hand.phase != "betting"
        or held.street != hand.street
        or hand.to_act != held.on_turn
        or len(rnd.actions) != held.mark
    ):
        return None
    return held


@event
class BetTakenBack(TableRule):
    """LC-53b: the player on turn made the heads-up out-of-turn bettor take his bet back; the
    round starts again from scratch on the same street (chips returned, normal order)."""

    type = "bet_taken_back"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = betting_hand(table)
        held = held_bet(hand)
        if held is None or held.bettor != self.seat:
            raise Refusal(
                msg("turns.refusal.seat_has_no_heads_up",
                    "seat {seat} has no heads-up bet out of turn that can still be taken back "
                    "(LC-53b: only before the player on turn answers it)",
                    seat=self.seat)
            )

    def apply_on(self, table: TableView) -> None:
        hand = betting_hand(table)
        state = turn_state(hand)
        held = held_bet(hand)
        assert held is not None
        hand.round = held.round.copy()
        hand.street_bets.update(held.street_bets)
        hand.stacks.update(held.stacks)
        hand.contrib.update(held.contrib)
        hand.to_act = held.on_turn
        bet = next(
            (e for e in reversed(hand.log) if isinstance(e, Acted) and e.seat == held.bettor), None
        )
        if bet is not None:
            hand.log.remove(bet)
        state.held_bet = None


@event
class TurnPassed(TableRule):
    """LC-51: the seat on turn stayed silent and the dealer moved the action on; the seat keeps
    its turn to come when the action returns to it."""

    type = "turn_passed"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = betting_hand(table)
        rnd = hand.round
        assert rnd is not None
        if self.seat != hand.to_act:
            raise Refusal(msg("turns.refusal.seat_turn_seat_2",
                              "seat {to_act} is on turn, not seat {seat}",
                              to_act=hand.to_act, seat=self.seat))
        if not rnd.needs_action - {self.seat}:
            raise Refusal(msg("turns.refusal.nobody_after_seat_due_act",
                              "nobody after seat {seat} is due to act: his turn cannot pass",
                              seat=self.seat))
        if any(p.seat == self.seat and p.street == hand.street for p in peek(hand).passed):
            raise Refusal(msg("turns.refusal.seat_s_turn_has_already",
                              "seat {seat}'s turn has already passed once this round (LC-51)",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        hand = betting_hand(table)
        rnd = hand.round
        assert rnd is not None
        turn_state(hand).passed.append(Passed(self.seat, hand.street, len(rnd.actions)))
        hand.to_act = hand.next_to_act_after(self.seat)


@event
class TurnPassRuled(TableRule):
    """LC-51: the floor's decision on a seat that let its turn pass: ``allow`` gives him every
    option again; otherwise he keeps to call or fold for the rest of the round."""

    type = "turn_pass_ruled"
    seat: int
    allow: bool
    by: str = ""

    def verify_on(self, table: TableView) -> None:
        hand = betting_hand(table)
        limit = peek(hand).pass_limit(hand, self.seat)
        if limit is None or limit.ruling:
            raise Refusal(msg("turns.refusal.no_lc_51_ruling_pending",
                              "no LC-51 ruling is pending for seat {seat}",
                              seat=self.seat))
        if not self.by.strip():
            raise Refusal(msg("turns.refusal.floor_decision_names_floorperson_who",
                              "a floor decision names the floorperson who made it"))

    def apply_on(self, table: TableView) -> None:
        hand = betting_hand(table)
        limit = turn_state(hand).pass_limit(hand, self.seat)
        assert limit is not None
        limit.ruling = "allow" if self.allow else "limit"


Prompt = tuple[str, str, int | None, tuple[str, ...]]
"""A procedure step as (kind, text, seat, rule IDs); engine/procedure.py turns it into a Step."""


def _what(action: str, to: int) -> str:
    """The held action as the note names it: "raise $40", "fold"."""
    name = ACTION_WORDS.get(action) or word(action)
    return msg("turns.action.amount", "{action} ${to}", action=name, to=to) if to else name


def prompts(hand: HandState) -> list[Prompt]:
    """What the dealer is told about actions out of turn and turns let pass in this round."""
    rnd, on_turn, state = hand.round, hand.to_act, peek(hand)
    if hand.phase != "betting" or rnd is None or on_turn is None:
        return []
    street = hand.street
    out: list[Prompt] = [
        (
            "note",
            msg("turns.note.acted_out_of_turn",
                "Seat {seat} acted out of turn ({what}): it does not bind; bring the action "
                "back to seat {on_turn}", seat=n.seat, what=_what(n.action, n.to),
                on_turn=on_turn),
            n.seat,
            ("LC-50",),
        )
        for n in state.notes
        if n.street == street and n.mark == len(rnd.actions) and n.on_turn == on_turn
    ]
    held = held_bet(hand)
    if held is not None:
        out.append((
            "offer",
            msg("turns.offer.heads_up_bet_out_of_turn",
                "Heads-up bet out of turn by seat {bettor}: seat {on_turn} may call, raise, or "
                "make seat {bettor} take it back and restart the betting round",
                bettor=held.bettor, on_turn=on_turn),
            on_turn,
            ("LC-53b",),
        ))
    out += [
        (
            "note",
            msg("turns.note.check_out_of_turn_stands",
                "Seat {seat}'s check out of turn stands: seat {on_turn} may check (the round "
                "ends) or bet; after a bet seat {seat} may only call or fold",
                seat=seat, on_turn=on_turn),
            seat,
            ("LC-53a",),
        )
        for seat, when in state.stood_checks.items()
        if when == street and seat != on_turn
    ]
    for p in state.passed:
        if p.street != street or p.ruling:
            continue
        acted = later_actors(hand, p)
        if acted >= LATER_ACTORS:
            out.append((
                "floor",
                msg("turns.floor.turn_passed",
                    "Call the floor: seat {seat} let his turn pass while {acted} later players "
                    "acted; until the floor rules he may only check, call or fold",
                    seat=p.seat, acted=acted),
                p.seat,
                ("LC-51",),
            ))
        elif on_turn != p.seat:
            out.append((
                "note",
                msg("turns.note.turn_passed",
                    "Seat {seat} let his turn pass: it comes back to him when the action reaches "
                    "him (call or fold only if {later} later players act first)",
                    seat=p.seat, later=LATER_ACTORS),
                p.seat,
                ("LC-51",),
            ))
    return out
