"""LC-86 / LC-28: the draw for the button when a new game opens, logged and replayed."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.cards import ALL_CARDS, JOKER, parse_card
from dealer_assist.engine.button_draw import ButtonDrawn, best_draw, drawn_button
from dealer_assist.engine.events import PlayerAway, PlayerLeft, PlayerSeated, event_from_json
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.session import TableSession, session_for
from dealer_assist.engine.table import Table
from tests.flop_rules.flop_helpers import deal, fixed, fold_out, seated


def _cards(*texts: str) -> tuple:  # type: ignore[type-arg]
    return tuple(parse_card(t) for t in texts)


def _four() -> TableSession:
    return seated(fixed(3, 6, (1, 3)), {2: 100, 4: 100, 6: 100, 8: 100})


def test_LC_86_the_first_hand_s_button_goes_to_the_best_card() -> None:
    """LC-86: the best card (here the king of seat 6) takes the first button, not seat 2 (the
    first seat, which took it before the draw existed)."""
    session = _four()
    session.run([ButtonDrawn((2, 4, 6, 8), _cards("Qs", "9h", "Kc", "2d"), 6)])
    assert drawn_button(session.table) == 6
    deal(session)
    assert session.hand.button == 6
    fold_out(session)
    deal(session)
    assert session.hand.button == 8  # then it moves on as always (LC-44)


def test_LC_28_a_tie_on_rank_goes_to_the_higher_suit() -> None:
    """LC-28: kings of hearts and diamonds: hearts wins; spades over hearts over diamonds over
    clubs."""
    session = _four()
    with pytest.raises(Refusal, match="seat 4, not seat 2"):
        session.check([ButtonDrawn((2, 4, 6, 8), _cards("Kd", "Kh", "Kc", "2d"), 2)])
    session.run([ButtonDrawn((2, 4, 6, 8), _cards("Kd", "Kh", "Kc", "Ks"), 8)])
    deal(session)
    assert session.hand.button == 8


def test_LC_28_no_joker_and_no_card_twice() -> None:
    """LC-28: a joker takes no part; the same card twice is not a draw from one deck (so a tie
    cannot happen)."""
    session = _four()
    with pytest.raises(Refusal, match="without jokers"):
        session.check([ButtonDrawn((2, 4, 6, 8), (JOKER, *_cards("9h", "Kc", "2d")), 6)])
    with pytest.raises(Refusal, match="drawn twice"):
        session.check([ButtonDrawn((2, 4, 6, 8), _cards("Kc", "9h", "Kc", "2d"), 2)])


def test_LC_86_who_draws_every_present_player_and_only_they() -> None:
    """LC-86: every player seated and present draws; an away player, an empty seat, a seat
    drawing twice, or a missing player are refused."""
    session = _four()
    with pytest.raises(Refusal, match=r"seat\(s\) \[8\] did not draw"):
        session.check([ButtonDrawn((2, 4, 6), _cards("Qs", "9h", "Kc"), 6)])
    with pytest.raises(Refusal, match=r"seat\(s\) \[5\] cannot draw"):
        session.check([ButtonDrawn((2, 4, 5, 6, 8), _cards("Qs", "9h", "3c", "Kc", "2d"), 6)])
    with pytest.raises(Refusal, match="drew twice"):
        session.check([ButtonDrawn((2, 2, 6, 8), _cards("Qs", "9h", "Kc", "2d"), 6)])
    with pytest.raises(Refusal, match="one card each"):
        session.check([ButtonDrawn((2, 4, 6, 8), _cards("Qs", "9h", "Kc"), 6)])
    session.run([PlayerAway(8)])
    session.run([ButtonDrawn((2, 4, 6), _cards("Qs", "9h", "Kc"), 6)])  # away: no draw


def test_LC_86_the_draw_is_for_a_new_game_only() -> None:
    """LC-86: once a hand has placed the button the draw is refused; heads-up is enough, one
    player is not."""
    session = seated(fixed(3, 6, (1, 3)), {1: 100, 2: 100})
    with pytest.raises(Refusal, match="two or more"):
        session.check([PlayerLeft(2), ButtonDrawn((1,), _cards("As"), 1)])
    session.run([ButtonDrawn((1, 2), _cards("2c", "3c"), 2)])
    session.run([ButtonDrawn((1, 2), _cards("Ac", "3c"), 1)])  # drawn again: the last stands
    deal(session)
    assert session.hand.button == 1
    fold_out(session)
    with pytest.raises(Refusal, match="already on seat 1"):
        session.check([ButtonDrawn((1, 2), _cards("2c", "3c"), 2)])


def test_LC_86_a_winner_who_leaves_passes_the_button_on() -> None:
    """LC-86: the drawn seat's player left before the first hand: the button goes to the next
    seat after his."""
    session = _four()
    session.run([ButtonDrawn((2, 4, 6, 8), _cards("Qs", "9h", "Kc", "2d"), 6), PlayerLeft(6)])
    deal(session)
    assert session.hand.button == 8


def test_LC_86_replay_places_the_button_again_and_json_round_trips() -> None:
    """The draw is an ordinary logged event: JSON round trip, and a replay of the log gives the
    same first button."""
    session = _four()
    drawn = ButtonDrawn((2, 4, 6, 8), _cards("Qs", "9h", "Kc", "2d"), 6)
    assert event_from_json(drawn.to_json()) == drawn
    session.run([drawn])
    deal(session)
    replayed = Table()
    replayed.apply_all(session.table.history)
    assert replayed.button == 6


def test_LC_86_stud_has_no_button_to_draw() -> None:
    """Stud deals from seat 1 (CG-STD-02): no button, no draw."""
    stud = session_for("CG", "stud", "4-8")
    stud.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in (1, 2, 3)])
    with pytest.raises(Refusal, match="stud has no button"):
        stud.check([ButtonDrawn((1, 2, 3), _cards("2c", "3c", "4c"), 3)])


@given(st.lists(st.sampled_from(ALL_CARDS[:52]), min_size=2, max_size=10, unique=True))
def test_LC_28_the_best_card_beats_every_other_by_rank_then_suit(cards: list) -> None:  # type: ignore[type-arg]
    """LC-28 as a property: the winner's (rank, suit) is above every other card's."""
    best = cards[best_draw(cards)]
    assert all((best.rank, best.suit) > (c.rank, c.suit) for c in cards if c is not best)
