"""The first step of every hand in the dealer's language (issue 20): on the real display in
Spanish and Tagalog NOW read "Start hand 1: button on seat 1" and the key "Start hand 1" (an
English f-string in the engine). Now a Message: NOW and the key follow the language at once,
the key cut at the Chinese full-width colon too, and English comes back unchanged."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_helpers import labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.ui import i18n


def test_start_hand_and_its_key_switch_language_and_back(qtbot: QtBot, quiet: DealerApp,
                                                        switched_back: None) -> None:
    window = quiet.window
    now = window.dealer.procedure.now
    button = quiet.session.table.next_hand()[0].button
    assert now.text() == f"Start hand 1: button on seat {button}"
    for language, said, key in (
            ("es", f"Inicie la mano 1: botón en el asiento {button}", "Inicie la mano 1"),
            ("zh_TW", f"開始第 1 局：莊家按鈕在 {button} 號座位", "開始第 1 局"),
            ("tl", f"Simulan ang kamay 1: nasa upuan {button} ang button", "Simulan ang kamay 1")):
        assert i18n.switch(language)
        qtbot.waitUntil(lambda said=said: now.text() == said, timeout=2000)
        assert key in labels(window)
    assert i18n.switch("en")
    qtbot.waitUntil(lambda: now.text() == f"Start hand 1: button on seat {button}", timeout=2000)
    tap(qtbot, window, "Start hand 1")  # the English key still starts the hand
    assert quiet.session.table.in_hand
