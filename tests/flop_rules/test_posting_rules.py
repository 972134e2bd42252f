"""Posting and the button between hands (catalogue 2.1, 2.4), each test named with its rule."""

from __future__ import annotations

import pytest
from flop_helpers import (
    act,
    board,
    check_down,
    deal,
    finish,
    fixed,
    fold_out,
    legal,
    seated,
    show,
)

from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import (
    EntryChosen,
    Mucked,
    PlayerAway,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    Posted,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import DEMO_ROOM, session_for


def _play_out(session: object) -> None:
    """Everyone checks or calls down; the hand is shown down with unknown cards mucked."""
    check_down(session)  # type: ignore[arg-type]


def _fold_to_big_blind(session: object) -> None:
    hand = session.hand  # type: ignore[attr-defined]
    while hand.phase == "betting":
        act(session, (hand.to_act, "fold"))  # type: ignore[arg-type]
    finish(session)  # type: ignore[arg-type]


def test_LC_44_button_moves_forward_one_small_and_one_big_blind() -> None:
    """LC-44: button on seat 3; seats 4 and 5 quit: next hand button 6, SB 7, BB 8."""
    session = seated(fixed(3, 6), {s: 100 for s in (1, 2, 3, 4, 5, 6, 7, 8)})
    for _ in range(3):  # buttons 1, 2, 3
        deal(session)
        _fold_to_big_blind(session)
    assert session.table.button == 3
    session.run([PlayerLeft(4), PlayerLeft(5)])
    started, posts = session.table.next_hand()
    assert started.button == 6
    assert [(p.seat, p.kind) for p in posts if p.kind.endswith("blind")] == [
        (7, "small_blind"),
        (8, "big_blind"),
    ]


def test_PGP_NEW_04_button_only_moves_forward_when_the_next_seat_leaves() -> None:
    """PGP-NEW-04: the seat after the button leaves; the button still advances one live seat."""
    session = seated(fixed(3, 6), {s: 100 for s in (1, 2, 3, 4)})
    deal(session)
    _fold_to_big_blind(session)
    session.run([PlayerLeft(2)])
    started, posts = session.table.next_hand()
    assert started.button == 3
    assert [p.seat for p in posts if p.kind.endswith("blind")] == [4, 1]


def test_CG_HE_02_three_blind_structure_big_blind_two_left_of_button() -> None:
    """CG-HE-02 (AMB-02): button blind, small blind, and the $3 big blind from button+2."""
    config = GameConfig(
        blinds=(Blind("button_blind", 1), Blind("small_blind", 1), Blind("big_blind", 3)),
        first_blind_on_button=True,
    )
    session = seated(config, [100, 100, 100, 100])
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.kind, p.live) for p in posts] == [
        (1, "button_blind", 1),
        (2, "small_blind", 1),
        (3, "big_blind", 3),
    ]
    deal(session)
    assert session.hand.to_act == 4  # CG-HE-05: first action left of the big blind


def test_CG_HE_02_demo_room_zero_button_blind_gives_two_blinds() -> None:
    """CG-HE-02 / AMB-02: a button blind of 0 keeps its seat and posts nothing."""
    session = session_for(DEMO_ROOM / "cg_demo.toml", "holdem", "3-6")
    session.run([*__import__("flop_helpers").seated(session.table.config, [100] * 4).table.history])
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.kind) for p in posts if "blind" in p.kind] == [
        (2, "small_blind"),
        (3, "big_blind"),
    ]


def test_HTP_HE_01_single_blind_left_of_button_and_first_action_after_it() -> None:
    """HTP-HE-01 / HTP-HE-03: one blind from the seat left of the button; seat after it opens."""
    session = seated(fixed(4, 8, (4,)), [100] * 9)
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.kind) for p in posts] == [(2, "single_blind")]
    deal(session)
    assert session.hand.to_act == 3


def test_PGP_HE_03_consecutive_blinds_from_the_button() -> None:
    """PGP-HE-03 / PGP-HE-04: 2-3 structure: button+1 posts $2, button+2 $3, button+3 opens."""
    session = seated(fixed(4, 8, (2, 3)), [100] * 5)
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.live) for p in posts] == [(2, 2), (3, 3)]
    deal(session)
    assert session.hand.to_act == 4


def test_LC_133_heads_up_button_posts_small_blind_and_acts_first() -> None:
    """LC-133: 20-40 heads-up, blinds $10/$20: the button posts the $10 and acts first preflop."""
    session = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40")
    config = session.table.config
    session = seated(config, [500, 500])
    _started, posts = session.table.next_hand()
    button = session.table.next_hand()[0].button
    small = next(p for p in posts if p.kind == "small_blind")
    assert small.seat == button and small.live == 10
    deal(session)
    assert session.hand.to_act == button


def test_LC_46_live_button_collection_counts_toward_the_call() -> None:
    """LC-46: collection $2 live, BB $3: the button calls by adding $1."""
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")
    session = seated(session.table.config, [100, 100, 100, 100])
    deal(session)  # button 1 pays the $2 collection
    act(session, (4, "call"))
    assert session.hand.to_act == 1
    assert legal(session)["call"].min_to == 3
    before = session.hand.stacks[1]
    act(session, (1, "call"))
    assert before - session.hand.stacks[1] == 1


def test_LC_130_dead_button_collection_does_not_count() -> None:
    """LC-130: collection $3 dead, BB $20: the button adds the full $20 to call."""
    session = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40")
    session = seated(session.table.config, [500, 500, 500, 500])
    deal(session)
    act(session, (4, "call"))
    before = session.hand.stacks[1]
    act(session, (1, "call"))
    assert before - session.hand.stacks[1] == 20


def test_LC_71_all_in_player_has_no_claim_on_the_collection() -> None:
    """LC-71: the button's live $2 collection is not in the pot the all-in player can win."""
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")
    session = seated(session.table.config, [100, 100, 100])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    assert session.hand.pot_total == 1 + 3 + 3  # button's $1 + SB's $3 + BB's $3


def test_LC_40_missed_blinds_post_big_live_small_dead() -> None:
    """LC-40 / PGP-NEW-03: back from a missed blind, post $3 live and $1 dead, or wait."""
    session = seated(fixed(3, 6, (1, 3)), [100] * 5)
    deal(session)  # button 1, SB 2, BB 3
    _fold_to_big_blind(session)
    session.run([PlayerAway(4)])
    deal(session)  # button 2, SB 3, BB 5: seat 4 is passed
    _fold_to_big_blind(session)
    assert session.table.seats[4].missed_big
    session.run([PlayerBack(4, "post_missed_blinds")])
    started, posts = session.table.next_hand()
    owed = next(p for p in posts if p.seat == 4)
    assert (owed.kind, owed.live, owed.dead) == ("missed_blinds", 3, 1)
    assert 4 in started.dealt_in
    deal(session)
    assert session.hand.dead_money == 1


def test_LC_40_missed_blind_player_who_waits_is_not_dealt_in() -> None:
    """LC-40: a missed-blind player who chooses to wait is dealt out until the big blind."""
    session = seated(fixed(3, 6, (1, 3)), [100] * 5)
    deal(session)
    _fold_to_big_blind(session)
    session.run([PlayerAway(4)])
    deal(session)
    _fold_to_big_blind(session)
    session.run([PlayerBack(4, "wait_for_big_blind")])
    started, _posts = session.table.next_hand()
    assert 4 not in started.dealt_in


def test_LC_47_straddle_twice_the_big_blind_from_the_next_seat_only() -> None:
    """LC-47: BB $3: a $6 live straddle from BB+1 only; the straddler acts last preflop."""
    session = seated(fixed(3, 6, (1, 3), straddle_allowed=True), [100] * 5)
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    straddle = next(p for p in session.hand.posts_outstanding() if p.kind == "straddle")
    assert (straddle.seat, straddle.live, straddle.optional) == (4, 6, True)
    with pytest.raises(Refusal):
        session.check([Posted(5, "straddle", 6)])
    session.commit(session.check([Posted(4, "straddle", 6)]))
    session.commit(session.deal_hole_cards())
    assert session.hand.to_act == 5
    assert legal(session)["call"].min_to == 6 and legal(session)["raise"].min_to == 9


def test_LC_39_new_player_dealt_in_at_once_or_waits() -> None:
    """LC-39: a new player may be dealt in without posting, or wait for the big blind (in a
    game in progress: a new game deals all its players in, LC-86/87)."""
    session = seated(fixed(3, 6, (1, 3)), [100] * 4)
    deal(session)
    fold_out(session)
    session.run([PlayerSeated(6, "New", 100, "deal_now")])
    assert 6 in session.table.next_hand()[0].dealt_in
    session.run([EntryChosen(6, "wait_for_big_blind")])
    assert 6 not in session.table.next_hand()[0].dealt_in


def test_LC_127_new_player_posts_a_big_blind_from_any_seat() -> None:
    """LC-127: a new player may post a big blind and play at once from any seat (in a game in
    progress: a new game deals all its players in, LC-86/87)."""
    session = seated(fixed(20, 40, (10, 20)), [500] * 4)
    deal(session)
    fold_out(session)
    session.run([PlayerSeated(6, "New", 500, "post_big_blind")])
    started, posts = session.table.next_hand()
    assert 6 in started.dealt_in
    assert any(p.seat == 6 and p.kind == "new_player_blind" and p.live == 20 for p in posts)


def test_LC_68_short_stack_posts_what_it_has_and_is_all_in() -> None:
    """LC-68 / AMB-19: a player who cannot cover the blind posts all he has and is all-in."""
    session = seated(fixed(3, 6, (1, 3)), [100, 100, 2])
    deal(session)
    assert session.hand.stacks[3] == 0 and session.hand.all_in(3)


def _kill_table() -> object:
    base = session_for(DEMO_ROOM / "cg_demo.toml", "omaha8", "4-8").table.config
    return seated(base, [300, 300, 300, 300])


def _scoop_hand(session: object, flop_bet: bool) -> None:
    """Seat 2 makes four kings on a board with no low and scoops; the others muck."""
    deal(session, {2: "AsKsQsJs", 3: "2c3c4c5c", 4: "7h7d8h8d", 1: "9c9d6h6d"})  # type: ignore[arg-type]
    act(session, (4, "call"), (1, "call"), (2, "call"), (3, "check"))  # type: ignore[arg-type]
    board(session, "TsKdQd")  # type: ignore[arg-type]
    if flop_bet:
        act(session, (2, "bet", 4), (3, "call"), (4, "call"), (1, "call"))  # type: ignore[arg-type]
    else:
        act(session, (2, "check"), (3, "check"), (4, "check"), (1, "check"))  # type: ignore[arg-type]
    board(session, "Kc")  # type: ignore[arg-type]
    act(session, (2, "bet", 8), (3, "call"), (4, "call"), (1, "call"))  # type: ignore[arg-type]
    board(session, "Kh")  # type: ignore[arg-type]
    act(session, (2, "check"), (3, "check"), (4, "check"), (1, "check"))  # type: ignore[arg-type]
    show(session, 2, "AsKsQsJs")  # type: ignore[arg-type]
    for seat in (3, 4, 1):
        session.commit(session.check([Mucked(seat)]))  # type: ignore[attr-defined]


def test_CG_O8_09_half_kill_after_a_60_dollar_scoop() -> None:
    """CG-O8-09 / AMB-16: a $64 main pot scooped at 4-8 -> next hand the scooper posts a $6 kill
    and the limits are 6-12; the hand after is back to 4-8."""
    session = _kill_table()
    _scoop_hand(session, flop_bet=True)
    awards = session.hand.settlement()  # type: ignore[attr-defined]
    assert [(a.seat, a.amount, a.half) for a in awards] == [(2, 64, "whole")]
    finish(session)  # type: ignore[arg-type]
    started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert started.kill_seat == 2 and (started.small_bet, started.big_bet) == (6, 12)
    assert any(p.seat == 2 and p.kind == "kill" and p.live == 6 for p in posts)
    deal(session)  # type: ignore[arg-type]
    assert session.hand.round.unit == 6  # type: ignore[attr-defined]
    while session.hand.phase == "betting":  # type: ignore[attr-defined]
        act(session, (session.hand.to_act, "fold"))  # type: ignore[attr-defined, arg-type]
    finish(session)  # type: ignore[arg-type]
    started, _posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert started.kill_seat is None and (started.small_bet, started.big_bet) == (4, 8)


def test_CG_O8_09_no_kill_below_the_threshold() -> None:
    """CG-O8-09: a $48 scoop (< $60) brings no kill."""
    session = _kill_table()
    _scoop_hand(session, flop_bet=False)
    assert sum(a.amount for a in session.hand.settlement()) == 48  # type: ignore[attr-defined]
    finish(session)  # type: ignore[arg-type]
    assert session.table.next_hand()[0].kill_seat is None  # type: ignore[attr-defined]


def test_LC_47_straddle_declined_is_logged_and_no_longer_owed() -> None:
    """LC-47: the straddle is the player's choice: a decline is an event and the deal goes on."""
    session = seated(fixed(3, 6, (1, 3), straddle_allowed=True), [100] * 5)
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    assert any(
        s.optional
        for s in __import__("dealer_assist.engine.procedure", fromlist=["procedure"])
        .procedure(session.table)
        .steps
    )
    session.commit(session.decline(4, "straddle"))
    assert not session.hand.posts_outstanding()
    with pytest.raises(Refusal):
        session.decline(4, "straddle")
    session.commit(session.deal_hole_cards())
    assert session.hand.to_act == 4


def test_session_post_show_and_muck_commands() -> None:
    """The dealer's touch commands: post one listed blind, show a read hand, muck."""
    session = seated(fixed(3, 6, (1, 3)), [100, 100, 100])
    session.commit(session.start_hand())
    session.commit(session.post(2, "small_blind"))
    with pytest.raises(Refusal, match="owes no"):
        session.post(2, "small_blind")
    session.commit(session.post(3, "big_blind"))
    from dealer_assist.cards import parse_cards

    session.commit(session.deal_hole_cards(list(parse_cards("2c3c4c5c6c7c"))))
    act(session, (1, "call"), (2, "call"), (3, "check"))
    check_down(session)
    order = session.hand.showdown_order()
    session.commit(session.show(order[0]))
    session.commit(session.muck(order[1]))
    session.commit(session.muck(order[2]))
    assert session.hand.phase == "settling"
