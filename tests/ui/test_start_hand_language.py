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


def _next_lines(app: DealerApp) -> list[str]:
    return [t.text() for t in app.window.dealer.procedure.texts()]


def test_the_blinds_due_are_said_whole_in_the_language(qtbot: QtBot, quiet: DealerApp,
                                                       switched_back: None) -> None:
    """NEXT named the posts with English codes inside a translated sentence ("Asiento 2 will
    post la small blind"): each kind of post and both verbs are Messages now."""
    small = next(d for d in quiet.session.table.next_hand()[1] if d.kind == "small_blind")
    english = f"Seat {small.seat} will post the small blind: ${small.total}"
    assert any(english in line for line in _next_lines(quiet))
    for language, said in (
            ("es", f"Asiento {small.seat} pondrá ciega pequeña: ${small.total}"),
            ("tl", f"Magpo-post ang upuan {small.seat} ng small blind: ${small.total}"),
            ("zh_TW", f"{small.seat} 號座位須下小盲注：${small.total}")):
        assert i18n.switch(language)
        qtbot.waitUntil(lambda said=said: any(said in line for line in _next_lines(quiet)),
                        timeout=2000)
    assert i18n.switch("en")
    qtbot.waitUntil(lambda: any(english in line for line in _next_lines(quiet)), timeout=2000)


def test_every_kind_of_blind_has_a_name_of_its_own() -> None:
    """Edge: a blind kind the engine knows but the names miss would reach the screen as its
    English code inside a translated sentence."""
    from dealer_assist.engine.hand import BLIND_KINDS
    from dealer_assist.engine.post_names import POST_NAMES, post_name

    assert POST_NAMES.keys() >= BLIND_KINDS
    assert {"ante", "collection", "all_in", "missed_blinds", "new_player_blind",
            "trailing_blind"} <= POST_NAMES.keys()
    assert post_name("small_blind") == "small blind"  # the English sentence is unchanged
    assert post_name("a_new_kind") == "a new kind"


def test_a_refusal_names_the_post_in_the_language(switched_back: None) -> None:
    from dealer_assist.engine.post_names import post_name
    from dealer_assist.messages import msg

    refusal = msg("hand.refusal.seat_owes_no_hand", "seat {seat} owes no {replace} this hand",
                  seat=3, replace=post_name("straddle"))
    assert i18n.switch("es")
    assert i18n.render(refusal) == "el asiento 3 no debe straddle en esta mano"
    assert i18n.switch("zh_CN")
    assert i18n.render(refusal) == "3 号座位本局不欠抓盲 (straddle)"


def test_the_banking_seat_says_so_in_the_language(qtbot: QtBot, switched_back: None) -> None:
    """A banked seat that banks and has no wager showed the English word "banks"."""
    from dealer_assist.ui.banked_presenter import BankedSeatShow
    from dealer_assist.ui.widgets.banked_seat import BankedSeatView

    view = BankedSeatView(2)
    qtbot.addWidget(view)
    banker = BankedSeatShow(2, "Ben", banker=True)
    view.show_seat(banker)
    assert view.wagers.text() == "banks"
    assert i18n.switch("es")
    view.show_seat(banker)
    assert view.wagers.text() == "hace de banca"
    view.show_seat(BankedSeatShow(2, "Ben", wagers="ante $10", banker=True))
    assert view.wagers.text() == "ante $10"  # a wager shown is the line, not the word
