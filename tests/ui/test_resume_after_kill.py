"""Property 6 on the dealer screen: the app stopped mid-hand without a clean close, restarted on
the same hand log, shows the same hand at the same step (and says it resumed)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from ui_helpers import labels, seated_log, tap

from dealer_assist.app import open_table, qt_app
from dealer_assist.cards import parse_cards


def test_resume_after_kill_same_hand_same_step(qtbot: QtBot, tmp_path: Path) -> None:
    qt_app()
    log = tmp_path / "hand-log.sqlite"
    seated_log(log)
    first = open_table(log)
    first.window.dealer.pad.settle_s = 0.0
    first.window.show()
    window, session = first.window, first.session
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    for card in parse_cards("As Kd Qh Jc Th 9s 8d 7c 6h 5s 4d 3c"):
        assert first.controller.card_read(card)
    tap(qtbot, window, "Raise to $6")
    tap(qtbot, window, "Call $6")
    step = session.procedure().current
    hand = session.hand
    state = (hand.number, hand.phase, hand.to_act, dict(hand.stacks), dict(hand.street_bets),
             {s: list(c) for s, c in hand.hole.items()})
    pad = labels(window.dealer.pad)
    # "Kill": the devices and window go, the log is never closed cleanly.
    assert first.devices is not None
    first.devices.close()
    window.close()
    first.store = None

    second = open_table(log)
    second.window.dealer.pad.settle_s = 0.0
    try:
        second.window.show()
        again = second.session.hand
        assert second.session.procedure().current == step
        assert (again.number, again.phase, again.to_act, dict(again.stacks),
                dict(again.street_bets), {s: list(c) for s, c in again.hole.items()}) == state
        assert labels(second.window.dealer.pad) == pad
        notice = second.window.dealer.notice
        assert notice.isVisible() and "Resumed" in notice.text() and "hand 1" in notice.text()
        assert second.store is not None
        recovered = second.store.audit_entries(action="recovered")
        assert len(recovered) == 1 and "hand 1" in recovered[0].detail
        # and play goes on from there
        tap(qtbot, second.window, "Call $6")
    finally:
        second.close()


def test_resume_clean_close_says_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    qt_app()
    log = tmp_path / "hand-log.sqlite"
    seated_log(log)
    first = open_table(log)
    first.window.dealer.pad.settle_s = 0.0
    first.window.show()
    tap(qtbot, first.window, "Start hand 1")
    first.close()
    second = open_table(log)
    second.window.dealer.pad.settle_s = 0.0
    try:
        second.window.show()
        assert not second.window.dealer.notice.isVisible()
        assert second.session.table.hand is not None
        assert second.session.procedure().current.kind == "post"
        assert second.store is not None
        assert not second.store.audit_entries(action="recovered")
    finally:
        second.close()
