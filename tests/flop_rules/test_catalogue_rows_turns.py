"""Catalogue section 3.5 rows about who is on turn (LC-50, LC-51, LC-53a, LC-53b), the tap that
checks (LC-59) and the house notice against check-raise (LC-55), driven through TableSession."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from flop_helpers import act, board, deal, fixed, legal, seated
from test_catalogue_rows import pgp

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Acted, HandStarted, TableConfigured, event_from_json
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.phh import export
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.engine.steps import Step
from dealer_assist.engine.turns import ActedOutOfTurn, BetTakenBack, TurnPassRuled
from dealer_assist.storage import EventStore
from dealer_assist.storage.export import export_log
from dealer_assist.storage.export_phh import hand_to_phh


def _steps(session: TableSession, rule: str) -> list[Step]:
    return [s for s in session.procedure().steps if rule in s.rule_ids]


def _heads_up_flop() -> TableSession:
    """Two players (button 1 posts the small blind, seat 2 the big blind) see the flop; seat 2
    is first to act on it."""
    session = seated(fixed(3, 6), [100, 100])
    deal(session)
    act(session, (1, "call"), (2, "check"))
    board(session)
    assert session.hand.to_act == 2
    return session


# ----------------------------------------------------------------- LC-50


def test_LC_50_out_of_turn_action_is_logged_and_changes_no_betting() -> None:
    """LC-50: seat 3 raises while seat 1 is on turn (three players): the action is logged as
    an out-of-turn note naming who acted, what and who was on turn; no chips move, seat 1 stays
    on turn, and the procedure tells the dealer to bring the action back to seat 1."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session)
    before = (dict(session.hand.stacks), dict(session.hand.street_bets))
    events = session.out_of_turn(3, "raise", 6)
    session.commit(events)
    logged = session.table.history[-1]
    assert logged == ActedOutOfTurn(seat=3, action="raise", on_turn=1, to=6)
    assert event_from_json(logged.to_json()) == logged
    assert (session.hand.stacks, session.hand.street_bets) == before
    assert session.hand.to_act == 1 and not session.hand.round.actions  # type: ignore[union-attr]
    [note] = _steps(session, "LC-50")
    assert "bring the action back to seat 1" in note.text and note.seat == 3
    act(session, (1, "call"))
    assert _steps(session, "LC-50") == []  # once seat 1 acts the note is spent
    with pytest.raises(Refusal, match="seat 2 is on turn"):
        session.out_of_turn(2, "fold")


# ----------------------------------------------------------------- LC-51


def _passed_then_three_act(session: TableSession) -> None:
    """Six players, seat 4 on turn before the flop lets it pass; seats 5, 6 and 1 act, then
    the blinds call, so the action is back on seat 4 facing a raise."""
    deal(session)
    assert session.hand.to_act == 4
    session.commit(session.pass_turn(4))
    assert session.hand.to_act == 5
    act(session, (5, "call"), (6, "call"), (1, "raise", 6), (2, "call"), (3, "call"))
    assert session.hand.to_act == 4


def test_LC_51_turn_let_pass_limits_to_call_or_fold_pending_the_floor() -> None:
    """LC-51: after three later players acted, seat 4 is offered only fold or call, a floor
    step is shown, and a raise is refused with the rule ID. The floor's decision to allow full
    options is an event, after which the raise is accepted."""
    session = seated(fixed(3, 6), [100] * 6)
    _passed_then_three_act(session)
    assert set(legal(session)) == {"fold", "call"}
    [floor] = [s for s in _steps(session, "LC-51") if s.kind == "floor"]
    assert floor.seat == 4 and "5 later players" in floor.text
    with pytest.raises(Refusal, match="LC-51"):
        session.act(4, "raise", 9)
    with pytest.raises(Refusal, match="names the floorperson"):
        session.rule_turn_pass(4, True, "")
    session.commit(session.rule_turn_pass(4, True, "Floor Kim"))
    assert session.table.history[-1] == TurnPassRuled(4, True, "Floor Kim")
    assert not [s for s in _steps(session, "LC-51") if s.kind == "floor"]
    act(session, (4, "raise", 9))
    assert session.hand.street_bets[4] == 9


def test_LC_51_floor_keeps_the_limit() -> None:
    """LC-51: the floor keeps the limit: seat 4 may still only call or fold, and the refusal
    says the floor ruled; his call is accepted."""
    session = seated(fixed(3, 6), [100] * 6)
    _passed_then_three_act(session)
    session.commit(session.rule_turn_pass(4, False, "Floor Kim"))
    with pytest.raises(Refusal, match="floor kept seat 4"):
        session.act(4, "raise", 9)
    assert set(legal(session)) == {"fold", "call"}
    act(session, (4, "call"))
    assert session.hand.street_bets[4] == 6


def test_LC_51_fewer_than_three_later_actors_keep_every_option() -> None:
    """LC-51: three-handed, seat 1 lets his turn pass and only two later players act before
    it comes back: he keeps every option and no floor call is raised."""
    session = seated(fixed(3, 6), [100] * 3)  # button 1, blinds 2 and 3, seat 1 first
    deal(session)
    session.commit(session.pass_turn(1))
    assert [s.kind for s in _steps(session, "LC-51")] == ["note"]
    act(session, (2, "call"), (3, "check"))
    assert session.hand.to_act == 1
    assert "raise" in legal(session)
    assert not [s for s in _steps(session, "LC-51") if s.kind == "floor"]


# ----------------------------------------------------------------- LC-53


def test_LC_53a_heads_up_check_out_of_turn_stands() -> None:
    """LC-53a: heads-up on the flop, seat 1 checks while seat 2 is on turn: the check stands.
    Seat 2 may check (the round ends) or bet; after his bet seat 1 may only call or fold."""
    session = _heads_up_flop()
    session.commit(session.out_of_turn(1, "check"))
    assert session.hand.to_act == 2
    assert set(legal(session)) == {"check", "bet"}
    assert _steps(session, "LC-53a")
    checked = session.table.copy()
    checked.apply(Acted(2, "check"))
    assert checked.hand is not None and checked.hand.phase == "board"  # round over: the turn
    act(session, (2, "bet", 3))
    assert set(legal(session)) == {"fold", "call"}
    with pytest.raises(Refusal, match="LC-53a"):
        session.act(1, "raise", 6)
    act(session, (1, "call"))
    assert session.hand.phase == "board"


def test_LC_53a_three_handed_check_out_of_turn_does_not_bind() -> None:
    """LC-53a applies only when the round began with two players: three-handed an out-of-turn
    check is a held note (LC-50) and the checker still has his turn to come."""
    session = seated(fixed(3, 6), [100] * 3)
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    assert session.hand.to_act == 2
    session.commit(session.out_of_turn(1, "check"))
    assert session.hand.round.actions == []  # type: ignore[union-attr]
    act(session, (2, "check"), (3, "check"))
    assert session.hand.to_act == 1


def test_LC_53b_heads_up_bet_out_of_turn_can_be_called_or_raised() -> None:
    """LC-53b: heads-up, seat 1 bets $3 out of turn while seat 2 is on turn: the bet stands and
    seat 2 is offered call, raise, or making seat 1 take it back."""
    session = _heads_up_flop()
    session.commit(session.out_of_turn(1, "bet", 3))
    assert session.hand.stacks[1] == 94 and session.hand.to_act == 2
    assert {"call", "raise"} <= set(legal(session))
    [offer] = _steps(session, "LC-53b")
    assert offer.kind == "offer" and offer.seat == 2 and "take it back" in offer.text
    act(session, (2, "raise", 6))
    assert _steps(session, "LC-53b") == []
    with pytest.raises(Refusal, match="LC-53b"):
        session.take_back_bet(1)


def test_LC_53b_bet_taken_back_restarts_the_round() -> None:
    """LC-53b: seat 2 makes seat 1 take his out-of-turn bet back: the chips return, the flop
    betting starts again from scratch in the normal order (seat 2 first, check or bet)."""
    session = _heads_up_flop()
    pot = session.hand.pot_total
    session.commit(session.out_of_turn(1, "bet", 3))
    events = session.take_back_bet(1)
    assert events == [BetTakenBack(1)]
    session.commit(events)
    hand = session.hand
    assert hand.stacks == {1: 97, 2: 97} and hand.pot_total == pot and hand.street == 1
    assert hand.to_act == 2 and set(legal(session)) == {"check", "bet"}
    assert hand.round is not None and hand.round.actions == [] and hand.round.current_bet == 0
    assert not [e for e in hand.log if isinstance(e, Acted) and e.action == "bet"]
    replayed = TableSession(GameConfig())
    replayed.run([event_from_json(e.to_json()) for e in session.table.history])
    assert replayed.hand.stacks == hand.stacks and replayed.hand.to_act == 2


# ----------------------------------------------------------------- LC-55


def _no_check_raise_room(tmp_path: Path) -> Path:
    room = tmp_path / "no_check_raise.toml"
    text = (DEMO_ROOM / "lc_low_demo.toml").read_text(encoding="utf-8")
    room.write_text(text + "\n[shared.betting]\ncheck_raise_allowed = false\n", encoding="utf-8")
    return room


def test_LC_55_no_check_raise_notice_refuses_a_raise_after_a_check(tmp_path: Path) -> None:
    """LC-55: a room that posts a no-check-raise notice (profile key check_raise_allowed =
    false) reaches the engine; a player who checked may call or fold a later bet in the same
    round, but his raise is refused with the rule ID. The next round he may raise again."""
    config = session_for(_no_check_raise_room(tmp_path), "holdem", "3-6").table.config
    assert config.check_raise_allowed is False
    session = seated(config, [100] * 3)
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "check"), (3, "bet", 3), (1, "raise", 6))
    assert set(legal(session)) == {"fold", "call"}
    assert any("LC-55" in s.rule_ids for s in session.procedure().steps)
    with pytest.raises(Refusal, match=r"check-raise.*LC-55"):
        session.act(2, "raise", 9)
    act(session, (2, "call"), (3, "call"))
    board(session)
    act(session, (2, "check"), (3, "bet", 6))
    act(session, (1, "call"))
    with pytest.raises(Refusal, match="LC-55"):
        session.act(2, "raise", 12)


def test_LC_55_profiles_allow_check_raise_unless_they_say_otherwise() -> None:
    """LC-55: LC sets check-raise allowed; PGP leaves it to the room (unset means allowed,
    since only a posted notice bars it); a config logged before the key existed reads as
    allowed."""
    lc = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6").table.config
    assert lc.check_raise_allowed is True
    assert pgp("holdem", "3-100").check_raise_allowed is True  # type: ignore[attr-defined]
    old = lc.to_json().replace('"check_raise_allowed":true,', "")
    assert "check_raise" not in old
    assert GameConfig.from_json(old).check_raise_allowed is True
    barred = fixed(3, 6, check_raise_allowed=False)
    assert GameConfig.from_json(barred.to_json()).check_raise_allowed is False


# ----------------------------------------------------------------- LC-59


def test_LC_59_tap_in_turn_is_a_check_and_the_log_says_tap() -> None:
    """LC-59: seat 2 taps the table in turn on the flop: it counts as a check (no chips, seat
    3 is next) and the log keeps that it was a tap; facing a bet a tap is refused."""
    session = seated(fixed(3, 6), [100] * 3)
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    events = session.tap(2)
    assert [e.to_dict() for e in events] == [
        {"type": "action", "v": 1, "seat": 2, "action": "tap", "to": 0}
    ]
    session.commit(events)
    assert session.hand.to_act == 3 and session.hand.street_bets[2] == 0
    assert session.hand.round.actions == [(2, "check")]  # type: ignore[union-attr]
    assert session.table.history[-1] == Acted(2, "tap")
    act(session, (3, "bet", 3))
    with pytest.raises(Refusal, match="cannot check"):
        session.tap(1, "knock")
    act(session, (1, "call"), (2, "call"))
    assert session.hand.phase == "board"
    started = next(e for e in session.table.history if isinstance(e, HandStarted))
    text = export(session.table.config, started, {1: 100, 2: 100, 3: 100}, session.hand.log)
    assert "p2 cc" in tomllib.loads(text)["actions"]  # PHH writes the tap as a check


def test_LC_53b_bet_out_of_turn_that_stands_is_in_the_supervisors_phh_export() -> None:
    """LC-53b: the stored log holds the heads-up bet out of turn as an ``out_of_turn`` event
    (marked as standing), not as an action; the log's PHH export still shows it as seat 1's bet,
    with the same actions as the PHH written from the hand's own log."""
    session = _heads_up_flop()
    [held] = session.out_of_turn(1, "bet", 3)
    assert isinstance(held, ActedOutOfTurn) and held.stands == "LC-53b"
    session.commit([held])
    act(session, (2, "call"))
    history = session.table.history
    start = max(i for i, e in enumerate(history) if isinstance(e, HandStarted))
    started = history[start]
    assert isinstance(started, HandStarted)
    hand = session.hand
    config = TableConfigured("T1", "lc_low", "holdem", "3-6", rules=hand.config.to_json())
    stored = tomllib.loads(hand_to_phh(config, history[start:], stacks=hand.starting_stacks))
    own = tomllib.loads(export(hand.config, started, hand.starting_stacks, hand.log))
    assert stored["actions"] == own["actions"]
    assert stored["actions"][-2:] == ["p2 cbr 3", "p1 cc"]  # p1 is seat 2, p2 the button


def test_LC_50_LC_53a_out_of_turn_event_must_say_whether_it_stands() -> None:
    """LC-50 / LC-53a: an ``out_of_turn`` event read from a log is refused when its ``stands``
    field disagrees with the rules (a note claimed to stand, or a standing check not marked)."""
    three = seated(fixed(3, 6), [100, 100, 100])
    deal(three)
    with pytest.raises(Refusal, match="only a note"):
        three.check([ActedOutOfTurn(3, "fold", 1, stands="LC-53a")])
    heads_up = _heads_up_flop()
    with pytest.raises(Refusal, match=r"stands heads-up \(LC-53a\)"):
        heads_up.check([ActedOutOfTurn(1, "check", 2)])
    assert heads_up.out_of_turn(1, "check") == [ActedOutOfTurn(1, "check", 2, stands="LC-53a")]


def test_LC_53b_bet_out_of_turn_reaches_the_phh_file_exported_from_the_log(
    tmp_path: Path,
) -> None:
    """LC-53b: the supervisor's PHH export reads the standing out-of-turn bet from the stored
    log (its event type is among those the export reads) and writes it as seat 1's bet."""
    session = _heads_up_flop()
    session.commit(session.out_of_turn(1, "bet", 3))
    act(session, (2, "call"))
    path = tmp_path / "log.sqlite"
    with EventStore.open(path) as log:
        log.append("T1", [TableConfigured("T1", "lc_low", "holdem", "3-6", seats=2)])
        log.append("T1", list(session.table.history))
    out = tmp_path / "hands.phhs"
    export_log(path, "phh", out)
    [hand] = tomllib.loads(out.read_text(encoding="utf-8")).values()
    assert hand["actions"][-2:] == ["p2 cbr 3", "p1 cc"]
