"""Catalogue sections 3.5 and 3.6 for the flop games: chips and words the floor rules on
(forward motion, calling a missed raise, string and accidental raises), one test per row and
rule ID, driven through the session's commands and the real engine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from flop_helpers import act, board, deal, fixed, legal, seated

from dealer_assist.engine.events import event_from_json
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Table

SIX_TWELVE = fixed(6, 12, (3, 6))


def _flop(stack: int = 200) -> TableSession:
    """6-12, four players, everyone limps to a $24 flop; seat 2 is first to act after it."""
    session = seated(SIX_TWELVE, [stack] * 4)
    deal(session)
    act(session, (4, "call"), (1, "call"), (2, "call"), (3, "check"))
    board(session)
    return session


def _raised(session: TableSession) -> TableSession:
    """Seat 2 bets $6 and seat 3 raises to $12: seat 4 is to act, facing $12."""
    act(session, (2, "bet", 6), (3, "raise", 12))
    return session


def _steps(session: TableSession) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(s.kind, s.text, s.rule_ids) for s in session.procedure().steps]


def _replayed(session: TableSession) -> Table:
    """The table rebuilt from its log (as JSON), as recovery does."""
    again = TableSession(session.table.config)
    again.run([event_from_json(ev.to_json()) for ev in session.table.history])
    return again.table


# ----------------------------------------------------------------- LC-52 forward motion


def test_LC_52_forward_motion_asks_the_floor_and_a_bet_ruling_plays() -> None:
    """LC-52: seat 2 moves $6 forward still holding it: the floor is asked "rule it a bet?";
    ruled a bet, it is a $6 bet and seat 3 is to act."""
    session = _flop()
    session.commit(session.flag_forward_motion(2, 6))
    kind, text, ids = _steps(session)[0]
    assert kind == "floor" and "rule it a bet?" in text and "LC-52" in ids
    assert session.hand.stacks[2] == 194  # nothing moves until the floor rules
    session.commit(session.rule_forward_motion(2, bet=True))
    assert session.hand.street_bets[2] == 6 and session.hand.stacks[2] == 188
    assert session.hand.to_act == 3 and all(s[0] != "floor" for s in _steps(session))
    assert _replayed(session).hand.street_bets == session.hand.street_bets


def test_LC_52_forward_motion_not_a_bet_leaves_him_to_act() -> None:
    """LC-52: ruled not a bet, nothing changed: seat 2 still acts and may check."""
    session = _flop()
    session.commit(session.flag_forward_motion(2, 6))
    with pytest.raises(Refusal, match="already before the floor"):
        session.flag_forward_motion(2, 6)
    session.commit(session.rule_forward_motion(2, bet=False))
    assert session.hand.to_act == 2 and session.hand.stacks[2] == 194
    assert "check" in legal(session)
    with pytest.raises(Refusal, match="no forward motion"):
        session.rule_forward_motion(2, bet=True)


# ----------------------------------------------------------------- LC-58a / LC-58b


def test_LC_58a_short_call_taken_back_while_nobody_has_acted_after_him() -> None:
    """LC-58a: raised to $12, seat 4 puts in $6; nobody has acted after him, so he may take it
    back: his chips return and he is to act again, facing $12."""
    session = _raised(_flop())
    session.commit(session.call_missed_raise(4, 6))
    _kind, text, ids = _steps(session)[0]
    assert "take his $6 back" in text and "LC-58a" in ids
    with pytest.raises(Refusal, match="nobody has acted after seat 4"):
        session.resolve_missed_raise(4, "fold")
    session.commit(session.resolve_missed_raise(4, "take_back"))
    assert session.hand.to_act == 4 and session.hand.stacks[4] == 194
    assert legal(session)["call"].min_to == 12
    assert _replayed(session).hand.stacks == session.hand.stacks


def test_LC_58a_once_the_next_player_acts_complete_or_fold_forfeiting() -> None:
    """LC-58a (catalogue example): raised to $12, he put in $6, the next player acts ->
    "complete $6 more or fold, forfeiting $6"; folding costs him the $6 only."""
    session = _raised(_flop())
    session.commit(session.call_missed_raise(4, 6))
    act(session, (1, "call"))
    _kind, text, ids = _steps(session)[0]
    assert "complete $6 more or fold, forfeiting $6" in text and "LC-58a" in ids
    with pytest.raises(Refusal, match="LC-58a"):
        session.resolve_missed_raise(4, "take_back")
    pot = session.hand.pot_total
    session.commit(session.resolve_missed_raise(4, "fold"))
    assert 4 in session.hand.folded
    assert session.hand.stacks[4] == 188  # 194 less the $6 he put in
    assert session.hand.pot_total == pot - 6
    assert _replayed(session).hand.stacks == session.hand.stacks


def test_LC_58a_completed_short_call_is_a_full_call() -> None:
    """LC-58a: he completes the raise: his call of $12 stands and the prompt goes away."""
    session = _raised(_flop())
    session.commit(session.call_missed_raise(4, 6))
    act(session, (1, "call"))
    session.commit(session.resolve_missed_raise(4, "complete"))
    assert session.hand.street_bets[4] == 12
    assert not [s for s in _steps(session) if "missed raise" in s[1]]


def test_LC_58b_said_call_binds_once_someone_acted_after_him() -> None:
    """LC-58b: he said "call" to the $12 raise with no chips and the next player acted: he
    owes $12 and may not fold it away."""
    session = _raised(_flop())
    session.commit(session.call_missed_raise(4))
    act(session, (1, "call"))
    _kind, text, ids = _steps(session)[0]
    assert "owes the full $12" in text and ids == ("LC-58b",)
    with pytest.raises(Refusal, match="LC-58b"):
        session.resolve_missed_raise(4, "fold")
    with pytest.raises(Refusal, match="LC-58b"):
        session.resolve_missed_raise(4, "take_back")
    session.commit(session.resolve_missed_raise(4, "complete"))
    assert session.hand.street_bets[4] == 12 and session.hand.stacks[4] == 182


def test_LC_58b_said_call_does_not_bind_while_nobody_has_acted() -> None:
    """LC-58b: nobody has acted after his bare "call": he is not bound and may then fold."""
    session = _raised(_flop())
    session.commit(session.call_missed_raise(4))
    assert "not bound" in _steps(session)[0][1]
    session.commit(session.resolve_missed_raise(4, "take_back"))
    act(session, (4, "fold"))
    assert session.hand.stacks[4] == 194 and 4 in session.hand.folded


def test_LC_58a_needs_a_raise_to_have_been_missed() -> None:
    """LC-58a / LC-57: with no raise this round a short call is simply topped up."""
    session = _flop()
    act(session, (2, "bet", 6))
    with pytest.raises(Refusal, match="LC-57"):
        session.call_missed_raise(3, 4)


# ----------------------------------------------------------------- LC-62 / LC-64 string raises


def test_LC_62_a_folded_players_objection_is_ignored() -> None:
    """LC-62: only a live hand may call a string raise: seat 4 has folded, so his objection is
    refused with the reason and nothing is asked of the floor."""
    session = _flop()
    act(session, (2, "bet", 6), (3, "call"), (4, "fold"), (1, "raise", 12))
    with pytest.raises(Refusal, match=r"no live hand.*LC-62"):
        session.object_string_raise(1, by=4)
    assert all(s[0] != "floor" for s in _steps(session))


def test_LC_62_the_raise_stands_after_two_later_actions() -> None:
    """LC-62: once two players have acted after the raise it is locked: an objection is
    refused, and so is a ruling that would turn it into a call."""
    session = _raised(_flop())
    act(session, (4, "call"))
    session.commit(session.object_string_raise(3, by=4))
    act(session, (1, "call"))
    with pytest.raises(Refusal, match=r"raise stands.*LC-62"):
        session.rule_string_raise(3, stands=False)
    with pytest.raises(Refusal, match=r"raise stands.*LC-62"):
        session.object_string_raise(3, by=2)


def test_LC_62_an_upheld_objection_turns_the_raise_into_a_call() -> None:
    """LC-62: seat 3 raises to $12, seat 4 calls, then objects (live hand); the floor upholds
    it: seat 3 only called $6, seat 4's call is $6 and each gets $6 back."""
    session = _raised(_flop())
    act(session, (4, "call"))
    session.commit(session.object_string_raise(3, by=4))
    kind, text, ids = _steps(session)[0]
    assert kind == "floor" and "seat 4 objects" in text and "LC-62" in ids
    session.commit(session.rule_string_raise(3, stands=False))
    hand = session.hand
    assert hand.street_bets == {1: 0, 2: 6, 3: 6, 4: 6}
    assert hand.stacks[3] == hand.stacks[4] == 188
    assert hand.to_act == 1 and legal(session)["call"].min_to == 6
    assert _replayed(session).hand.street_bets == hand.street_bets


def test_LC_62_upheld_objection_brings_a_later_raise_down_by_the_same_bet() -> None:
    """LC-62: seat 4 re-raised to $18 over the questioned $12; seat 1 (live) objects and the
    floor upholds it: seat 3 called $6, so seat 4's re-raise is a raise to $12."""
    session = _raised(_flop())
    act(session, (4, "raise", 18))
    session.commit(session.object_string_raise(3, by=1))
    session.commit(session.rule_string_raise(3, stands=False))
    hand = session.hand
    assert hand.street_bets == {1: 0, 2: 6, 3: 6, 4: 12}
    assert hand.to_act == 1 and legal(session)["call"].min_to == 12


def test_LC_62_heads_up_upheld_objection_closes_the_round_on_the_call() -> None:
    """LC-62 heads-up: the button's raise to $12 is called and the caller objects in time;
    upheld, the button only called the $6 bet, which ends the round: the call of the raise
    drops out and each has put in $6 on the flop."""
    session = seated(SIX_TWELVE, [200, 200])
    deal(session)
    button = session.hand.button
    other = next(s for s in session.hand.seats if s != button)
    act(session, (button, "call"), (other, "check"))
    board(session)
    act(session, (other, "bet", 6), (button, "raise", 12), (other, "call"))
    assert session.hand.phase == "board"
    session.commit(session.object_string_raise(button, by=other))
    session.commit(session.rule_string_raise(button, stands=False))
    hand = session.hand
    assert hand.phase == "board" and hand.street == 2
    assert hand.stacks == {button: 188, other: 188} and hand.pot_total == 24


# ----------------------------------------------------------------- LC-63 accidental raise


def test_LC_63_accidental_raise_withdrawn_before_anyone_acts_behind() -> None:
    """LC-63: facing $6, seat 3 put in $12 meaning to call; nobody has acted: it is a call
    and $6 goes back to him."""
    session = _raised(_flop())
    session.commit(session.withdraw_raise(3))
    hand = session.hand
    assert hand.street_bets[3] == 6 and hand.stacks[3] == 188
    assert hand.to_act == 4 and legal(session)["call"].min_to == 6
    assert _replayed(session).hand.stacks == hand.stacks


def test_LC_63_withdrawal_refused_once_someone_acted_behind() -> None:
    """LC-63: once seat 4 has acted behind him, seat 3's raise stands."""
    session = _raised(_flop())
    act(session, (4, "call"))
    with pytest.raises(Refusal, match=r"raise stands \(LC-63\)"):
        session.withdraw_raise(3)


def test_LC_64_stacked_and_paused_goes_to_the_floor() -> None:
    """LC-64: the dealer flags "stacked and paused": the procedure asks the floor; a ruling
    that the raise stands changes nothing, one that it is a string raise makes it a call."""
    session = _raised(_flop())
    session.commit(session.flag_string_raise(3))
    kind, text, ids = _steps(session)[0]
    assert kind == "floor" and "stacked and paused" in text and "LC-64" in ids
    stands = TableSession(table=session.table.copy())
    stands.commit(stands.rule_string_raise(3, stands=True))
    assert stands.hand.street_bets[3] == 12 and all(s[0] != "floor" for s in _steps(stands))
    session.commit(session.rule_string_raise(3, stands=False))
    assert session.hand.street_bets[3] == 6 and session.hand.to_act == 4


def test_LC_52_LC_62_ruling_events_replay_from_json_in_a_fresh_program() -> None:
    """The new events are found by ``event_from_json`` in a fresh program that imported only
    the composition (dealer_assist/composition.py), as every entry point does, so a log that
    holds them replays after a restart."""
    session = _raised(_flop())
    session.commit(session.object_string_raise(3, by=4))
    session.commit(session.rule_string_raise(3, stands=False))
    session.commit(session.flag_forward_motion(4, 6))
    lines = [ev.to_json() for ev in session.table.history[-3:]]
    code = (
        "import sys\n"
        "import dealer_assist.composition\n"
        "from dealer_assist.engine.events import event_from_json\n"
        "print(' '.join(event_from_json(line).type for line in sys.stdin.read().splitlines()))"
    )
    root = str(Path(__file__).resolve().parents[2])
    done = subprocess.run(
        [sys.executable, "-c", code],
        input="\n".join(lines),
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": root},
        check=False,
    )
    assert done.stdout.split() == [
        "string_raise_objected",
        "string_raise_ruled",
        "forward_motion_flagged",
    ], done.stderr


def test_LC_63_no_rebuild_after_a_correction_outside_the_betting() -> None:
    """LC-63 with a dead hand: a correction changed the hand outside its betting log (seat 1's
    hand was killed), so taking the raise back is refused rather than guessed at."""
    from dealer_assist.irregularities.dead_hands import HandKilled

    session = _raised(_flop())
    session.run([HandKilled(1, ("LC-80",))])
    with pytest.raises(Refusal, match="floor moves the chips by hand"):
        session.withdraw_raise(3)
    assert session.hand.street_bets[3] == 12


# ----------------------------------------------------------------- who ruled (LC-52, LC-62, LC-64)


def test_LC_52_LC_62_LC_64_rulings_name_the_floorperson_and_old_logs_still_replay() -> None:
    """LC-52, LC-62, LC-64: the floor's rulings on chips and raises carry who ruled (``by``)
    in the log; a log written before the field existed (no ``by``) replays the same."""
    session = _flop()
    session.commit(session.flag_forward_motion(2, 6))
    session.commit(session.rule_forward_motion(2, bet=True, by="Floor Kim (F1)"))
    act(session, (3, "raise", 12), (4, "call"))
    session.commit(session.object_string_raise(3, by=4))
    session.commit(session.rule_string_raise(3, stands=False, by="Floor Kim (F1)"))
    ruled = [e for e in session.table.history if e.type.endswith("_ruled")]
    assert [(e.type, getattr(e, "by", None)) for e in ruled] == [
        ("forward_motion_ruled", "Floor Kim (F1)"), ("string_raise_ruled", "Floor Kim (F1)")]
    old = TableSession(session.table.config)
    for ev in session.table.history:
        text = ev.to_json().replace(',"by":"Floor Kim (F1)"', "")
        old.run([event_from_json(text)])
    assert [getattr(e, "by", None) for e in old.table.history if e.type.endswith("_ruled")] \
        == ["", ""]
    assert old.table.hand is not None and old.table.hand.street_bets == session.hand.street_bets
