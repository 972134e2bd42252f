"""The dealer screen's title at 1280x800 (issue 20): the top bar's keys run wider in Spanish
and Tagalog. The table, its limit and its game stay whole in every language; the house and the
dealer give way at the end of the second line (it used to be cut from the left, "…C LOW ·
$3-$6 Hold'em", and then in Tagalog "T1 · $3-$6 H…")."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist.app import DealerApp
from dealer_assist.settings import LANGUAGES
from dealer_assist.ui import i18n


def shown_lines(app: DealerApp, qtbot: QtBot, language: str) -> list[str]:
    assert i18n.switch(language)
    title = app.window.dealer.title
    qtbot.wait(50)  # the top bar laid out again with the keys' new words
    assert app.window.width() == 1280
    return title.shown_text().split("\n")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_and_its_game_stay_whole_at_1280x800(qtbot: QtBot, demo: DealerApp,
                                                       switched_back: None,
                                                       language: str) -> None:
    first, second = shown_lines(demo, qtbot, language)
    assert first == "T1 · $3-$6"
    assert second.startswith("Hold'em ·"), second
    assert demo.window.dealer.title.toolTip().endswith("Hold'em · LC LOW")  # the whole title


@pytest.mark.parametrize("language", ["en", "es", "tl"])
def test_the_longest_game_name_stays_whole_too(qtbot: QtBot, stud_shoe: DealerApp,
                                               switched_back: None, language: str) -> None:
    first, second = shown_lines(stud_shoe, qtbot, language)
    assert first == "T1 · $4-$8"
    assert second.startswith("Seven Card Stud"), second


def test_a_narrow_title_gives_way_at_the_end_of_its_lines(qtbot: QtBot,
                                                          quiet: DealerApp) -> None:
    """Edges: little room drops whole parts from the end ("Hold'em …", then "Hold'em"); far
    too little cuts the first part at its end; never the start of a line."""
    title = quiet.window.dealer.title
    for width, second in ((170, "Hold'em …"), (130, "Hold'em")):
        title.setFixedWidth(width)
        qtbot.wait(20)
        assert title.shown_text().split("\n")[1] == second, width
    title.setFixedWidth(70)
    qtbot.wait(20)
    first, second = title.shown_text().split("\n")
    assert first.startswith("T1") and second.startswith("Ho") and second.endswith("…")
