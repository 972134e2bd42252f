"""PHH (Poker Hand History) hands in and out of the engine.

PHH numbers players ``p1 ... pn`` from the first seat after the button; here ``pK`` sits in seat
K and the button is seat n. Heads-up, PHH's first blind belongs to the button (p2) and the second
to p1. A PHH hand is played by the standard's own reading, whatever a house rules
(``phh_write.PHH_READING``: odd chips to the first winner clockwise from the button, the high
half of a hi-lo pot first, pots with the same winners divided as one; fixed limit capped at four
completions, bets or raises on top of the blinds, short all-ins counted, never uncapped
heads-up; short all-ins read ``cumulative``, see ``config.ShortAllIn``). A hand our export wrote
carries the house's differing readings as ``_`` fields, and those are honoured.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, get_args

from dealer_assist.cards import parse_cards
from dealer_assist.engine.config import Blind, GameConfig, OddChip, ShortAllIn
from dealer_assist.engine.events import (
    Acted,
    BoardCard,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandStarted,
    Mucked,
    Posted,
    Shown,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.game_shapes import SHAPES, GameShape
from dealer_assist.engine.hand import HandState, PostDue
from dealer_assist.engine.hands import new_hand
from dealer_assist.engine.phh_input import PHHInputError, check_phh
from dealer_assist.engine.phh_write import (
    HOUSE_RULE_FIELDS,
    NO_CAP,
    PHH_READING,
    HandFacts,
    variant_codes,
    write_hand,
)


class PHHError(ValueError):
    """A PHH file this program cannot replay, with the file and the reason."""


@dataclass(frozen=True, slots=True)
class PHHHand:
    """A parsed PHH hand: the engine set-up and its event stream."""

    variant: str
    config: GameConfig
    started: HandStarted
    stacks: dict[int, int]
    posts: tuple[PostDue, ...]
    events: tuple[Event, ...]
    finishing_stacks: tuple[int, ...] | None


def load(path: str | Path) -> PHHHand:
    """One hand from a ``.phh`` file."""
    hands = load_all(path)
    if len(hands) != 1:
        raise PHHError(  # i18n: PHH import (technician)
            f"{path}: holds {len(hands)} hands; one was expected")
    return hands[0][1]


def load_all(path: str | Path) -> list[tuple[str | None, PHHHand]]:
    """Every hand of a file: a ``.phh`` (one hand; key None) or a ``.phhs`` (TOML tables
    ``[1]``, ``[2]``..., one hand each, as ``export --format phh`` writes)."""
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as exc:  # TOML syntax, not UTF-8, too deep
        raise PHHError(  # i18n: PHH import (technician)
            f"{p}: cannot read PHH: {exc or 'nested too deeply'}") from exc
    if "variant" in data or not data or not all(isinstance(v, dict) for v in data.values()):
        parts: list[tuple[str | None, Mapping[str, Any]]] = [(None, data)]
    else:
        parts = list(data.items())
    out: list[tuple[str | None, PHHHand]] = []
    for key, part in parts:
        try:
            out.append((key, from_mapping(part)))
        except PHHError as exc:
            where = f"{p} [{key}]" if key is not None else str(p)  # i18n: PHH import (technician)
            raise PHHError(f"{where}: {exc}") from exc  # i18n: PHH import (technician)
    return out


def from_mapping(data: Mapping[str, Any]) -> PHHHand:
    try:
        check_phh(data)  # the input checks at the reader's entry (issue 16)
    except PHHInputError as exc:
        raise PHHError(str(exc)) from exc
    variant = data.get("variant")
    variants = variant_codes()
    if not isinstance(variant, str) or variant not in variants:
        raise PHHError(  # i18n: PHH import (technician)
            f"variant {variant!r} is not a game this engine replays "
            f"(supported: {', '.join(variants)})"
        )
    game, hi_lo, structure = variants[variant]
    shape = SHAPES[game]
    stacks_list = [int(x) for x in data["starting_stacks"]]
    n = len(stacks_list)
    blinds_raw = [int(x) for x in data.get("blinds_or_straddles", [0] * n)]
    antes_raw = [int(x) for x in data.get("antes", [0] * n)]
    if structure == "fixed":
        small, big = int(data["small_bet"]), int(data["big_bet"])
    else:
        small, big = int(data["min_bet"]), 0
    collection = int(data.get("_collection", 0))
    rake = 0 if "_collection" in data else _rake(data)
    config = replace(
        PHH_READING,
        game=game,
        hi_lo=hi_lo,
        structure=structure,  # type: ignore[arg-type]
        small_bet=small,
        big_bet=big,
        blinds=tuple(
            Blind(k, a) for k, a in zip(("small_blind", "big_blind"), blinds_raw, strict=False) if a
        ),
        bring_in=_bring_in(data, shape),
        collection=collection,
        collection_live=bool(data.get("_collection_live", False)),
        pot_rake=rake,
        **_house_rules(data),
    )
    seats = tuple(range(1, n + 1))
    if shape.bring_in:  # stud opens with the bring-in, not blinds
        blinds_raw = [0] * n
    stacks = dict(zip(seats, stacks_list, strict=True))

    def owner(i: int) -> int:
        return 2 - i if n == 2 else i + 1  # heads-up: the button (p2) posts the first blind

    posts: list[PostDue] = []
    for i, amount in enumerate(antes_raw):
        if amount:
            seat = owner(i)
            posts.append(PostDue(seat, "ante", 0, min(amount, stacks[seat])))
    for i, amount in enumerate(blinds_raw):
        if amount:
            seat = owner(i)
            kind = ("small_blind", "big_blind")[i] if i < 2 else "straddle"
            left = stacks[seat] - sum(p.total for p in posts if p.seat == seat)
            posts.append(PostDue(seat, kind, min(amount, left)))
    if collection:  # the house's collection, from the button (seat n) before the deal
        posts.append(PostDue(n, "collection", min(collection, stacks[n])))
    events: list[Event] = [
        CollectionTaken(p.seat, p.live, config.collection_live) if p.kind == "collection"
        else Posted(p.seat, p.kind, p.live, p.dead) for p in posts]
    events += _actions(data.get("actions", []), n)
    finishing = data.get("finishing_stacks")
    return PHHHand(
        variant,
        config,
        HandStarted(1, n, seats, small, big, stacks=tuple(stacks_list)),
        stacks,
        tuple(posts),
        tuple(events),
        tuple(int(x) for x in finishing) if finishing is not None else None,
    )


def _house_rules(data: Mapping[str, Any]) -> dict[str, Any]:
    """The house readings an export of ours recorded (``_heads_up_uncapped = true`` ...); a
    PHH hand from elsewhere has none and is read by the standard's rules."""
    rules = {  # i18n: PHH field names (keys)
        name: data[f"_{name}"] for name in HOUSE_RULE_FIELDS if f"_{name}" in data}
    for name, value in rules.items():
        usual = getattr(PHH_READING, name)
        allowed = _CHOICES.get(name)
        least = 1 if name == "split_unit" else 0
        if (type(value) is not type(usual) or (allowed is not None and value not in allowed)
                or (type(value) is int and value < least)):
            raise PHHError(  # i18n: PHH import (technician)
                f"_{name} = {value!r} is not a house rule this engine knows")
    if rules.get("cap_bets") == NO_CAP:
        rules["cap_bets"] = None
    return rules


_CHOICES: Mapping[str, tuple[str, ...]] = {
    "short_all_in": get_args(ShortAllIn),
    "odd_chip": get_args(OddChip),
    "open_pair": ("first_bettor_chooses", "any_player_may_bet_big", "no_effect"),
}


def _rake(data: Mapping[str, Any]) -> int:
    """PHH's ``rake``: what the house took from the pot; the finishing stacks are after it.
    Our own exports say how the table's collection was taken (``_collection``) and are read by
    that instead; a file from elsewhere has only this total, taken from the main pot as it is
    pushed (before it is split), as the standard's reference implementation rakes a pot."""
    rake = data.get("rake", 0)
    if isinstance(rake, float) and rake.is_integer():
        rake = int(rake)
    if not isinstance(rake, int) or isinstance(rake, bool) or rake < 0:
        raise PHHError(  # i18n: PHH import (technician)
            f"rake = {rake!r}: the rake is a whole number of chips, 0 or more")
    return rake


def _bring_in(data: Mapping[str, Any], shape: GameShape) -> int:
    if not shape.bring_in:
        return 0
    amount = data.get("bring_in")
    if not isinstance(amount, int) or amount < 1:
        raise PHHError(  # i18n: PHH import (technician)
            f"bring_in = {amount!r}: a stud hand needs a bring-in of at least 1 "
            "(the forced bet that opens third street)")
    return amount


def _actions(actions: Sequence[str], n: int) -> Iterator[Event]:
    for text in actions:
        parts = text.split("#")[0].split()
        if not parts:
            continue
        if parts[0] == "d":
            if parts[1] == "dh":
                seat = _player(parts[2], n)
                text = parts[3] if len(parts) > 3 else ""
                for i in range(0, len(text), 2):  # "??" is a card nobody saw
                    chunk = text[i : i + 2]
                    yield CardDealt(seat, None if "?" in chunk else parse_cards(chunk)[0])
            elif parts[1] == "db":
                for card in parse_cards(parts[2]):
                    yield BoardCard(card)
            else:
                raise PHHError(  # i18n: PHH import (technician)
                    f"dealer action {text!r} is not supported")
            continue
        seat = _player(parts[0], n)
        verb = parts[1]
        if verb == "f":
            yield Acted(seat, "fold")
        elif verb == "cc":
            yield Acted(seat, "check_or_call")
        elif verb == "cbr":
            yield Acted(seat, "wager", int(parts[2]))
        elif verb == "pb":
            yield Acted(seat, "bring_in", 0)
        elif verb == "sm":
            if len(parts) > 2 and parts[2] != "-":
                yield Shown(seat, parse_cards(parts[2]))
            else:
                yield Mucked(seat)
        else:
            raise PHHError(  # i18n: PHH import (technician)
                f"player action {text!r} is not supported")


def _player(token: str, n: int) -> int:
    if not token.startswith("p") or not token[1:].isdigit() or not 1 <= int(token[1:]) <= n:
        raise PHHError(  # i18n: PHH import (technician)
            f"{token!r} is not a player of this hand (p1-p{n})")
    return int(token[1:])


def resolve(hand: HandState, ev: Event) -> Event:
    """Turn PHH's generic verbs (``cc``, ``cbr``, ``pb``) into the engine's exact actions."""
    if isinstance(ev, Acted) and ev.action == "bring_in":
        bring = next((a for a in hand.legal_actions() if a.action == "bring_in"), None)
        return Acted(ev.seat, "bring_in", bring.min_to if bring else hand.config.bring_in)
    if not isinstance(ev, Acted) or ev.action not in ("check_or_call", "wager"):
        return ev
    rnd = hand.round
    if rnd is None or hand.phase != "betting":
        return ev  # the engine refuses it with the reason
    wagered = hand.street_bets.get(ev.seat, 0)
    full = wagered + hand.stacks.get(ev.seat, 0)
    if ev.action == "check_or_call":
        if rnd.current_bet <= wagered:
            return Acted(ev.seat, "check")
        return Acted(ev.seat, "call", min(rnd.current_bet, full))
    if ev.to == full:
        return Acted(ev.seat, "all_in", ev.to)
    if rnd.current_bet == 0:
        return Acted(ev.seat, "bet", ev.to)
    return Acted(ev.seat, rnd.raise_name(hand.config), ev.to)


def replay(phh: PHHHand) -> HandState:
    """Play the hand through the engine, settle it, and return the final state."""
    hand = new_hand(phh.config, phh.started, dict(phh.stacks), list(phh.posts))
    for raw in phh.events:
        ev = resolve(hand, raw)
        if isinstance(ev, Mucked) and hand.phase != "showdown":
            continue  # PHH may muck before the last board card; the engine waits for showdown
        if isinstance(raw, Acted) and raw.action == "check_or_call" and hand.phase != "betting":
            continue  # PHH records a check after the betting can no longer go on
        if isinstance(raw, Shown) and hand.phase == "settling" and raw.seat in hand.shown:
            continue  # shown before an all-in run-out and again after it: already tabled
        try:
            hand.apply(ev)
        except Refusal as exc:
            raise PHHError(  # i18n: PHH import (technician)
                f"{raw.to_json()} refused: {exc}") from exc
    for ev in hand.settlement():
        hand.apply(ev)
    hand.apply(HandEnded(phh.started.hand))
    return hand


def applied_events(hand: HandState) -> list[Event]:
    """The engine's own events for a replayed hand (PHH verbs resolved, settlement included)."""
    return [e for e in hand.log if not isinstance(e, HandEnded)]


def finishing_stacks(hand: HandState) -> list[int]:
    return [hand.stacks[s] for s in hand.seats]


def export(
    config: GameConfig,
    started: HandStarted,
    stacks: Mapping[int, int],
    events: Sequence[Event],
    facts: HandFacts | None = None,
) -> str:
    """Write a hand as PHH (the one writer, :func:`phh_write.write_hand`)."""
    return write_hand(config, started, stacks, events, facts)


__all__ = [
    "PHHError",
    "PHHHand",
    "export",
    "finishing_stacks",
    "from_mapping",
    "load",
    "load_all",
    "replay",
]
