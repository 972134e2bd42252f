"""Poker hands as PHH (Poker Hand History, the TOML format PokerKit reads).

Conventions as in ``shared/phh/README.md``: players ``p1 ... pn`` start with the first seat after
the button; ``d dh p1 AcKd`` deals hole cards, ``d db 3s7hKs`` the board, ``pN cbr X`` bets or
raises to X on the street, ``pN cc`` checks or calls, ``pN f`` folds, ``pN pb`` posts the stud
bring-in, ``pN sm CARDS`` shows and ``pN sm`` alone mucks. Only the hand's own events are read;
anything PHH cannot say (collection, dead money, awards) goes into comments or ``_`` fields.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from dealer_assist.engine.betting import CHECK_GESTURES
from dealer_assist.engine.events import (
    Acted,
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
    TableConfigured,
)
from dealer_assist.storage.times import iso_utc

_BLINDS = frozenset({"small_blind", "big_blind", "blind", "straddle", "button_blind"})
_RAISES = frozenset({"bet", "raise", "complete"})
_CALLS = frozenset({"call", "check"}) | CHECK_GESTURES  # LC-59: a tap is a check


#: The event types a PHH hand is written from (the export reads no others).
PHH_TYPES: Final = frozenset(cls.type for cls in (
    HandStarted, Posted, CollectionTaken, CardDealt, CardBurned, BoardCard, Acted, Shown, Mucked,
    PotAwarded,
))


class NotPokerHand(ValueError):
    """The table's game is not a poker game PHH can describe (banked games, blackjack...)."""


def phh_variant(game: str, limit: str) -> str:
    """PHH variant code from the table's game and limit keys (``holdem``, ``20-40`` -> ``FT``)."""
    g = re.sub(r"[^a-z0-9]", "", game.lower())
    low = "8" in g or "hilo" in g or "hl" in g
    if "holdem" in g or g in ("he", "nlhe", "lhe"):
        family = "T"
    elif "omaha" in g or g.startswith("o8"):
        family = "O/8" if low else "O"
    elif "stud" in g or g in ("7cs", "std", "s8"):
        family = "7S/8" if low else "7S"
    elif "razz" in g:
        family = "R"
    else:
        raise NotPokerHand(f"game {game!r} is not a poker game PHH can describe")
    lim = re.sub(r"[^a-z]", "", limit.lower())
    betting = "N" if lim.startswith(("nl", "nolimit")) else "P" if lim.startswith(
        ("pl", "potlimit")) else "F"
    return betting + family


def player_order(started: HandStarted) -> list[int]:
    """Seats dealt in, starting with the first seat after the button (PHH's p1)."""
    seats = sorted(started.dealt_in)
    after = [s for s in seats if s > started.button]
    return after + [s for s in seats if s <= started.button]


def hand_to_phh(
    config: TableConfigured, events: Sequence[Event], *,
    players: Mapping[int, str] | None = None, stacks: Mapping[int, int] | None = None,
    started_at: int | None = None,
) -> str:
    """One hand as PHH text. ``events`` must start with the hand's ``HandStarted``.

    ``stacks`` (chips at the start of the hand, by seat) default to those the ``HandStarted``
    event records; a log written before it recorded them gets ``inf`` with a comment saying so.
    """
    variant = phh_variant(config.game, config.limit)
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    if started is None:
        raise ValueError("a hand's events start with hand_started")
    order = player_order(started)
    if stacks is None and started.stacks:
        stacks = dict(zip(sorted(started.dealt_in), started.stacks, strict=False))
    p = {seat: f"p{i}" for i, seat in enumerate(order, start=1)}
    builder = _Actions(p)
    for event in events:
        builder.add(event)
    builder.flush()

    lines = [f"# table {config.table}, hand {started.hand}: {config.house} {config.game} "
             f"{config.limit}, button seat {started.button}"]
    lines.append(f"variant = {_q(variant)}")
    lines.append("ante_trimming_status = false")
    antes = [builder.antes.get(s, 0) for s in order]
    blinds = [builder.blinds.get(s, 0) for s in order]
    if len(order) == 2:  # heads-up, PHH lists the button's (small) blind first
        antes.reverse()
        blinds.reverse()
    lines.append(f"antes = {_list(antes)}")
    if "7S" in variant or "R" in variant:
        lines.append(f"bring_in = {builder.bring_in}")
    else:
        lines.append(f"blinds_or_straddles = {_list(blinds)}")
    if variant.startswith("F"):
        lines.append(f"small_bet = {started.small_bet}")
        lines.append(f"big_bet = {started.big_bet}")
    else:
        lines.append(f"min_bet = {max([started.small_bet, *builder.blinds.values()])}")
    if stacks is None:
        lines.append("# starting stacks are not recorded in the event log")
        lines.append(f"starting_stacks = {_list('inf' for _ in order)}")
    else:
        lines.append(f"starting_stacks = {_list(stacks.get(s, 0) for s in order)}")
    lines.append("actions = [")
    lines.extend(f"  {_q(a)}," for a in builder.actions)
    lines.append("]")
    lines.append(f"hand = {started.hand}")
    lines.append(f"seat_count = {config.seats}")
    lines.append(f"seats = {_list(order)}")
    if players:
        lines.append(f"players = {_list(_q(players.get(s, '')) for s in order)}")
    if started_at is not None:
        lines.append(f"_started_utc = {_q(iso_utc(started_at))}")
    lines.append(f"_table = {_q(config.table)}")
    lines.append(f"_collection = {builder.collection}")
    lines.extend(f"# {note}" for note in builder.notes)
    return "\n".join(lines) + "\n"


class _Actions:
    """Turns the event stream into PHH action strings, grouping cards dealt in one round."""

    def __init__(self, p: Mapping[int, str]) -> None:
        self.p = p
        self.actions: list[str] = []
        self.notes: list[str] = []
        self.antes: dict[int, int] = {}
        self.blinds: dict[int, int] = {}
        self.bring_in = 0
        self.collection = 0
        self._holes: dict[int, str] = {}
        self._board = ""
        self._street_bet = 0
        self._acted = False  # a player acted since the last cards: the next deal is a new street

    def add(self, event: Event) -> None:
        if isinstance(event, CardDealt):
            if self._board:
                self.flush()
            if event.seat in self.p:
                self._holes[event.seat] = self._holes.get(event.seat, "") + _card(event.card)
            return
        if isinstance(event, BoardCard):
            if self._holes:
                self.flush()
            self._board += _card(event.card)
            return
        self.flush()  # a burn, a post or an action ends a round of cards
        if isinstance(event, CardBurned):
            return
        if isinstance(event, Posted):
            self._post(event)
        elif isinstance(event, CollectionTaken):
            self.collection += event.amount
        elif isinstance(event, Acted) and event.seat in self.p:
            self._act(event)
        elif isinstance(event, Shown) and event.seat in self.p:
            self.actions.append(f"{self.p[event.seat]} sm {''.join(c.text for c in event.cards)}")
        elif isinstance(event, Mucked) and event.seat in self.p:
            self.actions.append(f"{self.p[event.seat]} sm")
        elif isinstance(event, PotAwarded):
            who = self.p.get(event.seat, f"seat {event.seat}")
            label = f" ({event.hand_label})" if event.hand_label else ""
            self.notes.append(f"pot {event.pot} {event.half}: {who} wins {event.amount}{label}")

    def _post(self, event: Posted) -> None:
        if event.kind == "ante":
            self.antes[event.seat] = self.antes.get(event.seat, 0) + event.live + event.dead
        elif event.kind == "bring_in":
            self.bring_in = event.live
            self._street_bet = max(self._street_bet, event.live)
            if event.seat in self.p:
                self.actions.append(f"{self.p[event.seat]} pb")
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
        who = self.p[event.seat]
        self._acted = True
        if event.action == "fold":
            self.actions.append(f"{who} f")
        elif event.action in _CALLS or (event.action == "all_in" and event.to <= self._street_bet):
            self.actions.append(f"{who} cc")
        elif event.action in _RAISES or event.action == "all_in":
            self._street_bet = event.to
            self.actions.append(f"{who} cbr {event.to}")
        elif event.action == "bring_in":
            self.bring_in = event.to
            self._street_bet = max(self._street_bet, event.to)
            self.actions.append(f"{who} pb")
        else:
            self.notes.append(f"{who} {event.action} {event.to} (no PHH action)")

    def flush(self) -> None:
        """Write out the cards dealt since the last action; a new street starts its betting."""
        for seat, cards in self._holes.items():
            self.actions.append(f"d dh {self.p[seat]} {cards}")
        if self._board:
            self.actions.append(f"d db {self._board}")
        if self._board or (self._holes and self._acted):
            self._street_bet, self._acted = 0, False
        self._holes, self._board = {}, ""


def _card(card: object) -> str:
    text = getattr(card, "text", None)
    return text if isinstance(text, str) else "??"


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _list(items: Iterable[object]) -> str:
    return "[" + ", ".join(str(i) for i in items) + "]"
