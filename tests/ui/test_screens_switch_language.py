"""Issue 20: the screens a dealer or floorperson has open switch language at once (Spanish,
Traditional Chinese) and come back to the same English: table set-up, the seat panel, the buy-in
override, the calls panel, first start, the house dealer's sign-in and the banked screen. The
real demo apps; the catalogues compiled as `make` does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot
from test_banked_games import open_table as open_banked
from test_calls_panel import open_calls
from test_first_start import new_log  # noqa: F401  (the fixture)
from test_seat_panel import amount, touch_seat
from ui_helpers import tap

from dealer_assist.app import BankedApp, DealerApp
from dealer_assist.ui import i18n

pytestmark = pytest.mark.usefixtures("switched_back")
HAN = re.compile(r"[\u4e00-\u9fff]")


def texts(root: QWidget) -> list[str]:
    """Every label's and button's words shown on ``root`` now."""
    shown = [w for w in root.findChildren(QWidget) if w.isVisible()]
    return [w.text() for w in shown if isinstance(w, (QLabel, QAbstractButton)) and w.text()]


def switches(root: QWidget, english: str) -> None:
    """``root`` shows ``english``; in Spanish and Chinese it does not (Chinese characters show),
    and back in English every text is as it was."""
    before = texts(root)
    assert english in "\n".join(before), before
    for language in ("es", "zh_TW"):
        assert i18n.switch(language)
        now = "\n".join(texts(root))
        assert english not in now, (language, now)
        assert language != "zh_TW" or HAN.search(now), now
    assert i18n.switch("en")
    assert sorted(texts(root)) == sorted(before)  # the same words; a rebuilt row may reorder


def test_table_set_up_switches(qtbot: QtBot, quiet: DealerApp) -> None:
    """Its house keys are data ("CG"): Spanish's big-blind badge reads the same and must not
    turn them into "BB" on the way back (it did once the dealer screen had been in Spanish)."""
    tap(qtbot, quiet.window, "Set up")
    switches(quiet.window.dealer.setup, "Button draw…")


def test_the_seat_panel_switches(qtbot: QtBot, quiet: DealerApp) -> None:
    touch_seat(qtbot, quiet, 1)
    switches(quiet.window.dealer.seat_panel, "Add chips…")


def test_the_buy_in_override_switches(qtbot: QtBot, quiet: DealerApp) -> None:
    touch_seat(qtbot, quiet, 9)
    tap(qtbot, quiet.window, "Seat a player (buy-in)…")
    tap(qtbot, quiet.window, "Use Player 9")
    amount(qtbot, quiet, "20")
    override = quiet.window.dealer.seat_panel.override
    assert override.isVisible()
    switches(override, "present your badge")


def test_the_calls_panel_switches(qtbot: QtBot, quiet: DealerApp) -> None:
    switches(open_calls(qtbot, quiet), "Table calls")


def test_first_start_switches(qtbot: QtBot, new_log: DealerApp) -> None:  # noqa: F811
    switches(new_log.window.dealer.first_run, "Next: badge")


def test_the_house_dealer_sign_in_switches(qtbot: QtBot, quiet: DealerApp) -> None:
    tap(qtbot, quiet.window, "Set up")
    tap(qtbot, quiet.window.dealer.setup, "Dealer…")
    switches(quiet.window.dealer.dealer_sign_in, "No house dealer is signed in")


def test_the_banked_screen_switches(qtbot: QtBot, tmp_path: Path,
                                    opened: list[BankedApp]) -> None:
    app = open_banked(qtbot, tmp_path, "pai_gow")
    opened.append(app)
    switches(app.window.dealer, "Touch the seat of the player the bank is offered to")
