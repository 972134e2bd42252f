"""Refusal texts by house on the touch screen (issue 18): a command's own refusal (one the
table's verify never saw, such as an irregularity procedure's) reaches the dealer rewritten for
the table's house, like every refusal the table itself gives."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from dealer_assist.engine.events import Event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import DEMO_ROOM, session_for
from dealer_assist.ui.controller import TableController


def _refused_at(room: str, game: str, limit: str) -> list[str]:
    controller = TableController(session_for(DEMO_ROOM / room, game, limit))
    shown: list[str] = []
    controller.refused.connect(shown.append)

    def command() -> list[Event]:
        raise Refusal("LC-116 is put right on 3rd street before anyone acts")

    assert controller.submit(command) is False
    return shown


def test_LC_116_refusal_names_lc_at_lc_and_says_cg_and_htp_are_silent(qtbot: QtBot) -> None:
    assert _refused_at("lc_low_demo.toml", "stud", "3-6") == [
        "LC-116 is put right on 3rd street before anyone acts"]
    for room, house in (("cg_demo.toml", "CG"), ("htp_demo.toml", "HTP")):
        [text] = _refused_at(room, "stud", "4-8")
        assert "LC-" not in text and text.endswith(f"({house}'s rulebook says nothing on this)")
