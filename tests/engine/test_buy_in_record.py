"""The buy-in history the LC-36 check reads comes from the table's own log; a log without
checks (older) still reads."""

from __future__ import annotations

import pytest

from dealer_assist.engine.buy_in_record import BuyIn, BuyInChecked, buy_in_history
from dealer_assist.engine.events import ChipsAdded, PlayerLeft, PlayerSeated, SeatChanged
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.seat_dues import SeatsSwapped
from dealer_assist.engine.table import Table
from tests.flop_rules.flop_helpers import fixed, seated


def test_LC_36_history_follows_the_player_through_seat_changes_and_ends_when_he_leaves() -> None:
    session = seated(fixed(3, 6, (1, 3)), {1: 100, 2: 100})
    session.run([BuyInChecked(5, "Ana", 60, "full", 60), PlayerSeated(5, "Ana", 60)])
    session.run([BuyInChecked(5, "Ana", 10, "short", 10), ChipsAdded(5, 10)])
    session.run([SeatChanged(5, 7), ChipsAdded(7, 40)])  # no check logged: kind unknown
    session.run([SeatsSwapped(7, 1)])
    session.run([BuyInChecked(1, "Ana", 70, "full", 70), ChipsAdded(1, 70)])
    assert buy_in_history(session.table, "Ana") == [
        BuyIn(60, "full"), BuyIn(10, "short"), BuyIn(40, None), BuyIn(70, "full")]
    replayed = Table()
    replayed.apply_all(session.table.history)
    assert buy_in_history(replayed, "Ana") == buy_in_history(session.table, "Ana")
    session.run([PlayerLeft(1)])
    assert buy_in_history(session.table, "Ana") == []  # back later: a new player (LC-35)


def test_LC_26d_and_LC_P1_what_a_check_record_may_say() -> None:
    session = seated(fixed(3, 6, (1, 3)), {1: 100, 2: 100})
    with pytest.raises(Refusal, match="not a kind"):
        session.check([BuyInChecked(5, "Ana", 60, "huge", 60)])
    with pytest.raises(Refusal, match="declared buy-in plays in full"):
        session.check([BuyInChecked(5, "Ana", 60, "full", 30)])
    with pytest.raises(Refusal, match="cannot play"):
        session.check([BuyInChecked(5, "Ana", 60, "full", 90, declared=False)])
    with pytest.raises(Refusal, match="names the floorperson and the reason"):
        session.check([BuyInChecked(5, "Ana", 10, "short", 10, override_by="Kim")])
    with pytest.raises(Refusal, match="seat 1 is P1, not Ana"):
        session.check([BuyInChecked(1, "Ana", 10, "short", 10)])
    session.run([BuyInChecked(5, "Ana", 500, "full", 30, ("LC-26d",), declared=False),
                 PlayerSeated(5, "Ana", 30)])
