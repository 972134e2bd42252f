"""LC-130 / LC-46: the button's collection comes from a button who is in the hand. A new LC high
game whose six players all chose to wait for the big blind left the button on a seat the deal
passes over; the engine asked that seat for the collection and `post_blinds` crashed with a
KeyError (found by the PHH export work, issue 18)."""

from __future__ import annotations

from dealer_assist.engine.events import PlayerSeated
from dealer_assist.engine.session import DEMO_ROOM, session_for


def test_LC_130_no_collection_from_a_button_seat_that_is_not_dealt_in() -> None:
    session = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "10-20")
    session.commit([PlayerSeated(seat, f"p{seat}", 500, "wait_for_big_blind")
                    for seat in range(1, 7)])
    session.commit(session.start_hand())
    hand = session.hand
    assert hand.button not in hand.seats  # the deal passed the button's seat over
    dues = hand.posts_outstanding()
    assert all(due.seat in hand.seats for due in dues)
    assert not any(due.kind == "collection" for due in dues)
    session.commit(session.post_blinds())  # it raised KeyError before


def test_LC_130_a_dealt_in_button_still_pays_the_collection() -> None:
    session = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "10-20")
    session.commit([PlayerSeated(seat, f"p{seat}", 500, "post_big_blind")
                    for seat in range(1, 7)])
    session.commit(session.start_hand())
    hand = session.hand
    assert hand.button in hand.seats
    assert any(due.kind == "collection" and due.seat == hand.button
               for due in hand.posts_outstanding())
