"""Every language drawn in real glyphs: a zh_TW, a zh_CN and a vi string rendered with the
theme's fonts, each character found in DejaVu Sans or an installed Noto Sans CJK (one font file
each, QRawFont: QFontMetrics.inFont would answer for any fallback font on the machine)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from dealer_assist.app import qt_app
from dealer_assist.ui import fonts, i18n
from dealer_assist.ui.i18n import tr


@pytest.mark.parametrize("language", ["zh_TW", "zh_CN", "vi", "es", "tl"])
def test_no_glyph_of_a_language_falls_back_to_the_box(qtbot: QtBot, language: str) -> None:
    qt_app()
    assert fonts.missing_glyphs(fonts.SAMPLES[language], language) == []


def test_the_translated_screen_words_are_covered_too(qtbot: QtBot) -> None:
    """What the catalogue really says, not only the samples: NOW and Fold in each language."""
    qt = qt_app()
    for language in ("zh_TW", "zh_CN", "vi"):
        assert i18n.switch(language)
        words = tr("NOW") + tr("Fold") + tr("Between hands")
        assert fonts.missing_glyphs(words, language) == [], language
        image = QImage(400, 60, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.setFont(qt.font())
        painter.drawText(5, 40, words)  # drawn with the app's font and its substitutes
        painter.end()
    i18n.switch("en")


def test_a_character_no_font_has_is_reported(qtbot: QtBot) -> None:
    qt_app()
    assert fonts.missing_glyphs("A\U000e0100", "zh_TW") == ["\U000e0100"]  # a variation selector
    assert fonts.installed("Noto Sans CJK TC") and fonts.installed("Noto Sans CJK SC")
    assert not fonts.installed("No Such Font Family")
