"""The hand's public correction verbs and read-only answers (issue 22): what the irregularities
and the floor may do to a hand, each in the engine's verify / can / do form, refused with a
reason outside the moment it belongs to. Driven through a real table session."""

from __future__ import annotations

import pytest

from dealer_assist.cards import parse_cards
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import PlayerSeated, TableConfigured
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.session import TableSession

CONFIG = GameConfig(small_bet=3, big_bet=6,
                    blinds=(Blind("small_blind", 1), Blind("big_blind", 3)))


def _session(seats: int = 4) -> TableSession:
    s = TableSession(CONFIG)
    s.run([TableConfigured("T", "TEST", CONFIG.game, "3-6", 10, CONFIG.to_json())])
    s.run([PlayerSeated(n, f"P{n}", 100, "deal_now") for n in range(1, seats + 1)])
    s.commit(s.start_hand())
    s.commit(s.post_blinds())
    return s


def _hand(s: TableSession) -> HandState:
    hand = s.table.hand
    assert hand is not None
    return hand


def _dealt(s: TableSession) -> HandState:
    s.commit(s.deal_hole_cards(parse_cards("2c3c4c5c6c7c8c9c")))
    return _hand(s)


def test_close_betting_only_while_a_round_is_open() -> None:
    s = _session()
    hand = _hand(s)
    assert not hand.can_close_betting()
    with pytest.raises(Refusal, match="no betting round to close"):
        hand.close_betting()
    hand = _dealt(s)
    assert hand.phase == "betting" and hand.can_close_betting()
    hand.close_betting()  # preflop closed: the flop is due
    assert hand.phase == "board" and hand.to_act is None and hand.street == 1


def test_restart_round_opens_the_street_again_from_its_first_seat() -> None:
    hand = _dealt(_session())
    first = hand.to_act
    hand.kill(first)  # the first seat to act is dead (LC-81): the turn moves on
    assert hand.to_act != first
    hand.folded.discard(first)  # a ruling puts him back (LC-132a: a newcomer made live)
    hand.restart_round()
    assert hand.to_act == first and hand.phase == "betting"


def test_finish_street_only_while_cards_are_being_dealt() -> None:
    hand = _dealt(_session())
    assert not hand.can_finish_street()
    with pytest.raises(Refusal, match="no street is being dealt"):
        hand.finish_street()


def test_begin_settling_works_out_the_pot_and_not_after_it_is_pushed() -> None:
    s = _session()
    hand = _dealt(s)
    while len(hand.in_hand) > 1:  # everyone folds to the last player: the pot is his
        seat = hand.to_act
        assert seat is not None
        s.commit(s.act(seat, "fold"))
    assert hand.phase == "settling"
    plan = hand.settlement_plan()
    assert plan == hand.settlement() and hand.settlement_plan() == plan  # a read: no change
    hand.begin_settling()  # worked out again (a hand made live, LC-75): the same pot
    assert hand.settlement() == plan
    s.commit(hand.settlement())
    assert hand.phase == "settled" and not hand.can_begin_settling()
    with pytest.raises(Refusal, match="can no longer be worked out"):
        hand.begin_settling()


def test_kill_refused_for_a_folded_seat_or_once_the_pot_is_being_pushed() -> None:
    s = _session()
    hand = _dealt(s)
    seat = hand.to_act
    assert seat is not None
    s.commit(s.act(seat, "fold"))
    assert not hand.can_kill(seat)
    with pytest.raises(Refusal, match=f"seat {seat} has no live hand to kill"):
        hand.kill(seat)
    while len(hand.in_hand) > 1:
        to_act = hand.to_act
        assert to_act is not None
        s.commit(s.act(to_act, "fold"))
    assert hand.phase == "settling"
    with pytest.raises(Refusal, match="already being pushed"):
        hand.verify_kill(hand.in_hand[0])


def test_sit_out_only_before_anyone_acts() -> None:
    """LC-116: a seat dealt in by mistake leaves the hand before the action starts."""
    s = _session()
    hand = _dealt(s)
    assert hand.can_sit_out(1)
    seat = hand.to_act
    assert seat is not None
    s.commit(s.act(seat, "call"))
    assert not hand.can_sit_out(1)
    with pytest.raises(Refusal, match="only before anyone acts"):
        hand.sit_out(1)


def test_read_only_answers() -> None:
    s = _session()
    hand = _dealt(s)
    assert hand.phase_text() == "preflop betting"
    after = hand.next_to_act_after(hand.big_blind_seat)
    assert after == hand.to_act
    assert hand.claimants() == hand.in_hand
    back, pots = hand.pot_layout(hand.claimants())
    assert back == (hand.big_blind_seat, 2) and sum(p.amount for p in pots) == 2
    assert hand.odd_chip_order([1, 3]) == [3, 1]  # clockwise from the button (seat 1): LC-27a
    assert hand.kill_winner() is None  # no kill game
