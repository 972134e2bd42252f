"""The catalogue itself: every row of sections 6, 7.1 and 8 covered, IDs known, texts in our
own words, stud rows catalogued (LC-116 to LC-125; their corrections are in test_stud_*), and
the ``rulings`` command."""

from __future__ import annotations

import json
import re

import pytest
from irr_seeds import SEEDS

from dealer_assist.cli import main
from dealer_assist.engine.games.banked.rulings import ruled_at_banked_table
from dealer_assist.rules import exists
from dealer_assist.rules.irregularities.catalogue import banked_entries, catalogue, get
from dealer_assist.rules.irregularities.entry import CORRECTIONS, STAGES, entry

_ROWS = (
    "LC-103.s1 LC-103.s2 LC-104 LC-104a LC-104b LC-104c LC-104d LC-104e LC-104f LC-104g LC-104h "
    "LC-104i LC-105 LC-106 LC-109 LC-21 LC-22 LC-107a LC-107b LC-107c LC-108a LC-108b "
    "PGP-IRR-01 PGP-IRR-02 PGP-IRR-03 PGP-IRR-04 PGP-IRR-05 PGP-IRR-06 PGP-IRR-07 PGP-IRR-08 "
    "PGP-IRR-09 PGP-IRR-10 LC-110 LC-111 LC-112 LC-113 LC-114 LC-115 LC-116 LC-117 LC-118 "
    "LC-119 LC-120 LC-121 LC-122 LC-123 LC-124 LC-125 LC-9 LC-10 LC-80 LC-81 LC-81a LC-81b "
    "LC-82 LC-83 LC-84 LC-85a LC-85b LC-85c LC-85d LC-75 LC-77 LC-P1 LC-4 LC-8a LC-8b LC-8c "
    "LC-12 CG-DIS-03 CG-DIS-04 AMB-17 AMB-29 AMB-30 K15 K16 K17"
)
REQUIRED = _ROWS.split()
STUD = ("LC-116", "LC-117", "LC-118", "LC-119", "LC-120", "LC-121", "LC-122", "LC-123",
        "LC-124", "LC-125")
STUD_SUPPORT = {"LC-116": "corrected", "LC-117": "detected", "LC-118": "corrected",
                "LC-119": "detected", "LC-120": "corrected", "LC-121": "detected",
                "LC-122": "corrected", "LC-123": "detected", "LC-124": "corrected",
                "LC-125": "corrected"}


def test_every_row_of_sections_6_7_1_and_8_has_an_entry() -> None:
    cited = {r for e in catalogue() for r in e.rule_ids}
    assert [r for r in REQUIRED if r not in cited] == []


def test_every_entry_names_the_stages_when_it_can_happen() -> None:
    """The Floor button filters by these (ui/floor_filter.py keeps no table of its own)."""
    unnamed = [e.id for e in catalogue() if not e.stages]
    assert unnamed == []
    assert all(set(e.stages) <= set(STAGES) and len(set(e.stages)) == len(e.stages)
               for e in catalogue())
    # LC-104: a misdeal is found during the deal, or in the first betting before substantial
    # action (the Floor list checks that: tests/ui/test_floor_filter.py)
    assert get("misdeal_b").stages == ("deal", "play")
    assert get("see_hand_at_showdown").stages == ("showdown",)
    assert get("new_deck_request").stages == ("between",)
    assert json.loads(json.dumps(get("premature_turn").to_dict()))["stages"] == ["play"]


def test_every_cited_rule_id_is_known() -> None:
    assert [(e.id, r) for e in catalogue() for r in e.rule_ids if not exists(r)] == []


def test_entries_have_questions_ruling_and_steps() -> None:
    for e in catalogue():
        assert e.ruling and e.steps and e.support in ("detected", "corrected", "catalogued")
        assert e.questions or e.id == "show_burn_request"
    assert {get(k).house_key for k in ("extra_hole_card", "missing_hole_card",
                                       "exposed_hole_card")} == {"K15", "K16", "K17"}


@pytest.mark.parametrize("rule_id", STUD)
def test_stud_rule_is_catalogued_with_questions_and_steps(rule_id: str) -> None:
    [entry] = [e for e in catalogue() if e.games == "stud" and e.rule_ids[0] == rule_id]
    assert entry.support == STUD_SUPPORT[rule_id]
    assert entry.questions and len(entry.steps) >= 1 and entry.floor in (True, False)


def test_amb_29_stud_premature_cards_counted_at_discovery() -> None:
    entry = get("stud_premature_card")
    assert "AMB-29" in entry.rule_ids and "at discovery" in entry.questions[0]


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def test_texts_are_paraphrased_not_copied_from_the_rulebooks() -> None:
    if not SEEDS:
        pytest.skip("the shared rulebook texts are not beside this checkout")
    source = _words(" ".join(SEEDS))
    shingles = {" ".join(source[i:i + 8]) for i in range(len(source) - 7)}
    for e in catalogue():
        for text in (e.title, e.ruling, *e.questions, *e.steps, *dict(e.house_rulings).values()):
            words = _words(text)
            copied = [" ".join(words[i:i + 8]) for i in range(len(words) - 7)
                      if " ".join(words[i:i + 8]) in shingles]
            assert copied == [], (e.id, copied)


def test_rulings_list_prints_json_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulings", "list"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == len(catalogue())
    assert lines[0].keys() == {"id", "title", "rule_ids"}
    assert {"id": "premature_turn", "title": get("premature_turn").title,
            "rule_ids": ["LC-111", "PGP-IRR-06"]} in lines


def test_rulings_list_filters_stud(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulings", "list", "--games", "stud"]) == 0
    ids = [json.loads(line)["id"] for line in capsys.readouterr().out.splitlines()]
    assert "stud_short_deck" in ids and "premature_turn" not in ids


def test_rulings_show_an_entry_or_a_rule_id(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulings", "show", "premature_turn"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["steps"][-1] == "Deal the river WITHOUT a burn (LC-111)"
    assert main(["rulings", "show", "LC-124"]) == 0
    assert '"stud_short_deck"' in capsys.readouterr().out
    assert main(["rulings", "show", "no_such_thing"]) == 2


@pytest.mark.parametrize("rule_id", ["LC-4", "LC-10", "LC-12", "LC-21", "LC-22",
                                     "LC-83", "LC-84"])
def test_catalogued_only_rule_has_its_ruling_and_steps(rule_id: str) -> None:
    entries = [e for e in catalogue() if rule_id in e.rule_ids]
    assert entries and all(e.support == "catalogued" and e.steps for e in entries)


def test_k15_k16_k17_entries_list_a_ruling_for_every_profile_value() -> None:
    from dealer_assist.rules import ExposedHoleCard, ExtraHoleCard, MissingHoleCard

    for name, values in (("extra_hole_card", ExtraHoleCard), ("missing_hole_card",
                                                               MissingHoleCard),
                         ("exposed_hole_card", ExposedHoleCard)):
        assert sorted(dict(get(name).house_rulings)) == sorted(v.value for v in values)


def test_each_entry_says_the_correction_its_confirmed_ruling_carries_out() -> None:
    """Issue 22: the entry itself says what it is (no side lists keyed by name). Dead hands
    (LC-9, LC-81, LC-82, LC-85a-d, LC-113) are killed, a hand clear of the muck is given back
    (LC-80), a misdeal voids the hand (LC-103, LC-104); the rest leave it to the floor."""
    by_kind: dict[str, set[str]] = {}
    for e in catalogue():
        assert e.correction in CORRECTIONS
        by_kind.setdefault(e.correction, set()).add(e.id)
    assert by_kind["kill"] == {
        "unprotected_hand", "hand_in_muck", "cards_thrown", "fold_facing_bet",
        "hand_thrown_forward", "wrong_count_after_acting", "absent_at_turn", "not_entitled_dealt",
    }
    assert by_kind["retrieve"] == {"thrown_hand_retrievable"}
    assert by_kind["void"] == {e.id for e in catalogue() if e.misdeal}


def test_the_banked_entries_are_the_ones_a_banked_table_rules_on() -> None:
    """The entries marked ``banked`` are the ones the banked table accepts (it reads the mark,
    engine/games/banked/rulings.py): the deck, the cards and the floor's say, none about a
    pot, the betting or the muck (LC-105, LC-83, LC-4)."""
    marked = {e.id for e in banked_entries()}
    assert marked == {"card_off_table", "cards_damaged", "management_override",
                      "late_objection", "fouled_deck"}
    assert {e.id for e in catalogue() if ruled_at_banked_table(e.id)} == marked
    assert not ruled_at_banked_table("no_such_entry")


def test_an_entry_that_does_not_say_what_it_is_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="toy: correction is one of"):
        entry("toy", "Toy", ("LC-1",), (), "ruling", (), correction="explode")
    with pytest.raises(ValueError, match="toy: games is one of"):
        entry("toy", "Toy", ("LC-1",), (), "ruling", (), games="roulette")
    with pytest.raises(ValueError, match="toy: unknown stage"):
        entry("toy", "Toy", ("LC-1",), (), "ruling", (), stages=("lunch",))
