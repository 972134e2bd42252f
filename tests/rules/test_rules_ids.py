"""The rule-ID registry: short own-words titles, and every ID a profile cites exists."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

from dealer_assist.rules import HouseCode, HouseProfile, UnknownRuleId, describe, exists, title
from dealer_assist.rules.ids import all_ids

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def _cited(profile: HouseProfile) -> Iterator[tuple[str, str]]:
    """(where, rule ID) for every ID a profile cites."""
    for rule_id in profile.sources:
        yield "sources", rule_id
    for game in profile.games.values():
        for rule_id in game.sources:
            yield f"{game.game}.sources", rule_id
        parts: list[tuple[str, object]] = [(f.name, getattr(game, f.name)) for f in fields(game)]
        parts += [(f"limits.{k}", v.stakes) for k, v in game.limits.items()]
        for name, part in parts:
            if is_dataclass(part) and hasattr(part, "sources"):
                for field_name, rule_ids in part.sources.items():
                    for rule_id in rule_ids:
                        yield f"{game.game}.{name}.{field_name}", rule_id


def test_every_rule_id_cited_by_a_profile_exists(profiles: dict[HouseCode, HouseProfile]) -> None:
    cited = [(code, where, rule_id) for code, p in profiles.items() for where, rule_id in _cited(p)]
    assert len(cited) > 300
    missing = [c for c in cited if not exists(c[2])]
    assert missing == []


def test_every_diff_key_is_cited_by_some_profile(profiles: dict[HouseCode, HouseProfile]) -> None:
    """Each K01-K29 is carried by at least one profile field's sources."""
    cited = {rule_id for p in profiles.values() for _, rule_id in _cited(p)}
    assert {f"K{n:02d}" for n in range(1, 30)} <= cited


def test_describe_gives_id_and_short_title() -> None:
    assert describe("LC-110").startswith("LC-110: Premature flop")
    assert exists("AMB-18") and exists("K29") and exists("LC-103.s1") and exists("CA-PDR")
    assert not exists("LC-999")
    with pytest.raises(UnknownRuleId):
        title("LC-999")


def test_registry_covers_the_catalogue() -> None:
    ids = all_ids()
    assert len(ids) == len(set(ids)) > 500
    for prefix in ("LC-", "CG-", "HTP-", "PGP-", "AMB-", "K"):
        assert any(i.startswith(prefix) for i in ids)


def test_titles_are_short() -> None:
    for rule_id in all_ids():
        assert 0 < len(title(rule_id)) <= 80, rule_id


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the shared rulebooks are not beside the checkout")
def test_titles_never_copy_a_rulebook_sentence() -> None:
    """Paraphrase, never paste: no title shares a run of eight words with any source rulebook."""
    seeds = " ".join(
        " ".join(_words(p.read_text(encoding="utf-8", errors="replace")))
        for p in SEEDS.glob("*.txt")
    )
    run = 8
    copied = []
    for rule_id in all_ids():
        words = _words(title(rule_id))
        for i in range(len(words) - run + 1):
            if " ".join(words[i : i + run]) in seeds:
                copied.append(rule_id)
                break
    assert copied == []
