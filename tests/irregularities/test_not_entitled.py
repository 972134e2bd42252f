"""LC-113 after the player acted: the action stands, the hand is live, and what he owed stays
owed (a missed-blind button, a seat-change wait); found before he acts the detector kills his
cards (tests in test_deal_errors.py)."""

from __future__ import annotations

import pytest
from irr_helpers import THREE_SIX, act, proposed

from dealer_assist.cards import parse_cards
from dealer_assist.engine.events import (
    Mucked,
    PlayerAway,
    PlayerBack,
    PlayerSeated,
    Shown,
    TableConfigured,
    event_from_json,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Table
from dealer_assist.irregularities import confirm, report_not_entitled_acted


def _missed_blind_table() -> TableSession:
    """Five players at $3-$6; seat 5 was away when the big blind passed him and is back,
    waiting for the big blind. The next hand (button 3, blinds 4 and 1) deals him out."""
    s = TableSession(THREE_SIX)
    s.run([TableConfigured("T", "LC_LOW", "holdem", "3-6", 10, THREE_SIX.to_json())])
    s.run([PlayerSeated(seat, f"P{seat}", 100, "deal_now") for seat in range(1, 6)])
    for away in (True, False, False):
        if away:
            s.run([PlayerAway(5)])
        s.commit(s.start_hand())
        s.commit(s.post_blinds())
        s.commit(s.deal_hole_cards())
        while s.hand.phase == "betting":
            s.commit(s.act(s.hand.to_act, "fold"))  # type: ignore[arg-type]
        s.commit(s.settle())
        s.commit(s.end_hand())
    s.run([PlayerBack(5, "wait_for_big_blind")])
    assert s.table.seats[5].missed_big
    s.commit(s.start_hand())
    assert 5 not in s.hand.seats
    s.commit(s.post_blinds())
    s.commit(s.deal_hole_cards())
    return s


def test_LC_113_player_dealt_in_by_mistake_who_called_plays_on_and_keeps_his_button() -> None:
    """LC-113: seat 5 (missed blinds) was given cards and called $3 before anyone noticed: the
    call stands, his hand is live and can win; after the hand his missed-blind button is
    still there, so he is not dealt in the next hand without posting."""
    s = _missed_blind_table()
    order = s.hand.to_act
    events = report_not_entitled_acted(s, 5, put_in=3, cards=tuple(parse_cards("AsAh")))
    [ruling] = proposed(events)
    assert ruling.irregularity == "not_entitled_dealt" and ruling.rule_ids == ("LC-113",)
    assert "action stands" in ruling.detail
    s.commit(events)
    s.commit(confirm(s, ruling.ruling, "Floor Fran"))
    hand = s.hand
    assert 5 in hand.in_hand and hand.contrib[5] == 3 and hand.stacks[5] == 97
    assert hand.to_act == order  # he has called: the turn does not come to him again
    while hand.phase == "betting":
        legal = {a.action for a in hand.legal_actions()}
        s.commit(s.act(hand.to_act, "check" if "check" in legal else "call"))  # type: ignore[arg-type]
    boards = iter(("2c7d9h", "Jc", "4s"))
    while hand.phase in ("board", "betting"):
        if hand.phase == "board":
            s.commit(s.deal_board(list(parse_cards(next(boards)))))
        else:
            s.commit(s.act(hand.to_act, "check"))  # type: ignore[arg-type]
    s.commit(s.check([Shown(5, parse_cards("AsAh"))]))
    for seat in [x for x in hand.showdown_order() if x not in hand.shown]:
        s.commit(s.check([Mucked(seat)]))
    s.commit(s.settle())
    s.commit(s.end_hand())
    assert s.table.seats[5].stack > 100  # his aces won the pot
    assert s.table.seats[5].missed_big  # the missed-blind button stays
    started, _posts = s.table.next_hand()
    assert 5 not in started.dealt_in
    replayed = Table()
    replayed.apply_all(event_from_json(ev.to_json()) for ev in s.table.history)
    assert replayed.seats[5].stack == s.table.seats[5].stack


def test_LC_113_a_fold_stands_and_a_later_raise_brings_his_turn_back() -> None:
    """LC-113: his fold stands (his chips stay in the pot); a check-or-call for less than the
    bet now facing him brings his turn round again; a raise he made is not recordable."""
    s = _missed_blind_table()
    s.commit(report_not_entitled_acted(s, 5, folded=True))
    assert 5 not in s.hand.in_hand and 5 in s.hand.seats
    s2 = _missed_blind_table()
    act(s2, (s2.hand.to_act, "raise", 6))  # type: ignore[arg-type]
    with pytest.raises(Refusal, match="cannot stand"):
        report_not_entitled_acted(s2, 5, put_in=9)
    s2.commit(report_not_entitled_acted(s2, 5, put_in=3))
    assert 5 in s2.hand.round.needs_action  # type: ignore[union-attr]


def test_LC_113_refused_for_an_entitled_seat_and_after_the_first_round() -> None:
    """LC-113: a seat dealt in by the rules is entitled; a newcomer who never posted is
    LC-132a/b's case; the report belongs to the first betting round, when it is found."""
    s = _missed_blind_table()
    with pytest.raises(Refusal, match="entitled"):
        report_not_entitled_acted(s, 2, put_in=3)
    s.run([PlayerSeated(7, "New", 100, "wait_for_big_blind")])
    with pytest.raises(Refusal, match="LC-132a"):
        report_not_entitled_acted(s, 7, put_in=3)
    while s.hand.phase == "betting":
        legal = {a.action for a in s.hand.legal_actions()}
        s.commit(s.act(s.hand.to_act, "check" if "check" in legal else "call"))  # type: ignore[arg-type]
    s.commit(s.deal_board())
    with pytest.raises(Refusal, match="first betting round"):
        report_not_entitled_acted(s, 5, put_in=3)
