"""Controls that never move (issue 19): whole hands of Hold'em and Seven Card Stud played by
taps, and after every step no control has moved: the seats, the table, NOW/NEXT, the action
pad, the top bar's buttons, and each action's place on the pad (Fold always left, Check/Call
in the middle, Bet/Raise/Complete on the right; an absent action leaves its place empty). A
refusal or notice banner floats over the table instead of pushing it."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from banked_ui import enter, touch_seat
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from screen_text import clipped
from ui_helpers import buttons, label, labels, tap

from dealer_assist.app import BankedApp, DealerApp, build_banked_demo, qt_app
from dealer_assist.cards import STANDARD_CARDS
from dealer_assist.ui.presenter import next_step
from dealer_assist.ui.widgets.action_pad import LEFT, MIDDLE, MUCKS, RIGHT, SHOWS


def _place_key(text: str) -> str:
    """A pad button's place name: its words without seat numbers or amounts."""
    return " ".join(re.sub(r"[\d$\-]+", " ", text).split()) or text


def snapshot(app: DealerApp) -> dict[str, QRect]:
    dealer = app.window.dealer
    rects = {f"seat {n}": v.geometry() for n, v in dealer.table.seat_views.items()}
    rects |= {"table": dealer.table.geometry(), "procedure": dealer.procedure.geometry(),
              "pad": dealer.pad.geometry()}
    for button in buttons(dealer):
        if button.parent() is dealer.pad:
            rects[f"pad: {_place_key(label(button))}"] = button.geometry()
        elif button.text() in ("Set up", "Table calls", "Floor", "Supervisor", "Admin"):
            rects[f"bar: {button.text()}"] = button.geometry()
    return rects


class Still:
    """Every rectangle seen, by name; :meth:`check` fails on the first one that moved."""

    def __init__(self, app: DealerApp) -> None:
        self.app, self.seen, self.steps = app, {}, 0  # type: ignore[var-annotated]

    def check(self) -> None:
        self.steps += 1
        QApplication.processEvents()
        assert clipped(self.app.window.dealer.pad) == [], f"step {self.steps}"
        for name, rect in snapshot(self.app).items():
            first = self.seen.setdefault(name, rect)
            assert rect == first, f"step {self.steps}: {name} moved from {first} to {rect}"


def feed(app: DealerApp, deck: list) -> None:  # type: ignore[type-arg]
    while (step := next_step(app.session)) is not None and step.kind in ("deal", "board"):
        assert app.controller.card_read(deck.pop())


def play_hand(qtbot: QtBot, app: DealerApp, still: Still, deck: list,  # type: ignore[type-arg]
              raise_first: bool) -> None:
    """One hand to the showdown: one raise (or bring-in), then calls and checks."""
    window, pad = app.window, app.window.dealer.pad
    for _ in range(200):
        still.check()
        feed(app, deck)
        still.check()
        shown = labels(pad)
        if any(t.startswith("Start hand") for t in shown) and app.session.table.in_hand:
            break
        pick = next((t for t in shown if t.startswith(("Bring-in", "Raise to"))
                     and raise_first), None)
        if pick is not None:
            raise_first = False
        else:
            pick = next((t for t in shown if t.startswith(("Call", "Check", "No straddle",
                                                            "Start hand", "Blinds posted",
                                                            "Seat"))
                         and not t.endswith("mucks")), None)
            pick = pick or next(t for t in shown if t in ("Pot pushed",
                                                           "Cards collected: end hand"))
        tap(qtbot, window, pick)
        if pick == "Cards collected: end hand":
            still.check()
            return
    raise AssertionError("the hand did not end")


def _places_hold(app: DealerApp) -> None:
    pad = app.window.dealer.pad
    for button in buttons(pad):
        word = label(button).split()[0]
        place = {"Fold": LEFT, "Check": MIDDLE, "Call": MIDDLE, "Bet": RIGHT, "Raise": RIGHT,
                 "Complete": RIGHT}.get(word)
        if place is not None:
            assert button.geometry() == pad.place_rect(place), word


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_holdem_hands_move_no_control(qtbot: QtBot, quiet: DealerApp,
                                      size: tuple[int, int]) -> None:
    quiet.window.resize(*size)
    qtbot.waitUntil(lambda: quiet.window.width() == size[0])
    still = Still(quiet)
    for hand in range(2):
        deck = list(STANDARD_CARDS)
        random.Random(hand).shuffle(deck)
        play_hand(qtbot, quiet, still, deck, raise_first=True)
        quiet.controller.refused.emit("A refusal floats over the table: nothing moves")
        quiet.window.dealer.show_notice("A notice floats too")
        still.check()
    assert still.steps > 40


def test_stud_hand_moves_no_control(qtbot: QtBot, stud: DealerApp) -> None:
    deck = list(STANDARD_CARDS)
    random.Random(5).shuffle(deck)
    still = Still(stud)
    play_hand(qtbot, stud, still, deck, raise_first=True)
    assert still.steps > 30


def test_actions_keep_their_places(qtbot: QtBot, quiet: DealerApp) -> None:
    """The big blind's option: Check stands in the middle and Raise on the right, the Fold
    place left empty (not Check moved left)."""
    window = quiet.window
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    tap(qtbot, window, "Cards dealt by hand")
    _places_hold(quiet)
    while quiet.session.hand.to_act != 3:  # everyone calls round to the big blind (seat 3)
        tap(qtbot, window, "Call $3")
    shown = labels(window.dealer.pad)
    assert "Check" in shown and "Fold" not in shown
    _places_hold(quiet)


def test_show_and_muck_never_stand_where_check_or_call_stood(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """At the showdown "Seat N shows" and "Seat N mucks" have their own places on the row
    below: the river's closing Check or Call (always the last tap before the showdown) has
    nothing under it once the pad is rebuilt, so a late second tap shows or mucks nobody."""
    window, pad = quiet.window, quiet.window.dealer.pad
    deck = list(STANDARD_CARDS)
    random.Random(3).shuffle(deck)
    for text in ("Start hand 1", "Blinds posted", "No straddle"):
        tap(qtbot, window, text)
    closing: QRect | None = None
    while not any(t.endswith(" shows") for t in labels(pad)):
        feed(quiet, deck)
        pick = next(t for t in labels(pad) if t == "Check" or t.startswith("Call"))
        closing = next(b.geometry() for b in buttons(pad) if label(b) == pick)
        tap(qtbot, window, pick)
    assert closing == pad.place_rect(MIDDLE)
    while any(t.endswith(" shows") for t in labels(pad)):
        keys = {label(b).split()[-1]: b for b in buttons(pad)}
        assert keys["shows"].geometry() == pad.place_rect(SHOWS)
        assert keys["mucks"].geometry() == pad.place_rect(MUCKS)
        for key in keys.values():  # nothing where Check/Call or Fold stood
            assert not key.geometry().intersects(pad.place_rect(MIDDLE))
            assert not key.geometry().intersects(pad.place_rect(LEFT))
        qtbot.mouseClick(keys["shows"], Qt.MouseButton.LeftButton)
    assert labels(pad) == ["Pot pushed"]


def banked_snapshot(app: BankedApp) -> dict[str, QRect]:
    screen = app.window.dealer
    rects = {f"seat {n}": v.geometry() for n, v in screen.seats.items()}
    rects |= {"procedure": screen.procedure.geometry(), "hint": screen.hint.geometry(),
              "side": screen.side.geometry()}
    for button in buttons(screen.side):
        rects[f"pad: {_place_key(label(button))}"] = button.geometry()
    return rects


@pytest.mark.parametrize("game", ["three_card_poker", "htp_three_card_poker"])
def test_banked_round_moves_no_control(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    """A whole round: the bank, collections and wagers, the deal, decisions, settling. The
    Ante key keeps its place once the collection is paid (its row stays, empty); the banker
    line and a refusal never push the seats."""
    qt_app()
    app = build_banked_demo(seed=3, game=game, db_path=tmp_path / "log.sqlite")
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    seen: dict[str, QRect] = {}

    def check() -> None:
        QApplication.processEvents()  # the layout's pending pass first
        for name, rect in banked_snapshot(app).items():
            first = seen.setdefault(name, rect)
            assert rect == first, f"{name} moved from {first} to {rect}"

    try:
        window, session = app.window, app.session
        check()
        touch_seat(qtbot, app, 7)
        check()
        tap(qtbot, window, "Seat 7 takes the bank")
        enter(qtbot, app, 500)
        check()
        tap(qtbot, window, "Start the round")
        check()
        rnd = session.table.round
        assert rnd is not None
        for seat in (1, 2, 3):
            touch_seat(qtbot, app, seat)
            check()
            paid = [t for t in labels(window) if t.startswith(f"Seat {seat} paid")]
            if paid:
                tap(qtbot, window, paid[0])
                check()
            tap(qtbot, window, next(t for t in labels(window) if t in ("Ante", "Base")))
            enter(qtbot, app, 10)
            check()
            touch_seat(qtbot, app, seat)
            check()
        app.controller.refused.emit("A refusal floats over the seats")
        check()
        tap(qtbot, window, "Close wagers: deal")
        for _ in range(60):
            check()
            shown = labels(window.dealer.side)
            pick = next((t for t in shown if t.startswith(("Deal", "Done: seat", "End round"))
                         or " plays $" in t or " calls $" in t), None)
            if pick is None:
                break
            tap(qtbot, window, pick)
            if pick.startswith("End round"):
                break
        check()
        assert rnd.ended
    finally:
        app.close()
