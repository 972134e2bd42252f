"""Table stakes (catalogue §7.5) on the real engine: chips bought during a hand (LC-26a), cheques
(LC-29), announced runners and chips passed behind (LC-26c, LC-26b, AMB-33), and no playing
over a held seat (LC-23). Each test drives a $3-$6 table: seats 1-3 with $100 each."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.engine.events import (
    ChipsAdded,
    HandStarted,
    PlayerAway,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
)
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Table
from dealer_assist.engine.table_stakes import (
    ChequeDeclined,
    ChequeProcessed,
    ChipsBought,
    ChipsPassedBehind,
    RunnerAnnounced,
    RunnerArrived,
)
from dealer_assist.irregularities import call_misdeal
from dealer_assist.irregularities.misdeals import cases, letter
from tests.flop_rules.flop_helpers import deal, fixed, fold_out, seated


def _table() -> TableSession:
    return seated(fixed(3, 6, (1, 3)), {1: 100, 2: 100, 3: 100})


def _started(session: TableSession) -> HandStarted:
    return next(e for e in reversed(session.table.history) if isinstance(e, HandStarted))


def _runner(seat: int, amount: int) -> RunnerAnnounced:
    return RunnerAnnounced(seat, amount, house_agreed=True, table_told=True)


# ------------------------------------------------------------------------------ LC-26a

def test_LC_26a_chips_bought_during_his_hand_wait_and_play_from_the_next_deal() -> None:
    session = _table()
    deal(session)
    in_play = dict(session.hand.stacks)
    session.run([ChipsBought(2, 50)])
    info = session.table.seats[2]
    assert (info.pending, info.stack) == (50, 100)
    assert session.hand.stacks == in_play  # not in this pot: he cannot bet them
    with pytest.raises(Refusal, match="chips are added between hands"):
        session.check([ChipsAdded(2, 50)])  # the plain add-on still waits for the hand's end
    fold_out(session)
    ended = session.hand.stacks  # what the hand left him, before his purchase joins
    assert session.table.seats[2].pending == 0
    assert session.table.seats[2].stack == ended[2] + 50
    deal(session)
    started = _started(session)
    assert dict(zip(started.dealt_in, started.stacks, strict=True))[2] == ended[2] + 50


def test_LC_26a_a_player_not_in_the_hand_and_one_before_the_deal_take_chips_at_once() -> None:
    session = _table()
    session.run([ChipsBought(1, 20)])  # before the deal: on the table when it starts
    deal(session)
    assert dict(zip(_started(session).dealt_in, _started(session).stacks, strict=True))[1] == 120
    session.run([PlayerSeated(5, "Ana", 60)])  # sits down during the hand: not dealt in
    session.run([ChipsBought(5, 40)])
    assert (session.table.seats[5].stack, session.table.seats[5].pending) == (100, 0)


def test_LC_26a_what_a_purchase_record_may_say() -> None:
    session = _table()
    with pytest.raises(Refusal, match="seat 6 is empty"):
        session.check([ChipsBought(6, 20)])
    with pytest.raises(Refusal, match="positive"):
        session.check([ChipsBought(1, 0)])
    with pytest.raises(Refusal, match="'credit' is not how chips come"):
        session.check([ChipsBought(1, 20, "credit")])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 3), st.integers(1, 80), st.booleans()), max_size=8))
def test_LC_26a_property_bought_chips_never_enter_a_pot_already_dealt(
        buys: list[tuple[int, int, bool]]) -> None:
    """Over any purchases before or during two hands: every hand starts with the stacks it
    ended with plus what was bought, a hand's stacks never change by a purchase, and no chip
    is made or lost; a replay of the log agrees."""
    session = _table()
    for hand in range(2):
        before = [(s, a) for s, a, during in buys[hand::2] if not during]
        during = [(s, a) for s, a, d in buys[hand::2] if d]
        ends = {s: i.stack for s, i in session.table.seats.items()}
        session.run([ChipsBought(s, a) for s, a in before])
        deal(session)
        started = dict(zip(_started(session).dealt_in, _started(session).stacks, strict=True))
        assert started == {s: ends[s] + sum(a for t, a in before if t == s) for s in ends}
        dealt = dict(session.hand.stacks)
        session.run([ChipsBought(s, a) for s, a in during])
        assert session.hand.stacks == dealt
        fold_out(session)
    bought = sum(a for _s, a, _d in buys)
    assert sum(i.stack for i in session.table.seats.values()) == 300 + bought
    replayed = Table()
    replayed.apply_all(session.table.history)
    assert replayed.seats == session.table.seats


# ------------------------------------------------------------------------------ LC-29

def test_LC_29_cheque_chips_come_only_once_the_cheque_is_processed() -> None:
    session = _table()
    session.run([ChipsBought(3, 60, "cheque")])
    assert (session.table.seats[3].stack, session.table.seats[3].cheque) == (100, 60)
    deal(session)
    assert dict(zip(_started(session).dealt_in, _started(session).stacks, strict=True))[3] == 100
    session.run([ChequeProcessed(3)])  # processed during his hand: waits for the next deal
    assert (session.table.seats[3].cheque, session.table.seats[3].pending) == (0, 60)
    with pytest.raises(Refusal, match="no cheque waiting"):
        session.check([ChequeProcessed(3)])
    fold_out(session)
    ended = session.hand.stacks
    assert session.table.seats[3].stack == ended[3] + 60
    session.run([ChipsBought(1, 30, "cheque"), ChequeProcessed(1)])  # between hands: at once
    assert session.table.seats[1].stack == ended[1] + 30
    session.run([ChipsBought(1, 50, "cheque"), ChequeDeclined(1)])  # not honoured: no chips
    assert (session.table.seats[1].stack, session.table.seats[1].cheque) == (ended[1] + 30, 0)
    with pytest.raises(Refusal, match="no cheque waiting"):
        session.check([ChequeDeclined(1)])


# ------------------------------------------------------------------------------ LC-26c

def test_LC_26c_runner_chips_count_only_with_the_house_agreed_and_the_table_told() -> None:
    """AMB-33: without both, only chips on the table play."""
    session = _table()
    for agreed, told in ((False, False), (True, False), (False, True)):
        with pytest.raises(Refusal, match="LC-26c, AMB-33"):
            session.check([RunnerAnnounced(2, 200, house_agreed=agreed, table_told=told)])
    session.run([_runner(2, 200)])
    assert (session.table.seats[2].stack, session.table.seats[2].runner) == (300, 200)
    deal(session)  # the next deal counts them
    assert dict(zip(_started(session).dealt_in, _started(session).stacks, strict=True))[2] == 300
    session.run([RunnerArrived(2)])
    assert session.table.seats[2].runner == 0
    with pytest.raises(Refusal, match="no runner chips are on their way to seat 2"):
        session.check([RunnerArrived(2)])


def test_LC_26c_announced_during_his_hand_they_count_from_the_next_deal() -> None:
    session = _table()
    deal(session)
    dealt = dict(session.hand.stacks)
    session.run([_runner(1, 50)])
    assert session.hand.stacks == dealt and session.table.seats[1].pending == 50
    fold_out(session)
    assert session.table.seats[1].stack == session.hand.stacks[1] + 50


def test_LC_26b_LC_26c_chips_pass_only_to_a_player_waiting_for_his_runner() -> None:
    session = _table()
    with pytest.raises(Refusal, match="LC-26b"):
        session.check([ChipsPassedBehind(1, 2, 20)])  # for his blind, say: refused
    session.run([_runner(2, 100)])
    with pytest.raises(Refusal, match="has \\$100, not \\$150"):
        session.check([ChipsPassedBehind(1, 2, 150)])
    with pytest.raises(Refusal, match="to himself"):
        session.check([ChipsPassedBehind(2, 2, 20)])
    with pytest.raises(Refusal, match="LC-26b"):
        session.check([ChipsPassedBehind(2, 1, 20)])  # the other way: 1 waits for nothing
    session.run([ChipsPassedBehind(1, 2, 40)])  # plays behind for seat 2
    assert (session.table.seats[1].stack, session.table.seats[2].stack) == (60, 240)
    deal(session)
    with pytest.raises(Refusal, match="LC-26a"):
        session.check([ChipsPassedBehind(3, 2, 10)])  # not into a pot being played


# ------------------------------------------------------------------------------ LC-23

def test_LC_23_nobody_plays_over_a_held_seat() -> None:
    """Seat 3's player is away: nobody sits in his seat, and no chips go into it, nor are any
    passed to it, until he is back; a present player's seat is simply taken; once he has left,
    the seat is open."""
    session = _table()
    session.run([PlayerAway(3), _runner(2, 100)])
    for ev in (PlayerSeated(3, "Bob", 100), ChipsAdded(3, 50), ChipsBought(3, 50),
               _runner(3, 50), ChipsPassedBehind(1, 3, 10)):
        with pytest.raises(Refusal, match="LC-23"):
            session.check([ev])
    with pytest.raises(Refusal, match="seat 3 is taken"):
        session.check([SeatChanged(1, 3)])
    with pytest.raises(Refusal, match="seat 2 is taken by P2"):
        session.check([PlayerSeated(2, "Bob", 100)])
    session.run([PlayerBack(3), ChipsAdded(3, 50)])  # back: his own chips, his own seat
    assert session.table.seats[3].stack == 150
    session.run([PlayerAway(3), PlayerLeft(3), PlayerSeated(3, "Bob", 100)])
    assert session.table.seats[3].player == "Bob"


def test_LC_26a_chips_bought_during_a_misdealt_hand_play_in_the_redeal() -> None:
    """A misdeal (LC-103, LC-104) voids the deal: the redeal is a new deal, so chips bought
    during the void hand are on the table when it starts; the void hand's stacks never had
    them."""
    session = _table()
    deal(session)
    session.run([ChipsBought(2, 50)])
    case = letter(cases(session.table)[0])
    session.commit(call_misdeal(session, case, "Kim"))
    assert session.hand.stacks[2] == 100 and session.table.seats[2].pending == 50
    session.commit(session.end_hand())
    session.commit(session.start_hand())
    assert session.hand.stacks == {1: 100, 2: 150, 3: 100}
