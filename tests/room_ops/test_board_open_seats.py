"""The room's board: an open seat offered to the table before the list (LC-88f), a short
game's cut for a lower game's seats (LC-92 with LC-28's suits), a limit raised with the seated
players' stacks kept (LC-37), each rule at its edges through the board's operations."""

from __future__ import annotations

from pathlib import Path

import pytest
from board_helpers import HE6, HE12, HE20, HE40, Room
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.board_state import GameRulesOf
from dealer_assist.room_ops.buy_ins import BuyInKind
from dealer_assist.room_ops.house import room_rules
from dealer_assist.room_ops.must_move import GameKey
from dealer_assist.rules import ProfileError


def listed_room() -> Room:
    """T1 (20-40) with ann and bob seated; cy and dee on the 20-40 list."""
    room = Room()
    room.open("T1", HE40, "ann", "bob")
    for p in ("cy", "dee"):
        room.do("listed", 1, player=p, call_in=False, **HE40)
    return room


def test_lc_88f_the_seat_is_offered_to_the_table_before_it_is_locked_for_the_list() -> None:
    room = listed_room()
    room.refused(r"offer the open seat to the seated players.*LC-88f", "seat_locked", 2,
                 table="T1", seat=4, player="cy")
    assert "LC-88f" in room.do("seat_offered", 3, table="T1", seat=4)
    room.refused(r"ed is not on the holdem 20-40 list.*LC-88f", "seat_locked", 4,
                 table="T1", seat=4, player="ed")
    room.refused(r"offer the open seat", "seat_locked", 4, table="T1", seat=5, player="cy")
    assert "locked for cy" in room.do("seat_locked", 4, table="T1", seat=4, player="cy")
    room.do("seat_offered", 4, table="T1", seat=5)
    room.refused(r"seat 4 at T1 is already locked for cy.*LC-88f", "seat_locked", 4,
                 table="T1", seat=5, player="cy")  # one seat per newcomer: he sits in one
    # locked once: a second lock on the same offer is refused, the offer was used
    room.refused(r"offer the open seat.*LC-88f", "seat_locked", 5, table="T1", seat=4,
                 player="dee")


def test_lc_88f_before_his_chips_are_down_the_seat_may_still_go_to_the_table() -> None:
    room = listed_room()
    room.do("seat_offered", 2, table="T1", seat=4)
    room.do("seat_locked", 3, table="T1", seat=4, player="cy")
    assert "LC-88f" in room.do("seat_offered", 4, table="T1", seat=4)  # cy has not sat
    assert room.board.seat_offers[("T1", 4)].newcomer is None


def test_lc_88f_once_the_newcomers_chips_are_down_he_cannot_be_made_to_move() -> None:
    room = listed_room()
    room.do("seat_offered", 2, table="T1", seat=4)
    room.do("seat_locked", 3, table="T1", seat=4, player="cy")
    assert "chips are down, he keeps the seat (LC-88f)" in room.do(
        "seated", 4, player="cy", table="T1", **HE40)
    room.refused(r"cy's chips are on the table: he cannot be made to move.*LC-88f",
                 "seat_offered", 5, table="T1", seat=4)
    room.do("left_table", 6, table="T1", player="cy", chips=120)
    assert "LC-88f" in room.do("seat_offered", 7, table="T1", seat=4)  # his seat is open again
    room.do("listed", 8, player="cy", call_in=False, **HE40)  # back on the list later
    room.do("seat_offered", 9, table="T1", seat=5)
    assert "locked for cy" in room.do("seat_locked", 10, table="T1", seat=5, player="cy")


def cut_room(*short: str) -> Room:
    """T1 holdem 20-40 short with ``short``; T2 10-20 (the next lower game); T3 20-40."""
    room = Room()
    room.open("T1", HE40, *short)
    room.do("table_opened", table="T2", **HE20)
    room.do("table_opened", table="T3", **HE40)
    return room


def test_lc_92_a_short_game_cuts_for_the_lower_games_seats_with_lc_28_suits() -> None:
    room = cut_room("ann", "bob", "cy", "dee")
    text = room.do("short_game_cut", 1, table="T1", to_table="T2", open_seats=2,
                   draws={"ann": "Kh", "bob": "Ks", "cy": "2c", "dee": "Kd"})
    assert "bob, ann" in text and "LC-92" in text and "LC-28" in text  # K♠ over K♥ over K♦
    assert room.board.cuts["T1"].winners == ("bob", "ann")
    change = room.board.changes["bob"]
    assert (change.to_table, change.approved_by) == ("T2", "maria")  # the cut approves it
    room.do("moved", 2, player="bob", from_table="T1", to_table="T2", reason="voluntary",
            stack=300, amount=150)
    assert room.board.seated_at["bob"] == "T2" and "cy" not in room.board.changes


def test_lc_92_the_cut_is_refused_at_five_players_and_offered_to_all_under_five() -> None:
    five = cut_room("ann", "bob", "cy", "dee", "ed")
    cards = {"ann": "Kh", "bob": "Ks", "cy": "2c", "dee": "Kd", "ed": "3h"}
    five.refused(r"short game \(under 5\); this one has 5.*LC-92", "short_game_cut", 1,
                 table="T1", to_table="T2", open_seats=1, draws=cards)
    four = cut_room("ann", "bob", "cy", "dee")
    four.refused(r"dee has no card.*LC-92", "short_game_cut", 1, table="T1", to_table="T2",
                 open_seats=1, draws={"ann": "Kh", "bob": "Ks", "cy": "2c"})
    four.refused(r"none is open.*LC-92", "short_game_cut", 1, table="T1", to_table="T2",
                 open_seats=0, draws={"ann": "Kh", "bob": "Ks", "cy": "2c", "dee": "Kd"})
    four.refused(r"lower game.*LC-92", "short_game_cut", 1, table="T1", to_table="T3",
                 open_seats=1, draws={"ann": "Kh", "bob": "Ks", "cy": "2c", "dee": "Kd"})
    four.refused(r"drawn twice.*LC-28", "short_game_cut", 1, table="T1", to_table="T2",
                 open_seats=1, draws={"ann": "Kh", "bob": "Kh", "cy": "2c", "dee": "Kd"})


def test_lc_92_the_cut_is_for_the_next_lower_game_only() -> None:
    """T1 20-40 is short; 10-20 (T2) runs, so a 6-12 seat (T5) is not the next lower game;
    once T2 closes, it is."""
    room = cut_room("ann", "bob")
    room.do("table_opened", table="T5", **HE12)
    cards = {"ann": "Kh", "bob": "Ks"}
    room.refused(r"next lower game: a \$10 game runs between \$6 and \$20.*LC-92",
                 "short_game_cut", 1, table="T1", to_table="T5", open_seats=1, draws=cards)
    room.do("table_closed", 2, table="T2")
    assert "LC-92" in room.do("short_game_cut", 3, table="T1", to_table="T5", open_seats=1,
                              draws=cards)


def test_lc_92_the_tables_own_log_counts_players_the_room_never_named() -> None:
    """The room knows ann, bob, cy; the table's log has more seated: five refuses the cut, four
    needs four cards."""
    room = cut_room("ann", "bob", "cy")
    cards = {"ann": "Kh", "bob": "Ks", "cy": "2c"}
    room.refused(r"under 5\); this one has 5.*LC-92", "short_game_cut", 1, table="T1",
                 to_table="T2", open_seats=1, draws=cards, seated_in_log=5)
    room.refused(r"T1's log has 4 players seated and every one cuts: 3 cards.*LC-92",
                 "short_game_cut", 1, table="T1", to_table="T2", open_seats=1, draws=cards,
                 seated_in_log=4)
    assert "LC-92" in room.do("short_game_cut", 1, table="T1", to_table="T2", open_seats=1,
                              draws=cards, seated_in_log=3)


def test_lc_92_only_the_short_games_players_cut() -> None:
    room = cut_room("ann", "bob")
    room.open("T4", HE6, "zed")
    room.refused(r"zed does not play at T1.*LC-92", "short_game_cut", 1, table="T1",
                 to_table="T2", open_seats=1, draws={"ann": "Kh", "bob": "Ks", "zed": "As"})


def test_lc_37_a_raised_limit_keeps_the_stacks_then_the_new_buy_in_applies() -> None:
    room = Room()
    room.open("T1", HE20, "ann")
    room.do("buy_in", 0, table="T1", player="ann", amount=100, declared=True)  # full at 10-20
    text = room.do("limit_raised", 1, table="T1", limit="20-40")
    assert "ann keep(s) the chips in play" in text and "at least $200 (LC-37)" in text
    assert room.board.tables["T1"] == GameKey("holdem", "20-40")
    assert room.board.buy_ins[("ann", GameKey("holdem", "20-40"))] == (BuyInKind.CARRIED,)
    # his next add-on is judged at 20-40: $150 was full at 10-20, short here with no full yet
    room.refused(r"at least \$200.*LC-36", "buy_in", 2, table="T1", player="ann", amount=150,
                 declared=True)
    assert "full" in room.do("buy_in", 3, table="T1", player="ann", amount=200, declared=True)
    room.refused(r"at least \$200", "buy_in", 4, table="T1", player="bob", amount=150,
                 declared=True)  # a newcomer: the new limit's full buy-in (LC-35)


def test_lc_37_is_a_raise_only_and_never_splits_a_must_move_pair() -> None:
    room = Room()
    room.open("T1", HE20, "ann")
    room.refused(r"does not raise.*LC-37", "limit_raised", 1, table="T1", limit="10-20")
    room.refused(r"does not raise.*LC-37", "limit_raised", 1, table="T1", limit="6-12")
    room.refused(r"K20", "limit_raised", 1, table="T1", limit="7-14")  # no such limit
    room.do("table_opened", table="T2", **HE20)
    room.do("must_move_declared", 2, main_table="T1", must_move_table="T2", **HE20)
    room.refused(r"must-move pair.*LC-137", "limit_raised", 3, table="T2", limit="20-40")



def room_file(tmp_path: Path, line: str) -> Path:
    path = tmp_path / "room.toml"
    path.write_text(f'base = "LC_HIGH"\n\n[shared.seating]\n{line}\n', encoding="utf-8")
    return path


def lobbying(rules: GameRulesOf, absences: int) -> list[tuple[str, ...]]:
    """ann at T1 (20-40) away ``absences`` times within the hour: the prompts' rules at 59."""
    room = Room()
    room.board = Board(rules_of=rules)
    room.open("T1", HE40, "ann")
    room.absences(*(i * 10 for i in range(absences)))
    return [p.rule_ids for p in room.prompts(59)]


def test_lc_98_the_room_files_lobbying_measure_prompts_the_floor(tmp_path: Path) -> None:
    """No house states LC-98's measure: by our reading 4 absences begun within an hour prompt
    (the catalogue's example); a room file sets its own, or "none" for no prompt."""
    house = room_rules("LC_HIGH")
    assert lobbying(house, 3) == [] and lobbying(house, 4) == [("LC-98",)]
    two = room_rules("LC_HIGH", room_file(tmp_path, "lobbying_absences_per_hour = 2"))
    assert lobbying(two, 1) == [] and lobbying(two, 2) == [("LC-98",)]
    never = room_rules("LC_HIGH", room_file(tmp_path, 'lobbying_absences_per_hour = "none"'))
    assert lobbying(never, 6) == []
    with pytest.raises(ProfileError, match="lobbying_absences_per_hour"):
        room_rules("LC_HIGH", room_file(tmp_path, "lobbying_absences_per_hour = 0"))


def test_lc_98_an_absence_begun_over_an_hour_ago_no_longer_counts() -> None:
    room = Room()
    room.open("T1", HE40, "ann")
    room.absences(0, 20, 40, 61)
    assert room.prompts(62) == []  # three within the hour of minute 62
    room.do("back", 63, player="ann")
    room.absences(64)
    assert [p.rule_ids for p in room.prompts(65)] == [("LC-98",)]


_STEPS = st.lists(st.tuples(
    st.sampled_from(["seat_offered", "seat_locked", "seated", "left_table", "listed"]),
    st.sampled_from([4, 7]), st.sampled_from(["cy", "dee"])), max_size=25)


@settings(max_examples=80, deadline=None)
@given(_STEPS)
def test_lc_88f_any_sequence_locks_only_after_an_offer_and_never_moves_a_seated_newcomer(
        steps: list[tuple[str, int, str]]) -> None:
    """Whatever the floor touches in whatever order: every lock the board takes follows an
    offer of that seat with no lock in between, and no offer is taken while the newcomer the
    seat was locked for sits there with his chips down (LC-88f)."""
    room = listed_room()
    offered: dict[int, bool] = {}  # seat -> an offer not yet used by a lock
    holder: dict[int, str] = {}  # seat -> the newcomer it was locked for
    for minute, (kind, seat, player) in enumerate(steps, start=2):
        body: dict[str, object] = {"table": "T1", "seat": seat, "player": player}
        if kind in ("seated", "listed"):
            body = {"player": player, "table": "T1", "call_in": False, **HE40}
        elif kind == "left_table":
            body = {"table": "T1", "player": player, "chips": 50}
        elif kind == "seat_offered":
            body = {"table": "T1", "seat": seat}
        try:
            room.do(kind, minute, **body)
        except RoomRefusal:
            continue
        if kind == "seat_offered":
            sitting = holder.get(seat)
            assert sitting is None or room.board.seated_at.get(sitting) != "T1" or \
                not _was_seated_after_lock(room, seat, sitting)
            offered[seat], holder[seat] = True, ""
        elif kind == "seat_locked":
            assert offered.get(seat), f"seat {seat} locked without an offer"
            offered[seat], holder[seat] = False, player


def _was_seated_after_lock(room: Room, seat: int, player: str) -> bool:
    """Whether the board's history has ``player`` seated after the last lock of ``seat``."""
    locked = False
    for op in room.ops[:-1]:
        if op.kind == "seat_locked" and op.body.get("seat") == seat:
            locked = op.body.get("player") == player
        elif op.kind == "seated" and op.body.get("player") == player and locked:
            return True
    return False
