"""Seating facts: what a table knows about each seat, its rulings and what the seats owe
between hands (missed blinds, dues, time, the players' own matters).

A leaf of plain data: the table (engine/table.py) holds these, and the helper modules that
work on them (seat_dues, time_collection, players, redeal, pick_up) take the narrow
:class:`SeatingView` of the table, so none of them imports the table back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Event, RulingDecided
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.messages import msg

ENTRY_OPTIONS = (
    "deal_now",
    "wait_for_big_blind",
    "post_big_blind",
    "post_missed_blinds",
    "buy_button",
    "post_in_front_of_button",
    "straddle",  # LC-47, LC-127: enter with a straddle from the seat left of the big blind
)
BIG_BLIND_KINDS = frozenset(
    {"big_blind", "single_blind", "new_player_blind", "missed_blinds", "buy_button"}
)


@dataclass(slots=True)
class SeatDues:
    """Between-hands obligations that travel with the player (a seat change moves them)."""

    skipped_button: bool = False  # LC-41: may come back by paying a live button collection
    short_button: bool = False  # LC-70: sat out his button hand short of the collection
    deal_off: bool = False  # LC-88b: sits out, without posting, until the button passes him
    full_collection: bool = False  # LC-131: a full-game collection to take from his stack
    passes: int = 0  # LC-39 / LC-127: big-blind passes while a waiting newcomer


@dataclass(slots=True)
class TableDues:
    """The table's side: must-move flag and the floor's collection (LC-145), house drop."""

    must_move: bool = False
    floor_collection: int | None = None
    floor_by: str = ""
    full_collections: int = 0  # LC-131: chips moved from missed-blind stacks to pots
    for_next_pot: int = 0  # LC-131: taken between hands, it goes into the next hand's pot
    in_pot: int = 0  # LC-131: taken into the hand in progress (a misdeal carries it on)


@dataclass(slots=True)
class TimeState:
    """What the table knows about time collection."""

    mode: str = "button"  # button | time
    owed: set[int] = field(default_factory=set)
    waiting_list: bool = False
    time_pot: set[int] = field(default_factory=set)  # LC-147: seats the pot winner pays for
    to_big_blind: set[int] = field(default_factory=set)  # LC-146: may play on to their BB


@dataclass(slots=True)
class Removal:
    """LC-5: a player the floor removed for discipline; his seat is held, away."""

    player: str
    hand: int
    reason: str
    by: str


@dataclass(slots=True)
class OwedPost:
    """A post the player owes before he is dealt in again (LC-132a, LC-P3)."""

    player: str
    rule_id: str


@dataclass(slots=True)
class PlayerLedger:
    """Player matters that outlive a hand (never cleared by a hand start)."""

    removed: dict[int, Removal] = field(default_factory=dict)
    owes_post: dict[int, OwedPost] = field(default_factory=dict)
    reviewed: dict[str, int] = field(default_factory=dict)
    """LC-P3: the player's count of blind-free entries when the floor last ruled on it."""
    colour_ups: int = 0


@dataclass(slots=True)
class SeatInfo:
    """One occupied seat between hands."""

    player: str
    stack: int
    away: bool = False
    entry: str = "wait_for_big_blind"
    missed_small: bool = False
    missed_big: bool = False
    played: bool = False  # has been dealt in since sitting down or coming back
    missed_buttons: int = 0  # LC-97: missed-blind buttons collected while away
    wait_hands: int = 0  # LC-88a: hands to sit out after moving clockwise
    dues: SeatDues = field(default_factory=SeatDues)  # LC-41, LC-70, LC-88b, LC-131, LC-39
    pending: int = 0  # LC-26a: chips bought during his hand; they join when it is over
    cheque: int = 0  # LC-29: chips of a cheque written at the table, not processed yet
    runner: int = 0  # LC-26c: announced runner chips counted in his stack, not arrived yet

    @property
    def status(self) -> str:
        """A status key (the screens look it up in their own word tables)."""
        if self.away:
            return "away"  # i18n: a status key; screens say it
        if self.missed_big or self.missed_small:
            return "missed blind"  # i18n: a status key; screens say it
        if not self.played and self.entry == "wait_for_big_blind":
            return "waiting for big blind"  # i18n: a status key; screens say it
        if not self.played and self.entry == "straddle":  # LC-47, LC-127
            return "waiting to straddle"  # i18n: a status key; screens say it
        return "playing"  # i18n: a status key; screens say it


@dataclass(slots=True)
class Ruling:
    """A proposed ruling and the floor's decision on it."""

    hand: int
    irregularity: str
    rule_ids: tuple[str, ...]
    detail: str = ""
    status: str = "proposed"  # proposed | confirmed | overridden
    decided_by: str = ""
    reason: str = ""
    reported_by: str = ""  # who reported it ("shoe", "app", a name and badge); "" in old logs


def verify_decision(rulings: dict[int, Ruling], ev: RulingDecided) -> Ruling:
    """The floor's decision on a proposed ruling, checked (flop and banked tables alike); the
    ruling it decides. The caller checks that its hand or round is still the current one."""
    ruling = rulings.get(ev.ruling)
    if ruling is None:
        raise Refusal(msg("seating.refusal.there_no_ruling",
                          "there is no ruling {ruling}",
                          ruling=ev.ruling))
    if ruling.status != "proposed":
        raise Refusal(msg("seating.refusal.ruling_was_already",
                          "ruling {ruling} was already {status} by {decided_by}",
                          ruling=ev.ruling, status=ruling.status, decided_by=ruling.decided_by))
    if ev.decision not in ("confirmed", "overridden"):
        raise Refusal(msg("seating.refusal.floor_decision_confirmed_overridden",
                          "a floor decision is confirmed or overridden"))
    if not ev.by.strip():
        raise Refusal(msg("seating.refusal.floor_decision_names_floorperson_who",
                          "a floor decision names the floorperson who made it"))
    if ev.decision == "overridden" and not ev.reason.strip():
        raise Refusal(msg("seating.refusal.override_needs_reason",
                          "an override needs a reason"))
    return ruling


class SeatingView(Protocol):
    """The table's seats between and around hands, as the helper modules read and change them
    (:class:`~dealer_assist.engine.table.Table` has it by its shape)."""

    config: GameConfig
    max_seats: int
    seats: dict[int, SeatInfo]
    button: int | None
    hand_number: int
    hand: HandState | None
    kill_seat: int | None
    history: list[Event]
    log_readers: dict[str, tuple[int, Any]]
    time: TimeState
    dues: TableDues
    ledger: PlayerLedger

    @property
    def in_hand(self) -> bool: ...

    def eligible(self) -> list[int]: ...

    def pick_up_due(self) -> list[int]: ...
