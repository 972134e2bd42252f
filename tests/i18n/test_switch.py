"""The seam: a language's catalogue loaded with QTranslator and switched while the app runs;
static texts and engine messages said again at once, parameters placed by the translation."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from dealer_assist.messages import msg
from dealer_assist.rules import ids
from dealer_assist.ui import i18n
from dealer_assist.ui.i18n import render, tr


def test_every_language_has_a_built_catalogue() -> None:
    for language in i18n.TRANSLATED:
        assert i18n.qm_path(language).stat().st_size > 0, language


def test_switching_says_static_texts_again_without_a_restart(qtbot: QtBot) -> None:
    label = QLabel(tr("NOW"))
    button = QPushButton(tr("Fold"))
    qtbot.addWidget(label)
    qtbot.addWidget(button)
    assert (label.text(), button.text()) == ("NOW", "Fold")
    assert i18n.switch("es")
    assert (label.text(), button.text()) == ("AHORA", "Retirarse")
    assert i18n.switch("zh_TW")
    assert label.text() == "現在"
    assert i18n.switch("en")
    assert (label.text(), button.text()) == ("NOW", "Fold")


def test_data_that_reads_like_a_translation_is_left_as_it_is(qtbot: QtBot) -> None:
    """A house code is data: Spanish "CG" is the big blind's badge and also California Grand's
    code. Switching back to English must not turn the house's key into "BB" (it did: the set-up's
    house keys after a hand's badges had been shown in Spanish)."""
    house = QPushButton("CG")  # data, never through tr()
    qtbot.addWidget(house)
    assert i18n.switch("es")
    badge = QLabel(tr("BB"))  # the big blind's badge, shown in Spanish after the switch
    qtbot.addWidget(badge)
    assert (house.text(), badge.text()) == ("CG", "CG")
    assert i18n.switch("en")
    assert (house.text(), badge.text()) == ("CG", "BB")


def test_two_sources_with_one_translation_each_come_back_as_they_were(qtbot: QtBot) -> None:
    """Two English texts may share a translation; each widget comes back to its own source."""
    first, second = QLabel(tr("BB")), QLabel("CG")
    for widget in (first, second):
        qtbot.addWidget(widget)
    for language in ("es", "zh_TW", "es", "en"):
        assert i18n.switch(language)
    assert (first.text(), second.text()) == ("BB", "CG")


def test_an_engine_message_keeps_its_numbers_where_the_language_puts_them() -> None:
    step = msg("procedure.step.seat_shows_mucks", "Seat {seat} shows (or mucks)", seat=7)
    assert render(step) == "Seat 7 shows (or mucks)"
    i18n.switch("es")
    assert render(step) == "El asiento 7 enseña (o tira al muck)"
    i18n.switch("zh_CN")
    assert "7" in render(step) and "Seat" not in render(step)


def test_a_rule_title_is_translated_and_its_id_is_not() -> None:
    i18n.switch("es")
    text = render(ids.describe("LC-110"))
    assert text.startswith("LC-110: ") and text != str(ids.describe("LC-110"))


def test_an_unknown_language_or_missing_catalogue_changes_nothing(tmp_path: object) -> None:
    assert not i18n.switch("fr")
    assert i18n.current() == "en"


def test_a_translation_that_lost_a_placeholder_falls_back_to_english() -> None:
    """A broken .ts never crashes the screen (the .ts test keeps it from shipping)."""
    text = msg("nowhere.step.x", "Pay seat {seat}", seat=2)
    assert render(text) == "Pay seat 2"


def test_a_catalogue_is_rebuilt_beside_and_renamed_over(tmp_path: Path) -> None:
    """A running table has its .qm mapped in memory: rebuilding one in place under it is a bus
    error, so the new file is written beside and renamed over (a new inode, the old one intact)."""
    ts_dir, qm_dir = tmp_path / "ts", tmp_path / "qm"
    ts_dir.mkdir()
    ts = ts_dir / "dealer_assist_es.ts"
    ts.write_text(i18n.ts_path("es").read_text(encoding="utf-8"), encoding="utf-8")
    (qm,) = i18n.build_catalogues(ts_dir, qm_dir)
    before = qm.stat().st_ino
    held = qm.open("rb")  # as QTranslator holds it
    os.utime(ts, (qm.stat().st_mtime + 10, qm.stat().st_mtime + 10))
    assert i18n.build_catalogues(ts_dir, qm_dir) == [qm]
    assert qm.stat().st_ino != before and held.read(4)  # the old file is still readable
    held.close()
    assert sorted(p.name for p in qm_dir.iterdir()) == ["dealer_assist_es.qm"]
