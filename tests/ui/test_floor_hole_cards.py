"""The hand recall's "Show hole cards (floor)" by touch: a logged hand's hole cards stay face
down until a floorperson or supervisor signs in with badge + PIN (a dealer's badge or a wrong PIN
is refused), every look is an audit row naming who and which hand, and closing the panel (or
leaving the recall) turns the cards down and signs out. The real app, hand log and engine."""

from __future__ import annotations

import random
import re
from pathlib import Path

from pytestqt.qtbot import QtBot
from test_admin_panel import present
from test_banked_games import (
    bank_and_wagers,
    deal_from_deck,
    open_table,
    settle_by_taps,
)
from test_floor_recall import play_hand_to_the_end
from test_stud_hand import feed
from test_touch_targets import all_sizes
from ui_helpers import labels, tap

from dealer_assist.app import BankedApp, DealerApp
from dealer_assist.cards import STANDARD_CARDS, parse_cards
from dealer_assist.devices.sim.demo_badge import (
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_NAME,
    DEMO_FLOOR_PIN,
    DEMO_SUPERVISOR_BADGE,
    DEMO_SUPERVISOR_PIN,
)
from dealer_assist.engine.events import CardDealt
from dealer_assist.ui.staff_sign_in import hash_pin
from dealer_assist.ui.views.banked_recall import BankedRecall
from dealer_assist.ui.views.hand_recall import HandRecall
from dealer_assist.ui.views.hole_card_review import HIDE, SHOW

DEALER_BADGE, DEALER_PIN = "00DEA1E001", "1111"


def open_recall(qtbot: QtBot, app: DealerApp, hand: int) -> HandRecall:
    tap(qtbot, app.window, "Floor")
    tap(qtbot, app.window.dealer.floor, "Last 10 hands")
    recall = app.window.dealer.floor.recall
    assert isinstance(recall, HandRecall)
    tap(qtbot, recall, f"Hand {hand} ·...")
    tap(qtbot, recall, "End ▶|")
    tap(qtbot, recall, "◀ Back")  # the pot pushed, before the cards are collected
    return recall


def sign_in(qtbot: QtBot, app: DealerApp, recall: HandRecall, badge: str, pin: str) -> None:
    """Touch "Show hole cards (floor)", badge on the reader, PIN by taps."""
    tap(qtbot, recall, SHOW)
    review = recall.review
    assert review is not None and recall.pages.currentWidget() is review
    present(app, badge)
    assert review.login.pin.isVisible()
    for key in pin:
        tap(qtbot, review.login.pin, key)
    tap(qtbot, review.login.pin, "OK")


def drawn(recall: HandRecall) -> dict[int, list[str]]:
    """Each seat's down cards as the recall draws them (``back`` when face down), also while
    the panel is closed."""
    return {n: [c.text() for c in view.cards if c.isVisibleTo(view)]
            for n, view in recall.table.seat_views.items() if view.stack.text()}


def all_down(recall: HandRecall) -> bool:
    """No hole card drawn face up (at least one back; a slot not yet dealt is empty)."""
    shown = [c for cards in drawn(recall).values() for c in cards]
    return "back" in shown and set(shown) <= {"back", "empty"}


def dealt(app: DealerApp, hand: int) -> dict[int, list[str]]:
    """The cards the log says each seat was dealt (the shoe does not say which is up)."""
    assert app.store is not None
    cards: dict[int, list[str]] = {}
    for stored in app.store.hand_events("T1", hand):
        ev = stored.event
        if isinstance(ev, CardDealt) and ev.card is not None:
            cards.setdefault(ev.seat, []).append(ev.card.text)
    return cards


def audit(app: DealerApp, *actions: str) -> list[tuple[str, str | None, str]]:
    assert app.store is not None
    return [(e.action, e.staff, e.detail) for e in app.store.audit_entries()
            if e.action in actions]


def test_floor_hole_cards_hidden_then_refused_to_a_dealer_and_a_wrong_pin(
        qtbot: QtBot, quiet: DealerApp) -> None:
    assert quiet.store is not None
    quiet.store.add_staff(DEALER_BADGE, "Dana Dealer", "dealer", pin_hash=hash_pin(DEALER_PIN))
    play_hand_to_the_end(qtbot, quiet)
    recall = open_recall(qtbot, quiet, 1)
    assert len(drawn(recall)) == 6
    assert all_down(recall)
    sign_in(qtbot, quiet, recall, DEALER_BADGE, DEALER_PIN)
    review = recall.review
    assert review is not None and not review.face_up
    assert "Not signed in: Dana Dealer is dealer" in review.login.text.text()
    assert not all_sizes(quiet)  # the sign-in page fits every screen
    sign_in_refusal = audit(quiet, "login_refused")
    assert sign_in_refusal and sign_in_refusal[-1][1] == DEALER_BADGE
    present(quiet, DEMO_FLOOR_BADGE)
    for key in "9999":
        tap(qtbot, review.login.pin, key)
    tap(qtbot, review.login.pin, "OK")
    assert "badge or PIN not recognised" in review.login.text.text()
    tap(qtbot, review, "Back to the hand")
    assert recall.pages.currentIndex() == 0
    assert all_down(recall)
    assert not audit(quiet, "hole_cards_shown")


def test_floor_hole_cards_shown_after_floor_sign_in_audited_and_hidden_on_close(
        qtbot: QtBot, quiet: DealerApp) -> None:
    play_hand_to_the_end(qtbot, quiet)
    tap(qtbot, quiet.window, "Start hand 2")  # a live hand at the table meanwhile
    tap(qtbot, quiet.window, "Blinds posted")
    tap(qtbot, quiet.window, "No straddle")
    for card in parse_cards("2s 3d 4h 5c 6s 7d 8h 9c Ts Jd Qh Kc"):  # read by the shoe
        assert quiet.controller.card_read(card)
    recall = open_recall(qtbot, quiet, 1)
    sign_in(qtbot, quiet, recall, DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)
    review = recall.review
    assert review is not None and review.face_up
    assert recall.pages.currentIndex() == 0
    assert HIDE.format(name=DEMO_FLOOR_NAME) in labels(recall)
    assert drawn(recall) == dealt(quiet, 1)
    # the step line names a hole card as it is dealt
    events = [s.event for s in quiet.store.hand_events("T1", 1)] if quiet.store else []
    first = next(i for i, ev in enumerate(events) if isinstance(ev, CardDealt))
    tap(qtbot, recall, "|◀ Start")
    for _ in range(first + 1):
        tap(qtbot, recall, "Next ▶")
    card = events[first]
    assert isinstance(card, CardDealt) and card.card is not None
    assert recall.step_text.text().endswith(f"Card dealt to seat {card.seat}: {card.card}")
    # one audit row for the hand, however many steps were drawn
    shown = audit(quiet, "hole_cards_shown")
    assert shown == [("hole_cards_shown", DEMO_FLOOR_BADGE,
                      f"hand 1: every hole card shown to {DEMO_FLOOR_NAME} (floor)")]
    logins = audit(quiet, "login")
    assert logins[-1][2].endswith("to see the hole cards of logged hands")
    # the dealer's own table never turns a card up
    live = quiet.window.dealer.table.seat_views
    assert {c.text() for v in live.values() for c in v.cards if c.isVisible()} == {"back"}
    assert not all_sizes(quiet)
    tap(qtbot, quiet.window.dealer.floor, "Close")
    assert not review.face_up
    assert audit(quiet, "hole_cards_hidden")[-1][1] == DEMO_FLOOR_BADGE
    tap(qtbot, quiet.window, "Floor")
    tap(qtbot, quiet.window.dealer.floor, "Last 10 hands")
    assert SHOW in labels(recall)
    assert all_down(recall)
    # the hand still being played stays face down even for the floor
    tap(qtbot, recall, "Hand 2 ·...")
    tap(qtbot, recall, "End ▶|")
    sign_in(qtbot, quiet, recall, DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN)
    assert review.face_up and "Hand 2 is still being played" in recall.step_text.text()
    assert all_down(recall)
    assert len(audit(quiet, "hole_cards_shown")) == 1
    # leaving the recall for another page signs out too
    tap(qtbot, quiet.window.dealer.floor, "Irregularities")
    assert not review.face_up and len(audit(quiet, "hole_cards_hidden")) == 2


def test_floor_hole_cards_stud_down_cards_shown_to_the_supervisor(qtbot: QtBot,
                                                                   stud: DealerApp) -> None:
    deck = list(STANDARD_CARDS)
    random.Random(5).shuffle(deck)
    window, hand_of = stud.window, stud.session
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")  # the antes
    feed(stud, deck)
    tap(qtbot, window, "Bring-in to $1")
    while hand_of.hand.phase == "betting":
        tap(qtbot, window, "Fold")
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")
    recall = open_recall(qtbot, stud, 1)
    assert all_down(recall)
    ups = {n: [c.text() for c in v.up if c.isVisible()] for n, v in recall.table.seat_views.items()
           if v.stack.text()}
    assert all(len(u) == 1 for u in ups.values())  # the door cards, face up for all
    sign_in(qtbot, stud, recall, DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN)
    down = drawn(recall)  # two down cards each, then the door card the engine turned up
    assert {n: down[n] + ups[n] for n in down} == dealt(stud, 1)
    assert audit(stud, "hole_cards_shown")[-1][1] == DEMO_SUPERVISOR_BADGE
    tap(qtbot, window.dealer.floor, "Close")
    assert all_down(recall)


def test_floor_banked_recall_names_no_face_down_card_while_the_round_is_played(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "htp_three_card_poker")
    opened.append(app)
    window, floor = app.window, app.window.dealer.staff.floor
    rnd = bank_and_wagers(qtbot, app, {2: [("Base", 10)], 3: [("Base", 10)]})
    deal_from_deck(qtbot, app, rnd)
    down = [c.text for s, cards in rnd.cards.items() for c in cards
            if c not in rnd.face_up.get(s, [])]
    assert len(down) == 9 - sum(len(up) for up in rnd.face_up.values())
    tap(qtbot, window, "Floor")
    tap(qtbot, floor, "Last 10 hands")
    recall = floor.recall
    assert isinstance(recall, BankedRecall)
    tap(qtbot, recall, "Round 1...")
    text = recall.text.text()
    assert "still being played" in text and "(+3 face down)" in text
    assert not [c for c in down if named(c, text)]
    tap(qtbot, floor, "Close")
    while rnd.needs():
        tap(qtbot, window, f"Seat {rnd.needs()[0].seat} calls $10")
    settle_by_taps(qtbot, app, rnd)
    tap(qtbot, window, "Floor")
    tap(qtbot, floor, "Last 10 hands")
    tap(qtbot, recall, "Round 1...")
    text = recall.text.text()  # turned up at the comparison: the ended round names them all
    assert "face down" not in text and all(named(c, text) for c in down)


def named(card: str, text: str) -> bool:
    """The card's code stands in the recall's text as a word of its own."""
    return re.search(rf"(?<!\w){re.escape(card)}(?!\w)", text) is not None
