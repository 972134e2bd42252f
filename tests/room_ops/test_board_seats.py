"""The room's board: table changes and broken games, moves with their stack, buy-ins across
tables, breaks and seat buttons (LC-95, LC-96, LC-134, LC-92..94, LC-38, LC-91, LC-35, LC-36,
LC-P1, LC-97..99, LC-GL-33), each rule through the board's operations."""

from __future__ import annotations

from board_helpers import HE6, HE12, HE20, HE40, STUD40, Room
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.board import Board, fold
from dealer_assist.room_ops.board_seats import tables_for_broken_game_player
from dealer_assist.room_ops.board_state import Entry
from dealer_assist.room_ops.house import house_rules
from dealer_assist.room_ops.operation import KINDS, Operation
from dealer_assist.room_ops.prompts import LobbyMeasure


def two_tables(first: dict[str, str], second: dict[str, str]) -> Room:
    room = Room()
    room.open("T1", first, "ann")
    room.do("table_opened", table="T2", **second)
    return room


def approved(first: dict[str, str], second: dict[str, str], position: str = "other"
             ) -> tuple[Room, str]:
    """ann at T1 asks to move to T2 from ``position``; the floor approves: the approval's text."""
    room = two_tables(first, second)
    room.do("table_change_asked", 1, player="ann", from_table="T1", to_table="T2",
            position=position)
    return room, room.do("table_change_approved", 2, player="ann")


def test_lc_95_a_table_change_waits_for_the_floors_approval() -> None:
    room = two_tables(HE6, HE6)
    room.refused(r"not asked.*LC-95", "table_change_approved", 1, player="ann")
    assert "LC-95" in room.do("table_change_asked", 1, player="ann", from_table="T1",
                              to_table="T2", position="other")
    room.refused(r"not been approved.*LC-95", "moved", 2, player="ann", from_table="T1",
                 to_table="T2", reason="voluntary", stack=100, amount=100)
    assert "maria approves" in room.do("table_change_approved", 3, player="ann")
    room.do("moved", 4, player="ann", from_table="T1", to_table="T2", reason="voluntary",
            stack=100, amount=100)
    assert room.board.seated_at["ann"] == "T2" and "ann" not in room.board.changes


def test_lc_96_a_change_is_at_once_and_the_blinds_finish_blinds_and_button() -> None:
    for position, words in (("other", "dealt out now (LC-96)"),
                            ("small_blind", "finishes the blinds and the button first (LC-96)"),
                            ("button", "finishes the blinds and the button first (LC-96)")):
        assert words in approved(HE6, HE6, position)[1]
    assert "LC-96" in approved(HE12, HE6)[1]  # LC low: another limit is still at once (K28)


def test_lc_134_at_lc_high_a_change_of_limit_plays_to_the_big_blind_first() -> None:
    assert "LC-134" in approved(HE40, HE20)[1]
    assert "LC-96" in approved(HE40, HE40)[1]


def test_lc_38_a_voluntary_change_needs_the_minimum_a_forced_one_keeps_the_stack() -> None:
    room, _ = approved(HE12, HE12)
    room.refused(r"by choice buys in for at least \$60.*LC-38", "moved", 3, player="ann",
                 from_table="T1", to_table="T2", reason="voluntary", stack=80, amount=50)
    room.refused(r"has not broken.*LC-38", "moved", 3, player="ann", from_table="T1",
                 to_table="T2", reason="broken_game", stack=50, amount=50)
    room.do("game_broken", 4, table="T1", players=[{"player": "ann"}], open_seats=3)
    assert "LC-38" in room.do("moved", 5, player="ann", from_table="T1", to_table="T2",
                              reason="broken_game", stack=50, amount=50)
    room.refused(r"holds \$50.*LC-38", "moved", 5, player="ann", from_table="T1",
                 to_table="T2", reason="broken_game", stack=50, amount=80)


def test_lc_38_a_broken_games_player_is_offered_his_games_tables_his_limit_first() -> None:
    """The station's one-touch tables for a broken game's player: of his game only, his own
    limit first (LC-38: he keeps his stack at an equal limit), never his own table, at most
    three; a player whose game has not broken is offered none."""
    room = two_tables(HE12, HE20)
    for table, game in (("T3", HE12), ("T4", HE6), ("T5", STUD40), ("T6", HE40)):
        room.do("table_opened", table=table, **game)
    board = room.board
    assert tables_for_broken_game_player(board, "ann") == []
    room.do("game_broken", 1, table="T1", players=[{"player": "ann"}], open_seats=2)
    board = room.board
    assert tables_for_broken_game_player(board, "ann") == ["T3", "T2", "T4"]
    assert tables_for_broken_game_player(board, "ann", most=5) == ["T3", "T2", "T4", "T6"]
    assert tables_for_broken_game_player(board, "bob") == []


def test_lc_89_a_broken_games_player_enters_short_only_at_an_equal_or_lower_limit() -> None:
    room = two_tables(HE12, HE20)
    room.do("table_opened", table="T3", **HE6)
    room.do("game_broken", 1, table="T1", players=[{"player": "ann"}], open_seats=2)
    room.refused(r"equal or lower limit.*LC-89", "moved", 2, player="ann", from_table="T1",
                 to_table="T2", reason="broken_game", stack=50, amount=50,
                 seat_at_same_limit=False)
    room.do("moved", 3, player="ann", from_table="T1", to_table="T3", reason="broken_game",
            stack=50, amount=50, seat_at_same_limit=False)


def test_lc_94a_lc_93_lc_28_a_game_short_of_seats_draws_and_the_floor_draws_for_some() -> None:
    room = two_tables(HE6, HE6)
    players = [{"player": "ann"}, {"player": "bob"},
               {"player": "cy", "present": False},  # no buttons: the floor draws for him
               {"player": "dee", "present": False, "missed_buttons": 1},  # no draw
               {"player": "ed", "present": False, "hold_button": True},  # no draw
               {"player": "flo", "broke_the_game": True}]  # refused to post in a 6 game
    text = room.do("game_broken", 1, table="T1", players=players, open_seats=2)
    assert "draw ann, bob; the floor draws for cy; no draw for dee, ed, flo" in text
    room.refused(r"draw is for ann, bob, cy.*LC-94a", "seat_draw", 2, table="T1",
                 draws={"ann": "Kh", "bob": "Kd"})
    room.refused(r"drawn twice.*LC-28", "seat_draw", 2, table="T1",
                 draws={"ann": "Kh", "bob": "Kh", "cy": "2c"})
    room.refused(r"LC-28", "seat_draw", 2, table="T1",
                 draws={"ann": "Kh", "bob": "XX", "cy": "2c"})
    assert "seats go to cy, ann" in room.do("seat_draw", 3, table="T1",
                                             draws={"ann": "Kh", "bob": "Kd", "cy": "Ks"})
    assert room.board.broken["T1"].seats_to == ("cy", "ann")  # K♠ over K♥ over K♦


def test_lc_94b_with_seats_enough_lobbying_players_buttons_go_along() -> None:
    room = two_tables(HE6, HE6)
    text = room.do("game_broken", 1, table="T1", open_seats=5, players=[
        {"player": "ann"}, {"player": "dee", "present": False, "missed_buttons": 2}])
    assert "go along (dee 2) (LC-94b)" in text
    room.refused("no seat draw", "seat_draw", 2, table="T1", draws={"ann": "As"})


def test_lc_91_back_within_the_hour_at_another_table_with_at_least_what_he_took() -> None:
    room = two_tables(HE40, HE40)
    room.do("table_opened", table="T3", **HE20)
    room.do("left_table", 0, table="T1", player="ann", chips=300)
    room.refused(r"left 40 minutes ago with \$300.*LC-91", "buy_in", 40, table="T2",
                 player="ann", amount=250, declared=True)
    assert "left T1 with $300" in room.do("buy_in", 41, table="T2", player="ann", amount=300,
                                          declared=True)
    other = two_tables(HE40, HE40)
    other.do("table_opened", table="T3", **HE20)
    other.do("left_table", 0, table="T1", player="ann", chips=300)
    other.do("buy_in", 10, table="T3", player="ann", amount=100, declared=True)  # other game
    later = two_tables(HE40, HE40)
    later.do("left_table", 0, table="T1", player="ann", chips=300)
    later.refused("LC-91", "buy_in", 59.99, table="T2", player="ann", amount=200,
                  declared=True)
    later.do("buy_in", 60, table="T2", player="ann", amount=200, declared=True)


def test_lc_35_lc_36_lc_26d_buy_ins_by_player_and_game() -> None:
    room = two_tables(HE40, HE20)
    assert "full" in room.do("buy_in", 1, table="T2", player="bob", amount=100,
                             declared=True)  # T2 is 10-20: $100 is full there
    room.refused(r"at least \$200.*LC-35", "buy_in", 1, table="T1", player="bob", amount=150,
                 declared=True)
    room.do("buy_in", 2, table="T1", player="bob", amount=200, declared=True)
    assert "short" in room.do("buy_in", 3, table="T1", player="bob", amount=60, declared=True)
    room.refused(r"after a short one.*LC-36", "buy_in", 4, table="T1", player="bob",
                 amount=60, declared=True)
    assert "$200 plays" in room.do("buy_in", 5, table="T1", player="cy", amount=500,
                                   declared=False)  # LC-26d


def test_lc_p1_the_floor_overrides_a_refused_buy_in_with_a_reason() -> None:
    room = two_tables(HE40, HE40)
    text = room.do("buy_in", 1, table="T1", player="bob", amount=100, declared=True,
                   override="regular player, manager agreed")
    assert "LC-P1" in text and "LC-35" in text


def test_lc_99_a_stud_meal_break_every_four_hours_and_the_15_minute_limit() -> None:
    room = Room()
    room.open("S1", STUD40, "ann", minute=0)
    room.refused(r"tells the floor.*LC-99", "away", 240, table="S1", seat=1, player="ann",
                 floor_told=False, **{"break": "meal"})
    room.refused(r"next in 10 minutes.*LC-99", "away", 230, table="S1", seat=1, player="ann",
                 floor_told=True, **{"break": "meal"})
    assert "30 minutes, LC-99" in room.do("away", 240, table="S1", seat=1, player="ann",
                                         floor_told=True, **{"break": "meal"})
    assert room.prompts(270) == []
    assert [p.rule_ids for p in room.prompts(270.5)] == [("LC-99",)]
    room.do("back", 275, player="ann")
    room.refused(r"LC-99", "away", 300, table="S1", seat=1, player="ann", floor_told=True,
                 **{"break": "meal"})  # the next meal four hours after the last one
    room.do("away", 300, table="S1", seat=1, player="ann", floor_told=False,
            **{"break": "other"})
    assert room.prompts(315) == []
    assert "1 min over the 15-minute" in room.prompts(315.5)[0].text


def test_lc_99_is_a_stud_rule_hold_em_absences_follow_lc_97() -> None:
    room = Room()
    room.open("T1", HE6, "ann")
    room.refused(r"stud rule.*LC-99, LC-97", "away", 300, table="T1", seat=1, player="ann",
                 floor_told=True, **{"break": "meal"})
    assert "LC-97" in room.do("away", 1, table="T1", seat=1, player="ann", floor_told=False,
                              **{"break": "other"})
    assert room.prompts(100) == []


def test_lc_98_repeated_lobbying_prompts_by_the_rooms_measure() -> None:
    room = Room()
    room.open("T1", HE6, "ann")
    room.absences(0, 10, 20, 30)
    measure = LobbyMeasure(count=4, window_ms=60 * 60_000)
    assert [p.rule_ids for p in room.prompts(31, measure)] == [("LC-98",)]
    assert room.prompts(31, LobbyMeasure(count=5, window_ms=60 * 60_000)) == []


def test_lc_gl_33_hold_buttons_never_count_toward_the_three_buttons() -> None:
    room = Room()
    room.open("T1", HE6, "ann")
    room.do("hold_button", 1, table="T1", seat=4, player="ann", on=True)
    room.do("missed_button", 2, table="T1", seat=4, player="ann")
    room.do("missed_button", 3, table="T1", seat=4, player="ann")
    assert room.prompts(4) == []  # 2 missed + a hold button is 2 (LC-GL-33)
    room.do("missed_button", 5, table="T1", seat=4, player="ann")
    assert [p.rule_ids for p in room.prompts(6)] == [("LC-97", "LC-GL-33")]
    room.do("chips_picked_up", 7, table="T1", seat=4, player="ann")
    assert room.prompts(8) == [] and "ann" not in room.board.seated_at


def test_a_refused_event_already_in_the_room_is_kept_as_a_problem_and_skipped() -> None:
    ops = [Operation(1, 1, "maria", "listed", {"game": "holdem", "limit": "3-6",
                                                "player": "ann", "call_in": False}),
           Operation(2, 2, "maria", "listed", {"game": "holdem", "limit": "3-6",
                                                "player": "ann", "call_in": False}),
           Operation(3, 3, "maria", "no_such_thing", {}),
           Operation(4, 4, "maria", "listed", {"game": "holdem", "limit": "3-6",
                                                "player": "bob", "call_in": "yes"})]
    board = fold(ops, house_rules("LC_LOW"))
    assert [(p.seq, p.kind) for p in board.problems] == [(2, "listed"), (3, "no_such_thing"),
                                                         (4, "listed")]
    assert "'call_in' must be true or false" in board.problems[2].text
    assert [e.seq for e in board.history] == [1]


_names = st.sampled_from(["ann", "bob", "cy"])
_tables = st.sampled_from(["T1", "T2"])
_bodies = st.fixed_dictionaries({
    "game": st.sampled_from(["holdem", "stud", "baccarat"]),
    "limit": st.sampled_from(["3-6", "6-12", "20-40", "7-14"]), "player": _names,
    "table": _tables, "call_in": st.booleans(), "reason": st.just("left"),
    "players": st.integers(0, 10), "position": st.sampled_from(["other", "button", "x"]),
    "main_table": _tables, "must_move_table": _tables, "choice": st.just("move_now"),
    "from_table": _tables, "to_table": _tables, "stack": st.integers(0, 300),
    "amount": st.integers(-5, 300), "chips": st.integers(0, 300), "declared": st.booleans(),
    "seat": st.integers(1, 9), "break": st.sampled_from(["meal", "other"]),
    "floor_told": st.booleans(), "on": st.booleans(), "open_seats": st.integers(0, 3),
    "draws": st.sampled_from([{"ann": "As"}, {"ann": "As", "bob": "Kd", "cy": "Zz"}, []]),
    "seat_at_same_limit": st.booleans()})
_players = st.lists(st.fixed_dictionaries({"player": _names}, optional={
    "present": st.booleans(), "missed_buttons": st.sampled_from([0, 1, "x", None]),
    "hold_button": st.booleans(), "broke_the_game": st.booleans()}), max_size=4)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(KINDS)), _bodies, st.integers(0, 600),
                          _players), max_size=40))
def test_any_operations_fold_and_a_refusal_never_changes_the_board(
        steps: list[tuple[str, dict[str, object], int, list[dict[str, object]]]]) -> None:
    """Adversarial sequences (unknown games and limits, malformed players and cards among
    them): each operation is taken (one history entry) or refused as a RoomRefusal with the
    board untouched, and the fold of them all never raises."""
    board = Board(rules_of=house_rules("LC_LOW", "LC_HIGH"))
    ops = []
    for seq, (kind, body, minute, players) in enumerate(steps, start=1):
        if kind == "game_broken":
            body = {**body, "players": players}
        before = board.copy()
        op = Operation(seq, 1 + minute * 60_000, "maria", kind, body)
        ops.append(op)
        try:
            entry = board.apply(op)
        except RoomRefusal:
            assert board == before
        else:
            assert isinstance(entry, Entry) and board.history[-1] == entry
    again = fold(ops, house_rules("LC_LOW", "LC_HIGH"))
    assert len(again.history) + len(again.problems) == len(ops)


def test_lc_p4_a_player_may_lobby_at_any_time_once_at_a_time() -> None:
    room = Room()
    room.open("T1", HE6, "ann")
    assert "LC-97" in room.do("away", 0.5, table="T1", seat=1, player="ann", floor_told=False,
                              **{"break": "other"})
    room.refused("already away", "away", 1, table="T1", seat=1, player="ann",
                 floor_told=False, **{"break": "other"})
    room.refused("meal or other", "away", 1, table="T1", seat=1, player="bob",
                 floor_told=False, **{"break": "nap"})
    room.do("back", 2, player="ann")
    room.refused("not away", "back", 3, player="ann")
