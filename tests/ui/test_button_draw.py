"""The draw for the button at the table (LC-86, LC-28): by touch on the card picker, by the
shoe (each card it reads goes to the next seat), the demo's simulated shoe; logged, and the
first hand's button goes where the draw says."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import parse_card
from dealer_assist.engine.button_draw import ButtonDrawn
from dealer_assist.ui.views.button_draw import ButtonDraw


def _open(qtbot: QtBot, app: DealerApp) -> ButtonDraw:
    tap(qtbot, app.window, "Set up")
    tap(qtbot, app.window.dealer.setup, "Button draw…")
    draw = app.window.dealer.button_draw
    assert draw.isVisible() and draw.seats == [1, 2, 3, 4, 5, 6]
    return draw


def test_button_draw_LC_86_by_touch_the_best_card_takes_the_first_button(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-86 / LC-28: kings for seats 2 and 5, hearts over diamonds: seat 5 takes the button,
    and hand 1 starts with it there."""
    assert any("LC-86" in s.rule_ids for s in quiet.session.procedure().steps)
    draw = _open(qtbot, quiet)
    tap(qtbot, draw, "Cards by touch…")
    for text in ("2c", "Kd", "9s", "4h", "Kh", "Qs"):
        qtbot.mouseClick(draw.picker.keys[parse_card(text)], Qt.MouseButton.LeftButton)
    tap(qtbot, draw.picker, "OK")
    drawn = quiet.session.table.history[-1]
    assert isinstance(drawn, ButtonDrawn) and drawn.button == 5
    assert "the button goes to seat 5" in draw.text.text()
    assert not any("LC-86" in s.rule_ids for s in quiet.session.procedure().steps)
    tap(qtbot, draw, "Close")
    tap(qtbot, quiet.window.dealer.setup, "Close")
    tap(qtbot, quiet.window, "Start hand 1")
    assert quiet.session.hand.button == 5


def test_button_draw_LC_28_by_the_shoe_a_card_read_twice_is_drawn_again(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """The shoe's cards go to seats 1..6 in turn while the draw is open (not to a hand); the
    same card twice is refused (no tie can stand) and the draw starts over."""
    draw = _open(qtbot, quiet)
    for text in ("2c", "3c", "4c", "5c", "6c", "2c"):
        quiet.controller.card_read(parse_card(text))
    assert "drawn twice" in draw.text.text() and "LC-28" in draw.text.text()
    assert not isinstance(quiet.session.table.history[-1], ButtonDrawn)
    for text in ("2c", "3c", "Ac", "5c", "6c", "As"):
        quiet.controller.card_read(parse_card(text))
    assert quiet.session.table.history[-1] == ButtonDrawn(
        (1, 2, 3, 4, 5, 6), tuple(parse_card(t) for t in ("2c", "3c", "Ac", "5c", "6c", "As")), 6)
    assert quiet.controller.card_sink is None  # the shoe's cards go to the hand again


def test_button_draw_LC_86_the_demo_shoe_and_no_second_draw_after_hand_one(
        qtbot: QtBot, demo: DealerApp) -> None:
    """The demo's simulated shoe deals the draw while it is open; once hand 1 has put
    the button on the table, a draw is refused."""
    quiet = demo
    draw = _open(qtbot, quiet)  # the simulated shoe deals the draw by itself
    qtbot.waitUntil(lambda: isinstance(quiet.session.table.history[-1], ButtonDrawn),
                    timeout=WAIT_MS)
    drawn = quiet.session.table.history[-1]
    assert isinstance(drawn, ButtonDrawn) and len(set(drawn.cards)) == 6
    tap(qtbot, draw, "Close")
    tap(qtbot, quiet.window.dealer.setup, "Close")
    tap(qtbot, quiet.window, "Start hand 1")
    assert quiet.session.hand.button == drawn.button
    refusals: list[str] = []
    quiet.controller.refused.connect(refusals.append)
    assert not quiet.controller.table_event(drawn)
    assert "button is already on seat" in refusals[-1]


def test_button_draw_LC_86_no_draw_once_the_button_is_placed_and_the_shoe_deals_the_hand(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """After hand 1 the panel says why there is no draw and leaves the shoe's cards to the
    hand; the touch key is off."""
    tap(qtbot, quiet.window, "Start hand 1")
    tap(qtbot, quiet.window, "Blinds posted")
    draw = quiet.window.dealer.button_draw
    draw.start()
    assert "No draw now" in draw.text.text() and "LC-86" in draw.text.text()
    assert quiet.controller.card_sink is None and not draw.touch_button.isEnabled()


def test_button_draw_LC_86_its_text_and_a_refusal_are_said_again_on_a_switch(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Issue 20: the draw open, half drawn: Spanish and Chinese at once, the cards kept; the
    refusal of a card drawn twice (LC-28) in the language too, not English inside it."""
    from dealer_assist.ui import i18n

    i18n.build_catalogues()
    draw = _open(qtbot, quiet)
    try:
        quiet.controller.card_read(parse_card("2c"))
        assert draw.text.text().startswith("Seat 1 (")
        assert i18n.switch("es")
        assert draw.text.text().startswith("Asiento 1 (") and ": 2c\n" in draw.text.text()
        assert "Saque una carta del shoe para el asiento 2" in draw.text.text()
        for text in ("3c", "4c", "5c", "6c", "2c"):
            quiet.controller.card_read(parse_card(text))
        spanish = draw.text.text()
        assert spanish.startswith("Rechazado: ") and "drawn twice" not in spanish
        assert i18n.switch("zh_TW")
        assert draw.text.text().startswith("拒絕：") and "LC-28" in draw.text.text()
        assert i18n.switch("en")
        assert "drawn twice" in draw.text.text()
    finally:
        i18n.switch("en")
