"""PHH (Poker Hand History) hands in and out of the engine.

PHH numbers players ``p1 ... pn`` from the first seat after the button; here ``pK`` sits in seat
K and the button is seat n. Heads-up, PHH's first blind belongs to the button (p2) and the second
to p1. Hands from PHH follow the standard's own conventions: odd chips go to the first winner
clockwise from the button, the high half of a hi-lo pot takes its odd chip, and fixed-limit
betting allows four bets or raises on top of the blinds with no heads-up uncapping.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dealer_assist.cards import parse_cards
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import (
    Acted,
    BoardCard,
    CardDealt,
    Event,
    HandEnded,
    HandStarted,
    Mucked,
    Posted,
    Shown,
)
from dealer_assist.engine.hand import HandState, PostDue, Refusal
from dealer_assist.engine.phh_input import PHHInputError, check_phh
from dealer_assist.engine.phh_write import PHHActions, player_order

VARIANTS: Mapping[str, tuple[str, bool, str]] = {
    "FT": ("holdem", False, "fixed"),
    "NT": ("holdem", False, "no_limit"),
    "FO/8": ("omaha", True, "fixed"),
    "F7S": ("stud", False, "fixed"),
    "F7S/8": ("stud", True, "fixed"),
}


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
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as exc:  # TOML syntax, not UTF-8, too deep
        raise PHHError(f"{p}: cannot read PHH: {exc or 'nested too deeply'}") from exc
    try:
        return from_mapping(data)
    except PHHError as exc:
        raise PHHError(f"{p}: {exc}") from exc


def from_mapping(data: Mapping[str, Any]) -> PHHHand:
    try:
        check_phh(data)  # the input checks at the reader's entry (issue 16)
    except PHHInputError as exc:
        raise PHHError(str(exc)) from exc
    variant = data.get("variant")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise PHHError(
            f"variant {variant!r} is not a game this engine replays "
            f"(supported: {', '.join(VARIANTS)})"
        )
    game, hi_lo, structure = VARIANTS[variant]
    stacks_list = [int(x) for x in data["starting_stacks"]]
    n = len(stacks_list)
    blinds_raw = [int(x) for x in data.get("blinds_or_straddles", [0] * n)]
    antes_raw = [int(x) for x in data.get("antes", [0] * n)]
    if structure == "fixed":
        small, big = int(data["small_bet"]), int(data["big_bet"])
    else:
        small, big = int(data["min_bet"]), 0
    config = GameConfig(
        game=game,
        hi_lo=hi_lo,
        structure=structure,  # type: ignore[arg-type]
        small_bet=small,
        big_bet=big,
        blinds=tuple(
            Blind(k, a) for k, a in zip(("small_blind", "big_blind"), blinds_raw, strict=False) if a
        ),
        cap_bets=4,
        heads_up_uncapped=False,
        blind_counts_toward_cap=False,
        short_all_in="no_limit" if structure == "no_limit" else "action_only",
        bring_in=int(data.get("bring_in", 0)),
        open_pair="no_effect",  # PHH (pokerkit) has no open-pair big bet
        odd_chips_together=True,
    )
    seats = tuple(range(1, n + 1))
    if game == "stud":
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
    events: list[Event] = [Posted(p.seat, p.kind, p.live, p.dead) for p in posts]
    events += _actions(data.get("actions", []), n)
    finishing = data.get("finishing_stacks")
    return PHHHand(
        variant,
        config,
        HandStarted(1, n, seats, small, big),
        stacks,
        tuple(posts),
        tuple(events),
        tuple(int(x) for x in finishing) if finishing is not None else None,
    )


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
                raise PHHError(f"dealer action {text!r} is not supported")
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
            raise PHHError(f"player action {text!r} is not supported")


def _player(token: str, n: int) -> int:
    if not token.startswith("p") or not token[1:].isdigit() or not 1 <= int(token[1:]) <= n:
        raise PHHError(f"{token!r} is not a player of this hand (p1-p{n})")
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
    if hand.config.structure == "fixed" and rnd.level < rnd.current_bet < rnd.level + rnd.unit:
        return Acted(ev.seat, "complete", ev.to)
    if hand.config.structure == "fixed" and rnd.current_bet < rnd.unit and rnd.level == 0:
        return Acted(ev.seat, "complete", ev.to)  # a partial blind or a bring-in (AMB-24)
    return Acted(ev.seat, "raise", ev.to)


def replay(phh: PHHHand) -> HandState:
    """Play the hand through the engine, settle it, and return the final state."""
    from dealer_assist.engine.table import new_hand

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
            raise PHHError(f"{raw.to_json()} refused: {exc}") from exc
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
    variant: str | None = None,
) -> str:
    """Write a hand as PHH: players from the seat after the button; unknown cards as ``??``."""
    variant = variant or {v: k for k, v in VARIANTS.items()}.get(
        (config.game, config.hi_lo, config.structure), "FT"
    )
    order = player_order(started)
    built = PHHActions(order, stud=config.is_stud).read(events)
    lines = [
        f"variant = '{variant}'",
        "ante_trimming_status = false",
        f"antes = {built.in_order(built.antes)}",
        f"blinds_or_straddles = {built.in_order(built.blinds)}",
    ]
    if config.is_stud:
        lines.append(f"bring_in = {config.bring_in}")
    if config.structure == "fixed":
        lines += [f"small_bet = {config.small_bet}", f"big_bet = {config.big_bet}"]
    else:
        lines.append(f"min_bet = {config.small_bet}")
    lines.append(f"starting_stacks = {[stacks[s] for s in order]}")
    lines.append("actions = [" + ", ".join(f"'{a}'" for a in built.actions) + "]")
    return "\n".join(lines) + "\n"


__all__ = [
    "PHHError",
    "PHHHand",
    "export",
    "finishing_stacks",
    "from_mapping",
    "load",
    "replay",
]
