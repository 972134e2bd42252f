"""Issue 20 on the staff screens: the admin's staff list, the sign-in and its refusals, the
supervisor's charts, the hand recall, the keypads and the date keys say their texts in the
language switched to (Spanish, Traditional Chinese) at once, built texts included, and English
again after. The real demo app and its hand log; the catalogues compiled as `make` does."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import labels, play_out_by_folding, sign_in_supervisor, tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.events import BadgeRead
from dealer_assist.devices.sim.demo_badge import (
    DEMO_ADMIN_BADGE,
    DEMO_ADMIN_PIN,
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_PIN,
)
from dealer_assist.ui import i18n
from dealer_assist.ui.views.admin_panel import AdminPanel
from dealer_assist.ui.widgets.keypad import DigitPad

pytestmark = pytest.mark.usefixtures("switched_back")


def _admin(qtbot: QtBot, app: DealerApp, badge: str, pin: str) -> AdminPanel:
    panel = app.window.dealer.admin
    if not panel.isVisible():
        tap(qtbot, app.window, "Admin")
    app.controller.on_device_event(BadgeRead("badge-1", badge, 0.0))
    for key in pin:
        tap(qtbot, panel.login.pin, key)
    tap(qtbot, panel.login.pin, i18n.tr("OK"))
    return panel


def test_the_staff_list_and_a_member_are_said_again_in_each_language(
        qtbot: QtBot, quiet: DealerApp) -> None:
    panel = _admin(qtbot, quiet, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    assert panel.admin is not None
    english = [b.text() for b in panel.member_buttons]
    assert all("· badge " in t for t in english)
    assert i18n.switch("es")
    assert panel.who.text().startswith("Sesión: ")
    assert all("· gafete " in b.text() for b in panel.member_buttons)
    panel.open_member(DEMO_ADMIN_BADGE)
    assert i18n.switch("zh_TW")
    assert "員工證" in panel.member_text.text() and "管理員" in panel.member_text.text()
    assert panel.history_text.text().startswith("紀錄：")
    assert "Admin" not in labels(panel) and "管理" in labels(panel)  # the role keys
    assert i18n.switch("en")
    assert panel.history_text.text().startswith("On record: 1 sign-in")
    panel.back_to_list()
    assert [b.text() for b in panel.member_buttons] == english


def test_a_sign_in_refusal_is_in_the_language_and_english_in_the_audit_log(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """The refusal is a Message: the screen renders it, the audit note keeps the English."""
    tap(qtbot, quiet.window, "Admin")
    panel = quiet.window.dealer.admin
    prompt = panel.login.text.text()
    assert i18n.switch("es")
    assert panel.login.text.text() != prompt and "gafete" in panel.login.text.text()
    assert panel.login.demo_button.text().startswith("Demo: presentar")
    _admin(qtbot, quiet, DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)
    shown = panel.login.text.text()
    assert shown.startswith("No ha iniciado sesión") or "solo admin" in shown, shown
    assert "only admin may sign in here" not in shown
    assert quiet.store is not None
    refused = [e.detail for e in quiet.store.audit_entries() if e.action == "login_refused"]
    assert refused and refused[-1].endswith("only admin may sign in here")
    assert i18n.switch("zh_TW")
    assert "員工證" in panel.login.text.text()
    assert "No ha iniciado sesión" not in panel.login.text.text()  # the refusal said again too
    assert i18n.switch("en")
    assert "present your badge" in panel.login.text.text()
    assert "only admin may sign in here" in panel.login.text.text()


def test_a_refusal_on_screen_is_said_again_on_a_switch(qtbot: QtBot, quiet: DealerApp) -> None:
    """Refused in English, then Spanish: the refusal above the prompt changes with it."""
    tap(qtbot, quiet.window, "Admin")
    panel = quiet.window.dealer.admin
    _admin(qtbot, quiet, DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)
    english = panel.login.text.text()
    assert english.startswith("Not signed in: ") and "only admin may sign in here" in english
    assert i18n.switch("es")
    spanish = panel.login.text.text()
    assert spanish.startswith("Sin entrar: ") and "solo admin puede" in spanish
    assert i18n.switch("en")
    assert panel.login.text.text() == english


def test_the_supervisor_charts_and_periods_switch_language(qtbot: QtBot, quiet: DealerApp) -> None:
    panel = sign_in_supervisor(qtbot, quiet)
    panel.show_charts()
    assert panel.hands_chart.title == "Hands started, by hour of the day"
    assert i18n.switch("es")
    assert panel.hands_chart.title == "Manos iniciadas, por hora del día"
    assert "Hoy" in labels(panel.charts) and "Today" not in labels(panel.charts)
    assert i18n.switch("zh_TW")
    assert panel.rulings_chart.title == "各桌裁決" and "今天" in labels(panel.charts)
    assert i18n.switch("en")
    assert panel.rulings_chart.title == "Rulings, by table" and "Today" in labels(panel.charts)


def test_the_hand_recall_says_its_list_and_step_again(qtbot: QtBot, quiet: DealerApp) -> None:
    play_out_by_folding(qtbot, quiet)
    tap(qtbot, quiet.window, "Floor")
    screen = quiet.window.dealer
    tap(qtbot, screen.floor, "Last 10 hands")
    recall = screen.floor.recall
    tap(qtbot, recall, "Hand 1...")
    assert recall.step_text.text().startswith("Hand 1 · step 0 of ")
    assert i18n.switch("es")
    assert recall.step_text.text().startswith("Mano 1 · paso 0 de ")
    assert recall.hand_buttons[0].text().startswith("Mano 1 · ")
    assert "Siguiente ▶" in labels(recall)
    assert i18n.switch("zh_TW")
    assert recall.step_text.text().startswith("第 1 局")
    assert i18n.switch("en")
    assert recall.step_text.text().startswith("Hand 1 · step 0 of ")
    assert "Next ▶" in labels(recall)


def test_the_keypad_and_the_date_keys_switch_language(qtbot: QtBot, quiet: DealerApp) -> None:
    pad = DigitPad()
    qtbot.addWidget(pad)
    panel = sign_in_supervisor(qtbot, quiet)
    tap(qtbot, panel, "Choose dates…")
    picker = panel.export_dates
    assert pad.keys["Clear"].text() == "Clear" and "-1 month" in labels(picker)
    assert i18n.switch("es")
    assert pad.keys["Clear"].text() == "Limpiar" and "-1 mes" in labels(picker)
    assert i18n.switch("zh_TW")
    assert pad.keys["Clear"].text() == "清除" and "-1 個月" in labels(picker)
    assert i18n.switch("en")
    assert pad.keys["Clear"].text() == "Clear" and "-1 month" in labels(picker)
