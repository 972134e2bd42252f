"""The dealer's commands on one table, as events.

Every command returns the events it would produce, checked against a copy of the table; nothing
changes until :meth:`TableSession.commit` (called after the log has durably stored them, so an
event is shown as accepted only once it is written: ARCHITECTURE property 6).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from dealer_assist.cards import Card
from dealer_assist.engine import chip_rulings, string_raises
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import (
    Acted,
    BlindsChopped,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    Mucked,
    PlayerLeft,
    PlayerSeated,
    PostDeclined,
    Posted,
    PotAwarded,
    Shown,
    TableConfigured,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.from_profile import config_from_rules
from dealer_assist.engine.hand import BOARD_SIZES, HandState
from dealer_assist.engine.pick_up import ChipsPickedUp
from dealer_assist.engine.players import (
    ChipsColouredUp,
    PlayerRemoved,
    PlayerReturned,
    PostingAbuseRuled,
)
from dealer_assist.engine.post_names import post_name
from dealer_assist.engine.procedure import procedure
from dealer_assist.engine.seat_dues import (
    CollectionSetByFloor,
    FullGameCollectionTaken,
    MustMoveMarked,
    SeatsSwapped,
    collection_is_live,
)
from dealer_assist.engine.showdown_calls import (
    AwardDisputed,
    BoardAnnounced,
    CardsExposed,
    DisputeResolved,
    ExposedCardsDemanded,
    HandClaimed,
    MiscallRuled,
    held_pots,
)
from dealer_assist.engine.steps import Procedure
from dealer_assist.engine.stud import StudHandState
from dealer_assist.engine.table import Table
from dealer_assist.engine.time_collection import (
    CollectionModeChanged,
    TimeCalled,
    TimePaid,
    TimePotAgreed,
)
from dealer_assist.engine.turns import ActedOutOfTurn, BetTakenBack, TurnPassed, TurnPassRuled
from dealer_assist.messages import msg
from dealer_assist.rules import load_profile, load_room, rules_for


class TableSession:
    """One table's state plus the commands that move it forward."""

    def __init__(self, config: GameConfig | None = None, table: Table | None = None) -> None:
        self.table = table if table is not None else Table(config or GameConfig())

    # ----------------------------------------------------------------- core loop

    def check(self, events: Sequence[Event]) -> list[Event]:
        """Verify ``events`` in order on a copy; raise :class:`Refusal` on the first bad one."""
        trial = self.table.copy()
        for ev in events:
            trial.apply(ev)
        return list(events)

    def commit(self, events: Iterable[Event]) -> None:
        """Adopt events already verified (and stored)."""
        self.table.apply_all(events)

    def run(self, events: Sequence[Event]) -> list[Event]:
        """Check and commit at once (replay, tests, tools without a log)."""
        self.check(events)
        self.commit(events)
        return list(events)

    def procedure(self) -> Procedure:
        return procedure(self.table)

    @property
    def hand(self) -> HandState:
        if self.table.hand is None:
            raise Refusal(msg("session.refusal.no_hand_has_been_started",
                              "no hand has been started"))
        return self.table.hand

    # ----------------------------------------------------------------- commands

    def start_hand(self) -> list[Event]:
        started, _posts = self.table.next_hand()
        return self.check([started])

    def post_blinds(self) -> list[Event]:
        """Every outstanding required post, as the procedure lists them."""
        hand = self.hand
        events: list[Event] = []
        left = dict(hand.stacks)  # a seat owing two posts pays the second from what is left
        for due in hand.posts_outstanding():
            if due.optional:
                continue
            amount = min(due.total, left[due.seat])
            left[due.seat] -= amount
            if due.kind == "collection":  # live on the button (LC-46) or back (LC-41); not LC-40
                counts = collection_is_live(self.table, hand.button, due)
                events.append(CollectionTaken(due.seat, amount, counts))
            else:
                live = min(due.live, amount)
                events.append(Posted(due.seat, due.kind, live, amount - live))
        return self.check(events)

    def post(self, seat: int, kind: str) -> list[Event]:
        """One post the procedure lists (a straddle the player chose, for instance)."""
        hand = self.hand
        due = next((d for d in hand.posts_outstanding() if d.seat == seat and d.kind == kind), None)
        if due is None:
            raise Refusal(msg("session.refusal.seat_owes_no_now",
                              "seat {seat} owes no {replace} now",
                              seat=seat, replace=post_name(kind)))
        amount = min(due.total, hand.stacks[seat])
        if kind == "collection":
            live = collection_is_live(self.table, hand.button, due)
            return self.check([CollectionTaken(seat, amount, live)])
        live_part = min(due.live, amount)
        return self.check([Posted(seat, kind, live_part, amount - live_part)])

    def decline(self, seat: int, kind: str) -> list[Event]:
        """The player turns down an optional post (LC-47 straddle)."""
        return self.check([PostDeclined(seat, kind)])

    # ----------------------------------------------------------------- players (engine/players)

    def colour_up(self, seat: int, amount: int, from_chip: int, to_chip: int) -> list[Event]:
        """LC-14: change ``amount`` of a player's chips into another standard denomination."""
        return self.check([ChipsColouredUp(seat, amount, from_chip, to_chip)])

    def remove_player(self, seat: int, by: str, reason: str = "") -> list[Event]:
        """LC-5: the floor removes a player for discipline (seat held, no refund)."""
        return self.check([PlayerRemoved(seat, by, reason)])

    def return_player(self, seat: int, by: str, entry: str = "wait_for_big_blind") -> list[Event]:
        """LC-5: the floor lets a removed player back with the entry he chooses."""
        return self.check([PlayerReturned(seat, by, entry)])

    def rule_posting_abuse(self, seat: int, by: str, require_post: bool = True) -> list[Event]:
        """LC-P3: the floor's ruling on a flagged player: post a big blind now, or no action."""
        return self.check([PostingAbuseRuled(seat, by, require_post)])

    def show(self, seat: int, cards: Sequence[Card] | None = None) -> list[Event]:
        """Table a hand: the cards given (entered by touch) or those the shoe dealt."""
        held = cards if cards is not None else self.hand.hole.get(seat, [])
        if any(c is None for c in held):
            raise Refusal(msg("session.refusal.seat_s_cards_were_read",
                              "seat {seat}'s cards were not read: enter them to show the hand",
                              seat=seat))
        return self.check([Shown(seat, tuple(c for c in held if c is not None))])

    def muck(self, seat: int) -> list[Event]:
        return self.check([Mucked(seat)])

    def deal_hole_cards(self, cards: Sequence[Card | None] | None = None) -> list[Event]:
        """The whole deal in order (one card at a time from the left of the button); unknown
        cards when there is no shoe."""
        hand = self.hand
        order = hand.deal_order()
        n = 3 if isinstance(hand, StudHandState) else self.table.config.hole_cards
        cards_iter = iter(cards) if cards is not None else None
        events: list[Event] = []
        if isinstance(hand, StudHandState) and hand.third_street_burn_due():
            events.append(CardBurned(None))  # LC-GL-10: a burn before 3rd street too
        for _round in range(n):
            for seat in order:
                card = next(cards_iter, None) if cards_iter is not None else None
                events.append(CardDealt(seat, card))
        return self.check(events)

    def act(self, seat: int, action: str, to: int = 0) -> list[Event]:
        if action == "call" and not to:
            call = next((a for a in self.hand.legal_actions() if a.action == "call"), None)
            to = call.min_to if call else 0
        return self.check([Acted(seat, action, to)])

    def tap(self, seat: int, gesture: str = "tap") -> list[Event]:
        """LC-59: a tap, knock or gesture in turn is a check; the log keeps which it was."""
        return self.check([Acted(seat, gesture)])

    def out_of_turn(self, seat: int, action: str, to: int = 0) -> list[Event]:
        """LC-50: log an action made out of turn (held, not applied); heads-up a check or bet
        out of turn stands (LC-53a, LC-53b)."""
        held = ActedOutOfTurn(seat, action, self._on_turn(), to)
        return self.check([replace(held, stands=held.binds(self.hand) or "")])

    def pass_turn(self, seat: int) -> list[Event]:
        """LC-51: the seat on turn stays silent and the action moves on without him."""
        return self.check([TurnPassed(seat)])

    def rule_turn_pass(self, seat: int, allow: bool, by: str) -> list[Event]:
        """LC-51: the floor gives a seat that let its turn pass every option back (``allow``)
        or keeps him to call or fold."""
        return self.check([TurnPassRuled(seat, allow, by)])

    def take_back_bet(self, seat: int) -> list[Event]:
        """LC-53b: the player on turn makes the heads-up out-of-turn bettor take his bet back;
        the betting round starts again."""
        return self.check([BetTakenBack(seat)])

    def _on_turn(self) -> int:
        seat = self.hand.to_act
        if seat is None:
            raise Refusal(msg("session.refusal.nobody_turn_now", "nobody is on turn now"))
        return seat

    def deal_street(self, cards: Sequence[Card | None] | None = None) -> list[Event]:
        """Stud: the burn and one card to each player still in (or LC-124's community card)."""
        hand = self.hand
        if not isinstance(hand, StudHandState) or hand.phase != "dealing":
            raise Refusal(msg("session.refusal.no_stud_street_being_dealt",
                              "no stud street is being dealt now"))
        cards_iter = iter(cards) if cards is not None else iter(())
        trial = self.table.copy()
        events: list[Event] = []
        while (
            isinstance(trial.hand, StudHandState)
            and trial.hand.phase == "dealing"
            and trial.hand.street == hand.street
        ):
            role = trial.hand.next_card_role()
            card = next(cards_iter, None)
            ev: Event
            if role == "burn":
                ev = CardBurned(card)
            elif role == "community":
                ev = BoardCard(card)
            else:
                ev = CardDealt(trial.hand.deal_targets()[0], card)
            trial.apply(ev)
            events.append(ev)
        return events

    def card_read(self, card: Card | None) -> list[Event]:
        """A card from the shoe: the engine decides what it is (hole card, burn or board)."""
        hand = self.hand
        if isinstance(hand, StudHandState) and hand.phase in ("posting", "dealing"):
            role = hand.next_card_role()
            if role == "burn":
                return self.check([CardBurned(card)])
            if role == "community":
                return self.check([BoardCard(card)])
            targets = hand.deal_targets()
            fewest = min(len(hand.hole[s]) for s in targets)
            return self.check(
                [CardDealt(next(s for s in targets if len(hand.hole[s]) == fewest), card)]
            )
        if hand.phase in ("posting", "dealing"):
            dealt = [len(hand.hole[s]) for s in hand.deal_order()]
            target = hand.deal_order()[dealt.index(min(dealt))]
            return self.check([CardDealt(target, card)])
        if hand.phase == "board":
            if len(hand.board) == BOARD_SIZES[hand.street - 1] and (len(hand.burns) < hand.street):
                return self.check([CardBurned(card)])
            return self.check([BoardCard(card)])
        raise Refusal(msg("session.refusal.no_card_due_now_set",
                          "no card is due now ({phase_text}): set it aside and call the floor",
                          phase_text=hand.phase_text()))

    def deal_board(
        self, cards: Sequence[Card | None] | None = None, burn: bool = True
    ) -> list[Event]:
        hand = self.hand
        need = hand.board_needed()
        if need == 0:
            raise Refusal(msg("session.refusal.no_board_card_due_now",
                              "no board card is due now"))
        first_card = len(hand.board) == BOARD_SIZES[hand.street - 1]
        burn_due = burn and first_card and len(hand.burns) < hand.street
        events: list[Event] = [CardBurned(None)] if burn_due else []
        cards_iter = iter(cards) if cards is not None else None
        for _ in range(need):
            events.append(BoardCard(next(cards_iter, None) if cards_iter is not None else None))
        return self.check(events)

    # ----------------------------------------------------------------- between hands

    def swap_seats(self, seat_a: int, seat_b: int) -> list[Event]:
        """LC-88d: two players trade seats; each is judged by his own move."""
        return self.check([SeatsSwapped(seat_a, seat_b)])

    def take_full_collection(self, seat: int) -> list[Event]:
        """LC-131: the full-game collection from a missed-blind player the button passed."""
        info = self.table.seats.get(seat)
        amount = min(self.table.config.collection, info.stack) if info else 0
        return self.check([FullGameCollectionTaken(seat, amount)])

    def pick_up_chips(self, seat: int, by: str, reason: str = "") -> list[Event]:
        """LC-97 / LC-98: the floor picks up an away player's whole stack and holds it for him;
        the seat is freed (logged as ``chips_picked_up`` then ``player_left``)."""
        info = self.table.seats.get(seat)
        if info is None:
            raise Refusal(msg("session.refusal.seat_empty",
                              "seat {seat} is empty",
                              seat=seat))
        return self.check([ChipsPickedUp(seat, info.player, info.stack, by, reason),
                           PlayerLeft(seat)])

    def mark_must_move(self, must_move: bool = True) -> list[Event]:
        """LC-145: the table is (or stops being) a must-move game."""
        return self.check([MustMoveMarked(must_move)])

    def floor_sets_collection(self, amount: int, by: str) -> list[Event]:
        """LC-145: the floor's collection while the must-move game is short-handed."""
        return self.check([CollectionSetByFloor(amount, by)])

    # ----------------------------------------------------------------- time collection

    def change_collection_mode(self, mode: str) -> list[Event]:
        """LC-144: a short-handed button game switches to time (``"time"``) or back."""
        return self.check([CollectionModeChanged(mode)])

    def call_time(self, waiting_list: bool) -> list[Event]:
        """LC-146: the floor calls time; every seated player owes it."""
        return self.check([TimeCalled(waiting_list)])

    def pay_time(self, seat: int) -> list[Event]:
        """LC-146: a player pays his own time, at the table's rate."""
        return self.check([TimePaid(seat, self.table.config.time_collection)])

    def agree_time_pot(self, seats: Sequence[int]) -> list[Event]:
        """LC-147: these players play a time pot; its winner pays for all of them."""
        return self.check([TimePotAgreed(tuple(seats))])

    def pay_time_pot(self, seat: int) -> list[Event]:
        """LC-147: the time pot's winner pays time for every player in it."""
        covers = tuple(sorted(self.table.time.time_pot))
        if not covers:
            raise Refusal(msg("session.refusal.no_time_pot_was_agreed",
                              "no time pot was agreed (LC-147)"))
        rate = self.table.config.time_collection
        return self.check([TimePaid(seat, rate * len(covers), covers)])

    def chop(self) -> list[Event]:
        """LC-18: everyone folded to the blinds, and they take their blinds back."""
        return self.check([BlindsChopped()])

    def settle(self) -> list[Event]:
        return self.check(self.hand.settlement())

    def end_hand(self) -> list[Event]:
        return self.check([HandEnded(self.hand.number)])

    # ----------------------------------------------------------------- showdown calls

    def announce_board(self, seat: int) -> list[Event]:
        """The player says the board plays before mucking (PGP-HE-08, where K11 asks it)."""
        return self.check([BoardAnnounced(seat)])

    def claim_hand(self, seat: int, claim: str) -> list[Event]:
        """A hand named out loud (LC-74): logged, never binding."""
        return self.check([HandClaimed(seat, claim.strip().lower())])

    def rule_miscall(self, seat: int, forfeit: bool, by: str, reason: str = "") -> list[Event]:
        """LC-74: the floor rules on a wrong hand call another player gave up on: the cards
        speak, or (``forfeit``) the caller loses the pot, held for a corrected award (LC-7)."""
        return self.check([MiscallRuled(seat, forfeit, by, reason)])

    def expose(
        self, seat: int, to_seat: int | None = None, cards: Sequence[Card] = ()
    ) -> list[Event]:
        """Cards shown during the hand to seat ``to_seat``, or to a non-player (LC-76, LC-77)."""
        return self.check([CardsExposed(seat, to_seat, tuple(cards))])

    def demand_exposed(self, seat: int, by: int) -> list[Event]:
        """An active player asks to see the cards seat ``seat`` showed another player (LC-77)."""
        return self.check([ExposedCardsDemanded(seat, by)])

    def dispute_award(self, seat: int | None = None, reason: str = "") -> list[Event]:
        """Hold the award for the floor before the pot is pushed (LC-7)."""
        return self.check([AwardDisputed(seat, reason)])

    def resolve_dispute(
        self,
        decision: str,
        by: str,
        reason: str = "",
        shares: Sequence[tuple[int, int, int]] = (),
        winners: Sequence[tuple[int, int, str]] = (),
    ) -> list[Event]:
        """The floor's ruling on a held award (LC-7): ``stands``, or ``corrected`` either to
        the ``(pot, seat, amount)`` shares given, or to the ``(pot, seat, half)`` winners
        named (half: whole, high or low), each pot then split as the game splits a pot."""
        pots, seats, amounts = _columns(shares, 3)
        if winners:
            pots, seats, halves = _columns(winners, 3)
            return self.check([DisputeResolved(decision, by, reason, pots, seats, (), halves)])
        return self.check([DisputeResolved(decision, by, reason, pots, seats, amounts)])

    def award_held_pots_to(self, seat: int, by: str, reason: str) -> list[Event]:
        """LC-7 corrected by the floor: every pot still to push goes whole to ``seat``."""
        totals: dict[int, int] = {}
        for ev in self.hand.pending:
            if isinstance(ev, PotAwarded):
                totals[ev.pot] = totals.get(ev.pot, 0) + ev.amount
        if not totals:
            raise Refusal(msg("session.refusal.no_pot_waiting_pushed_lc",
                              "no pot is waiting to be pushed (LC-7)"))
        shares = [(pot, seat, amount) for pot, amount in sorted(totals.items())]
        return self.resolve_dispute("corrected", by, reason, shares)

    def split_held_pots(self, pot: int | None, seats: Sequence[int], by: str, reason: str,
                        low_seats: Sequence[int] = ()) -> list[Event]:
        """LC-7 corrected by the floor: pot ``pot`` (None: every pot still to push) is shared
        by ``seats`` (with ``low_seats``: they share the high half and ``low_seats`` the low
        half), split as the game splits a pot (LC-27). With every pot, each pot goes to the
        seats named that covered it (LC-65); a pot none of them covered keeps its shares."""
        pots = [p for p in held_pots(self.table) if pot is None or p.index == pot]
        winners: list[tuple[int, int, str]] = []
        for held in pots:
            high = [s for s in seats if pot is not None or s in held.may_win]
            low = [s for s in low_seats if pot is not None or s in held.may_win]
            if high and low:
                winners += [(held.index, s, "high") for s in high]
                winners += [(held.index, s, "low") for s in low]
            else:
                winners += [(held.index, s, "whole") for s in high or low]
        if not winners:
            raise Refusal(msg("session.refusal.none_seats_named_put_enough",
                              "none of the seats named put in enough to win a pot still to push "
                              "(LC-65)") if pots else
                          msg("session.refusal.no_pot_waiting_pushed_lc",
                              "no pot is waiting to be pushed (LC-7)"))
        return self.resolve_dispute("corrected", by, reason, winners=winners)

    # ----------------------------------------------------------------- chips the floor rules on

    def flag_forward_motion(self, seat: int, amount: int) -> list[Event]:
        """LC-52: chips moved forward but still held: the floor is asked "rule it a bet?"."""
        return self.check([chip_rulings.ForwardMotionFlagged(seat, amount)])

    def rule_forward_motion(self, seat: int, bet: bool, by: str = "") -> list[Event]:
        """LC-52: the floor (``by``) rules the chips moved forward a bet or not."""
        ruling = "bet" if bet else "no_bet"
        return self.check([chip_rulings.ForwardMotionRuled(seat, ruling, by)])

    def call_missed_raise(self, seat: int, put_in: int = 0) -> list[Event]:
        """LC-58a / LC-58b: a call of a raise he missed, ``put_in`` short (0: said "call")."""
        return self.check([chip_rulings.MissedRaiseCall(seat, put_in)])

    def resolve_missed_raise(self, seat: int, choice: str) -> list[Event]:
        """``take_back``, ``complete`` or ``fold`` a short call of a missed raise (LC-58a/b)."""
        return self.check([chip_rulings.MissedRaiseResolved(seat, choice)])

    def object_string_raise(self, seat: int, by: int) -> list[Event]:
        """LC-62: a live player objects to ``seat``'s raise; the floor rules."""
        return self.check([string_raises.StringRaiseObjected(seat, by)])

    def flag_string_raise(self, seat: int) -> list[Event]:
        """LC-64: the dealer saw stacking and a pause before "raise"; the floor rules."""
        return self.check([string_raises.StringRaiseFlagged(seat)])

    def rule_string_raise(self, seat: int, stands: bool, by: str = "") -> list[Event]:
        """LC-62 / LC-64: the floor (``by``) rules a questioned raise stands or is a call."""
        ruling = "stands" if stands else "call"
        return self.check([string_raises.StringRaiseRuled(seat, ruling, by)])

    def withdraw_raise(self, seat: int) -> list[Event]:
        """LC-63: an accidental raise taken back before anyone acts behind him."""
        return self.check([string_raises.RaiseWithdrawn(seat)])


def _columns(rows: Sequence[tuple[Any, ...]], width: int) -> tuple[tuple[Any, ...], ...]:
    """Rows side by side as columns (``width`` empty columns for no rows)."""
    return tuple(zip(*rows, strict=True)) if rows else ((),) * width


DEMO_ROOM = Path(__file__).resolve().parents[2] / "resources" / "houses" / "examples"


def session_for(house: str | Path, game: str, limit: str, table: str = "T1") -> TableSession:
    """A session for one table of a house profile or room file (``LC_LOW``, ``room.toml``)."""
    path = Path(house)
    profile = load_room(path) if path.suffix == ".toml" else load_profile(str(house))
    config = config_from_rules(rules_for(profile, game, limit))
    session = TableSession(config)
    session.run([TableConfigured(table, str(profile.code), game, limit, 10, config.to_json())])
    return session


def demo_session(seats: int = 6, stack: int = 200) -> TableSession:
    """The demo table: LC $3-$6 Hold'em (example room amounts: blinds $1/$3, $2 live button
    collection) with ``seats`` players seated and dealt in at once."""
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")
    names = ["Ana", "Ben", "Chen", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Joe"]
    session.run([PlayerSeated(s, names[s - 1], stack, "deal_now") for s in range(1, seats + 1)])
    return session
