"""A house dealer signs in at the table by badge + PIN; the log names the dealer of each hand
(dealer_signed_in before hand_started), the title shows who deals, a push replaces the dealer,
and a sign-out leaves the table without one."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_helpers import play_out_by_folding, tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import (
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_NAME,
    DEMO_FLOOR_PIN,
    DEMO_SUPERVISOR_BADGE,
    DEMO_SUPERVISOR_PIN,
)
from dealer_assist.engine.events import HandStarted
from dealer_assist.engine.house_dealers import DealerSignedIn, DealerSignedOut
from dealer_assist.ui.views.dealer_sign_in import DealerSignIn


def _sign_in(qtbot: QtBot, panel: DealerSignIn, badge: str, pin: str) -> None:
    panel.login.badge_read(badge)
    for key in pin:
        tap(qtbot, panel.login.pin, key)
    tap(qtbot, panel.login.pin, "OK")


def test_dealer_signs_in_by_badge_and_the_log_names_the_dealer_of_each_hand(
        qtbot: QtBot, quiet: DealerApp) -> None:
    window, table = quiet.window, quiet.session.table
    tap(qtbot, window, "Set up")
    tap(qtbot, window.dealer.setup, "Dealer…")
    panel = window.dealer.dealer_sign_in
    assert "No house dealer is signed in" in panel.text.text()
    _sign_in(qtbot, panel, DEMO_FLOOR_BADGE, "000000")  # a wrong PIN signs nobody in
    assert not any(isinstance(e, DealerSignedIn) for e in table.history)
    assert "Not signed in" in panel.login.text.text()
    _sign_in(qtbot, panel, DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)
    assert table.history[-1] == DealerSignedIn(DEMO_FLOOR_BADGE, DEMO_FLOOR_NAME)
    assert f"Dealer {DEMO_FLOOR_NAME}" in window.dealer.title.text()
    tap(qtbot, panel, "Close")
    tap(qtbot, window.dealer.setup, "Close")
    play_out_by_folding(qtbot, quiet)
    window.dealer.dealer_sign_in.start()  # the push: another member signs in
    _sign_in(qtbot, panel, DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN)
    tap(qtbot, panel, "Sign out")
    assert isinstance(table.history[-1], DealerSignedOut)
    assert "Dealer" not in window.dealer.title.text()
    # the contract: the latest sign-in before each hand_started names its dealer
    latest, dealers = None, []
    for event in table.history:
        if isinstance(event, DealerSignedIn):
            latest = event.name
        elif isinstance(event, HandStarted):
            dealers.append(latest)
    assert dealers == [DEMO_FLOOR_NAME]
    store = quiet.controller.store
    assert store is not None
    assert any(e.action == "login" and "to deal" in e.detail for e in store.audit_entries())
