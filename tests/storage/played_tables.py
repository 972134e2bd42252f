"""Hands played through the real engine at house tables, logged to a real SQLite hand log
(for the export read-back tests). Random legal actions, short stacks now and then, fixed seeds."""

from __future__ import annotations

import random

from dealer_assist.cards import deck
from dealer_assist.engine.events import Event, PlayerSeated, Shown
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.storage import EventStore

TABLES = (  # the example rooms fill each house's gaps (resources/houses/examples)
    ("lc_low_demo", "holdem", "3-6"),  # LC-46 live $2 button collection
    ("lc_high_demo", "holdem", "20-40"),  # LC-130 dead $3 collection, LC-127 entries
    ("cg_demo", "holdem", "3-6"),
    ("cg_demo", "omaha8", "4-8"),
    ("pgp_demo", "omaha8", "4-8"),  # three low board ranks needed (PGP-LOW-01)
    ("cg_demo", "stud", "4-8"),
    ("lc_low_demo", "stud", "3-6"),  # LC-GL-10: a burn before 3rd street too
    ("htp_demo", "stud8", "4-8"),
)
NAMES = ("ann", "bob", "cy", "dee", "ed", "flo")


def sessions() -> list[tuple[str, TableSession]]:
    """One table per game and house PHH can express, named T1, T2..."""
    out = [session_for(DEMO_ROOM / f"{room}.toml", game, limit, f"T{i}")
           for i, (room, game, limit) in enumerate(TABLES, start=1)]
    return [(s.table.name, s) for s in out]


def play(session: TableSession, hands: int, seed: int, log: EventStore) -> None:
    """Seat six players and play ``hands`` hands with random legal actions, logging each step."""
    rng = random.Random(seed)
    name = session.table.name
    big = session.table.config.big_bet or 8
    log.append(name, list(session.table.history))

    def run(events: list[Event]) -> None:
        session.commit(events)
        log.append(name, events)

    offered = session.table.config.entry_options
    entry = "deal_now" if not offered or "deal_now" in offered else "wait_for_big_blind"
    for seat in range(1, 7):
        run([PlayerSeated(seat, NAMES[seat - 1], _stack(rng, big), entry)])
    for _ in range(hands):
        if sum(info.stack > 0 for info in session.table.seats.values()) < 3:
            break  # the short stacks are broke: enough hands at this table
        run(session.start_hand())
        run(session.post_blinds())
        shoe = list(deck())
        rng.shuffle(shoe)
        cards = iter(shoe)
        while session.hand.phase not in ("showdown", "settling", "settled"):
            if session.hand.phase == "betting":
                run(session.act(*_choice(rng, session)))
            else:
                run(session.card_read(next(cards)))
        while session.hand.phase == "showdown":
            seat = next(s for s in session.hand.showdown_order() if s not in session.hand.shown)
            held = tuple(c for c in session.hand.hole[seat] if c is not None)
            run(session.check([Shown(seat, held)]))
        run(session.settle())
        run(session.end_hand())


def _stack(rng: random.Random, big: int) -> int:
    return rng.randint(1, 3 * big) if rng.random() < 0.3 else rng.randint(5 * big, 30 * big)


def _choice(rng: random.Random, session: TableSession) -> tuple[int, str, int]:
    legal = session.hand.legal_actions()
    options = [a for a in legal if a.action in ("check", "call", "bring_in")] * 3
    options += [a for a in legal if a.action == "fold"]
    options += [a for a in legal if a.action in ("bet", "raise", "complete", "all_in")] * 2
    move = rng.choice(options)
    to = move.min_to if move.min_to == move.max_to else rng.choice((move.min_to, move.max_to))
    return move.seat, move.action, to
