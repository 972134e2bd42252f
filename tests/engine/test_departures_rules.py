"""LC-91 from the table's own log: a quit records who left, his whole stack and the time; the
engine refuses a record that does not match the table (a forged stack, another player, time
going back), and reads the departures back by the name the dealer entered."""

from __future__ import annotations

import pytest

from dealer_assist.engine.departures import departure_of, player_key
from dealer_assist.engine.events import PlayerAway, PlayerLeft, PlayerSeated, TableConfigured
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.pick_up import ChipsPickedUp
from dealer_assist.engine.stepping_away import PlayerCalledAway
from dealer_assist.engine.table import Table
from tests.flop_rules.flop_helpers import fixed, seated

HOUR = 3_600_000
T0 = 1_800_000_000_000


def test_LC_91_a_quit_records_who_with_what_and_when() -> None:
    session = seated(fixed(3, 6, (1, 3)), {1: 100, 2: 250})
    session.run([PlayerLeft(2, "P2", 250, T0)])
    left = departure_of(session.table, "P2")
    assert left is not None and left.recorded and (left.chips, left.at_ms) == (250, T0)
    assert (left.game, left.limit) == ("holdem", "test")
    replayed = Table()
    replayed.apply_all(session.table.history)
    assert departure_of(replayed, "p2") == left
    session.run([PlayerSeated(2, "P2", 300)])  # he is back: nothing left to check
    assert departure_of(session.table, "P2") is None


@pytest.mark.parametrize(("record", "why"), [
    (PlayerLeft(2, "P2", 200, T0), "whole stack"),  # a forged, smaller stack
    (PlayerLeft(2, "P2", 300, T0), "whole stack"),
    (PlayerLeft(2, "P1", 250, T0), "seat 2 is P2"),  # another player's name
    (PlayerLeft(2, "P2", 250, 0), "the time"),  # who and what, but not when
    (PlayerLeft(2, "P2", None, T0), "whole stack"),
])
def test_LC_91_a_departure_that_does_not_match_the_table_is_refused(
        record: PlayerLeft, why: str) -> None:
    session = seated(fixed(3, 6, (1, 3)), {1: 100, 2: 250})
    with pytest.raises(Refusal, match=why):
        session.check([record])


def test_LC_91_time_never_goes_back_between_departures() -> None:
    session = seated(fixed(3, 6, (1, 3)), {1: 100, 2: 250, 3: 80})
    session.run([PlayerLeft(3, "P3", 80, T0)])
    with pytest.raises(Refusal, match="before the last one"):
        session.check([PlayerLeft(2, "P2", 250, T0 - HOUR)])
    session.run([PlayerLeft(2, "P2", 250, T0)])


def test_LC_91_a_bare_leave_is_an_unrecorded_departure_a_move_is_none() -> None:
    """An older log's ``player_left`` says only the seat: the departure is known but not
    recorded (never taken as none). A player called to another table, or whose chips the floor
    picked up, did not quit."""
    session = seated(fixed(3, 6, (1, 3)), {1: 100, 2: 250, 3: 80})
    session.run([PlayerLeft(1)])
    old = departure_of(session.table, "P1")
    assert old is not None and not old.recorded
    session.run([PlayerCalledAway(2, "P2", "T9", 250), PlayerLeft(2)])
    session.run([PlayerAway(3), ChipsPickedUp(3, "P3", 80, "Kim", "seat asked for"),
                 PlayerLeft(3)])
    assert departure_of(session.table, "P2") is None and departure_of(session.table, "P3") is None


def test_LC_91_the_player_is_known_by_the_name_entered_without_case_or_spacing() -> None:
    assert player_key("  Mary   JO ") == player_key("mary jo") != player_key("Mary Joe")
    session = seated(fixed(3, 6, (1, 3)), {1: 100})
    session.run([PlayerSeated(4, "Mary Jo", 120), PlayerLeft(4, "Mary Jo", 120, T0)])
    assert departure_of(session.table, "MARY  jo") is not None
    session.run([TableConfigured("T", "TEST", "holdem", "6-12", 10)])
    assert departure_of(session.table, "mary jo").limit == "test"  # the game he quit
