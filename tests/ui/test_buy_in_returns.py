"""LC-91 at the table, from its own log: a player who quit LC $3-$6 Hold'em and comes back
within the hour brings at least what he left with. The table's buy-in check reads the
departure the log recorded (``engine.departures``); a departure the log does not record is
never passed silently; the floor may override (LC-P1). Also how bought chips are logged at
each moment (LC-26a, LC-29, LC-26c)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.engine.buy_in_record import BuyInChecked
from dealer_assist.engine.events import ChipsAdded, PlayerLeft, TableConfigured
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.engine.table_stakes import ChipsBought, RunnerAnnounced
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.ui.buy_in_checks import Override, buy_in_events
from tests.flop_rules.flop_helpers import deal, fixed

MINUTE = 60_000
T0 = 1_800_000_000_000


def _lc(limit: str = "3-6") -> TableSession:
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", limit)
    session.run(buy_in_events(session.table, 1, "Ana", 30, entry="deal_now"))
    session.run(buy_in_events(session.table, 2, "Bo", 200, entry="deal_now"))
    return session


def _left(session: TableSession, seat: int, at: int) -> None:
    info = session.table.seats[seat]
    session.run([PlayerLeft(seat, info.player, info.stack, at)])


def test_LC_91_back_within_the_hour_he_brings_what_he_left_with() -> None:
    session = _lc()
    _left(session, 2, T0)
    for minutes in (1, 40, 59):
        with pytest.raises(RoomRefusal, match=r"left \d+ minutes ago with \$200") as refused:
            buy_in_events(session.table, 5, "Bo", 199, entry="deal_now",
                          now_ms=T0 + minutes * MINUTE)
        assert "LC-91" in refused.value.rule_ids
    events = buy_in_events(session.table, 5, "bo", 200, entry="deal_now", now_ms=T0 + 40 * MINUTE)
    assert "LC-91" in events[0].rule_ids  # type: ignore[attr-defined]
    assert buy_in_events(session.table, 5, "Bo", 30, entry="deal_now",
                         now_ms=T0 + 60 * MINUTE)  # an hour on: a new player's full buy-in


def test_LC_91_another_player_another_game_and_a_seated_player_are_not_returns() -> None:
    session = _lc()
    _left(session, 2, T0)
    assert buy_in_events(session.table, 5, "Cy", 30, entry="deal_now", now_ms=T0 + MINUTE)
    config = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "6-12").table.config
    session.run([TableConfigured("T1", session.table.house, "holdem", "6-12", 10,
                                 config.to_json())])
    assert buy_in_events(session.table, 5, "Bo", 60, entry="deal_now", now_ms=T0 + MINUTE)


def test_LC_91_an_unrecorded_departure_is_never_passed_silently() -> None:
    """An older log's bare ``player_left``: the check cannot know when he left or with what,
    so the buy-in waits for the floor; the floor may accept it with a reason (LC-P1)."""
    session = _lc()
    session.run([PlayerLeft(2)])
    with pytest.raises(RoomRefusal, match="does not say when or with how much") as refused:
        buy_in_events(session.table, 5, "Bo", 500, entry="deal_now", now_ms=T0)
    assert refused.value.rule_ids == ("LC-91",)
    events = buy_in_events(session.table, 5, "Bo", 100, entry="deal_now", now_ms=T0,
                           override=Override("Kim (F1)", "left yesterday"))
    session.run(events)
    assert session.table.seats[5].stack == 100
    checked = events[0]
    assert isinstance(checked, BuyInChecked)
    assert checked.rule_ids == ("LC-91", "LC-P1")  # the log names what the floor overrode


def test_LC_91_a_forged_departure_never_reaches_the_log() -> None:
    """Recording less than his stack, so he could come back with less, is refused by the
    engine before the check ever reads it."""
    session = _lc()
    with pytest.raises(Refusal, match="whole stack"):
        session.check([PlayerLeft(2, "Bo", 30, T0)])


def test_LC_26a_LC_29_LC_26c_how_bought_chips_are_logged_by_moment_and_way() -> None:
    session = _lc()
    assert isinstance(buy_in_events(session.table, 1, "Ana", 30)[1], ChipsAdded)
    assert buy_in_events(session.table, 1, "Ana", 30, via="cheque")[1] == ChipsBought(
        1, 30, "cheque")
    assert buy_in_events(session.table, 1, "Ana", 30, via="runner")[1] == RunnerAnnounced(
        1, 30, house_agreed=True, table_told=True)
    deal(session)
    assert buy_in_events(session.table, 1, "Ana", 30)[1] == ChipsBought(1, 30)
    session.run(buy_in_events(session.table, 1, "Ana", 10))  # one short add-on: allowed
    assert session.table.seats[1].pending == 10
    with pytest.raises(RoomRefusal, match="LC-36"):  # judged like any add-on: not two
        buy_in_events(session.table, 1, "Ana", 10)


def test_buy_in_unjudged_house_still_waits_for_the_next_deal() -> None:
    """LC-26a holds at a house without buy-in amounts here, too."""
    session = TableSession(fixed(3, 6, (1, 3)))
    session.run([TableConfigured("T", "TEST", "holdem", "test", 10,
                                 fixed(3, 6, (1, 3)).to_json())])
    session.run(buy_in_events(session.table, 1, "Ana", 30, entry="deal_now"))
    session.run(buy_in_events(session.table, 2, "Bo", 30, entry="deal_now"))
    deal(session)
    assert buy_in_events(session.table, 1, "Ana", 5) == [ChipsBought(1, 5)]


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 180), st.integers(30, 400), st.integers(30, 400))
def test_LC_91_property_refused_exactly_when_back_within_the_hour_with_less(
        minutes: int, amount: int, start: int) -> None:
    """Cy sits with ``start`` and quits with it; a full buy-in of ``amount`` back at this game
    ``minutes`` later is refused exactly when it comes within the hour with less than he left
    with, and the refusal names LC-91."""
    session = _lc()
    session.run(buy_in_events(session.table, 3, "Cy", start, entry="deal_now"))
    session.run([PlayerLeft(3, "Cy", start, T0)])
    try:
        buy_in_events(session.table, 5, "cy", amount, entry="deal_now",
                      now_ms=T0 + minutes * MINUTE)
    except RoomRefusal as refusal:
        assert minutes < 60 and amount < start and "LC-91" in refusal.rule_ids
    else:
        assert minutes >= 60 or amount >= start
