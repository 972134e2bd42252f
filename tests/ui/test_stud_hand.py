"""A CG $4-$8 Seven Card Stud hand played by taps on the dealer screen to the end: antes, the
bring-in, every street's cards as the shoe reads them (burns routed by the engine), up cards face
up and down cards face down, showdown, push; the real engine and the real hand log."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot
from ui_helpers import buttons, labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import STANDARD_CARDS
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.stud import StudHandState
from dealer_assist.ui.presenter import next_step

MIN_TOUCH = 48


def feed(app: DealerApp, deck: list) -> None:  # type: ignore[type-arg]
    """The shoe: a card each time the procedure says one is due; the engine routes it."""
    while (step := next_step(app.session)) is not None and step.kind == "deal":
        assert app.controller.card_read(deck.pop())


def test_stud_hand_played_by_taps_to_the_end(qtbot: QtBot, stud: DealerApp) -> None:
    window, session = stud.window, stud.session
    deck = list(STANDARD_CARDS)
    random.Random(5).shuffle(deck)
    before = sum(i.stack for i in session.table.seats.values())
    assert "Seven Card Stud" in window.dealer.title.text()
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")  # the antes (CG-STD-02)
    hand = session.hand
    assert isinstance(hand, StudHandState) and hand.pot_total == 6
    feed(stud, deck)
    seat = hand.bring_in_seat
    assert seat is not None and hand.to_act == seat
    view = window.dealer.table.seat_views[seat]
    assert [c.text() for c in view.cards if c.isVisible()] == ["back", "back"]
    assert [c.text() for c in view.up if c.isVisible()] == [hand.up[seat][0].text]
    assert "Bring-in" in [b.text() for b in window.dealer.table.fronts[seat].badges
                          if b.isVisible()]
    assert labels(window.dealer.pad) == ["Bring-in to $1", "Complete to $4"]
    assert all(b.height() >= MIN_TOUCH for b in buttons(window))
    tap(qtbot, window, "Bring-in to $1")
    for street in range(5):
        while hand.phase == "betting" and hand.street == street:
            tap(qtbot, window, "Call..." if any(t.startswith("Call") for t in
                                                 labels(window.dealer.pad)) else "Check")
        if street == 3:  # 6th street done: LC-124's plan for 7th street is on the felt
            assert window.dealer.table.plan.text().startswith("7th street")
        feed(stud, deck)
    assert len(hand.burns) == 4
    assert all(len(hand.hole[s]) == 7 for s in hand.in_hand)
    shown_up = [c.text() for c in window.dealer.table.seat_views[1].up if c.isVisible()]
    assert shown_up == [c.text for c in hand.up[1]] and len(shown_up) == 4
    while session.procedure().current.kind == "show":
        tap(qtbot, window, f"Seat {session.procedure().current.seat} shows")
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")
    assert hand.ended
    assert sum(i.stack for i in session.table.seats.values()) == before
    assert "Start hand 2" in labels(window.dealer.pad)
    assert stud.store is not None  # the log alone rebuilds the same stud table
    rebuilt = TableSession()
    rebuilt.run(list(stud.store.table_events("T1")))
    assert rebuilt.table.config.is_stud
    assert ({s: i.stack for s, i in rebuilt.table.seats.items()}
            == {s: i.stack for s, i in session.table.seats.items()})


def test_stud_no_shoe_streets_dealt_by_hand(qtbot: QtBot, stud: DealerApp) -> None:
    window, session = stud.window, stud.session
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "Cards dealt by hand")
    hand = session.hand
    assert hand.phase == "betting" and hand.street == 0
    tap(qtbot, window, "Bring-in to $1")
    while hand.phase == "betting":
        tap(qtbot, window, "Call...")
    tap(qtbot, window, "Cards dealt by hand")  # 4th street: the burn and a card each
    assert hand.street == 1 and hand.phase == "betting" and len(hand.burns) == 1
