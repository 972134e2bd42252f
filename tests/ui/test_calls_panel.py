"""The Calls panel by taps: table talk, corrections and floor calls from the registry
(ui/table_calls.py), run through the real engine and hand log; floor calls need a floor sign-in
by badge (the demo's RFID reader on a pty) and PIN."""

from __future__ import annotations

import inspect
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from test_touch_targets import all_sizes
from ui_helpers import WAIT_MS, labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import STANDARD_CARDS
from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_BADGE, DEMO_FLOOR_NAME, DEMO_FLOOR_PIN
from dealer_assist.engine.events import PlayerAway, PlayerSeated, PotAwarded
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.irregularities import report
from dealer_assist.rules import ids
from dealer_assist.ui.table_calls import CALLS, Call, command, get_call, prefill, prompts
from dealer_assist.ui.views.calls_panel import CallsPanel


def stored(app: DealerApp, kind: str) -> list[dict[str, object]]:
    assert app.store is not None
    return [json.loads(e.to_json()) for e in app.store.table_events("T1") if e.type == kind]


def shown_text(panel: CallsPanel) -> list[str]:
    return [label.text() for label in panel.findChildren(QLabel) if label.isVisible()]


def pick(qtbot: QtBot, panel: CallsPanel, key: str, answer: bool = False) -> None:
    """Scroll the list (as a finger would) to the registry call ``key`` (or to its answer under
    a floor prompt), then touch it."""
    button = (panel.answers if answer else panel.listed)[key]
    assert button.isVisible() and get_call(key).label.split()[-1] in button.text()
    panel.scroll.ensureWidgetVisible(button)
    QApplication.processEvents()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_calls(qtbot: QtBot, app: DealerApp) -> CallsPanel:
    tap(qtbot, app.window, "Table calls")
    panel = app.window.dealer.calls
    assert panel.isVisible()
    return panel


def floor_sign_in(qtbot: QtBot, panel: CallsPanel, pin: str) -> None:
    """The demo floor badge through the RFID reader's pty, then the PIN by taps."""
    assert panel.pages.currentWidget() is panel.login
    tap(qtbot, panel, "Demo: present the demo floor badge")
    qtbot.waitUntil(panel.login.pin.isVisible, timeout=WAIT_MS)
    for key in pin:
        tap(qtbot, panel.login.pin, key)
    tap(qtbot, panel.login.pin, "OK")


def type_text(qtbot: QtBot, panel: CallsPanel, text: str) -> None:
    for letter in text.upper():
        tap(qtbot, panel.keyboard, "Space" if letter == " " else letter)


def post_in(qtbot: QtBot, app: DealerApp) -> None:
    """Hand 1 started, blinds posted, the straddle declined: the deal is due."""
    for label in ("Start hand 1", "Blinds posted", "No straddle"):
        tap(qtbot, app.window, label)


def to_preflop_betting(qtbot: QtBot, app: DealerApp) -> None:
    """:func:`post_in`, then the shoe deals: the first action is due."""
    post_in(qtbot, app)
    qtbot.waitUntil(lambda: app.session.hand.phase == "betting", timeout=WAIT_MS)


def play_to_settling(qtbot: QtBot, app: DealerApp, show: bool = True) -> None:
    """A hand with the shoe: everyone calls and checks down, every seat shows (``show``
    False: stop at the showdown)."""
    window, session = app.window, app.session
    post_in(qtbot, app)
    for street, board in ((0, 0), (1, 3), (2, 4), (3, 5)):
        qtbot.waitUntil(lambda s=street, b=board: session.hand.phase == "betting"
                        and session.hand.street == s and len(session.hand.board) == b,
                        timeout=WAIT_MS)
        while session.hand.phase == "betting" and session.hand.street == street:
            tap(qtbot, window, "Check" if "Check" in labels(window.dealer.pad) else "Call $...")
    if not show:
        assert session.hand.phase == "showdown"
        return
    while session.procedure().current.kind == "show":
        tap(qtbot, window, f"Seat {session.procedure().current.seat} shows")
    assert session.hand.phase == "settling"


def deal_by_hand(qtbot: QtBot, app: DealerApp) -> None:
    window = app.window
    post_in(qtbot, app)
    tap(qtbot, window, "Cards dealt by hand")
    assert app.session.hand.phase == "betting"


# ----------------------------------------------------------------- the registry


def test_calls_registry_every_entry_names_a_real_command_and_its_parameters() -> None:
    session = TableSession()
    assert len({c.key for c in CALLS}) == len(CALLS)
    for call in CALLS:
        assert call.when and call.rule_ids, call.key
        assert all(ids.exists(r) for r in (*call.rule_ids, *call.answers)), call.key
        target = command(call, session, {})
        assert callable(target)
        if ":" in call.command:
            module, name = call.command.split(":")
            params = inspect.signature(getattr(__import__(module, fromlist=[name]), name))
        else:
            params = inspect.signature(getattr(TableSession, call.command))
        names = set(params.parameters)
        asked = {a.name for a in call.args} | {k for k, _ in call.fixed}
        if call.floor and call.floor_arg is not None:
            asked.add(call.floor_arg)
        assert asked <= names, f"{call.key}: {asked - names} not parameters of {call.command}"


def test_LC_7_held_award_prompt_is_answered_by_the_floor_calls() -> None:
    from dealer_assist.engine.steps import Step

    held = Step("floor", "Call the floor: the award is held", None, ("LC-7",))
    note = Step("note", "Seat 2 showed his cards to a non-player", 2, ("LC-77", "LC-76"))
    found = prompts([held, note])
    assert [s for s, _ in found] == [held]  # a note only informs
    assert {c.key for c in found[0][1]} == {"dispute_stands", "dispute_corrected", "dispute_split"}
    assert all(isinstance(c, Call) and c.floor for c in found[0][1])


def test_LC_7_floor_gives_the_held_pot_to_one_seat_through_the_registry(quiet: DealerApp) -> None:
    """The "award the pot to one seat" entry builds the corrected shares from the pots still
    to push; it runs through the controller and the hand log like a tap."""
    c, session = quiet.controller, quiet.session
    deck = iter(STANDARD_CARDS)
    assert c.start_hand() and c.post_blinds()
    assert c.submit(lambda: session.deal_hole_cards([next(deck) for _ in range(12)]))
    while session.hand.phase in ("betting", "board"):
        if session.hand.phase == "board":
            assert c.board_by_touch([next(deck) for _ in range(session.hand.board_needed())])
            continue
        move = next(a for a in session.hand.legal_actions() if a.action in ("check", "call"))
        assert c.act(move.seat, move.action, move.min_to)
    while (step := session.procedure().current) is not None and step.kind == "show":
        assert step.seat is not None and c.show(step.seat)
    hand = session.hand
    pot = sum(a.amount for a in hand.settlement() if isinstance(a, PotAwarded))
    assert c.submit(command(get_call("dispute_award"), session, {"seat": None}))
    assert c.submit(command(get_call("dispute_corrected"), session,
                            {"seat": 3, "reason": "Cards misread"}, by="Floor Kim"))
    assert [(a.seat, a.amount) for a in hand.settlement() if isinstance(a, PotAwarded)] == \
        [(3, pot)]
    assert stored(quiet, "dispute_resolved")[0]["by"] == "Floor Kim"


def test_LC_53b_take_back_prompt_leaves_the_bettor_to_be_asked() -> None:
    """The LC-53b offer names the seat on turn; the bet taken back is the other seat's, so the
    answer asks for it instead of filling in the prompt's seat (LC-51's ruling fills it)."""
    from dealer_assist.engine.steps import Step

    offer = Step("offer", "Heads-up bet out of turn by seat 1: seat 2 may ...", 2, ("LC-53b",))
    ((step, answering),) = prompts([offer])
    assert [c.key for c in answering] == ["take_back_bet"]
    assert prefill(answering[0], step) == {}
    passed = Step("floor", "Call the floor: seat 4 let his turn pass ...", 4, ("LC-51",))
    assert prefill(get_call("rule_turn_pass"), passed) == {"seat": 4}


# ----------------------------------------------------------------- by taps


def test_LC_7_dispute_held_then_resolved_by_a_floor_sign_in(qtbot: QtBot, demo: DealerApp) -> None:
    session = demo.session
    play_to_settling(qtbot, demo)
    panel = open_calls(qtbot, demo)
    assert "dispute_stands" in panel.listed and "dispute_stands" not in panel.answers
    pick(qtbot, panel, "dispute_award")
    tap(qtbot, panel, "Seat 2 · Ben")
    type_text(qtbot, panel, "Wrong kicker")
    assert all_sizes(demo) == []  # the keyboard page fits every screen, keys >= 48 px
    tap(qtbot, panel, "OK")
    hand = session.hand
    assert hand.held and "seat 2 disputes it (Wrong kicker)" in hand.held
    assert stored(demo, "award_disputed")[0]["reason"] == "Wrong kicker"
    assert any(t.startswith("Call the floor: the award is held") for t in shown_text(panel))
    # the procedure's LC-7 prompt is answered from the panel: floor only
    pick(qtbot, panel, "dispute_stands", answer=True)
    assert panel.pages.currentWidget() is panel.login and hand.held
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel, "Skip")  # no reason needed when the award stands
    assert not hand.held
    assert panel.message.text() == "Done: Floor: the award stands."
    resolved = stored(demo, "dispute_resolved")
    assert resolved[0]["decision"] == "stands"
    assert resolved[0]["by"] == f"{DEMO_FLOOR_NAME} ({DEMO_FLOOR_BADGE})"
    assert demo.store is not None
    assert [e.action for e in demo.store.audit_entries()][-1] == "floor_call"
    assert panel.member is None  # one floor call per sign-in
    tap(qtbot, panel, "Close")
    tap(qtbot, demo.window, "Pot pushed")
    assert hand.phase == "settled"


def test_LC_7_floor_splits_the_held_pot_between_two_seats_by_taps(
        qtbot: QtBot, demo: DealerApp) -> None:
    """LC-7 with LC-27a: the dealer holds the award; the floor, signed in, answers the prompt
    with a split: the pot, two seats touched, the reason; the engine splits the pot as a tie
    (odd chip to the first winner clockwise from the button) and the log names the winners."""
    session = demo.session
    play_to_settling(qtbot, demo)
    hand = session.hand
    pot = sum(a.amount for a in hand.settlement() if isinstance(a, PotAwarded))
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "dispute_award")
    tap(qtbot, panel, "The dealer")
    tap(qtbot, panel, "Skip")
    pick(qtbot, panel, "dispute_split", answer=True)
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel, f"Main pot · ${pot}")
    tap(qtbot, panel, "Seat 2 · Ben")
    tap(qtbot, panel, "Seat 4 · Dee")
    assert all_sizes(demo) == []  # the toggles and OK fit every screen, keys >= 48 px
    tap(qtbot, panel, "OK: the seats touched")
    assert panel.pages.currentWidget() is panel.reason_page  # no low half asked in hold'em
    type_text(qtbot, panel, "Board misread")
    tap(qtbot, panel, "OK")
    assert panel.message.text() == "Done: Floor: split the pot between seats."
    shares = {a.seat: a.amount for a in hand.settlement() if isinstance(a, PotAwarded)}
    first = next(s for s in hand.after(hand.button) if s in (2, 4))
    assert set(shares) == {2, 4} and sum(shares.values()) == pot
    assert shares[first] == pot - pot // 2 and shares[6 - first] == pot // 2
    resolved = stored(demo, "dispute_resolved")[0]
    assert (resolved["pots"], resolved["seats"], resolved["halves"]) == \
        ([0, 0], [2, 4], ["whole", "whole"])
    assert resolved["by"] == f"{DEMO_FLOOR_NAME} ({DEMO_FLOOR_BADGE})"
    assert resolved["reason"] == "Board misread"


def test_LC_74_floor_rules_a_deliberate_miscall_and_gives_the_pot_by_taps(
        qtbot: QtBot, demo: DealerApp) -> None:
    """LC-74: the first player to show calls a royal flush he does not hold and the others
    muck: the procedure's floor prompt is answered from the panel by a floorperson (the seat
    comes from the prompt): a forfeit, with a reason. The pot is then held (LC-7) and a second
    floor call gives it to a player who mucked."""
    c, session = demo.controller, demo.session
    play_to_settling(qtbot, demo, show=False)
    first = session.procedure().current
    assert first is not None and first.kind == "show" and first.seat is not None
    caller = first.seat
    assert c.submit(lambda: session.claim_hand(caller, "royal flush")) and c.show(caller)
    mucked = []
    hand = session.hand
    while hand.phase == "showdown":  # the floor prompt now comes first in the procedure
        seat = next(s for s in hand.showdown_order() if s not in hand.shown)
        assert c.submit(lambda s=seat: session.muck(s))
        mucked.append(seat)
    assert hand.phase == "settling" and mucked
    pot = sum(a.amount for a in hand.settlement() if isinstance(a, PotAwarded))
    panel = open_calls(qtbot, demo)
    assert "rule_miscall" in panel.answers
    pick(qtbot, panel, "rule_miscall", answer=True)
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel, "Deliberate: he forfeits the pot")
    type_text(qtbot, panel, "Made them fold")
    tap(qtbot, panel, "OK")
    assert panel.message.text() == "Done: Floor: rule on a wrong hand call."
    ruled = stored(demo, "miscall_ruled")[0]
    assert (ruled["seat"], ruled["forfeit"], ruled["reason"]) == (caller, True, "Made them fold")
    assert ruled["by"] == f"{DEMO_FLOOR_NAME} ({DEMO_FLOOR_BADGE})"
    assert hand.held and "rule_miscall" not in panel.answers
    # the held pot: a new floor sign-in gives it to a player who mucked after the call
    pick(qtbot, panel, "dispute_corrected", answer=True)
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    name = session.table.seats[mucked[0]].player
    tap(qtbot, panel, f"Seat {mucked[0]} · {name}")
    type_text(qtbot, panel, "Miscall")
    tap(qtbot, panel, "OK")
    assert not hand.held
    assert [(a.seat, a.amount) for a in hand.settlement() if isinstance(a, PotAwarded)] == \
        [(mucked[0], pot)]


def test_LC_77_exposure_to_a_player_then_a_demand_by_taps(qtbot: QtBot, quiet: DealerApp) -> None:
    deal_by_hand(qtbot, quiet)
    panel = open_calls(qtbot, quiet)
    pick(qtbot, panel, "expose")
    tap(qtbot, panel, "Seat 4 · Dee")
    tap(qtbot, panel, "Seat 5 · Eli")
    tap(qtbot, panel, "Touch the cards…")
    picker = panel.picker
    assert picker.isVisible()
    tap(qtbot, picker, "A♠")
    tap(qtbot, picker, "K♥")
    tap(qtbot, picker, "OK")
    assert stored(quiet, "cards_exposed")[0] == {
        "type": "cards_exposed", "v": 1, "seat": 4, "to_seat": 5, "cards": ["As", "Kh"]}
    # the procedure now offers the cards to every active player: answered from the panel
    pick(qtbot, panel, "demand_exposed", answer=True)
    tap(qtbot, panel, "Seat 6 · Fay")  # seat 4 came from the prompt; seat 6 asks
    assert stored(quiet, "exposed_cards_demanded")[0]["by"] == 6
    assert not panel.answers
    assert all_sizes(quiet) == []


def test_LC_14_colour_up_by_taps_and_a_refusal_in_the_engine_words(
        qtbot: QtBot, quiet: DealerApp) -> None:
    session = quiet.session
    panel = open_calls(qtbot, quiet)
    pick(qtbot, panel, "colour_up")
    tap(qtbot, panel, "Seat 3 · Chen")
    assert all_sizes(quiet) == []  # the number pad page too
    for key in "20":
        tap(qtbot, panel.number_pad, key)
    tap(qtbot, panel.number_pad, "OK")
    tap(qtbot, panel, "$1")
    tap(qtbot, panel, "$5")
    assert session.table.ledger.colour_ups == 1
    assert stored(quiet, "chips_coloured_up")[0] == {
        "type": "chips_coloured_up", "v": 1, "seat": 3, "amount": 20, "from_chip": 1, "to_chip": 5}
    assert panel.message.text() == "Done: Colour up a player's chips."
    # $7 cannot be changed into $5 chips: the engine's words, unchanged, and nothing stored
    try:
        session.colour_up(3, 7, 1, 5)
    except Refusal as refusal:
        expected = str(refusal)
    pick(qtbot, panel, "colour_up")
    tap(qtbot, panel, "Seat 3 · Chen")
    tap(qtbot, panel.number_pad, "7")
    tap(qtbot, panel.number_pad, "OK")
    tap(qtbot, panel, "$1")
    tap(qtbot, panel, "$5")
    assert panel.message.text() == expected == "$7 cannot be changed from $1 into $5 chips exactly"
    assert len(stored(quiet, "chips_coloured_up")) == 1 and session.table.ledger.colour_ups == 1


def test_LC_5_floor_only_call_refused_without_a_floor_sign_in(
        qtbot: QtBot, demo: DealerApp) -> None:
    session = demo.session
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "remove_player")
    assert panel.pages.currentWidget() is panel.login  # no seat is asked before a floor sign-in
    floor_sign_in(qtbot, panel, "1111")  # a wrong PIN
    assert panel.login.text.text().startswith("Not signed in: badge or PIN not recognised")
    tap(qtbot, panel, "Cancel call")
    assert panel.message.text().startswith("Not done: floor: remove a player is a floor call")
    assert stored(demo, "player_removed") == [] and not session.table.ledger.removed
    # signed in, the same call goes through and names the floorperson
    pick(qtbot, panel, "remove_player")
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel, "Seat 2 · Ben")
    tap(qtbot, panel, "Skip")
    assert stored(demo, "player_removed")[0]["by"] == f"{DEMO_FLOOR_NAME} ({DEMO_FLOOR_BADGE})"
    assert session.table.seats[2].away
    # the procedure's LC-5 note is answered by the return call: a new sign-in first
    pick(qtbot, panel, "return_player", answer=True)
    assert panel.pages.currentWidget() is panel.login
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    assert panel.member is not None
    tap(qtbot, panel, "Close")  # no call made: closing signs the floorperson out
    assert panel.member is None and session.table.ledger.removed


def test_LC_132a_newcomer_dealt_in_reported_from_the_panel(qtbot: QtBot, quiet: DealerApp) -> None:
    """A newcomer waits in a game in progress (a new game deals all its players in, LC-86/87):
    dealt in by mistake, the dealer reports it from the panel."""
    from ui_helpers import play_out_by_folding

    session = quiet.session
    play_out_by_folding(qtbot, quiet)
    assert quiet.controller.table_event(PlayerSeated(7, "Gus", 200, "wait_for_big_blind"))
    for label in ("Start hand 2", "Blinds posted", "No straddle"):
        tap(qtbot, quiet.window, label)
    assert 7 not in session.hand.seats
    panel = open_calls(qtbot, quiet)
    pick(qtbot, panel, "newcomer_dealt")
    tap(qtbot, panel, "Seat 7 · Gus")
    tap(qtbot, panel, "He looked at them")
    tap(qtbot, panel, "Skip")  # his cards were not read
    assert 7 in session.hand.seats  # he plays the hand and owes his post (LC-132a)
    assert stored(quiet, "newcomer_dealt_in")[0]["looked"] is True
    assert session.table.ledger.owes_post[7].rule_id == "LC-132a"


def test_LC_113_seat_changer_dealt_in_by_mistake_who_called_is_recorded_by_taps(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-113 from the panel: seat 3 moved away from the big blind (he owes a wait), was dealt
    in by mistake and called $3: the dealer records it; the call stands, his hand is live and
    his wait is still owed."""
    from ui_helpers import play_out_by_folding

    from dealer_assist.engine.events import SeatChanged

    session = quiet.session
    play_out_by_folding(qtbot, quiet)  # button 1, blinds 2 and 3
    assert quiet.controller.table_event(SeatChanged(4, 8))  # away from the big blind
    assert session.table.seats[8].wait_hands > 0
    for label in ("Start hand 2", "Blinds posted", "No straddle", "Cards dealt by hand"):
        tap(qtbot, quiet.window, label)
    assert 8 not in session.hand.seats
    panel = open_calls(qtbot, quiet)
    pick(qtbot, panel, "not_entitled_acted")
    tap(qtbot, panel, "Seat 8 · Dee")
    tap(qtbot, panel.number_pad, "3")
    tap(qtbot, panel.number_pad, "OK")
    tap(qtbot, panel, "He checked or called")
    assert 8 in session.hand.in_hand and session.hand.contrib[8] == 3
    assert stored(quiet, "not_entitled_acted")[0]["put_in"] == 3
    assert session.table.seats[8].wait_hands > 0


def test_LC_51_turn_let_pass_then_the_floor_prompt_answered_from_the_panel(
        qtbot: QtBot, demo: DealerApp) -> None:
    window, session = demo.window, demo.session
    to_preflop_betting(qtbot, demo)
    assert session.hand.to_act == 4
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "pass_turn")
    tap(qtbot, panel, "Seat 4 · Dee")
    tap(qtbot, panel, "Close")
    for _seat in (5, 6, 1):
        tap(qtbot, window, "Call $3")
    floor = [s for s in session.procedure().steps if s.kind == "floor"]
    assert floor and floor[0].rule_ids == ("LC-51",) and floor[0].seat == 4
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "rule_turn_pass", answer=True)
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel, "Every option back")  # seat 4 came from the prompt
    ruled = stored(demo, "turn_pass_ruled")
    assert ruled and ruled[0]["seat"] == 4 and ruled[0]["allow"] is True
    assert not [s for s in session.procedure().steps if s.kind == "floor"]


def test_LC_145_must_move_marked_then_the_floor_sets_the_collection_by_taps(
        qtbot: QtBot, demo: DealerApp) -> None:
    table = demo.session.table
    for seat in (5, 6):  # four players left: short-handed
        assert demo.controller.table_event(PlayerAway(seat))
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "mark_must_move")
    tap(qtbot, panel, "Must-move game")
    assert table.dues.must_move
    pick(qtbot, panel, "floor_sets_collection", answer=True)
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel.number_pad, "1")
    tap(qtbot, panel.number_pad, "OK")
    assert table.dues.floor_collection == 1
    assert table.dues.floor_by == f"{DEMO_FLOOR_NAME} ({DEMO_FLOOR_BADGE})"
    assert not [s for s in demo.session.procedure().steps if s.kind == "floor"]


def test_LC_97_prompt_is_answered_by_the_pick_up_with_its_seat() -> None:
    """The procedure's LC-97 floor prompt is answered by the floor-only pick-up, the seat
    filled from the prompt; the note of chips held only informs."""
    from dealer_assist.engine.steps import Step

    due = Step("floor", "Seat 5 has missed the blind three times in a full game: ...", 5,
               ("LC-97",))
    held = Step("info", "The floor holds $100 in chips for Eli ...", None, ("LC-97",))
    ((step, answering),) = prompts([due, held])
    assert step is due and [c.key for c in answering] == ["pick_up_chips"]
    assert answering[0].floor and prefill(answering[0], step) == {"seat": 5}


def test_LC_97_floor_picks_up_an_away_players_chips_by_taps(
        qtbot: QtBot, demo: DealerApp) -> None:
    """LC-97 / LC-98: between hands the floor, signed in, picks up the chips of a lobbying
    player in a short game, giving the reason; the seat is freed, the event names the
    floorperson and the amount, the audit log has the call and the dealer sees the chips
    held."""
    table = demo.session.table
    assert demo.controller.table_event(PlayerAway(5))
    stack = table.seats[5].stack
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "pick_up_chips")
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel, "Seat 5 · Eli")
    type_text(qtbot, panel, "Seat asked for")
    tap(qtbot, panel, "OK")
    assert panel.message.text() == "Done: Floor: pick up an away player's chips."
    assert 5 not in table.seats
    picked = stored(demo, "chips_picked_up")[0]
    assert (picked["seat"], picked["player"], picked["amount"], picked["reason"]) == \
        (5, "Eli", stack, "Seat asked for")
    assert picked["by"] == f"{DEMO_FLOOR_NAME} ({DEMO_FLOOR_BADGE})"
    assert stored(demo, "player_left")[-1]["seat"] == 5
    assert demo.store is not None
    audit = demo.store.audit_entries()[-1]
    assert audit.action == "floor_call" and "pick_up_chips" in audit.detail
    assert any(f"holds ${stack} in chips for Eli" in s.text
               for s in demo.session.procedure().steps)


def test_LC_88d_two_players_swap_seats_by_taps(qtbot: QtBot, quiet: DealerApp) -> None:
    seats = quiet.session.table.seats
    panel = open_calls(qtbot, quiet)
    pick(qtbot, panel, "swap_seats")
    tap(qtbot, panel, "Seat 1 · Ana")
    tap(qtbot, panel, "Seat 4 · Dee")
    assert (seats[1].player, seats[4].player) == ("Dee", "Ana")
    assert stored(quiet, "seats_swapped")
    pick(qtbot, panel, "swap_seats")
    assert "Seat 1 · Dee" in labels(panel)  # the seat buttons come from the new table
    tap(qtbot, panel, "Cancel call")
    assert panel.message.text() == "Cancelled: two players swap seats."


def test_LC_64_string_raise_flagged_then_ruled_a_call_by_the_floor(
        qtbot: QtBot, demo: DealerApp) -> None:
    window, session = demo.window, demo.session
    to_preflop_betting(qtbot, demo)
    tap(qtbot, window, "Raise to $6")  # seat 4
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "flag_string_raise")
    tap(qtbot, panel, "Seat 4 · Dee")
    assert stored(demo, "string_raise_flagged")
    pick(qtbot, panel, "rule_string_raise", answer=True)
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel, "It is a call")  # seat 4 came from the prompt
    ruled = stored(demo, "string_raise_ruled")[0]
    assert ruled["ruling"] == "call"
    assert ruled["by"] == f"{DEMO_FLOOR_NAME} ({DEMO_FLOOR_BADGE})"  # the signed-in floor
    assert session.hand.street_bets[4] == 3  # the extra chips go back
    assert demo.store is not None
    assert [e.action for e in demo.store.audit_entries()][-1] == "floor_call"


def test_LC_P5_a_proposed_ruling_is_sent_on_to_the_floor_panel(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """A ruling the engine proposed is decided on Floor, Rulings: the Calls panel says so and
    takes the dealer there."""
    deal_by_hand(qtbot, quiet)
    session = quiet.session
    assert quiet.controller.submit(lambda: report(session, "absent_at_turn", seat=4))
    panel = open_calls(qtbot, quiet)
    assert "A ruling the engine proposed waits for the floor:" in shown_text(panel)
    tap(qtbot, panel, "Open Floor: Rulings")
    floor = quiet.window.dealer.floor
    assert not panel.isVisible() and floor.isVisible()
    assert floor.pages.currentWidget() is floor.rulings


def test_LC_18_blinds_chop_answered_from_the_panel_by_taps(qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-18: everyone folds to the blinds; the procedure offers the chop, the panel answers
    it, and both blinds go back (the house allows a chop at the demo table)."""
    window, session = quiet.window, quiet.session
    deal_by_hand(qtbot, quiet)
    stacks = {s: session.hand.starting_stacks[s] for s in (2, 3)}
    while session.hand.to_act not in (2, 3):
        tap(qtbot, window, "Fold")
    panel = open_calls(qtbot, quiet)
    pick(qtbot, panel, "chop", answer=True)
    assert panel.message.text() == "Done: Blinds chop (everyone folded to them)."
    assert stored(quiet, "blinds_chopped")
    assert {s: session.hand.stacks[s] for s in (2, 3)} == stacks


def test_LC_144_time_collection_refused_in_the_engine_words_without_a_rate(
        qtbot: QtBot, demo: DealerApp) -> None:
    """LC-144 / K24: at the demo table (no time rate set by the room) the floor's switch to
    time is refused with the engine's own sentence, and nothing is logged."""
    for seat in (5, 6):  # four players left: the procedure offers the switch
        assert demo.controller.table_event(PlayerAway(seat))
    panel = open_calls(qtbot, demo)
    pick(qtbot, panel, "collection_mode", answer=True)
    floor_sign_in(qtbot, panel, DEMO_FLOOR_PIN)
    tap(qtbot, panel, "By time (every player, per period)")
    assert "no time rate set" in panel.message.text() and "K24" in panel.message.text()
    assert not stored(demo, "collection_mode_changed")


def test_LC_144_LC_146_LC_147_time_collected_through_the_registry() -> None:
    """LC-144: a short-handed table with a $2 time rate switches to time; LC-146: the floor
    calls time with nobody waiting and a player pays his own; LC-147: two others agree a time
    pot, and its winner pays for both. Each step through the registry's command, as a tap
    runs it; every chip accounted for."""
    from dataclasses import replace

    from dealer_assist.engine.session import demo_session

    base = demo_session()
    session = TableSession(replace(base.table.config, time_collection=2))
    session.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in (1, 2, 3, 4)])
    run = lambda key, values: session.commit(command(get_call(key), session, values)())  # noqa: E731
    run("collection_mode", {"mode": "time"})
    assert not any("LC-144" in s.rule_ids for s in session.procedure().steps)  # done
    run("call_time", {"waiting_list": False})
    assert session.table.time.owed == {1, 2, 3, 4}
    run("pay_time", {"seat": 1})
    run("time_pot", {"seats": (2, 3)})
    with_pot = [s for s in session.procedure().steps if "LC-147" in s.rule_ids]
    assert [c.key for c in prompts(with_pot)[0][1]] == ["pay_time_pot"]
    run("pay_time_pot", {"seat": 3})
    assert session.table.time.owed == {4}
    assert [session.table.seats[s].stack for s in (1, 2, 3, 4)] == [98, 100, 96, 100]
    with pytest.raises(Refusal, match="no time pot"):
        command(get_call("pay_time_pot"), session, {"seat": 2})()


def test_LC_50_out_of_turn_offers_only_what_the_engine_accepts(qtbot: QtBot,
                                                               quiet: DealerApp) -> None:
    """LC-50's answers come from the engine at that moment: facing the live straddle in
    Hold'em there is no Check, no Bet and no Complete (stud only); on the flop before any bet
    there is no Call and no Raise."""
    from dealer_assist.ui.table_calls import options

    window, session = quiet.window, quiet.session
    action = get_call("out_of_turn").args[1]
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "Seat 4 posts straddle $6")
    tap(qtbot, window, "Cards dealt by hand")
    facing = [value for _, value in options(session.table, action)]
    assert facing == ["call", "raise", "all_in", "fold"] or facing == ["call", "raise", "fold"]
    while session.hand.street == 0:  # round to the straddle's option: he checks
        shown = labels(window.dealer.pad)
        tap(qtbot, window, "Call..." if any(t.startswith("Call") for t in shown) else "Check")
    quiet.controller.board_by_touch(tuple(STANDARD_CARDS[:3]))
    assert session.hand.street == 1
    first = [value for _, value in options(session.table, action)]
    assert "check" in first and "bet" in first
    assert not {"call", "raise", "complete"} & set(first)
