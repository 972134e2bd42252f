"""Drive the real engine the way a dealer does: seat players, start, post, deal, act."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dealer_assist.cards import parse_cards
from dealer_assist.engine.betting import LegalAction
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import (
    Acted,
    PlayerSeated,
    Shown,
    TableConfigured,
)
from dealer_assist.engine.session import TableSession


def fixed(small: int, big: int, blinds: tuple[int, ...] = (), **kw: object) -> GameConfig:
    amounts = blinds or (small // 2 or 1, small)
    kinds = ("small_blind", "big_blind") if len(amounts) == 2 else ("single_blind",)
    return GameConfig(
        small_bet=small,
        big_bet=big,
        blinds=tuple(Blind(k, a) for k, a in zip(kinds, amounts, strict=True)),
        **kw,
    )  # type: ignore[arg-type]


def seated(
    config: GameConfig, stacks: Mapping[int, int] | Iterable[int], house: str = "TEST"
) -> TableSession:
    """A table with players seated (dealt in at once) and the rules in force."""
    session = TableSession(config)
    session.run([TableConfigured("T", house, config.game, "test", 10, config.to_json())])
    items = stacks.items() if isinstance(stacks, Mapping) else enumerate(stacks, 1)
    session.run([PlayerSeated(s, f"P{s}", st, "deal_now") for s, st in items])
    return session


def deal(session: TableSession, cards: Mapping[int, str] | None = None) -> None:
    """Start the hand, post every required blind, deal the hole cards: ``{seat: "AsKd"}`` for
    known cards (put in deal order here), or unknown cards when ``cards`` is None."""
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    known = None
    if cards:
        hands = {seat: list(parse_cards(text)) for seat, text in cards.items()}
        order = session.hand.deal_order()
        known = [hands[seat][i] for i in range(session.table.config.hole_cards) for seat in order]
    session.commit(session.deal_hole_cards(known))


def act(session: TableSession, *moves: tuple[int, str] | tuple[int, str, int]) -> None:
    for move in moves:
        seat, action = move[0], move[1]
        to = move[2] if len(move) > 2 else 0  # type: ignore[misc]
        session.commit(session.act(seat, action, to))


def board(session: TableSession, cards: str | None = None) -> None:
    known = list(parse_cards(cards)) if cards else None
    session.commit(session.deal_board(known))


def legal(session: TableSession) -> dict[str, LegalAction]:
    return {a.action: a for a in session.hand.legal_actions()}


def show(session: TableSession, seat: int, cards: str) -> None:
    session.commit(session.check([Shown(seat, parse_cards(cards))]))


def finish(session: TableSession) -> dict[int, int]:
    """Push every pot, end the hand, and return the stacks."""
    session.commit(session.settle())
    session.commit(session.end_hand())
    return {s: i.stack for s, i in session.table.seats.items()}


def fold_out(session: TableSession) -> dict[int, int]:
    """Everyone folds to the last player in; the pot is pushed and the hand ended."""
    hand = session.hand
    while hand.phase == "betting":
        act(session, (hand.to_act, "fold"))  # type: ignore[arg-type]
    return finish(session)


def check_down(session: TableSession) -> None:
    """Everyone checks (or calls) until the hand needs something else."""
    while session.hand.phase in ("betting", "board"):
        if session.hand.phase == "board":
            board(session)
            continue
        options = legal(session)
        move = options.get("check") or options["call"]
        act(session, (move.seat, move.action, move.min_to))


_ = Acted
