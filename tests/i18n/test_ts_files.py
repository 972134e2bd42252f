"""The translation files: every shipped language complete (no ``unfinished`` entry), and every
translation keeps exactly its source's placeholders ({seat}, ${amount}, rule IDs in braces), so
a number or card is never dropped, added or renamed by a translator."""

from __future__ import annotations

import string
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from dealer_assist.ui import i18n


def entries(language: str) -> list[tuple[str, str, str | None, str]]:
    """(context, source, message ID, translation state) of every live entry."""
    root = ET.parse(i18n.ts_path(language)).getroot()
    out = []
    for context in root.iter("context"):
        for m in context.iter("message"):
            t = m.find("translation")
            assert t is not None
            state = t.get("type") or "finished"
            if state in ("vanished", "obsolete"):
                continue
            out.append((context.findtext("name") or "", m.findtext("source") or "",
                        m.findtext("comment"), state))
    return out


def placeholders(text: str) -> Counter[str]:
    return Counter(name for _, name, _, _ in string.Formatter().parse(text) if name)


@pytest.mark.parametrize("language", i18n.TRANSLATED)
def test_every_translation_keeps_the_placeholders_of_its_source(language: str) -> None:
    root = ET.parse(i18n.ts_path(language)).getroot()
    wrong = []
    for m in root.iter("message"):
        source, translation = m.findtext("source") or "", m.findtext("translation") or ""
        if not translation:
            continue
        if placeholders(source) != placeholders(translation):
            wrong.append(f"{m.findtext('comment') or source!r}: {translation!r}")
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.parametrize("language", i18n.SHIPPED)
def test_a_shipped_language_has_no_unfinished_entry(language: str) -> None:
    unfinished = [s for _, s, _, state in entries(language) if state == "unfinished"]
    assert unfinished == [], f"{len(unfinished)} unfinished, first: {unfinished[:3]}"


def test_every_language_has_its_ts_with_every_source() -> None:
    """The five .ts files hold the same entries (one lupdate run makes them)."""
    keys = {lang: {(c, s, i) for c, s, i, _ in entries(lang)} for lang in i18n.TRANSLATED}
    first = keys[i18n.TRANSLATED[0]]
    assert len(first) > 1200
    assert all(k == first for k in keys.values())


def test_a_lost_placeholder_is_caught() -> None:
    assert placeholders("Seat {seat} pays ${amount}") != placeholders("Asiento paga ${amount}")
    assert placeholders("{a}{{b}}") == Counter({"a": 1})


def test_the_ts_files_are_where_the_makefile_finds_them() -> None:
    names = sorted(p.name for p in Path(i18n.TS_DIR).glob("dealer_assist_*.ts"))
    assert names == sorted(f"dealer_assist_{lang}.ts" for lang in i18n.TRANSLATED)
