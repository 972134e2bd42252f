"""Builders for banked-game tests: configs from the shipped profiles, rounds, cards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dealer_assist.cards import Card, parse_card
from dealer_assist.engine.events import Event
from dealer_assist.engine.games.banked import (
    BankedCardsDealt,
    BankedConfig,
    BankedRound,
    BankedRoundStarted,
    BankedWagerPlaced,
    BankRotation,
    banked_config,
)
from dealer_assist.rules import load_profile, rules_for

SEATS = (1, 2, 3, 4, 5, 6, 7)


def config(house: str, game: str, **room: Any) -> BankedConfig:
    return banked_config(rules_for(load_profile(house), game, "posted"), **room)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def started(banker: int = 7, stake: int = 1000, *, button: int = 7, side: int = 0,
            seats: Sequence[int] = SEATS, players: dict[int, str] | None = None,
            number: int = 1, at: int = 0) -> BankedRoundStarted:
    names = players if players is not None else {s: f"P{s}" for s in seats}
    return BankedRoundStarted(number, banker, names.get(banker, f"P{banker}"), stake, tuple(seats),
                              tuple(names.get(s, "") for s in seats), button, side, at)


def new_round(cfg: BankedConfig, **kw: Any) -> BankedRound:
    return BankedRound(cfg, started(**kw))


def run(rnd: BankedRound, events: Sequence[Event]) -> BankedRound:
    for ev in events:
        rnd.apply(ev)
    return rnd


def wager(seat: int, name: str, amount: int, bettor: str | None = None) -> BankedWagerPlaced:
    return BankedWagerPlaced(seat, bettor or f"P{seat}", name, amount)


def deal(seat: int, text: str, up: str = "") -> BankedCardsDealt:
    return BankedCardsDealt(seat, cards(text), cards(up) if up else ())


def settle_all(rnd: BankedRound) -> BankedRound:
    for ev in rnd.settlement():
        rnd.apply(ev)
    return rnd


def lines_by(rnd: BankedRound) -> dict[tuple[int, str], Any]:
    """Ledger lines keyed by (seat, wager) (first hand, seated bettor)."""
    return {(ln.wager.seat, ln.wager.name): ln for ln in rnd.settlement_lines()}


def rotation_after(cfg: BankedConfig, banker_seat: int, hands: int) -> BankRotation:
    """A rotation where ``banker_seat`` banked ``hands`` rounds, a minute apart."""
    rot = BankRotation(cfg)
    for n in range(hands):
        rot.apply(started(banker=banker_seat, number=n + 1, at=60 * n))
    return rot
