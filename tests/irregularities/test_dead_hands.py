"""Dead and retrievable hands, showdown requests (LC-9, LC-80 to LC-85, LC-75, AMB-30)."""

from __future__ import annotations

import pytest
from irr_helpers import (
    act,
    confirmed,
    feed,
    finish,
    proposed,
    ruled,
    table,
)

from dealer_assist.cards import parse_cards
from dealer_assist.engine.events import Mucked, Shown
from dealer_assist.engine.fold import Refusal
from dealer_assist.irregularities import HandKilled, confirm, report, showdown_request

HOLE = "2c3c4c5c6c7c8c9c"


@pytest.mark.parametrize(("irregularity", "rule_id"), [
    ("unprotected_hand", "LC-9"),
    ("hand_in_muck", "LC-81"),
    ("cards_thrown", "LC-82"),
    ("fold_facing_bet", "LC-85a"),
    ("hand_thrown_forward", "LC-85b"),
], ids=["LC-9", "LC-81", "LC-82", "LC-85a", "LC-85b"])
def test_dead_hand_forfeits_its_money_once_the_floor_confirms(irregularity: str,
                                                              rule_id: str) -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "raise", 6), (1, "call"))
    ruling = ruled(s, report(s, irregularity, seat=1, detail="seen by the dealer"))
    assert rule_id in ruling.rule_ids and 1 in s.hand.in_hand
    confirmed(s, ruling)
    assert 1 not in s.hand.in_hand and s.hand.contrib[1] == 6
    act(s, (2, "fold"), (3, "fold"))
    assert finish(s) == {1: 94, 2: 99, 3: 97, 4: 110}


def test_lc_85d_absent_at_his_turn_loses_his_blind() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"), (1, "call"), (2, "call"))
    events = report(s, "absent_at_turn", seat=3)  # the big blind is not back in time
    s.commit(events)
    s.commit(confirm(s, proposed(events)[0].ruling, "Floor Fran"))
    assert s.hand.phase == "board" and s.hand.contrib[3] == 3


def test_lc_80_thrown_hand_retrieved_when_nobody_acted_on_it() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "fold"))
    events = report(s, "thrown_hand_retrievable", seat=4)
    s.commit(events)
    s.commit(confirm(s, proposed(events)[0].ruling, "Floor Fran"))
    assert 4 in s.hand.in_hand and s.hand.to_act == 4
    act(s, (4, "call"), (1, "call"), (2, "call"), (3, "check"))
    assert s.hand.phase == "board"


def test_lc_80_no_retrieve_once_another_player_acted() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "fold"), (1, "call"))
    events = report(s, "thrown_hand_retrievable", seat=4)
    s.commit(events)
    with pytest.raises(Refusal, match="LC-80"):
        confirm(s, proposed(events)[0].ruling, "Floor Fran")


def _to_showdown() -> tuple[object, object]:
    s, d = table()
    feed(d, "2c3cAd5c6c3sTd9c")  # seat 2: 2c 6c, seat 3: 3c 3s, seat 4: Ad Td, seat 1: 5c 9c
    act(s, (4, "call"), (1, "call"), (2, "call"), (3, "check"))
    for cards in ("Ah KdQdJd", "4h 7h", "4s 2h"):
        feed(d, cards)
        act(s, (2, "check"), (3, "check"), (4, "check"), (1, "check"))
    s.commit(s.check([Shown(2, parse_cards("2c6c")), Shown(3, parse_cards("3c3s")),
                      Mucked(4), Mucked(1)]))  # seat 4 mucks a royal flush
    return s, d


def test_lc_75_winner_asks_to_see_a_called_hand_which_then_wins() -> None:
    s, _d = _to_showdown()
    ruling = ruled(s, showdown_request(s, 3, 4, parse_cards("AdTd")))
    assert "AMB-30" in ruling.rule_ids
    assert finish(s)[4] == 109  # seat 4's royal flush takes the $12 pot


def test_lc_75_another_player_asks_and_the_mucked_hand_stays_dead() -> None:
    s, _d = _to_showdown()
    s.commit(showdown_request(s, 2, 4, parse_cards("AdTd")))
    stacks = finish(s)
    assert stacks[3] == 109 and stacks[4] == 97
    assert not any(isinstance(e, HandKilled) for e in s.table.history)


def test_lc_75_lc_78_winner_asks_but_the_hand_had_touched_the_muck_it_stays_dead() -> None:
    """LC-75, LC-78: the apparent winner (seat 3) asks for seat 4's hand, but it had touched
    the muck: shown, it stays dead and seat 3 takes the pot."""
    s, _d = _to_showdown()
    ruling = ruled(s, showdown_request(s, 3, 4, parse_cards("AdTd"), touched_muck=True))
    assert "touched the muck" in ruling.detail
    stacks = finish(s)
    assert stacks[3] == 109 and stacks[4] == 97


def test_lc_75_request_only_at_the_showdown_for_a_hand_pushed_face_down() -> None:
    """LC-75: the request is for a hand pushed face down at the showdown (not a tabled one, not
    a seat nobody sits in), before the pot is pushed."""
    s, _d = _to_showdown()
    with pytest.raises(Refusal, match="pushed face down"):
        showdown_request(s, 3, 2, parse_cards("2c6c"))
    with pytest.raises(Refusal, match="empty"):
        showdown_request(s, 7, 4, parse_cards("AdTd"))
    s.commit(s.settle())
    with pytest.raises(Refusal, match="before the pot is pushed"):
        showdown_request(s, 3, 4, parse_cards("AdTd"))


def test_lc_85a_a_dead_hand_needs_a_live_seat() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "fold"))
    with pytest.raises(Refusal, match="live hand"):
        report(s, "fold_facing_bet", seat=4)
    with pytest.raises(Refusal, match="live hand"):
        report(s, "fold_facing_bet")
