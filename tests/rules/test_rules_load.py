"""Every shipped profile loads, every game and limit resolves, and the engine-facing API works."""

from __future__ import annotations

import pytest

from dealer_assist.rules import (
    GameFamily,
    GameId,
    HouseCode,
    HouseProfile,
    RoomSetting,
    RoomSettingMissing,
    Structure,
    UnknownGame,
    is_set,
    load_profile,
    parse_limit,
    require,
    rules_for,
    shipped_files,
)


def test_load_all_ships_the_five_houses(profiles: dict[HouseCode, HouseProfile]) -> None:
    assert set(profiles) == set(HouseCode)
    for code, profile in profiles.items():
        assert profile.code is code
        assert profile.games


@pytest.mark.parametrize("code", [c.value for c in HouseCode])
def test_load_profile_by_code_and_by_path_agree(code: str) -> None:
    by_code = load_profile(code)
    by_path = load_profile(shipped_files()[HouseCode(code)])
    assert by_code == by_path


def test_rules_for_every_game_and_limit(profiles: dict[HouseCode, HouseProfile]) -> None:
    count = 0
    for profile in profiles.values():
        for game in profile.games.values():
            for key in game.limits:
                rules = rules_for(profile, game.game, key)
                assert rules.house is profile.code and rules.game is game.game
                assert rules.limit.key == key
                for name in ("blinds", "entry", "kill", "voluntary_posts", "seating"):
                    assert (getattr(rules, name) is not None) == (game.family is GameFamily.FLOP)
                assert (rules.stud is not None) == (game.family is GameFamily.STUD)
                assert (rules.banked is not None) == (game.family is GameFamily.BANKED)
                count += 1
    assert count >= 20


def test_games_each_rulebook_names(profiles: dict[HouseCode, HouseProfile]) -> None:
    expected = {
        HouseCode.CG: {
            "holdem",
            "omaha8",
            "stud",
            "three_card_poker",
            "pai_gow",
            "hot_action_blackjack",
        },
        HouseCode.HTP: {
            "holdem",
            "omaha8",
            "stud",
            "stud8",
            "three_card_poker",
            "two_card_poker",
            "florida_holdem",
        },
        HouseCode.LC_LOW: {"holdem", "omaha", "stud"},
        HouseCode.LC_HIGH: {"holdem", "omaha", "stud"},
        HouseCode.PGP: {"holdem", "omaha", "omaha8"},
    }
    for code, games in expected.items():
        assert {g.value for g in profiles[code].games} == games


def test_limit_ladder_lc_p6_splits_lc_at_10_20(profiles: dict[HouseCode, HouseProfile]) -> None:
    """LC-P6: 3-6 and 6-12 are LC low; 10-20 and 20-40 are LC high."""
    low, high = profiles[HouseCode.LC_LOW], profiles[HouseCode.LC_HIGH]
    assert set(low.games[GameId.HOLDEM].limits) == {"3-6", "6-12"}
    assert set(high.games[GameId.HOLDEM].limits) == {"10-20", "20-40"}
    for key in ("3-6", "6-12", "8-16"):
        limit = parse_limit(key, Structure.FIXED)
        assert low.covers(limit) and not high.covers(limit)
    for key in ("10-20", "20-40"):
        limit = parse_limit(key, Structure.FIXED)
        assert high.covers(limit) and not low.covers(limit)


def test_limit_properties_by_structure(table) -> None:
    fixed = table("CG", "omaha8", "4-8").limit
    assert (fixed.small_bet, fixed.big_bet) == (4, 8)
    spread = table("PGP", "holdem", "3-100").limit
    assert (spread.min_bet, spread.max_bet) == (3, 100)
    with pytest.raises(ValueError, match="no small_bet"):
        _ = spread.small_bet


def test_rules_for_unknown_game_and_limit_name_what_exists(profiles) -> None:
    cg = profiles[HouseCode.CG]
    with pytest.raises(UnknownGame, match="unknown game 'razz'"):
        rules_for(cg, "razz", "3-6")
    with pytest.raises(UnknownGame, match="does not spread stud8"):
        rules_for(cg, "stud8", "4-8")
    with pytest.raises(UnknownGame, match=r"no limit '6-12' \(limits: 4-8\)"):
        rules_for(cg, "omaha8", "6-12")


def test_htp_poker_limits_are_left_to_the_room(profiles) -> None:
    """HTP names no limit and no blind amount (Gaps): asking for one says so."""
    htp = profiles[HouseCode.HTP]
    assert htp.games[GameId.HOLDEM].limits_set_by_room
    with pytest.raises(UnknownGame, match="names no limits"):
        rules_for(htp, "holdem", "3-6")


def test_engine_shortcuts_and_require(table) -> None:
    rules = table("LC_HIGH", "holdem", "20-40")
    assert rules.cap == 4
    assert rules.short_all_in == "half_bet"
    assert rules.odd_chip == "first_left_of_button"
    assert require(rules.flop_stakes.chip_unit, "stakes.chip_unit") == 5
    with pytest.raises(RoomSettingMissing, match=r"stakes\.collection: set by the room"):
        require(rules.flop_stakes.collection, "stakes.collection")
    with pytest.raises(TypeError):
        _ = rules.stud_stakes


def test_open_settings_list_every_gap(table) -> None:
    rules = table("LC_LOW", "holdem", "3-6")
    gaps = rules.open_settings()
    assert "stakes.blinds.big_blind" in gaps
    assert "stakes.collection" in gaps
    assert "betting.max_bets_per_round" not in gaps
    for key in gaps:
        section, _, rest = key.partition(".")
        value = getattr(rules, section)
        for part in rest.split("."):
            value = (
                value[next(k for k in value if str(k) == part)]
                if hasattr(value, "keys")
                else getattr(value, part)
            )
        assert isinstance(value, RoomSetting) and not is_set(value)


def test_profiles_are_frozen(table) -> None:
    rules = table("CG", "omaha8", "4-8")
    with pytest.raises(AttributeError):
        rules.betting = None  # type: ignore[misc]
    with pytest.raises(TypeError):
        rules.flop_stakes.blinds["big_blind"] = 5  # type: ignore[index]
