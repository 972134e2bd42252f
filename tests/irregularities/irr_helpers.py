"""Build hands with the real engine and feed the detector card by card, as a shoe does."""

from __future__ import annotations

from collections.abc import Iterable

from played_hands import draw_button_to, fold_around

from dealer_assist.cards import Card, parse_card, parse_cards
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import (
    Event,
    HandVoided,
    PlayerSeated,
    RulingProposed,
    TableConfigured,
)
from dealer_assist.engine.session import TableSession
from dealer_assist.irregularities import Detector, HouseIrregularities
from dealer_assist.rules import load_profile, rules_for

LC = HouseIrregularities.from_rules(rules_for(load_profile("LC_LOW"), "holdem", "3-6")
                                    .irregularities)
PGP = HouseIrregularities.from_rules(rules_for(load_profile("PGP"), "holdem", "3-100")
                                     .irregularities)
CG = HouseIrregularities.from_rules(rules_for(load_profile("CG"), "holdem", "3-6")
                                    .irregularities)
THREE_SIX = GameConfig(small_bet=3, big_bet=6,
                       blinds=(Blind("small_blind", 1), Blind("big_blind", 3)))
STACK = 100


def table(house: HouseIrregularities | None = LC, seats: int = 4,
          config: GameConfig = THREE_SIX, waiting: Iterable[int] = (),
          code: str = "TEST", limit: str = "3-6") -> tuple[TableSession, Detector]:
    """Seats 1..``seats`` dealt in (button 1, blinds 2 and 3, deal order 2, 3, 4, 1); the
    ``waiting`` seats sit down waiting for the big blind (not dealt in). Blinds are posted.
    ``house`` None: the detector reads K15-K17 from the profile of ``code`` and ``limit``."""
    session = TableSession(config)
    session.run([TableConfigured("T", code, config.game, limit, 10, config.to_json())])
    session.run([PlayerSeated(s, f"P{s}", STACK, "deal_now") for s in range(1, seats + 1)])
    if waiting:  # newcomers wait in a game in progress (a new game deals all in, LC-86/87)
        draw_button_to(session, seats)  # LC-86: so the next hand's button is seat 1
        fold_around(session)
        session.run([PlayerSeated(s, f"P{s}", STACK) for s in waiting])
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    return session, Detector(session, house)


def feed(detector: Detector, cards: str, **kw: object) -> list[Event]:
    """Each card as the shoe delivers it; commits and returns every event produced."""
    out: list[Event] = []
    for text in parse_cards(cards) if cards else ():
        events = detector.card_read(text, **kw)  # type: ignore[arg-type]
        detector.session.commit(events)
        out += events
    return out


def one(detector: Detector, card: str, **kw: object) -> list[Event]:
    events = detector.card_read(parse_card(card), **kw)  # type: ignore[arg-type]
    detector.session.commit(events)
    return events


def act(session: TableSession, *moves: tuple[int, str] | tuple[int, str, int]) -> None:
    """Actions in turn; ``(seat, "raise", 6)`` gives the street total of a wager."""
    for move in moves:
        to = move[2] if len(move) > 2 else 0  # type: ignore[misc]
        session.commit(session.act(move[0], move[1], to))


def run(session: TableSession, events: list[Event]) -> list[Event]:
    session.commit(events)
    return events


def proposed(events: Iterable[Event]) -> list[RulingProposed]:
    return [e for e in events if isinstance(e, RulingProposed)]


def voided(events: Iterable[Event]) -> bool:
    return any(isinstance(e, HandVoided) for e in events)


def check_down(session: TableSession, detector: Detector, stub: Iterable[Card]) -> None:
    """Everyone checks or calls to the end; board cards come from ``stub`` via the detector."""
    cards = iter(stub)
    while session.hand.phase in ("betting", "board"):
        if session.hand.phase == "board":
            session.commit(detector.card_read(next(cards)))
            continue
        legal = {a.action: a for a in session.hand.legal_actions()}
        move = legal.get("check") or legal["call"]
        session.commit(session.act(move.seat, move.action, move.min_to))


def finish(session: TableSession) -> dict[int, int]:
    """Push the pots (if any), end the hand, return the stacks."""
    if session.hand.phase == "settling":
        session.commit(session.settle())
    session.commit(session.end_hand())
    return {s: i.stack for s, i in session.table.seats.items()}


def chips(session: TableSession) -> int:
    return sum(i.stack for i in session.table.seats.values())


def showdown(session: TableSession) -> None:
    """Every remaining hand is tabled in show order (LC-73)."""
    from dealer_assist.engine.events import Shown

    hand = session.hand
    for seat in hand.showdown_order():
        if hand.phase != "showdown":
            break
        cards = tuple(c for c in hand.hole[seat] if c is not None)
        session.commit(session.check([Shown(seat, cards)]))


def texts(cards: Iterable[Card | None]) -> str:
    return " ".join(str(c) for c in cards)


def ruled(session: TableSession, events: list[Event]) -> RulingProposed:
    """Commit the events of one detection or report; return its one proposed ruling."""
    session.commit(events)
    [ruling] = proposed(events)
    return ruling


def confirmed(session: TableSession, ruling: RulingProposed, card: str = "") -> list[Event]:
    """The floor confirms (``card``: the one it turned up at random); committed."""
    from dealer_assist.irregularities import confirm

    events = confirm(session, ruling.ruling, "Floor Fran",
                     card=parse_card(card) if card else None)
    session.commit(events)
    return events
