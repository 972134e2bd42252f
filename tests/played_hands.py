"""Hands played through the engine (LC $3-$6 Hold'em demo table), for the checks that replay the
log through the engine: ``verify`` must accept these, and catch any forged event among them."""

from __future__ import annotations

import random
from pathlib import Path

from dealer_assist.cards import deck
from dealer_assist.engine.events import Event, Shown
from dealer_assist.engine.session import TableSession, demo_session
from dealer_assist.storage import EventStore


def play_hand(session: TableSession, rng: random.Random) -> list[Event]:
    """One hand to the end: checks and calls (or a random raise now and then), every card read
    from a shuffled deck, everyone shows; returns the events the engine produced."""
    start = len(session.table.history)
    cards = list(deck())
    rng.shuffle(cards)
    shoe = iter(cards)
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    while session.hand.phase not in ("showdown", "settling"):
        if session.hand.phase == "betting":
            options = {a.action: a for a in session.hand.legal_actions()}
            move = (options.get("raise") if rng.random() < 0.2 else None) or options.get(
                "check") or options["call"]
            session.commit(session.act(move.seat, move.action, move.min_to))
        else:
            session.commit(session.card_read(next(shoe)))
    while session.hand.phase == "showdown":
        seat = next(s for s in session.hand.showdown_order() if s not in session.hand.shown)
        hole = tuple(c for c in session.hand.hole[seat] if c is not None)
        session.commit(session.check([Shown(seat, hole)]))
    session.commit(session.settle())
    session.commit(session.end_hand())
    return list(session.table.history[start:])


def played_log(path: Path, hands: int = 3, table: str = "T1", seed: int = 7) -> Path:
    """A log of ``hands`` hands played through the engine, appended as the app does."""
    session = demo_session()
    rng = random.Random(seed)
    with EventStore.open(path) as store:
        store.append(table, list(session.table.history))
        for _ in range(hands):
            store.append(table, play_hand(session, rng))
    return path


def fold_around(session: TableSession) -> None:
    """One flop hand played to its end the short way (a game in progress): started unless it
    is, blinds posted, unknown cards dealt, everyone folds to the last player, pot pushed."""
    if not session.table.in_hand:
        session.commit(session.start_hand())
    session.commit(session.post_blinds())
    session.commit(session.deal_hole_cards())
    while session.hand.phase == "betting":
        session.commit(session.act(session.hand.to_act or 0, "fold"))
    session.commit(session.settle())
    session.commit(session.end_hand())


def draw_button_to(session: TableSession, seat: int) -> None:
    """A new game's draw for the button (LC-86) that ``seat`` wins with the ace of spades; the
    other players present draw low cards."""
    from dealer_assist.cards import parse_card
    from dealer_assist.engine.button_draw import ButtonDrawn

    seats = tuple(session.table.eligible())
    low = iter(["2c", "2d", "2h", "2s", "3c", "3d", "3h", "3s", "4c"])
    cards = tuple(parse_card("As" if s == seat else next(low)) for s in seats)
    session.run([ButtonDrawn(seats, cards, seat)])
