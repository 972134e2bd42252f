"""Everything that changes a table is an event.

Events are frozen dataclasses with a stable JSON form: ``{"type": "action", "v": 1, ...fields}``.
Cards are written as text (``"As"``) and an unknown card (a table without a shoe) as ``null``.
Amounts are whole chips of the table's unit (dollars at the houses we serve). The same events are
what the engine folds into table state, what the log stores, what recovery replays and what the
floor reviews, so their JSON form only ever grows: new optional fields, never renamed ones.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Mapping
from typing import Any, ClassVar, Final, Generic, TypeVar

from dealer_assist.cards import Card, parse_card
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.input_checks import fields_problem, table_problem
from dealer_assist.engine.input_checks import read_json as checked_json

SCHEMA_VERSION: Final = 1


class EventError(ValueError):
    """A JSON event that cannot be read: names the event type and field at fault."""


_REGISTRY: dict[str, type[Event]] = {}
E = TypeVar("E", bound="Event")
TableT = TypeVar("TableT")


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """Base of every table event; subclasses set ``type`` and use the :func:`event` decorator."""

    type: ClassVar[str] = "event"

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # immutable: a copied table shares its events

    def to_dict(self) -> dict[str, Any]:
        """The stable JSON-ready form (field order fixed by the class)."""
        out: dict[str, Any] = {"type": self.type, "v": SCHEMA_VERSION}
        for field in dataclasses.fields(self):
            out[field.name] = _encode(getattr(self, field.name))
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), sort_keys=False)


class RuleEvent(Event, Generic[TableT]):
    """An event that carries its own fold logic (irregularity corrections, floor rulings).

    The table calls ``verify_on(table)`` (raise ``Refusal`` to refuse) and then
    ``apply_on(table)``. The event is generic over the table it is given, so each kind of
    table's subclass names what it passes: a flop or stud table's rules are
    ``TableRule = RuleEvent[TableView]`` (engine/table_view.py), a banked table's
    ``BankedFix = RuleEvent[FixTable]`` (engine/games/banked/corrections.py). This lets the
    irregularities package add corrections without the table knowing each one.
    """

    def verify_on(self, table: TableT) -> None:
        raise NotImplementedError

    def apply_on(self, table: TableT) -> None:
        raise NotImplementedError


def _encode(value: Any) -> Any:
    if isinstance(value, Card):
        return value.text
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def event_types() -> Mapping[str, type[Event]]:
    """Every registered event type by its JSON ``type`` name: the types of the modules imported
    so far (dealer_assist/composition.py imports them all)."""
    return types.MappingProxyType(_REGISTRY)


def _lookup(name: object) -> type[Event] | None:
    return _REGISTRY.get(name) if isinstance(name, str) else None


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """Rebuild an event from its JSON form; refuse unknown types, versions and fields clearly."""
    name = data.get("type")
    cls = _lookup(name)
    if cls is None:
        raise EventError(  # i18n: an event decoding error (technician)
            f"unknown event type {name!r}")
    if "v" not in data:
        raise EventError(  # i18n: an event decoding error (technician)
            f"{name}: missing field 'v' (the event's schema version)")
    version = data["v"]
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise EventError(  # i18n: an event decoding error (technician)
            f"{name}: schema version {version!r} is newer than this program ({SCHEMA_VERSION})"
        )
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise EventError(  # i18n: an event decoding error (technician)
            f"{name}.v: {version!r} is not a schema version (1 to {SCHEMA_VERSION})")
    hints = _hints(cls)
    kwargs: dict[str, Any] = {}
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = set(data) - names - {"type", "v"}
    if unknown:
        raise EventError(  # i18n: an event decoding error (technician)
            f"{name}: unknown field(s) {', '.join(sorted(unknown))}")
    for field in dataclasses.fields(cls):
        if field.name not in data:
            if (
                field.default is dataclasses.MISSING
                and field.default_factory is dataclasses.MISSING
            ):
                raise EventError(  # i18n: an event decoding error (technician)
                    f"{name}: missing field {field.name!r}")
            continue
        try:
            kwargs[field.name] = _decode(hints[field.name], data[field.name])
        except (ValueError, TypeError) as exc:
            raise EventError(  # i18n: an event decoding error (technician)
                f"{name}.{field.name}: {exc}") from exc
    problem = fields_problem(kwargs)
    if problem:
        raise EventError(f"{name}.{problem}")  # i18n: an event decoding error (technician)
    made = cls(**kwargs)
    if isinstance(made, TableConfigured):
        _check_table(made)
    return made


def _check_table(ev: TableConfigured) -> None:
    """Seats, game and rules of a table set-up read from outside (input_checks)."""
    problem = table_problem(ev.seats, ev.game)
    if problem:
        raise EventError(f"{ev.type}.{problem}")  # i18n: an event decoding error (technician)
    if ev.rules:
        try:
            GameConfig.from_json(ev.rules)
        except ValueError as exc:
            raise EventError(  # i18n: an event decoding error (technician)
                f"{ev.type}.rules: {exc}") from exc


def event_from_json(text: str) -> Event:
    data = read_json(text)
    if not isinstance(data, dict):
        raise EventError("an event is a JSON object")  # i18n: an event decoding error (technician)
    return event_from_dict(data)


_HINTS: dict[type[Event], dict[str, Any]] = {}


def read_json(text: str) -> Any:
    """``json.loads`` with every way it can fail (bad syntax, a number of thousands of
    digits, nesting deeper than Python's stack) as one :class:`EventError`."""
    try:
        return checked_json(text)
    except ValueError as exc:
        raise EventError(str(exc)) from exc


def _hints(cls: type[Event]) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _decode(hint: Any, value: Any) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _decode(inner[0], value)
    if hint is Card:
        if not isinstance(value, str):
            raise TypeError(f"expected a card as text, got {value!r}")
        return parse_card(value)
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise TypeError(f"expected a list, got {value!r}")
        item = args[0] if args else Any
        return tuple(_decode(item, v) for v in value)
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"expected a whole number, got {value!r}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise TypeError(f"expected text, got {value!r}")
        return value
    if hint is bool:
        if not isinstance(value, bool):
            raise TypeError(f"expected true or false, got {value!r}")
        return value
    return value


@typing.dataclass_transform(frozen_default=True)
def event(cls: type[E]) -> type[E]:
    """Class decorator: a frozen, slotted event dataclass, registered by its ``type`` name."""
    made = dataclasses.dataclass(frozen=True, slots=True)(cls)
    name = made.__dict__.get("type")
    if not isinstance(name, str) or name in _REGISTRY:
        raise TypeError(f"event type {name!r} is missing or registered twice")
    _REGISTRY[name] = made
    return made


# --- Table set-up and seating -------------------------------------------------------------


@event
class TableConfigured(Event):
    """The table's house, game and limit (profile keys), chosen before a hand or between hands."""

    type = "table_configured"
    table: str
    house: str
    game: str
    limit: str
    seats: int = 10
    rules: str = ""  # the engine's GameConfig as JSON: the rules in force for this table


@event
class PlayerSeated(Event):
    """A player sits down with a buy-in; ``entry`` is the new-player option chosen (K03)."""

    type = "player_seated"
    seat: int
    player: str
    stack: int
    entry: str = "wait_for_big_blind"


@event
class PlayerLeft(Event):
    """The player of ``seat`` leaves the table. A quit records who (``player``, as the dealer
    entered him), his whole ``stack`` and when (``at_ms``, UTC ms by the caller's clock) for
    LC-91 (engine/departures.py); a bare one (older logs, a move) records none of it."""

    type = "player_left"
    seat: int
    player: str = ""
    stack: int | None = None
    at_ms: int = 0


@event
class PlayerAway(Event):
    """Lobbied or on a break: keeps the seat, misses blinds (LC-48, LC-40)."""

    type = "player_away"
    seat: int


@event
class PlayerBack(Event):
    type = "player_back"
    seat: int
    entry: str = "wait_for_big_blind"


@event
class SeatChanged(Event):
    """Seat change; the engine works out the wait or post it brings (LC-88)."""

    type = "seat_changed"
    from_seat: int
    to_seat: int
    deal_off: bool = False  # LC-88b: he played his button hand and comes back behind it


@event
class ChipsAdded(Event):
    """Buy-in, rebuy or add-on between hands (table stakes)."""

    type = "chips_added"
    seat: int
    amount: int
    kind: str = "add_on"


@event
class EntryChosen(Event):
    """A new, returning or missed-blind player's choice: post now, wait, buy the button..."""

    type = "entry_chosen"
    seat: int
    option: str


# --- Hand: start, posts, cards -----------------------------------------------------------


@event
class HandStarted(Event):
    """A hand begins: its number, the button and the seats dealt in, as the engine decided them."""

    type = "hand_started"
    hand: int
    button: int
    dealt_in: tuple[int, ...]
    small_bet: int = 0
    big_bet: int = 0
    kill_seat: int | None = None
    stacks: tuple[int, ...] = ()  # each dealt-in seat's chips before the posts, in seat order


@event
class Posted(Event):
    """A forced wager. ``live`` counts toward the poster's bet; ``dead`` goes to the middle."""

    type = "posted"
    seat: int
    kind: str
    live: int
    dead: int = 0


@event
class PostDeclined(Event):
    """A player turns down an optional post (a straddle, LC-47); logged so the floor sees it."""

    type = "post_declined"
    seat: int
    kind: str


@event
class CollectionTaken(Event):
    """House collection; live collection counts toward the button's preflop wager (LC-46)."""

    type = "collection"
    seat: int
    amount: int
    live: bool = False


@event
class CardDealt(Event):
    """A card to a seat; ``card`` is None when no shoe reads it."""

    type = "card_dealt"
    seat: int
    card: Card | None = None
    face_up: bool = False


@event
class CardBurned(Event):
    type = "burn"
    card: Card | None = None


@event
class BoardCard(Event):
    type = "board_card"
    card: Card | None = None


# --- Betting and showdown -----------------------------------------------------------------


@event
class Acted(Event):
    """A player's action. ``to`` is the player's total wager on this street after the action
    (bet, raise, complete, bring-in, all-in and call); 0 for fold and check."""

    type = "action"
    seat: int
    action: str
    to: int = 0


@event
class Shown(Event):
    type = "shown"
    seat: int
    cards: tuple[Card, ...]


@event
class Mucked(Event):
    type = "mucked"
    seat: int


@event
class BetReturned(Event):
    """The uncalled part of a bet goes back to its owner."""

    type = "bet_returned"
    seat: int
    amount: int


@event
class PotAwarded(Event):
    """One share of one pot. ``pot`` 0 is the main pot; ``half`` is whole, high or low."""

    type = "pot_awarded"
    pot: int
    seat: int
    amount: int
    half: str = "whole"
    hand_label: str = ""


@event
class HandEnded(Event):
    type = "hand_ended"
    hand: int


@event
class BlindsChopped(Event):
    """Everyone folded to the blinds and both took their blinds back (LC-18, LC-17)."""

    type = "blinds_chopped"


@event
class HandVoided(Event):
    """Misdeal or fouled deck: every bet of this hand goes back (LC-103, LC-105).

    ``redeal``: a misdeal (LC-104): the collection goes back too and the next hand is this
    hand dealt again, same button, players and posts (engine/redeal.py). Logs written before
    the field read False and replay as they were (the button moved)."""

    type = "hand_voided"
    reason: str
    rule_ids: tuple[str, ...] = ()
    redeal: bool = False


# --- Rulings ----------------------------------------------------------------------------


@event
class RulingProposed(Event):
    """An irregularity found by the app or reported by the dealer, with the proposed ruling."""

    type = "ruling_proposed"
    ruling: int
    irregularity: str
    rule_ids: tuple[str, ...]
    detail: str = ""
    reported_by: str = ""  # the staff member's name and badge, or "shoe" / "app" (older logs: "")


def reported_as(events: list[Event], by: str) -> list[Event]:
    """The proposed rulings among ``events`` that name no reporter yet, reported by ``by``
    ("shoe" for a card read, "app" for what the app found, a staff member's name and badge)."""
    return [dataclasses.replace(e, reported_by=by)
            if isinstance(e, RulingProposed) and not e.reported_by else e for e in events]


@event
class RulingDecided(Event):
    """A floorperson's decision on a proposed ruling: ``confirmed`` or ``overridden``."""

    type = "ruling_decided"
    ruling: int
    decision: str
    by: str
    reason: str = ""
