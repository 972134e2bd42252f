"""LC-130 / LC-46: the button's collection comes from a button who is in the hand. A game in
progress whose only players present are newcomers waiting for the big blind leaves the button
on a seat the deal passes over; the engine asked that seat for the collection and `post_blinds`
crashed with a KeyError (found by the PHH export work, issue 18). A brand-new game no longer
gets there: it deals in every player seated (LC-86/87, tests/flop_rules/test_new_game.py)."""

from __future__ import annotations

from played_hands import fold_around

from dealer_assist.engine.events import PlayerAway, PlayerSeated
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for


def _one_hand_played() -> TableSession:
    session = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "10-20")
    session.commit([PlayerSeated(seat, f"p{seat}", 500, "post_big_blind") for seat in (1, 2, 3)])
    fold_around(session)
    return session


def test_LC_130_no_collection_from_a_button_seat_that_is_not_dealt_in() -> None:
    session = _one_hand_played()
    session.commit([PlayerAway(seat) for seat in (1, 2, 3)])
    session.commit([PlayerSeated(seat, f"p{seat}", 500, "wait_for_big_blind")
                    for seat in (4, 5, 6)])
    session.commit(session.start_hand())
    hand = session.hand
    assert hand.button not in hand.seats  # the deal passed the button's seat over
    dues = hand.posts_outstanding()
    assert all(due.seat in hand.seats for due in dues)
    assert not any(due.kind == "collection" for due in dues)
    session.commit(session.post_blinds())  # it raised KeyError before


def test_LC_130_a_dealt_in_button_still_pays_the_collection() -> None:
    session = _one_hand_played()
    session.commit(session.start_hand())
    hand = session.hand
    assert hand.button in hand.seats
    assert any(due.kind == "collection" and due.seat == hand.button and due.rule_ids == ("LC-130",)
               for due in hand.posts_outstanding())
