"""The room's board folded from operations: waiting lists, call-ins, seat changes and must-move
games (LC-87, LC-136, LC-88e, LC-135, LC-137..LC-145, LC-131), each rule through the board."""

from __future__ import annotations

from board_helpers import HE6, HE20, HE40, Room

from dealer_assist.room_ops.board import fold
from dealer_assist.room_ops.house import house_rules
from dealer_assist.room_ops.must_move import GameKey


def test_lc_87_one_list_per_game_and_limit_called_and_seated_in_order() -> None:
    room = Room()
    room.do("table_opened", table="T1", **HE40)
    for p in ("ann", "bob"):
        room.do("listed", player=p, call_in=False, **HE40)
    room.do("listed", player="cy", call_in=False, **HE20)
    assert room.board.waiting(GameKey("holdem", "20-40")).order == ["ann", "bob"]
    assert room.board.waiting(GameKey("holdem", "10-20")).order == ["cy"]
    room.refused("already on the holdem 20-40 list", "listed", player="ann", call_in=False,
                 **HE40)
    room.refused("deals holdem 20-40, not holdem 10-20", "called", player="cy", table="T1",
                 **HE20)
    assert "called to T1" in room.do("called", 1, player="ann", table="T1", **HE40)
    room.do("seated", 2, player="ann", table="T1", **HE40)
    assert room.board.waiting(GameKey("holdem", "20-40")).order == ["bob"]
    assert room.board.seated_at["ann"] == "T1"


def test_lc_87_a_new_game_seats_its_list_first_call_ins_once_here() -> None:
    room = Room()
    room.do("listed", 0, player="ann", call_in=True, **HE40)
    room.do("listed", 1, player="bob", call_in=False, **HE40)
    room.do("listed", 2, player="cy", call_in=False, **HE20)
    text = room.do("table_opened", 3, table="T1", **HE40)
    assert text.endswith("seat its list first: bob (LC-87)")  # ann has not come yet
    room.do("arrived", 4, player="ann", **HE40)
    assert "ann, bob (LC-87)" in room.do("table_opened", 5, table="T2", **HE40)


def test_lc_136_call_ins_report_roll_to_the_bottom_and_expire_after_the_hour() -> None:
    room = Room()
    room.do("table_opened", table="T1", **HE40)
    room.do("listed", 0, player="ann", call_in=True, **HE40)
    room.do("listed", 1, player="bob", call_in=False, **HE40)
    room.do("called", 30, player="ann", table="T1", **HE40)
    assert "bottom" in room.do("no_answer", 32, player="ann", **HE40)
    assert room.board.waiting(GameKey("holdem", "20-40")).order == ["bob", "ann"]
    room.refused("bob has not been called", "no_answer", 33, player="bob", **HE40)
    room.do("called", 34, player="bob", table="T1", **HE40)
    room.refused(r"walk-in.*LC-136", "no_answer", 35, player="bob", **HE40)
    room.refused(r"not reported.*LC-136", "seated", 40, player="ann", table="T1", **HE40)
    assert [p.rule_ids for p in room.prompts(59)] == []
    gone = room.prompts(60)
    assert [(p.player, p.rule_ids) for p in gone] == [("ann", ("LC-136",))]
    room.refused(r"off the list.*LC-136", "called", 61, player="ann", table="T1", **HE40)
    room.do("arrived", 50, player="ann", **HE40)  # before the hour: a walk-in from now on
    assert room.prompts(200) == []
    room.do("seated", 51, player="ann", table="T1", **HE40)


def test_lc_88e_seat_change_goes_to_who_asked_first_then_longest_in_the_game() -> None:
    room = Room()
    room.open("T1", HE6, "ann", minute=0)
    room.open("T2", HE6, "bob", minute=30)
    room.do("seat_change_asked", 40, table="T1", player="bob")
    room.do("seat_change_asked", 41, table="T1", player="ann")
    room.refused(r"bob comes first.*LC-88e", "seat_change_given", 42, table="T1",
                 player="ann", players=6)
    room.refused("already asked", "seat_change_asked", 43, table="T1", player="bob")
    assert "LC-88e" in room.do("seat_change_given", 44, table="T1", player="bob", players=6)
    room.do("seat_change_given", 45, table="T1", player="ann", players=6)
    room.refused("has not asked", "seat_change_given", 46, table="T1", player="ann", players=6)


def test_lc_88e_asked_at_the_same_moment_the_longer_seated_player_first() -> None:
    room = Room()
    room.open("T1", HE6, "ann", minute=0)
    room.open("T2", HE6, "bob", minute=30)  # bob sat later
    room.do("seat_change_asked", 40, table="T1", player="bob")
    room.do("seat_change_asked", 40, table="T1", player="ann")
    room.refused(r"ann comes first", "seat_change_given", 41, table="T1", player="bob",
                 players=6)


def test_lc_135_at_lc_high_seat_changes_only_under_five_players() -> None:
    room = Room()
    room.open("T1", HE40, "ann")
    room.do("seat_change_asked", 1, table="T1", player="ann")
    room.refused(r"fewer than 5 players; the game has 5.*LC-135", "seat_change_given", 2,
                 table="T1", player="ann", players=5)
    room.do("seat_change_given", 3, table="T1", player="ann", players=4)
    low = Room()  # LC low: no such limit (K29)
    low.open("T2", HE6, "bob")
    low.do("seat_change_asked", 1, table="T2", player="bob")
    low.do("seat_change_given", 2, table="T2", player="bob", players=9)


def test_lc_25_a_seat_handed_to_another_person_is_the_floors_to_approve() -> None:
    room = Room()
    room.open("T1", HE6, "ann")
    room.open("T2", HE6, "bob")
    room.refused(r"cy is not seated at T1.*LC-25", "seat_transferred", 1, table="T1",
                 player="cy", to_player="dee")
    room.refused(r"bob is already seated at T2.*LC-25", "seat_transferred", 1, table="T1",
                 player="ann", to_player="bob")
    text = room.do("seat_transferred", 2, table="T1", player="ann", to_player="dee")
    assert text == "maria approves ann handing his seat at T1 to dee (LC-25)"
    assert room.board.seated_at == {"dee": "T1", "bob": "T2"}


def must_move_room() -> Room:
    """T1 the main 20-40 game, T2 its must-move; the list ann, bob, cy, dee (LC-138)."""
    room = Room()
    room.do("table_opened", table="T1", **HE40)
    for p in ("ann", "bob", "cy", "dee"):
        room.do("listed", player=p, call_in=False, **HE40)
    room.do("table_opened", 5, table="T2", **HE40)
    room.do("must_move_declared", 5, main_table="T1", must_move_table="T2", **HE40)
    for p in ("bob", "ann", "cy"):  # seated in any order: the list keeps its own (LC-138)
        room.do("seated", 6, player=p, table="T2", **HE40)
    return room


def test_lc_137_a_must_move_needs_a_running_main_game_of_the_same_type_and_limit() -> None:
    room = Room()
    room.do("table_opened", table="T1", **HE20)
    room.do("table_opened", table="T2", **HE40)
    room.refused(r"no holdem 20-40 game is running.*LC-137", "must_move_declared",
                 main_table="T1", must_move_table="T2", **HE40)
    room.refused("two tables", "must_move_declared", main_table="T2", must_move_table="T2",
                 **HE40)
    room.do("table_opened", table="T3", **HE40)
    assert "LC-137" in room.do("must_move_declared", main_table="T3", must_move_table="T2",
                               **HE40)
    room.refused("already has a must-move", "must_move_declared", main_table="T3",
                 must_move_table="T2", **HE40)


def test_lc_138_must_move_players_keep_their_place_in_the_lists_order() -> None:
    room = must_move_room()
    assert room.board.waiting(GameKey("holdem", "20-40")).order == ["ann", "bob", "cy", "dee"]
    assert room.board.must_moves[GameKey("holdem", "20-40")].playing == {"ann", "bob", "cy"}


def test_lc_139_called_in_list_order_with_choices_by_position() -> None:
    room = must_move_room()
    room.refused(r"ann is ahead of bob.*LC-138", "must_move_called", 10, player="bob",
                 position="other", **HE40)
    room.refused("not playing in the must-move game", "must_move_called", 10, player="dee",
                 position="other", **HE40)
    text = room.do("must_move_called", 10, player="ann", position="other", **HE40)
    assert "move now" in text and "finish the blinds" not in text and "LC-139" in text
    refused = room.refused(r"LC-139b", "must_move_answer", 11, player="ann",
                           choice="finish_blinds_and_button", **HE40)
    assert str(refused) == ("ann may move now / play to his big blind and quit, not finish the "
                            "blinds and the button (LC-139, LC-139b)")


def test_lc_139b_in_the_blinds_he_may_finish_the_blinds_and_button() -> None:
    room = must_move_room()
    room.do("must_move_called", 10, player="ann", position="big_blind", **HE40)
    assert "moves to T1" in room.do("must_move_answer", 11, player="ann",
                                    choice="finish_blinds_and_button", **HE40)


def test_lc_139a_who_quits_instead_lists_again_only_after_an_hour() -> None:
    room = must_move_room()
    room.do("must_move_called", 10, player="ann", position="other", **HE40)
    assert "LC-139a" in room.do("must_move_answer", 11, player="ann",
                                choice="play_to_big_blind_and_quit", **HE40)
    assert room.board.waiting(GameKey("holdem", "20-40")).order == ["bob", "cy", "dee"]
    room.refused(r"in 1 minutes.*LC-139a", "listed", 70, player="ann", call_in=False, **HE40)
    room.do("listed", 71, player="ann", call_in=False, **HE40)
    assert room.board.waiting(GameKey("holdem", "20-40")).order[-1] == "ann"


def test_lc_140_lc_142_lc_143_the_called_player_moves_with_the_minimum_no_buttons() -> None:
    room = must_move_room()
    room.do("missed_button", 7, table="T2", seat=3, player="ann")
    room.refused(r"not been called.*LC-139", "moved", 9, player="ann", from_table="T2",
                 to_table="T1", reason="must_move", stack=900, amount=200)
    room.do("must_move_called", 10, player="ann", position="other", **HE40)
    room.do("must_move_answer", 10, player="ann", choice="move_now", **HE40)
    room.refused(r"at least the \$200 minimum.*LC-143", "moved", 11, player="ann",
                 from_table="T2", to_table="T1", reason="must_move", stack=900, amount=150)
    text = room.do("moved", 11, player="ann", from_table="T2", to_table="T1",
                   reason="must_move", stack=900, amount=200)
    assert "1 missed-blind button(s) stay behind, 0 follow (LC-142)" in text
    assert "LC-140" in text and "LC-143" in text
    assert room.board.buttons == {}
    assert room.board.seated_at["ann"] == "T1"
    assert room.board.waiting(GameKey("holdem", "20-40")).order == ["bob", "cy", "dee"]
    room.do("must_move_called", 12, player="bob", position="other", **HE40)
    room.do("must_move_answer", 12, player="bob", choice="move_now", **HE40)
    room.refused(r"under the minimum, he brings all of it.*LC-143", "moved", 13,
                 player="bob", from_table="T2", to_table="T1", reason="must_move", stack=150,
                 amount=100)
    room.do("moved", 13, player="bob", from_table="T2", to_table="T1", reason="must_move",
            stack=150, amount=150)


def test_lc_141_lc_145_a_short_must_move_keeps_rights_and_calls_the_floor() -> None:
    room = must_move_room()
    assert "LC-141" not in room.do("must_move_players", 20, players=5, **HE40)
    assert room.prompts(20) == []
    assert "LC-141" in room.do("must_move_players", 21, players=4, **HE40)
    assert [p.rule_ids for p in room.prompts(21)] == [("LC-145", "LC-141")]


def test_lc_131_the_main_game_counts_as_full_for_the_three_button_pick_up() -> None:
    room = must_move_room()
    room.do("table_opened", 1, table="T9", **HE20)
    for table in ("T1", "T9"):
        for _ in range(3):
            room.do("missed_button", 30, table=table, seat=4, player="eve")
    prompts = {p.where: p for p in room.prompts(31)}
    assert "LC-131" in prompts["T1"].rule_ids and "counts as full" in prompts["T1"].text
    assert "LC-131" not in prompts["T9"].rule_ids and "if the game is full" in prompts["T9"].text


def test_the_fold_of_the_same_operations_is_the_same_board() -> None:
    room = must_move_room()
    again = fold(room.ops, house_rules("LC_LOW", "LC_HIGH"))
    assert again.lists == room.board.lists and again.must_moves == room.board.must_moves
    assert [e.text for e in again.history] == [e.text for e in room.board.history]
