"""The one PHH writer for every hand we export: the engine's round-trip export and the log
export both call :func:`write_hand`.

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

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Final

from dealer_assist.engine.betting import CHECK_GESTURES
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import (
    Acted,
    BetReturned,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandStarted,
    Mucked,
    Posted,
    PotAwarded,
    Shown,
)

_BLINDS = frozenset({"small_blind", "big_blind", "blind", "straddle", "button_blind"})
_ANTES = frozenset({"ante", "big_blind_ante"})
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
    actions: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    antes: dict[int, int] = field(default_factory=dict)
    blinds: dict[int, int] = field(default_factory=dict)
    bring_in: int = 0
    collection: int = 0
    collection_live: bool = False
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
        self._p = {seat: f"p{i}" for i, seat in enumerate(self.order, start=1)}

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
        elif isinstance(event, Acted) and event.seat in self._p:
            self._act(event)
        elif isinstance(event, Shown) and event.seat in self._p:
            self.actions.append(f"{self._p[event.seat]} sm {''.join(c.text for c in event.cards)}")
        elif isinstance(event, Mucked) and event.seat in self._p:
            self.actions.append(f"{self._p[event.seat]} sm")
        elif event.type == "out_of_turn" and str(getattr(event, "stands", "")) != "":
            # LC-53a/b: heads-up, an action out of turn stands; PHH has only actions in turn.
            seat = getattr(event, "seat", 0)
            if seat in self._p:
                self._act(Acted(seat, getattr(event, "action", ""), getattr(event, "to", 0)))
                self.notes.append(f"{self._p[seat]} acted out of turn heads-up (stands)")
        elif event.type == "bet_taken_back":
            self._take_back(getattr(event, "seat", 0))
        elif event.type in FLOOR_BETTING_RULINGS:
            seat = getattr(event, "seat", 0)
            self.notes.append(f"floor ruling {event.type} on seat {seat}: the actions are as "
                              "entered; the hand log has the ruled amounts")
        elif isinstance(event, PotAwarded):
            who = self._p.get(event.seat, f"seat {event.seat}")
            label = f" ({event.hand_label})" if event.hand_label else ""
            self.notes.append(f"pot {event.pot} {event.half}: {who} wins {event.amount}{label}")

    def _hole(self, event: CardDealt) -> None:
        if event.seat not in self._p:
            return
        count = self._written.get(event.seat, 0)
        if self._board or (self.stud and count >= FLOP_CARDS and event.seat in self._holes):
            self.flush()  # stud: a seat's 4th and later cards are one street each
        self._written[event.seat] = count + 1
        self._holes[event.seat] = self._holes.get(event.seat, "") + _card(event.card)

    def _post(self, event: Posted) -> None:
        if event.kind in _ANTES:
            self.antes[event.seat] = self.antes.get(event.seat, 0) + event.live + event.dead
        elif event.kind == "bring_in":
            self.bring_in = event.live
            self._street_bet = max(self._street_bet, event.live)
            if event.seat in self._p:
                self.actions.append(f"{self._p[event.seat]} pb")
        else:
            # Dead money goes to the middle like an ante; the live part is a blind (PHH has no
            # dead-blind or missed-blind field).
            self.blinds[event.seat] = self.blinds.get(event.seat, 0) + event.live
            if event.dead:
                self.antes[event.seat] = self.antes.get(event.seat, 0) + event.dead
            self._street_bet = max(self._street_bet, event.live)
            if event.kind not in _BLINDS:
                self.notes.append(f"seat {event.seat} posted {event.kind}: {event.live} live, "
                                  f"{event.dead} dead")

    def _act(self, event: Acted) -> None:
        who = self._p[event.seat]
        self._acted = True
        if event.action == "fold":
            self.actions.append(f"{who} f")
        elif event.action in _CALLS or (event.action == "all_in" and event.to <= self._street_bet):
            self.actions.append(f"{who} cc")
        elif event.action in _RAISES or event.action == "all_in":
            self._street_bet = event.to
            self.actions.append(f"{who} cbr {event.to}")
            self._wagers += 1
            if self.house_short_all_in and self._all_in and event.action != "all_in":
                self.notes.append(f"{who}: a raise over an all-in, sized by the house's reading "
                                  "of a short all-in (LC-66 / LC-126), not PHH's")
                self.house_short_all_in = False  # said once
            self._all_in = self._all_in or event.action == "all_in"
            if self.fixed_limit and self._wagers == PHH_CAP + 1:
                self.notes.append(f"{who}: a round went past PHH's cap of {PHH_CAP} bets or "
                                  "raises (the house uncaps heads-up play, LC-49)")
        elif event.action == "bring_in":
            self.bring_in = event.to
            self._street_bet = max(self._street_bet, event.to)
            self.actions.append(f"{who} pb")
        else:
            self.notes.append(f"{who} {event.action} {event.to} (no PHH action)")

    def _take_back(self, seat: int) -> None:
        """LC-53b: the out-of-turn bet sent back is struck from the actions; the note says so."""
        who = self._p.get(seat)
        for i in range(len(self.actions) - 1, -1, -1):
            if who is not None and self.actions[i].startswith(f"{who} cbr "):
                self.notes.append(f"{who} took back '{self.actions.pop(i)}' (bet out of turn)")
                return

    def flush(self) -> None:
        """Write out the cards dealt since the last action; a new street starts its betting."""
        for seat, cards in self._holes.items():
            self.actions.append(f"d dh {self._p[seat]} {cards}")
        if self._board:
            self.actions.append(f"d db {self._board}")
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


class PHHCannotDescribe(ValueError):
    """A hand PHH has no variant for (spread limit, Omaha high, banked games...) or cannot
    state (starting stacks not recorded, a stud hand without a bring-in)."""


#: The engine's games PHH names: (game, hi-lo, betting structure) -> PHH variant code.
VARIANT_CODES: Final[Mapping[tuple[str, bool, str], str]] = {
    ("holdem", False, "fixed"): "FT",
    ("holdem", False, "no_limit"): "NT",
    ("omaha", True, "fixed"): "FO/8",
    ("stud", False, "fixed"): "F7S",
    ("stud", True, "fixed"): "F7S/8",
}

PHH_READING: Final = GameConfig(
    cap_bets=PHH_CAP, heads_up_uncapped=False, blind_counts_toward_cap=False,
    short_all_in="cumulative", odd_chips_together=True, open_pair="no_effect",
)
"""The standard's own reading where a house may differ (PHH fixes the cap at four completions,
bets or raises on top of the blinds, never uncapped heads-up; see ``phh.from_mapping``)."""

HOUSE_RULE_FIELDS: Final = ("cap_bets", "heads_up_uncapped", "blind_counts_toward_cap",
                            "short_all_in", "odd_chip", "odd_chips_together", "split_unit",
                            "open_pair")
"""Rules a house may read otherwise than PHH. An export writes each one that differs as a
user-defined field (``_heads_up_uncapped = true``: PHH allows fields named with a leading
underscore) so our reader replays the hand as the table played it; other readers ignore them."""


def variant_of(config: GameConfig) -> str:
    """The PHH variant for the rules a table recorded (not its game or limit names)."""
    code = VARIANT_CODES.get((config.game, config.hi_lo, config.structure))
    if code is None:
        low = " hi-lo" if config.hi_lo else ""
        raise PHHCannotDescribe(
            f"PHH has no variant for {config.structure.replace('_', '-')} {config.game}{low}")
    return code


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What a log knows about a hand beyond its events, written as PHH's optional fields."""

    table: str | None = None
    venue: str | None = None  # the house
    seat_count: int | None = None
    players: Mapping[int, str] | None = None
    started_utc: datetime | None = None  # aware; written as UTC
    currency: str | None = None  # ISO 4217 code
    finishing_stacks: Mapping[int, int] | None = None


def write_hand(
    config: GameConfig,
    started: HandStarted,
    stacks: Mapping[int, int] | None,
    events: Sequence[Event],
    facts: HandFacts | None = None,
) -> str:
    """One hand as PHH text. ``stacks`` are each seat's chips before the posts and collection.

    The table's collection is the house's rake: PHH has no action for it, so the text carries
    ``_collection`` (and ``_collection_live`` for LC-46's live one) for our reader, and the
    ``finishing_stacks`` (given, or counted from the events) are after it, as PHH counts rake.
    """
    variant = variant_of(config)
    if stacks is None:
        raise PHHCannotDescribe("the hand's starting stacks are not recorded")
    if config.is_stud and config.bring_in < 1:
        raise PHHCannotDescribe(f"a stud bring-in of ${config.bring_in} is not a bet (K22)")
    facts = facts or HandFacts()
    order = player_order(started)
    fixed = config.structure == "fixed"
    built = PHHActions(order, stud=config.is_stud, fixed_limit=fixed,
                       house_short_all_in=fixed and config.short_all_in != "cumulative",
                       ).read(events)
    antes = built.in_order(built.antes)
    fields: list[tuple[str, object]] = [
        ("variant", variant),
        ("ante_trimming_status", len(set(antes)) == 1 and antes[0] > 0),
        ("antes", antes),
    ]
    if config.is_stud:
        fields.append(("bring_in", config.bring_in))
    else:
        fields.append(("blinds_or_straddles", built.in_order(built.blinds)))
    if config.structure == "fixed":
        fields += [("small_bet", started.small_bet or config.small_bet),
                   ("big_bet", started.big_bet or config.big_bet)]
    else:
        fields.append(("min_bet", max(config.small_bet, config.big_blind, *built.blinds.values(),
                                      0)))
    fields += [("starting_stacks", [stacks.get(s, 0) for s in order]),
               ("actions", built.actions), ("hand", started.hand), ("seats", list(order))]
    if facts.finishing_stacks is None:
        facts = replace(facts, finishing_stacks=finishing_stacks(stacks, events))
    fields += _facts(facts, order)
    fields += _house_fields(config, built)
    lines = [f"{key} = {_toml(value)}" for key, value in fields]
    lines.extend(f"# {note}" for note in built.notes)
    return "\n".join(lines) + "\n"


def _facts(facts: HandFacts, order: Sequence[int]) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    if facts.seat_count is not None:
        out.append(("seat_count", facts.seat_count))
    if facts.table is not None:
        out.append(("table", facts.table))
    if facts.players:
        out.append(("players", [facts.players.get(s, "") for s in order]))
    if facts.venue:
        out.append(("venue", facts.venue))
    if facts.started_utc is not None:
        moment = facts.started_utc.astimezone(UTC)
        out += [("time", _Raw(moment.strftime("%H:%M:%S"))), ("time_zone", "UTC"),
                ("day", moment.day), ("month", moment.month), ("year", moment.year)]
    if facts.finishing_stacks is not None:
        out.append(("finishing_stacks", [facts.finishing_stacks.get(s, 0) for s in order]))
    if facts.currency:
        out.append(("currency", facts.currency))
    return out


def _house_fields(config: GameConfig, built: PHHActions) -> list[tuple[str, object]]:
    """What PHH cannot say, as user-defined fields: the collection (rake) and the house's
    readings where they differ from the standard's (``HOUSE_RULE_FIELDS``)."""
    out: list[tuple[str, object]] = []
    if built.collection:
        out.append(("_collection", built.collection))
        if built.collection_live:
            out.append(("_collection_live", True))
    skip = {"blind_counts_toward_cap"} if config.is_stud else {"open_pair", "odd_chip"}
    if config.structure == "no_limit":
        skip |= {"cap_bets", "heads_up_uncapped", "blind_counts_toward_cap"}
    for name in HOUSE_RULE_FIELDS:
        value = getattr(config, name)
        if name in skip:
            continue
        if value != getattr(PHH_READING, name) and value is not None:
            out.append((f"_{name}", value))
    return out


@dataclass(frozen=True, slots=True)
class _Raw:
    """A TOML value written as is (a local time)."""

    text: str


def _toml(value: object) -> str:
    if isinstance(value, _Raw):
        return value.text
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    raise TypeError(f"no PHH form for {value!r}")


def finishing_stacks(stacks: Mapping[int, int], events: Iterable[Event]) -> dict[int, int] | None:
    """Each seat's chips once the hand is settled, from the money its events moved (posts, the
    collection, wagers as street totals, bets returned, pots awarded); None for a hand not yet
    settled or one a floor ruling changed (its amounts are in the log, not in the actions)."""
    left = dict(stacks)
    street: dict[int, int] = {}
    current, acted, settled = 0, False, False
    for ev in events:
        if ev.type in OUT_OF_TURN or ev.type in FLOOR_BETTING_RULINGS:
            return None
        if isinstance(ev, CardDealt | BoardCard | CardBurned):
            if acted:
                street, current, acted = {}, 0, False
        elif isinstance(ev, Posted):
            left[ev.seat] = left.get(ev.seat, 0) - ev.live - ev.dead
            if ev.kind not in _ANTES:
                street[ev.seat] = street.get(ev.seat, 0) + ev.live
                current = max(current, street[ev.seat])
        elif isinstance(ev, CollectionTaken):
            left[ev.seat] = left.get(ev.seat, 0) - ev.amount
            if ev.live:
                street[ev.seat] = street.get(ev.seat, 0) + ev.amount
        elif isinstance(ev, Acted):
            acted = True
            if ev.action == "fold" or ev.action == "check" or ev.action in CHECK_GESTURES:
                continue
            before = street.get(ev.seat, 0)
            to = ev.to or min(current, before + left.get(ev.seat, 0))  # a call logged as 0
            left[ev.seat] = left.get(ev.seat, 0) - (to - before)
            street[ev.seat] = to
            current = max(current, to)
        elif isinstance(ev, BetReturned | PotAwarded):
            left[ev.seat] = left.get(ev.seat, 0) + ev.amount
            settled = settled or isinstance(ev, PotAwarded)
        elif isinstance(ev, HandEnded):
            break
    return left if settled else None
