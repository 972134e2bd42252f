"""Catalogue section 2.6 (collection and time collection) for the flop games: one test per row
the engine can express, named with the rule ID; the rest are listed in docs/rule-coverage.md."""

from __future__ import annotations

import pytest
from flop_helpers import act, deal, finish, fixed, seated

from dealer_assist.engine.events import PlayerLeft
from dealer_assist.engine.fold import Refusal


def _fold_out(session: object) -> None:
    hand = session.hand  # type: ignore[attr-defined]
    while hand.phase == "betting":
        act(session, (hand.to_act, "fold"))  # type: ignore[arg-type]
    finish(session)  # type: ignore[arg-type]


# ----------------------------------------------------------------- 2.6 time collection


def _time_called(waiting_list: bool) -> object:
    """Four players at a $5-a-player time table; time is called and seats 1-3 pay at once."""
    from dealer_assist.engine.time_collection import CollectionModeChanged, TimeCalled, TimePaid

    config = fixed(3, 6, (1, 3), collection=2, collection_live=True, time_collection=5)
    session = seated(config, [100] * 4)
    session.run([CollectionModeChanged("time"), TimeCalled(waiting_list)])
    session.run([TimePaid(seat, 5) for seat in (1, 2, 3)])
    return session


def test_LC_146_no_waiting_list_play_to_the_big_blind_then_leave_without_paying() -> None:
    """LC-146: time is due and nobody is waiting for a seat: seat 4 keeps playing without
    paying until his big blind, then leaves, and is never charged."""
    from dealer_assist.engine.time_collection import TimePaid

    session = _time_called(waiting_list=False)
    deal(session)  # button 1, SB 2, BB 3: seat 4 plays on, unpaid
    assert 4 in session.hand.seats  # type: ignore[attr-defined]
    _fold_out(session)
    deal(session)  # button 2, SB 3, BB 4: his big blind
    assert session.hand.posts_due[-1].seat == 4  # type: ignore[attr-defined]
    _fold_out(session)
    session.run([PlayerLeft(4)])  # type: ignore[attr-defined]
    table = session.table  # type: ignore[attr-defined]
    paid = [e for e in table.history if isinstance(e, TimePaid)]
    assert all(4 not in (e.covers or (e.seat,)) for e in paid)  # never charged
    assert 4 not in table.time.owed


def test_LC_146_with_a_waiting_list_time_is_paid_before_the_next_hand() -> None:
    """LC-146: with a waiting list everyone pays at the due time: the next hand is not dealt
    while seat 4 still owes, and is dealt once he pays."""
    from dealer_assist.engine.time_collection import TimePaid

    session = _time_called(waiting_list=True)
    with pytest.raises(Refusal, match="LC-146"):
        session.start_hand()  # type: ignore[attr-defined]
    session.run([TimePaid(4, 5)])  # type: ignore[attr-defined]
    deal(session)
    assert session.table.seats[4].stack == 95  # type: ignore[attr-defined]
