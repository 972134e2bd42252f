"""Issue 20 on the real dealer screen: a floorperson touches his language at sign-in and the
whole screen speaks it at once while he is signed in (stored with his staff record for next
time), the table's language after he signs out; switching repaints the live texts too."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from test_calls_panel import open_calls, pick
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN
from dealer_assist.ui import i18n

pytestmark = pytest.mark.usefixtures("switched_back")


def test_language_touched_at_sign_in_is_his_while_signed_in(qtbot: QtBot,
                                                             demo: DealerApp) -> None:
    quiet = demo
    screen = quiet.window.dealer
    assert screen.procedure.now_title.text() == "NOW"
    panel = open_calls(qtbot, quiet)
    pick(qtbot, panel, "call_time")  # a floor call: the sign-in first
    tap(qtbot, panel, "Español")  # each language in its own words
    tap(qtbot, panel, "Demo: presentar el gafete demo de floor")  # the sign-in speaks it at once
    qtbot.waitUntil(panel.login.pin.isVisible)
    for key in DEMO_FLOOR_PIN:
        tap(qtbot, panel.login.pin, key)
    tap(qtbot, panel.login.pin, "OK")
    assert i18n.current() == "es"
    assert screen.procedure.now_title.text() == "AHORA"
    assert screen.floor_button.text() == "Floor"  # what the room says, per the glossary
    assert screen.setup_button.text() == "Preparar"
    assert quiet.store is not None
    member = quiet.store.staff(DEMO_FLOOR_BADGE)
    assert member is not None and member.language == "es"  # next time without a touch
    panel.sign_out()
    assert i18n.current() == "en" and screen.procedure.now_title.text() == "NOW"


def test_switching_repaints_the_live_step_and_buttons(qtbot: QtBot, quiet: DealerApp) -> None:
    window = quiet.window
    tap(qtbot, window, "Start hand 1")
    screen = window.dealer
    english = screen.procedure.now.text()
    assert english.startswith("Seat ")
    i18n.set_table_language("es")
    assert screen.procedure.now.text().startswith("El asiento ")
    assert screen.procedure.now.text() != english
    tap(qtbot, window, "Ciegas puestas")  # the action pad rebuilt in Spanish
    i18n.set_table_language("en")
    assert "Seat" in screen.procedure.now.text()
