"""LC-GL-33 hold buttons and their place in the LC-97 count; a player called away to another
table leaves with his stack."""

from __future__ import annotations

import pytest

from dealer_assist.engine.events import (
    PlayerAway,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
    event_from_json,
)
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.stepping_away import HoldButtonGiven, PlayerCalledAway, hold_buttons
from dealer_assist.engine.table import Table
from tests.flop_rules.flop_helpers import deal, fixed, fold_out, seated


def _full(pick_up_after: int | None = 3):  # type: ignore[no-untyped-def]
    session = seated(fixed(3, 6, (1, 3), pick_up_after_buttons=pick_up_after),
                     {s: 100 for s in range(1, 11)})
    deal(session)
    fold_out(session)
    return session


def test_LC_GL_33_a_player_who_steps_away_gets_a_hold_button_until_he_misses_a_blind() -> None:
    """LC-GL-33: away without a missed blind: a hold button; once the big blind passes him his
    missed-blind button replaces it."""
    session = _full()
    session.run([PlayerAway(5), HoldButtonGiven(5)])
    assert hold_buttons(session.table) == {5}
    while session.table.seats[5].missed_buttons == 0:
        deal(session)
        fold_out(session)
    assert hold_buttons(session.table) == set()


def test_LC_GL_33_who_may_have_a_hold_button() -> None:
    """LC-GL-33: a new player not dealt in yet may; a player in play may not; a player who has
    missed a blind has a missed-blind button instead; an empty seat, or a second hold, no."""
    session = _full()
    with pytest.raises(Refusal, match="is playing"):
        session.check([HoldButtonGiven(3)])
    session.run([PlayerLeft(9), PlayerSeated(9, "Nia", 100)])
    session.run([HoldButtonGiven(9)])  # new, waiting for the big blind
    with pytest.raises(Refusal, match="already has a hold"):
        session.check([HoldButtonGiven(9)])
    session.run([PlayerAway(5)])
    while session.table.seats[5].missed_buttons == 0:
        deal(session)
        fold_out(session)
    with pytest.raises(Refusal, match="missed-blind button, not a hold"):
        session.check([HoldButtonGiven(5)])
    session.run([PlayerLeft(2)])
    with pytest.raises(Refusal, match="seat 2 is empty"):
        session.check([HoldButtonGiven(2)])


def test_LC_GL_33_a_hold_button_goes_when_he_comes_back_moves_or_leaves() -> None:
    session = _full()
    session.run([PlayerAway(5), HoldButtonGiven(5), PlayerBack(5)])
    assert hold_buttons(session.table) == set()
    session.run([PlayerAway(6), HoldButtonGiven(6), PlayerLeft(6)])
    session.run([PlayerSeated(6, "Ola", 100)])
    assert hold_buttons(session.table) == set()  # the new player at seat 6 has none


def test_LC_97_hold_buttons_never_count_toward_the_three_buttons() -> None:
    """LC-97 / LC-GL-33: a player away with a hold button is picked up at his third
    missed-blind button in a full game, not earlier because of the hold."""
    session = _full()
    session.run([PlayerAway(5), HoldButtonGiven(5)])
    while session.table.seats[5].missed_buttons < 2:
        assert session.table.pick_up_due() == []
        deal(session)
        fold_out(session)
    assert session.table.pick_up_due() == []  # a hold + 2 missed-blind buttons: count 2
    while session.table.seats[5].missed_buttons < 3:
        deal(session)
        fold_out(session)
    assert session.table.pick_up_due() == [5]


def test_a_player_called_away_leaves_with_his_stack() -> None:
    """Called to another table's seat: logged with the table and all his chips, then the seat
    is freed; not from the hand, not with less than his stack, not to this same table."""
    session = _full()
    stack = session.table.seats[4].stack
    with pytest.raises(Refusal, match=f"all his chips, \\${stack}"):
        session.check([PlayerCalledAway(4, "P4", "T7", stack - 1), PlayerLeft(4)])
    with pytest.raises(Refusal, match="other table"):
        session.check([PlayerCalledAway(4, "P4", "T", stack), PlayerLeft(4)])
    with pytest.raises(Refusal, match="seat 4 is P4, not Bob"):
        session.check([PlayerCalledAway(4, "Bob", "T7", stack), PlayerLeft(4)])
    called = PlayerCalledAway(4, "P4", "T7", stack)
    assert event_from_json(called.to_json()) == called
    session.run([called, PlayerLeft(4)])
    assert 4 not in session.table.seats
    deal(session)
    with pytest.raises(Refusal, match="in the hand"):
        session.check([PlayerCalledAway(3, "P3", "T7", session.table.seats[3].stack)])


def test_hold_buttons_replay_from_the_log() -> None:
    session = _full()
    session.run([PlayerAway(5), HoldButtonGiven(5), PlayerAway(6)])
    replayed = Table()
    replayed.apply_all(session.table.history)
    assert hold_buttons(replayed) == {5}


def test_LC_GL_33_a_player_not_entitled_to_a_hand_after_a_seat_change_may_have_a_hold() -> None:
    """LC-GL-33 with LC-88a: seat 4 moves three seats clockwise and sits out until his count
    runs out or the big blind reaches him: not entitled to a hand, he may carry a hold button;
    it goes once he is dealt in again."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in range(1, 7)})
    deal(session)
    fold_out(session)
    session.run([SeatChanged(4, 7), HoldButtonGiven(7)])
    assert hold_buttons(session.table) == {7}
    sat_out = 0
    while 7 not in session.table.next_hand()[0].dealt_in:  # until his count or the big blind
        deal(session)
        sat_out += 1
        assert hold_buttons(session.table) == {7}
        fold_out(session)
    assert sat_out >= 1
    deal(session)
    assert 7 in session.hand.seats and hold_buttons(session.table) == set()
