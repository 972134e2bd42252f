"""The floor declares a misdeal by touch from the Calls panel (LC-103.s1, LC-104): a floor
sign-in by badge and PIN, the LC-104 case picked from those the engine accepts for this game
now, the hand voided with every bet back (the collection too), the ruling logged naming the
floorperson, the dealer screen's next step the cards gathered for a new deal with the same
button, and the hand dealt again there by touch. The real app, engine and log."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from test_calls_panel import floor_sign_in, open_calls, pick, stored, to_preflop_betting
from ui_helpers import WAIT_MS, labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_BADGE, DEMO_FLOOR_NAME, DEMO_FLOOR_PIN
from dealer_assist.engine.events import CollectionTaken
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.irregularities import call_misdeal
from dealer_assist.ui.views.calls_panel import CallsPanel

FLOOR = f"{DEMO_FLOOR_NAME} ({DEMO_FLOOR_BADGE})"
SHUFFLE = "LC-104a · dealt without a shuffle and cut"
BUTTON = "LC-104e · button in the wrong place"
STUD_FIRST_UP = "LC-104i · stud: first card dealt face up"


def cases_shown(panel: CallsPanel) -> list[str]:
    return [b.text() for b in panel.choice_buttons if b.isVisible()]


def stacks_before(hand: HandState) -> dict[int, int]:
    """Each seat's stack as the hand began: a misdeal returns every bet and the collection,
    which the redeal takes again (engine/redeal.py)."""
    return dict(hand.starting_stacks)


def declare(qtbot: QtBot, app: DealerApp, case: str) -> tuple[CallsPanel, list[str]]:
    """The Calls panel's floor misdeal: a floor sign-in first, then the case touched; the
    panel and the cases it offered."""
    panel = open_calls(qtbot, app)
    pick(qtbot, panel, "call_misdeal")
    assert panel.pages.currentWidget() is panel.login  # no case is asked before the sign-in
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    assert panel.pages.currentWidget() is panel.choices
    offered = cases_shown(panel)
    assert case in offered
    tap(qtbot, panel, case)
    return panel, offered


def test_LC_103_s1_LC_104a_floor_declares_a_misdeal_by_touch_and_every_bet_goes_back(
        qtbot: QtBot, demo: DealerApp) -> None:
    window, session = demo.window, demo.session
    to_preflop_betting(qtbot, demo)
    tap(qtbot, window, "Raise to $6")  # seat 4: one action is not substantial action
    hand = session.hand
    assert hand.pot_total > 0
    assert any(isinstance(p, CollectionTaken) for p in hand.posted)  # it goes back as well
    panel, offered = declare(qtbot, demo, SHUFFLE)
    assert BUTTON not in offered and STUD_FIRST_UP not in offered  # seat 4 acted; not stud
    assert "LC-104h · an entitled player dealt out" in offered
    assert panel.message.text() == "Done: Floor: declare a misdeal."
    assert hand.phase == "voided" and hand.stacks == stacks_before(hand)
    decided = stored(demo, "ruling_decided")
    assert [(d["decision"], d["by"]) for d in decided] == [("confirmed", FLOOR)]
    [proposed] = stored(demo, "ruling_proposed")
    assert proposed["irregularity"] == "misdeal_a" and proposed["detail"] == f"declared by {FLOOR}"
    assert stored(demo, "hand_voided")[0]["rule_ids"][:2] == ["LC-104a", "LC-104"]
    assert demo.store is not None
    audit = demo.store.audit_entries()[-1]
    assert audit.action == "floor_call" and "call_misdeal" in audit.detail
    assert audit.staff == DEMO_FLOOR_BADGE
    assert panel.member is None  # one floor call per sign-in
    assert "call_misdeal" not in panel.listed  # between hands now: no misdeal to call
    # the dealer screen: the misdeal, who declared it, and the cards gathered for a new deal
    tap(qtbot, panel, "Close")
    felt = window.dealer.table
    assert felt.pots.text() == "Hand void: every bet went back"
    assert not any(front.bet.isVisible() for front in felt.fronts.values())
    assert [felt.seat_views[s].stack.text() for s in (4, 5)] == \
        [f"${hand.stacks[s]}" for s in (4, 5)]
    now = window.dealer.procedure.now.text()
    assert now.startswith(f"Misdeal: dealt without a shuffle and cut, declared by {FLOOR}")
    assert now.endswith(f"shuffle and cut for a new deal of the same hand: the button stays on "
                        f"seat {hand.button}")
    tap(qtbot, window, "Cards collected: end hand")
    assert hand.ended
    assert {s: i.stack for s, i in session.table.seats.items() if s in hand.seats} == \
        stacks_before(hand)
    assert "Start hand 2" in labels(window.dealer.pad)
    assert window.dealer.procedure.now.text().startswith(
        f"Start hand 2: hand 1 was a misdeal and is dealt again with the same button, seat "
        f"{hand.button}")
    tap(qtbot, window, "Start hand 2")  # the redeal: same button, players and posts
    again = session.hand
    assert (again.number, again.button, again.seats) == (2, hand.button, hand.seats)
    assert again.posts_due == hand.posts_due


def test_LC_104_misdeal_by_touch_refused_after_two_actions_in_a_row(
        qtbot: QtBot, demo: DealerApp) -> None:
    window, session = demo.window, demo.session
    to_preflop_betting(qtbot, demo)
    tap(qtbot, window, "Call $3")  # seat 4
    tap(qtbot, window, "Call $3")  # seat 5: substantial action (LC-GL-68)
    hand = session.hand
    pot = hand.pot_total
    try:
        call_misdeal(session, "a", FLOOR)
    except Refusal as refusal:
        expected = str(refusal)
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "call_misdeal")
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    assert BUTTON not in cases_shown(panel)  # LC-104e: seats have acted
    tap(qtbot, panel, SHUFFLE)
    assert panel.message.text() == expected
    assert expected.startswith("two players have acted in a row (substantial action)")
    assert hand.phase == "betting" and hand.pot_total == pot
    assert stored(demo, "hand_voided") == [] and stored(demo, "ruling_proposed") == []
    assert demo.store is not None
    assert "floor_call" not in [e.action for e in demo.store.audit_entries()]


def test_LC_104i_stud_table_offers_its_own_misdeal_cases_and_voids_the_hand(
        qtbot: QtBot, stud_shoe: DealerApp) -> None:
    stud = stud_shoe
    window, session = stud.window, stud.session
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")  # the antes (CG-STD-02)
    qtbot.waitUntil(lambda: session.hand.phase == "betting", timeout=WAIT_MS)
    hand = session.hand
    _panel, offered = declare(qtbot, stud, STUD_FIRST_UP)
    # the stud cases: a to e (nobody has acted yet) and i, never Hold'em and Omaha's f to h
    assert [o.split(" ·")[0] for o in offered] == \
        ["LC-104a", "LC-104b", "LC-104c", "LC-104d", "LC-104e", "LC-104i"]
    assert hand.phase == "voided" and hand.stacks == stacks_before(hand)
    assert stored(stud, "ruling_decided")[0]["by"] == FLOOR
    assert stored(stud, "hand_voided")[0]["rule_ids"][0] == "LC-104i"
    assert window.dealer.procedure.now.text().startswith(
        f"Misdeal: stud: first card dealt face up, declared by {FLOOR}")
