"""A premature turn sent by the simulated shoe (through the pty) shows the ruling and the hand
continues correctly (LC-111): the early card is kept out of play, the floor is called, and the
turn comes from the deck later."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_PIN


def betting_on(app: DealerApp, street: int) -> bool:
    hand = app.session.table.hand
    return hand is not None and hand.phase == "betting" and hand.street == street


def premature_turn(qtbot: QtBot, demo: DealerApp) -> int:
    """Play to the flop, check once, then the dealer burns and turns too soon; the ruling."""
    window, session = demo.window, demo.session
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    qtbot.waitUntil(lambda: betting_on(demo, 0), timeout=WAIT_MS)
    while betting_on(demo, 0):
        tap(qtbot, window, "Check" if "Check" in labels(window.dealer.pad) else "Call $3")
    qtbot.waitUntil(lambda: betting_on(demo, 1), timeout=WAIT_MS)
    hand = session.hand
    tap(qtbot, window, "Check")  # flop action has begun: a card now is a premature turn
    assert demo.shoe is not None
    burn, early = demo.shoe.deck.pop(), demo.shoe.deck.pop()
    demo.shoe.sim.send_card(burn)  # the dealer burns and turns too soon: the burn is kept ...
    qtbot.waitUntil(lambda: burn in hand.seen or len(hand.burns) == 2, timeout=WAIT_MS)
    demo.shoe.sim.send_card(early)  # ... and the early turn card starts a ruling
    qtbot.waitUntil(lambda: bool(demo.controller.open_rulings()), timeout=WAIT_MS)
    assert early not in hand.board
    return demo.controller.open_rulings()[0][0]


def test_ruling_banner_premature_turn_from_the_shoe(qtbot: QtBot, demo: DealerApp) -> None:
    window, session = demo.window, demo.session
    number = premature_turn(qtbot, demo)
    hand = session.hand
    ruling = session.table.rulings[number]
    assert ruling.irregularity == "premature_turn" and "LC-111" in ruling.rule_ids
    banner = window.dealer.ruling
    assert banner.isVisible() and banner.text.text().startswith(f"Ruling {number}: ")
    assert len(hand.board) == 3
    assert window.dealer.procedure.now.text().startswith(f"Call the floor: ruling {number}")
    # the hand goes on: the flop betting continues on the same pad
    assert hand.phase == "betting" and hand.street == 1
    while betting_on(demo, 1):
        tap(qtbot, window, "Check")
    qtbot.waitUntil(lambda: betting_on(demo, 2), timeout=WAIT_MS)
    assert len(hand.board) == 4
    # "Steps" opens the catalogue entry with the correction
    tap(qtbot, window, "Steps")
    assert window.dealer.floor.isVisible()
    assert "premature" in window.dealer.floor.text.detail.text().lower()
    # game recall replays the hand with its ruling from the log
    tap(qtbot, window, "Last 10 hands")
    recall = window.dealer.floor.recall
    tap(qtbot, recall, "Hand 1...")
    texts = []
    while recall.controls["Next ▶"].isEnabled():
        tap(qtbot, recall, "Next ▶")
        texts.append(recall.step_text.text())
    # named by its irregularity ID's catalogue title (said in the screen's language, issue 20)
    assert any(f"Ruling {number} proposed: Turn shown before flop betting ended" in t
               for t in texts)


def present_badge_and_pin(qtbot: QtBot, demo: DealerApp, pin: str) -> None:
    rulings = demo.window.dealer.floor.rulings
    tap(qtbot, rulings, "Demo: present the demo floor badge")  # through the RFID reader's pty
    pad = rulings.login.pin
    qtbot.waitUntil(pad.isVisible, timeout=WAIT_MS)
    for key in pin:
        tap(qtbot, pad, key)
    tap(qtbot, pad, "OK")


def test_ruling_banner_floor_confirms_with_badge_and_pin(qtbot: QtBot, demo: DealerApp) -> None:
    window, session = demo.window, demo.session
    number = premature_turn(qtbot, demo)
    tap(qtbot, window, "Floor")
    rulings = window.dealer.floor.rulings
    assert rulings.isVisible() and f"Ruling {number}" in rulings.text.text()
    assert not [b for b in rulings.buttons if b.text().startswith("Confirm")]  # sign in first
    present_badge_and_pin(qtbot, demo, "1111")
    assert "Not signed in" in rulings.login.text.text()
    present_badge_and_pin(qtbot, demo, DEMO_FLOOR_PIN)
    assert "Signed in: Demo Floor (floor)" in rulings.text.text()
    # the decision's context on the same screen: the proposed ruling, its rule, when and
    # where it was reported, and the hand replayed to that moment (LC-111's early turn)
    shown = rulings.text.text()
    assert "Proposed: The early turn is out of play" in shown
    assert "Rule LC-111: Premature turn" in shown
    assert "Reported by the shoe (detected) at table T1, " in shown  # who reported it
    assert rulings.table.isVisible()
    hand = session.table.hand
    board = [c.text() for c in rulings.table.board if c.isVisible() and c.text() != "empty"]
    assert board == [c.text for c in hand.board[:3]]  # the flop, before the early turn
    tap(qtbot, rulings, f"Confirm ruling {number}")
    ruling = session.table.rulings[number]
    assert ruling.status == "confirmed" and ruling.decided_by.startswith("Demo Floor")
    assert not demo.controller.open_rulings() and not window.dealer.ruling.isVisible()
    assert rulings.member is None  # one decision per sign-in
    assert demo.store is not None
    actions = [e.action for e in demo.store.audit_entries()]
    assert actions.count("login_failed") == 1 and "login" in actions
    assert "ruling_decided" in actions
    logged = list(demo.store.table_events("T1"))
    assert any(type(e).__name__ == "RulingDecided" for e in logged)


def test_ruling_banner_floor_overrides_with_a_reason(qtbot: QtBot, demo: DealerApp) -> None:
    window, session = demo.window, demo.session
    number = premature_turn(qtbot, demo)
    tap(qtbot, window, "Floor")
    present_badge_and_pin(qtbot, demo, DEMO_FLOOR_PIN)
    rulings = window.dealer.floor.rulings
    tap(qtbot, rulings, f"Override {number}: The facts differ from the report")
    ruling = session.table.rulings[number]
    assert ruling.status == "overridden" and ruling.reason == "The facts differ from the report"
