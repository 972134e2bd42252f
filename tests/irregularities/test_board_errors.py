"""Premature flop, turn and river; a flop of too many cards (LC-110 to LC-112, LC-114,
PGP-IRR-04 to 07), driven card by card as the shoe delivers them."""

from __future__ import annotations

from irr_helpers import (
    PGP,
    act,
    confirmed,
    feed,
    finish,
    proposed,
    showdown,
    table,
    texts,
)

from dealer_assist.engine.events import event_from_json
from dealer_assist.engine.table import Table
from dealer_assist.irregularities import procedure_with_rulings
from dealer_assist.irregularities.state import peek

HOLE = "2c3c4c5c6c7c8c9c"  # deal order 2, 3, 4, 1: seat 2 gets 2c 6c ... seat 1 gets 5c 9c
PREFLOP = ((4, "call"), (1, "call"), (2, "call"), (3, "check"))
ROUND = ((2, "check"), (3, "check"), (4, "check"), (1, "check"))


def _texts(session: object) -> list[str]:
    return [s.text for s in procedure_with_rulings(session.table).steps]  # type: ignore[attr-defined]


def _play_out(session: object) -> None:
    act(session, *ROUND)  # type: ignore[arg-type]


def test_lc_111_premature_turn_set_aside_burn_again_river_without_burn() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    act(s, (2, "check"))
    events = feed(d, "Th 9h")  # burn taken early, then the turn shown early
    [ruling] = proposed(events)
    assert ruling.irregularity == "premature_turn" and "LC-111" in ruling.rule_ids
    assert texts(s.hand.board) == "Kd Qd Jd" and texts(s.hand.burns) == "Ad Th"
    steps = _texts(s)
    assert steps[0].startswith("Call the floor: ruling 1") and "9h" in steps[1]
    confirmed(s, ruling)
    act(s, (3, "check"), (4, "check"), (1, "check"))
    assert "Burn one card, then deal the turn: 1 card face up" in _texts(s)
    feed(d, "8h 7h")  # LC-111: a fresh burn, then the turn
    assert texts(s.hand.burns) == "Ad Th 8h" and texts(s.hand.board) == "Kd Qd Jd 7h"
    _play_out(s)
    steps = _texts(s)
    assert any(t.startswith("Shuffle the stub together with 9h (not the burns") for t in steps)
    assert "Deal the river WITHOUT a burn (LC-111): 1 card face up" in steps
    feed(d, "9h")  # reshuffled into the stub: the set-aside card may come back
    assert texts(s.hand.board) == "Kd Qd Jd 7h 9h" and len(s.hand.burns) == 3
    assert not peek(s.table).aside
    _play_out(s)
    showdown(s)
    assert sum(finish(s).values()) == 400


def test_lc_111_replay_and_json_round_trip_reach_the_same_state() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    act(s, (2, "check"))
    feed(d, "Th 9h")
    act(s, (3, "check"), (4, "check"), (1, "check"))
    feed(d, "8h 7h")
    replay = Table()
    replay.apply_all(event_from_json(e.to_json()) for e in s.table.history)
    assert replay.hand is not None
    assert replay.hand.board == s.hand.board and replay.hand.burns == s.hand.burns
    assert peek(replay).aside == peek(s.table).aside


def test_lc_110_premature_flop_back_in_stub_new_flop_without_burn() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"), (1, "call"))
    events = feed(d, "Ad KdQdJd")  # flop spread while seats 2 and 3 still had to act
    [ruling] = proposed(events)
    assert ruling.irregularity == "premature_flop" and "LC-110" in ruling.rule_ids
    assert s.hand.board == [] and texts(s.hand.burns) == "Ad"
    act(s, (2, "call"), (3, "check"))
    steps = _texts(s)
    assert any("Shuffle the stub together with Kd, Qd, Jd" in t for t in steps)
    assert "Deal the flop WITHOUT a burn (LC-110): 3 cards face up" in steps
    feed(d, "QdTs2d")  # Qd was shuffled back: it may come again
    assert texts(s.hand.board) == "Qd Ts 2d" and texts(s.hand.burns) == "Ad"
    _play_out(s)
    feed(d, "3s 4s")
    _play_out(s)
    feed(d, "5s 6s")
    _play_out(s)
    showdown(s)
    assert len(s.hand.board) == 5
    assert sum(finish(s).values()) == 400


def test_pgp_irr_05_premature_flop_same_procedure() -> None:
    s, d = table(PGP)
    feed(d, HOLE)
    act(s, (4, "call"))
    [ruling] = proposed(feed(d, "Ad Kd"))
    assert "PGP-IRR-05" in ruling.rule_ids


def test_lc_114_flop_of_four_cards_taken_back_new_flop_without_burn() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    events = feed(d, "Td")  # a fourth card flopped before anyone acted on the flop
    [ruling] = proposed(events)
    assert ruling.irregularity == "flop_too_many" and "LC-114" in ruling.rule_ids
    assert s.hand.board == [] and s.hand.phase == "board" and texts(s.hand.burns) == "Ad"
    assert "Deal the flop WITHOUT a burn (LC-114): 3 cards face up" in _texts(s)
    feed(d, "TdQd3s")  # all four went back into the stub
    assert texts(s.hand.board) == "Td Qd 3s" and s.hand.phase == "betting"
    assert s.hand.to_act == 2
    _play_out(s)
    feed(d, "4s 5s")
    _play_out(s)
    feed(d, "6s 7s")
    _play_out(s)
    showdown(s)
    assert sum(finish(s).values()) == 400


def test_pgp_irr_04_flop_too_many_cites_pgp() -> None:
    s, d = table(PGP)
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    [ruling] = proposed(feed(d, "Td"))
    assert "PGP-IRR-04" in ruling.rule_ids


def test_lc_112_premature_river_reshuffled_river_without_burn() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    _play_out(s)
    feed(d, "Th 9h")
    act(s, (2, "check"), (3, "check"))
    events = feed(d, "8h 7h")  # river burn and river while seats 4 and 1 still to act
    [ruling] = proposed(events)
    assert ruling.irregularity == "premature_river" and "LC-112" in ruling.rule_ids
    assert len(s.hand.board) == 4 and texts(s.hand.burns) == "Ad Th 8h"
    act(s, (4, "check"), (1, "check"))
    steps = _texts(s)
    assert any(t.startswith("Shuffle the stub together with 7h") for t in steps)
    assert "Deal the river WITHOUT a burn (LC-112): 1 card face up" in steps
    feed(d, "6h")
    assert texts(s.hand.board) == "Kd Qd Jd 9h 6h" and len(s.hand.burns) == 3
    _play_out(s)
    showdown(s)
    assert sum(finish(s).values()) == 400


def test_pgp_irr_06_and_07_premature_turn_and_river_cite_pgp() -> None:
    s, d = table(PGP)
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    act(s, (2, "check"))
    [turn] = proposed(feed(d, "Th 9h"))
    assert "PGP-IRR-06" in turn.rule_ids
    act(s, (3, "check"), (4, "check"), (1, "check"))
    feed(d, "8h 7h")
    act(s, (2, "check"))
    [river] = proposed(feed(d, "6h 5h"))
    assert "PGP-IRR-07" in river.rule_ids


def test_lc_111_hand_won_before_the_turn_leaves_the_next_hand_clean() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    act(s, (2, "bet", 3))
    feed(d, "Th 9h")
    act(s, (3, "fold"), (4, "fold"), (1, "fold"))
    assert sum(finish(s).values()) == 400
    s.commit(s.start_hand())
    assert not peek(s.table).aside and procedure_with_rulings(s.table).steps[0].kind == "post"


def test_lc_110_with_an_exposed_card_as_the_flop_burn_every_early_card_is_a_flop_card() -> None:
    s, d = table()
    feed(d, "2c3c4c")
    feed(d, "5c", face_up=True)  # LC-115: 5c will be the flop burn
    feed(d, "6c7c8c9c Ah")
    act(s, (4, "call"))
    [ruling] = proposed(feed(d, "KdQdJd"))  # no burn was due: the first card is a flop card
    assert ruling.irregularity == "premature_flop" and texts(s.hand.burns) == "5c"
    act(s, (1, "call"), (2, "call"), (3, "check"))
    feed(d, "QdTs2d")
    assert texts(s.hand.board) == "Qd Ts 2d" and texts(s.hand.burns) == "5c"


def _unknown(detector: object, count: int) -> list[object]:
    """Cards without a reader (touch dealing): the same routing with unknown cards."""
    out: list[object] = []
    for _ in range(count):
        events = detector.card_read(None)  # type: ignore[attr-defined]
        detector.session.commit(events)  # type: ignore[attr-defined]
        out += events
    return out


def test_lc_111_without_a_shoe_unknown_cards_follow_the_same_correction() -> None:
    s, d = table()
    _unknown(d, 8)
    act(s, *PREFLOP)
    _unknown(d, 4)
    act(s, (2, "check"))
    [ruling] = proposed(_unknown(d, 2))  # type: ignore[arg-type]
    assert ruling.irregularity == "premature_turn"
    act(s, (3, "check"), (4, "check"), (1, "check"))
    _unknown(d, 2)
    assert len(s.hand.burns) == 3 and len(s.hand.board) == 4
    _play_out(s)
    _unknown(d, 1)
    assert len(s.hand.board) == 5 and len(s.hand.burns) == 3


def test_lc_111_on_the_lc_demo_table_with_live_button_collection() -> None:
    from dealer_assist.engine.session import demo_session
    from dealer_assist.irregularities import Detector

    s = demo_session()  # LC $3-$6, six players, $2 live button collection (LC-46)
    d = Detector(s)  # K15-K17 from the LC low profile
    s.commit(s.start_hand())
    s.commit(s.post_blinds())
    feed(d, "2c3c4c5c6c7c8c9cTcJcQcKc")
    act(s, (4, "call"), (5, "fold"), (6, "fold"), (1, "call"), (2, "call"), (3, "check"))
    feed(d, "Ad KdQdJd")
    act(s, (2, "bet", 3))
    [ruling] = proposed(feed(d, "Th 9h"))
    assert ruling.irregularity == "premature_turn"
    act(s, (3, "call"), (4, "raise", 6), (1, "call"), (2, "call"), (3, "call"))
    feed(d, "8h 7h")
    act(s, (2, "check"), (3, "check"), (4, "check"), (1, "check"))
    feed(d, "9h")  # the river after the reshuffle, without a burn
    assert texts(s.hand.board) == "Kd Qd Jd 7h 9h" and texts(s.hand.burns) == "Ad Th 8h"
    act(s, (2, "check"), (3, "check"), (4, "check"), (1, "check"))
    showdown(s)
    assert sum(finish(s).values()) == 6 * 200 - 2  # only the collection left the table
