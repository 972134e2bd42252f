"""A room fills the gaps its rulebook leaves; changes to rulebook values are listed, not hidden."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.rules import ProfileError, load_room, rules_for, with_room_settings

ROOM = """
base = "CG"

[shared.betting]
max_bets_per_round = 4

[games.holdem.limits."3-6"]
blinds = { button_blind = 0, small_blind = 1, big_blind = 3 }
chip_unit = 1

[games.pai_gow.banked]
joker = "fully_wild"
"""


def test_load_room_fills_gaps_and_lists_rulebook_changes(tmp_path: Path) -> None:
    path = tmp_path / "cg_room.toml"
    path.write_text(ROOM, encoding="utf-8")
    profile = load_room(path)
    holdem = rules_for(profile, "holdem", "3-6")
    assert holdem.cap == 4
    assert dict(holdem.flop_stakes.blinds) == {"button_blind": 0, "small_blind": 1, "big_blind": 3}
    assert "stakes.blinds.big_blind" not in holdem.open_settings()
    # AMB-01: the fully wild joker is a CG switch; it replaces a rulebook reading, so it is listed.
    assert rules_for(profile, "pai_gow", "posted").banked.joker == "fully_wild"
    assert profile.room_changes == ("games.pai_gow.banked.joker",)


def test_room_lists_limits_the_rulebook_does_not_name(tmp_path: Path) -> None:
    """HTP names no limit or blind amount (Gaps): a room lists its own."""
    room = tmp_path / "htp_room.toml"
    room.write_text(
        'base = "HTP"\n'
        '[games.holdem.limits."4-8"]\n'
        'structure = "fixed"\n'
        "blinds = { single_blind = 2 }\n"
        'chip_unit = 1\ncollection = 2\ntime_collection = "none"\n'
        'buy_in_min = 40\nbuy_in_max = "none"\nmin_raise = "none"\nkill = "none"\n',
        encoding="utf-8",
    )
    rules = rules_for(load_room(room), "holdem", "4-8")
    assert rules.flop_stakes.blinds["single_blind"] == 2
    assert rules.limit.big_bet == 8


def test_room_errors_name_the_room_file(tmp_path: Path) -> None:
    path = tmp_path / "bad_room.toml"
    path.write_text('base = "CG"\n[shared.betting]\nmax_bets_per_round = -1\n', encoding="utf-8")
    with pytest.raises(ProfileError) as caught:
        load_room(path)
    assert str(path) in caught.value.file
    assert caught.value.key == "shared.betting.max_bets_per_round"


def test_room_file_needs_a_base(tmp_path: Path) -> None:
    path = tmp_path / "no_base.toml"
    path.write_text("[shared.betting]\nmax_bets_per_round = 4\n", encoding="utf-8")
    with pytest.raises(ProfileError, match="base: missing required value"):
        load_room(path)


def test_with_room_settings_dotted_keys() -> None:
    profile = with_room_settings(
        "LC_LOW",
        {
            "games.holdem.limits.3-6.blinds.small_blind": 1,
            "games.holdem.limits.3-6.blinds.big_blind": 3,
        },
    )
    assert dict(rules_for(profile, "holdem", "3-6").flop_stakes.blinds) == {
        "small_blind": 1,
        "big_blind": 3,
    }
    assert profile.room_changes == ()


def test_room_may_list_a_no_limit_game_which_is_never_capped(tmp_path: Path) -> None:
    """A no-limit table ("1-2": the stake's blinds) has no cap whatever the betting section says."""
    room = tmp_path / "nl_room.toml"
    room.write_text(
        'base = "LC_LOW"\n'
        '[games.holdem.limits."1-2"]\n'
        'structure = "no_limit"\n'
        "blinds = { small_blind = 1, big_blind = 2 }\n"
        'chip_unit = 1\ncollection = 1\ntime_collection = "none"\n'
        'buy_in_min = 40\nbuy_in_max = 200\nmin_raise = "none"\nkill = "none"\n',
        encoding="utf-8",
    )
    rules = rules_for(load_room(room), "holdem", "1-2")
    assert rules.limit.structure == "no_limit" and (rules.limit.low, rules.limit.high) == (1, 2)
    assert rules.cap is None
    assert rules_for(load_room(room), "holdem", "3-6").cap == 4


EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "houses" / "examples"


FLOP, STUD = ("holdem", "omaha", "omaha8"), ("stud", "stud8")


@pytest.mark.parametrize(("name", "games"), [
    ("lc_low_demo", FLOP + STUD), ("lc_high_demo", FLOP), ("cg_demo", FLOP + STUD),
    ("htp_demo", FLOP + STUD), ("pgp_demo", FLOP)])
def test_example_rooms_load(name: str, games: tuple[str, ...]) -> None:
    """The demo rooms fill every gap of the poker tables they run (LC high's stud is left to a
    room), so the engine can run them; HTP names no limits, so its demo room lists its tables
    (issue 18)."""
    profile = load_room(EXAMPLES / f"{name}.toml")
    for game in games:
        if game in profile.games:
            for limit in profile.games[game].limits:
                assert rules_for(profile, game, limit).open_settings() == ()


def test_table_amounts_by_touch_are_checked_as_the_room_files_are(tmp_path: Path) -> None:
    """``with_table_amounts``: one table's amounts over a room file (its other keys kept) or a
    house code, through the same merge and checks as a room file (AMB-02: $0 button blind)."""
    from dealer_assist.engine.from_profile import config_from_rules
    from dealer_assist.rules import with_table_amounts

    room = tmp_path / "room.toml"
    room.write_text('base = "LC_LOW"\n[games.holdem.limits."3-6"]\n'
                    'blinds = { small_blind = 1, big_blind = 3 }\ncollection = 2\n'
                    'time_collection = "none"\n')
    profile = with_table_amounts(room, "holdem", "6-12", {
        "blinds.small_blind": 2, "blinds.big_blind": 6, "collection": 0})
    six = config_from_rules(rules_for(profile, "holdem", "6-12"))
    three = config_from_rules(rules_for(profile, "holdem", "3-6"))  # the room's own, kept
    assert [b.amount for b in six.blinds] == [2, 6] and [b.amount for b in three.blinds] == [1, 3]
    with pytest.raises(ProfileError, match=r"6-12\.blinds\.small_blind") as refused:
        with_table_amounts(room, "holdem", "6-12", {"blinds.small_blind": 3})  # not whole chips
    assert str(room) in str(refused.value)  # the file the amounts were set over is named
    cg = with_table_amounts("CG", "holdem", "3-6", {"blinds.button_blind": 0})
    assert rules_for(cg, "holdem", "3-6").flop_stakes.blinds["button_blind"] == 0  # type: ignore[union-attr]
