"""LC-107a as a property: a 13th card read into a six-handed deal, then any preflop play (folds,
calls, raises) with the floor arriving at any moment before the flop; the hand always plays to
its end, the floor's confirmation is accepted, no folded seat is asked to act, and chips are
kept (the stuck hand of the 1,000-hand benchmark, hand 559)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from irr_helpers import chips, confirmed, feed, finish, one, proposed, showdown, table

from dealer_assist.cards import STANDARD_CARDS

HOLE = "2c3c4c5c6c7c8c9cTcJcQcKc"
STUB = [c for c in STANDARD_CARDS if str(c) not in
        {"2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "Tc", "Jc", "Qc", "Kc", "Ah"}]


@settings(max_examples=60, deadline=None)
@given(moves=st.lists(st.integers(0, 9), min_size=1, max_size=30),
       floor_after=st.integers(0, 12))
def test_lc_107a_any_preflop_play_then_the_floor_the_hand_ends(
        moves: list[int], floor_after: int) -> None:
    s, d = table(seats=6)
    feed(d, HOLE)
    [ruling] = proposed(one(d, "Ah"))
    assert ruling.rule_ids == ("LC-107a",)
    before = chips(s)  # the stacks as they were when the hand began
    waiting, taken, stub = True, 0, iter(STUB)
    for _ in range(400):
        hand = s.hand
        if waiting and (taken >= floor_after or hand.phase != "betting" or hand.street > 0):
            confirmed(s, ruling)  # the floor turns one card up: the flop's burn if one comes
            waiting = False
            continue
        if hand.phase == "betting":
            seat = hand.to_act
            assert seat is not None and seat not in hand.folded, "a folded seat asked to act"
            legal = hand.legal_actions()
            pick = legal[moves[taken % len(moves)] % len(legal)]
            s.commit(s.act(pick.seat, pick.action, pick.min_to))
            taken += 1
        elif hand.phase == "board":
            s.commit(d.card_read(next(stub)))
        elif hand.phase == "showdown":
            showdown(s)
        else:
            break
    else:
        raise AssertionError("the hand never ended")
    assert not waiting and s.table.rulings[ruling.ruling].status == "confirmed"
    assert sum(finish(s).values()) == before == 600
