"""A bad profile is refused at load, and the error names the file, the dotted key and the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.rules import (
    HouseCode,
    ProfileError,
    load_all,
    load_profile,
    shipped_files,
    with_room_settings,
)


def _broken(tmp_path: Path, code: str, old: str, new: str, count: int = 1) -> ProfileError:
    """Write the shipped profile of ``code`` with ``old`` replaced by ``new`` and load it."""
    text = shipped_files()[HouseCode(code)].read_text(encoding="utf-8")
    assert text.count(old) >= count, f"fixture text not found: {old!r}"
    path = tmp_path / f"{code.lower()}_broken.toml"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    with pytest.raises(ProfileError) as caught:
        load_profile(path)
    error = caught.value
    assert error.file == str(path)
    assert str(path) in str(error) and error.reason in str(error)
    if error.key:
        assert error.key in str(error)
    return error


CASES = [
    # (id, house, old text, new text, dotted key, words of the reason)
    (
        "unknown_key",
        "LC_LOW",
        "one_chip_is_call = true\n",
        'one_chip_is_call = true\ncolour = "red"\n',
        "shared.betting.colour",
        "unknown key",
    ),
    (
        "wrong_type",
        "LC_LOW",
        "max_bets_per_round = 4\n",
        'max_bets_per_round = "four"\n',
        "shared.betting.max_bets_per_round",
        "wrong type",
    ),
    (
        "missing_required_value",
        "LC_LOW",
        "one_chip_is_call = true\n",
        "",
        "shared.betting.one_chip_is_call",
        "missing required value",
    ),
    (
        "negative_amount",
        "LC_LOW",
        "buy_in_min = 30\n",
        "buy_in_min = -30\n",
        "games.holdem.limits.3-6.buy_in_min",
        "negative amount",
    ),
    (
        "float_amount",
        "LC_LOW",
        "buy_in_min = 30\n",
        "buy_in_min = 30.5\n",
        "games.holdem.limits.3-6.buy_in_min",
        "not a whole number",
    ),
    (
        "small_blind_larger_than_big_blind",
        "PGP",
        "blinds = { small_blind = 2, big_blind = 3 }",
        "blinds = { small_blind = 4, big_blind = 3 }",
        "games.holdem.limits.3-100.blinds.small_blind",
        "larger than the big blind",
    ),
    (
        "cap_below_one",
        "LC_HIGH",
        "max_bets_per_round = 4\n",
        "max_bets_per_round = 0\n",
        "shared.betting.max_bets_per_round",
        "cap < 1",
    ),
    (
        "unknown_enum_value",
        "LC_LOW",
        'short_all_in = "action_only"',
        'short_all_in = "quarter_bet"',
        "shared.betting.short_all_in",
        "unknown value 'quarter_bet'",
    ),
    (
        "unknown_rule_id",
        "LC_LOW",
        'one_chip_is_call = ["LC-56"]',
        'one_chip_is_call = ["LC-999"]',
        "shared.betting.sources.one_chip_is_call",
        "unknown rule ID 'LC-999'",
    ),
    (
        "sources_name_no_field",
        "LC_LOW",
        'one_chip_is_call = ["LC-56"]',
        'one_chip = ["LC-56"]',
        "shared.betting.sources.one_chip",
        "names no field",
    ),
    (
        "unknown_section",
        "LC_LOW",
        "[shared.betting]\n",
        "[shared.dress_code]\nties = true\n\n[shared.betting]\n",
        "shared.dress_code",
        "unknown section",
    ),
    (
        "bad_limit_key",
        "PGP",
        '"5-200"',
        '"five-200"',
        "games.holdem.limits.five-200",
        "not two whole dollar amounts",
    ),
    (
        "blind_amounts_do_not_match_posts",
        "PGP",
        "blinds = { small_blind = 3, big_blind = 5 }",
        "blinds = { big_blind = 5 }",
        "games.holdem.limits.5-200.blinds",
        "one amount per blind",
    ),
    (
        "half_kill_without_kill_amounts",
        "CG",
        'kill = { threshold = 60, blind = 6, limit = "6-12" }',
        'kill = "none"',
        "games.omaha8.limits.4-8.kill",
        "needs its threshold",
    ),
    (
        "kill_limit_not_above_the_game",
        "CG",
        'limit = "6-12" }',
        'limit = "2-4" }',
        "games.omaha8.limits.4-8.kill.limit",
        "must be above",
    ),
    (
        "buy_in_max_below_min",
        "PGP",
        "buy_in_max = 500\n",
        "buy_in_max = 20\n",
        "games.holdem.limits.3-100.buy_in_max",
        "below the minimum",
    ),
    (
        "bad_room_setting",
        "LC_LOW",
        '{ set_by_room = "LC time amounts (Gaps)" }',
        '{ set_by_room = "" }',
        "games.holdem.limits.3-6.time_collection",
        "room setting is written",
    ),
    (
        "bad_odds",
        "CG",
        '"200:1"',
        '"200 for 1"',
        "games.three_card_poker.banked.pay_tables.bonus[0].odds",
        "odds are written",
    ),
    (
        "limit_outside_lc_range",
        "LC_LOW",
        '"6-12"',
        '"10-20"',
        "games.holdem.limits.10-20",
        "outside this profile's range",
    ),
    (
        "missing_game_name",
        "CG",
        'name = "Texas Hold\'em"\n',
        "",
        "games.holdem.name",
        "missing required value",
    ),
    (
        "unknown_house_code",
        "CG",
        'code = "CG"',
        'code = "BICYCLE"',
        "code",
        "unknown value 'BICYCLE'",
    ),
    (
        "section_not_for_the_family",
        "CG",
        "[games.stud.stud]\n",
        "[games.stud.stud_rules]\n",
        "games.stud.stud_rules",
        "unknown key for a stud game",
    ),
]


@pytest.mark.parametrize(
    ("house", "old", "new", "key", "reason"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_bad_profile_names_file_key_and_reason(
    tmp_path: Path, house: str, old: str, new: str, key: str, reason: str
) -> None:
    error = _broken(tmp_path, house, old, new, count=1)
    assert error.key == key
    assert reason in error.reason


def test_bad_profile_unknown_game(tmp_path: Path) -> None:
    error = _broken(
        tmp_path, "PGP", "[games.holdem]\n", '[games.razz]\nname = "Razz"\n\n[games.holdem]\n'
    )
    assert error.key == "games.razz"
    assert "unknown game" in error.reason and "holdem" in error.reason


def test_bad_profile_structure_not_for_the_family(tmp_path: Path) -> None:
    error = _broken(
        tmp_path,
        "CG",
        '[games.stud.limits."4-8"]\nstructure = "fixed"',
        '[games.stud.limits."4-8"]\nstructure = "table"',
    )
    assert error.key == "games.stud.limits.4-8.structure"
    assert "cannot be table" in error.reason


def test_bad_profile_not_toml(tmp_path: Path) -> None:
    error = _broken(tmp_path, "CG", 'code = "CG"', "code = = CG")
    assert error.key == "" and "not valid TOML" in error.reason
    assert "(top level)" in str(error)


@pytest.mark.parametrize(("content", "words"), [
    (b'code = "CG"\n# caf\xe9\n', "line 2 is not UTF-8 text (byte 0xe9)"),
    (b"x = " + b"[" * 100_000 + b"]" * 100_000 + b"\n", "not valid TOML: nested too deeply"),
])
def test_bad_profile_unreadable_text_is_refused_without_a_traceback(
        tmp_path: Path, content: bytes, words: str) -> None:
    """Issue 16: a profile or room file that is not UTF-8, or nested deeper than the parser
    goes, is a ProfileError naming the file, like any other bad profile."""
    path = tmp_path / "room.toml"
    path.write_bytes(content)
    with pytest.raises(ProfileError, match=r"room\.toml") as error:
        load_profile(path)
    assert words in error.value.reason


def test_bad_profile_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ProfileError, match=r"nowhere\.toml: \(top level\): cannot read the file"):
        load_profile(tmp_path / "nowhere.toml")


def test_load_all_refuses_two_files_for_one_house(tmp_path: Path) -> None:
    text = shipped_files()[HouseCode.PGP].read_text(encoding="utf-8")
    (tmp_path / "a.toml").write_text(text, encoding="utf-8")
    (tmp_path / "b.toml").write_text(text, encoding="utf-8")
    with pytest.raises(ProfileError) as caught:
        load_all(tmp_path)
    assert caught.value.key == "code" and "also in" in caught.value.reason


def test_room_setting_blind_off_the_chip_unit_is_refused() -> None:
    """LC-68, AMB-19: a blind must be a multiple of the limit's common chip ($2 at 6-12, LC-67)."""
    with pytest.raises(ProfileError) as caught:
        with_room_settings("LC_LOW", {"games.holdem.limits.6-12.blinds.small_blind": 3})
    assert caught.value.key == "games.holdem.limits.6-12.blinds.small_blind"
    assert "multiple of the chip unit 2" in caught.value.reason


def test_bad_profile_missing_section(tmp_path: Path) -> None:
    """A stud game without a stud section anywhere (game, [shared_stud] or [shared])."""
    error = _broken(tmp_path, "LC_LOW", "[shared.stud", "[shared_banked.stud", count=2)
    assert error.key == "games.stud.stud"
    assert "missing required section" in error.reason
