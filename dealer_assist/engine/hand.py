"""One hand of a flop game as a fold over its events.

:class:`HandState` checks every event before it changes anything (``verify`` raises a
:class:`Refusal` a dealer can read; ``can`` answers yes or no; ``apply`` verifies, then changes
the state). Phases: posting -> dealing -> betting / board (per street) -> showdown -> settling
-> ended. Settlement events (uncalled bets back, pot awards) are computed here and must be
applied in the order :meth:`HandState.settlement` gives them, so the log states who won what.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final, Protocol

from dealer_assist.cards import Card
from dealer_assist.engine.betting import AGGRESSIVE, CHECK_GESTURES, BettingRound, LegalAction
from dealer_assist.engine.config import STREETS, GameConfig
from dealer_assist.engine.events import (
    Acted,
    BetReturned,
    BlindsChopped,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
    Mucked,
    PostDeclined,
    Posted,
    PotAwarded,
    Shown,
)
from dealer_assist.engine.fold import Fold, Refusal, allowed
from dealer_assist.engine.hand_values import hand_value
from dealer_assist.engine.post_names import post_name
from dealer_assist.engine.pots import Pot, build_pots, uncalled
from dealer_assist.engine.showdown import HandValue, award, show_order
from dealer_assist.engine.words import word
from dealer_assist.messages import msg

BOARD_SIZES: Final = (0, 3, 4, 5)
BLIND_KINDS: Final = frozenset(
    {"small_blind", "big_blind", "button_blind", "single_blind", "straddle", "kill", "buy_button"}
)


@dataclass(frozen=True, slots=True)
class PostDue:
    """A forced wager the table owes before the deal (blind, dead blind, straddle, collection)."""

    seat: int
    kind: str
    live: int
    dead: int = 0
    optional: bool = False
    rule_ids: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        return self.live + self.dead


class Restriction(Protocol):
    """A limit on what a seat may do, added by a rule module (engine/turns.py): ``barred``
    returns why ``seat`` may not bet or raise now (naming the rule), or None."""

    def barred(self, hand: HandState, seat: int) -> str | None: ...


class HandState(Fold):
    """The state of one hand in progress; see the module docstring."""

    final_street = 3  # the river

    def __init__(
        self,
        config: GameConfig,
        started: HandStarted,
        stacks: Mapping[int, int],
        posts_due: Sequence[PostDue] = (),
    ) -> None:
        if started.kill_seat is not None:
            config = config.with_kill()
        self.config = config
        self.number = started.hand
        self.button = started.button
        self.seats: tuple[int, ...] = tuple(sorted(started.dealt_in))
        missing = [s for s in self.seats if s not in stacks]
        if len(self.seats) < 2:
            raise Refusal(msg("hand.refusal.hand_needs_least_two_players",
                              "a hand needs at least two players dealt in"))
        if missing:
            raise Refusal(msg("hand.refusal.seat_s_dealt_but_seated",
                              "seat(s) {missing} dealt in but not seated",
                              missing=missing))
        self.stacks: dict[int, int] = {s: stacks[s] for s in self.seats}
        self.starting_stacks = dict(self.stacks)
        self.posts_due: list[PostDue] = list(posts_due)
        self.posted: list[Posted | CollectionTaken] = []
        self.declined: set[tuple[int, str]] = set()
        self.street_bets: dict[int, int] = dict.fromkeys(self.seats, 0)
        self.contrib: dict[int, int] = dict.fromkeys(self.seats, 0)
        self.dead_money = 0
        self.collected = 0
        self.credit: dict[int, int] = {}  # live collection: counts as wagered, not in the pot
        self.folded: set[int] = set()
        self.mucked: set[int] = set()
        self.shown: dict[int, tuple[Card, ...]] = {}
        self.hole: dict[int, list[Card | None]] = {s: [] for s in self.seats}
        self.board: list[Card | None] = []
        self.burns: list[Card | None] = []
        self.seen: set[Card] = set()
        self.street = 0
        self.phase = "posting"
        self.round: BettingRound | None = None
        self.to_act: int | None = None
        self._blind_posts: dict[int, int] = {}
        self.pending: list[Event] = []
        self.awards: list[PotAwarded] = []
        self.board_claims: set[int] = set()  # announced "board plays" (PGP-HE-08, showdown_calls)
        self.held = ""  # why the award waits for the floor (LC-7 dispute); empty: not held
        self.log: list[Event] = []  # every event applied, in order
        self.ended = False
        self.voided = False
        self.hole_count = config.hole_cards
        self.restrictions: list[Restriction] = []  # call, check or fold only (LC-51, LC-53a)

    # ----------------------------------------------------------------- seats and order

    def clockwise(self, start: int) -> list[int]:
        """Seats dealt in, starting at ``start`` (or the first seat after it) going clockwise."""
        i = next((k for k, s in enumerate(self.seats) if s >= start), 0)
        return list(self.seats[i:] + self.seats[:i])

    def after(self, seat: int) -> list[int]:
        """Seats dealt in, starting with the first one clockwise after ``seat``."""
        return self.clockwise(seat + 1)

    @property
    def in_hand(self) -> list[int]:
        return [s for s in self.seats if s not in self.folded]

    def all_in(self, seat: int) -> bool:
        return self.stacks[seat] == 0 and seat not in self.folded

    @property
    def able_to_act(self) -> list[int]:
        return [s for s in self.in_hand if self.stacks[s] > 0]

    @property
    def big_blind_seat(self) -> int:
        """The biggest blind in the structure (BB, single blind, straddle or kill): the first
        preflop action is to its left (CG-HE-05, HTP-HE-03, PGP-HE-04, LC-47)."""
        posts = self._blind_posts
        if not posts:
            return self.button
        top = max(posts.values())
        return [s for s in self.after(self.button) if posts.get(s) == top][-1]

    def deal_order(self) -> list[int]:
        """Deal starts left of the button; the button gets the last card (CG-HE-01)."""
        return self.after(self.button)

    # ----------------------------------------------------------------- public trio

    def apply(self, ev: Event) -> None:
        """Verify, then change the state. A refused event changes nothing."""
        self.verify(ev)
        self._apply(ev)
        self.log.append(ev)

    def verify(self, ev: Event) -> None:
        if self.ended:
            raise Refusal(msg("hand.refusal.hand_has_ended",
                              "hand {number} has ended",
                              number=self.number))
        name = _VERIFY.get(type(ev))
        if name is None:
            raise Refusal(msg("hand.refusal.hand_event",
                              "{type} is not a hand event",
                              type=ev.type))
        getattr(self, name)(ev)

    def _apply(self, ev: Event) -> None:
        getattr(self, _APPLY[type(ev)])(ev)

    # ----------------------------------------------------------------- posting

    def _verify_decline(self, ev: PostDeclined) -> None:
        if self.phase != "posting":
            raise Refusal(msg("hand.refusal.optional_post_declined_before_deal",
                              "an optional post is declined before the deal"))
        due = next(
            (d for d in self.posts_outstanding() if d.seat == ev.seat and d.kind == ev.kind), None
        )
        if due is None or not due.optional:
            raise Refusal(msg("hand.refusal.seat_has_no_optional_decline",
                              "seat {seat} has no optional {replace} to decline",
                              seat=ev.seat, replace=post_name(ev.kind)))

    def _apply_decline(self, ev: PostDeclined) -> None:
        self.declined.add((ev.seat, ev.kind))

    def posts_outstanding(self) -> list[PostDue]:
        done = {(p.seat, p.kind if isinstance(p, Posted) else "collection") for p in self.posted}
        return [
            d
            for d in self.posts_due
            if (d.seat, d.kind) not in done and (d.seat, d.kind) not in self.declined
        ]

    def _verify_post(self, ev: Posted | CollectionTaken) -> None:
        if self.phase != "posting":
            raise Refusal(msg("hand.refusal.seat_cannot_post_now_deal",
                              "seat {seat} cannot post now: the deal has begun",
                              seat=ev.seat))
        kind = ev.kind if isinstance(ev, Posted) else "collection"
        due = next(
            (d for d in self.posts_outstanding() if d.seat == ev.seat and d.kind == kind), None
        )
        if due is None:
            raise Refusal(msg("hand.refusal.seat_owes_no_hand",
                              "seat {seat} owes no {replace} this hand",
                              seat=ev.seat, replace=post_name(kind)))
        amount = ev.live + ev.dead if isinstance(ev, Posted) else ev.amount
        stack = self.stacks[ev.seat]
        if amount > stack:
            raise Refusal(msg("hand.refusal.seat_has_only_cannot_post",
                              "seat {seat} has only ${stack}; cannot post ${amount}",
                              seat=ev.seat, stack=stack, amount=amount))
        if amount != due.total and amount != stack:
            raise Refusal(
                msg("hand.refusal.seat_owes_lc_68_short",
                    "seat {seat} owes ${total} for the {replace}, not ${amount} (LC-68: a short "
                    "post is all-in)",
                    seat=ev.seat, total=due.total, replace=post_name(kind),
                    amount=amount)
            )

    def _apply_post(self, ev: Posted | CollectionTaken) -> None:
        seat = ev.seat
        if isinstance(ev, CollectionTaken):
            self.stacks[seat] -= ev.amount
            self.collected += ev.amount
            if ev.live:  # LC-46: counts toward the button's preflop wager, but is not in the pot
                self.street_bets[seat] += ev.amount
                self.credit[seat] = self.credit.get(seat, 0) + ev.amount
        else:
            self.stacks[seat] -= ev.live + ev.dead
            if ev.kind in ("ante", "big_blind_ante"):
                self.contrib[seat] += ev.live + ev.dead
            else:
                self.street_bets[seat] += ev.live
                self.contrib[seat] += ev.live
                self.dead_money += ev.dead
            if ev.live and ev.kind in BLIND_KINDS:
                self._blind_posts[seat] = self._blind_posts.get(seat, 0) + ev.live
        self.posted.append(ev)

    # ----------------------------------------------------------------- dealing

    def _verify_card(self, card: Card | None) -> None:
        if card is not None and card in self.seen:
            raise Refusal(msg("hand.refusal.has_already_been_dealt_hand",
                              "{card} has already been dealt this hand: fouled deck (LC-105)",
                              card=card))

    def _verify_hole(self, ev: CardDealt) -> None:
        if self.phase == "posting":
            missing = [d for d in self.posts_outstanding() if not d.optional]
            if missing:
                d = missing[0]
                raise Refusal(
                    msg("hand.refusal.deal_only_after_seat_posts",
                        "deal only after seat {seat} posts the {replace} (${total})",
                        seat=d.seat, replace=post_name(d.kind), total=d.total)
                )
        elif self.phase != "dealing":
            raise Refusal(msg("hand.refusal.hole_cards_are_dealt_only",
                              "hole cards are dealt only before the first betting round"))
        if ev.seat not in self.hole:
            raise Refusal(msg("hand.refusal.seat_dealt_hand_lc_104h",
                              "seat {seat} is not dealt in this hand (LC-104h, LC-113)",
                              seat=ev.seat))
        if len(self.hole[ev.seat]) >= self.hole_count:
            raise Refusal(msg("hand.refusal.seat_already_has_cards_lc",
                              "seat {seat} already has {hole_count} cards (LC-107)",
                              seat=ev.seat, hole_count=self.hole_count))
        self._verify_card(ev.card)

    def _apply_hole(self, ev: CardDealt) -> None:
        self.phase = "dealing"
        self.hole[ev.seat].append(ev.card)
        if ev.card is not None:
            self.seen.add(ev.card)
        count = self.hole_count
        if all(len(h) == count for h in self.hole.values()):
            self._start_round()

    def board_needed(self) -> int:
        """How many board cards are still due on this street (0 outside the board phase)."""
        return BOARD_SIZES[self.street] - len(self.board) if self.phase == "board" else 0

    def _verify_board(self, ev: BoardCard) -> None:
        if self.phase != "board":
            raise Refusal(
                msg("hand.refusal.no_board_card_due_now",
                    "no board card is due now ({phase_text}): a premature card is an "
                    "irregularity (LC-110 to LC-112)",
                    phase_text=self.phase_text())
            )
        self._verify_card(ev.card)

    def _apply_board(self, ev: BoardCard) -> None:
        self.board.append(ev.card)
        if ev.card is not None:
            self.seen.add(ev.card)
        if self._board_complete():
            self._street_dealt()

    def _board_complete(self) -> bool:
        """Every card of this street is out (flop games: the board's size for the street)."""
        return len(self.board) == BOARD_SIZES[self.street]

    def _verify_burn(self, ev: CardBurned) -> None:
        if self.phase != "board" or len(self.board) != BOARD_SIZES[self.street - 1]:
            raise Refusal(msg("hand.refusal.burn_card_comes_only_before",
                              "a burn card comes only before a street's first board card"))
        self._verify_card(ev.card)

    def _apply_burn(self, ev: CardBurned) -> None:
        self.burns.append(ev.card)
        if ev.card is not None:
            self.seen.add(ev.card)

    # ----------------------------------------------------------------- betting

    def _start_round(self) -> None:
        """Open the betting for the current street, or skip it when nobody can bet."""
        unit = self.config.unit(self.street)
        rnd = BettingRound(self.street, unit)
        if self.street == 0:
            bb = max(self.street_bets.values())
            rnd.current_bet = bb
            full = bb >= unit if self.config.structure == "fixed" else bb > 0
            rnd.level = bb if full else 0
            if full and self.config.blind_counts_toward_cap:  # a straddle is the second bet
                rnd.bet_count = max(1, bb // unit) if self.config.structure == "fixed" else 1
            rnd.last_raise = self.config.big_blind if self.config.structure != "fixed" else unit
        able = self.able_to_act
        rnd.needs_action = set(able)
        rnd.started_with = len(able)
        self.round = rnd
        self.phase = "betting"
        if len(self.in_hand) < 2:
            self._end_betting()
            return
        if len(able) == 0 or (len(able) == 1 and self.street_bets[able[0]] >= rnd.current_bet):
            self._end_betting()
            return
        anchor = self.big_blind_seat if self.street == 0 else self.button
        self.to_act = self.next_to_act_after(anchor)
        rnd.first_actor = self.to_act

    def next_to_act_after(self, after: int) -> int | None:
        assert self.round is not None
        for seat in self.after(after):
            if seat in self.round.needs_action:
                return seat
        return None

    def legal_actions(self) -> list[LegalAction]:
        """What the player on turn may do, with exact amounts (street totals)."""
        rnd, seat = self.round, self.to_act
        if self.phase != "betting" or rnd is None or seat is None:
            return []
        wagered, stack = self.street_bets[seat], self.stacks[seat]
        owed = rnd.current_bet - wagered
        out: list[LegalAction] = []
        if owed > 0:
            out.append(LegalAction(seat, "fold"))
            out.append(
                LegalAction(
                    seat,
                    "call",
                    min(rnd.current_bet, wagered + stack),
                    min(rnd.current_bet, wagered + stack),
                )
            )
        else:
            out.append(LegalAction(seat, "check"))
        reopened = rnd.may_reraise(self.config, seat, owed)
        opponents = any(  # someone left who could call more than the current bet
            s != seat and self.street_bets[s] + self.stacks[s] > rnd.current_bet
            for s in self.able_to_act
        )
        capped = rnd.capped(self.config, len(self.able_to_act))
        barred = self.raise_barred(seat) is not None
        if stack > owed and reopened and opponents and not capped and not barred:
            bounds = rnd.raise_bounds(self.config, wagered, stack)
            if bounds is not None:
                name = "bet" if rnd.current_bet == 0 else rnd.raise_name(self.config)
                out.append(LegalAction(seat, name, bounds[0], bounds[1]))
                if bounds[1] < wagered + stack and self.config.structure == "no_limit":
                    out.append(LegalAction(seat, "all_in", wagered + stack, wagered + stack))
            else:
                out.append(LegalAction(seat, "all_in", wagered + stack, wagered + stack))
        return out

    def raise_barred(self, seat: int) -> str | None:
        """Why ``seat`` may only check, call or fold now, or None: a house notice against
        check-raise (LC-55), or a limit a rule module added (LC-51, LC-53a)."""
        if not self.restrictions and self.config.check_raise_allowed:
            return None  # the usual case: nothing bars a raise
        rnd = self.round
        checked = rnd is not None and (seat, "check") in rnd.actions
        if checked and not self.config.check_raise_allowed:
            return msg("hand.refusal.no_check_raise",
                       "seat {seat} checked earlier in this round and this game does not allow "
                       "check-raise: call or fold (LC-55)", seat=seat)
        return next((why for r in self.restrictions if (why := r.barred(self, seat))), None)

    def _verify_action(self, ev: Acted) -> None:
        ev = as_check(ev)
        if self.phase != "betting" or self.to_act is None:
            raise Refusal(msg("hand.refusal.seat_cannot_act_now",
                              "seat {seat} cannot act now ({phase_text})",
                              seat=ev.seat, phase_text=self.phase_text()))
        if ev.seat != self.to_act:
            raise Refusal(
                msg("hand.refusal.seat_acting_out_turn_seat",
                    "seat {seat} is acting out of turn: seat {to_act} is to act (LC-50: hold "
                    "the action)",
                    seat=ev.seat, to_act=self.to_act)
            )
        action = ev.action
        rnd = self.round
        assert rnd is not None
        wagered = self.street_bets[ev.seat]
        full = wagered + self.stacks[ev.seat]
        owed = rnd.current_bet - wagered
        if action == "check":  # the common cases first, without building every option
            if owed > 0:
                raise Refusal(msg("hand.refusal.seat_cannot_check_there_bet",
                                  "seat {seat} cannot check: there is a bet to call",
                                  seat=ev.seat))
            return
        if action == "fold":
            if owed <= 0:
                raise Refusal(msg("hand.refusal.seat_cannot_fold_nothing_call",
                                  "seat {seat} cannot fold: nothing to call (LC-60)",
                                  seat=ev.seat))
            return
        if action == "call":
            if owed <= 0:
                raise Refusal(msg("hand.refusal.seat_has_nothing_call_check",
                                  "seat {seat} has nothing to call; check instead",
                                  seat=ev.seat))
            call_to = min(rnd.current_bet, full)
            if ev.to not in (0, call_to):
                raise Refusal(msg("hand.refusal.seat_calls",
                                  "seat {seat} calls ${call_to}, not ${to}",
                                  seat=ev.seat, call_to=call_to, to=ev.to))
            return
        barred = self.raise_barred(ev.seat) if ev.to > rnd.current_bet else None
        if barred is not None:
            raise Refusal(barred)
        legal = self.legal_actions()
        raising = [a for a in legal if a.action in ("bet", "raise", "complete")]
        all_in_offered = any(a.action == "all_in" for a in legal)
        if (
            ev.to == full
            and action in AGGRESSIVE
            and (all_in_offered or (raising and ev.to <= raising[0].max_to))
        ):
            return  # all-in up to the largest wager allowed (LC-65: for less is always fine)
        if not raising:
            raise Refusal(self._why_no_raise(ev.seat))
        bound = raising[0]
        if not bound.min_to <= ev.to <= bound.max_to:
            if bound.min_to == bound.max_to:
                raise Refusal(
                    msg("hand.refusal.seat_may_only",
                        "seat {seat} may {action} to ${min_to} only, not ${to}",
                        seat=ev.seat, action=bound.action, min_to=bound.min_to, to=ev.to)
                )
            raise Refusal(
                msg("hand.refusal.seat_may",
                    "seat {seat} may {action} to ${min_to}-${max_to}, not ${to}",
                    seat=ev.seat, action=bound.action, min_to=bound.min_to,
                    max_to=bound.max_to, to=ev.to)
            )
        if ev.to % self.config.chip_unit:
            raise Refusal(
                msg("hand.refusal.multiple_chip_lc_67",
                    "${to} is not a multiple of the ${chip_unit} chip (LC-67)",
                    to=ev.to, chip_unit=self.config.chip_unit)
            )

    def _why_no_raise(self, seat: int) -> str:
        rnd = self.round
        assert rnd is not None
        if rnd.capped(self.config, len(self.able_to_act)):
            return msg("hand.refusal.raise_capped",
                       "seat {seat} cannot raise: the betting is capped at {cap} bets "
                       "(LC-49, LC-126d)", seat=seat, cap=self.config.cap_bets)
        if seat in rnd.acted_since_reopen:
            return msg("hand.refusal.raise_not_reopened",
                       "seat {seat} cannot raise: the all-in was short of a full raise, so "
                       "players who already acted may only call or fold (LC-66, LC-126c)",
                       seat=seat)
        return msg("hand.refusal.too_few_chips_to_raise",
                   "seat {seat} has too few chips to raise; all-in or call", seat=seat)

    def _apply_action(self, ev: Acted) -> None:
        ev = as_check(ev)
        rnd = self.round
        assert rnd is not None
        seat = ev.seat
        rnd.actions.append((seat, ev.action))
        rnd.needs_action.discard(seat)
        rnd.acted_since_reopen.add(seat)
        if ev.action == "fold":
            self.folded.add(seat)
        elif ev.action == "call":
            self._put_in(seat, min(rnd.current_bet, self.street_bets[seat] + self.stacks[seat]))
        elif ev.action != "check":
            to = ev.to
            self._put_in(seat, to)
            if to > rnd.current_bet:
                others = {s for s in self.able_to_act if s != seat}
                rnd.record_wager(self.config, seat, to, others, not self.stacks[seat])
                rnd.acted_since_reopen.add(seat)
        if len(self.in_hand) < 2:
            self._end_betting()
            return
        able = self.able_to_act
        rnd.needs_action &= set(able)
        if not rnd.needs_action or (
            len(able) == 1 and self.street_bets[able[0]] >= rnd.current_bet
        ):  # nobody left to bet against: the rest of the hand is dealt out
            self._end_betting()
            return
        self.to_act = self.next_to_act_after(seat)

    def can_kill(self, seat: int) -> bool:
        return allowed(lambda: self.verify_kill(seat))

    def verify_kill(self, seat: int) -> None:
        """A hand can be killed while it is dealt in, live, and the pot is not yet decided."""
        if seat not in self.in_hand:
            raise Refusal(msg("hand.refusal.seat_has_no_live_hand",
                              "seat {seat} has no live hand to kill",
                              seat=seat))
        if self.ended or self.phase in ("settling", "settled", "voided"):
            raise Refusal(msg("hand.refusal.pot_already_being_pushed",
                              "the pot is already being pushed"))

    def kill(self, seat: int) -> None:
        """A dead hand by ruling (LC-80 to LC-85, LC-102): folded out of turn, its chips
        forfeited to the pot; the betting goes on as if it had folded in turn."""
        self.verify_kill(seat)
        self.folded.add(seat)
        rnd = self.round
        if self.phase == "betting" and rnd is not None:
            rnd.needs_action.discard(seat)
            if len(self.in_hand) < 2 or not rnd.needs_action & set(self.able_to_act):
                self._end_betting()
            elif self.to_act == seat:
                self.to_act = self.next_to_act_after(seat)
        elif len(self.in_hand) < 2 and self.phase in ("board", "dealing"):
            self._begin_settling()
        elif self.phase == "showdown":
            self._maybe_settle()

    def _put_in(self, seat: int, to: int) -> None:
        add = to - self.street_bets[seat]
        self.stacks[seat] -= add
        self.street_bets[seat] = to
        self.contrib[seat] += add

    def _end_betting(self) -> None:
        self.to_act = None
        for s in self.street_bets:
            self.street_bets[s] = 0
        if len(self.in_hand) < 2:
            self._begin_settling()
        elif self.street == self.final_street:
            self._begin_showdown()
        else:
            self._next_street()

    # ----------------------------------------------------------------- corrections (public)
    # What a ruling (irregularities/) may do to the hand's course, in the engine's trio form:
    # ``can_x`` answers, ``verify_x`` raises a Refusal that says why not, ``x`` verifies, then
    # does it.

    def can_close_betting(self) -> bool:
        return self.phase == "betting" and not self.ended

    def verify_close_betting(self) -> None:
        if not self.can_close_betting():
            raise Refusal(msg("hand.refusal.there_no_betting_round_close",
                              "there is no betting round to close ({phase_text})",
                              phase_text=self.phase_text()))

    def close_betting(self) -> None:
        """The betting round is over now (a ruling took the last player able to bet out of it):
        the next street, the showdown or the settling follows."""
        self.verify_close_betting()
        self._end_betting()

    def can_restart_round(self) -> bool:
        return self.phase in ("posting", "dealing", "betting") and not self.ended

    def verify_restart_round(self) -> None:
        if not self.can_restart_round():
            raise Refusal(msg("hand.refusal.betting_round_cannot_opened_again",
                              "a betting round cannot be opened again now ({phase_text})",
                              phase_text=self.phase_text()))

    def restart_round(self) -> None:
        """Open this street's betting afresh with the seats now in the hand (a newcomer's
        cards made live, LC-132a): first to act and the bet as the street starts."""
        self.verify_restart_round()
        self._start_round()

    def can_finish_street(self) -> bool:
        return self.phase == "dealing" and not self.ended

    def verify_finish_street(self) -> None:
        if not self.can_finish_street():
            raise Refusal(msg("hand.refusal.no_street_being_dealt",
                              "no street is being dealt ({phase_text})",
                              phase_text=self.phase_text()))

    def finish_street(self) -> None:
        """Every card of the street is out (a ruling moved or gave them again): open its
        betting, or deal on when nobody can bet."""
        self.verify_finish_street()
        self._street_dealt()

    def can_begin_settling(self) -> bool:
        return not self.ended and self.phase not in ("settled", "voided")

    def verify_begin_settling(self) -> None:
        if not self.can_begin_settling():
            raise Refusal(msg("hand.refusal.pot_can_no_longer_worked",
                              "the pot can no longer be worked out again ({phase_text})",
                              phase_text=self.phase_text()))

    def begin_settling(self) -> None:
        """Work out the pot now with the hands as they stand (a hand made live, LC-75)."""
        self.verify_begin_settling()
        self._begin_settling()

    def can_sit_out(self, seat: int) -> bool:
        return allowed(lambda: self.verify_sit_out(seat))

    def verify_sit_out(self, seat: int) -> None:
        """A seat dealt in by mistake leaves the hand before anyone has acted (LC-116)."""
        if seat not in self.seats or seat in self.folded:
            raise Refusal(msg("hand.refusal.seat_has_no_live_hand_2",
                              "seat {seat} has no live hand",
                              seat=seat))
        if self.round is not None and self.round.actions:
            raise Refusal(msg("hand.refusal.seat_taken_out_hand_only",
                              "a seat is taken out of the hand only before anyone acts"))

    def sit_out(self, seat: int) -> None:
        """The seat is out of this hand; what it posted the caller returns or keeps."""
        self.verify_sit_out(seat)
        self.folded.add(seat)

    def _next_street(self) -> None:
        """After a betting round: the next street's cards are due (the board in flop games)."""
        self.street += 1
        self.phase = "board"

    def _street_dealt(self) -> None:
        if len(self.able_to_act) >= 2:
            self._start_round()
        elif self.street == self.final_street:
            self._begin_showdown()
        else:
            self.street += 1  # everyone (or all but one) is all-in: run the board out

    # ----------------------------------------------------------------- showdown and settlement

    def showdown_order(self) -> list[int]:
        """LC-73: who shows first at this showdown, then clockwise."""
        rnd = self.round
        contenders = [s for s in self.in_hand if s not in self.mucked]
        if rnd is None or rnd.street != self.final_street:  # all-in before the last round
            return [s for s in self.after(self.button) if s in contenders]
        return show_order(contenders, rnd.last_aggressor, rnd.first_actor, self.clockwise)

    def _begin_showdown(self) -> None:
        self.phase = "showdown"
        self._maybe_settle()

    def _unresolved(self) -> list[int]:
        return [s for s in self.in_hand if s not in self.mucked and s not in self.shown]

    def claimants(self) -> list[int]:
        """Seats still claiming the pot: not mucked, or mucked after announcing that the board
        plays (PGP-HE-08)."""
        return [s for s in self.in_hand if s not in self.mucked or s in self.board_claims]

    def _maybe_settle(self) -> None:
        claimants = self.claimants()
        if len(claimants) <= 1 or not self._unresolved():
            self._begin_settling()

    def _verify_shown(self, ev: Shown) -> None:
        if ev.seat not in self.hole or ev.seat in self.folded:
            raise Refusal(msg("hand.refusal.seat_has_no_live_hand_3",
                              "seat {seat} has no live hand to show",
                              seat=ev.seat))
        if self.phase in ("posting", "dealing", "settling"):
            raise Refusal(msg("hand.refusal.hands_are_shown_only_after",
                              "hands are shown only after the deal and before the pot is pushed"))
        if len(ev.cards) != self.config.hole_cards:
            raise Refusal(
                msg("hand.refusal.hand_has_cards",
                    "a {game} hand has {hole_cards} cards, not {count}",
                    game=self.config.game, hole_cards=self.config.hole_cards,
                    count=len(ev.cards))
            )
        dealt = self.hole[ev.seat]
        for got, want in zip(ev.cards, dealt, strict=False):
            if want is not None and got not in dealt:
                raise Refusal(
                    msg("hand.refusal.seat_was_dealt",
                        "seat {seat} was dealt {items}, not {got}",
                        seat=ev.seat, items=''.join(str(c) for c in dealt if c), got=got)
                )
            del want
        others = {c for s, cs in self.shown.items() if s != ev.seat for c in cs}
        clash = [c for c in ev.cards if c in others or c in self.board]
        if clash:
            raise Refusal(
                msg("hand.refusal.already_board_another_hand_fouled",
                    "{clash} is already on the board or in another hand: fouled deck (LC-105)",
                    clash=clash[0])
            )

    def _apply_shown(self, ev: Shown) -> None:
        self.shown[ev.seat] = ev.cards
        self.hole[ev.seat] = list(ev.cards)
        self.seen.update(ev.cards)
        if self.phase == "showdown":
            self._maybe_settle()

    def _verify_mucked(self, ev: Mucked) -> None:
        if self.phase != "showdown" or ev.seat not in self.in_hand or ev.seat in self.mucked:
            raise Refusal(msg("hand.refusal.seat_cannot_muck_now_before",
                              "seat {seat} cannot muck now; before showdown a player folds",
                              seat=ev.seat))

    def _apply_mucked(self, ev: Mucked) -> None:
        self.mucked.add(ev.seat)
        self.shown.pop(ev.seat, None)
        self._maybe_settle()

    def pot_layout(self, claimants: list[int]) -> tuple[tuple[int, int] | None, list[Pot]]:
        """The uncalled chips to return and the pots, counting a live collection toward its
        owner's wager but never into a pot (LC-46, LC-71)."""
        wagers = {s: c + self.credit.get(s, 0) for s, c in self.contrib.items()}
        back = uncalled(wagers)
        if back is not None and back[0] in self.folded:
            back = None  # a hand killed by ruling forfeits its whole wager (LC-5, LC-81)
        if back is not None:
            # the credit is the bottom of a wager: only real chips above it can go back
            back = (back[0], min(back[1], self.contrib[back[0]]))
            wagers[back[0]] -= back[1]
            if back[1] == 0:
                back = None
        pots = build_pots(wagers, set(claimants), self.dead_money, self.credit)
        if self.config.pot_rake and pots:  # PHH's rake, out of the main pot (phh.from_mapping)
            main = pots[0]
            pots[0] = Pot(main.amount - min(self.config.pot_rake, main.amount), main.eligible)
        return back, pots

    def pots(self) -> list[Pot]:
        """Main and side pots as they stand: a side pot starts only at an all-in (LC-65);
        uncalled chips excluded."""
        wagers = {s: c + self.credit.get(s, 0) for s, c in self.contrib.items()}
        back = uncalled(wagers)
        if back is not None and back[0] not in self.folded:
            wagers[back[0]] -= min(back[1], self.contrib[back[0]])
        all_in = {s for s in self.in_hand if self.stacks[s] == 0}
        return build_pots(wagers, set(self.in_hand), self.dead_money, self.credit, all_in)

    def _begin_settling(self) -> None:
        self.phase = "settling"
        self.to_act = None
        self.pending = self.settlement_plan()

    def settlement_plan(self) -> list[Event]:
        """How the hand would settle if the pot were worked out now: the uncalled chips going
        back, then every share of every pot (LC-65, LC-27, LC-78). Changes nothing."""
        events: list[Event] = []
        claimants = self.claimants() or self.in_hand
        back, pots = self.pot_layout(claimants)
        if back is not None:
            events.append(BetReturned(back[0], back[1]))
        values: dict[int, HandValue] = {}
        if len(claimants) > 1:
            for s in claimants:
                held = tuple(c for c in self.hole[s] if c is not None)
                # every card known (a shoe, or shown): use them all; else what was shown
                cards = held if len(held) == self.hole_count else self.shown.get(s, held)
                if s in self.mucked:  # mucked after announcing: the board alone (PGP-HE-08)
                    cards = ()
                values[s] = hand_value(self.config, cards, tuple(c for c in self.board if c))
        events += award(
            pots,
            values,
            self.odd_chip_order,
            hi_lo=self.config.hi_lo,
            unit=self.config.split_unit,
            together=self.config.odd_chips_together,
        )
        return events

    def odd_chip_order(self, winners: Sequence[int]) -> list[int]:
        """LC-27a / AMB-23: the first winner clockwise from the button gets the odd chip; in
        stud, the winner holding the highest card, suits breaking ties (LC-27b)."""
        clockwise = [s for s in self.after(self.button) if s in winners]
        if self.config.odd_chip != "highest_card_by_suit":
            return clockwise

        def top_card(seat: int) -> tuple[int, int]:
            cards = [c for c in (self.shown.get(seat) or self.hole[seat]) if c is not None]
            return max(((int(c.rank or 0), int(c.suit or 0)) for c in cards), default=(0, 0))

        return sorted(clockwise, key=top_card, reverse=True)

    def kill_winner(self) -> int | None:
        """The kill decision (CG-O8-09 / AMB-16): the seat that must kill the next hand, having
        taken the whole main pot of the threshold or more alone; None when nobody must."""
        kill = self.config.kill
        if kill is None or self.voided:
            return None
        main = [e for e in self.awards if e.pot == 0]
        winners = {e.seat for e in main}
        if len(winners) == 1 and sum(e.amount for e in main) >= kill.threshold:
            return winners.pop()
        return None

    def settlement(self) -> list[Event]:
        """The settlement events still to apply, in order (empty outside settling)."""
        return list(self.pending) if self.phase == "settling" else []

    def _verify_settle(self, ev: Event) -> None:
        if self.phase != "settling" or not self.pending:
            raise Refusal(msg("hand.refusal.no_pot_ready_pushed",
                              "no pot is ready to be pushed"))
        if self.held and isinstance(ev, PotAwarded):
            raise Refusal(self.held)
        if ev != self.pending[0]:
            raise Refusal(msg("hand.refusal.next_settlement",
                              "the next settlement is {to_json}, not {to_json2}",
                              to_json=self.pending[0].to_json(), to_json2=ev.to_json()))

    def _apply_settle(self, ev: Event) -> None:
        self.pending.pop(0)
        if isinstance(ev, BetReturned):
            self.stacks[ev.seat] += ev.amount
            self.contrib[ev.seat] -= ev.amount
        elif isinstance(ev, PotAwarded):
            self.stacks[ev.seat] += ev.amount
            self.awards.append(ev)
        if not self.pending:
            self.phase = "settled"

    def _verify_end(self, ev: HandEnded) -> None:
        if ev.hand != self.number:
            raise Refusal(msg("hand.refusal.hand",
                              "this is hand {number}, not {hand}",
                              number=self.number, hand=ev.hand))
        if self.phase not in ("settled", "voided"):
            raise Refusal(msg("hand.refusal.hand_cannot_end_yet",
                              "hand {number} cannot end yet ({phase_text})",
                              number=self.number, phase_text=self.phase_text()))

    def _apply_end(self, ev: HandEnded) -> None:
        self.ended = True

    def can_chop(self) -> bool:
        """LC-18: all fold to the blinds, no raise, and the house allows a chop."""
        rnd = self.round
        if not self.config.chop_allowed or self.phase != "betting" or self.street != 0:
            return False
        if rnd is None or len(self.in_hand) != 2 or rnd.bet_count > 1:
            return False
        blinds = {p.seat for p in self.posted if isinstance(p, Posted) and p.kind in BLIND_KINDS}
        others = [s for s in self.seats if s not in self.in_hand]
        # dead money in the pot (LC-131's full-game collection) is nobody's to take back
        return (set(self.in_hand) <= blinds and all(self.contrib[s] == 0 for s in others)
                and self.dead_money == 0)

    def _verify_chop(self, ev: BlindsChopped) -> None:
        if not self.can_chop():
            raise Refusal(
                msg("hand.refusal.blinds_may_chop_only_when",
                    "the blinds may chop only when everyone else has folded to them before the "
                    "flop, with no raise, where the house allows it (LC-18)")
            )

    def _apply_chop(self, ev: BlindsChopped) -> None:
        for s in self.in_hand:
            self.stacks[s] += self.contrib[s]
            self.contrib[s] = 0
        self.dead_money = 0
        self.to_act = None
        self.phase = "settled"

    def _verify_void(self, ev: HandVoided) -> None:
        if self.phase in ("settling", "settled", "voided"):
            raise Refusal(msg("hand.refusal.pot_has_already_been_awarded",
                              "the pot has already been awarded; a misdeal can no longer be "
                              "called"))

    def _apply_void(self, ev: HandVoided) -> None:
        """Misdeal or fouled deck: every bet goes back, collection aside (LC-103, LC-105); a
        misdeal dealt again returns the collection too, as the redeal takes it again."""
        for s in self.seats:
            kept = 0 if ev.redeal else self._collection_of(s)
            self.stacks[s] = self.starting_stacks[s] - kept
        self.phase = "voided"
        self.voided = True
        self.to_act = None
        self.pending = []

    def _collection_of(self, seat: int) -> int:
        return sum(
            p.amount for p in self.posted if isinstance(p, CollectionTaken) and p.seat == seat
        )

    # ----------------------------------------------------------------- views

    def phase_text(self) -> str:
        """Where the hand stands, as a refusal names it ("no card is due now (flop betting)")."""
        street = word(STREETS[min(self.street, 3)])
        phase = self.phase
        if phase == "betting":
            return msg("hand.phase.betting", "{street} betting", street=street)
        if phase == "board":
            return msg("hand.phase.board", "the {street} is being dealt", street=street)
        return {
            "posting": msg("hand.phase.posting", "blinds are being posted"),
            "dealing": msg("hand.phase.dealing", "the deal is in progress"),
            "showdown": msg("hand.phase.showdown", "showdown"),
            "settling": msg("hand.phase.settling", "the pot is being pushed"),
            "settled": msg("hand.phase.settled", "the pot has been pushed"),
            "voided": msg("hand.phase.voided", "the hand was voided"),
        }[phase]

    @property
    def pot_total(self) -> int:
        """What is in the pot now; nothing once the hand is void (every bet went back)."""
        if self.voided:
            return 0
        return sum(self.contrib.values()) + self.dead_money

    def chips_in_play(self) -> int:
        """Stacks plus everything in the pot: what the players brought, less collection."""
        return sum(self.stacks.values()) + self.pot_total - sum(a.amount for a in self.awards)


_VERIFY: Final[dict[type[Event], str]] = {
    Posted: "_verify_post",
    CollectionTaken: "_verify_post",
    CardDealt: "_verify_hole",
    CardBurned: "_verify_burn",
    BoardCard: "_verify_board",
    Acted: "_verify_action",
    Shown: "_verify_shown",
    Mucked: "_verify_mucked",
    BetReturned: "_verify_settle",
    PotAwarded: "_verify_settle",
    HandEnded: "_verify_end",
    HandVoided: "_verify_void",
    BlindsChopped: "_verify_chop",
    PostDeclined: "_verify_decline",
}
_APPLY: Final[dict[type[Event], str]] = {
    cls: name.replace("_verify_", "_apply_") for cls, name in _VERIFY.items()
}


def as_check(ev: Acted) -> Acted:
    """LC-59: a tap in turn is folded as a check; the log keeps the Acted that says "tap"."""
    if ev.action in CHECK_GESTURES:
        return replace(ev, action="check", to=0)
    return ev


def apply_all(hand: HandState, events: Iterable[Event]) -> HandState:
    for ev in events:
        hand.apply(ev)
    return hand
