"""Between hands and chip handling: buy the button, seat changes, the three-button rule, chops,
time collection and reading chips (catalogue 2.4-2.6, 3.5, 3.6, 7.4)."""

from __future__ import annotations

import json

import pytest
from flop_helpers import act, deal, finish, fixed, seated

from dealer_assist.engine.chips import read_chips
from dealer_assist.engine.events import (
    BlindsChopped,
    EntryChosen,
    Mucked,
    PlayerAway,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
    event_from_json,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.pick_up import ChipsPickedUp, held_chips
from dealer_assist.engine.procedure import procedure
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Table


def _fold_round(session: object) -> None:
    """Everyone folds who can; a player with nothing to call checks; the pot is pushed."""
    hand = session.hand  # type: ignore[attr-defined]
    while hand.phase in ("betting", "board", "showdown"):
        if hand.phase == "board":
            session.commit(session.deal_board())  # type: ignore[attr-defined]
            continue
        if hand.phase == "showdown":
            seat = next(s for s in hand.showdown_order() if s not in hand.shown)
            session.commit(session.check([Mucked(seat)]))  # type: ignore[attr-defined]
            continue
        options = {a.action for a in hand.legal_actions()}
        act(session, (hand.to_act, "fold" if "fold" in options else "check"))  # type: ignore[arg-type]
    finish(session)  # type: ignore[arg-type]


def test_LC_43_buy_the_button_posts_both_blinds_and_takes_the_button_next() -> None:
    """LC-43: buyer in seat 6, the small-blind position (the button moves to 5): the button
    shows at seat 5, no other blinds; next hand the button is seat 6, small blind 7, big
    blind 8."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in (1, 2, 3, 4, 5, 7, 8)})
    for _ in range(4):  # buttons 1 to 4
        deal(session)
        _fold_round(session)
    session.run([PlayerSeated(6, "Buyer", 100, "buy_button")])
    started, posts = session.table.next_hand()
    assert started.button == 5 and 6 in started.dealt_in
    assert [(p.seat, p.kind, p.live, p.dead) for p in posts] == [(6, "buy_button", 3, 1)]
    deal(session)
    assert session.hand.to_act == 7  # the buyer's $3 is the big blind
    _fold_round(session)
    started, posts = session.table.next_hand()
    assert started.button == 6
    assert [(p.seat, p.kind) for p in posts] == [(7, "small_blind"), (8, "big_blind")]


@pytest.mark.parametrize("seat", [3, 5, 7])
def test_LC_43_buying_the_button_is_refused_outside_the_small_blind_position(seat: int) -> None:
    """LC-43: with the button on seat 2 the next small blind is seat 4 (the button moves to 3):
    a newcomer in seat 3 (the button's own seat), 5 (the big blind's) or 7 may not buy the
    button, neither sitting down nor choosing it later; the refusal names LC-43."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in (1, 2, 3, 4, 5, 6, 7, 8) if s != seat})
    for _ in range(2):  # buttons 1 and 2
        deal(session)
        _fold_round(session)
    assert session.table.button == 2
    with pytest.raises(Refusal, match="LC-43"):
        session.run([PlayerSeated(seat, "Buyer", 100, "buy_button")])
    session.run([PlayerSeated(seat, "Buyer", 100, "wait_for_big_blind")])
    with pytest.raises(Refusal, match=r"small-blind position.*LC-43"):
        session.run([EntryChosen(seat, "buy_button")])


def test_LC_43_missed_blind_player_buys_from_the_small_blind_seat_only() -> None:
    """LC-43: a player carrying a missed-blind button may buy the button only when his seat is
    the small-blind position; a buy chosen there is not honoured if the position moves away
    before the deal (a player leaves): he is simply not dealt in."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in range(1, 7)})
    deal(session)  # button 1, SB 2, BB 3
    _fold_round(session)
    session.run([PlayerAway(5)])
    for _ in range(3):  # buttons 2, 3, 4: the big blind passes seat 5
        deal(session)
        _fold_round(session)
    assert session.table.seats[5].missed_big and session.table.button == 4
    # were he dealt in normally, the button would move onto seat 5 itself
    with pytest.raises(Refusal, match="LC-43"):
        session.run([PlayerBack(5, "buy_button")])
    for _ in range(4):  # buttons 6, 1, 2, 3 while he is away
        deal(session)
        _fold_round(session)
    assert session.table.button == 3
    trial = session.table.copy()
    session.run([PlayerBack(5, "buy_button")])  # button to 4, seat 5 is the small blind
    started, posts = session.table.next_hand()
    assert started.button == 4 and started.dealt_in == (1, 2, 3, 4, 5, 6)
    assert [(p.seat, p.kind, p.live, p.dead) for p in posts] == [(5, "buy_button", 3, 1)]
    trial.apply_all([PlayerBack(5, "buy_button"), PlayerLeft(4)])  # the button would be his
    started, posts = trial.next_hand()
    assert 5 not in started.dealt_in and not any(p.kind == "buy_button" for p in posts)


def test_LC_88a_clockwise_move_sits_out_until_his_turn_comes_round() -> None:
    """LC-88a: seat 4 moves three seats clockwise (to 7): a three-hand wait; he is dealt in
    again when the count runs out or the big blind reaches him, whichever comes first."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in range(1, 7)})
    deal(session)  # button 1, SB 2, BB 3
    _fold_round(session)
    session.run([SeatChanged(4, 7)])
    assert session.table.seats[7].wait_hands == 3
    dealt = []
    for _ in range(3):
        started, _posts = session.table.next_hand()
        dealt.append(7 in started.dealt_in)
        deal(session)
        _fold_round(session)
    assert dealt == [False, False, True]


def test_LC_97_third_missed_blind_in_a_full_game_prompts_a_pick_up() -> None:
    """LC-97: each time the big blind passes an away player he gets a button; in a full game
    the third button means his chips are picked up."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in range(1, 11)})
    deal(session)
    _fold_round(session)
    session.run([PlayerAway(5)])
    for _ in range(30):
        if session.table.seats[5].missed_buttons >= 3:
            break
        deal(session)
        _fold_round(session)
    assert session.table.seats[5].missed_buttons == 3
    assert session.table.pick_up_due() == [5]
    assert any("LC-97" in step.rule_ids for step in procedure(session.table).steps)


def _three_buttons() -> TableSession:
    """A full ten-seat game where seat 5 has been away for three missed-blind buttons."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in range(1, 11)})
    deal(session)
    _fold_round(session)
    session.run([PlayerAway(5)])
    while session.table.seats[5].missed_buttons < 3:
        deal(session)
        _fold_round(session)
    return session


def test_LC_97_floor_picks_up_the_chips_and_holds_them_for_the_player() -> None:
    """LC-97: at the third button in a full game the floor picks up seat 5's chips: logged
    with the amount and the floorperson, the seat is freed, the prompt goes, the dealer sees
    the chips held; chips are conserved (table + held), and the log replays."""
    session = _three_buttons()
    table = session.table
    before = sum(i.stack for i in table.seats.values())
    stack = table.seats[5].stack
    session.commit(session.pick_up_chips(5, "Floor Kim (F1)"))
    assert 5 not in table.seats and table.pick_up_due() == []
    picked = [e for e in table.history if e.type == "chips_picked_up"]
    assert json.loads(picked[0].to_json()) == {
        "type": "chips_picked_up", "v": 1, "seat": 5, "player": "P5", "amount": stack,
        "by": "Floor Kim (F1)", "reason": ""}
    assert table.history[-1] == PlayerLeft(5)
    assert [h.amount for h in held_chips(table)] == [stack]
    assert sum(i.stack for i in table.seats.values()) + stack == before
    steps = procedure(table).steps
    assert not [s for s in steps if s.kind == "floor" and "LC-97" in s.rule_ids]
    (note,) = [s for s in steps if s.kind == "info" and "LC-97" in s.rule_ids]
    assert f"holds ${stack} in chips for P5" in note.text and "Floor Kim (F1)" in note.text
    replay = Table()
    replay.apply_all(event_from_json(e.to_json()) for e in table.history)
    assert {s: i.stack for s, i in replay.seats.items()} == \
        {s: i.stack for s, i in table.seats.items()}
    assert held_chips(replay) == held_chips(table)
    session.run([PlayerSeated(5, "P5", stack, "wait_for_big_blind")])  # he comes back
    assert held_chips(table) == []


def test_LC_97_not_full_the_pick_up_needs_the_floors_reason() -> None:
    """LC-97: in a game that is not full three buttons do not make the chips due: the floor
    picks them up only with a reason (a player asks for the seat); a player who is not away
    is never picked up; the floor is named."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in range(1, 7)})
    session.run([PlayerAway(5)])
    assert session.table.pick_up_due() == []
    with pytest.raises(Refusal, match=r"give the reason.*LC-97"):
        session.pick_up_chips(5, "Floor Kim")
    with pytest.raises(Refusal, match="not away"):
        session.pick_up_chips(4, "Floor Kim", "seat wanted")
    with pytest.raises(Refusal, match="must be named"):
        session.pick_up_chips(5, "", "seat wanted")
    session.commit(session.pick_up_chips(5, "Floor Kim", "a player asked for the seat"))
    assert 5 not in session.table.seats


def test_LC_97_no_pick_up_of_a_player_in_the_hand() -> None:
    """LC-97: chips are picked up between hands: a seat dealt into the hand is refused."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in range(1, 5)})
    deal(session)
    with pytest.raises(Refusal, match="in the hand"):
        session.check([ChipsPickedUp(2, "P2", session.hand.stacks[2], "Floor Kim", "x")])


def test_LC_18_blinds_may_chop_when_everyone_folds_to_them() -> None:
    """LC-18: all fold to the small blind; the blinds agree: both take their blinds back."""
    session = seated(fixed(3, 6, (1, 3), chop_allowed=True), [100, 100, 100, 100])
    deal(session)
    act(session, (4, "fold"), (1, "fold"))
    assert session.hand.can_chop()
    assert any("LC-18" in s.rule_ids for s in procedure(session.table).steps)
    session.commit(session.check([BlindsChopped()]))
    session.commit(session.end_hand())
    assert {s: i.stack for s, i in session.table.seats.items()} == {1: 100, 2: 100, 3: 100, 4: 100}


def test_LC_17_no_chop_once_someone_else_is_in() -> None:
    """LC-17 / LC-18: only the blinds alone may chop; with a caller in, it is refused."""
    session = seated(fixed(3, 6, (1, 3), chop_allowed=True), [100, 100, 100, 100])
    deal(session)
    act(session, (4, "call"), (1, "fold"))
    with pytest.raises(Refusal, match="LC-18"):
        session.check([BlindsChopped()])


def test_LC_144_short_button_collection_game_is_offered_time() -> None:
    """LC-144: a button-collection game below five players may switch to time collection."""
    session = seated(fixed(3, 6, (1, 3), collection=2, collection_live=True), [100] * 4)
    assert any("LC-144" in s.rule_ids for s in procedure(session.table).steps)
    session = seated(fixed(3, 6, (1, 3), collection=2, collection_live=True), [100] * 6)
    assert not any("LC-144" in s.rule_ids for s in procedure(session.table).steps)


def test_LC_56_one_oversized_chip_is_a_call() -> None:
    """LC-56: facing $6, a single $25 chip with no word is a call of $6."""
    reading = read_chips(
        facing=6, wagered=0, put_in=25, chips=1, raise_to=12, announced_raise=False
    )
    assert (reading.action, reading.to) == ("call", 6) and "LC-56" in reading.rule_ids


def test_LC_57_underpaid_call_must_be_topped_up() -> None:
    """LC-57: facing $6 the player releases $4: he must add $2."""
    reading = read_chips(6, 0, 4, 2, 12, False)
    assert reading.rule_ids == ("LC-57",) and "$2" in reading.note


def test_LC_61_raise_in_one_motion_needs_call_plus_half() -> None:
    """LC-61: 6-12 facing $6: $9 in one motion is a raise; $7 is only a call."""
    assert read_chips(6, 0, 9, 3, 12, False).action == "raise"
    assert read_chips(6, 0, 7, 3, 12, False).action == "call"
    assert read_chips(6, 0, 7, 3, 12, True).action == "raise"  # said "raise" first


def test_K03_LC_127_house_refuses_an_entry_it_does_not_offer() -> None:
    """K03 / LC-127: LC high offers no free entry: a newcomer must post, wait or buy in."""
    from dealer_assist.engine.session import DEMO_ROOM, session_for

    config = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40").table.config
    session = seated(config, [500, 500, 500])
    deal(session)
    _fold_round(session)
    with pytest.raises(Refusal, match="does not offer deal now"):
        session.check([PlayerSeated(5, "New", 500, "deal_now")])
    session.run([PlayerSeated(5, "New", 500, "post_big_blind")])
    assert 5 in session.table.next_hand()[0].dealt_in


def test_PGP_NEW_01_02_post_in_front_of_the_button_then_the_button_jumps_him() -> None:
    """PGP-NEW-01/02 (AMB-25): a new player in the seat the button reaches next may post a
    big blind there and play at once; next hand the button moves past his seat."""
    session = seated(fixed(4, 8, (2, 3)), {1: 100, 3: 100, 4: 100, 5: 100})
    deal(session)  # button 1; seat 2, just in front of it, is empty
    _fold_round(session)
    with pytest.raises(Refusal, match="PGP-NEW-01"):
        session.check([PlayerSeated(6, "Far", 100, "post_in_front_of_button")])
    session.run([PlayerSeated(2, "New", 100, "post_in_front_of_button")])
    started, posts = session.table.next_hand()
    assert started.button == 3 and 2 in started.dealt_in  # the button moves past seat 2
    assert any(p.seat == 2 and p.kind == "new_player_blind" and p.live == 3 for p in posts)
    assert [(p.seat, p.kind) for p in posts if p.kind.endswith("_blind") and p.seat != 2] == [
        (4, "small_blind"),
        (5, "big_blind"),
    ]


def _broke_then_rebuy(config: object, passes: int) -> object:
    from dealer_assist.engine.events import ChipsAdded

    session = seated(config, {1: 100, 2: 100, 3: 100, 4: 100})  # type: ignore[arg-type]
    session.table.seats[4].stack = 0  # went broke last hand
    for _ in range(passes):
        deal(session)
        _fold_round(session)
    session.run([ChipsAdded(4, 100, "buy_in")])
    return session


def test_LC_42_broke_player_rejoins_free_after_one_blind_pass() -> None:
    """LC-42 (K08, LC low): broke, rebuys once the blinds went round once: dealt in free."""
    config = fixed(3, 6, (1, 3), broke_player="free_after_one_blind_pass")
    session = _broke_then_rebuy(config, passes=4)
    info = session.table.seats[4]  # type: ignore[attr-defined]
    assert not info.missed_big and info.entry == "deal_now"
    assert 4 in session.table.next_hand()[0].dealt_in  # type: ignore[attr-defined]


def test_LC_129_broke_player_owes_missed_blinds_in_high_limit() -> None:
    """LC-129 (K08, LC high): a broke player who rebuys after missing the big blind owes it."""
    session = _broke_then_rebuy(fixed(20, 40, (10, 20)), passes=4)
    info = session.table.seats[4]  # type: ignore[attr-defined]
    assert info.missed_big
    started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    # dealt in only by taking the big blind in turn (or posting his missed blinds, LC-40)
    assert 4 not in started.dealt_in or any(p.seat == 4 and p.kind == "big_blind" for p in posts)


def test_LC_128_extra_big_blind_is_followed_by_a_trailing_small_blind() -> None:
    """LC-128 (LC high make-up blinds): a newcomer who posts a big blind to play at once posts
    the small blind next hand too; behind the button it is labelled the trailing blind."""
    from dealer_assist.engine.session import DEMO_ROOM, session_for

    config = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40").table.config
    assert config.make_up_blinds
    session = seated(config, {1: 500, 2: 500, 3: 500, 4: 500})
    deal(session)  # button 1, SB 2, BB 3
    _fold_round(session)
    session.run([PlayerSeated(6, "New", 500, "post_big_blind")])
    _started, posts = session.table.next_hand()  # button 2, SB 3, BB 4, and seat 6's BB
    assert any(p.seat == 6 and p.kind == "new_player_blind" for p in posts)
    deal(session)
    _fold_round(session)
    _started, posts = session.table.next_hand()  # button 3, SB 4, BB 6: no trailing blind
    kinds = {p.seat: p.kind for p in posts}
    assert kinds.get(6) in ("big_blind", "trailing_blind")


def test_LC_128_trailing_blind_when_the_big_blind_has_moved_on() -> None:
    """LC-128: the extra big blind poster sits behind the next big blind: he posts a trailing
    small blind as well as the regular small and big blinds."""
    from dealer_assist.engine.session import DEMO_ROOM, session_for

    config = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40").table.config
    session = seated(config, {1: 500, 2: 500, 3: 500, 4: 500, 5: 500, 7: 500})
    deal(session)  # button 1, SB 2, BB 3
    _fold_round(session)
    session.run([PlayerSeated(9, "New", 500, "post_big_blind")])
    deal(session)  # button 2, SB 3, BB 4; seat 9 posts a big blind out of turn
    _fold_round(session)
    _started, posts = session.table.next_hand()  # button 3, SB 4, BB 5
    assert [(p.seat, p.kind, p.live) for p in posts if p.seat == 9] == [(9, "trailing_blind", 10)]
    assert [(p.seat, p.kind) for p in posts if p.kind in ("small_blind", "big_blind")] == [
        (4, "small_blind"),
        (5, "big_blind"),
    ]


def _time_table(players: int = 4) -> object:
    config = fixed(3, 6, (1, 3), collection=2, collection_live=True, time_collection=5)
    return seated(config, [100] * players)


def test_LC_144_switch_to_time_drops_the_button_collection() -> None:
    """LC-144: a short button-collection game switches to time: no more button collection."""
    from dealer_assist.engine.time_collection import CollectionModeChanged

    session = _time_table()
    session.run([CollectionModeChanged("time")])  # type: ignore[attr-defined]
    _started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert not any(p.kind == "collection" for p in posts)


def test_LC_146_time_is_paid_before_the_next_hand_or_the_player_leaves_free() -> None:
    """LC-146: with a waiting list, time is paid before anyone's next hand; a player who
    leaves is not dealt in."""
    from dealer_assist.engine.events import PlayerLeft
    from dealer_assist.engine.time_collection import CollectionModeChanged, TimeCalled, TimePaid

    session = _time_table()
    session.run([CollectionModeChanged("time"), TimeCalled(True)])  # type: ignore[attr-defined]
    assert any("LC-146" in s.rule_ids for s in procedure(session.table).steps)  # type: ignore[attr-defined]
    with pytest.raises(Refusal, match="LC-146"):
        session.start_hand()  # type: ignore[attr-defined]
    session.run([PlayerLeft(4)])  # type: ignore[attr-defined]
    with pytest.raises(Refusal, match=r"\$5 a player"):
        session.check([TimePaid(1, 4)])  # type: ignore[attr-defined]
    session.run([TimePaid(s, 5) for s in (1, 2, 3)])  # type: ignore[attr-defined]
    assert session.table.seats[1].stack == 95  # type: ignore[attr-defined]
    session.commit(session.start_hand())  # type: ignore[attr-defined]


def test_LC_147_time_pot_winner_pays_for_everyone_in_it() -> None:
    """LC-147: four players agree to a time pot; one pays his own; the pot's winner pays for
    the other three."""
    from dealer_assist.engine.time_collection import (
        CollectionModeChanged,
        TimeCalled,
        TimePaid,
        TimePotAgreed,
    )

    session = _time_table(5)
    session.run(
        [
            CollectionModeChanged("time"),
            TimeCalled(True),  # type: ignore[attr-defined]
            TimePotAgreed((1, 2, 3, 4)),
            TimePaid(5, 5),
        ]
    )
    deal(session)  # type: ignore[arg-type]
    _fold_round(session)
    assert any("LC-147" in s.rule_ids for s in procedure(session.table).steps)  # type: ignore[attr-defined]
    winner = next(iter(session.table.hand.awards)).seat  # type: ignore[attr-defined]
    session.run([TimePaid(winner, 20, (1, 2, 3, 4))])  # type: ignore[attr-defined]
    assert not session.table.time.owed  # type: ignore[attr-defined]


def _away_buttons(config_kw: dict[str, object], buttons: int) -> TableSession:
    session = seated(fixed(3, 6, (1, 3), **config_kw), {s: 100 for s in range(1, 11)})
    deal(session)
    _fold_round(session)
    session.run([PlayerAway(5)])
    while session.table.seats[5].missed_buttons < buttons:
        deal(session)
        _fold_round(session)
    return session


def test_LC_97_the_count_of_buttons_comes_from_the_house() -> None:
    """LC-97's three buttons are LC's count (the LC and demo room profiles set 3); a room that
    sets another count is asked at that count, and a house that sets none is never prompted:
    the floor decides (and gives a reason, as in a short game)."""
    from dealer_assist.engine.session import DEMO_ROOM, session_for

    assert session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6") \
        .table.config.pick_up_after_buttons == 3
    two = _away_buttons({"pick_up_after_buttons": 2}, 2)
    assert two.table.pick_up_due() == [5]
    unset = _away_buttons({"pick_up_after_buttons": None}, 4)
    assert unset.table.pick_up_due() == []
    assert not any("LC-97" in step.rule_ids for step in procedure(unset.table).steps)
    info = unset.table.seats[5]
    with pytest.raises(Refusal, match="never due by a count of buttons"):
        unset.run([ChipsPickedUp(5, info.player, info.stack, "Fran", "")])
