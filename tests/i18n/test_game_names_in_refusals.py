"""A game the house does not spread (K20), refused on the station's board: the refusal lists
the games the house does spread by the names the room posts ("Hold'em, Omaha 8"), in every
language, while its English record keeps the keys ("holdem, omaha8")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dealer_assist.rules.game_word import game_word
from dealer_assist.ui import i18n
from dealer_assist.ui.i18n import render, render_error

sys.path.insert(0, str(Path(__file__).parent.parent / "room_ops"))
from board_helpers import Room


@pytest.fixture(autouse=True)
def _app(qapp: object) -> None:
    """A QApplication: a language switch installs its catalogue there."""
    i18n.build_catalogues()


@pytest.mark.parametrize("language", ["en", "es", "zh_TW"])
def test_k20_a_game_not_spread_lists_the_posted_names(language: str) -> None:
    refusal = Room().refused("K20", "table_opened", table="T1", game="pai_gow", limit="3-6")
    record = str(refusal)
    assert "pai_gow" in record and "holdem" in record  # the record keeps the keys
    try:
        assert i18n.switch(language)
        shown = render_error(refusal)
    finally:
        i18n.switch("en")
    assert "Pai Gow" in shown and "Hold'em" in shown and "Stud" in shown
    assert "holdem" not in shown and "pai_gow" not in shown and "LC_LOW" in shown
    assert ("does not spread" in shown) == (language == "en")


def test_a_game_word_not_in_the_list_keeps_its_key() -> None:
    assert render(game_word("omaha8")) == "Omaha 8"
    assert render(game_word("razz")) == "razz"
