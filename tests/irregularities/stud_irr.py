"""Stud hands on the real engine, fed card by card through the detector as a shoe delivers them."""

from __future__ import annotations

from collections.abc import Iterator

from irr_helpers import LC

from dealer_assist.cards import Card, parse_cards
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Event, PlayerSeated, Shown, TableConfigured
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.stud import StudHandState
from dealer_assist.irregularities import Detector, procedure_with_rulings

STUD = GameConfig(game="stud", small_bet=4, big_bet=8, blinds=(), ante=1, bring_in=1,
                  cap_bets=4, open_pair="any_player_may_bet_big")
STACK = 100


def stud_table(seats: tuple[int, ...] = (1, 2, 3, 4)) -> tuple[TableSession, Detector]:
    """Seats dealt in from seat 1 clockwise (button on seat 8); antes posted."""
    session = TableSession(STUD)
    session.run([TableConfigured("S", "TEST", "stud", "4-8", 8, STUD.to_json())])
    session.run([PlayerSeated(s, f"P{s}", STACK, "deal_now") for s in seats])
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    return session, Detector(session, LC)


def hand(session: TableSession) -> StudHandState:
    h = session.hand
    assert isinstance(h, StudHandState)
    return h


def read(detector: Detector, cards: str, **kw: object) -> list[Event]:
    """Each card as the shoe delivers it; committed."""
    out: list[Event] = []
    for card in parse_cards(cards):
        events = detector.card_read(card, **kw)  # type: ignore[arg-type]
        detector.session.commit(events)
        out += events
    return out


def deck_without(*used: str) -> Iterator[Card]:
    """The rest of the deck in a fixed order (the stub as the shoe will deliver it)."""
    taken = {c for text in used for c in parse_cards(text)}
    full = parse_cards("".join(r + s for s in "shdc" for r in "AKQJT98765432"))
    return iter([c for c in full if c not in taken])


def steps(session: TableSession) -> list[str]:
    return [s.text for s in procedure_with_rulings(session.table).steps]


def passive(session: TableSession) -> None:
    """The player on turn brings in, checks or calls."""
    legal = {a.action: a for a in session.hand.legal_actions()}
    move = legal.get("bring_in") or legal.get("check") or legal["call"]
    session.commit(session.act(move.seat, move.action, move.min_to))


def play_out(session: TableSession, detector: Detector, stub: Iterator[Card]) -> None:
    """Everyone brings in, checks or calls to the end; cards come from ``stub``."""
    while session.hand.phase in ("betting", "dealing"):
        if session.hand.phase == "dealing":
            session.commit(detector.card_read(next(stub)))
        else:
            passive(session)


def finish(session: TableSession) -> dict[int, int]:
    """Table every hand in show order, push the pots, end the hand; the stacks."""
    h = session.hand
    for seat in h.showdown_order():
        if h.phase != "showdown":
            break
        session.commit(session.check([Shown(seat, tuple(c for c in h.hole[seat] if c))]))
    if h.phase == "settling":
        session.commit(session.settle())
    session.commit(session.end_hand())
    return {s: i.stack for s, i in session.table.seats.items()}
