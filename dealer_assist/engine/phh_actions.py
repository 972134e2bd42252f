"""A hand's events as PHH actions, for the one PHH writer (:mod:`dealer_assist.engine.phh_write`).

PHH (the TOML hand-history format PokerKit reads) numbers players ``p1 ... pn`` from the first
seat after the button; ``d dh p1 AcKd`` deals hole cards, ``d db 3s7hKs`` the board, ``pN cbr X``
bets or raises to X on the street, ``pN cc`` checks or calls, ``pN f`` folds, ``pN pb`` posts the
stud bring-in, ``pN sm CARDS`` shows and ``pN sm`` alone mucks. What PHH cannot say (collection,
dead money, pot awards) is kept as notes for the caller to write as comments.

Streets are told apart by what separates them in the log (a burn, a post, an action) and, where
a replayed hand has no burns, by the card counts: a flop game's board goes out as the flop, then
one card a line; a stud seat's fourth and later cards each start a new line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from dealer_assist.engine.betting import CHECK_GESTURES
from dealer_assist.engine.events import (
    Acted,
    BetReturned,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandStarted,
    Mucked,
    Posted,
    PotAwarded,
    Shown,
)

_BLINDS = frozenset({"small_blind", "big_blind", "blind", "straddle", "button_blind"})
ANTES = frozenset({"ante", "big_blind_ante"})
_RAISES = frozenset({"bet", "raise", "complete"})
_CALLS = frozenset({"call", "check"}) | CHECK_GESTURES  # LC-59: a tap is a check
FLOP_CARDS = 3
PHH_CAP = 4  # PHH's fixed-limit cap: four completions, bets or raises a round
OUT_OF_TURN: Final = frozenset({"out_of_turn", "bet_taken_back"})
"""Out-of-turn events written as actions when they stand heads-up (LC-53a/b)."""
FLOOR_BETTING_RULINGS: Final = frozenset({
    "forward_motion_ruled", "missed_raise_call", "missed_raise_resolved", "string_raise_ruled",
    "raise_withdrawn"})
"""Floor rulings that change actions already taken (LC-52, LC-58, LC-62-64): PHH has no way to
say so, so the export names them in a note and keeps the actions as entered."""

PHH_EVENT_TYPES: Final = frozenset(cls.type for cls in (
    HandStarted, Posted, CollectionTaken, CardDealt, CardBurned, BoardCard, Acted, Shown, Mucked,
    PotAwarded, BetReturned,
)) | OUT_OF_TURN | FLOOR_BETTING_RULINGS
"""The event types a PHH hand is written from (a log export reads no others)."""


def player_order(started: HandStarted) -> list[int]:
    """Seats dealt in, starting with the first seat after the button (PHH's p1)."""
    seats = sorted(started.dealt_in)
    after = [s for s in seats if s > started.button]
    return after + [s for s in seats if s <= started.button]


@dataclass(slots=True)
class PHHActions:
    """Turns a hand's event stream into PHH fields: actions, antes, blinds, notes."""

    order: Sequence[int]
    stud: bool = False
    fixed_limit: bool = False
    house_short_all_in: bool = False  # the table reads short all-ins otherwise than PHH
    small_bet: int = 0
    house_open_pair: bool = False  # K12: an open pair on 4th street allows the big bet
    actions: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    antes: dict[int, int] = field(default_factory=dict)
    blinds: dict[int, int] = field(default_factory=dict)
    bring_in: int = 0
    collection: int = 0
    collection_live: bool = False
    _dead_collection: set[int] = field(default_factory=set)  # seats that paid a dead one
    _p: dict[int, str] = field(default_factory=dict)
    _holes: dict[int, str] = field(default_factory=dict)
    _written: dict[int, int] = field(default_factory=dict)
    _board: str = ""
    _board_cards: int = 0
    _street_bet: int = 0
    _acted: bool = False  # a player acted since the last cards: the next deal is a new street
    _wagers: int = 0  # completions, bets and raises in the current round
    _all_in: bool = False  # an all-in wager was made in the current round

    def __post_init__(self) -> None:
        self._p = {  # i18n: PHH file text
            seat: f"p{i}" for i, seat in enumerate(self.order, start=1)}

    def read(self, events: Iterable[Event]) -> PHHActions:
        for event in events:
            self.add(event)
        self.flush()
        return self

    def add(self, event: Event) -> None:
        if isinstance(event, CardDealt):
            self._hole(event)
            return
        if isinstance(event, BoardCard):
            if self._holes:
                self.flush()
            self._board += _card(event.card)
            self._board_cards += 1
            if not self.stud and self._board_cards >= FLOP_CARDS:
                self.flush()  # the flop, then one card a street, even with no burn between
            return
        self.flush()  # a burn, a post or an action ends a round of cards
        if isinstance(event, CardBurned):
            return
        if isinstance(event, Posted):
            self._post(event)
        elif isinstance(event, CollectionTaken):
            self.collection += event.amount
            self.collection_live = self.collection_live or event.live
            if not event.live:
                self._dead_collection.add(event.seat)
        elif isinstance(event, Acted) and event.seat in self._p:
            self._act(event)
        elif isinstance(event, Shown) and event.seat in self._p:
            self.actions.append(  # i18n: PHH file text
                f"{self._p[event.seat]} sm {''.join(c.text for c in event.cards)}")
        elif isinstance(event, Mucked) and event.seat in self._p:
            self.actions.append(f"{self._p[event.seat]} sm")  # i18n: PHH file text
        elif event.type == "out_of_turn" and str(getattr(event, "stands", "")) != "":
            # LC-53a/b: heads-up, an action out of turn stands; PHH has only actions in turn.
            seat = getattr(event, "seat", 0)
            if seat in self._p:
                self._act(Acted(seat, getattr(event, "action", ""), getattr(event, "to", 0)))
                self.notes.append(  # i18n: PHH file text
                    f"{self._p[seat]} acted out of turn heads-up (stands)")
        elif event.type == "bet_taken_back":
            self._take_back(getattr(event, "seat", 0))
        elif event.type in FLOOR_BETTING_RULINGS:
            seat = getattr(event, "seat", 0)
            self.notes.append(  # i18n: PHH file text
                f"floor ruling {event.type} on seat {seat}: the actions are as "
                "entered; the hand log has the ruled amounts")
        elif isinstance(event, PotAwarded):
            who = self._p.get(event.seat, f"seat {event.seat}")  # i18n: PHH file text
            label = f" ({event.hand_label})" if event.hand_label else ""  # i18n: PHH file text
            self.notes.append(  # i18n: PHH file text
                f"pot {event.pot} {event.half}: {who} wins {event.amount}{label}")

    def _hole(self, event: CardDealt) -> None:
        if event.seat not in self._p:
            return
        count = self._written.get(event.seat, 0)
        if self._board or (self.stud and count >= FLOP_CARDS and event.seat in self._holes):
            self.flush()  # stud: a seat's 4th and later cards are one street each
        self._written[event.seat] = count + 1
        self._holes[event.seat] = self._holes.get(event.seat, "") + _card(event.card)

    def _post(self, event: Posted) -> None:
        if event.kind in ANTES:
            self.antes[event.seat] = self.antes.get(event.seat, 0) + event.live + event.dead
        elif event.kind == "bring_in":
            self.bring_in = event.live
            self._street_bet = max(self._street_bet, event.live)
            if event.seat in self._p:
                self.actions.append(f"{self._p[event.seat]} pb")  # i18n: PHH file text
        else:
            # Dead money goes to the middle like an ante; the live part is a blind (PHH has no
            # dead-blind or missed-blind field).
            self.blinds[event.seat] = self.blinds.get(event.seat, 0) + event.live
            if event.dead:
                self.antes[event.seat] = self.antes.get(event.seat, 0) + event.dead
            self._street_bet = max(self._street_bet, event.live)
            if event.kind not in _BLINDS:
                self.notes.append(  # i18n: PHH file text
                    f"seat {event.seat} posted {event.kind}: {event.live} live, "
                    f"{event.dead} dead")

    def _act(self, event: Acted) -> None:
        who = self._p[event.seat]
        self._acted = True
        if event.action == "fold":
            self.actions.append(f"{who} f")  # i18n: PHH file text
        elif event.action in _CALLS or (event.action == "all_in" and event.to <= self._street_bet):
            self.actions.append(f"{who} cc")  # i18n: PHH file text
        elif event.action in _RAISES or event.action == "all_in":
            before, self._street_bet = self._street_bet, event.to
            self.actions.append(f"{who} cbr {event.to}")  # i18n: PHH file text
            self._wagers += 1
            if self.house_short_all_in and self._all_in and event.action != "all_in":
                self.notes.append(  # i18n: PHH file text
                    f"{who}: a raise over an all-in, sized by the house's reading "
                    "of a short all-in (LC-66 / LC-126), not PHH's")
                self.house_short_all_in = False  # said once
            self._house_sized(who, event, before)
            self._all_in = self._all_in or event.action == "all_in"
            if (self.house_open_pair and self.small_bet and self._stud_street() == 4
                    and event.to - before > self.small_bet):
                self.notes.append(  # i18n: PHH file text
                    f"{who}: a big bet on fourth street over an open pair, by the "
                    "house's reading (K12), which PHH has no words for")
                self.house_open_pair = False  # said once
            if self.fixed_limit and self._wagers == PHH_CAP + 1:
                self.notes.append(  # i18n: PHH file text
                    f"{who}: a round went past PHH's cap of {PHH_CAP} bets or "
                    "raises (the house uncaps heads-up play, LC-49)")
        elif event.action == "bring_in":
            self.bring_in = event.to
            self._street_bet = max(self._street_bet, event.to)
            self.actions.append(f"{who} pb")  # i18n: PHH file text
        else:
            self.notes.append(  # i18n: PHH file text
                f"{who} {event.action} {event.to} (no PHH action)")

    def _house_sized(self, who: str, event: Acted, before: int) -> None:
        """Notes for wagers PHH's fields cannot explain: a dead collection off the stack before
        the hand (PHH takes rake from the pot, so it counts the all-in player one collection
        richer: LC-130, CG), and a fixed-limit raise that completes a blind smaller than the
        small bet (blinds $2-$3 at $4-$8, PGP-GAM-03; a big blind all-in short), where PHH
        raises by a full bet over the blind."""
        if event.action == "all_in" and event.seat in self._dead_collection:
            self.notes.append(  # i18n: PHH file text
                f"{who}: all-in after paying a dead collection before the hand, "
                "by the house's reading (PHH counts rake from the pot)")
            self._dead_collection.discard(event.seat)
        elif (self.fixed_limit and not self.stud and not self._board_cards
              and event.action != "all_in" and 0 < before < self.small_bet
              and event.to - before < self.small_bet):
            self.notes.append(  # i18n: PHH file text
                f"{who}: a raise to {event.to} completes a blind smaller than "
                "the small bet, by the house's reading (PHH raises a full bet)")

    def _stud_street(self) -> int:
        """The stud street being bet: the most cards any seat holds (3 on third street)."""
        return max(self._written.values(), default=0)

    def _take_back(self, seat: int) -> None:
        """LC-53b: the out-of-turn bet sent back is struck from the actions; the note says so."""
        who = self._p.get(seat)
        for i in range(len(self.actions) - 1, -1, -1):
            if who is not None and self.actions[i].startswith(f"{who} cbr "):  # i18n: PHH file text
                self.notes.append(  # i18n: PHH file text
                    f"{who} took back '{self.actions.pop(i)}' (bet out of turn)")
                return

    def flush(self) -> None:
        """Write out the cards dealt since the last action; a new street starts its betting."""
        for seat, cards in self._holes.items():
            self.actions.append(f"d dh {self._p[seat]} {cards}")  # i18n: PHH file text
        if self._board:
            self.actions.append(f"d db {self._board}")  # i18n: PHH file text
        if self._board or (self._holes and self._acted):
            self._street_bet, self._acted, self._wagers, self._all_in = 0, False, 0, False
        self._holes, self._board = {}, ""

    def in_order(self, amounts: Mapping[int, int]) -> list[int]:
        """Per-player amounts in PHH order; heads-up PHH lists the button's blind first."""
        out = [amounts.get(s, 0) for s in self.order]
        if len(self.order) == 2:
            out.reverse()
        return out


def _card(card: object) -> str:
    text = getattr(card, "text", None)
    return text if isinstance(text, str) else "??"

