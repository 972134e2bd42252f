"""Build the engine's :class:`GameConfig` from a house profile (``dealer_assist.rules``).

The engine never branches on a house name (ARCHITECTURE property 4): every difference between
houses reaches it through these fields. A value the rulebook leaves to the room must be set by
the room; until it is, the table cannot open and the message names the missing key.
"""

from __future__ import annotations

from typing import Any

from dealer_assist.engine.config import Blind, GameConfig, KillRule, ShortAllIn
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.game_shapes import PROFILE_GAMES, GameShape
from dealer_assist.messages import msg
from dealer_assist.rules import GameRules
from dealer_assist.rules.values import RoomSetting


def _need(value: Any, key: str, rules: GameRules) -> Any:
    if isinstance(value, RoomSetting):
        raise Refusal(
            msg("from_profile.refusal.must_set_room_before_table",
                "{house} {game} {key}: {key2} must be set by the room before this table can "
                "open ({reason})",
                house=rules.house, game=rules.game, key=rules.limit.key, key2=key,
                reason=value.reason)
        )
    return value


def _stud_config(rules: GameRules, shape: GameShape, hi_lo: bool) -> GameConfig:
    """Seven Card Stud and Stud 8 (catalogue 2.2, 3.3; K12, K22)."""
    stakes, stud, betting, showdown = rules.stud_stakes, rules.stud, rules.betting, rules.showdown
    if stakes is None or stud is None:
        raise Refusal(msg("from_profile.refusal.stud_game",
                          "{game_name} is not a stud game",
                          game_name=rules.game_name))
    cap = _need(betting.max_bets_per_round, "betting.max_bets_per_round", rules) if betting \
        else None
    open_pair = _need(stud.open_pair_fourth_street, "stud.open_pair_fourth_street", rules)
    odd = showdown.odd_chip_winner if showdown else None
    bring_in = int(_need(stakes.bring_in_min, "bring_in_min", rules))
    if bring_in < 1:  # K22, CG-STD-04, LC-GL-09: a forced bet, $1 at the least
        raise Refusal(msg("from_profile.refusal.bring_bet_house_must_set",
                          "{game_name}: a bring-in of ${bring_in} is not a bet; the house must "
                          "set a bring-in of at least $1 (K22, CG-STD-04)",
                          game_name=rules.game_name, bring_in=bring_in))
    return GameConfig(
        game=shape.name,
        hi_lo=hi_lo,
        structure="fixed",
        small_bet=rules.limit.low,
        big_bet=rules.limit.high,
        blinds=(),
        ante=int(_need(stakes.ante, "ante", rules)),
        bring_in=bring_in,
        cap_bets=cap if isinstance(cap, int) else None,
        open_pair=str(getattr(open_pair, "value", open_pair)),
        # LC-GL-10: LC burns before every round, 3rd street too; CG-GL-16 only before the later
        # ones; a house that is silent (HTP) burns none there unless the room says so
        burn_before_third=stud.burn_before_third_street is True,
        # fixed-limit stud amounts are set by the limit, ante and bring-in; a common chip the
        # room has not set yet changes none of them (it only checks no-limit sizes, LC-67)
        chip_unit=stakes.chip_unit if isinstance(stakes.chip_unit, int) else 1,
        chip_denominations=_denominations(stakes.chip_denominations),
        odd_chip="highest_card_by_suit" if str(odd) == "highest_card_by_suit"
        else "first_left_of_button",  # LC-27b for the houses that say so
        split_unit=_split_unit(showdown.split_unit if showdown else 1),
        check_raise_allowed=_check_raise_allowed(betting.check_raise_allowed if betting else True),
    )


def config_from_rules(rules: GameRules) -> GameConfig:
    """The engine configuration of one table (house, game, limit): flop games and stud."""
    runs = PROFILE_GAMES.get(str(rules.game))
    if runs is None:
        raise Refusal(msg("from_profile.refusal.flop_stud_game_table_engine",
                          "{game} is not a flop or stud game; this table engine runs Hold'em, "
                          "Omaha and stud",
                          game=rules.game))
    shape, hi_lo = runs
    if shape.is_stud:
        return _stud_config(rules, shape, hi_lo)
    limit = rules.limit
    stakes = rules.flop_stakes
    blinds_rules, betting, showdown = rules.blinds, rules.betting, rules.showdown
    if stakes is None or blinds_rules is None or betting is None or showdown is None:
        raise Refusal(msg("from_profile.refusal.profile_lacks_blinds_betting_showdown",
                          "{house} {game}: the profile lacks blinds, betting or showdown",
                          house=rules.house, game=rules.game))
    structure = str(limit.structure)
    if structure not in ("fixed", "spread", "no_limit"):
        raise Refusal(msg("from_profile.refusal.betting_supported_flop_tables_yet",
                          "{structure} betting is not supported at the flop tables yet",
                          structure=structure))
    posts = sorted(blinds_rules.posts, key=lambda p: p.seat)
    blinds = tuple(
        Blind(str(p.kind), int(_need(stakes.blinds.get(p.kind, 0),
                                     f"blinds.{p.kind}",  # i18n: the profile's field path
                                     rules)))
        for p in posts
    )
    if structure == "fixed":
        small, big = limit.low, limit.high
    else:
        small, big = limit.low, limit.high or 0
    collection = stakes.collection
    time_rate = stakes.time_collection
    time_amount = time_rate if isinstance(time_rate, int) else 0
    collection_amount = 0 if collection is None else int(_need(collection, "collection", rules))
    live = rules.collection.button_collection_live if rules.collection else False
    cap = betting.max_bets_per_round
    kill = None
    if stakes.kill is not None:
        kill_limit = stakes.kill.limit.split("-")
        kill = KillRule(
            stakes.kill.threshold, stakes.kill.blind, int(kill_limit[0]), int(kill_limit[1])
        )
    return GameConfig(
        game=shape.name,
        hi_lo=hi_lo,
        structure=structure,  # type: ignore[arg-type]
        small_bet=small,
        big_bet=big,
        blinds=blinds,
        first_blind_on_button=bool(posts) and posts[0].seat == 0,
        collection=collection_amount,
        time_collection=time_amount,
        collection_live=bool(_need(live, "collection.button_collection_live", rules)),
        cap_bets=None
        if structure == "no_limit"
        else _need(cap, "betting.max_bets_per_round", rules),
        heads_up_uncapped=bool(
            _need(betting.heads_up_uncapped, "betting.heads_up_uncapped", rules)
        ),
        short_all_in=_short_all_in(structure, betting.short_all_in, rules),
        chip_unit=int(_need(stakes.chip_unit, "chip_unit", rules)),
        chip_denominations=_denominations(stakes.chip_denominations),
        split_unit=_split_unit(showdown.split_unit),
        kill=kill,
        check_raise_allowed=_check_raise_allowed(betting.check_raise_allowed),
        chop_allowed=_allowed(blinds_rules.chop_allowed),
        entry_options=_entry_options(rules),
        broke_player=_broke_player(rules),
        make_up_blinds=_allowed(blinds_rules.make_up_blinds),
        missed_blind_collection=_allowed(
            rules.entry.missed_blind_collection_owed if rules.entry else False
        ),
        straddle_allowed=_allowed(
            rules.voluntary_posts.straddle_allowed if rules.voluntary_posts else False
        ),
        play_the_board=_play_the_board(showdown.play_the_board),
        **_seat_dues(rules),
    )


def _play_the_board(value: Any) -> str:
    """K11: how a player shares by playing the board; unset by the room, it is simply allowed
    (a tabled hand is always read with the board, CG-HE-09)."""
    if value is None:
        return "none"
    return "allowed" if isinstance(value, RoomSetting) else str(getattr(value, "value", value))


def _seat_dues(rules: GameRules) -> dict[str, Any]:
    """What a seat may owe between hands (engine/seat_dues.py): LC-41, LC-70, LC-131, and the
    newcomer's passes (LC-39, LC-127), the three-button pick-up (LC-97). A key the room has not
    set leaves the rule off."""
    entry, collection = rules.entry, rules.collection
    pick_up = rules.seating.three_button_pickup if rules.seating else None
    passes = entry.new_player_blind_passes_before_missed if entry else None
    late = entry.late_new_player_options if entry else None
    return {
        "skipped_button_collection": _allowed(
            entry.skipped_button_pays_live_collection if entry else False
        ),
        "short_collection_sits_out": _allowed(
            collection.required_to_be_dealt_in if collection else False
        ),
        "missed_blind_full_collection": _allowed(
            collection.missed_blind_full_game_collection if collection else False
        ),
        "new_player_passes": passes if isinstance(passes, int) else 0,
        "pick_up_after_buttons": pick_up if isinstance(pick_up, int) else None,
        "late_entry_options": tuple(
            dict.fromkeys(_ENTRY_NAMES[str(v)] for v in late if str(v) in _ENTRY_NAMES)
        )
        if isinstance(late, tuple)
        else (),
    }


def _short_all_in(structure: str, value: Any, rules: GameRules) -> ShortAllIn:
    """K05: how an all-in short of a full bet counts (LC-66 action only, LC-126 half bet)."""
    if structure == "no_limit":
        return "no_limit"
    reading = str(_need(value, "betting.short_all_in", rules))
    if reading == "half_bet":
        return "half_bet"
    return "action_only"


_ENTRY_NAMES = {  # the profile's names (K03, K18) -> the engine's entry options
    "deal_in": "deal_now",
    "wait_for_button": "wait_for_big_blind",
    "wait_for_big_blind": "wait_for_big_blind",
    "post_big_blind": "post_big_blind",
    "post_in_front_of_button": "post_in_front_of_button",
    "post_both_blinds": "post_missed_blinds",
    "buy_button": "buy_button",
    "straddle": "straddle",  # LC-47, LC-127 (the table also needs the house's straddle, K26)
}


def _entry_options(rules: GameRules) -> tuple[str, ...]:
    """Entry options the house offers; a house that states none leaves every option open
    (the floor decides)."""
    entry = rules.entry
    if entry is None:
        return ()
    found: list[str] = []
    for value in (entry.new_player_options, entry.missed_blind_options):
        if isinstance(value, RoomSetting):
            return ()
        found += [_ENTRY_NAMES[str(v)] for v in value if str(v) in _ENTRY_NAMES]
    return tuple(dict.fromkeys(found))


def _broke_player(rules: GameRules) -> str:
    value = rules.entry.broke_player if rules.entry else None
    return (
        str(value)
        if value is not None and not isinstance(value, RoomSetting)
        else "owes_missed_blinds"
    )


def _denominations(value: Any) -> tuple[int, ...]:
    """LC-14: the standard chips, or none when the profile does not list them yet."""
    return tuple(value) if isinstance(value, tuple) else ()


def _split_unit(value: Any) -> int:
    """LC-27: the unit a split pot is broken down to; a house that sets none splits in $1."""
    return value if isinstance(value, int) and value > 0 else 1


def _allowed(value: Any) -> bool:
    """A yes/no house rule; one the room has not set yet counts as not allowed."""
    return value is True


def _check_raise_allowed(value: Any) -> bool:
    """LC-55: check-raise is allowed unless a posted notice bars it, so only an explicit
    ``false`` bars it; a value the room has not set yet leaves it allowed."""
    return value is not False
