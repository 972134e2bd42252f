"""Issue 20: the banked round recall says every logged event in the reader's language, not as
the stored record (``banked_wager_placed seat=2 ...``). Every banked event type has a line (a
new one without a line fails here), and a real round played by taps reads in Spanish and
Traditional Chinese, cards by their codes, wager names as on the felt."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_banked_games import bank_and_wagers, deal_from_deck, open_table, settle_by_taps
from ui_helpers import tap

import dealer_assist.composition  # noqa: F401  # every event type registered
from dealer_assist.app import BankedApp
from dealer_assist.cards import parse_cards
from dealer_assist.engine.events import event_types
from dealer_assist.engine.games.banked.events import BankedDecision
from dealer_assist.ui import i18n
from dealer_assist.ui.banked_event_text import BANKED_TYPES, banked_line
from dealer_assist.ui.views.banked_recall import BankedRecall, round_lines

pytestmark = pytest.mark.usefixtures("switched_back")
RECORD = re.compile(r"\bbanked_\w+|\b\w+=")  # a stored record's type or a field=value


def test_every_banked_event_type_has_a_line() -> None:
    banked = {name for name in event_types() if name.startswith("banked_")}
    assert banked, "no banked event types registered"
    assert banked - BANKED_TYPES == set(), "banked events the recall would print as records"


def test_a_split_seat_names_its_hand_after_the_split(qtbot: QtBot) -> None:
    """Hot Action: once seat 3 splits, its later decisions say which hand (1 or 2)."""
    events = [BankedDecision(3, "Ann", "split", 20), BankedDecision(3, "Ann", "hit", 0, hand=1),
              BankedDecision(4, "Bo", "stand", 0)]
    assert round_lines(events, ended=True) == [
        "Seat 3 splits (Ann): $20", "Seat 3 hand 2 hits (Ann)", "Seat 4 stands (Bo)"]
    assert i18n.switch("es")
    kept = BankedDecision(2, "Cy", "call", 10, cards=tuple(parse_cards("As Kd")))
    line = banked_line(kept)
    assert "As Kd" in line and "Seat" not in line and "$10" in line, line


def _recall_text(qtbot: QtBot, app: BankedApp) -> str:
    window, floor = app.window, app.window.dealer.staff.floor
    tap(qtbot, window, i18n.tr("Floor"))
    tap(qtbot, floor, i18n.tr("Last 10 hands"))
    recall = floor.recall
    assert isinstance(recall, BankedRecall)
    recall.open_round(1)
    text = recall.text.text()
    tap(qtbot, floor, i18n.tr("Close"))
    return text


def test_a_played_round_reads_in_spanish_and_chinese_with_no_stored_record(
        qtbot: QtBot, tmp_path: Path, opened: list[BankedApp]) -> None:
    app = open_table(qtbot, tmp_path, "htp_three_card_poker")
    opened.append(app)
    rnd = bank_and_wagers(qtbot, app, {2: [("Base", 10)], 3: [("Base", 10)]})
    deal_from_deck(qtbot, app, rnd)
    dealt = [c.text for cards in rnd.cards.values() for c in cards]
    while rnd.needs():
        tap(qtbot, app.window, f"Seat {rnd.needs()[0].seat} calls $10")
    settle_by_taps(qtbot, app, rnd)
    english = _recall_text(qtbot, app)
    assert not RECORD.search(english), english
    assert "Seat 2: Ben bets $10 on base" in english and "Seat 2 calls (Ben): $10" in english
    assert "covered, lose" in english
    assert i18n.switch("es")
    spanish = _recall_text(qtbot, app)
    assert spanish.startswith("Ronda 1:") and not RECORD.search(spanish), spanish
    assert "Asiento 2: Ben apuesta $10 a base" in spanish and "Seat 2" not in spanish
    assert "covered" not in spanish and "lose" not in spanish  # the settlement's words too
    assert all(card in spanish for card in dealt)  # cards by their codes in every language
    assert i18n.switch("zh_TW")
    chinese = _recall_text(qtbot, app)
    assert chinese.startswith("第 1 局") and "2 號座位" in chinese, chinese
    assert not RECORD.search(chinese) and "Seat" not in chinese
