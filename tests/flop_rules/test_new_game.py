"""A new game (LC-86, LC-87, LC-48): the players seated when it starts draw for the button
(engine/button_draw.py) and are all dealt in, whatever entry they chose; a newcomer's choices
(wait for the big blind, post one: LC-39, LC-127) are for a game in progress. A brand-new game
whose six players all chose to wait used to deal in only the two blinds."""

from __future__ import annotations

import pytest
from played_hands import draw_button_to, fold_around

from dealer_assist.engine.events import EntryChosen, PlayerAway, PlayerSeated
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for


def _lc_high() -> TableSession:
    return session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "10-20")


@pytest.mark.parametrize("entry", ["wait_for_big_blind", "post_big_blind"])
def test_LC_86_LC_87_a_new_game_deals_in_every_seated_player(entry: str) -> None:
    """Six players sit down in a new LC high game, each choosing to wait (or to post): all six
    are dealt the first hand; only the two blinds and the button's dead collection (LC-130)
    are posted, no newcomer's big blind."""
    session = _lc_high()
    session.commit([PlayerSeated(s, f"p{s}", 500, entry) for s in range(1, 7)])
    started = session.start_hand()[0]
    assert started.dealt_in == (1, 2, 3, 4, 5, 6)  # type: ignore[attr-defined]
    session.commit([started])
    kinds = sorted(d.kind for d in session.hand.posts_outstanding() if not d.optional)
    assert kinds == ["big_blind", "collection", "small_blind"]


def test_LC_39_LC_127_a_player_who_arrives_after_the_first_hand_waits_or_posts() -> None:
    """The edge: once the first hand has been dealt the game is in progress, and a newcomer
    who chose to wait is not dealt in until the big blind reaches him; one who posts plays."""
    session = _lc_high()
    session.commit([PlayerSeated(s, f"p{s}", 500, "wait_for_big_blind") for s in (1, 3, 5)])
    fold_around(session)
    session.commit([PlayerSeated(2, "late", 500, "wait_for_big_blind")])
    started = session.table.next_hand()[0]  # button 3, blinds 5 and 1: not yet his
    assert 2 not in started.dealt_in and set(started.dealt_in) == {1, 3, 5}
    session.commit([EntryChosen(2, "post_big_blind")])
    started, posts = session.table.next_hand()
    assert 2 in started.dealt_in
    assert any(p.seat == 2 and p.kind == "new_player_blind" for p in posts)


def test_LC_87_a_player_who_sits_before_the_first_deal_is_in_the_new_game() -> None:
    """Seats are taken first-come as players arrive until the first deal: a player who sits
    down after the draw but before the first hand is dealt in too."""
    session = _lc_high()
    session.commit([PlayerSeated(s, f"p{s}", 500, "wait_for_big_blind") for s in (1, 2, 3)])
    draw_button_to(session, 2)
    session.commit([PlayerSeated(5, "p5", 500, "wait_for_big_blind")])
    assert session.table.next_hand()[0].dealt_in == (1, 2, 3, 5)


def test_LC_48_a_player_away_at_the_first_hand_is_not_dealt_in() -> None:
    """A new game deals in the players present; one away when it starts is not dealt in
    (and misses the blinds that pass him, LC-48)."""
    session = _lc_high()
    session.commit([PlayerSeated(s, f"p{s}", 500, "deal_now") for s in (1, 2, 3, 4)])
    session.commit([PlayerAway(4)])
    assert session.table.next_hand()[0].dealt_in == (1, 2, 3)


def test_LC_86_the_first_button_goes_where_the_draw_put_it_and_moves_on() -> None:
    session = _lc_high()
    session.commit([PlayerSeated(s, f"p{s}", 500, "wait_for_big_blind") for s in (1, 3, 5, 7)])
    draw_button_to(session, 5)
    started, posts = session.table.next_hand()
    assert started.button == 5
    blinds = {p.kind: p.seat for p in posts if p.kind in ("small_blind", "big_blind")}
    assert blinds == {"small_blind": 7, "big_blind": 1}
    fold_around(session)
    assert session.table.next_hand()[0].button == 7  # LC-44: forward from the drawn seat
