"""A table as a fold over all its events: seats, stacks, the button, what each seat owes, and
the hand in progress.

Between hands the table decides the next hand: the button moves forward to the next live
player (LC-44, PGP-NEW-04), the blinds follow it, players who were away when a blind passed them
carry missed-blind buttons (LC-40, LC-48), and each house's entry options (K03, K18) say who is
dealt in and what they post.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from dealer_assist.engine import redeal, seat_dues
from dealer_assist.engine.button_draw import first_button
from dealer_assist.engine.citations import for_house
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.departures import verify_departure
from dealer_assist.engine.events import (
    ChipsAdded,
    EntryChosen,
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
    PlayerAway,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    RulingDecided,
    RulingProposed,
    SeatChanged,
    TableConfigured,
)
from dealer_assist.engine.fold import Fold, Refusal
from dealer_assist.engine.hand import HandState, PostDue
from dealer_assist.engine.hand_notes import HandNotes
from dealer_assist.engine.hands import new_hand
from dealer_assist.engine.players import straddle_entry, verify_entry
from dealer_assist.engine.seating import (
    BIG_BLIND_KINDS,
    ENTRY_OPTIONS,
    PlayerLedger,
    Ruling,
    SeatInfo,
    TableDues,
    TimeState,
    verify_decision,
)
from dealer_assist.engine.table_stakes import not_played_over
from dealer_assist.engine.table_view import TableRule
from dealer_assist.engine.time_collection import big_blind_played, owes_time
from dealer_assist.messages import Message, joined, msg
from dealer_assist.rules.irregularities.catalogue import is_known

ENTRY_WORDS: dict[str, Message] = {
    "deal_now": msg("table.entry.deal_now", "deal now"),
    "wait_for_big_blind": msg("table.entry.wait_for_big_blind", "wait for big blind"),
    "post_big_blind": msg("table.entry.post_big_blind", "post big blind"),
    "post_missed_blinds": msg("table.entry.post_missed_blinds", "post missed blinds"),
    "buy_button": msg("table.entry.buy_button", "buy button"),
    "post_in_front_of_button": msg("table.entry.post_in_front_of_button",
                                   "post in front of button"),
    "straddle": msg("table.entry.straddle", "straddle"),
}
"""How a refusal names a way in for a new or returning player (K03, K18)."""


def entry_word(option: str) -> str:
    """``option`` as a refusal says it; a key the house file made up stays in its own words."""
    return ENTRY_WORDS.get(option) or option.replace("_", " ")


_BLIND_RULES = ("CG-HE-02", "HTP-HE-01", "PGP-HE-03", "LC-44")
@dataclass(slots=True)
class Table(Fold):
    """Every fact about one table; change it only through :meth:`apply`."""

    config: GameConfig = field(default_factory=GameConfig)
    name: str = "table"
    house: str = ""
    game: str = "holdem"
    limit: str = ""
    max_seats: int = 10
    seats: dict[int, SeatInfo] = field(default_factory=dict)
    button: int | None = None
    last_big_blind: int | None = None
    hand_number: int = 0
    hand: HandState | None = None
    kill_seat: int | None = None
    history: list[Event] = field(default_factory=list)
    rulings: dict[int, Ruling] = field(default_factory=dict)
    time: TimeState = field(default_factory=TimeState)
    dues: TableDues = field(default_factory=TableDues)  # LC-145 must-move, LC-131 drop
    posted_last_hand: set[int] = field(default_factory=set)
    """Seats that posted a big blind out of position last hand (back from a missed blind, new,
    in front of the button): the button jumps them, so the blinds keep moving (LC-44,
    PGP-NEW-02)."""
    owes_small: set[int] = field(default_factory=set)
    """LC-128: players who posted an extra big blind last hand and owe the small blind now."""
    notes: HandNotes = field(default_factory=HandNotes)
    """This hand's state of the rule modules (chip rulings, calls, corrections), by kind;
    written only by rule events, cleared when a hand starts (engine/hand_notes.py)."""
    ledger: PlayerLedger = field(default_factory=PlayerLedger)
    log_readers: dict[str, tuple[int, Any]] = field(default_factory=dict, compare=False,
                                                    repr=False)
    """Answers read from ``history`` as it grows (engine/log_reading.py): not table state."""
    """Player matters that outlive a hand (engine/players.py: LC-5, LC-P3, LC-132a, LC-14)."""

    def copy(self) -> Table:
        """An independent copy to try commands on. Events are immutable, so the history list is
        copied shallowly (a deep walk of a long session's history cost milliseconds a tap)."""
        memo: dict[int, Any] = {id(self.history): list(self.history)}
        if self.hand is not None:
            memo[id(self.hand.log)] = list(self.hand.log)
        return copy.deepcopy(self, memo)

    # ----------------------------------------------------------------- trio

    def apply(self, ev: Event) -> None:
        self.verify(ev)
        self._apply(ev)
        self.history.append(ev)

    def apply_all(self, events: Iterable[Event]) -> None:
        for ev in events:
            self.apply(ev)

    @property
    def in_hand(self) -> bool:
        return self.hand is not None and not self.hand.ended

    @property
    def new_game(self) -> bool:
        """No hand dealt yet: every player seated is dealt the first hand, whatever entry he
        chose (LC-86, LC-87); a newcomer's choices apply from the second hand."""
        return self.hand_number == 0

    def verify(self, ev: Event) -> None:
        """Refuse ``ev`` if the rules do not allow it now; the reason cites only this table's
        own house's rows, or says the house is silent (engine/citations.py, issue 18)."""
        try:
            self._verify_event(ev)
        except Refusal as refusal:
            said = refusal.args[0] if refusal.args and isinstance(refusal.args[0], str) \
                else str(refusal)
            text = for_house(self.house, said)  # a Message stays one (HouseCited)
            if text == said:
                raise
            raise Refusal(text) from refusal

    def _verify_event(self, ev: Event) -> None:
        if isinstance(ev, TableRule):
            ev.verify_on(self)
            return
        if isinstance(ev, RulingProposed | RulingDecided):
            self._verify_ruling(ev)
            return
        if isinstance(ev, TableConfigured):
            if self.in_hand:
                raise Refusal(msg("table.refusal.game_limit_changes_only_between",
                                  "the game or limit changes only between hands"))
            if ev.rules:
                try:
                    GameConfig.from_json(ev.rules)
                except (ValueError, TypeError) as exc:
                    raise Refusal(msg("table.refusal.table_s_rules_cannot_read",
                                      "the table's rules cannot be read: {exc}",
                                      exc=exc)) from exc
            return
        if isinstance(ev, HandStarted):
            self._verify_start(ev)
            return
        if isinstance(ev, PlayerSeated):
            if not 1 <= ev.seat <= self.max_seats:
                raise Refusal(msg("table.refusal.seat_does_exist_seat_table",
                                  "seat {seat} does not exist at a {max_seats}-seat table",
                                  seat=ev.seat, max_seats=self.max_seats))
            held = self.seats.get(ev.seat)
            if held is not None and held.away:
                raise Refusal(msg("table.refusal.seat_held_no_playing_over",
                                  "seat {seat} is held for {player}, who is away: nobody plays "
                                  "over his seat with his own money (LC-23)",
                                  seat=ev.seat, player=held.player))
            if ev.seat in self.seats:
                raise Refusal(msg("table.refusal.seat_taken",
                                  "seat {seat} is taken by {player}",
                                  seat=ev.seat, player=self.seats[ev.seat].player))
            if ev.stack <= 0:
                raise Refusal(msg("table.refusal.needs_chips_sit_down_buy",
                                  "{player} needs chips to sit down (buy-in, LC-35)",
                                  player=ev.player))
            self._verify_entry(ev.seat, ev.entry)
            return
        if isinstance(ev, PlayerLeft | PlayerAway | PlayerBack | ChipsAdded | EntryChosen):
            if ev.seat not in self.seats:
                raise Refusal(msg("table.refusal.seat_empty",
                                  "seat {seat} is empty",
                                  seat=ev.seat))
            if isinstance(ev, ChipsAdded):
                not_played_over(self, ev.seat)  # LC-23
                if ev.amount <= 0:
                    raise Refusal(msg("table.refusal.add_must_positive_amount",
                                      "an add-on must be a positive amount"))
                if self._seat_in_hand(ev.seat):
                    raise Refusal(
                        msg("table.refusal.seat_hand_chips_are_added",
                            "seat {seat} is in the hand: chips are added between hands (table "
                            "stakes)",
                            seat=ev.seat)
                    )
            if isinstance(ev, PlayerLeft) and self._seat_in_hand(ev.seat):
                raise Refusal(
                    msg("table.refusal.seat_hand_fold_first_wait",
                        "seat {seat} is in the hand; fold first or wait for the hand to end",
                        seat=ev.seat)
                )
            if isinstance(ev, PlayerLeft):
                verify_departure(self, ev)  # LC-91: who, with what, when
            if isinstance(ev, EntryChosen | PlayerBack):
                option = ev.option if isinstance(ev, EntryChosen) else ev.entry
                self._verify_entry(ev.seat, option)
            return
        if isinstance(ev, SeatChanged):
            if ev.from_seat not in self.seats:
                raise Refusal(msg("table.refusal.seat_empty_2",
                                  "seat {from_seat} is empty",
                                  from_seat=ev.from_seat))
            if ev.to_seat in self.seats:
                raise Refusal(msg("table.refusal.seat_taken_2",
                                  "seat {to_seat} is taken",
                                  to_seat=ev.to_seat))
            if self.in_hand:
                raise Refusal(msg("table.refusal.seat_changes_happen_between_hands",
                                  "seat changes happen between hands"))
            seat_dues.verify_seat_change(self, ev)
            return
        if self.hand is None or self.hand.ended:
            raise Refusal(
                msg("table.refusal.no_hand_progress_start_hand",
                    "no hand is in progress: start a hand before {replace}",
                    replace=ev.type.replace('_', ' '))
            )
        self.hand.verify(ev)

    def _verify_ruling(self, ev: RulingProposed | RulingDecided) -> None:
        if isinstance(ev, RulingProposed):
            if ev.ruling in self.rulings:
                raise Refusal(msg("table.refusal.ruling_already_exists",
                                  "ruling {ruling} already exists",
                                  ruling=ev.ruling))
            if not is_known(ev.irregularity):  # a forged or mistyped line of a log or file
                raise Refusal(msg("table.refusal.ruling_names_which_irregularities_catalogue",
                                  "ruling {ruling} names {irregularity!r}, which is not in the "
                                  "irregularities catalogue",
                                  ruling=ev.ruling, irregularity=ev.irregularity))
            return
        ruling = verify_decision(self.rulings, ev)
        if self.hand_number != ruling.hand:  # LC-8c: the next hand has begun
            raise Refusal(
                msg("table.refusal.hand_over_next_hand_has",
                    "hand {hand} is over and the next hand has begun: the ruling can no longer "
                    "be changed (LC-8c)",
                    hand=ruling.hand)
            )

    def _verify_entry(self, seat: int, option: str) -> None:
        if option not in ENTRY_OPTIONS:
            raise Refusal(msg("table.refusal.entry_option",
                              "{option!r} is not an entry option ({items})",
                              option=option, items=', '.join(ENTRY_OPTIONS)))
        verify_entry(self, seat, option)  # owed posts, straddle entry (engine/players.py)
        offered = self.config.entry_options
        opening = self.hand_number == 0 and option == "deal_now"  # a new game deals all in
        moved = seat in self.seats and self.seats[seat].wait_hands > 0
        if moved and option == "post_big_blind":  # LC-88a, PGP-NEW-05: post to play at once
            return
        late = seat_dues.entry_refusal(self, seat, option)  # LC-39, LC-127
        if late:
            raise Refusal(late)
        if offered and option not in offered and option != "wait_for_big_blind" and not opening:
            raise Refusal(
                msg("table.refusal.house_does_offer_new_returning",
                    "this house does not offer {replace} to a new or returning player; it "
                    "offers: {items} (K03, K18)",
                    replace=entry_word(option), items=joined(entry_word(o) for o in offered))
            )
        if option == "buy_button":
            refusal = self.buy_button_refusal(seat)
            if refusal:
                raise Refusal(refusal)
        if option == "post_in_front_of_button" and self.button is not None:
            # PGP-NEW-01 / AMB-25: only in the seat the button reaches next
            ahead = self._next_seat(sorted({*self.eligible(), seat}), self.button)
            if ahead != seat:
                raise Refusal(
                    msg("table.refusal.seat_seat_just_front_button",
                        "seat {seat} is not the seat just in front of the button; post a big "
                        "blind or wait (PGP-NEW-01)",
                        seat=seat)
                )

    def _seat_in_hand(self, seat: int) -> bool:
        return self.in_hand and self.hand is not None and seat in self.hand.seats

    def _verify_start(self, ev: HandStarted) -> None:
        if self.in_hand:
            raise Refusal(msg("table.refusal.hand_still_progress",
                              "hand {hand_number} is still in progress",
                              hand_number=self.hand_number))
        expected, _posts = self.next_hand()
        owing = [s for s in expected.dealt_in if owes_time(self, s)]
        if owing:
            raise Refusal(
                msg("table.refusal.seat_s_owe_time_before",
                    "seat(s) {owing} owe ${time_collection} time before their next hand (LC-146)",
                    owing=owing, time_collection=self.config.time_collection)
            )
        owed = seat_dues.start_refusal(self)  # LC-131
        if owed:
            raise Refusal(owed)
        if ev.hand != expected.hand:
            raise Refusal(msg("table.refusal.next_hand_number",
                              "the next hand is number {hand}, not {hand2}",
                              hand=expected.hand, hand2=ev.hand))
        if ev.stacks and tuple(ev.stacks) != expected.stacks:
            raise Refusal(msg("table.refusal.stacks_do_match_table",
                              "the stacks do not match the table: {list}",
                              list=list(expected.stacks)))
        if ev.button != expected.button or tuple(ev.dealt_in) != tuple(expected.dealt_in):
            raise Refusal(
                msg("table.refusal.button_belongs_seat_seats_dealt",
                    "the button belongs on seat {button} with seats {list} dealt in (LC-44)",
                    button=expected.button, list=list(expected.dealt_in))
            )

    # ----------------------------------------------------------------- apply

    def _apply(self, ev: Event) -> None:
        if isinstance(ev, TableRule):
            ev.apply_on(self)
        elif isinstance(ev, RulingProposed):
            self.rulings[ev.ruling] = Ruling(
                self.hand_number, ev.irregularity, ev.rule_ids, ev.detail,
                reported_by=ev.reported_by,
            )
        elif isinstance(ev, RulingDecided):
            ruling = self.rulings[ev.ruling]
            ruling.status, ruling.decided_by, ruling.reason = ev.decision, ev.by, ev.reason
        elif isinstance(ev, TableConfigured):
            self.name, self.house, self.game, self.limit = ev.table, ev.house, ev.game, ev.limit
            self.max_seats = ev.seats
            if ev.rules:
                self.config = GameConfig.from_json(ev.rules)
        elif isinstance(ev, PlayerSeated):
            self.seats[ev.seat] = SeatInfo(ev.player, ev.stack, entry=ev.entry)
        elif isinstance(ev, PlayerLeft):
            del self.seats[ev.seat]
            if not self.time.waiting_list:  # LC-146: no list, he may go without paying
                self.time.owed.discard(ev.seat)
        elif isinstance(ev, PlayerAway):
            self.seats[ev.seat].away = True
        elif isinstance(ev, PlayerBack):
            info = self.seats[ev.seat]
            info.away, info.entry = False, ev.entry
        elif isinstance(ev, EntryChosen):
            self.seats[ev.seat].entry = ev.option
        elif isinstance(ev, ChipsAdded):
            info = self.seats[ev.seat]
            if (
                info.stack == 0
                and self.config.broke_player == "free_after_one_blind_pass"
                and info.missed_buttons <= 1
            ):
                # LC-42: broke, rebought before the blinds went round twice: in again free.
                info.missed_big = info.missed_small = False
                info.missed_buttons = 0
                info.entry = "deal_now"
                info.played = False
            info.stack += ev.amount
        elif isinstance(ev, SeatChanged):
            info = self.seats.pop(ev.from_seat)
            # LC-88a to LC-88c, PGP-NEW-05: a wait per position moved away from the big blind, or a
            # deal-off (LC-88b)
            seat_dues.seat_moved(
                info, ev.from_seat, ev.to_seat, self.max_seats, ev.deal_off, self.last_big_blind
            )
            self.seats[ev.to_seat] = info
        elif isinstance(ev, HandStarted):
            self._start(ev)
        else:
            assert self.hand is not None
            self.hand.apply(ev)
            if isinstance(ev, HandVoided):  # LC-131: its pot's collection waits for the redeal
                seat_dues.collections_into_pot(self, voided=True)
            if isinstance(ev, HandEnded):
                self._finish(self.hand)

    # ----------------------------------------------------------------- between hands

    def eligible(self) -> list[int]:
        """Seats that can be dealt in at all: present, with chips."""
        return sorted(s for s, i in self.seats.items() if not i.away and i.stack > 0)

    def _next_seat(self, seats: list[int], after: int) -> int:
        later = [s for s in seats if s > after]
        return later[0] if later else seats[0]

    def next_hand(self) -> tuple[HandStarted, list[PostDue]]:
        """The next hand as the rules lay it out: button, seats dealt in, posts owed, and the
        stacks they start with (so the log alone can rebuild or export the hand)."""
        again = redeal.layout(self)  # LC-104: a misdealt hand is dealt again as it was
        if again is not None:
            started, posts = again
        else:
            started, posts = self._lay_out_next_hand()
        if again is None and not self.config.is_stud:  # LC-41, LC-70, LC-145
            started, posts = seat_dues.adjust_layout(self, started, posts)
        stacks = tuple(self.seats[s].stack for s in started.dealt_in)
        return replace(started, stacks=stacks), posts

    def _lay_out_next_hand(self) -> tuple[HandStarted, list[PostDue]]:
        present = [s for s in self.eligible() if not seat_dues.sits_out(self, s)]  # LC-88b
        if len(present) < 2:
            raise Refusal(msg("table.refusal.least_two_players_chips_must",
                              "at least two players with chips must be present to start a hand"))
        if self.config.is_stud:
            return self._next_stud_hand(present)
        regular = [s for s in present if self._dealable_without_bb(s)]
        bought = self._buy_button(present, regular)
        if bought is not None:
            buyer, button = bought
            small = min((b.amount for b in self.config.blinds), default=0)
            bought_posts = [
                PostDue(buyer, "buy_button", self.config.big_blind, small, rule_ids=("LC-43",))
            ]
            bought_hand = HandStarted(
                self.hand_number + 1,
                button,
                tuple(sorted({*regular, buyer})),
                self.config.small_bet,
                self.config.big_bet,
            )
            return bought_hand, bought_posts
        # LC-44: the button moves to the next live player, never onto a missed-blind seat.
        anchor = self.button if self.button is not None else present[-1]
        # LC-44 / PGP-NEW-02: a newcomer's seat is jumped, and so is a seat that has just
        # posted its blinds out of position.
        button_pool = [s for s in regular if s not in self.posted_last_hand] or regular or present
        # LC-86: a new game's first button goes where the draw put it (engine/button_draw.py)
        button = (self._next_seat(button_pool, anchor) if self.button is not None
                  else first_button(self, button_pool))
        blinds = self.config.blinds
        heads_up = len(present) == 2
        posts: list[PostDue] = []
        order = [s for s in present if s > button] + [s for s in present if s <= button]
        # Small blinds fall on regular players; the big blind is also how a waiting player
        # (new, or back from a missed blind) comes in (LC-40, LC-44).
        small_pool = [s for s in order if s in regular] or order
        if heads_up and len(blinds) >= 2:
            # LC-133: heads-up the button posts the small blind and acts first before the flop.
            blind_seats = [button, order[0]]
            blinds = blinds[-2:]
        else:
            smalls = ([button] if self.config.first_blind_on_button else []) + small_pool
            blind_seats = smalls[: len(blinds) - 1]
            after = order[order.index(blind_seats[-1]) + 1 :] if blind_seats else order
            big = next((s for s in after if s not in blind_seats), None)
            if big is not None and len(blinds) >= 1:
                blind_seats.append(big)
        rules = self.config.rule_ids
        for seat, blind in zip(blind_seats, blinds, strict=False):
            if blind.amount:  # a blind of 0 keeps its seat but posts nothing (AMB-02)
                posts.append(
                    PostDue(
                        seat,
                        blind.kind,
                        min(blind.amount, self.seats[seat].stack),
                        rule_ids=rules.get("blinds", _BLIND_RULES),
                    )
                )
        blind_set = set(blind_seats)
        dealt: list[int] = []
        for seat in present:
            info = self.seats[seat]
            if seat in blind_set or self._dealable_without_bb(seat):
                dealt.append(seat)
            elif info.entry in ("post_big_blind", "post_in_front_of_button"):
                # LC-127, LC-88a, PGP-NEW-01, PGP-NEW-05
                posts.append(
                    PostDue(
                        seat,
                        "new_player_blind",
                        self.config.big_blind,
                        rule_ids=("LC-127", "PGP-NEW-01"),
                    )
                )
                dealt.append(seat)
            elif info.entry == "post_missed_blinds" and (info.missed_big or info.missed_small):
                small = min((b.amount for b in self.config.blinds), default=0)
                posts.append(
                    PostDue(
                        seat,
                        "missed_blinds",
                        self.config.big_blind,
                        small if info.missed_small else 0,
                        rule_ids=("LC-40", "PGP-NEW-03"),
                    )
                )
                if self.config.missed_blind_collection and self.config.collection:
                    # LC-40: plus that hand's collection, which never plays
                    posts.append(
                        PostDue(seat, "collection", self.config.collection, rule_ids=("LC-40",))
                    )
                dealt.append(seat)
        entering = straddle_entry(self, order, blind_seats, dealt)  # LC-47, LC-127
        if entering is not None:
            dealt.append(entering)
        if self.config.make_up_blinds:
            # LC-128: whoever posted an extra big blind last hand posts the small blind now;
            # behind the button it is the trailing blind (LC-GL-72).
            small = min((b.amount for b in self.config.blinds), default=0)
            for seat in sorted(self.owes_small & set(dealt) - set(blind_seats)):
                posts.append(
                    PostDue(
                        seat,
                        "trailing_blind",
                        min(small, self.seats[seat].stack),
                        rule_ids=("LC-128",),
                    )
                )
        # LC-46 / LC-130: the button's collection, from a button who is in the hand (a seat
        # the deal passes over pays nothing: a new game's waiting players left the button on one)
        if self.config.collection and self.time.mode == "button" and button in dealt:
            posts.append(
                PostDue(
                    button,
                    "collection",
                    self.config.collection,
                    rule_ids=("LC-46",) if self.config.collection_live else ("LC-130",),
                )
            )
        kill = self.kill_seat if self.kill_seat in dealt else None
        if kill is not None and self.config.kill is not None:
            posts.append(PostDue(kill, "kill", self.config.kill.blind, rule_ids=("CG-O8-09",)))
        elif entering is not None:  # his straddle is the hand's one straddle (LC-47)
            posts.append(
                PostDue(entering, "straddle", 2 * self.config.big_blind, rule_ids=("LC-47",))
            )
        elif self.config.straddle_allowed and len(dealt) >= 4 and blind_seats:
            # LC-47: one live straddle of twice the big blind, from the seat left of the big blind,
            # never in a kill pot.
            big = order.index(blind_seats[-1]) if blind_seats[-1] in order else -1
            after_big = [s for s in order[big + 1 :] + order[: big + 1] if s in dealt]
            seat = after_big[0]
            if seat not in blind_set:
                posts.append(
                    PostDue(
                        seat,
                        "straddle",
                        2 * self.config.big_blind,
                        optional=True,
                        rule_ids=("LC-47",),
                    )
                )
        cfg = self.config.with_kill() if kill is not None else self.config
        started = HandStarted(
            self.hand_number + 1, button, tuple(sorted(dealt)), cfg.small_bet, cfg.big_bet, kill
        )
        return started, posts

    def _next_stud_hand(self, present: list[int]) -> tuple[HandStarted, list[PostDue]]:
        """Stud: everyone present antes and is dealt in; the deal starts at seat 1 (CG-STD-02)."""
        cfg = self.config
        posts = [
            PostDue(s, "ante", 0, min(cfg.ante, self.seats[s].stack), rule_ids=("CG-STD-02",))
            for s in present
            if cfg.ante
        ]
        started = HandStarted(
            self.hand_number + 1, self.max_seats, tuple(present), cfg.small_bet, cfg.big_bet
        )
        return started, posts

    def _dealable_without_bb(self, seat: int) -> bool:
        if self.new_game:  # LC-86, LC-87: a new game deals in every player seated
            return True
        info = self.seats[seat]
        if info.missed_big or info.missed_small or info.wait_hands > 0:
            return False
        return info.played or info.entry == "deal_now"

    def _buy_button(self, present: list[int], regular: list[int]) -> tuple[int, int] | None:
        """LC-43: (buyer, button) when an entering player in the small-blind position buys the
        button: the button sits on his immediate right and he posts both blinds. A buyer who
        is not (or no longer) in that position is not dealt in this hand."""
        if not regular:
            return None
        for buyer in present:
            if self.seats[buyer].entry == "buy_button" and buyer not in regular:
                button = self.bought_button(buyer, present, regular)
                if button is not None:
                    return buyer, button
        return None

    def bought_button(self, buyer: int, present: list[int], regular: list[int]) -> int | None:
        """LC-43: the button's seat when ``buyer`` buys it, or None when his seat is not the
        small-blind position of the next hand. The position is read as if he were dealt in
        normally: the button moves as LC-44 moves it, and the small blind is the next seat."""
        seats = sorted({*regular, buyer})
        pool = sorted({*(s for s in seats if s not in self.posted_last_hand), buyer})
        button = pool[0] if self.button is None else self._next_seat(pool, self.button)
        if button == buyer:
            return None
        return button if self._next_seat(seats, button) == buyer else None

    def buy_button_refusal(self, seat: int) -> str:
        """LC-43: why ``seat`` may not buy the button now ('' when he may, or when nobody is
        playing yet to fix a position)."""
        present = sorted(
            {*(s for s in self.eligible() if not seat_dues.sits_out(self, s)), seat}
        )
        regular = [s for s in present if s != seat and self._dealable_without_bb(s)]
        if not regular or self.bought_button(seat, present, regular) is not None:
            return ""
        return msg("table.refusal.button_bought_from_small_blind",
                   "seat {seat} is not in the small-blind position of the next hand: the button "
                   "is bought only from there (LC-43); post a big blind or wait", seat=seat)

    def _start(self, ev: HandStarted) -> None:
        _started, posts = self.next_hand()
        again = redeal.layout(self) is not None  # the misdealt hand's bookkeeping is done
        if not again:
            self._mark_missed(posts)
            seat_dues.hand_starting(self, ev, posts)  # before the button and big blind move
        self.hand_number = ev.hand
        self.button = ev.button
        stacks = {s: self.seats[s].stack for s in ev.dealt_in}
        self.hand = new_hand(self.config, ev, stacks, posts)
        seat_dues.collections_into_pot(self)  # LC-131: taken between hands
        self.notes.clear()
        if not again:
            self._between_hands_done(ev, posts)

    def _between_hands_done(self, ev: HandStarted, posts: list[PostDue]) -> None:
        """What starting a new hand settles for the seats (a redeal does not do it again)."""
        assert self.hand is not None
        self.owes_small = {p.seat for p in posts if p.kind in ("new_player_blind", "missed_blinds")}
        self.posted_last_hand = {
            p.seat
            for p in posts
            if p.kind in ("new_player_blind", "missed_blinds", "post_in_front_of_button")
        }
        self.kill_seat = None
        for s in ev.dealt_in:
            info = self.seats[s]
            info.played = True
            info.missed_big = info.missed_small = False
            info.missed_buttons = info.wait_hands = 0
            if info.entry in (
                "post_big_blind",
                "post_missed_blinds",
                "buy_button",
                "post_in_front_of_button",
                "straddle",
            ):
                info.entry = "wait_for_big_blind"
        for s, info in self.seats.items():
            if s not in ev.dealt_in and info.wait_hands > 0:
                info.wait_hands -= 1
        bb = self.hand.posts_due
        bigs = [p.seat for p in bb if p.kind in ("big_blind", "single_blind")]
        big_blind_played(self, {p.seat for p in bb if p.kind in BIG_BLIND_KINDS})
        self.last_big_blind = bigs[0] if bigs else self.last_big_blind

    def _mark_missed(self, posts: list[PostDue]) -> None:
        """LC-40 / LC-48: an away player whom the big blind passed carries a missed-blind button."""
        bigs = [p.seat for p in posts if p.kind in ("big_blind", "single_blind")]
        if not bigs:
            return
        previous = self.last_big_blind
        if previous is None:  # LC-48: the opening round's blinds count too
            smalls = [p.seat for p in posts if p.kind in ("small_blind", "button_blind")]
            previous = smalls[-1] if smalls else None
        if previous is None:
            return
        for seat, info in self.seats.items():
            broke = info.stack == 0  # K08: a broke player misses blinds like an absent one
            if (info.away or broke) and seat_dues.passed(previous, seat, bigs[0], self.max_seats):
                if seat_dues.newcomer_pass(self, info):  # LC-39, LC-127: not yet
                    continue
                info.missed_big = info.missed_small = True
                info.missed_buttons += 1  # LC-97: one more button each time the blind passes

    def pick_up_due(self) -> list[int]:
        """LC-97: away players whose chips the floor picks up now: the house's count of
        missed-blind buttons (three at LC) in a full game. In a short game, or in a house that
        sets no count, the floor decides when a seat is asked for."""
        after = self.config.pick_up_after_buttons
        full = len(self.seats) >= self.max_seats
        if after is None or not full:
            return []
        return sorted(s for s, i in self.seats.items() if i.away and i.missed_buttons >= after)

    def _finish(self, hand: HandState) -> None:
        for s in hand.seats:
            self.seats[s].stack = hand.stacks[s]
        for info in self.seats.values():  # LC-26a: chips bought during the hand play from now
            info.stack, info.pending = info.stack + info.pending, 0
        killer = hand.kill_winner()  # CG-O8-09 / AMB-16
        if killer is not None:
            self.kill_seat = killer

