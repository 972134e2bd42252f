"""Seat priority (LC-88e), seat changes in short games (LC-135, K29), must-move procedure
(LC-137..LC-143), table changes and broken games (LC-90..LC-96, LC-134), breaks (LC-98, LC-99)."""

from __future__ import annotations

import pytest

from dealer_assist.cards import parse_card
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.breaks import (
    Absence,
    BreakKind,
    check_meal_break,
    overdue_minutes,
    repeated_lobbying,
)
from dealer_assist.room_ops.must_move import (
    CalledMove,
    GameKey,
    MainGameEntry,
    Position,
    button_passes,
    called_move_options,
    check_must_move,
    check_relisting,
    keeps_main_game_rights,
    main_game_entry,
    moved_missed_blind_buttons,
)
from dealer_assist.room_ops.refusal import HOUR_MS, MINUTE_MS
from dealer_assist.room_ops.seat_priority import (
    SeatRequest,
    check_seat_change,
    seat_change_allowed,
    seat_priority,
)
from dealer_assist.room_ops.table_changes import (
    BrokenGamePlayer,
    ChangeTiming,
    buttons_carried,
    change_timing,
    check_approved,
    may_offer_cut_for_seats,
    seat_draw_entrants,
)
from dealer_assist.rules.loader import load_profile
from dealer_assist.rules.profile import rules_for

M = MINUTE_MS


def test_lc_88e_first_asked_then_longest_in_the_game_then_a_draw() -> None:
    requests = [SeatRequest("ann", 20, 5), SeatRequest("bob", 10, 50), SeatRequest("cy", 20, 1)]
    assert seat_priority(requests) == ["bob", "cy", "ann"]  # ann and cy tie: cy played longer
    unknown = [SeatRequest("ann", None, 5), SeatRequest("bob", None, 3)]
    assert seat_priority(unknown) == ["bob", "ann"]
    tied = [SeatRequest("ann", None, None), SeatRequest("bob", None, None)]
    with pytest.raises(RoomRefusal, match=r"draw cards.*LC-88e"):
        seat_priority(tied)
    draws = {"ann": parse_card("Kd"), "bob": parse_card("Kh")}
    assert seat_priority(tied, draws) == ["bob", "ann"]  # LC-28: hearts over diamonds


def test_lc_135_lc_high_allows_seat_changes_only_under_five_players() -> None:
    only_below = rules_for(load_profile("LC_HIGH"), "holdem", "20-40").seating
    assert only_below is not None
    limit = only_below.seat_changes_only_below_players
    assert isinstance(limit, int) and limit == 5
    assert seat_change_allowed(4, limit) and not seat_change_allowed(5, limit)
    with pytest.raises(RoomRefusal, match=r"fewer than 5 players; the game has 7.*LC-135"):
        check_seat_change(7, limit)
    assert seat_change_allowed(9, None)  # a house without the rule


def test_lc_137_a_must_move_protects_a_running_game_of_the_same_type_and_limit() -> None:
    running = [GameKey("holdem", "20-40")]
    check_must_move(running, GameKey("holdem", "20-40"))
    with pytest.raises(RoomRefusal, match="LC-137"):
        check_must_move(running, GameKey("holdem", "10-20"))
    with pytest.raises(RoomRefusal, match="LC-137"):
        check_must_move(running, GameKey("omaha", "20-40"))


def test_lc_139_called_players_move_now_or_take_an_exception() -> None:
    assert called_move_options(Position.OTHER) == [CalledMove.MOVE_NOW,
                                                   CalledMove.PLAY_TO_BIG_BLIND_AND_QUIT]
    for seat in (Position.SMALL_BLIND, Position.BIG_BLIND, Position.BUTTON):  # LC-139b
        assert CalledMove.FINISH_BLINDS_AND_BUTTON in called_move_options(seat)


def test_lc_139a_who_quit_instead_of_moving_signs_up_again_after_an_hour() -> None:
    with pytest.raises(RoomRefusal, match=r"sign up again in 1 minutes.*LC-139a"):
        check_relisting(0, HOUR_MS - 1)
    check_relisting(0, HOUR_MS)


def test_lc_140_entry_into_the_main_game_by_button_passes() -> None:
    assert main_game_entry(0) == [MainGameEntry.TAKE_HAND_NOW,
                                  MainGameEntry.BEHIND_BUTTON_NO_POST]
    assert main_game_entry(1) == [MainGameEntry.BEHIND_BUTTON_NO_POST]
    assert main_game_entry(2) == [MainGameEntry.MISSED_BLINDS]


def test_lc_141_rights_kept_without_playing_only_while_the_must_move_is_short() -> None:
    assert keeps_main_game_rights(4, playing=False)
    assert not keeps_main_game_rights(5, playing=False)
    assert keeps_main_game_rights(8, playing=True)


def test_lc_142_missed_blind_buttons_stay_behind() -> None:
    assert moved_missed_blind_buttons(2) == 0


def test_lc_95_a_table_change_waits_for_the_floor() -> None:
    with pytest.raises(RoomRefusal, match="LC-95"):
        check_approved(None)
    check_approved("F-1")


def test_lc_96_and_lc_134_when_the_moved_player_leaves() -> None:
    lc_high = dict(immediate=True, other_limit_plays_to_big_blind=True)
    lc_low = dict(immediate=True, other_limit_plays_to_big_blind=False)
    assert change_timing(Position.OTHER, to_other_limit=False, **lc_low) is ChangeTiming.NOW
    assert (change_timing(Position.SMALL_BLIND, to_other_limit=False, **lc_low)
            is ChangeTiming.AFTER_BLINDS_AND_BUTTON)
    assert (change_timing(Position.OTHER, to_other_limit=True, **lc_high)
            is ChangeTiming.AFTER_BIG_BLIND)  # LC-134: 20-40 to 10-20 plays to his BB
    assert change_timing(Position.OTHER, to_other_limit=False, **lc_high) is ChangeTiming.NOW


def test_lc_94a_and_lc_93_who_draws_when_a_game_breaks_short_of_seats() -> None:
    players = [BrokenGamePlayer("ann"), BrokenGamePlayer("bob", present=False),
               BrokenGamePlayer("cy", present=False, missed_blind_buttons=1),
               BrokenGamePlayer("dee", present=False, hold_button=True),
               BrokenGamePlayer("ed", broke_the_game=True)]
    assert seat_draw_entrants(players, game_size=6) == (["ann"], ["bob"])
    # in a game under five, a refusal to post does not cost the draw (LC-93 is for 5+)
    assert seat_draw_entrants(players, game_size=4) == (["ann", "ed"], ["bob"])


def test_lc_94b_lobbying_players_buttons_go_with_them_when_seats_suffice() -> None:
    away = BrokenGamePlayer("cy", present=False, missed_blind_buttons=2)
    assert buttons_carried(away, enough_seats=True) == 2
    assert buttons_carried(away, enough_seats=False) == 0


def test_lc_92_a_short_game_may_cut_for_the_lower_games_seats() -> None:
    assert may_offer_cut_for_seats(4) and not may_offer_cut_for_seats(5)


def test_lc_99_one_stud_meal_break_per_four_hours_after_telling_the_floor() -> None:
    four_hours = 4 * HOUR_MS
    check_meal_break(True, 0, None, four_hours, floor_told=True)
    with pytest.raises(RoomRefusal, match=r"next in 10 minutes.*LC-99"):
        check_meal_break(True, 0, None, four_hours - 10 * M, floor_told=True)
    with pytest.raises(RoomRefusal, match="tells the floor"):
        check_meal_break(True, 0, None, four_hours, floor_told=False)
    with pytest.raises(RoomRefusal, match="LC-97"):
        check_meal_break(False, 0, None, four_hours, floor_told=True)
    check_meal_break(True, 0, four_hours, 2 * four_hours, floor_told=True)  # since the last


def test_lc_99_stud_absences_over_their_limit() -> None:
    other = Absence("ann", BreakKind.OTHER, 0)
    assert overdue_minutes(other, True, 15 * M) == 0
    assert overdue_minutes(other, True, 16 * M) == 1
    meal = Absence("ann", BreakKind.MEAL, 0)
    assert overdue_minutes(meal, True, 30 * M) == 0 and overdue_minutes(meal, True, 31 * M) == 1
    assert overdue_minutes(other, False, 90 * M) == 0  # hold'em: the three-button rule


def test_lc_98_repeated_lobbying_prompts_by_the_rooms_measure() -> None:
    absences = [0, 10 * M, 25 * M, 50 * M]
    assert repeated_lobbying(absences, 55 * M, count=4, window_ms=HOUR_MS)
    assert not repeated_lobbying(absences, 75 * M, count=4, window_ms=HOUR_MS)
    with pytest.raises(RoomRefusal, match="LC-98"):
        repeated_lobbying(absences, 0, count=0, window_ms=HOUR_MS)


def test_lc_140_the_button_passes_a_seat_when_it_moves_to_or_over_it() -> None:
    """Seat 4 of 9: 2 -> 3 does not reach him; 3 -> 5 goes over him (one pass); a button that
    jumps round from 8 to 5 goes over him again; no move, no pass."""
    assert button_passes(4, [2, 3], 9) == 0
    assert button_passes(4, [2, 3, 5], 9) == 1
    assert button_passes(4, [2, 3, 5, 8, 5], 9) == 2
    assert button_passes(4, [3, 3, 3], 9) == 0
    assert button_passes(4, [3, 4], 9) == 1  # it came to his seat
    assert button_passes(1, [9, 1], 9) == 1  # round the end of the table
    assert main_game_entry(button_passes(4, [2, 3, 5, 8, 5], 9)) == [
        MainGameEntry.MISSED_BLINDS]
