"""The sign-up board (LC-87, LC-136, LC-138)."""

from __future__ import annotations

import pytest

from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.refusal import MINUTE_MS
from dealer_assist.room_ops.sign_up import WaitingList, new_game_seating

M = MINUTE_MS


def board() -> WaitingList:
    return (WaitingList("holdem 20-40").add("ann", 0).add("bob", 1 * M, call_in=True)
            .add("cy", 2 * M))


def test_lc_136_a_call_in_is_listed_and_comes_off_after_an_hour_unarrived() -> None:
    listed = board()
    assert listed.order == ["ann", "bob", "cy"]
    kept, gone = listed.expired(60 * M)  # bob called at 0:01: still 59 minutes in
    assert gone == [] and kept.order == ["ann", "bob", "cy"]
    kept, gone = listed.expired(61 * M)
    assert gone == ["bob"] and kept.order == ["ann", "cy"]


def test_lc_136_a_call_in_who_arrived_stays_however_long_he_waits() -> None:
    kept, gone = board().arrived("bob").expired(5 * 60 * M)
    assert gone == [] and "bob" in kept.order


def test_lc_136_called_in_the_hour_and_not_answering_rolls_to_the_bottom() -> None:
    listed = board().call("bob", 30 * M).no_answer("bob", 32 * M)
    assert listed.order == ["ann", "cy", "bob"]


def test_lc_136_a_walk_in_who_does_not_answer_is_the_floors_call() -> None:
    with pytest.raises(RoomRefusal, match="walk-in"):
        board().call("ann", 5 * M).no_answer("ann", 6 * M)
    assert board().remove("ann").order == ["bob", "cy"]


def test_lc_136_a_call_in_over_his_hour_cannot_be_called_or_seated_before_reporting() -> None:
    with pytest.raises(RoomRefusal, match=r"off the list.*LC-136"):
        board().call("bob", 90 * M)
    with pytest.raises(RoomRefusal, match="reported to the floor"):
        board().seat("bob")
    assert board().arrived("bob").seat("bob").order == ["ann", "cy"]


def test_a_name_is_listed_once_and_never_empty() -> None:
    with pytest.raises(RoomRefusal, match="already on"):
        board().add("ann", 9 * M)
    with pytest.raises(RoomRefusal, match="name is needed"):
        board().add("  ", 9 * M)


def test_lc_87_a_new_game_seats_its_list_first_skipping_call_ins_not_here() -> None:
    seated, left = new_game_seating(board().add("dee", 3 * M), seats=2, at_ms=10 * M)
    assert seated == ["ann", "cy"] and left.order == ["bob", "dee"]


def test_lc_138_the_must_move_list_keeps_the_waiting_lists_order() -> None:
    listed = board()
    must_move = listed.must_move_list("holdem 20-40 must-move")
    assert must_move.order == listed.order and must_move.game.endswith("must-move")
