"""Rule IDs are never translated (issue 20): every translation in every shipped catalogue names
exactly the rule IDs of its English source, as many times; the rewrite of a refusal for a
table's house (engine/citations.py) finds them in any language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from dealer_assist.ui import i18n

RULE = re.compile(r"\b(?:LC|CG|HTP|PGP|AMB)(?:-[A-Z0-9]+)+[a-z]*(?:/[a-z]+)*|\bK\d+\b")


@pytest.mark.parametrize("language", i18n.SHIPPED)
def test_every_translation_names_the_rule_ids_of_its_source(language: str) -> None:
    lost = []
    for message in ET.parse(i18n.ts_path(language)).getroot().iter("message"):
        source = message.findtext("source") or ""
        said = message.findtext("translation") or ""
        if Counter(RULE.findall(source)) != Counter(RULE.findall(said)):
            lost.append(f"{source!r} -> {said!r}")
    assert lost == []


def test_a_changed_rule_id_is_caught() -> None:
    assert Counter(RULE.findall("wait (LC-95, K28)")) != Counter(RULE.findall("espera (LC-59)"))
    assert Counter(RULE.findall("(LC-88e)")) == Counter(RULE.findall("（LC-88e）"))
