"""A misdealt hand is dealt again as it was (LC-103.s1, LC-104, the catalogue's misdeal steps,
engine/redeal.py): the same button, the same players dealt in, the same posts; the bookkeeping
the misdealt hand did as it started (LC-97 buttons, LC-39 passes) is not done twice. A fouled
deck (LC-105) is not a misdeal: the button moves on. Old logs replay as they were written."""

from __future__ import annotations

import json

from irr_helpers import LC, STACK, THREE_SIX, feed, table
from stud_irr import finish as stud_finish
from stud_irr import hand, passive, read, stud_table

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import (
    Acted,
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
    Mucked,
    PlayerAway,
    PlayerLeft,
    PlayerSeated,
    SeatChanged,
    TableConfigured,
    event_from_dict,
)
from dealer_assist.engine.seat_dues import SeatsSwapped
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.engine.table import Table
from dealer_assist.irregularities import Detector, call_misdeal, procedure_with_rulings
from dealer_assist.irregularities.floor import confirm, request_misdeal

HOLE = "2c3c4c5c6c7c8c9c"
STUD_DEALS = ("2c3c4c5c6c7c8c9cTcJcQcKc",  # door cards Tc Jc Qc Kc: seat 1 brings it in
              "AhKhQhJhAdKdQdJd9h2h8h7h")  # door cards 9h 2h 8h 7h: seat 2 brings it in


def misdeal(session: TableSession, case: str = "a") -> HandVoided:
    """The floor declares the misdeal and the dealer collects the cards; the void."""
    events = call_misdeal(session, case, "Floor Fran")
    session.commit(events)
    session.commit(session.end_hand())
    return next(ev for ev in events if isinstance(ev, HandVoided))


def posts(session: TableSession) -> list[tuple[int, str, int]]:
    return [(p.seat, p.kind, p.total) for p in session.hand.posts_due]


def play_out(session: TableSession) -> None:
    """Everyone folds to the big blind (or checks and mucks); the pot is pushed; hand ended."""
    h = session.hand
    while h.phase in ("betting", "board", "showdown"):
        if h.phase == "board":
            session.commit(session.deal_board())
        elif h.phase == "showdown":
            seat = next(s for s in h.showdown_order() if s not in h.shown)
            session.commit(session.check([Mucked(seat)]))
        else:
            legal = {a.action for a in h.legal_actions()}
            move = "fold" if "fold" in legal and len(h.in_hand) > 1 else "check"
            session.commit(session.check([Acted(h.to_act or 0, move)]))
    session.commit(session.settle())
    session.commit(session.end_hand())


def start(session: TableSession) -> None:
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    session.commit(session.deal_hole_cards())


def test_LC_104a_LC_103_s1_misdeal_is_dealt_again_with_the_same_button_blinds_and_players(
) -> None:
    s, d = table(seats=5)  # button 1, blinds 2 and 3
    feed(d, HOLE + "TcJc")
    first = posts(s)
    void = misdeal(s)
    assert void.redeal and void.rule_ids[0] == "LC-104a"
    assert {seat: info.stack for seat, info in s.table.seats.items()} == dict.fromkeys(
        range(1, 6), STACK)
    step = procedure_with_rulings(s.table).steps[0]
    assert step.kind == "start" and step.rule_ids[:2] == ("LC-104a", "LC-104")
    assert step.text.startswith("Start hand 2: hand 1 was a misdeal and is dealt again with the "
                                "same button, seat 1; seats 1, 2, 3, 4, 5 are dealt in")
    started, _posts = s.table.next_hand()
    assert (started.hand, started.button, started.dealt_in) == (2, 1, (1, 2, 3, 4, 5))
    s.commit(s.start_hand())
    assert (s.hand.number, s.hand.button) == (2, 1)
    assert posts(s) == first == [(2, "small_blind", 1), (3, "big_blind", 3)]
    s.commit(s.post_blinds())
    assert s.hand.contrib == {1: 0, 2: 1, 3: 3, 4: 0, 5: 0}
    s.commit(s.deal_hole_cards())
    play_out(s)
    assert s.table.next_hand()[0].button == 2  # after the redeal is played, the button moves


def test_LC_103_s1_dealer_requests_a_misdeal_the_floor_confirms_and_it_is_dealt_again() -> None:
    s, d = table()
    feed(d, HOLE)
    asked = request_misdeal(s, "d", by_role="dealer")
    s.commit(asked)
    assert s.hand.phase == "betting"  # the hand waits for the floor
    events = confirm(s, asked[0].ruling, "Floor Fran")  # type: ignore[attr-defined]
    [void] = [ev for ev in events if isinstance(ev, HandVoided)]
    assert void.redeal and void.rule_ids[0] == "LC-104d"
    s.commit(events)
    s.commit(s.end_hand())
    started, _posts = s.table.next_hand()
    assert (started.button, started.dealt_in) == (1, (1, 2, 3, 4))


def test_LC_105_fouled_deck_is_not_a_misdeal_the_button_moves_on() -> None:
    s, d = table()
    out = feed(d, HOLE[:6] + "2c")  # a second 2c: fouled deck, void once the floor confirms
    ruling = next(ev.ruling for ev in out if ev.type == "ruling_proposed")  # type: ignore[attr-defined]
    events = confirm(s, ruling, "Floor Fran")
    [void] = [ev for ev in events if isinstance(ev, HandVoided)]
    assert not void.redeal
    s.commit(events)
    s.commit(s.end_hand())
    step = procedure_with_rulings(s.table).steps[0]
    assert step.text == "Start hand 2: button on seat 2" and step.rule_ids[0] == "LC-44"
    assert s.table.next_hand()[0].button == 2


def _big_blind_on(s: TableSession, seat: int) -> None:
    """Hands are played until the next one puts the big blind on ``seat``; that hand is dealt."""
    for _ in range(20):
        _started, due = s.table.next_hand()
        if any(p.kind == "big_blind" and p.seat == seat for p in due):
            start(s)
            return
        start(s)
        play_out(s)
    raise AssertionError(f"the big blind never reached seat {seat}")


def _six_seats() -> TableSession:
    s = TableSession(THREE_SIX)
    s.run([TableConfigured("T", "TEST", "holdem", "3-6", 10, THREE_SIX.to_json())])
    s.run([PlayerSeated(seat, f"P{seat}", STACK, "deal_now") for seat in range(1, 7)])
    return s


def test_LC_97_LC_104_a_redeal_does_not_move_the_blind_past_an_away_player() -> None:
    """Seat 5 is away; the misdealt hand has its big blind on seat 4. Dealt again, the big
    blind stays on seat 4 and seat 5 gets no missed-blind button (LC-97 counts one per pass)."""
    s = _six_seats()
    start(s)
    play_out(s)
    s.run([PlayerAway(5)])
    _big_blind_on(s, 4)
    info = s.table.seats[5]
    assert info.missed_buttons == 0
    button = s.hand.button
    misdeal(s)
    start(s)  # the redeal
    assert (s.hand.button, s.table.last_big_blind, info.missed_buttons) == (button, 4, 0)
    play_out(s)
    start(s)  # the next hand: the big blind moves to seat 6, past seat 5, once
    assert (s.table.last_big_blind, info.missed_buttons) == (6, 1)


def test_LC_39_LC_104_a_redeal_does_not_count_a_pass_of_a_waiting_newcomer() -> None:
    """A waiting newcomer in seat 7 is away; the misdealt hand has its big blind on seat 5,
    just before him. The redeal keeps it there: no pass is counted (LC-39 counts passes)."""
    s = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")
    s.run([PlayerSeated(seat, f"P{seat}", 100, "deal_now") for seat in range(1, 6)])
    s.run([PlayerSeated(7, "New", 100, "wait_for_big_blind"), PlayerAway(7)])
    new = s.table.seats[7]
    _big_blind_on(s, 5)
    passes = new.dues.passes
    misdeal(s)
    start(s)  # the redeal
    assert (new.dues.passes, new.missed_big, s.table.last_big_blind) == (passes, False, 5)
    play_out(s)
    start(s)  # the next hand: the big blind passes seat 7 once
    assert new.dues.passes == passes + 1


def test_LC_88a_LC_104_the_misdealt_hand_and_its_redeal_are_one_hand_of_a_wait() -> None:
    """A player who moved two seats clockwise sits out two hands (LC-88a); the misdealt hand
    and its redeal count as one of them."""
    s = _six_seats()
    start(s)
    play_out(s)
    s.run([SeatChanged(6, 8)])
    moved = s.table.seats[8]
    assert moved.wait_hands == 2
    start(s)
    assert moved.wait_hands == 1
    misdeal(s)
    start(s)  # the redeal
    assert moved.wait_hands == 1 and 8 not in s.hand.seats
    play_out(s)
    start(s)
    assert moved.wait_hands == 0


def test_LC_46_LC_104_misdeal_returns_the_collection_and_the_redeal_takes_it_once() -> None:
    live = GameConfig(small_bet=3, big_bet=6, blinds=THREE_SIX.blinds, collection=2,
                      collection_live=True)
    s, d = table(config=live)
    assert s.hand.collected == 2
    feed(d, HOLE)
    misdeal(s)
    assert s.table.seats[1].stack == STACK  # the collection went back with the bets
    s.commit(s.start_hand())
    s.commit(s.post_blinds())
    assert (s.hand.button, s.hand.collected, s.hand.credit) == (1, 2, {1: 2})
    assert s.hand.stacks[1] == STACK - 2


def test_LC_104i_stud_misdeal_is_dealt_again_same_antes_and_a_new_bring_in() -> None:
    s, d = stud_table()
    read(d, STUD_DEALS[0])
    first = hand(s).bring_in_seat
    passive(s)
    s.commit(call_misdeal(s, "a", "Floor Fran"))
    assert procedure_with_rulings(s.table).steps[0].text.endswith(
        "for a new deal of the same hand: the same players ante again")
    assert stud_finish(s) == dict.fromkeys((1, 2, 3, 4), STACK)
    assert procedure_with_rulings(s.table).steps[0].text == (
        "Start hand 2: hand 1 was a misdeal and is dealt again; seats 1, 2, 3, 4 are dealt in "
        "and post again what went back")
    s.run([PlayerSeated(5, "Late", STACK, "deal_now")])  # he waits for the next new hand
    s.commit(s.start_hand())
    assert hand(s).number == 2 and hand(s).seats == (1, 2, 3, 4)
    assert posts(s) == [(seat, "ante", 1) for seat in (1, 2, 3, 4)]
    s.commit(s.post_blinds())
    read(d, STUD_DEALS[1])  # new door cards: another player brings it in
    assert (first, hand(s).bring_in_seat) == (1, 2)


def test_LC_104_a_redeal_gives_way_when_a_player_dealt_in_has_left_or_swapped() -> None:
    s, d = table(seats=5)
    feed(d, HOLE + "TcJc")
    misdeal(s)
    s.run([PlayerLeft(4)])
    started, _posts = s.table.next_hand()
    assert (started.button, started.dealt_in) == (2, (1, 2, 3, 5))
    t, e = table(seats=5)
    feed(e, HOLE + "TcJc")
    misdeal(t)
    t.run([SeatsSwapped(1, 2)])  # LC-88d: not the hand that was dealt any more
    assert t.table.next_hand()[0].button != 1


def _replayed(history: list[Event]) -> Table:
    fresh = Table()
    fresh.apply_all(event_from_dict(json.loads(ev.to_json())) for ev in history)
    return fresh


def test_LC_104_logs_replay_a_redeal_and_old_logs_keep_the_moved_button() -> None:
    s, d = table()
    feed(d, HOLE)
    misdeal(s)
    s.commit(s.start_hand())
    again = _replayed(s.table.history)
    assert (again.hand_number, again.button) == (2, 1)
    # a log written before HandVoided had ``redeal``: the next hand it holds moved the button
    old: list[Event] = []
    for ev in s.table.history:
        if isinstance(ev, HandStarted) and ev.hand == 2:
            break
        data = json.loads(ev.to_json())
        if isinstance(ev, HandVoided):
            del data["redeal"]
        old.append(event_from_dict(data))
    before = _replayed(old)
    assert before.hand is not None and before.hand.voided and before.hand.ended
    started, _posts = before.next_hand()
    assert started.button == 2
    before.apply(started)
    assert before.button == 2 and isinstance(old[-1], HandEnded)


def test_LC_104_detector_reads_the_redeal_like_any_new_deal() -> None:
    s, d = table()
    feed(d, HOLE)
    misdeal(s)
    s.commit(s.start_hand())
    s.commit(s.post_blinds())
    redealt = Detector(s, LC)
    feed(redealt, HOLE)
    assert s.hand.phase == "betting" and s.hand.to_act == 4
